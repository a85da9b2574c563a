// Dice Settlers' board, drawn from the view (the position minus the generator): the hex map of placed tiles (terrain,
// number, VP stars and other features, tents per player, houses, controller), empty candidate hexes while a tile is
// being placed, each seat's panel (supplies, resources, VP, technologies, actions taken, dice: bag / active / spent;
// the Diceoneer's Action Hex and queue), the round bar (phase, first player, VP supply, map stack, dice supply), the
// offered / drawn tiles and the technology tableau with owners. A click on a tile, a die, a card, a resource or an
// action offers the legal options that mention it; the shell's option list stays available for everything.
import { api, el, svg } from "../common.js";

let TILES = null;
let TECHS = null;
let SETUP = null;

export async function prepare() {
  const [tiles, techs, setup] = await Promise.all([api("GET", "/api/data/dice-settlers/tiles"),
    api("GET", "/api/data/dice-settlers/technologies"), api("GET", "/api/data/dice-settlers/setup")]);
  TILES = Object.fromEntries(tiles.tiles.map((tile) => [tile.id, tile]));
  TECHS = Object.fromEntries(techs.technologies.map((tech) => [tech.id, tech]));
  SETUP = setup;
}

// ---- colours and icons ---------------------------------------------------------------------------------------------
const SEAT_COLOURS = ["#c8372d", "#2a66c4", "#8a3fb0", "#262626"];
const TERRAIN = {
  plains: { fill: "#ecd77c", edge: "#b59a2c" }, forest: { fill: "#74ad5a", edge: "#3f7530" },
  mountains: { fill: "#aeb4bb", edge: "#6c737b" }, hills: { fill: "#c4915e", edge: "#86582c" },
  desert: { fill: "#f2b463", edge: "#c07a22" },
};
const DIE = {
  white: { fill: "#f8f6ef", ink: "#2b2b2b", letter: "w" }, yellow: { fill: "#f3c93b", ink: "#3a2d00", letter: "y" },
  green: { fill: "#4c9a3c", ink: "#ffffff", letter: "g" }, grey: { fill: "#7c838b", ink: "#ffffff", letter: "gy" },
  brown: { fill: "#7a4a26", ink: "#ffffff", letter: "b" }, orange: { fill: "#ee8a1f", ink: "#2e1700", letter: "o" },
};
const COLOUR_OF_LETTER = Object.fromEntries(Object.entries(DIE).map(([colour, d]) => [d.letter, colour]));
const ACTIONS = ["explore", "settle", "recruit", "harvest", "research", "raid", "trade"];
const RESOURCES = ["food", "wood", "iron", "gold"];
const RESOURCE_COLOUR = { food: "#c98a1b", wood: "#4f7d2f", iron: "#5d6670", gold: "#d4a514" };
const HEX_SIDES = ["explore", "settle", "raid", "recruit", "research", "trade"];  // the Diceoneer's sides 1-6
const PHASES = { draft: "Set-up: draft starting tiles", start: "Set-up: place starting tiles", roll: "Roll phase",
  action: "Action phase", over: "Game over" };

const DIE_ID = /^(gy|w|y|g|b|o)(\d+)$/;
const CELL = /\((-?\d+),(-?\d+)\)/g;

const colourOf = (die) => COLOUR_OF_LETTER[die.match(DIE_ID)[1]];
const dieOrder = (die) => {
  const [, letter, n] = die.match(DIE_ID);
  return Object.values(DIE).findIndex((d) => d.letter === letter) * 1000 + Number(n);
};
const byDie = (a, b) => dieOrder(a) - dieOrder(b);
const seatColour = (seat) => SEAT_COLOURS[seat % SEAT_COLOURS.length];

// Icons drawn in a 20 x 20 box; `ink` is the drawing colour, `bg` the colour cut-outs show.
const ICON_PATHS = {
  pioneer: (ink) => [svg("circle", { cx: 10, cy: 5.2, r: 3.4, fill: ink }),
    svg("path", { d: "M3.5 18.5Q3.5 10 10 10Q16.5 10 16.5 18.5Z", fill: ink })],
  explore: (ink) => [svg("circle", { cx: 10, cy: 10, r: 7.6, fill: "none", stroke: ink, "stroke-width": 1.8 }),
    svg("path", { d: "M13.8 6.2L11.3 11.3L6.2 13.8L8.7 8.7Z", fill: ink })],
  settle: (ink, bg) => [svg("path", { d: "M1.5 17.5L10 2.5L18.5 17.5Z", fill: ink }),
    svg("path", { d: "M8 17.5L10 12L12 17.5Z", fill: bg })],
  recruit: (ink) => [
    svg("rect", { x: 2, y: 5, width: 12, height: 12, rx: 2.5, fill: "none", stroke: ink, "stroke-width": 1.8 }),
    svg("circle", { cx: 8, cy: 11, r: 1.6, fill: ink }),
    svg("path", { d: "M16 1.5V8.5M12.5 5H19.5", stroke: ink, "stroke-width": 2.2 })],
  research: (ink) => [svg("path", { d: "M7 2H13M8.2 2V7.5L2.8 17.2Q2.4 18 3.3 18H16.7Q17.6 18 17.2 17.2L11.8 7.5V2",
    fill: "none", stroke: ink, "stroke-width": 1.7, "stroke-linejoin": "round" }),
  svg("path", { d: "M5.2 13H14.8L16.6 17.2H3.4Z", fill: ink })],
  raid: (ink) => [svg("path", { d: "M3 3L15 15M17 3L5 15M12.5 17.5L17.5 12.5M2.5 12.5L7.5 17.5", stroke: ink,
    "stroke-width": 2.2, "stroke-linecap": "round" })],
  trade: (ink) => [svg("path", { d: "M2.5 6.5H15.5M12 3L15.5 6.5L12 10M17.5 13.5H4.5M8 10L4.5 13.5L8 17", fill: "none",
    stroke: ink, "stroke-width": 2, "stroke-linecap": "round", "stroke-linejoin": "round" })],
  food: (ink) => [svg("path", { d: "M10 19V6", stroke: ink, "stroke-width": 1.5 }),
    ...[[10, 4, 0], [7.3, 8.2, -35], [12.7, 8.2, 35], [7.3, 12.6, -35], [12.7, 12.6, 35]].map(([x, y, a]) =>
      svg("ellipse", { cx: x, cy: y, rx: 1.9, ry: 3.2, fill: ink, transform: `rotate(${a} ${x} ${y})` }))],
  wood: (ink) => [svg("path", { d: "M10 1.5L16 10H4Z M10 5.5L17.5 15.5H2.5Z", fill: ink }),
    svg("rect", { x: 8.6, y: 15, width: 2.8, height: 4, fill: ink })],
  iron: (ink) => [svg("path", { d: "M2 16L5.5 8H14.5L18 16Z", fill: ink }),
    svg("path", { d: "M6.5 10.5H13.5", stroke: "#fff", "stroke-opacity": 0.55, "stroke-width": 1.2 })],
  gold: (ink) => [svg("circle", { cx: 10, cy: 10, r: 7.8, fill: ink }),
    svg("circle", { cx: 10, cy: 10, r: 5, fill: "none", stroke: "#fff", "stroke-opacity": 0.6, "stroke-width": 1.3 })],
  vp: (ink) => [svg("path", { d: starPath(10, 10, 9, 4) , fill: ink })],
  tent: (ink, bg) => ICON_PATHS.settle(ink, bg),
  house: (ink) => [svg("path", { d: "M2 10L10 2.5L18 10V18.5H2Z", fill: ink, stroke: "#fff", "stroke-width": 1.2,
    "stroke-linejoin": "round" })],
  factory: (ink) => [svg("path", { d: "M1.5 18.5V9L6.5 12V9L11.5 12V3H15V18.5Z", fill: ink })],
  hand: (ink) => [svg("rect", { x: 1.5, y: 6, width: 9, height: 9, rx: 2, fill: ink }),
    svg("rect", { x: 8, y: 3, width: 9, height: 9, rx: 2, fill: ink, stroke: "#fff", "stroke-width": 1.2 }),
    svg("path", { d: "M12.5 16V20M10.5 18H14.5", stroke: ink, "stroke-width": 1.8 })],
};
const ICON_NAMES = { pioneer: "Pioneer", explore: "Explore", settle: "Settle", recruit: "Recruit", research: "Research",
  raid: "Raid", trade: "Trade", food: "Food", wood: "Wood", iron: "Iron", gold: "Gold", harvest: "Harvest" };
const ACTION_ICON = { harvest: "food" };

function starPath(cx, cy, outer, inner) {
  const points = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 ? inner : outer;
    const angle = Math.PI / 5 * i - Math.PI / 2;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `M${points.join("L")}Z`;
}

// one icon as an SVG group centred at (x, y), `size` pixels wide
function icon(name, x, y, size, ink = "#2b2b2b", bg = "#fff") {
  const draw = ICON_PATHS[name] || ICON_PATHS[ACTION_ICON[name]];
  const scale = size / 20;
  const [left, top] = [(x - size / 2).toFixed(2), (y - size / 2).toFixed(2)];
  return svg("g", { transform: `translate(${left} ${top}) scale(${scale.toFixed(3)})`,
    class: `ds-icon ds-icon-${name}` }, draw ? draw(ink, bg) : svg("text", { x: 10, y: 14, "text-anchor": "middle",
    "font-size": 12, fill: ink }, name.slice(0, 2)));
}

// an inline icon for HTML text
function glyph(name, size = 16, ink = "#2b2b2b", title = ICON_NAMES[name] || name) {
  return svg("svg", { class: "ds-glyph", width: size, height: size, viewBox: `0 0 ${size} ${size}`, role: "img",
    "aria-label": title }, svg("title", {}, title), icon(name, size / 2, size / 2, size, ink));
}

// ---- which options a click means ---------------------------------------------------------------------------------
function indexOptions(legal, me, view) {
  const index = { cell: new Map(), die: new Map(), subject: new Map(), tech: new Map(), tile: new Map(),
    action: new Map(), colour: new Map(), resource: new Map(), seat: new Map(), tents: [] };
  const add = (map, key, option) => map.set(key, [...(map.get(key) || []), option]);
  for (const option of legal) {
    for (const match of option.matchAll(CELL)) add(index.cell, `(${match[1]},${match[2]})`, option);
    for (const token of option.split(/[ +]/)) if (DIE_ID.test(token)) add(index.die, token, option);
    let m;
    if ((m = option.match(/^research (\S+)$/))) add(index.tech, m[1], option);
    for (const tech of option.matchAll(/\btech:(\S+)/g)) add(index.tech, tech[1], option);
    if ((m = option.match(/^(?:keep|draw-choose) (tile-\d+)$/))) add(index.tile, m[1], option);
    if ((m = option.match(/^action (\w+)$/))) add(index.action, m[1], option);
    if ((m = option.match(/^recruit (\w+)$/))) add(index.colour, m[1], option);
    if ((m = option.match(/^(?:trade|token) (food|wood|iron|gold)$/))) add(index.resource, m[1], option);
    if ((m = option.match(/^target (\d+)$/))) add(index.seat, Number(m[1]), option);
    if (option === "take tents") index.tents.push(option);
  }
  if (me && view.explore && ["join", "explore-extra"].includes(me.step)) {  // the explored tile: join / extra tent
    const around = legal.filter((o) => ["join", "nojoin", "extra tent", "no extra tent"].includes(o));
    if (around.length) index.cell.set(view.explore.cell, [...(index.cell.get(view.explore.cell) || []), ...around]);
  }
  if (me) {  // the die a step is about takes that step's die-less options: the face to set, reroll / draw
    const subject = me.sub && me.sub[0];
    if (me.step === "face" && subject) index.subject.set(subject, legal.filter((o) => o.startsWith("face ")));
    if (me.step === "mode" && subject) {
      index.subject.set(subject, legal.filter((o) => o === "reroll" || o.startsWith("draw ")));
    }
  }
  return index;
}

// options for a die; the game offers one option per colour and face (spent dice: per colour), so a die that shows the
// same as the one the options name stands in for it
function dieOptions(index, die, pool, face) {
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

function clickable(options, ui) {
  return options && options.length && ui.seat !== null ? (event) => {
    event.stopPropagation();
    ui.choose(options, event);
  } : null;
}

// `tag` with `attributes`, or a button offering `options` when there are any (its title lists them)
function pickable(tag, options, ui, attributes, ...children) {
  const onclick = clickable(options, ui);
  return el(onclick ? "button" : tag, {
    ...attributes, type: onclick ? "button" : null, onclick,
    class: `${attributes.class}${onclick ? " ds-target" : ""}`,
    title: `${attributes.title}${onclick ? `\n${options.join(" | ")}` : ""}`,
  }, ...children);
}

// ---- the whole board -----------------------------------------------------------------------------------------------
export function render(root, snapshot, ui) {
  const view = snapshot.view;
  const seats = view.players.length;
  const botSeat = view.diceoneer ? view.diceoneer.seat : -1;
  const mine = ui.seat !== null && ui.seat < seats && ui.seat !== botSeat ? ui.seat : null;
  const me = mine === null ? null : view.players[mine];
  const index = indexOptions(ui.legal || [], me, view);
  const ctx = { view, snapshot, ui, seats, botSeat, mine, me, index };
  const order = [...Array(seats).keys()].sort((a, b) => (b === mine) - (a === mine));
  root.replaceChildren(el("div", { class: "ds-board", "data-round": view.round, "data-phase": view.phase },
    roundBar(ctx),
    el("div", { class: "ds-main" },
      el("div", { class: "ds-map-area" }, mapPanel(ctx), offeredTiles(ctx), tableauPanel(ctx)),
      el("div", { class: "ds-players" },
        order.map((seat) => seat === botSeat ? botPanel(ctx, seat) : playerPanel(ctx, seat))))));
}

// ---- round bar -----------------------------------------------------------------------------------------------------
function roundBar(ctx) {
  const { view, ui, seats, index } = ctx;
  const supply = Object.entries(view.dice.supply).filter(([colour, n]) => colour !== "white" || n)
    .map(([colour, n]) => pickable("span", index.colour.get(colour), ui,
      { class: "ds-supply-die", "data-colour": colour, title: `${n} ${colour} dice in the supply` },
      dieSvg(null, colour, null, 18), el("span", {}, String(n))));
  const turn = view.phase === "action" ? ` · turn ${Math.min(view.turn + 1, 2 * seats)} of ${2 * seats}` : "";
  const over = view.phase === "over";
  const reserve = view.vp.reserve_used ? ` (+${view.vp.reserve_used} from the reserve)` : "";
  return el("div", { class: "ds-bar" },
    el("div", { class: "ds-round" }, over ? "Game over" : `Round ${view.round}`,
      over ? null : el("small", {}, ` · ${PHASES[view.phase] || view.phase}${turn}`)),
    el("div", { class: "ds-first" }, el("span", { class: "ds-swatch", style: `background:${seatColour(view.first)}` }),
      `first player: ${ui.seatName(view.first)}`),
    el("div", { class: "ds-stat", title: `VP supply (started with ${view.vp.initial})` },
      glyph("vp", 16, "#c28a00"), ` VP supply ${view.vp.supply}${reserve}`),
    el("div", { class: "ds-stat", title: "tiles left in the map stack" }, mapStackIcon(), ` map stack ${view.stack.length}`),
    el("div", { class: "ds-supply", "aria-label": "dice supply" }, el("small", {}, "dice supply"), supply),
    view.triggers.length ? el("div", { class: "ds-trigger", title: "the game ends after this round" },
      `end triggered: ${view.triggers.join(", ")}`) : null);
}

function mapStackIcon() {
  return svg("svg", { class: "ds-glyph", width: 18, height: 16, viewBox: "0 0 18 16" },
    [6, 3, 0].map((dy, i) => svg("path", { d: hexPoints(9, 8 + dy - 3, 5.5, 0.62), fill: ["#b98552", "#74ad5a", "#ecd77c"][i],
      stroke: "#555", "stroke-width": 0.8 })));
}

// ---- the map -------------------------------------------------------------------------------------------------------
const SIZE = 46;  // hex radius in SVG units
const MAX_ZOOM = 1.5;  // a small map is drawn larger, up to this factor (the SVG scales to the width it has)
const W = Math.sqrt(3) * SIZE;
const centre = (q, r) => [W * (q + r / 2), 1.5 * SIZE * r];
const parseCell = (text) => text.match(/-?\d+/g).map(Number);

function hexPoints(x, y, size, squash = 1) {
  const points = [];
  for (let k = 0; k < 6; k++) {
    const angle = (Math.PI / 180) * (60 * k - 30);
    points.push(`${(x + size * Math.cos(angle)).toFixed(1)},${(y + size * squash * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${points.join("L")}Z`;
}

function controller(view, entry) {
  if (entry.house !== null && entry.house !== undefined) return entry.house;
  const best = Math.max(...entry.tents);
  if (best === 0 || entry.tents.filter((n) => n === best).length > 1) return null;
  return entry.tents.indexOf(best);
}

function mapPanel(ctx) {
  const { view, index, me } = ctx;
  const placed = new Map(view.map.map((entry) => [entry.cell, entry]));
  // empty cells an option names (start / put): drawn as clickable outlines, previewing the tile being placed
  const candidates = [...index.cell.keys()].filter((cell) => !placed.has(cell));
  let placing = null;
  if (me && me.step === "explore-put" && me.sub.length) placing = me.sub[0];
  if (me && me.step === "start") placing = view.kept[ctx.mine] || null;
  const exploreCell = view.explore ? view.explore.cell : null;
  const cells = [...placed.keys(), ...candidates].map(parseCell);
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
  const tiles = view.map.map((entry) => tileHex(ctx, entry, index.cell.get(entry.cell), entry.cell === exploreCell));
  const outlines = candidates.map((cell) => candidateHex(ctx, cell, index.cell.get(cell), placing));
  return el("div", { class: "ds-map" },
    svg("svg", { class: "ds-hexmap", viewBox: `${left.toFixed(1)} ${top.toFixed(1)} ${width.toFixed(1)} ${height.toFixed(1)}`,
      width: Math.round(width), height: Math.round(height), role: "img", "aria-label": "the map",
      style: `width:100%;max-width:${Math.round(width * MAX_ZOOM)}px` },
    tiles, outlines),
    legend(ctx));
}

function legend(ctx) {
  const { ui, seats } = ctx;
  return el("div", { class: "ds-legend" }, [...Array(seats).keys()].map((seat) => el("span", {},
    glyph("tent", 14, seatColour(seat)), ` ${ui.seatName(seat)}`)),
  el("span", { class: "muted" }, "· tiles are outlined in the colour of their controller"));
}

function tileHex(ctx, entry, options, exploring) {
  const { view, ui } = ctx;
  const tile = TILES[entry.tile];
  const [q, r] = parseCell(entry.cell);
  const [x, y] = centre(q, r);
  const terrain = TERRAIN[tile.terrain];
  const owner = controller(view, entry);
  const onclick = clickable(options, ui);
  const tents = entry.tents.map((n, seat) => [seat, n]).filter(([, n]) => n > 0);
  const names = tents.map(([seat, n]) => `${ui.seatName(seat)} ${n}`).join(", ");
  const title = `${entry.cell} · tile ${tile.number} (${tile.terrain}) · ${featureText(tile)}` +
    `\ntents: ${names || "none"}${entry.house !== null ? ` · house: ${ui.seatName(entry.house)}` : ""}` +
    `${owner !== null ? ` · controlled by ${ui.seatName(owner)}` : ""}${options ? `\n${options.join(" | ")}` : ""}`;
  return svg("g", {
    class: `ds-tile ds-${tile.terrain}${onclick ? " ds-target" : ""}${exploring ? " ds-exploring" : ""}`,
    "data-cell": entry.cell, "data-tile": entry.tile, onclick,
  }, svg("title", {}, title),
  svg("path", { d: hexPoints(x, y, SIZE - 1), fill: terrain.fill, stroke: terrain.edge, "stroke-width": 1.5, class: "ds-hex" }),
  owner !== null ? svg("path", { d: hexPoints(x, y, SIZE - 5), fill: "none", stroke: seatColour(owner), "stroke-width": 3.2,
    "stroke-opacity": 0.85, class: "ds-control" }) : null,
  tile.starting ? svg("path", { d: hexPoints(x, y, SIZE - 10), fill: "none", stroke: "#fff", "stroke-opacity": 0.5,
    "stroke-width": 1, "stroke-dasharray": "3 3" }) : null,
  svg("text", { x, y: y - 25, class: "ds-tile-number" }, String(tile.number)),
  feature(tile, x, y - 6),
  presenceRow(entry, x, y + 15),
  svg("text", { x, y: y + 34, class: "ds-coord" }, entry.cell));
}

function candidateHex(ctx, cell, options, placing) {
  const [q, r] = parseCell(cell);
  const [x, y] = centre(q, r);
  const tile = placing ? TILES[placing] : null;
  const onclick = clickable(options, ctx.ui);
  return svg("g", { class: `ds-candidate${onclick ? " ds-target" : ""}`, "data-cell": cell, onclick },
    svg("title", {}, `${cell}: ${(options || []).join(" | ")}`),
    svg("path", { d: hexPoints(x, y, SIZE - 3), class: "ds-candidate-hex",
      fill: tile ? TERRAIN[tile.terrain].fill : "#ffffff" }),
    svg("text", { x, y: y - 4, class: "ds-candidate-plus" }, "+"),
    svg("text", { x, y: y + 18, class: "ds-candidate-label" }, tile ? `tile ${tile.number}` : "place"),
    svg("text", { x, y: y + 34, class: "ds-coord" }, cell));
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

function featureText(tile) {
  if (tile.vp_stars) return `VP stars ${tile.vp_stars[0]} / ${tile.vp_stars[1]} (controller / second)`;
  if (tile.factory) return `factory: return ${tile.factory.tents} tents for ${gainText(tile.factory.gain)}`;
  if (tile.converter) return `converter: once a round a ${tile.converter.from} icon as ${tile.converter.to}`;
  if (tile.tracker_bonus) return `hand size +${tile.tracker_bonus} with presence here`;
  if (tile.exploration_bonus) return `exploration bonus: ${gainText(tile.exploration_bonus)}`;
  if (tile.starting_bonus) return `starting tile, bonus: ${gainText(tile.starting_bonus)}`;
  return "no feature";
}

// a feature badge centred at (x, y)
function feature(tile, x, y) {
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
      const ink = name === "vp" ? "#b07d00" : "#2b2b2b";
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

function dieShape(x, y, size, colour) {
  return svg("rect", { x: x - size / 2, y: y - size / 2, width: size, height: size, rx: size * 0.22,
    fill: DIE[colour].fill, stroke: "#333", "stroke-width": 0.8 });
}

// ---- dice ----------------------------------------------------------------------------------------------------------
// one die as its own small SVG: colour, and the face's icon when it shows one
function dieSvg(die, colour, face, size) {
  const d = DIE[colour];
  return svg("svg", { class: "ds-die-svg", width: size, height: size, viewBox: "0 0 40 40", role: "img",
    "aria-label": die ? `${die}${face ? ` showing ${face}` : ""}` : `${colour} die` },
  svg("rect", { x: 1.5, y: 1.5, width: 37, height: 37, rx: 8, fill: d.fill, stroke: "rgba(0,0,0,.45)", "stroke-width": 2 }),
  face ? icon(face, 20, 20, 25, d.ink, d.fill) : null);
}

function dieButton(ctx, die, face, options, { size = 40, mark = "" } = {}) {
  const colour = colourOf(die);
  const onclick = clickable(options, ctx.ui);
  const title = `${die} (${colour})${face ? `: ${ICON_NAMES[face] || face}` : ""}${mark ? ` — ${mark}` : ""}` +
    `${onclick ? `\n${options.join(" | ")}` : ""}`;
  return el("button", {
    type: "button", class: `ds-die${onclick ? " ds-target" : ""}${mark ? " ds-marked" : ""}`, "data-die": die,
    "data-face": face || null, disabled: !onclick, onclick, title,
  }, dieSvg(die, colour, face, size), el("span", { class: "ds-die-id" }, mark ? `${die} · ${mark}` : die));
}

function bagCounts(bag) {
  const counts = {};
  for (const die of bag) counts[colourOf(die)] = (counts[colourOf(die)] || 0) + 1;
  return Object.keys(DIE).filter((c) => counts[c]).map((colour) =>
    el("span", { class: "ds-bag-die", title: `${counts[colour]} ${colour} in the bag` },
      dieSvg(null, colour, null, 16), `×${counts[colour]}`));
}

// ---- one player's panel --------------------------------------------------------------------------------------------
function handSize(view, seat, player) {
  let size = SETUP.tracker_start.value;
  for (const entry of view.map) {
    if (entry.tents[seat] > 0 || entry.house === seat) size += TILES[entry.tile].tracker_bonus || 0;
  }
  for (const tech of player.technologies) {
    for (const effect of TECHS[tech].effects || []) if (effect.kind === "tracker_bonus") size += effect.amount;
  }
  return Math.min(size, SETUP.hand_size_cap.value);
}

function panelHead(ctx, seat, extra) {
  const { view, snapshot, ui, mine, index } = ctx;
  const score = snapshot.scores ? snapshot.scores[seat] : null;
  const targets = index.seat.get(seat);
  const onclick = clickable(targets, ui);
  const moving = snapshot.to_move.includes(seat);
  return el("div", { class: "ds-panel-head" },
    el("span", { class: "ds-swatch", style: `background:${seatColour(seat)}` }),
    el("strong", {}, ui.seatName(seat)), extra,
    seat === mine ? el("span", { class: "ds-you" }, "you") : null,
    seat === view.first ? el("span", { class: "ds-badge", title: "first player this round" }, "1st") : null,
    moving ? el("span", { class: "ds-badge ds-moving", title: snapshot.prompts[seat] || "" }, "to move") : null,
    onclick ? el("button", { type: "button", class: "ds-target-seat ds-target", onclick, title: targets.join(" | ") },
      "raid these tents") : null,
    score ? el("span", { class: "ds-score", title: Object.entries(score).map(([k, v]) => `${k} ${v}`).join(", ") },
      `${score.total} pts`) : null);
}

function chip(title, ...children) {
  return el("span", { class: "ds-chip", title }, ...children);
}

function playerPanel(ctx, seat) {
  const { view, ui, mine, index } = ctx;
  const p = view.players[seat];
  const isMine = seat === mine;
  const supplies = el("div", { class: "ds-supplies" },
    pickable("span", isMine ? index.tents : null, ui, { class: "ds-chip",
      title: `${p.tents.personal} tents in the personal supply, ${p.tents.general} in the general supply` },
    glyph("tent", 16, seatColour(seat)), ` ${p.tents.personal} `, el("small", {}, `(+${p.tents.general})`)),
    chip(`${p.houses} houses left to build`, glyph("house", 16, seatColour(seat)), ` ${p.houses}`),
    chip("VP tokens", glyph("vp", 16, "#c28a00"), ` ${p.vp}`),
    chip("hand size: dice drawn each round (tracker)", `hand ${handSize(view, seat, p)}`));
  const resources = el("div", { class: "ds-resources" }, RESOURCES.map((r) =>
    pickable("span", isMine ? index.resource.get(r) : null, ui,
      { class: "ds-chip ds-resource", "data-resource": r, title: ICON_NAMES[r] },
      glyph(r, 16, RESOURCE_COLOUR[r]), ` ${p.resources[r] || 0}`)));
  return el("section", { class: `ds-panel${isMine ? " ds-mine" : ""}`, "data-seat": seat },
    panelHead(ctx, seat, null), supplies, resources, actionStrip(ctx, seat, p), stepLine(p),
    dicePools(ctx, seat, p), techLine(p));
}

function actionStrip(ctx, seat, p) {
  const { ui, mine, index } = ctx;
  return el("div", { class: "ds-actions", "aria-label": "actions this round" }, ACTIONS.map((action) => {
    const taken = p.taken.includes(action);
    const classes = `ds-action${taken ? " ds-taken" : ""}${p.act === action ? " ds-current" : ""}`;
    return pickable("span", seat === mine ? index.action.get(action) : null, ui,
      { class: classes, "data-action": action, title: `${ICON_NAMES[action]}${taken ? " — taken this round" : ""}` },
      glyph(action, 15, taken ? "#999" : "#2b2b2b"), el("span", {}, ICON_NAMES[action]));
  }));
}

const STEP_TEXT = {
  wait: "waiting", "join-wait": "waiting for others to join", keep: "drafting", start: "placing the starting tile",
  manip: "manipulating dice", mode: "using a die", face: "setting a face", reroll: "choosing dice to reroll",
  choose: "choosing an action", pay: "paying", "explore-choose": "choosing a drawn tile", "explore-put": "placing a tile",
  join: "may join an exploration", "explore-extra": "may add a tent", settle: "settling", "move-to": "moving a tent",
  recruit: "recruiting", research: "researching", tokens: "paying for a technology", "raid-tile": "choosing a tile to raid",
  "raid-target": "choosing whom to raid", trade: "trading", after: "free actions",
};

function stepLine(p) {
  const parts = [el("span", {}, STEP_TEXT[p.step] || p.step)];
  if (p.act) {
    parts.push(el("span", {}, ` · ${p.act}`));
    if (p.paid.length) parts.push(el("span", { class: "ds-paid" }, " paid ", p.paid.map((i) => glyph(i, 14))));
  }
  if (p.left > 0 && ["settle", "recruit", "raid-tile", "trade"].includes(p.step)) {
    parts.push(el("span", {}, ` · ${p.left} left`));
  }
  parts.push(el("span", { class: "muted" }, ` · turns used ${p.slots}/${SETUP.actions_per_round.value}`));
  return el("div", { class: "ds-step" }, parts);
}

function dicePools(ctx, seat, p) {
  const isMine = seat === ctx.mine;
  const marks = {};
  if (["mode", "face"].includes(p.step) && p.sub.length) marks[p.sub[0]] = p.step === "mode" ? "in use" : "being set";
  if (p.step === "reroll") for (const die of p.sub) marks[die] = "to reroll";
  const activeOptions = (die) => isMine && !(p.step === "reroll" && p.sub.includes(die))
    ? dieOptions(ctx.index, die, p.active, p.active[die]) : [];
  const active = Object.keys(p.active).sort(byDie).map((die) =>
    dieButton(ctx, die, p.active[die], activeOptions(die), { size: isMine ? 42 : 30, mark: marks[die] || "" }));
  const spentPool = Object.fromEntries(p.spent.map((die) => [die, null]));
  const spent = [...p.spent].sort(byDie).map((die) => {
    const options = isMine ? dieOptions(ctx.index, die, spentPool) : [];
    return options.length ? dieButton(ctx, die, null, options, { size: 24 })
      : smallDie(die, `${die} (${colourOf(die)}), spent`);
  });
  return el("div", { class: "ds-dice" },
    el("div", { class: "ds-pool" }, el("small", {}, `bag ${p.bag.length}`), el("span", { class: "ds-bag" }, bagCounts(p.bag))),
    el("div", { class: "ds-pool ds-active", "aria-label": "active dice" }, el("small", {}, "active"),
      active.length ? active : el("span", { class: "muted" }, "—")),
    el("div", { class: "ds-pool ds-spent" }, el("small", {}, `spent ${p.spent.length}`), spent));
}

function smallDie(die, title, size = 20) {
  return el("span", { class: "ds-spent-die", title, "data-die": die }, dieSvg(die, colourOf(die), null, size));
}

const techName = (tech) => TECHS[tech].name.replace(/ \(placeholder\)$/, "");

function techLine(p) {
  if (!p.technologies.length) return el("div", { class: "ds-techs muted" }, "no technologies yet");
  return el("div", { class: "ds-techs" }, p.technologies.map((tech) =>
    el("span", { class: "ds-tech-chip", title: techText(TECHS[tech]) }, techName(tech))));
}

// ---- the Diceoneer -------------------------------------------------------------------------------------------------
function botPanel(ctx, seat) {
  const { view } = ctx;
  const p = view.players[seat];
  const bot = view.diceoneer;
  const supplies = el("div", { class: "ds-supplies" },
    chip("the Diceoneer takes its tents from the general supply",
      glyph("tent", 16, seatColour(seat)), ` ${p.tents.general} `, el("small", {}, "general")),
    chip(`${p.houses} houses left to build`, glyph("house", 16, seatColour(seat)), ` ${p.houses}`),
    chip("VP tokens", glyph("vp", 16, "#c28a00"), ` ${p.vp}`));
  return el("section", { class: "ds-panel ds-bot", "data-seat": seat },
    panelHead(ctx, seat, el("small", { class: "muted" }, "the solo opponent")), supplies,
    actionHex(bot),
    el("div", { class: "ds-pool" }, el("small", {}, `queue ${bot.queue.length}`),
      el("span", { class: "ds-queue" }, bot.queue.map((die) => smallDie(die, `${die}: rolled next`, 18)))),
    techLine(p));
}

// the Action Hex: six sides (1 Explore … 6 Trade), the dice beside each, the last d6 in the middle
function actionHex(bot) {
  const R = 44;
  const sides = HEX_SIDES.map((name, i) => {
    const angle = (Math.PI / 180) * (-90 + 60 * i);  // side i + 1 faces this way (a flat-topped hex)
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const dice = Object.entries(bot.sides[name] || {});
    const diceNodes = dice.map(([die, face], k) => {
      const offset = (k - (dice.length - 1) / 2) * 21;
      const [px, py] = [cos * (R + 17) - sin * offset, sin * (R + 17) + cos * offset];
      const d = DIE[colourOf(die)];
      return svg("g", { class: "ds-bot-die", "data-die": die }, svg("title", {}, `${die}: ${face}`),
        svg("rect", { x: px - 9.5, y: py - 9.5, width: 19, height: 19, rx: 4, fill: d.fill, stroke: "rgba(0,0,0,.5)" }),
        icon(face, px, py, 13, d.ink, d.fill));
    });
    return svg("g", { class: `ds-bot-side${bot.last_roll === i + 1 ? " ds-rolled" : ""}`, "data-side": name },
      svg("title", {}, `side ${i + 1}: ${ICON_NAMES[name]} — ${dice.length} dice`),
      icon(name, cos * R * 0.52, sin * R * 0.52, 14, "#2b2b2b"),
      svg("text", { x: cos * R * 0.78, y: sin * R * 0.78, class: "ds-side-no" }, String(i + 1)),
      diceNodes);
  });
  const hex = [];
  for (let k = 0; k < 6; k++) {
    const angle = (Math.PI / 180) * (60 * k);
    hex.push(`${(R * Math.cos(angle)).toFixed(1)},${(R * Math.sin(angle)).toFixed(1)}`);
  }
  const box = R + 30;
  return el("div", { class: "ds-hex-box" }, svg("svg", {
    class: "ds-action-hex", viewBox: `${-box} ${-box} ${2 * box} ${2 * box}`,
    width: 2 * box * 1.35, height: 2 * box * 1.35, role: "img", "aria-label": "the Diceoneer's Action Hex" },
  svg("polygon", { points: hex.join(" "), class: "ds-action-hex-shape" }), sides,
  bot.last_roll ? svg("g", { class: "ds-d6" }, svg("title", {}, `its last d6: ${bot.last_roll}`),
    svg("rect", { x: -10, y: -10, width: 20, height: 20, rx: 4 }), svg("text", { x: 0, y: 0 }, String(bot.last_roll))) : null),
  el("small", { class: "muted" }, "Action Hex: dice beside each side; the d6 picks a side"));
}

// ---- offered and drawn tiles ---------------------------------------------------------------------------------------
function offeredTiles(ctx) {
  const { view, ui, index, me } = ctx;
  const groups = [];
  if (view.phase === "draft" && view.draft.length) {
    groups.push([`Starting tiles offered to ${ui.seatName(view.draft_seat)}`, view.draft]);
  }
  const placed = new Set(view.map.map((entry) => entry.tile));
  const kept = view.kept.map((tile, seat) => [tile, seat]).filter(([tile]) => tile && !placed.has(tile));
  if (kept.length && view.phase !== "over") {
    groups.push(["Kept starting tiles", kept.map(([tile]) => tile), kept.map(([, seat]) => ui.seatName(seat))]);
  }
  if (view.drawn.length) groups.push(["Drawn from the map stack — choose one", view.drawn]);
  if (me && me.step === "explore-put" && me.sub.length) groups.push(["Place this tile on a highlighted hex", [me.sub[0]]]);
  if (!groups.length) return null;
  return el("div", { class: "ds-offers" }, groups.map(([title, tiles, captions]) => el("div", { class: "ds-offer" },
    el("small", {}, title),
    el("div", { class: "ds-offer-tiles" }, tiles.map((tile, i) =>
      tileCard(tile, index.tile.get(tile), ui, captions && captions[i]))))));
}

function tileCard(tileId, options, ui, caption) {
  const tile = TILES[tileId];
  const size = 46;
  const w = Math.sqrt(3) * size;
  const terrain = TERRAIN[tile.terrain];
  return pickable("div", options, ui,
    { class: "ds-tile-card", "data-tile": tileId, title: `tile ${tile.number} (${tile.terrain}): ${featureText(tile)}` },
    svg("svg", { width: Math.round(w + 4), height: 2 * size + 4,
      viewBox: `${-w / 2 - 2} ${-size - 2} ${w + 4} ${2 * size + 4}` },
      svg("path", { d: hexPoints(0, 0, size), fill: terrain.fill, stroke: terrain.edge, "stroke-width": 1.5 }),
      svg("text", { x: 0, y: -25, class: "ds-tile-number" }, String(tile.number)),
      feature(tile, 0, -4),
      svg("text", { x: 0, y: 22, class: "ds-coord" }, tile.terrain)),
    caption ? el("small", {}, caption) : null);
}

// ---- the technology tableau ----------------------------------------------------------------------------------------
const MODIFIERS = {
  extra_tiles_drawn: "Explore draws {n} more tile(s)",
  research_cost_reduction: "technologies cost {n} fewer Research icons",
  extra_vp_per_trade: "+{n} VP per trade",
};

function effectText(effect) {
  switch (effect.kind) {
    case "extra_icon":
      return `+${effect.count} ${effect.icon === "matching_action" ? "icon of the action you take" : `${effect.icon} icon`}` +
        ", once a round";
    case "conversion":
      return `a ${effect.from_icon} icon as ${effect.to_icon === "any_non_gold" ? "any icon but Gold" : effect.to_icon}` +
        ", once a round";
    case "action_modifier": return (MODIFIERS[effect.modifier] || effect.modifier).replace("{n}", effect.amount);
    case "raid_absorption": return `absorbs ${effect.icons} Raid icon(s) against you`;
    case "tracker_bonus": return `hand size +${effect.amount}`;
    case "end_game_vp": return `${effect.vp} VP per pair of your tents on one tile`;
    default: return effect.kind;
  }
}

function techText(tech) {
  const effects = (tech.effects || []).map(effectText);
  return `${tech.name}: ${effects.length ? effects.join("; ") : "no effect"} · ${tech.vp} VP`;
}

function tableauPanel(ctx) {
  const { view, ui, index } = ctx;
  const cards = view.tableau.map((id) => {
    const tech = TECHS[id];
    const owners = [...view.players.keys()].filter((seat) => view.players[seat].technologies.includes(id));
    const cost = Object.entries(tech.resource_cost || {}).flatMap(([r, n]) => Array.from({ length: n }, () =>
      r === "any" ? el("span", { class: "ds-any", title: "any resource" }, "?") : glyph(r, 14, RESOURCE_COLOUR[r])));
    return pickable("div", index.tech.get(id), ui,
      { class: `ds-card${owners.length ? " ds-owned" : ""}`, "data-tech": id, title: techText(tech) },
      el("div", { class: "ds-card-head" }, el("span", { class: "ds-card-name" }, techName(id)),
        el("span", { class: "ds-card-vp", title: `${tech.vp} VP at the end` }, glyph("vp", 13, "#c28a00"), String(tech.vp))),
      el("div", { class: "ds-card-cost", title: `${tech.research_cost} Research icons${cost.length ? " and resources" : ""}` },
        Array.from({ length: tech.research_cost }, () => glyph("research", 14)),
        cost.length ? el("span", { class: "muted" }, " + ") : null, cost),
      el("div", { class: "ds-card-effect" }, (tech.effects || []).map(effectText).join("; ") || "VP only"),
      el("div", { class: "ds-card-owners" }, owners.map((seat) => el("span", {
        class: "ds-owner", style: `background:${seatColour(seat)}`, title: `owned by ${ui.seatName(seat)}`,
      }, ui.seatName(seat).slice(0, 1).toUpperCase()))));
  });
  return el("div", { class: "ds-tableau" }, el("h4", {}, "Technologies"), el("div", { class: "ds-cards" }, cards));
}
