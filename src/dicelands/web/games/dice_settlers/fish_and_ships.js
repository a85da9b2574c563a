// Fish and Ships (Western Sea) on the board: the Port (in the stack, or where the Sea lies), each seat's Ship and
// Treasure die, the face-down Sea tiles (a tile the viewer peeked at by its number; the others as "?": only the
// peeker's view holds it), and the Navy counter in solo. The module's hexes (Port, Shore, Sea tiles) join the map's
// tile table, its technologies the tableau's, from the module's data (GET /api/data/dice-settlers/components), so
// the map and the tableau draw them like any other.
import { api, el } from "../../common.js";
import { TECHS, TILES } from "./data.js";
import { dieSvg, glyph, seatColour } from "./look.js";

export async function prepare() {
  try {
    const data = await api("GET", "/api/data/dice-settlers/components");
    for (const tile of data.tiles || []) TILES[tile.id] = { starting: false, ...tile, terrain: tile.terrain || null };
    for (const tech of data.technologies || []) TECHS[tech.id] = tech;  // Open Seas and the naval cards
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

export function fishPanel(ctx) {
  const { view, ui } = ctx;
  const sea = view.modules && view.modules["fish-and-ships"];
  if (!sea) return null;
  const ships = sea.ships.map((cell, seat) => cell ? el("span", { class: "ds-ship", "data-seat": seat, "data-cell": cell },
    seatMark(ui, seat), glyph("ship", 14, seatColour(seat)), ` ${cell} `) : null);
  const treasure = sea.treasure.map((die, seat) => die ? el("span", { class: "ds-treasure", "data-seat": seat,
    "data-die": die }, seatMark(ui, seat), dieSvg(die, "treasure", null, 18)) : null);
  const hidden = faceDown(sea).map((entry) => el("span", { class: "ds-sea-tile", "data-cell": entry.cell,
    title: entry.tile === null || entry.tile === undefined ? "face down" : `you peeked: ${entry.tile}` },
  `${entry.cell} ${typeof entry.tile === "string" ? entry.tile : "?"} `));
  return el("div", { class: "ds-fish" },
    el("h4", {}, "Sea ", el("small", {}, sea.port_cell ? `Port at ${sea.port_cell}` : `the Port is ${PORT[sea.port]}`)),
    el("div", {}, el("small", {}, "Ships: "), ships.some(Boolean) ? ships : el("span", { class: "muted" }, "none")),
    el("div", {}, el("small", {}, "face-down Sea tiles: "), hidden.length ? hidden : el("span", { class: "muted" },
      sea.port_cell ? "none" : `${sea.deck.hidden ?? sea.deck.length} in the Sea deck`)),
    treasure.some(Boolean) ? el("div", {}, el("small", {}, "Treasure dice: "), treasure) : null,
    view.diceoneer ? el("div", {}, el("small", {}, `Navy counter: ${sea.navy}`)) : null);
}

export { fishPanel as panel };  // what dice_settlers/modules.js draws when Fish and Ships is in play
