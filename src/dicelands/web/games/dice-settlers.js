// Dice Settlers' board, drawn from the view (the position minus the generator): the hex map of placed tiles (terrain,
// number, VP stars and other features, tents per player, houses, controller), empty candidate hexes while a tile is
// being placed, each seat's panel (supplies, resources, VP, technologies, actions taken, dice: bag / active / spent;
// the Diceoneer's Action Hex and queue), the round bar (phase, first player, VP supply, map stack, dice supply), the
// offered / drawn tiles and the technology tableau with owners. A click on a tile, a die, a card, a resource or an
// action offers the legal options about it, chosen by their fields (dice_settlers/targets.js); the shell's option
// list stays available for everything. The parts live in dice_settlers/: look (colours, icons), map, panels, cards,
// targets (which options a click means), steps (what the view says a seat is doing), data (printed components).
import { el, svg } from "../common.js";
import { SETTLERS_VP } from "../palette.js";
import { dieCard, offeredTiles, tableauPanel } from "./dice_settlers/cards.js";
import { PHASES, dieSvg, glyph, hexPoints, seatColour } from "./dice_settlers/look.js";
import { mapPanel } from "./dice_settlers/map.js";
import { botPanel, playerPanel } from "./dice_settlers/panels.js";
import { modulePanels, prepareModules } from "./dice_settlers/modules.js";
import { indexOptions, pickable } from "./dice_settlers/targets.js";
import { prepare as prepareBase } from "./dice_settlers/data.js";

export async function prepare() {
  await prepareBase();
  await prepareModules();
}

// ---- the whole board -----------------------------------------------------------------------------------------------
export function render(root, snapshot, ui) {
  const view = snapshot.view;
  const seats = view.players.length;
  const botSeat = view.diceoneer ? view.diceoneer.seat : -1;
  const mine = ui.seat !== null && ui.seat < seats && ui.seat !== botSeat ? ui.seat : null;
  const index = indexOptions(ui.actions || [], mine, view);
  const ctx = { view, snapshot, ui, seats, botSeat, mine, index };
  const order = [...Array(seats).keys()].sort((a, b) => (b === mine) - (a === mine));
  root.replaceChildren(el("div", { class: "ds-board", "data-round": view.round, "data-phase": view.phase },
    roundBar(ctx), controls(ctx),
    el("div", { class: "ds-main" },
      el("div", { class: "ds-map-area" }, mapPanel(ctx), offeredTiles(ctx), modulePanels(ctx), tableauPanel(ctx)),
      el("div", { class: "ds-players" },
        order.map((seat) => seat === botSeat ? botPanel(ctx, seat) : playerPanel(ctx, seat))))));
}

// the shell's banner: round, phase and turn as this board counts them
export function banner(snapshot) {
  const view = snapshot.view;
  if (view.phase === "over") return "";
  const turn = view.phase === "action" ? ` · turn ${Math.min(view.turn + 1, 2 * view.players.length)} of ${2 * view.players.length}` : "";
  return `Round ${view.round} · ${PHASES[view.phase] || view.phase}${turn}`;
}

// ---- the decisions that are no hex, die or card: done, pass, enough paid, join or not... -----------------------------
// the engine marks them: `"control": true` in the option's JSON (engine/actions.py), whatever their kind
function controls(ctx) {
  const options = (ctx.ui.actions || []).filter((action) => action.control);
  if (!options.length || ctx.mine === null) return null;
  return el("div", { class: "ds-controls" }, options.map((option) => el("button", {
    type: "button", class: "ds-target ds-board-control", "data-option": option.notation, title: option.notation,
    onclick: (event) => ctx.ui.choose([option], event) }, option.text || option.notation)));
}

// ---- round bar -----------------------------------------------------------------------------------------------------
function roundBar(ctx) {
  const { view, ui, seats, index } = ctx;
  const supply = Object.entries(view.dice.supply).filter(([colour, n]) => colour !== "white" || n)
    .map(([colour, n]) => pickable("span", index.colour.get(colour), ui,
      { class: "ds-supply-die", "data-colour": colour, "data-card": dieCard(colour), title: `${n} ${colour} dice in the supply` },
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
      glyph("vp", 16, SETTLERS_VP), ` VP supply ${view.vp.supply}${reserve}`),
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
