// Card texts on the game page (issue 41): any element with `data-card="<card name>"` -- on the board, in the options,
// the log or a panel -- shows that card's name, kind, text and details. The cards come once per page from
// `GET /api/games/{id}/cards` (the same texts as the terminal's `card NAME`). Game scripts only put `data-card` on
// their elements; this module does the rest (docs/server.md, "Card texts"):
//   mouse:  hovering shows the card beside the element; a click on an element that does nothing else pins it.
//   touch:  a tap on an element that does nothing else shows the card, a second tap (or the close button, or a tap
//           elsewhere) hides it. An element that is also a board option keeps its tap for the option; a long press
//           (half a second) shows its card instead, and the tap that ends the press does not play the option.
// The "Cards in play" panel lists every card, searchable by name, kind or text.
import { api, el } from "./common.js";

const LONG_PRESS_MS = 500;
const HOVER_DELAY_MS = 250;
// What a tap already means something on: then the card is shown by a long press, never by the tap.
const CLICKABLE = "button, a[href], input, select, textarea, label, summary, [data-option], [role=button], " +
  "[class*='target']";

const cards = { byName: new Map(), list: [], marker: null };
const shown = { element: null, pinned: false, hoverTimer: null, pressTimer: null, press: null, longPressed: false,
  swallowClickUntil: 0 };
let panel = null;

export async function loadCards(gameId) {
  try {
    const reply = await api("GET", `/api/games/${encodeURIComponent(gameId)}/cards`);
    cards.list = reply.cards || [];
  } catch (error) {
    cards.list = [];
  }
  cards.byName = new Map();
  for (const card of cards.list) {
    const key = card.name.toLowerCase();
    cards.byName.set(key, [...(cards.byName.get(key) || []), card]);
  }
  const names = [...new Set(cards.list.map((card) => card.name))].sort((a, b) => b.length - a.length);
  cards.marker = names.length ? new RegExp(`(^|[^\\w-])(${names.map(escaped).join("|")})(?![\\w-])`, "g") : null;
  renderCardList();
  return cards.list;
}

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export const cardsNamed = (name) => cards.byName.get(String(name).toLowerCase()) || [];

// A log line or option text with every card name in it (as printed, capitals and all) marked with `data-card`.
export function withCardNames(text) {
  if (!cards.marker || !text) return [text];
  const parts = [];
  let last = 0;
  for (const found of text.matchAll(cards.marker)) {
    const start = found.index + found[1].length;
    parts.push(text.slice(last, start), el("span", { class: "card-name", "data-card": found[2] }, found[2]));
    last = start + found[2].length;
  }
  parts.push(text.slice(last));
  return parts.filter((part) => part !== "");
}

// ---- the card beside an element (or, on a phone, at the bottom of the screen) ------------------------------------
function cardPanel() {
  if (panel) return panel;
  panel = el("div", { id: "card-panel", class: "card-panel", role: "dialog", "aria-live": "polite", hidden: true });
  document.body.append(panel);
  return panel;
}

function show(element, pinned) {
  const found = cardsNamed(element.dataset.card);
  if (!found.length) return;
  const box = cardPanel();
  box.replaceChildren(
    el("button", { type: "button", class: "card-panel-close", "aria-label": "close", onclick: hide }, "×"),
    ...found.map((card) => el("div", { class: "card-panel-card" },
      el("div", { class: "card-panel-name" }, card.name, el("span", { class: "card-panel-kind" }, card.kind)),
      el("p", { class: "card-panel-text" }, card.text),
      card.details.length ? el("ul", { class: "card-panel-details" }, card.details.map((d) => el("li", {}, d))) : null)));
  box.hidden = false;
  box.dataset.card = element.dataset.card;
  shown.element = element;
  shown.pinned = pinned;
  box.classList.toggle("card-panel-pinned", Boolean(pinned));  // a hover panel lets clicks through (app.css)
  place(box, element);
}

function place(box, element) {
  box.style.left = box.style.top = "";
  if (matchMedia("(max-width: 600px)").matches) return;  // a sheet along the bottom of a phone's screen (app.css)
  const target = element.getBoundingClientRect();
  const own = box.getBoundingClientRect();
  const right = target.right + 8;
  const left = right + own.width <= innerWidth - 4 ? right : Math.max(4, target.left - own.width - 8);
  const top = Math.max(4, Math.min(target.top, innerHeight - own.height - 4));
  box.style.left = `${left}px`;
  box.style.top = `${top}px`;
}

function hide() {
  clearTimeout(shown.hoverTimer);
  if (panel) panel.hidden = true;
  shown.element = null;
  shown.pinned = false;
}

const cardElement = (node) => (node instanceof Element ? node.closest("[data-card]") : null);
const clickable = (node) => node instanceof Element && node.closest(CLICKABLE) !== null;

function listen() {
  document.addEventListener("pointerover", (event) => {
    if (event.pointerType !== "mouse") return;
    const element = cardElement(event.target);
    if (!element || element === shown.element || shown.pinned) return;
    clearTimeout(shown.hoverTimer);
    shown.hoverTimer = setTimeout(() => show(element, false), HOVER_DELAY_MS);
  });
  document.addEventListener("pointerout", (event) => {
    if (event.pointerType !== "mouse") return;
    const element = cardElement(event.target);
    if (!element || (event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) return;
    clearTimeout(shown.hoverTimer);
    if (element === shown.element && !shown.pinned) hide();
  });
  document.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "mouse") return;
    const element = cardElement(event.target);
    clearTimeout(shown.pressTimer);
    if (!element) return;
    shown.press = { x: event.clientX, y: event.clientY };
    shown.pressTimer = setTimeout(() => {
      show(element, true);
      shown.longPressed = true;
    }, LONG_PRESS_MS);
  });
  // The click that a long press's lifting finger makes (right after pointerup) plays nothing; later taps do.
  document.addEventListener("pointerup", () => {
    clearTimeout(shown.pressTimer);
    if (shown.longPressed) shown.swallowClickUntil = Date.now() + 250;
    shown.longPressed = false;
  });
  document.addEventListener("pointercancel", () => {
    clearTimeout(shown.pressTimer);
    shown.longPressed = false;
  });
  document.addEventListener("pointermove", (event) => {
    if (shown.press && Math.hypot(event.clientX - shown.press.x, event.clientY - shown.press.y) > 10) {
      clearTimeout(shown.pressTimer);
    }
  });
  document.addEventListener("contextmenu", (event) => {
    if (cardElement(event.target) && (shown.longPressed || Date.now() < shown.swallowClickUntil)) event.preventDefault();
  });
  document.addEventListener("click", (event) => {
    if (Date.now() < shown.swallowClickUntil) {
      shown.swallowClickUntil = 0;
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (panel && panel.contains(event.target)) return;
    const element = cardElement(event.target);
    if (element && !clickable(event.target)) {
      if (element === shown.element && shown.pinned) hide();
      else show(element, true);
      return;
    }
    if (shown.pinned) hide();  // a tap elsewhere (an option too, which goes on to play) closes it
  }, true);
  document.addEventListener("keydown", (event) => { if (event.key === "Escape") hide(); });
}

// ---- every card in play, searchable ----------------------------------------------------------------------------------
function renderCardList() {
  const section = document.getElementById("cards-card");
  if (!section) return;
  section.hidden = !cards.list.length;
  const search = document.getElementById("card-search");
  const list = document.getElementById("card-list");
  const entries = cards.list.map((card) => el("li", { class: "card-entry", "data-name": card.name },
    el("div", { class: "card-panel-name" }, card.name, el("span", { class: "card-panel-kind" }, card.kind)),
    el("p", { class: "card-panel-text" }, card.text),
    card.details.length ? el("ul", { class: "card-panel-details" }, card.details.map((d) => el("li", {}, d))) : null));
  list.replaceChildren(...entries);
  const filter = () => {
    const words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
    cards.list.forEach((card, index) => {
      const haystack = `${card.name} ${card.kind} ${card.text} ${card.details.join(" ")}`.toLowerCase();
      entries[index].hidden = !words.every((word) => haystack.includes(word));
    });
  };
  search.oninput = filter;
  filter();
}

listen();
