// Western Sea, Advisors: the Advisors offered in the draft (click to take one), each seat's Advisor with its pink die
// conversions and ability, and the Diceoneer's "+1" and resource tokens. Card texts come from the module's data
// (GET /api/data/dice-settlers/advisors); Chief of Staff joins the technologies the tableau draws.
import { api, el } from "../../common.js";
import { printedText } from "./card_names.js";
import { TECHS } from "./data.js";
import { ICON_NAMES, glyph, seatColour } from "./look.js";
import { groupBy, ofKind } from "../../options.js";
import { pickable } from "./targets.js";

let CARDS = {};

export async function prepare() {
  const data = await api("GET", "/api/data/dice-settlers/advisors");
  CARDS = Object.fromEntries(data.advisors.map((card) => [card.id, card]));
  const chief = data.chief_of_staff;
  TECHS[chief.id] = { id: chief.id, name: "Chief of Staff", seals: [chief.seal], research_cost: chief.research_cost,
    resource_cost: chief.resource_cost, vp: chief.vp,
    effects: [{ kind: "advisor_face_cost", icons: chief.advisor_face_cost }] };
}

function conversions(card) {
  return Object.entries(card.conversions).map(([face, to]) => el("span", { class: "ds-adv-conv",
    title: `the pink die's ${ICON_NAMES[face]} face may be used as ${ICON_NAMES[to] || to}` },
  glyph(face, 14), "→", glyph(to, 14), face === "explore" && card.explore_bonus ? `+${card.explore_bonus}` : null));
}

function advisorCard(id, options, ui, owner) {
  const card = CARDS[id];
  if (!card) return el("div", { class: "ds-card" }, `#${id}`);
  return pickable("div", options, ui, { class: "ds-card ds-adv-card", "data-advisor": id, "data-card": card.name },
  el("div", { class: "ds-card-head" }, el("span", { class: "ds-card-name" }, card.name),
    owner === null ? null : el("span", { class: "ds-owner", style: `background:${seatColour(owner)}` }, "")),
  el("div", { class: "ds-card-cost" }, conversions(card)),
  el("div", { class: "ds-card-effect" }, glyph("advisor", 14), " ", printedText(card.text)));
}

export function panel(ctx) {
  const { view, ui } = ctx;
  const section = (view.modules || {}).advisors;
  if (!section) return null;
  const picks = groupBy(ofKind(ui.actions || [], "takeadvisor"), (a) => a.advisor);
  const parts = [];
  if (section.offer.length) {
    parts.push(el("small", {}, `Advisors offered to ${ui.seatName(view.draft_seat)}`),
      el("div", { class: "ds-cards" }, section.offer.map((id) => advisorCard(id, picks.get(id), ui, null))));
  }
  const held = section.advisor.map((id, seat) => [id, seat]).filter(([id]) => id);
  if (held.length) {
    parts.push(el("div", { class: "ds-cards" }, held.map(([id, seat]) =>
      el("div", {}, el("small", {}, ui.seatName(seat)), advisorCard(id, null, ui, seat)))));
  }
  if (view.diceoneer && (section.token || section.resources.length || section.gold)) {
    parts.push(el("div", { class: "ds-adv-tokens" },
      `Diceoneer: +1 token at ${section.token || "—"}; resource tokens at ${section.resources.join(", ") || "—"}; `
      + `Broker Gold for next round ${section.gold}`));
  }
  return el("div", { class: "ds-advisors" }, el("h4", {}, "Advisors"), parts);
}
