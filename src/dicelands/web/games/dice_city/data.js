// Dice City's printed components, fetched once from the server's /api/data (the game's and its modules' YAML as
// JSON): location names by id (starting locations, supply, deck, By Royal Decree cards), the Queen's Plans and the
// trade board's two sides. What a card does comes from the game's card texts (ui.cardsNamed, the same text as the
// terminal's `card NAME`); these files only turn the view's ids into printed names.
import { api } from "../../common.js";

export const LOCATIONS = {};
export const PLANS = {};
export let SIDES = {};
export let PILES = { bandits: [], ships: [] };
export let PRINTED = {};  // row letter -> the printed starting locations of its 6 spaces

const optional = (name) => api("GET", `/api/data/dice-city/${name}`).catch(() => null);

export async function prepare() {
  if (Object.keys(LOCATIONS).length) return;
  const [board, base, piles, presence, trade, plans] = await Promise.all([api("GET", "/api/data/dice-city/board"),
    api("GET", "/api/data/dice-city/locations"), api("GET", "/api/data/dice-city/piles"),
    optional("presence-locations"), optional("trade-board"), optional("plans")]);
  PILES = piles;
  PRINTED = Object.fromEntries(board.rows.map((row) => [row.letter, row.layout]));
  for (const card of [...board.starting, ...base.locations, ...(presence?.locations || []), ...(trade?.locations || [])]) {
    LOCATIONS[card.id] = card;
    for (const alias of card.aliases || []) LOCATIONS[alias] = card;
  }
  for (const plan of plans?.plans || []) PLANS[plan.id] = plan;
  SIDES = Object.fromEntries((trade?.sides || []).map((side) => [side.side, side.locations]));
}

// "manor.2" (a face-down copy's number) and unknown ids still read as a name
export function locationName(id) {
  const card = LOCATIONS[String(id).split(".")[0]];
  return card ? card.name : String(id).replace(/\.\d+$/, "").replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}

export function costWords(cost) {
  const parts = ["wood", "stone", "iron"].filter((r) => cost && cost[r]).map((r) => `${cost[r]} ${r}`);
  return parts.length ? parts.join(" ") : "free";
}

// The names the game's cards give the piles (dice_city/cards.py): "Bandits (strength 3)", "Small Trade Ship"
export const banditName = (index) => `Bandits (strength ${PILES.bandits[index]?.strength})`;
export const shipName = (index) => `${PILES.ships[index]?.pile.replace(/^\w/, (c) => c.toUpperCase())} Trade Ship`;
export const shipPile = (index) => PILES.ships[index]?.pile;

// The card text the page has for a name (cards.js, from GET /api/games/{id}/cards), or "".
export function cardText(ui, name) {
  const found = ui.cardsNamed ? ui.cardsNamed(name) : [];
  return found && found.length ? found[0].text : "";
}
