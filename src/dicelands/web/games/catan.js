// Catan's board: the 19 hexes (terrain colour, number token, robber), the harbors on the coast, settlements and
// cities on intersections, roads on paths, and each seat's hand size, development cards and awards. A click on a
// hex, an intersection or a path offers the legal options whose `cell`, `vertex` or `edge` field names it; the
// seat's panel offers what names that seat (steal from it, trade with it); the other options (roll, end, trades,
// cards) are buttons on the board (controls.js), in players' words; a trade between players is a panel of its own.
import { el, svg } from "../common.js";
import { groupBy } from "../options.js";
import { CATAN_SEA, CATAN_SEATS, CATAN_TERRAIN, CATAN_TOKEN, only } from "../palette.js";
import { boardControls } from "./controls.js";
import { hexGeometry } from "./catan_geometry.js";
import { ADDS, tradePanel } from "./catan_trade.js";

// a kind with several options is one button opening a picker of them
export const GROUPS = { bank: "Trade with the bank", discard: "Discard",
  play: "Play a development card", monopoly: "Name the resource", take: "Take", give: "Give", buy: "Buy with gold" };
// placed on the board, on a seat's panel or in the trade panel (catan_trade.js): not a board button
const ON_BOARD = (a) => a.vertex || a.edge || a.cell || a.seat !== undefined || a.ship !== undefined || ADDS.has(a.kind);
const RESOURCES = ["lumber", "brick", "wool", "grain", "ore"];

const TERRAIN = only(CATAN_TERRAIN, "forest", "hills", "pasture", "fields", "mountains", "desert");
const YIELDS = { forest: "lumber", hills: "brick", pasture: "wool", fields: "grain", mountains: "ore", desert: "nothing",
  sea: "ships sail here", "": "unexplored" };
const SEAT_COLOUR = CATAN_SEATS;
const SIZE = 34;

const { cells, centre, vertexPoint, edgeEnds, recentMarks, hexPoints, width: W } = hexGeometry(SIZE);

// the banner: whose turn it is, counted as the log counts ("turn 7")
export function banner(snapshot) {
  return snapshot.view && snapshot.view.turns ? `turn ${snapshot.view.turns}` : "";
}

// the name of a terrain's card ("Forest"; game.cards), which the page shows on hover or tap of a data-card element
export const terrainCard = (terrain) => terrain[0].toUpperCase() + terrain.slice(1);
const DEVELOPMENT = { knight: "Knight", "victory-point": "Victory Point", "road-building": "Road Building",
  "year-of-plenty": "Year of Plenty", monopoly: "Monopoly" };

export function render(root, snapshot, ui) {
  const view = snapshot.view;
  root.replaceChildren(el("div", { class: "catan" }, boardControls(ui.actions.filter((a) => !ON_BOARD(a)), ui, GROUPS),
    tradePanel(view, ui, RESOURCES), board(view, ui), legend(TERRAIN), seats(view, snapshot, ui)));
}

function board(view, ui) {
  const byCell = groupBy(ui.actions, (a) => a.cell);
  const byVertex = groupBy(ui.actions, (a) => a.vertex);
  const byEdge = groupBy(ui.actions, (a) => a.edge);
  const pick = (options) => (options ? (event) => ui.choose(options, event) : null);
  const hexes = view.board.tiles.map((tile) => {
    const [x, y] = centre(cells(tile.cell)[0]);
    const points = hexPoints(cells(tile.cell)[0]);
    const options = byCell.get(tile.cell);
    const hot = tile.number === 6 || tile.number === 8;
    return svg("g", { "data-cell": tile.cell, "data-card": terrainCard(tile.terrain), onclick: pick(options),
      style: options ? "cursor:pointer" : null, class: options ? "board-target" : null },
      svg("title", {}, `${tile.terrain}${tile.number ? ` ${tile.number}` : ""}` +
        (options ? `: ${options.map((o) => o.text || o.notation).join(" | ")}` : "")),
      svg("polygon", { points, fill: TERRAIN[tile.terrain], stroke: options ? "#000" : "#5d4037",
        "stroke-width": options ? 3 : 1.5 }),
      tile.number ? svg("circle", { cx: x, cy: y, r: 11, fill: CATAN_TOKEN.fill, stroke: CATAN_TOKEN.edge }) : null,
      tile.number ? svg("text", { x, y: y + 4, "text-anchor": "middle", "font-size": 12,
        "font-weight": hot ? 700 : 400, fill: hot ? CATAN_TOKEN.hot : CATAN_TOKEN.ink }, String(tile.number)) : null,
      view.robber === tile.cell ? svg("circle", { cx: x + 14, cy: y - 14, r: 7, fill: "#212121", "data-card": "Robber" },
        svg("title", {}, "the robber")) : null);
  });
  const harbors = view.board.harbors.map((h) => {
    const [[x1, y1], [x2, y2]] = edgeEnds(h.edge);
    return svg("g", { "data-card": h.kind === "any" ? "3:1 harbor" : `2:1 ${h.kind} harbor` },
      svg("line", { x1, y1, x2, y2, stroke: CATAN_SEA.harbor, "stroke-width": 7, "stroke-dasharray": "3 3" }),
      svg("line", { x1, y1, x2, y2, stroke: CATAN_SEA.harbor, "stroke-opacity": 0, "stroke-width": 12 }),  // hover between dashes
      svg("text", { x: (x1 + x2) / 2, y: (y1 + y2) / 2 - 6, "text-anchor": "middle", "font-size": 9,
        fill: CATAN_SEA.harborText },
        h.kind === "any" ? "3:1" : `2:1 ${h.kind}`));
  });
  const roads = view.roads.map((road) => {
    const [[x1, y1], [x2, y2]] = edgeEnds(road.at);
    return svg("line", { x1, y1, x2, y2, stroke: SEAT_COLOUR[road.seat], "stroke-width": 6, "stroke-linecap": "round",
      "data-edge": road.at, "data-card": "Road" }, svg("title", {}, `${ui.seatName(road.seat)}'s road`));
  });
  const buildings = view.buildings.map((b) => {
    const [x, y] = vertexPoint(b.at);
    const r = b.kind === "city" ? 9 : 6;
    return svg("rect", { x: x - r, y: y - r, width: 2 * r, height: 2 * r, rx: b.kind === "city" ? 2 : 6,
      fill: SEAT_COLOUR[b.seat], stroke: "#fff", "stroke-width": 1.5, "data-vertex": b.at,
      "data-card": b.kind === "city" ? "City" : "Settlement" },  // a target on it is drawn above it
    svg("title", {}, `${ui.seatName(b.seat)}'s ${b.kind}`));
  });
  const edgeTargets = [...byEdge].map(([edge, options]) => {
    const [[x1, y1], [x2, y2]] = edgeEnds(edge);
    return svg("line", { x1, y1, x2, y2, stroke: "#ffffff", "stroke-opacity": 0.8, "stroke-width": 7,
      "data-edge": edge, onclick: pick(options), style: "cursor:pointer", class: "board-target" },
    svg("title", {}, options.map((o) => o.text || o.notation).join(" | ")));
  });
  const vertexTargets = [...byVertex].map(([vertex, options]) => {
    const [x, y] = vertexPoint(vertex);
    return svg("circle", { cx: x, cy: y, r: 7, fill: "#ffffff", "fill-opacity": 0.85, stroke: "#000",
      "data-vertex": vertex, onclick: pick(options), style: "cursor:pointer", class: "board-target" },
    svg("title", {}, options.map((o) => o.text || o.notation).join(" | ")));
  });
  const extent = W * 3.2;
  return svg("svg", { viewBox: `${-extent} ${-extent} ${2 * extent} ${2 * extent}`, width: 3 * extent,
    height: 3 * extent, role: "img", "aria-label": "Catan board", class: "catan-map" },
  svg("rect", { x: -extent, y: -extent, width: 2 * extent, height: 2 * extent, fill: CATAN_SEA.board }),
  hexes, harbors, recentMarks(ui.recent, SEAT_COLOUR), roads, edgeTargets, buildings, vertexTargets);
}

// what each colour is: the options name hexes by terrain ("Forest 8"), the board shows colours
export function legend(colours) {
  return el("div", { class: "catan-legend" }, Object.entries(colours).map(([terrain, colour]) => el("span", {
    "data-card": terrain === "" ? "Face-down hex" : terrainCard(terrain) },
    el("i", { style: `background:${colour}` }), `${terrain ? terrain[0].toUpperCase() + terrain.slice(1) : "?"}` +
      ` (${YIELDS[terrain] ?? ""})`)));
}

function seats(view, snapshot, ui) {
  const bySeat = groupBy(ui.actions, (a) => a.seat);
  const count = (zone) => (Array.isArray(zone) ? zone.length : zone.hidden);
  return el("div", { class: "catan-seats" }, view.hands.map((hand, seat) => {
    const score = snapshot.scores ? snapshot.scores[seat] : null;
    const cards = Array.isArray(hand) ? hand.join(", ") || "no cards" : `${hand.hidden} card${hand.hidden === 1 ? "" : "s"}`;
    const development = count(view.cards[seat]) + count(view.fresh[seat]);
    const awards = [view.longest_road === seat ? "Longest Road" : null, view.largest_army === seat ? "Largest Army" : null]
      .filter(Boolean).flatMap((award, n) => [n ? ", " : " · ", el("span", { "data-card": award }, award)]);
    const own = [view.cards[seat], view.fresh[seat]].filter(Array.isArray).flat()
      .flatMap((card, n) => [n ? ", " : ": ", el("span", { "data-card": DEVELOPMENT[card] || card }, DEVELOPMENT[card] || card)]);
    const options = bySeat.get(seat);
    return el(options ? "button" : "div", { "data-seat": seat, class: options ? "catan-seat board-target" : "catan-seat",
      type: options ? "button" : null, title: options ? options.map((o) => o.text || o.notation).join(" | ") : null,
      onclick: options ? (event) => ui.choose(options, event) : null,
      style: `border-left: 6px solid ${SEAT_COLOUR[seat]}; padding-left: .4rem` },
      el("strong", {}, ui.seatName(seat)), score ? ` · ${score.total} VP` : "",
      el("div", {}, cards), el("div", {}, el("span", { "data-card": "Development card" },
        `${development} development card${development === 1 ? "" : "s"}`), ...own,
        " · ", el("span", { "data-card": "Knight" }, `knights ${view.played[seat].filter((c) => c === "knight").length}`),
        ...awards));
  }), el("div", {}, "bank: " + Object.entries(view.bank).map(([name, n]) => `${n} ${name}`).join(", ")));
}
