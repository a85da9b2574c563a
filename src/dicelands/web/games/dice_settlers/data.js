// The game's printed components (tiles, technologies, set-up numbers), fetched once from the server.
import { api } from "../../common.js";

export let TILES = null;
export let TECHS = null;
export let SETUP = null;

export async function prepare() {
  const [tiles, techs, setup] = await Promise.all([api("GET", "/api/data/dice-settlers/tiles"),
    api("GET", "/api/data/dice-settlers/technologies"), api("GET", "/api/data/dice-settlers/setup")]);
  TILES = Object.fromEntries(tiles.tiles.map((tile) => [tile.id, tile]));
  TECHS = Object.fromEntries(techs.technologies.map((tech) => [tech.id, tech]));
  SETUP = setup;
}
