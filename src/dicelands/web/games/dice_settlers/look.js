// How things look: seat, terrain, die and resource colours, the icons (SVG), names, the die and hex shapes.
import { svg } from "../../common.js";
import { corners, pathOf } from "../../hex.js";
import { SETTLERS_DICE, SETTLERS_INK, SETTLERS_RESOURCES, SETTLERS_SEATS, SETTLERS_TERRAIN } from "../../palette.js";
import { iconCard } from "./card_names.js";

// ---- colours and icons ---------------------------------------------------------------------------------------------
// the colours are ../../palette.js's; a die's id starts with its colour's letters
const SEAT_COLOURS = SETTLERS_SEATS;
export const TERRAIN = SETTLERS_TERRAIN;
const LETTERS_OF = { white: "w", yellow: "y", green: "g", grey: "gy", brown: "b", orange: "o", pink: "pk", blue: "bl",
  treasure: "t" };
export const DIE = Object.fromEntries(Object.entries(SETTLERS_DICE).map(([colour, look]) =>
  [colour, { ...look, letter: LETTERS_OF[colour] }]));
const COLOUR_OF_LETTER = Object.fromEntries(Object.entries(DIE).map(([colour, d]) => [d.letter, colour]));
export const ACTIONS = ["explore", "settle", "recruit", "harvest", "research", "raid", "trade"];
export const RESOURCES = ["food", "wood", "iron", "gold"];
export const RESOURCE_COLOUR = SETTLERS_RESOURCES;
export const HEX_SIDES = ["explore", "settle", "raid", "recruit", "research", "trade"];  // the Diceoneer's sides 1-6
export const PHASES = { draft: "Set-up: draft starting tiles", start: "Set-up: place starting tiles", roll: "Roll phase",
  action: "Action phase", over: "Game over" };

// a die id: its colour's letters (longest first, so "gy" is not read as "g") and a serial
const LETTERS = Object.values(DIE).map((d) => d.letter).sort((a, b) => b.length - a.length);
const DIE_ID = new RegExp(`^(${LETTERS.join("|")})(\\d+)$`);

export const colourOf = (die) => COLOUR_OF_LETTER[die.match(DIE_ID)[1]];
const dieOrder = (die) => {
  const [, letter, n] = die.match(DIE_ID);
  return Object.values(DIE).findIndex((d) => d.letter === letter) * 1000 + Number(n);
};
export const byDie = (a, b) => dieOrder(a) - dieOrder(b);
export const seatColour = (seat) => SEAT_COLOURS[seat % SEAT_COLOURS.length];

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
  ship: (ink) => [svg("path", { d: "M2 12.5H18L15 17.5H5Z", fill: ink }), svg("path", { d: "M10 2.5V11.5", stroke: ink,
    "stroke-width": 1.4 }), svg("path", { d: "M10.8 3L16.5 10.5H10.8Z", fill: ink })],
  fish: (ink) => [svg("path", { d: "M2 10Q8 3.5 14 10Q8 16.5 2 10Z", fill: ink }),
    svg("path", { d: "M13.5 10L18.5 5.5V14.5Z", fill: ink })],
  factory: (ink) => [svg("path", { d: "M1.5 18.5V9L6.5 12V9L11.5 12V3H15V18.5Z", fill: ink })],
  advisor: (ink) => [svg("circle", { cx: 10, cy: 6, r: 3.6, fill: ink }),
    svg("path", { d: "M3 19L5 11.5H15L17 19Z", fill: ink }), svg("path", { d: "M10 11.5V19", stroke: "#fff", "stroke-width": 1.2 })],
  hand: (ink) => [svg("rect", { x: 1.5, y: 6, width: 9, height: 9, rx: 2, fill: ink }),
    svg("rect", { x: 8, y: 3, width: 9, height: 9, rx: 2, fill: ink, stroke: "#fff", "stroke-width": 1.2 }),
    svg("path", { d: "M12.5 16V20M10.5 18H14.5", stroke: ink, "stroke-width": 1.8 })],
};
export const ICON_NAMES = { pioneer: "Pioneer", explore: "Explore", settle: "Settle", recruit: "Recruit", research: "Research",
  raid: "Raid", trade: "Trade", food: "Food", wood: "Wood", iron: "Iron", gold: "Gold", harvest: "Harvest",
  advisor: "Advisor", ship: "Ship", fish: "Fish" };
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
export function icon(name, x, y, size, ink = SETTLERS_INK, bg = "#fff") {
  const draw = ICON_PATHS[name] || ICON_PATHS[ACTION_ICON[name]];
  const scale = size / 20;
  const [left, top] = [(x - size / 2).toFixed(2), (y - size / 2).toFixed(2)];
  return svg("g", { transform: `translate(${left} ${top}) scale(${scale.toFixed(3)})`,
    class: `ds-icon ds-icon-${name}` }, draw ? draw(ink, bg) : svg("text", { x: 10, y: 14, "text-anchor": "middle",
    "font-size": 12, fill: ink }, name.slice(0, 2)));
}

// an inline icon for HTML text
export function glyph(name, size = 16, ink = SETTLERS_INK, title = ICON_NAMES[name] || name) {
  return svg("svg", { class: "ds-glyph", width: size, height: size, viewBox: `0 0 ${size} ${size}`, role: "img",
    "aria-label": title, "data-card": iconCard(name) }, icon(name, size / 2, size / 2, size, ink));
}

// a pointy-top hex centred at (x, y) as an SVG path (the hex toolkit's corners)
export const hexPoints = (x, y, size, squash = 1) => pathOf(corners(x, y, size, { squash }));

export function dieShape(x, y, size, colour) {
  return svg("rect", { x: x - size / 2, y: y - size / 2, width: size, height: size, rx: size * 0.22,
    fill: DIE[colour].fill, stroke: "#333", "stroke-width": 0.8 });
}

// ---- dice ----------------------------------------------------------------------------------------------------------
// one die as its own small SVG: colour, and the face's icon when it shows one
export function dieSvg(die, colour, face, size) {
  const d = DIE[colour];
  return svg("svg", { class: "ds-die-svg", width: size, height: size, viewBox: "0 0 40 40", role: "img",
    "aria-label": `${colour} die${face ? ` showing ${face}` : ""}` },
  svg("rect", { x: 1.5, y: 1.5, width: 37, height: 37, rx: 8, fill: d.fill, stroke: "rgba(0,0,0,.45)", "stroke-width": 2 }),
  face ? icon(face, 20, 20, 25, d.ink, d.fill) : null);
}
