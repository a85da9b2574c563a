// Dice City's board: your dice (where each one is, what its location does, a click offers its options), the table
// (display, supply, Bandits, Trade Ships: names, costs and card texts; dice_city/parts.js), each player's city as its
// grid of locations (a row per die colour, a column per die value; on a phone the grid turns, a column per colour, so
// that names fit), and the By Royal Decree parts (trade board, Queen's Plans). Every location, plan and trade space
// carries `data-card` (cards.js shows its text on hover or tap). A click on a space, a die, a card or a trade space
// offers the legal options whose fields name it: a die's own actions ({die}: use, move, reactivate, clear,
// hourglass; {colour}: stable, reroll), then {space} (place, copy, reactivate), {source} (build), {seat, space}
// (attack), {slot} (a display card to discard), {seat, colour} (another city's die to reroll), {plan}, the trade
// die's moves. The other options (done, deal, the hourglass's uses, raids) are buttons on the board (controls.js).
import { el } from "../common.js";
import { groupBy } from "../options.js";
import { CITY_DICE } from "../palette.js";
import { boardControls } from "./controls.js";
import { PRINTED, cardText, locationName, prepare as prepareData } from "./dice_city/data.js";
import { queensPlans, table, tradeBoard } from "./dice_city/parts.js";

const GROUPS = { "hourglass-use": "Spend the hourglass", raid: "Raid" };

// a row per die colour: its letter, name, and the die's colours (../palette.js)
const ROWS = [["w", "white"], ["y", "yellow"], ["r", "red"], ["b", "blue"], ["k", "black"]]
  .map(([letter, colour]) => [letter, colour, CITY_DICE[colour].fill, CITY_DICE[colour].ink]);

export async function prepare() {
  await prepareData();
}

let placed = new Set();  // the options some die, space or card of the board offers, this drawing

function chooser(groups, key, ui) {
  const options = groups.get(key);
  if (options) options.forEach((option) => placed.add(option));
  return options ? (event) => ui.choose(options, event) : null;
}

export function render(root, snapshot, ui) {
  const view = snapshot.view;
  const mine = ui.seat !== null && ui.seat < view.cities.length ? ui.seat : null;
  const order = view.cities.map((_, i) => i).sort((a, b) => (b === mine) - (a === mine));
  placed = new Set();
  const pick = (groups, key) => chooser(groups, key, ui);
  const modules = view.modules || {};
  const parts = [mine === null ? null : yourDice(view, mine, ui, pick), table(view, ui, pick),
    el("div", { class: "city-cities" }, order.map((seat) => city(view, seat, snapshot, ui, seat === mine, pick))),
    modules["trade-board"] ? tradeBoard(view, ui, pick) : null,
    modules["queens-plans"] ? queensPlans(view, ui, pick) : null];
  // what no die, space or card offers (done, deal, the hourglass, raids, a die that has left the city) is a button
  const controls = boardControls(ui.actions.filter((a) => !placed.has(a)), ui, GROUPS);
  root.replaceChildren(el("div", { class: "city-board", "data-city-turn": view.turns + 1 }, controls,
    ...parts.filter(Boolean)));
}

export function banner(snapshot) {
  const view = snapshot.view;
  return `Turn ${view.turns + 1}${view.last_round ? " · last round" : ""}`;
}

// Your dice: the colour, the space, its location and what using it does; a click offers that die's options.
function yourDice(view, seat, ui, pick) {
  const data = view.cities[seat];
  const byColour = groupBy(ui.actions, (a) => (a.seat === undefined ? a.die ?? a.colour : null));
  const dice = ROWS.filter(([, colour]) => data.dice[colour]).map(([letter, colour, bg, fg], row) => {
    const column = data.dice[colour];
    const name = spaceName(data, letter, column);
    return el("button", { type: "button", class: "city-die-card", disabled: !byColour.get(colour),
      onclick: pick(byColour, colour), "data-card": name, "data-die": colour },
    el("span", { class: "city-die", style: `background:${bg};color:${fg}` }, String(column)),
    el("span", {}, el("strong", {}, `${colour} die on ${name}`), el("small", {}, cardText(ui, name))));
  });
  return el("div", { class: "city-part" }, el("h3", {}, "Your dice"),
    el("div", { class: "city-dice" }, dice.length ? dice : el("small", {}, "all your dice are used")));
}

function spaceName(data, letter, column) {
  const stack = data.built[`${letter}${column}`];
  return locationName(stack ? stack[stack.length - 1] : PRINTED[letter]?.[column - 1]);
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

function city(view, seat, snapshot, ui, mine, pick) {
  const data = view.cities[seat];
  const recent = recentSpaces(ui.recent, seat);
  const acts = mine ? ui.actions : [];
  const bySpace = groupBy(acts, (a) => (a.seat === undefined ? a.space : null));
  const byAttack = groupBy(ui.actions, (a) => (a.seat === seat && a.space ? a.space : null));
  const byColour = groupBy(acts, (a) => (a.seat === undefined ? a.die ?? a.colour : null));
  const byOtherDie = groupBy(ui.actions, (a) => (a.seat === seat && a.colour && !a.space ? a.colour : null));
  const byStable = groupBy(acts, (a) => (a.column ? `${LETTER[a.colour]}${a.column}` : null));
  const off = new Set(data.deactivated);
  const cells = [el("span", { class: "city-corner", style: "--r:1;--c:1" })];
  for (let column = 1; column <= 6; column += 1) {
    cells.push(el("span", { class: "city-value", style: `--r:1;--c:${column + 1}` }, String(column)));
  }
  ROWS.forEach(([letter, colour, bg, fg], row) => {
    cells.push(el("span", { class: "city-rowname", style: `--r:${row + 2};--c:1;background:${bg};color:${fg}` }, colour));
    for (let column = 1; column <= 6; column += 1) {
      const space = `${letter}${column}`;
      const name = spaceName(data, letter, column);
      const die = data.dice[colour] === column;
      const onclick = (die && (pick(byColour, colour) || pick(byOtherDie, colour)))
        || pick(bySpace, space) || pick(byStable, space) || pick(byAttack, space);
      const classes = ["city-space", data.built[space] ? "city-built" : "", off.has(space) ? "city-off" : "",
        recent.has(space) ? "city-recent" : ""].filter(Boolean).join(" ");
      cells.push(el("button", { type: "button", class: classes, disabled: !onclick, onclick, "data-space": space,
        "data-card": name, style: `--r:${row + 2};--c:${column + 1}`,
        "aria-label": `${colour} ${column}: ${name}${die ? `, the ${colour} die` : ""}${off.has(space) ? ", off" : ""}` },
      name, die ? el("span", { class: "city-die", style: `background:${bg};color:${fg}` }, String(column)) : null));
    }
  });
  const stock = Object.entries(data.stock).map(([r, n]) => `${n} ${r}`).join(", ");
  const score = snapshot.scores ? snapshot.scores[seat].total : "";
  const extra = data.bandit_strength ? ` (+${data.bandit_strength} against Bandits)` : "";
  return el("section", { class: `city${mine ? " city-mine" : ""}`, "data-seat": seat },
    el("div", {}, el("strong", {}, ui.seatName(seat)), ` · ${score} VP`),
    el("div", { class: "city-grid" }, cells),
    el("small", {}, `${stock} · strength ${data.strength}${extra} · hourglass ${data.hourglass} · VP tokens ${data.vp_tokens}`));
}
