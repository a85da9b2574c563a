// Dice Colony's board: one SVG hex sheet per player drawn from the view (icons, closed groups outlined, colonies,
// energy spaces and the energy tracker, stars on side B), the dice on the table, the bag, and the objective cards
// with their current values. A click on a cell or a die offers the legal options about it: those whose `cell` or
// `die` field names it (take, remove: {die}; barren, place, copy, add, life: {cell: [q, r]}).
import { api, el, svg } from "../common.js";
import { DIRECTIONS, corners, disk, hexLayout, neighbour, pointsAttr, sideCorners } from "../hex.js";
import { groupBy } from "../options.js";

let SIDES = null;
let CARDS = null;

export async function prepare() {
  const [sheets, objectives] = await Promise.all([
    api("GET", "/api/data/dice-colony/sheets"), api("GET", "/api/data/dice-colony/objectives")]);
  SIDES = sheets.sides;
  CARDS = Object.fromEntries(objectives.cards.map((card) => [card.id, card]));
}

// `card`: the card (Game.cards, shown on hover or tap through `data-card`) that tells what the icon does
const ICONS = {
  V: { name: "vegetation", glyph: "♣", card: "Vegetation" },
  W: { name: "water", glyph: "≈", card: "Water" },
  O: { name: "ores", glyph: "◆", card: "Ores" },
  L: { name: "life", glyph: "♥", card: "Life" },
  X: { name: "barren", glyph: "✕", card: "Barren region" },
  C: { name: "colony", glyph: "⌂", card: "Colony" },
  S: { name: "starting colony", glyph: "⌂", card: "Starting colony" },
};

const key = (q, r) => `${q},${r}`;
const ROWS = "ABCDEFGHIJK";

// A space as players name it: its row from the top and its place in the row from the left ("C4"; words.py).
function spaceName(q, r, radius) {
  return `${ROWS[r + radius]}${q - Math.max(-radius, -radius - r) + 1}`;
}

// The cells another seat's recent moves acted on, by seat: highlighted until this seat decides again.
function recentCells(recent) {
  const bySeat = new Map();
  for (const entry of recent || []) {
    const found = /\((-?\d+),(-?\d+)\)/.exec(entry.action || "");
    if (!found) continue;
    if (!bySeat.has(entry.seat)) bySeat.set(entry.seat, new Set());
    bySeat.get(entry.seat).add(key(Number(found[1]), Number(found[2])));
  }
  return bySeat;
}

export function opponentName() {
  return "LU-287";
}

// LU-287 scores what the human has not done (spec §11.2): say so beside its running points.
export function scoreWhy(snapshot, index, score) {
  if (index < snapshot.seats.length) return null;
  const groups = ["vegetation", "water", "ores", "life"].reduce((sum, kind) => sum + (score[kind] || 0), 0);
  return `${groups} for every group size (3-6) of each type you have not closed yet, ${score.colonies} for the ` +
    "colonies you are short of 10 (5 each): it shrinks as you close groups and form colonies";
}

export function render(root, snapshot, ui) {
  const view = snapshot.view;
  const side = SIDES[view.options.side];
  const mine = ui.seat !== null && ui.seat < view.sheets.length ? ui.seat : null;
  const order = view.sheets.map((_, i) => i).sort((a, b) => (b === mine) - (a === mine));
  const recent = recentCells(ui.recent);
  root.replaceChildren(
    tableBar(view, snapshot, ui),
    el("div", { class: "dc-sheets" }, order.map((i) =>
      sheetPanel(view, side, i, snapshot, ui, i === mine, recent.get(i)))),
    objectivesBar(view, ui));
}

// ---- the table: round, dice, bag -----------------------------------------------------------------------------------
function tableBar(view, snapshot, ui) {
  const byDie = groupBy(ui.actions, (action) => action.die);
  const dice = view.table.map((die) => {
    const options = byDie.get(die);
    return dieFace(die, options ? (event) => ui.choose(options, event, faceOf) : null);
  });
  const bag = Object.entries(view.bag).map(([colour, n]) => el("span", { class: `dc-bag dc-${colour}` }, `${n}`));
  return el("div", { class: "dc-table" },
    view.flow.every((stack) => stack.length === 0) ? el("div", { class: "dc-round" }, "Game over")
      : el("div", { class: "dc-round" }, `Round ${view.round} / 5 · turn ${view.turn} / 5`,
        el("small", {}, ` first player: ${ui.seatName(view.first_player)}`)),
    el("div", { class: "dc-dice", "aria-label": "dice on the table" }, dice.length ? dice : el("span", { class: "muted" }, "no dice")),
    el("div", { class: "dc-aside" }, el("small", {}, "set aside: "), view.set_aside.map((die) => dieFace(die, null, true))),
    el("div", { class: "dc-bagline" }, el("small", {}, "bag: "), bag));
}

// The face picker's drawing of a `take` option: the die as it will be placed (its `as` field), energy changes included.
function faceOf(option) {
  return option.as ? el("span", { class: `dc-die dc-${option.as.replace(/\d/g, "")} dc-small dc-face`,
    "data-face": option.as }, option.as.replace(/\D/g, "")) : null;
}

function dieFace(die, onclick, small = false) {
  const colour = die.replace(/\d/g, "");
  return el("button", {
    type: "button", class: `dc-die dc-${colour}${onclick ? " dc-target" : ""}${small ? " dc-small" : ""}`,
    "data-die": die, disabled: !onclick, onclick, title: die,
  }, die.replace(/\D/g, ""));
}

// ---- one planet sheet ----------------------------------------------------------------------------------------------
function sheetPanel(view, side, seat, snapshot, ui, mine, recent) {
  const sheet = view.sheets[seat];
  const score = snapshot.scores ? snapshot.scores[seat] : null;
  const header = el("div", { class: "dc-sheet-head" },
    el("strong", {}, ui.seatName(seat)), mine ? el("span", { class: "dc-you" }, "you") : null,
    el("span", { "data-card": `Starting card ${sheet.starting_card}` }, ` starting card ${sheet.starting_card}`),
    energyTracker(view, side, sheet),
    score ? el("span", { class: "dc-total" }, `${score.total} pts`) : null);
  const deciding = mine && snapshot.player_prompt ? null : snapshot.prompts ? snapshot.prompts[seat] : null;
  const step = deciding || sheet.took ? el("div", { class: "dc-step" },
    [deciding, sheet.took ? `took ${sheet.took}` : null].filter(Boolean).join(" · ")) : null;
  // options that are no cell and no die (close the group, form no group) sit on the sheet too
  const others = mine ? ui.actions.filter((action) => !action.cell && !action.die) : [];
  const controls = others.length ? el("div", { class: "dc-controls" }, others.map((option) => el("button", {
    type: "button", class: "dc-target dc-control", "data-option": option.notation, title: option.notation,
    onclick: (event) => ui.choose([option], event) }, option.text || option.notation))) : null;
  return el("section", { class: `dc-sheet${mine ? " dc-mine" : ""}`, "data-seat": seat },
    header, step, controls,
    hexSheet(view, side, sheet, mine ? ui : null, mine ? 24 : ui.seat === null ? 20 : 18, seat, recent));
}

function energyTracker(view, side, sheet) {
  const capacity = view.options.energy_capacity;
  const energyCells = new Set(energySpaces(view, side).map(([q, r]) => key(q, r)));
  const collected = Math.min(capacity, sheet.icons.filter(([q, r, icon]) => icon !== "X" && energyCells.has(key(q, r))).length);
  const circles = [];
  for (let i = 0; i < capacity; i++) {
    const state = i < collected - sheet.energy ? "spent" : i < collected ? "held" : "empty";
    circles.push(el("span", { class: `dc-energy dc-${state}` }));
  }
  return el("span", { class: "dc-tracker", "data-card": "Energy space", title: `energy: ${sheet.energy} to spend (${sheet.fresh_energy} fresh), ${collected} collected` },
    "⚡", circles);
}

function energySpaces(view, side) {
  return view.options.side === "b" && !view.options.side_b_has_energy ? [] : side.energy;
}

function hexSheet(view, side, sheet, ui, size, seat, recent) {
  const radius = side.radius;
  const icons = new Map(sheet.icons.map(([q, r, icon]) => [key(q, r), icon]));
  const energy = new Set(energySpaces(view, side).map(([q, r]) => key(q, r)));
  const stars = new Set(side.stars.map(([q, r]) => key(q, r)));
  const targets = groupBy(ui ? ui.actions : [], (action) => action.cell && key(...action.cell));
  // A group being formed is the top step of the seat's flow; read by its fields, never by its name.
  const stack = view.flow[seat] || [];
  const top = stack[stack.length - 1] || {};
  const selection = new Set((top.selected || []).map(([q, r]) => key(q, r)));
  const fresh = new Set((top.fresh || []).map(([q, r]) => key(q, r)));
  const layout = hexLayout(size);
  const w = layout.width;
  const cells = [];
  for (const [q, r] of disk(radius)) {
    const k = key(q, r);
    const icon = icons.get(k) || (q === 0 && r === 0 ? "S" : null);
    const [x, y] = layout.centre([q, r]);
    const points = pointsAttr(layout.corners([q, r]));
    const options = targets.get(k);
    const classes = ["dc-cell", icon ? `dc-icon-${icon}` : "dc-empty", energy.has(k) ? "dc-energy-space" : "",
      stars.has(k) ? "dc-star-space" : "", options ? "dc-target" : "", selection.has(k) ? "dc-selected" : "",
      fresh.has(k) ? "dc-fresh" : "", recent && recent.has(k) ? "dc-recent" : ""].filter(Boolean).join(" ");
    const title = `${spaceName(q, r, radius)}${icon ? ` ${icon === "S" ? "starting colony" : ICONS[icon].name}` : ""}` +
      `${energy.has(k) ? " · energy space" : ""}${stars.has(k) ? " · star" : ""}`;
    const card = icon ? ICONS[icon].card : energy.has(k) ? "Energy space" : stars.has(k) ? "Star space" : null;
    cells.push(svg("g", {
      class: classes, "data-cell": `(${q},${r})`, "data-card": card,
      onclick: options ? (event) => ui.choose(options, event) : null,
    }, svg("title", {}, options ? `${title}: ${options.map((o) => o.text || o.notation).join(" | ")}` : title),
    svg("polygon", { points }),
    !icon && energy.has(k) ? svg("text", { x, y, class: "dc-mark" }, "⚡") : null,
    !icon && stars.has(k) ? svg("text", { x, y, class: "dc-mark" }, "★") : null,
    icon ? svg("text", { x, y, class: "dc-glyph" }, icon === "S" ? "⌂" : ICONS[icon].glyph) : null,
    icon && energy.has(k) ? svg("circle", { cx: x + size * 0.45, cy: y - size * 0.45, r: size * 0.16, class: "dc-used-energy" }) : null,
    icon && stars.has(k) ? svg("text", { x: x - size * 0.45, y: y - size * 0.4, class: "dc-mini-star" }, "★") : null));
  }
  const outlines = (sheet.groups || []).map((group) => groupOutline(group, layout));
  const extent = w * (radius + 0.6);
  const height = size * (1.5 * radius + 1.2);
  return svg("svg", {
    class: "dc-hexes", viewBox: `${-extent} ${-height} ${2 * extent} ${2 * height}`,
    width: 2 * extent, height: 2 * height, role: "img", "aria-label": `planet sheet of seat ${seat}`,
  }, cells, outlines);
}

// the sides of a group's cells that face no other cell of it
function groupOutline(group, layout) {
  const members = new Set(group.cells.map(([q, r]) => key(q, r)));
  const segments = [];
  for (const [q, r] of group.cells) {
    const points = layout.corners([q, r]);
    for (const side of DIRECTIONS.keys()) {
      if (members.has(key(...neighbour([q, r], side)))) continue;
      const [[x1, y1], [x2, y2]] = sideCorners(side).map((k) => points[k]);
      segments.push(`M${x1.toFixed(1)},${y1.toFixed(1)}L${x2.toFixed(1)},${y2.toFixed(1)}`);
    }
  }
  return svg("path", { d: segments.join(""), class: `dc-group dc-group-${group.type}` },
    svg("title", {}, `closed ${ICONS[group.type].name} group of ${group.cells.length}`));
}

// ---- objective cards -----------------------------------------------------------------------------------------------
function objectivesBar(view, ui) {
  return el("div", { class: "dc-objectives" }, view.objectives.map((slot) => {
    const card = CARDS[slot.card];
    const value = slot.flipped ? card.low : card.high;
    const scored = slot.scored.map(([seat, points]) => `${ui.seatName(seat)} +${points}`).join(", ");
    return el("div", { class: `dc-card${slot.flipped ? " dc-flipped" : ""}`, "data-card": card.name },
      el("div", { class: "dc-card-head" }, el("span", {}, card.name),
        el("span", { class: "dc-value", title: `worth ${card.high} first, ${card.low} later` }, `${value}`)),
      el("div", { class: "dc-requirement" }, requirement(card)),
      el("div", { class: "dc-card-foot" }, `${card.high} / ${card.low}${slot.flipped ? " (flipped)" : ""}`,
        scored ? el("span", { class: "dc-scored" }, ` · scored: ${scored}`) : null));
  }));
}

function requirement(card) {
  if (card.type === "A") return [shapeIcon(card.shape), el("span", {}, " a closed group of exactly this shape")];
  if (card.type === "B") return `a closed ${card.group} group of ${card.min_size} or more`;
  return `${card.min} or more ${card.count === "energy" ? "energy collected" : card.count === "colonies" ? "formed colonies" : `${card.count} icons`}`;
}

function shapeIcon(shape) {
  const size = 8;
  const { width: w, centre } = hexLayout(size);
  const centres = shape.map(centre);
  const hexes = centres.map(([x, y]) => svg("polygon", { points: pointsAttr(corners(x, y, size)) }));
  const xs = centres.map(([x]) => x);
  const ys = centres.map(([, y]) => y);
  const [left, top] = [Math.min(...xs) - w / 2 - 1, Math.min(...ys) - size - 1];
  const [width, height] = [Math.max(...xs) - left + w / 2 + 1, Math.max(...ys) - top + size + 1];
  return svg("svg", { class: "dc-shape", viewBox: `${left} ${top} ${width} ${height}`, width: width * 0.9,
    height: height * 0.9 }, hexes);
}
