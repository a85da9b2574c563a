// The colours the boards draw with, in one place: each game's seat colours, terrain and resource colours, and die
// colours (fill, and the ink drawn on it). The page's own colours (paper, ink, targets, the recent-move mark) are CSS
// custom properties in app.css; these are the ones the renderers set on SVG and inline styles.

// ---- Catan and Land Ho! --------------------------------------------------------------------------------------------
export const CATAN_TERRAIN = { forest: "#2e7d32", hills: "#c0623b", pasture: "#9ccc65", fields: "#f2c744",
  mountains: "#90a4ae", desert: "#e8d8a8", sea: "#4fc3f7", "": "#455a64" };  // "": a face-down hex (Land Ho!)
export const CATAN_SEATS = ["#d32f2f", "#1565c0", "#ef6c00", "#6d4c41"];  // Catan, by seat
// Land Ho!, by colour: a seat's, or a neutral one in a 2-player game
export const LAND_HO_COLOURS = ["#1565c0", "#d32f2f", "#eeeeee", "#ef6c00"];
// the number tokens: 6 and 8 are hot
export const CATAN_TOKEN = { fill: "#fffbe6", edge: "#555", ink: "#222", hot: "#c62828" };
export const CATAN_SEA = { board: "#4fc3f7", open: "#0288d1", harbor: "#0277bd", harborText: "#01579b" };

// ---- Dice Settlers -------------------------------------------------------------------------------------------------
export const SETTLERS_SEATS = ["#c8372d", "#2a66c4", "#8a3fb0", "#262626"];
export const SETTLERS_TERRAIN = {
  plains: { fill: "#ecd77c", edge: "#b59a2c" }, forest: { fill: "#74ad5a", edge: "#3f7530" },
  mountains: { fill: "#aeb4bb", edge: "#6c737b" }, hills: { fill: "#c4915e", edge: "#86582c" },
  desert: { fill: "#f2b463", edge: "#c07a22" },
  shore: { fill: "#d9cfa6", edge: "#8f7f3c" }, sea: { fill: "#7fb3d9", edge: "#3d6f96" },  // Fish and Ships
};
export const SETTLERS_ANY_HEX = { fill: "#ffffff", edge: "#888888" };  // an Enclosure's "?" or "=" hex
export const SETTLERS_DICE = {
  white: { fill: "#f8f6ef", ink: "#2b2b2b" }, yellow: { fill: "#f3c93b", ink: "#3a2d00" },
  green: { fill: "#4c9a3c", ink: "#ffffff" }, grey: { fill: "#7c838b", ink: "#ffffff" },
  brown: { fill: "#7a4a26", ink: "#ffffff" }, orange: { fill: "#ee8a1f", ink: "#2e1700" },
  pink: { fill: "#e889b8", ink: "#3b0a24" },
  blue: { fill: "#2f6fb5", ink: "#ffffff" }, treasure: { fill: "#1f1f1f", ink: "#f2c94c" },
};
export const SETTLERS_RESOURCES = { food: "#c98a1b", wood: "#4f7d2f", iron: "#5d6670", gold: "#d4a514",
  fish: "#2f6fb5" };
export const SETTLERS_INK = "#2b2b2b";  // icons and text on a light ground
export const SETTLERS_VP = "#c28a00";  // the VP star

// ---- Dice City -----------------------------------------------------------------------------------------------------
export const CITY_DICE = { white: { fill: "#f4f4f4", ink: "#222" }, yellow: { fill: "#f2c933", ink: "#222" },
  red: { fill: "#c8372d", ink: "#fff" }, blue: { fill: "#2f6fc0", ink: "#fff" }, black: { fill: "#222", ink: "#fff" } };

// the entries of a colour table with these names, in this order (a legend shows only a game's own terrains)
export const only = (colours, ...names) => Object.fromEntries(names.map((name) => [name, colours[name]]));
