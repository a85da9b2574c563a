// Dice City's board: the table (display of 2 rows, supply stacks, Bandit and Trade Ship piles) and each player's
// city as its 5x6 grid of locations (a die drawn on the space it sits on, deactivated locations struck through),
// with the By Royal Decree parts the view holds (trade board, Queen's Plans). A click on a space, a die or a display
// card offers the legal options whose fields name it: a die's own actions first ({die}: use, move, reactivate, clear,
// hourglass; {colour}: stable, reroll), then {space} (place, copy, reactivate), {source} (build), {seat, space}
// (attack), {slot} (a display card to discard), {seat, colour} (another city's die to reroll). The other options
// (done, deal, the hourglass's uses, raids, the trade board) are buttons on the board (controls.js), in players' words.
import { el } from "../common.js";
import { groupBy } from "../options.js";
import { boardControls } from "./controls.js";

const GROUPS = { "hourglass-use": "Spend the hourglass", raid: "Raid", trade: "Use the trade board" };

const ROWS = [["w", "white", "#f4f4f4", "#222"], ["y", "yellow", "#f2c933", "#222"], ["r", "red", "#c8372d", "#fff"],
  ["b", "blue", "#2f6fc0", "#fff"], ["k", "black", "#222", "#fff"]];
const PRINTED = {
  w: ["forest", "mountain", "cave", "forest", "mountain", "cave"],
  y: ["mountain", "militia", "small-house", "traveller", "militia", "forest"],
  r: ["cave", "militia", "traveller", "militia", "small-house", "mountain"],
  b: ["forest", "small-house", "militia", "traveller", "militia", "cave"],
  k: ["mountain", "cave", "forest", "mountain", "cave", "forest"],
};
const title = (id) => id.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

export function render(root, snapshot, ui) {
  const view = snapshot.view;
  const mine = ui.seat !== null && ui.seat < view.cities.length ? ui.seat : null;
  const order = view.cities.map((_, i) => i).sort((a, b) => (b === mine) - (a === mine));
  placed = new Set();
  const parts = [table(view, ui), el("div", { class: "city-cities" },
    order.map((seat) => city(view, seat, snapshot, ui, seat === mine))), extras(view, ui)];
  // what no die, space or card offers (done, deal, the hourglass, raids, a die that has left the city) is a button
  const controls = boardControls(ui.actions.filter((a) => !placed.has(a)), ui, GROUPS);
  root.replaceChildren(...(controls ? [controls] : []), ...parts);
}

let placed = new Set();  // the options some die, space or card of the board offers, this drawing

function chooser(groups, key, ui) {
  const options = groups.get(key);
  if (options) options.forEach((option) => placed.add(option));
  return options ? (event) => ui.choose(options, event) : null;
}

function table(view, ui) {
  const bySource = groupBy(ui.actions, (a) => a.source ?? (a.slot ? `d${a.slot}` : null));
  const slot = (card, i) => el("button", {
    type: "button", class: "city-card", disabled: !card || !bySource.get(`d${i + 1}`),
    onclick: chooser(bySource, `d${i + 1}`, ui), title: card ? title(card) : "empty" }, card ? title(card) : "—");
  const half = view.display.length / 2;
  const supply = Object.entries(view.supply).map(([card, n]) => el("button", {
    type: "button", class: "city-card", disabled: !bySource.get(card), onclick: chooser(bySource, card, ui),
  }, `${title(card)} ×${n}`));
  return el("div", { class: "city-table" },
    el("div", { "data-city-turn": view.turns + 1 }, el("small", {}, `turn ${view.turns + 1}${view.last_round ? " · last round" : ""} · deck `),
      `${view.deck.hidden ?? view.deck.length}`),
    el("div", { class: "city-display" }, view.display.slice(0, half).map(slot)),
    el("div", { class: "city-display" }, view.display.slice(half).map((c, i) => slot(c, i + half))),
    el("div", { class: "city-supply" }, supply),
    el("div", {}, el("small", {}, `bandits ${view.bandits.join(" / ")} · ships ${view.ships.join(" / ")}`)));
}

// The spaces this seat's recent moves acted on, ringed until the viewer decides again: the spaces the notation
// names, and the "white 4" the log line names (where a die was used; the dice themselves move on or are rerolled).
const LETTER = { white: "w", yellow: "y", red: "r", blue: "b", black: "k" };
function recentSpaces(recent, seat) {
  const spaces = new Set();
  for (const entry of recent || []) {
    if (entry.seat !== seat) continue;
    for (const [space] of (entry.action || "").matchAll(/\b[wyrbk][1-6]\b/g)) spaces.add(space);
    for (const [, colour, column] of (entry.text || "").matchAll(/\b(white|yellow|red|blue|black) ([1-6])\b/g)) {
      spaces.add(`${LETTER[colour]}${column}`);
    }
  }
  return spaces;
}

function city(view, seat, snapshot, ui, mine) {
  const data = view.cities[seat];
  const recent = recentSpaces(ui.recent, seat);
  const acts = mine ? ui.actions : [];
  const bySpace = groupBy(acts, (a) => (a.seat === undefined ? a.space : null));
  const byAttack = groupBy(ui.actions, (a) => (a.seat === seat && a.space ? a.space : null));
  const byColour = groupBy(acts, (a) => (a.seat === undefined ? a.die ?? a.colour : null));
  const byOtherDie = groupBy(ui.actions, (a) => (a.seat === seat && a.colour && !a.space ? a.colour : null));
  const off = new Set(data.deactivated);
  const score = snapshot.scores ? snapshot.scores[seat].total : "";
  const grid = ROWS.map(([letter, colour, bg, fg], row) => el("div", { class: "city-row" },
    el("span", { class: "city-rowname", style: `background:${bg};color:${fg}` }, colour),
    PRINTED[letter].map((printed, column) => {
      const space = `${letter}${column + 1}`;
      const stack = data.built[space];
      const name = title(stack ? stack[stack.length - 1] : printed);
      const die = data.dice[colour] === column + 1;
      const onclick = (die && (chooser(byColour, colour, ui) || chooser(byOtherDie, colour, ui)))
        || chooser(bySpace, space, ui) || chooser(byAttack, space, ui);
      return el("button", {
        type: "button", class: `city-space${stack ? " city-built" : ""}${off.has(space) ? " city-off" : ""}${recent.has(space) ? " city-recent" : ""}`,
        disabled: !onclick, onclick, title: `${colour} ${column + 1}`, "data-space": space,
      }, name, die ? el("span", { class: "city-die", style: `background:${bg};color:${fg}` }, `${column + 1}`) : null);
    })));
  const stock = Object.entries(data.stock).map(([r, n]) => `${r} ${n}`).join(" · ");
  return el("section", { class: `city${mine ? " city-mine" : ""}` },
    el("div", {}, el("strong", {}, ui.seatName(seat)), ` ${score} VP`),
    el("div", { class: "city-grid" }, grid),
    el("small", {}, `${stock} · strength ${data.strength} · hourglass ${data.hourglass} · VP tokens ${data.vp_tokens}`));
}

function extras(view, ui) {
  const modules = view.modules || {};
  const parts = [];
  if (modules["trade-board"]) {
    const trade = modules["trade-board"];
    parts.push(el("div", {}, el("strong", {}, `Trade board (${view.options.trade_side}) `),
      trade.pools.map((pile, i) => el("span", { class: "city-card" }, `${i + 1}: `,
        Object.entries(pile).filter(([, n]) => n).map(([k, n]) => `${k} ${n}`).join(" ") || "—",
        trade.dice.map((v, s) => (v === i + 1 ? ` [${ui.seatName(s)}]` : "")).join("")))));
  }
  if (modules["queens-plans"]) {
    const plans = modules["queens-plans"];
    const secret = ui.seat !== null && Array.isArray(plans.secret[ui.seat]) ? plans.secret[ui.seat].join(" ") : "";
    parts.push(el("div", {}, el("strong", {}, "Queen's Plans "), `common: ${plans.common.join(" ") || "—"}`,
      secret ? ` · your secret plan: ${secret}` : ""));
  }
  return el("div", { class: "city-extras" }, parts);
}
