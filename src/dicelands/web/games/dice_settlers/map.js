// The hex map: placed tiles (terrain, number, feature badge, tents and houses, controller) and the empty hexes
// an option can put a tile on.
import { el, svg } from "../../common.js";
import { hexLayout, parseCell } from "../../hex.js";
import { ofKind } from "../../options.js";
import { SETTLERS_INK } from "../../palette.js";
import { tileCard } from "./card_names.js";
import { TILES } from "./data.js";
import { TERRAIN, dieShape, glyph, hexPoints, icon, seatColour } from "./look.js";
import { moduleMapHexes, moduleMapMarks } from "./modules.js";
import { exploration } from "./steps.js";
import { clickable, listed } from "./targets.js";

// ---- the map -------------------------------------------------------------------------------------------------------
const SIZE = 46;  // hex radius in SVG units
const MAX_ZOOM = 1.5;  // a small map is drawn larger, up to this factor (the SVG scales to the width it has)
const { width: W, centre: centreOf } = hexLayout(SIZE);
const centre = (q, r) => centreOf([q, r]);

function controller(view, entry) {
  if (entry.house !== null && entry.house !== undefined) return entry.house;
  const best = Math.max(...entry.tents);
  if (best === 0 || entry.tents.filter((n) => n === best).length > 1) return null;
  return entry.tents.indexOf(best);
}

// the tile an option puts on the map: the one the `put` options carry, or at set-up the seat's kept starting tile
function placingTile(ctx) {
  const { ui, view, mine } = ctx;
  const put = ofKind(ui.actions, "put")[0];
  if (put) return put.tile;
  return ofKind(ui.actions, "start").length ? view.kept[mine] || null : null;
}

export function mapPanel(ctx) {
  const { view, index } = ctx;
  const placed = new Map(view.map.map((entry) => [entry.cell, entry]));
  // empty cells an option names (start / put): drawn as clickable outlines, previewing the tile being placed
  const own = moduleMapHexes(ctx).filter((hex) => !placed.has(hex.cell));  // a module's hexes (face-down Sea tiles)
  const ownCells = new Set(own.map((hex) => hex.cell));
  const candidates = [...index.cell.keys()].filter((cell) => !placed.has(cell) && !ownCells.has(cell));
  const placing = placingTile(ctx);
  const exploreCell = exploration(view);
  const cells = [...placed.keys(), ...candidates, ...ownCells].map(parseCell);
  if (!cells.length) {
    return el("div", { class: "ds-map ds-map-empty" }, el("p", { class: "muted" },
      "No tiles on the map yet: the starting tiles are being drafted."));
  }
  const xs = cells.map(([q, r]) => centre(q, r)[0]);
  const ys = cells.map(([q, r]) => centre(q, r)[1]);
  const pad = 6;
  const left = Math.min(...xs) - W / 2 - pad;
  const top = Math.min(...ys) - SIZE - pad;
  const width = Math.max(...xs) - left + W / 2 + pad;
  const height = Math.max(...ys) - top + SIZE + pad;
  // the tiles the other seats' moves since this seat's last decision named: outlined until its next one
  const recent = new Set((ctx.ui.recent || []).map((entry) => (/\(-?\d+,-?\d+\)/.exec(entry.action || "") || [])[0])
    .filter(Boolean));
  const tiles = view.map.map((entry) => tileHex(ctx, entry, index.cell.get(entry.cell), entry.cell === exploreCell,
    recent.has(entry.cell)));
  const outlines = candidates.map((cell) => candidateHex(ctx, cell, index.cell.get(cell), placing));
  const at = (cell) => centre(...parseCell(cell));
  const modules = own.map((hex) => hex.draw(...at(hex.cell), SIZE, index.cell.get(hex.cell)));
  const marks = moduleMapMarks(ctx).map((mark) => mark.draw(...at(mark.cell), SIZE));
  return el("div", { class: "ds-map" },
    svg("svg", { class: "ds-hexmap", viewBox: `${left.toFixed(1)} ${top.toFixed(1)} ${width.toFixed(1)} ${height.toFixed(1)}`,
      width: Math.round(width), height: Math.round(height), role: "img", "aria-label": "the map",
      style: `width:100%;max-width:${Math.round(width * MAX_ZOOM)}px` },
    tiles, modules, outlines, marks),
    legend(ctx));
}

function legend(ctx) {
  const { ui, seats } = ctx;
  return el("div", { class: "ds-legend" }, [...Array(seats).keys()].map((seat) => el("span", {},
    glyph("tent", 14, seatColour(seat)), ` ${ui.seatName(seat)}`)),
  el("span", { class: "muted" }, "· tiles are outlined in the colour of their controller"));
}

function tileHex(ctx, entry, options, exploring, recent) {
  const { view, ui } = ctx;
  const tile = TILES[entry.tile];
  const [q, r] = parseCell(entry.cell);
  const [x, y] = centre(q, r);
  const terrain = TERRAIN[tile.terrain || "sea"];  // a Sea tile (Fish and Ships) has no terrain
  const owner = controller(view, entry);
  const onclick = clickable(options, ui);
  const tents = entry.tents.map((n, seat) => [seat, n]).filter(([, n]) => n > 0);
  const names = tents.map(([seat, n]) => `${ui.seatName(seat)} ${n}`).join(", ");
  const title = `tents: ${names || "none"}${entry.house !== null ? ` · house: ${ui.seatName(entry.house)}` : ""}` +
    `${owner !== null ? ` · controlled by ${ui.seatName(owner)}` : ""}${options ? `\n${listed(options)}` : ""}`;
  return svg("g", {
    class: `ds-tile ds-${tile.terrain}${onclick ? " ds-target" : ""}${exploring ? " ds-exploring" : ""}` +
      `${recent ? " ds-recent" : ""}`,
    "data-cell": entry.cell, "data-tile": entry.tile, "data-card": tileCard(entry.tile), onclick,
  }, svg("title", {}, title),
  svg("path", { d: hexPoints(x, y, SIZE - 1), fill: terrain.fill, stroke: terrain.edge, "stroke-width": 1.5, class: "ds-hex" }),
  owner !== null ? svg("path", { d: hexPoints(x, y, SIZE - 5), fill: "none", stroke: seatColour(owner), "stroke-width": 3.2,
    "stroke-opacity": 0.85, class: "ds-control" }) : null,
  tile.starting ? svg("path", { d: hexPoints(x, y, SIZE - 10), fill: "none", stroke: "#fff", "stroke-opacity": 0.5,
    "stroke-width": 1, "stroke-dasharray": "3 3" }) : null,
  svg("text", { x, y: y - 25, class: "ds-tile-number" }, String(tile.number)),
  feature(tile, x, y - 6),
  presenceRow(entry, x, y + 15),
  svg("text", { x, y: y + 34, class: "ds-coord" }, `${tile.terrain} ${tile.number}`));  // its name, no coordinates
}

function candidateHex(ctx, cell, options, placing) {
  const [q, r] = parseCell(cell);
  const [x, y] = centre(q, r);
  const tile = placing ? TILES[placing] : null;
  const onclick = clickable(options, ctx.ui);
  return svg("g", { class: `ds-candidate${onclick ? " ds-target" : ""}`, "data-cell": cell,
    "data-card": tile ? tileCard(placing) : null, onclick },
    svg("title", {}, options && options.length ? options.map((o) => o.text || o.notation).join(" | ") : "an empty place"),
    svg("path", { d: hexPoints(x, y, SIZE - 3), class: "ds-candidate-hex",
      fill: tile ? TERRAIN[tile.terrain].fill : "#ffffff" }),
    svg("text", { x, y: y - 4, class: "ds-candidate-plus" }, "+"),
    svg("text", { x, y: y + 18, class: "ds-candidate-label" }, tile ? `${tile.terrain} ${tile.number}` : "place"));
}

// the row of houses and tents on a tile, centred at (x, y)
function presenceRow(entry, x, y) {
  const items = [];
  if (entry.house !== null && entry.house !== undefined) items.push({ kind: "house", seat: entry.house, width: 17 });
  entry.tents.forEach((n, seat) => { if (n > 0) items.push({ kind: "tent", seat, n, width: n > 1 ? 26 : 15 }); });
  if (!items.length) return null;
  const total = items.reduce((sum, item) => sum + item.width, 0) + 2 * (items.length - 1);
  const scale = Math.min(1, 66 / total);
  let cursor = -total / 2;
  const parts = items.map((item) => {
    const left = cursor;
    cursor += item.width + 2;
    if (item.kind === "house") {
      return svg("g", { class: "ds-house", "data-seat": item.seat }, icon("house", left + 8, 0, 17, seatColour(item.seat)));
    }
    return svg("g", { class: "ds-tents", "data-seat": item.seat, "data-count": item.n },
      icon("tent", left + 7, 0, 15, seatColour(item.seat), "#fff"),
      item.n > 1 ? svg("text", { x: left + 20, y: 0.5, class: "ds-tent-count", fill: seatColour(item.seat) },
        String(item.n)) : null);
  });
  return svg("g", { transform: `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})` },
    svg("rect", { x: (-total / 2 - 4).toFixed(1), y: -10, width: (total + 8).toFixed(1), height: 20, rx: 10,
      class: "ds-presence-bg" }),
    parts);
}

// ---- tile features -------------------------------------------------------------------------------------------------
function gainItems(gain) {
  return Object.entries(gain).map(([what, n]) => {
    if (what.endsWith("_die")) return { n, die: what.replace("_die", "") };
    if (what === "tents") return { n, icon: "tent" };
    return { n, icon: what };
  });
}

function gainText(gain) {
  return Object.entries(gain).map(([what, n]) => `${n} ${what.replace("_die", " die").replace("vp", "VP")}`).join(" + ");
}

export function featureText(tile) {
  if (tile.vp_stars) return `VP stars ${tile.vp_stars[0]} / ${tile.vp_stars[1]} (controller / second)`;
  if (tile.factory) return `factory: return ${tile.factory.tents} tents for ${gainText(tile.factory.gain)}`;
  if (tile.converter) return `converter: once a round a ${tile.converter.from} icon as ${tile.converter.to}`;
  if (tile.tracker_bonus) return `hand size +${tile.tracker_bonus} with presence here`;
  if (tile.exploration_bonus) return `exploration bonus: ${gainText(tile.exploration_bonus)}`;
  if (tile.starting_bonus) return `starting tile, bonus: ${gainText(tile.starting_bonus)}`;
  return "no feature";
}

// a feature badge centred at (x, y)
export function feature(tile, x, y) {
  const parts = [];
  let width = 0;
  const put = (node, w) => { parts.push([node, w]); width += w; };
  const number = (n) => put(svg("text", { class: "ds-feature-text" }, String(n)), String(n).length * 6.5 + 1);
  const gains = (gain) => gainItems(gain).forEach((item) => {
    number(item.n);
    put(item.die ? "die:" + item.die : "icon:" + item.icon, 14);
  });
  let kind = "";
  if (tile.vp_stars) {
    kind = "stars";
    put("icon:vp", 15);
    put(svg("text", { class: "ds-feature-text" }, `${tile.vp_stars[0]}/${tile.vp_stars[1]}`), 22);
  } else if (tile.factory) {
    kind = "factory";
    put("icon:factory", 14);
    number(tile.factory.tents);
    put("icon:tent", 13);
    put(svg("text", { class: "ds-feature-text" }, "→"), 10);
    gains(tile.factory.gain);
  } else if (tile.converter) {
    kind = "converter";
    put(`icon:${tile.converter.from}`, 15);
    put(svg("text", { class: "ds-feature-text" }, "→"), 11);
    put(`icon:${tile.converter.to}`, 15);
  } else if (tile.tracker_bonus) {
    kind = "tracker";
    put("icon:hand", 15);
    put(svg("text", { class: "ds-feature-text" }, `+${tile.tracker_bonus}`), 15);
  } else if (tile.exploration_bonus || tile.starting_bonus) {
    kind = tile.starting_bonus ? "start" : "bonus";
    put(svg("text", { class: "ds-feature-text" }, "+"), 8);
    gains(tile.exploration_bonus || tile.starting_bonus);
  }
  if (!parts.length) return null;
  let cursor = -width / 2;
  const nodes = parts.map(([node, w]) => {
    const cx = cursor + w / 2;
    cursor += w;
    if (typeof node === "string") {
      const [type, name] = node.split(":");
      if (type === "die") return dieShape(cx, 0, 11, name);
      const ink = name === "vp" ? "#b07d00" : SETTLERS_INK;
      return icon(name, cx, 0, name === "vp" ? 15 : 12.5, ink, "#fff");
    }
    node.setAttribute("x", cx.toFixed(1));
    node.setAttribute("y", "0");
    return node;
  });
  const pad = 3;
  return svg("g", { class: `ds-feature ds-feature-${kind}`, transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})` },
    svg("rect", { x: (-width / 2 - pad).toFixed(1), y: -9, width: (width + 2 * pad).toFixed(1), height: 18, rx: 9,
      class: "ds-feature-bg" }), nodes);
}
