// The names of Dice Settlers' cards (the game's `cards`, in players' words: games/dice_settlers/card_texts.py) for
// the board's elements. An element with data-card="<card name>" shows that card's text on hover or tap (common.js);
// these names follow the server's: a tile as the map names it, a technology by its printed name, a die by colour.
import { TECHS, TILES } from "./data.js";

const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);

export const tileCard = (tileId) => TILES[tileId] ? `${capital(TILES[tileId].terrain || "sea")} ${TILES[tileId].number}` : null;

// a name or text of the data as printed: without the marks the data keeps for its own bookkeeping (card_words.printed)
export const printedText = (text) => text.replace(/\s*\((?:placeholder|project default[^)]*)\)\s*/gi, " ").trim();

export const techName = (tech) => printedText(TECHS[tech].name);

export const dieCard = (colour) => `${capital(colour)} die`;

// icons and pieces that have a card: every icon, the actions without an icon, the tent and the house
const ICON_CARDS = { vp: "VP", harvest: "Harvest", govern: "Govern", tent: "Tent", house: "House" };
const ICONS = ["pioneer", "explore", "settle", "recruit", "research", "raid", "trade", "food", "wood", "iron", "gold",
  "ship", "fish", "advisor"];

export const iconCard = (icon) => ICON_CARDS[icon] || (ICONS.includes(icon) ? capital(icon) : null);
