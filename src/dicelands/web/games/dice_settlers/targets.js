// Which options a click on the board means, chosen by the options' kind and named fields (never by their
// notation): a hex by `cell` (or a converter's `source` "tile:(q,r)"), a die by `die` or either die of a `dice`
// pair, a technology by `tech` (or a `source` "tech:id"), a tile card by `tile`, an action by `action`, a supply
// die by `colour`, a resource by `resource`, a seat by `seat`.
import { el } from "../../common.js";
import { cellKey, groupBy, ofKind } from "../../options.js";
import { colourOf } from "./look.js";
import { dieInUse, hexInQuestion } from "./steps.js";

const sourceOf = (action, kind) =>
  typeof action.source === "string" && action.source.startsWith(`${kind}:`) ? action.source.slice(kind.length + 1)
    : undefined;

export function indexOptions(actions, mine, view) {
  const index = {
    cell: groupBy(actions, (a) => (a.cell ? cellKey(a.cell) : sourceOf(a, "tile"))),
    die: groupBy(actions, (a) => a.dice || a.die),
    tech: groupBy(actions, (a) => a.tech ?? sourceOf(a, "tech")),
    tile: groupBy(ofKind(actions, "keep", "drawchoose"), (a) => a.tile),
    action: groupBy(ofKind(actions, "action"), (a) => a.action),
    colour: groupBy(ofKind(actions, "recruit"), (a) => a.colour),
    resource: groupBy(ofKind(actions, "trade", "token"), (a) => a.resource),
    seat: groupBy(ofKind(actions, "target"), (a) => a.seat),
    tents: ofKind(actions, "taketents"),
    subject: new Map(),
  };
  // about the tile just explored
  const around = ofKind(actions, "join", "decline_join", "extra_tent", "decline_extra_tent");
  const here = around.length && hexInQuestion(view, mine);
  if (here) index.cell.set(here, [...(index.cell.get(here) || []), ...around]);
  const inUse = mine !== null && dieInUse(view, mine);  // the die in use takes the die-less options about it
  const aboutIt = ofKind(actions, "face", "reroll_start", "draw");
  if (inUse && aboutIt.length) index.subject.set(inUse, aboutIt);
  return index;
}

// options for a die; the game offers one option per colour and face (spent dice: per colour), so a die that shows the
// same as the one the options name stands in for it
export function dieOptions(index, die, pool, face) {
  if (index.subject.has(die)) return index.subject.get(die);
  const own = index.die.get(die);
  if (own && own.length) return own;
  if (!pool) return [];
  const alike = (other) => colourOf(other) === colourOf(die) && (face === undefined || pool[other] === face);
  for (const [other, options] of index.die) {
    if (other !== die && other in pool && alike(other)) return options;
  }
  return [];
}

export function clickable(options, ui) {
  return options && options.length && ui.seat !== null ? (event) => {
    event.stopPropagation();
    ui.choose(options, event);
  } : null;
}

// the options as a title line
export const listed = (options) => (options || []).map((option) => option.text || option.notation).join(" | ");

// `tag` with `attributes`, or a button offering `options` when there are any (its title lists them)
export function pickable(tag, options, ui, attributes, ...children) {
  const onclick = clickable(options, ui);
  return el(onclick ? "button" : tag, {
    ...attributes, type: onclick ? "button" : null, onclick,
    class: `${attributes.class}${onclick ? " ds-target" : ""}`,
    title: `${attributes.title}${onclick ? `\n${listed(options)}` : ""}`,
  }, ...children);
}
