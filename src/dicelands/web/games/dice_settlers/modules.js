// The Western Sea modules' parts of the board, one file each (dice_settlers/<module>.js exporting `prepare()` and
// `panel(ctx)`); a module draws only when the game has it in play (`view.options.modules`).
import * as advisors from "./advisors.js";
import * as enclosures from "./enclosures.js";
import * as envoys from "./envoys.js";
import * as fishAndShips from "./fish_and_ships.js";

const MODULES = { advisors, enclosures, envoys, "fish-and-ships": fishAndShips };

const inPlay = (view) => (view.options.modules || "").split(",").filter((name) => name in MODULES);

export async function prepareModules() {
  await Promise.all(Object.values(MODULES).map((module) => module.prepare()));
}

export function modulePanels(ctx) {
  return inPlay(ctx.view).map((name) => MODULES[name].panel(ctx));
}

// What the modules in play lay on the map: hexes of their own ({cell, draw(x, y, size, options)}, e.g. face-down Sea
// tiles) and marks on top of the tiles ({cell, draw(x, y, size)}, e.g. Ships); a module without them exports neither.
export function moduleMapHexes(ctx) {
  return inPlay(ctx.view).flatMap((name) => (MODULES[name].mapHexes ? MODULES[name].mapHexes(ctx) : []));
}

export function moduleMapMarks(ctx) {
  return inPlay(ctx.view).flatMap((name) => (MODULES[name].mapMarks ? MODULES[name].mapMarks(ctx) : []));
}
