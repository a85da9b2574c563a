// The options a board has no place for (roll, end the turn, trades, cards, an ability's choice) as buttons on the
// board itself, in players' words (`option.text`). A kind with several options (the bank's trades, the card to
// discard, what to ask for) is one button that opens the picker listing them, when there are more than a few buttons;
// `labels` names such buttons by kind.
import { el } from "../common.js";

const FEW = 6;

export function boardControls(options, ui, labels = {}) {
  const byKind = new Map();
  for (const option of options) byKind.set(option.kind, [...(byKind.get(option.kind) || []), option]);
  const buttons = [];
  for (const [kind, group] of byKind) {
    if (group.length > 1 && labels[kind] && options.length > FEW) {
      buttons.push(control(`${labels[kind]}…`, kind, group, ui, group.map((o) => o.notation).join(" | ")));
    } else {
      for (const option of group) buttons.push(control(option.text || option.notation, kind, [option], ui, option.notation));
    }
  }
  return buttons.length ? el("div", { class: "board-controls" }, buttons) : null;
}

function control(text, kind, options, ui, title) {
  return el("button", { type: "button", class: "board-control", "data-kind": kind, title,
    "data-option": options.length === 1 ? options[0].notation : null,
    onclick: (event) => ui.choose(options, event) }, text);
}
