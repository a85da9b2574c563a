// The parts of Dice City's board around the cities: the table (display, supply stacks, Bandits, Trade Ships) and the
// By Royal Decree parts (the trade board, the Queen's Plans), all in words with each card's text beside its name and a
// `data-card` attribute (cards.js shows the whole card on hover or tap). `chooser(groups, key)` returns the click
// handler that offers the options a part stands for (or null: nothing to do there now).
import { el } from "../../common.js";
import { LOCATIONS, PLANS, SIDES, banditName, cardText, costWords, locationName, shipName, shipPile } from "./data.js";
import { groupBy } from "../../options.js";

function cardButton(ui, name, onclick, attributes, ...lines) {
  return el("button", { type: "button", class: "city-card", disabled: !onclick, onclick, "data-card": name,
    ...attributes }, el("strong", {}, name), ...lines.filter(Boolean).map((line) => el("small", {}, line)));
}

export function table(view, ui, chooser) {
  const bySource = groupBy(ui.actions, (a) => a.source ?? (a.slot ? `d${a.slot}` : null));
  const slot = (card, i) => {
    if (!card) return el("span", { class: "city-card city-empty" }, "empty place");
    const name = locationName(card);
    return cardButton(ui, name, chooser(bySource, `d${i + 1}`), { "data-slot": i + 1 },
      `costs ${costWords(LOCATIONS[card]?.cost)}`, cardText(ui, name));
  };
  const supply = Object.entries(view.supply).map(([card, n]) => cardButton(ui, locationName(card),
    chooser(bySource, card), { "data-source": card }, `costs ${costWords(LOCATIONS[card]?.cost)} · ${n} left`,
    cardText(ui, locationName(card))));
  const byPile = groupBy(ui.actions, (a) => (a.kind === "bandit" || a.kind === "ship" ? `${a.kind} ${a.pile}` : null));
  const left = (n) => (view.options.players === 1 ? "never runs out" : `${n} left`);
  const bandits = view.bandits.map((n, i) => {
    const name = banditName(i);
    return cardButton(ui, name, chooser(byPile, `bandit ${i + 1}`), {}, left(n), cardText(ui, name));
  });
  const ships = view.ships.map((n, i) => {
    const name = shipName(i);
    return cardButton(ui, name, chooser(byPile, `ship ${shipPile(i)}`), {}, left(n), cardText(ui, name));
  });
  const deck = view.deck.hidden ?? view.deck.length;
  return el("div", { class: "city-table" },
    el("h3", {}, "Display ", el("small", {}, `· deck ${deck} cards`)),
    el("div", { class: "city-display" }, view.display.map(slot)),
    el("h3", {}, "Supply"), el("div", { class: "city-display" }, supply),
    el("h3", {}, "Bandits and Trade Ships"), el("div", { class: "city-display" }, bandits, ships));
}

const PAYMENTS = { wood: "wood", stone: "stone", iron: "iron", army: "strength" };

export function tradeBoard(view, ui, chooser) {
  const trade = view.modules["trade-board"];
  const side = SIDES[view.options.trade_side] || [];
  const mine = ui.seat !== null && ui.seat < trade.dice.length ? trade.dice[ui.seat] : 0;
  const options = ui.actions.filter((a) => a.kind === "trade");
  const bySpace = groupBy(options, (a) => {
    if (a.move === "left") return mine - 1;
    if (a.move === "right") return mine + 1;
    return mine;
  });
  const spaces = side.map((location, i) => {
    const pile = Object.entries(trade.pools[i]).filter(([, n]) => n).map(([k, n]) => `${n} ${PAYMENTS[k] || k}`);
    const dice = trade.dice.map((v, s) => (v === i + 1 ? ui.seatName(s) : null)).filter(Boolean);
    return cardButton(ui, location.name, chooser(bySpace, i + 1), { "data-trade-space": i + 1 },
      cardText(ui, location.name), `lying here: ${pile.join(", ") || "nothing"}`,
      dice.length ? `trade die of ${dice.join(", ")}` : null);
  });
  return el("div", { class: "city-part" }, el("h3", { "data-card": "Trade die" },
    `Trade board, ${view.options.trade_side} side`), el("div", { class: "city-display" }, spaces));
}

export function queensPlans(view, ui, chooser) {
  const plans = view.modules["queens-plans"];
  const byPlan = groupBy(ui.actions, (a) => a.plan ?? null);
  const card = (id, note) => {
    const plan = PLANS[id];
    const name = plan ? plan.name : "a Queen's Plan";
    return cardButton(ui, name, chooser(byPlan, id), {}, plan ? `worth ${plan.vp} VP${note ? ` · ${note}` : ""}` : note,
      plan ? cardText(ui, name) : "");
  };
  const mine = (key) => (ui.seat !== null && Array.isArray(plans[key]?.[ui.seat]) ? plans[key][ui.seat] : []);
  const claimed = plans.claimed.flatMap((ids, seat) => ids.map((id) => card(id, `claimed by ${ui.seatName(seat)}`)));
  return el("div", { class: "city-part" }, el("h3", {}, "Queen's Plans"),
    el("div", { class: "city-display" },
      plans.common.length ? plans.common.map((id) => card(id, "in the middle")) : el("small", {}, "none in the middle"),
      mine("secret").map((id) => card(id, "your secret plan")),
      mine("hands").map((id) => card(id, "dealt to you: choose")), claimed));
}
