// What the view's turn flow says each seat is doing. The flow is the engine's (engine/flow.py): per seat a stack of
// steps, each `{"step": name, ...its fields}`, the one deciding now last. The renderer reads steps by their fields
// only, never by their names: a `die` being used or set, dice `picked` to reroll, the `action` being paid for and
// what is `paid`, how many are `left`, the `tiles` drawn to choose from, the `cell` an exploration is about.
import { cellKey } from "../../options.js";

const stackOf = (view, seat) => ((view.flow || [])[seat] || []);

// the step `seat` decides in now, or {} when it has none
export function topStep(view, seat) {
  const stack = stackOf(view, seat);
  return stack.length ? stack[stack.length - 1] : {};
}

// the innermost step of `seat` (top first) that has `field`, or {}
function stepWith(view, seat, field) {
  return [...stackOf(view, seat)].reverse().find((step) => step[field] !== undefined) || {};
}

// the die the seat is using or setting (its die-less options are about it), or undefined
export const dieInUse = (view, seat) => topStep(view, seat).die;

// die -> what is happening to it ("in use", "to reroll")
export function dieMarks(view, seat) {
  const step = topStep(view, seat);
  const marks = {};
  if (step.die) marks[step.die] = "in use";
  for (const die of step.picked || []) marks[die] = "to reroll";
  return marks;
}

// the action the seat is taking, what it has paid for it, and how many of it are left (settle, recruit, trade...)
export function taking(view, seat) {
  const { action, paid } = stepWith(view, seat, "action");
  return { action, paid: paid || [], left: topStep(view, seat).left || 0 };
}

// the tiles drawn from the map stack that a seat is choosing from (public: they lie face up)
export function drawnTiles(view) {
  const step = (view.flow || []).flat().find((s) => Array.isArray(s.tiles));
  return step ? step.tiles : [];
}

// the hex an exploration is about (the others may join there), as "(q,r)", or null
export function exploration(view) {
  const step = (view.flow || []).flat().find((s) => s.explorer !== undefined && s.cell);
  return step ? cellKey(step.cell) : null;
}

// the hex the seat's own decision is about (join there, or add a tent there), as "(q,r)", or null
export function hexInQuestion(view, seat) {
  const { cell } = topStep(view, seat);
  return cell ? cellKey(cell) : null;
}
