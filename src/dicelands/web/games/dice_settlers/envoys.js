// The Envoys module (Western Sea) on the board: the Embassy holder, the face-up Envoys with the selection markers,
// the Envoy visiting this round (its shared icon and who has spent it), the deck, and each seat's hired Envoys with
// their points. A click on a card offers selecting or hiring it. Drawn only when the view has modules.envoys.
import { api, el } from "../../common.js";
import { TECHS } from "./data.js";
import { glyph, seatColour } from "./look.js";
import { pickable } from "./targets.js";

let ENVOYS = {};

export async function prepare() {
  const [cards, techs] = await Promise.all([api("GET", "/api/data/dice-settlers/western_sea/envoys/envoys"),
    api("GET", "/api/data/dice-settlers/western_sea/envoys/technologies")]);
  ENVOYS = Object.fromEntries(cards.envoys.map((card) => [`envoy-${card.number}`, card]));
  const corps = cards.diplomatic_corps;  // its effect lives with the Envoys (the tableau shows an effect's kind)
  for (const tech of techs.technologies) {
    TECHS[tech.id] = tech.id === corps.technology
      ? { ...tech, effects: [{ kind: `+${corps.vp_per_hired_envoy} VP per Envoy you hired` }] } : tech;
  }
}

function scoringText(card) {
  const s = card.scoring;
  const per = { tile: `${s.terrain} tile`, terrain_type: "terrain type", technology: "technology", house: "house" };
  return `${s.vp} VP per ${per[s.per]} with presence`;
}

function markers(ui, seats) {
  return (seats || []).map((seat) => el("span", { class: "ds-owner", style: `background:${seatColour(seat)}`,
    title: `${ui.seatName(seat)}'s marker` }, ui.seatName(seat).slice(0, 1).toUpperCase()));
}

function envoyCard(ctx, id, extra) {
  const { ui, options } = ctx;
  const card = ENVOYS[id] || { number: id, icons: [] };
  return pickable("div", options.get(id), ui, { class: "ds-card ds-envoy", "data-envoy": id,
    "data-card": `Envoy #${card.number}` },
    el("div", { class: "ds-card-head" }, el("span", { class: "ds-card-name" }, `Envoy #${card.number}`),
      card.icons.map((i) => glyph(i, 14))),
    el("div", { class: "ds-card-effect" }, card.scoring ? scoringText(card) : ""), extra);
}

export function envoysPanel(ctx) {
  const { view, ui, snapshot } = ctx;
  const envoys = view.modules && view.modules.envoys;
  const scores = snapshot.scores;
  if (!envoys) return null;
  const seats = view.players.length;
  const holder = (view.first + seats - 1) % seats;
  const options = new Map();
  for (const action of ui.actions || []) {
    if ((action.kind === "selectenvoy" || action.kind === "hire") && action.card) {
      options.set(action.card, [...(options.get(action.card) || []), action]);
    }
  }
  const local = { ...ctx, options };
  const display = envoys.display.map((id) => envoyCard(local, id, el("div", { class: "ds-card-owners" },
    markers(ui, envoys.markers[id]))));
  const spent = view.players.map((p, seat) => p.used.some((u) => u === "envoy" || u.startsWith("envoy:")) ? seat : -1)
    .filter((seat) => seat >= 0);
  const visiting = envoys.current ? envoyCard(local, envoys.current, el("div", { class: "ds-card-owners" },
    markers(ui, envoys.markers[envoys.current]), spent.length ? el("small", {}, " icon spent by ") : null,
    markers(ui, spent))) : el("span", { class: "muted" }, "no Envoy visiting");
  const hired = envoys.hired.map((cards, seat) => cards.length ? el("div", { class: "ds-hired" },
    markers(ui, [seat]), " hired ", cards.map((id) => el("span", { "data-card": `Envoy #${ENVOYS[id]?.number}` },
      ` #${ENVOYS[id]?.number}`)),
    scores ? ` (${scores[seat].envoys} VP)` : "") : null);
  return el("div", { class: "ds-envoys", "data-holder": holder },
    el("h4", {}, "Envoys ", el("small", {}, `Embassy: ${ui.seatName(holder)} · deck ${envoys.deck.length}`)),
    el("div", { class: "ds-cards" }, el("div", { class: "ds-visiting" }, el("small", {}, "visiting "), visiting),
      display), hired);
}

export { envoysPanel as panel };  // what dice_settlers/modules.js draws when Envoys are in play
