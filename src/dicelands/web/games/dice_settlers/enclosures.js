// The Enclosures module (Western Sea): the Enclosure deck and discard pile as counts, each seat's revealed
// Enclosures (their pattern drawn as small hexes, with VP), and the viewer's own hand, which only its owner's view
// holds (the others' hands arrive as {hidden: n}). A card offers the options that name it (`card`: reveal, discard);
// the Settle step's "enclosures draw" is a button. Card pictures come from the module's data file.
import { api, el, svg } from "../../common.js";
import { corners, hexLayout, parseCell, pathOf } from "../../hex.js";
import { ofKind } from "../../options.js";
import { SETTLERS_ANY_HEX, SETTLERS_TERRAIN } from "../../palette.js";
import { TERRAIN, hexPoints, seatColour } from "./look.js";
import { pickable } from "./targets.js";

export let CARDS = {};

export async function prepare() {
  try {
    const data = await api("GET", "/api/data/dice-settlers/enclosures");
    CARDS = Object.fromEntries(data.cards.map((card) => [card.id, card]));
  } catch (error) {
    CARDS = {};  // a server without the module: cards are shown by name
  }
}

const EXTRA = { shore: SETTLERS_TERRAIN.shore, any: SETTLERS_ANY_HEX };

function hexLook(spec) {
  if (spec === "?" || spec === "=") return EXTRA.any;
  return TERRAIN[spec] || EXTRA[spec] || EXTRA.any;
}

// one hex of a card: a terrain, a split hex (two halves), "?" or "="
function cardHex(x, y, size, spec) {
  const parts = spec.split("/");
  const look = hexLook(parts[0]);
  const out = [svg("path", { d: hexPoints(x, y, size), fill: look.fill, stroke: look.edge, "stroke-width": 1 })];
  if (parts.length === 2) {
    const other = hexLook(parts[1]);
    const [upperRight, lowerRight, bottom, , , top] = corners(x, y, size);  // the east half
    out.push(svg("path", { d: pathOf([top, upperRight, lowerRight, bottom], null), fill: other.fill, stroke: other.edge,
      "stroke-width": 0.6 }));
  }
  if (spec === "?" || spec === "=") out.push(svg("text", { x, y: y + 4, class: "ds-enc-mark" }, spec));
  return out;
}

function cardPicture(card) {
  const size = 11;
  const { centre } = hexLayout(size);
  const points = Object.entries(card.hexes).map(([cell, spec]) => [...centre(parseCell(cell)), spec]);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [x0, y0] = [Math.min(...xs) - size, Math.min(...ys) - size];
  const [w, h] = [Math.max(...xs) - x0 + size, Math.max(...ys) - y0 + size];
  return svg("svg", { width: Math.round(w), height: Math.round(h), viewBox: `${x0} ${y0} ${w} ${h}` },
    points.map(([x, y, spec]) => cardHex(x, y, size, spec)));
}

function cardView(id, options, ui, note) {
  const card = CARDS[id];
  return pickable("div", options, ui, { class: "ds-enc-card", "data-enclosure": id,
    "data-card": card ? `Enclosure #${card.number}` : null },
    card ? cardPicture(card) : null, el("small", {}, card ? `#${card.number} · ${card.vp} VP` : "Enclosure"),
    note ? el("small", {}, note) : null);
}

export function enclosurePanel(ctx) {
  const { view, ui, mine, botSeat } = ctx;
  const section = view.modules && view.modules.enclosures;
  if (!section) return null;
  const size = (zone) => (Array.isArray(zone) ? zone.length : zone.hidden);
  const byCard = new Map();
  for (const action of ofKind(ui.actions || [], "reveal", "encdiscard")) {
    byCard.set(action.card, [...(byCard.get(action.card) || []), action]);
  }
  const draw = ofKind(ui.actions || [], "encdraw");
  const pile = section.discards.reduce((n, zone) => n + size(zone), 0);
  const seats = section.hands.map((hand, seat) => {
    if (seat === botSeat) return null;
    const own = seat === mine && Array.isArray(hand);
    return el("div", { class: "ds-enc-seat", "data-seat": seat },
      el("span", { class: "ds-swatch", style: `background:${seatColour(seat)}` }),
      el("small", {}, ui.seatName(seat)),
      el("div", { class: "ds-enc-cards" }, section.revealed[seat].map((id) => cardView(id, null, ui, "revealed"))),
      own ? el("div", { class: "ds-enc-cards ds-enc-hand" },
        hand.map((id) => cardView(id, byCard.get(id), ui, "in your hand")))
        : el("small", {}, `${size(hand)} in hand (hidden)`));
  });
  return el("div", { class: "ds-tableau ds-enclosures" },
    el("h4", {}, "Enclosures"),
    el("small", {}, `deck ${size(section.deck)} · discard pile ${pile}`),
    draw.length ? pickable("div", draw, ui, { class: "ds-enc-draw", title: "spend 1 Settle icon: draw 2, discard 1" },
      "draw Enclosure cards") : null,
    seats);
}

export { enclosurePanel as panel };  // what dice_settlers/modules.js draws when Enclosures are in play
