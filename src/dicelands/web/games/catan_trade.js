// A trade between players as a person sees it at the table (Catan and Land Ho!): the two bundles side by side, what
// the active player gives and what it asks, with a "+1" beside each kind it may still add while composing; once
// proposed, each other player's answer (accepts, declines, not yet). Read from the view by fields, never by step
// names: the active seat's top step with `give` and `ask` is the trade (with `accepted` once proposed); a seat whose
// top step has `offerer` has not answered yet.
import { el } from "../common.js";
import { groupBy } from "../options.js";

export const ADDS = new Set(["offer-give", "offer-ask"]);

export function tradePanel(view, ui, kinds) {
  const active = view.active;
  const stack = view.flow[active] || [];
  const trade = stack[stack.length - 1];
  if (!trade || !trade.give || !trade.ask) return null;
  const adds = groupBy(ui.actions.filter((a) => ADDS.has(a.kind)), (a) => `${a.kind} ${a.resource}`);
  const side = (title, counts, kind) => el("div", { class: "trade-side", "data-side": kind },
    el("strong", {}, title),
    el("ul", {}, kinds.map((name, index) => {
      const add = adds.get(`${kind} ${name}`);
      if (!counts[index] && !add) return null;
      return el("li", { "data-kind": name }, `${counts[index]} ${name}`,
        add ? el("button", { type: "button", class: "trade-add", "data-option": add[0].notation,
          title: add[0].notation, onclick: (event) => ui.choose(add, event) }, "+1") : null);
    })));
  const who = ui.seatName(active);
  const proposed = Array.isArray(trade.accepted);
  const answers = proposed ? view.flow.map((seatStack, seat) => {
    if (seat === active) return null;
    const top = seatStack[seatStack.length - 1];
    const answer = trade.accepted.includes(seat) ? "accepts" : top && top.offerer === active ? "has not answered"
      : "declines";
    return el("li", { "data-seat": seat, "data-answer": answer }, `${ui.seatName(seat)} ${answer}`);
  }) : [];
  return el("div", { class: "trade-panel", "data-state": proposed ? "proposed" : "composing" },
    el("div", { class: "trade-title" }, proposed ? `${who}'s offer` : `${who} is composing an offer`),
    el("div", { class: "trade-sides" }, side(`${who} gives`, trade.give, "offer-give"),
      el("span", { class: "trade-arrow" }, "⇄"), side(`${who} asks`, trade.ask, "offer-ask")),
    proposed ? el("ul", { class: "trade-answers" }, answers) : null);
}
