// Land Ho!'s board: the 51 cells (terrain colour and number, known sea, face-down hexes marked with their area's
// moon or sun), settlements and harbor settlements (a dot: a settler in the basin) on intersections, roads on paths,
// ships as boats on sea routes (a dot: a settler aboard), and each seat's hand size, gold and ships. A click on an
// intersection or a path offers the legal options whose `vertex` or `edge` field names it, a click on one of your
// ships those whose `ship` field names it (steer, recycle, put a settler on it), a seat's panel what names the seat;
// the other options (roll, trades, sail, wool, stop) are buttons on the board (controls.js), in players' words.
import { el, svg } from "../common.js";
import { groupBy } from "../options.js";
import { CATAN_SEA, CATAN_TERRAIN, CATAN_TOKEN, LAND_HO_COLOURS, only } from "../palette.js";
import { boardControls } from "./controls.js";
import { GROUPS, banner, legend, terrainCard } from "./catan.js";
import { hexGeometry } from "./catan_geometry.js";
import { ADDS, tradePanel } from "./catan_trade.js";

const ON_BOARD = (a) => a.vertex || a.edge || a.seat !== undefined || a.ship !== undefined || ADDS.has(a.kind);
const GOODS = ["lumber", "brick", "wool", "grain", "ore", "gold"];

const TERRAIN = only(CATAN_TERRAIN, "forest", "hills", "pasture", "fields", "mountains", "sea", "");
const COLOUR = LAND_HO_COLOURS;
const SIZE = 30;
const NORTH_AREA = new Set(["(4,0)", "(5,0)", "(3,1)", "(4,1)", "(5,1)", "(2,2)", "(4,2)", "(5,2)"]);

const { cells, centre, vertexPoint, edgeEnds, recentMarks, hexPoints, width: W } = hexGeometry(SIZE);

export { banner };

export function render(root, snapshot, ui) {
  root.replaceChildren(el("div", { class: "catan" }, boardControls(ui.actions.filter((a) => !ON_BOARD(a)), ui, GROUPS),
    tradePanel(snapshot.view, ui, GOODS), board(snapshot.view, ui), legend(TERRAIN), seats(snapshot.view, snapshot, ui)));
}

function hexagon(cell) {
  const [x, y] = centre(cells(cell.cell)[0]);
  const points = hexPoints(cells(cell.cell)[0]);
  const hidden = cell.terrain === "";
  const label = hidden ? (NORTH_AREA.has(cell.cell) ? "☾" : "☀") : "";
  return svg("g", { "data-cell": cell.cell, "data-card": hidden ? "Face-down hex" : terrainCard(cell.terrain) },
    svg("title", {}, `${hidden ? "unexplored" : cell.terrain}${cell.number ? ` ${cell.number}` : ""}`),
    svg("polygon", { points, fill: TERRAIN[cell.terrain], stroke: "#37474f", "stroke-width": 1 }),
    hidden ? svg("text", { x, y: y + 6, "text-anchor": "middle", "font-size": 18,
      fill: NORTH_AREA.has(cell.cell) ? "#81c784" : "#ffb74d" }, label) : null,
    cell.number ? svg("circle", { cx: x, cy: y, r: 10, fill: CATAN_TOKEN.fill, stroke: CATAN_TOKEN.edge }) : null,
    cell.number ? svg("text", { x, y: y + 4, "text-anchor": "middle", "font-size": 11,
      fill: cell.number === 6 || cell.number === 8 ? CATAN_TOKEN.hot : CATAN_TOKEN.ink }, String(cell.number)) : null);
}

function board(view, ui) {
  const byVertex = groupBy(ui.actions, (a) => a.vertex);
  const byEdge = groupBy(ui.actions, (a) => a.edge);
  const byShip = groupBy(ui.actions, (a) => a.ship);
  const pick = (options) => (options ? (event) => ui.choose(options, event) : null);
  const hexes = view.cells.map(hexagon);
  const roads = view.roads.map((road) => {
    const [[x1, y1], [x2, y2]] = edgeEnds(road.at);
    return svg("line", { x1, y1, x2, y2, stroke: COLOUR[road.colour], "stroke-width": 6, "stroke-linecap": "round",
      "data-edge": road.at, "data-card": "Road" }, svg("title", {}, `${colourName(road.colour, ui, view)}'s road`));
  });
  const crowd = new Map();
  const ships = view.ships.map((ship) => {
    const [[x1, y1], [x2, y2]] = edgeEnds(ship.at);
    const options = ship.colour === ui.seat ? byShip.get(ship.ship) : null;
    // your ship with options is drawn on top: where its route is also a target (sail another ship there), it moves
    // aside so that the route's middle stays clear to click
    const shift = crowd.get(ship.at) || (options && byEdge.has(ship.at) ? 1 : 0);
    crowd.set(ship.at, shift + 1);
    const [x, y] = [(x1 + x2) / 2 + shift * 8, (y1 + y2) / 2 + shift * 8];
    return svg("g", { "data-ship": `${ship.colour}-${ship.ship}`, "data-edge": ship.at, "data-card": "Ship",
      onclick: pick(options),
      class: options ? "board-target" : null, style: options ? "cursor:pointer" : null },
      svg("title", {}, `${colourName(ship.colour, ui, view)}'s ship ${ship.ship}${ship.settler ? " with a settler" : ""}` +
        (options ? `: ${options.map((o) => o.text || o.notation).join(" | ")}` : "")),
      svg("path", { d: `M${x - 9},${y - 2} L${x + 9},${y - 2} L${x + 5},${y + 5} L${x - 5},${y + 5} Z`,
        fill: COLOUR[ship.colour], stroke: "#000", "stroke-width": options ? 3 : 1 }),
      ship.settler ? svg("circle", { cx: x, cy: y - 6, r: 3, fill: "#000" }) : null);
  });
  const buildings = view.buildings.map((b) => {
    const [x, y] = vertexPoint(b.at);
    const r = b.kind === "harbor" ? 9 : 6;
    return svg("g", { "data-vertex": b.at,  // a target on it is drawn above it
      "data-card": b.kind === "harbor" ? "Harbor settlement" : "Settlement" },
      svg("title", {}, `${colourName(b.colour, ui, view)}'s ${b.kind === "harbor" ? "harbor settlement" : "settlement"}`),
      svg("rect", { x: x - r, y: y - r, width: 2 * r, height: 2 * r, rx: b.kind === "harbor" ? 2 : 6,
        fill: COLOUR[b.colour], stroke: b.kind === "harbor" ? CATAN_SEA.harborText : "#fff", "stroke-width": 2 }),
      b.settler ? svg("circle", { cx: x, cy: y, r: 3, fill: "#000" }) : null);
  });
  const targets = (map, point) => [...map].map(([key, options]) => point(key, options));
  const edgeTargets = targets(byEdge, (edge, options) => {
    const [[x1, y1], [x2, y2]] = edgeEnds(edge);
    return svg("line", { x1, y1, x2, y2, stroke: "#ffffff", "stroke-opacity": 0.8, "stroke-width": 7,
      "data-edge": edge, onclick: pick(options), style: "cursor:pointer", class: "board-target" },
    svg("title", {}, options.map((o) => o.text || o.notation).join(" | ")));
  });
  const vertexTargets = targets(byVertex, (vertex, options) => {
    const [x, y] = vertexPoint(vertex);
    return svg("circle", { cx: x, cy: y, r: 7, fill: "#ffffff", "fill-opacity": 0.85, stroke: "#000",
      "data-vertex": vertex, onclick: pick(options), style: "cursor:pointer", class: "board-target" },
    svg("title", {}, options.map((o) => o.text || o.notation).join(" | ")));
  });
  const [left, top, width, height] = [-2.2 * W, -1.2 * SIZE, 9.4 * W, 11.4 * SIZE];
  return svg("svg", { viewBox: `${left} ${top} ${width} ${height}`, width: 1.3 * width, height: 1.3 * height, role: "img",
    "aria-label": "Land Ho! board", class: "catan-map" },
  svg("rect", { x: left, y: top, width, height, fill: CATAN_SEA.open }),
  hexes, recentMarks(ui.recent, COLOUR), roads, ships.filter((ship) => !ship.classList.contains("board-target")),
  edgeTargets, buildings, vertexTargets,  // a route to sail to is drawn above a ship already on it
  ships.filter((ship) => ship.classList.contains("board-target")));  // your ships on top: nothing hides them
}

// a colour beyond the seats is a neutral one (the 2-player game's obstacles)
function colourName(colour, ui, view) {
  return colour < view.hands.length ? ui.seatName(colour) : "neutral";
}

function seats(view, snapshot, ui) {
  const bySeat = groupBy(ui.actions, (a) => a.seat);
  return el("div", { class: "catan-seats" }, view.hands.map((hand, seat) => {
    const score = snapshot.scores ? snapshot.scores[seat] : null;
    const cards = Array.isArray(hand) ? hand.join(", ") || "no cards" : `${hand.hidden} card${hand.hidden === 1 ? "" : "s"}`;
    const fleet = view.ships.filter((s) => s.colour === seat).length;
    const options = bySeat.get(seat);
    return el(options ? "button" : "div", { "data-seat": seat, class: options ? "catan-seat board-target" : "catan-seat",
      type: options ? "button" : null, title: options ? options.map((o) => o.text || o.notation).join(" | ") : null,
      onclick: options ? (event) => ui.choose(options, event) : null,
      style: `border-left: 6px solid ${COLOUR[seat]}; padding-left: .4rem` },
      el("strong", {}, ui.seatName(seat)), score ? ` · ${score.total} VP` : "",
      el("div", {}, cards), el("div", {}, el("span", { "data-card": "Gold" }, `${view.gold[seat]} gold`), " · ",
        el("span", { "data-card": "Ship" }, `${fleet} ship${fleet === 1 ? "" : "s"} out`)));
  }), view.hands.length === 2 ? el("div", { class: "catan-neutral" }, "White and orange are neutral colours: a 2-player " +
    "game sets out all four, nobody plays these two, and their pieces only stand in the way.") : null,
  el("div", { "data-card": "Bank trade" }, "bank: " + Object.entries(view.bank).map(([name, n]) => `${n} ${name}`).join(", ")));
}
