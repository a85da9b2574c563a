// Fish and Ships (Western Sea) on the board: the Port (in the stack, or where the Sea lies), each seat's Ship and
// Treasure die, the face-down Sea tiles (a tile the viewer peeked at by its number; the others as "?": only the
// peeker's view holds it), and the Navy counter in solo. On the map (map.js asks modules.js): the face-down Sea
// tiles as tile backs on their hexes, and each Ship on its hex. The module's hexes (Port, Shore, Sea tiles) join the map's
// tile table, its technologies the tableau's, from the module's data (GET /api/data/dice-settlers/components), so
// the map and the tableau draw them like any other.
import { api, el, svg } from "../../common.js";
import { dieCard, tileCard } from "./card_names.js";
import { TECHS, TILES } from "./data.js";
import { TERRAIN, dieSvg, glyph, hexPoints, icon, seatColour } from "./look.js";
import { clickable, listed } from "./targets.js";

export async function prepare() {
  try {
    const data = await api("GET", "/api/data/dice-settlers/components");
    for (const tile of data.tiles || []) TILES[tile.id] = { starting: false, ...tile, terrain: tile.terrain || null };
    for (const tech of data.technologies || []) TECHS[tech.id] = tech;  // Open Seas, the naval and non-naval cards
    // an effect the module scores itself (docks.py; a module card's `note` is what its effects cannot say)
    if (TECHS.T117) TECHS.T117.note = "at game end, VP per Seaside factory where you have presence (the Island factory counts)";
  } catch (error) {
    // a server without the module: its tiles are unknown, and no game has them
  }
}

const PORT = { stack: "in the map stack", top: "on top of the map stack", drawn: "drawn", explored: "explored" };

function seatMark(ui, seat) {
  return el("span", { class: "ds-owner", style: `background:${seatColour(seat)}`, title: ui.seatName(seat) },
    ui.seatName(seat).slice(0, 1).toUpperCase());
}

function faceDown(section) {
  const out = [];
  for (const [key, tiles] of Object.entries(section.face_down || {})) {
    const cells = section.face_down_cells[key] || [];
    const shown = Array.isArray(tiles) ? tiles : Array(cells.length).fill(null);  // {hidden: n}: not seen by me
    shown.forEach((tile, i) => out.push({ cell: cells[i], tile, seen: key }));
  }
  return out.sort((a, b) => a.cell.localeCompare(b.cell));
}

const FACE_DOWN = "Face-down Sea tile";  // its card (modules/fish_and_ships/card_texts.py)

// a hex by the tile on it, as the map names it ("Shore 42"), or as a face-down Sea tile
function hexName(view, cell) {
  const entry = view.map.find((placed) => placed.cell === cell);
  return entry ? tileCard(entry.tile) : "a face-down Sea tile";
}

export function fishPanel(ctx) {
  const { view, ui } = ctx;
  const sea = view.modules && view.modules["fish-and-ships"];
  if (!sea) return null;
  const ships = sea.ships.map((cell, seat) => cell ? el("span", { class: "ds-ship", "data-seat": seat, "data-cell": cell,
    "data-card": "Sailing" }, seatMark(ui, seat), glyph("ship", 14, seatColour(seat)), ` on ${hexName(view, cell)} `) : null);
  const treasure = sea.treasure.map((die, seat) => die ? el("span", { class: "ds-treasure", "data-seat": seat,
    "data-die": die, "data-card": dieCard("treasure") }, seatMark(ui, seat), dieSvg(die, "treasure", null, 18)) : null);
  const hidden = faceDown(sea).map((entry) => {
    const peeked = typeof entry.tile === "string";
    return el("span", { class: "ds-sea-tile", "data-cell": entry.cell, "data-card": peeked ? tileCard(entry.tile) : FACE_DOWN },
      peeked ? `${tileCard(entry.tile)} (you peeked) ` : "? ");
  });
  const port = sea.port_cell ? `the Port is ${hexName(view, sea.port_cell)}` : `the Port is ${PORT[sea.port]}`;
  return el("div", { class: "ds-fish" },
    el("h4", {}, "Sea ", el("small", {}, port)),
    el("div", {}, el("small", {}, "Ships: "), ships.some(Boolean) ? ships : el("span", { class: "muted" }, "none")),
    el("div", {}, el("small", {}, "face-down Sea tiles: "), hidden.length ? hidden : el("span", { class: "muted" },
      sea.port_cell ? "none" : `${sea.deck.hidden ?? sea.deck.length} in the Sea deck`)),
    treasure.some(Boolean) ? el("div", {}, el("small", {}, "Treasure dice: "), treasure) : null,
    view.diceoneer ? el("div", {}, el("small", {}, `Navy counter: ${sea.navy}`)) : null);
}

// ---- on the map ----------------------------------------------------------------------------------------------------
// The face-down Sea tiles lie on the map as on the table: a tile back (waves, no number); one the viewer peeked at
// shows its id, as a player remembers it. A Sailing option onto the cell makes the hex clickable.
export function mapHexes(ctx) {
  const sea = ctx.view.modules && ctx.view.modules["fish-and-ships"];
  if (!sea) return [];
  return faceDown(sea).map((entry) => ({ cell: entry.cell, draw: (x, y, size, options) => seaBack(ctx, entry, x, y,
    size, options) }));
}

function seaBack(ctx, entry, x, y, size, options) {
  const peeked = typeof entry.tile === "string";
  const onclick = clickable(options, ctx.ui);
  const wave = (dy) => svg("path", { d: `M${x - 22} ${y + dy} q5.5 -5 11 0 t11 0 t11 0 t11 0`, fill: "none",
    stroke: "#ffffff", "stroke-opacity": 0.55, "stroke-width": 2 });
  return svg("g", { class: `ds-sea-back${onclick ? " ds-target" : ""}`, "data-cell": entry.cell,
    "data-tile": peeked ? entry.tile : null, "data-card": peeked ? tileCard(entry.tile) : FACE_DOWN, onclick },
  svg("title", {}, `a face-down Sea tile${peeked ? ` · you peeked: ${tileCard(entry.tile)}` : ""}` +
    `${options && options.length ? `\n${listed(options)}` : ""}`),
  svg("path", { d: hexPoints(x, y, size - 1), fill: TERRAIN.sea.edge, stroke: TERRAIN.sea.edge, "stroke-width": 1.5,
    class: "ds-hex" }),
  svg("path", { d: hexPoints(x, y, size - 6), fill: "none", stroke: TERRAIN.sea.fill, "stroke-width": 2 }),
  wave(-12), wave(0), wave(12),
  svg("text", { x, y: y + 32, class: "ds-coord", fill: "#fff" }, peeked ? `${tileCard(entry.tile)} (peeked)` : "face down"));
}

// Each seat's Ship pawn on its hex, in the seat's colour (stacked beside each other when several share a hex).
export function mapMarks(ctx) {
  const sea = ctx.view.modules && ctx.view.modules["fish-and-ships"];
  if (!sea) return [];
  const byCell = new Map();
  sea.ships.forEach((cell, seat) => { if (cell) byCell.set(cell, [...(byCell.get(cell) || []), seat]); });
  return [...byCell.entries()].map(([cell, seats]) => ({ cell, draw: (x, y) => svg("g", { class: "ds-ship-mark",
    "data-cell": cell, "data-card": "Sailing" }, seats.map((seat, i) => svg("g", { "data-seat": seat },
    svg("title", {}, `${ctx.ui.seatName(seat)}'s Ship`),
    icon("ship", x + 22 - 18 * i, y - 24, 20, seatColour(seat), "#fff")))) }));
}

export { fishPanel as panel };  // what dice_settlers/modules.js draws when Fish and Ships is in play
