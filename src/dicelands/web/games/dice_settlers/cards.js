// Cards beside the map: starting tiles offered or kept, tiles drawn from the map stack, the technology tableau.
import { el, svg } from "../../common.js";
import { hexLayout } from "../../hex.js";
import { ofKind } from "../../options.js";
import { SETTLERS_VP } from "../../palette.js";
import { dieCard, techName, tileCard as tileCardName } from "./card_names.js";
import { TECHS, TILES } from "./data.js";
import { RESOURCE_COLOUR, TERRAIN, glyph, hexPoints, icon, seatColour } from "./look.js";
import { feature } from "./map.js";
import { drawnTiles } from "./steps.js";
import { pickable } from "./targets.js";

// ---- offered and drawn tiles ---------------------------------------------------------------------------------------
export function offeredTiles(ctx) {
  const { view, ui, index } = ctx;
  const groups = [];
  if (view.phase === "draft" && view.draft.length) {
    groups.push([`Starting tiles offered to ${ui.seatName(view.draft_seat)}`, view.draft]);
  }
  const placed = new Set(view.map.map((entry) => entry.tile));
  const kept = view.kept.map((tile, seat) => [tile, seat]).filter(([tile]) => tile && !placed.has(tile));
  if (kept.length && view.phase !== "over") {
    groups.push(["Kept starting tiles", kept.map(([tile]) => tile), kept.map(([, seat]) => ui.seatName(seat))]);
  }
  const drawn = drawnTiles(view);
  if (drawn.length) groups.push(["Drawn from the map stack — choose one", drawn]);
  const put = ofKind(ui.actions, "put")[0];  // the put options carry the tile being placed
  if (put) groups.push(["Place this tile on a highlighted hex", [put.tile]]);
  if (!groups.length) return null;
  return el("div", { class: "ds-offers" }, groups.map(([title, tiles, captions]) => el("div", { class: "ds-offer" },
    el("small", {}, title),
    el("div", { class: "ds-offer-tiles" }, tiles.map((tile, i) =>
      tileCard(tile, index.tile.get(tile), ui, captions && captions[i]))))));
}

function tileCard(tileId, options, ui, caption) {
  const tile = TILES[tileId];
  const size = 46;
  const w = hexLayout(size).width;
  const terrain = TERRAIN[tile.terrain];
  return pickable("div", options, ui,
    { class: "ds-tile-card", "data-tile": tileId, "data-card": tileCardName(tileId) },
    svg("svg", { width: Math.round(w + 4), height: 2 * size + 4,
      viewBox: `${-w / 2 - 2} ${-size - 2} ${w + 4} ${2 * size + 4}` },
      svg("path", { d: hexPoints(0, 0, size), fill: terrain.fill, stroke: terrain.edge, "stroke-width": 1.5 }),
      svg("text", { x: 0, y: -25, class: "ds-tile-number" }, String(tile.number)),
      feature(tile, 0, -4),
      svg("text", { x: 0, y: 22, class: "ds-coord" }, tile.terrain || "sea")),
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
    case "advisor_face_cost": return `your pink die's Advisor face costs ${effect.icons} icon(s)`;
    default: return effect.kind;
  }
}

export function tableauPanel(ctx) {
  const { view, ui, index } = ctx;
  const cards = view.tableau.map((id) => {
    const tech = TECHS[id];
    const owners = [...view.players.keys()].filter((seat) => view.players[seat].technologies.includes(id));
    const cost = Object.entries(tech.resource_cost || {}).flatMap(([r, n]) => Array.from({ length: n }, () =>
      r === "any" ? el("span", { class: "ds-any", title: "any resource" }, "?") : glyph(r, 14, RESOURCE_COLOUR[r])));
    return pickable("div", index.tech.get(id), ui,
      { class: `ds-card${owners.length ? " ds-owned" : ""}`, "data-tech": id, "data-card": techName(id) },
      el("div", { class: "ds-card-head" }, el("span", { class: "ds-card-name" }, techName(id)),
        el("span", { class: "ds-card-vp", title: `${tech.vp} VP at the end` }, glyph("vp", 13, SETTLERS_VP), String(tech.vp))),
      el("div", { class: "ds-card-cost", title: `${tech.research_cost} Research icons${cost.length ? " and resources" : ""}` },
        Array.from({ length: tech.research_cost }, () => glyph("research", 14)),
        cost.length ? el("span", { class: "muted" }, " + ") : null, cost),
      el("div", { class: "ds-card-effect" }, (tech.effects || []).map(effectText).join("; ") || tech.note || "VP only"),
      el("div", { class: "ds-card-owners" }, owners.map((seat) => el("span", {
        class: "ds-owner", style: `background:${seatColour(seat)}`, title: `owned by ${ui.seatName(seat)}`,
      }, ui.seatName(seat).slice(0, 1).toUpperCase()))));
  });
  return el("div", { class: "ds-tableau" }, el("h4", {}, "Technologies"), el("div", { class: "ds-cards" }, cards));
}

export { dieCard, techName };
