// Each seat's panel: supplies, resources, actions taken, what it is doing, its dice (bag / active / spent) and
// technologies; the Diceoneer's panel with its Action Hex and queue.
import { el, svg } from "../../common.js";
import { corners, pointsAttr } from "../../hex.js";
import { SETTLERS_INK, SETTLERS_VP } from "../../palette.js";
import { dieCard, iconCard, techName } from "./card_names.js";
import { SETUP, TECHS, TILES } from "./data.js";
import { ACTIONS, DIE, HEX_SIDES, ICON_NAMES, RESOURCES, RESOURCE_COLOUR, byDie, colourOf, dieSvg, glyph, icon,
  seatColour } from "./look.js";
import { dieMarks, taking } from "./steps.js";
import { clickable, dieOptions, listed, pickable } from "./targets.js";

function dieButton(ctx, die, face, options, { size = 40, mark = "" } = {}) {
  const colour = colourOf(die);
  const onclick = clickable(options, ctx.ui);
  const title = `${colour} die${face ? `: ${ICON_NAMES[face] || face}` : ""}${mark ? ` — ${mark}` : ""}` +
    `${onclick ? `\n${listed(options)}` : ""}`;
  return el("button", {
    type: "button", class: `ds-die${onclick ? " ds-target" : ""}${mark ? " ds-marked" : ""}`, "data-die": die,
    "data-card": dieCard(colour),
    "data-face": face || null, disabled: !onclick, onclick, title,
  }, dieSvg(die, colour, face, size), mark ? el("span", { class: "ds-die-id" }, mark) : null);
}

function bagCounts(bag) {
  const counts = {};
  for (const die of bag) counts[colourOf(die)] = (counts[colourOf(die)] || 0) + 1;
  return Object.keys(DIE).filter((c) => counts[c]).map((colour) =>
    el("span", { class: "ds-bag-die", title: `${counts[colour]} ${colour} in the bag`, "data-card": dieCard(colour) },
      dieSvg(null, colour, null, 16), `×${counts[colour]}`));
}

// ---- one player's panel --------------------------------------------------------------------------------------------
function handSize(view, seat, player) {
  let size = SETUP.tracker_start.value;
  for (const entry of view.map) {
    if (entry.tents[seat] > 0 || entry.house === seat) size += TILES[entry.tile].tracker_bonus || 0;
  }
  for (const tech of player.technologies) {
    for (const effect of TECHS[tech].effects || []) if (effect.kind === "tracker_bonus") size += effect.amount;
  }
  return Math.min(size, SETUP.hand_size_cap.value);
}

function panelHead(ctx, seat, extra) {
  const { view, snapshot, ui, mine, index } = ctx;
  const score = snapshot.scores ? snapshot.scores[seat] : null;
  const targets = index.seat.get(seat);
  const onclick = clickable(targets, ui);
  const moving = snapshot.to_move.includes(seat);
  return el("div", { class: "ds-panel-head" },
    el("span", { class: "ds-swatch", style: `background:${seatColour(seat)}` }),
    el("strong", {}, ui.seatName(seat)), extra,
    seat === mine ? el("span", { class: "ds-you" }, "you") : null,
    seat === view.first ? el("span", { class: "ds-badge", title: "first player this round" }, "1st") : null,
    moving ? el("span", { class: "ds-badge ds-moving", title: snapshot.prompts[seat] || "" }, "to move") : null,
    onclick ? el("button", { type: "button", class: "ds-target-seat ds-target", onclick, title: listed(targets) },
      "raid these tents") : null,
    score ? el("span", { class: "ds-score", title: Object.entries(score).map(([k, v]) => `${k} ${v}`).join(", ") },
      `${score.total} pts`) : null);
}

function chip(title, ...children) {
  return el("span", { class: "ds-chip", title }, ...children);
}

export function playerPanel(ctx, seat) {
  const { view, ui, mine, index } = ctx;
  const p = view.players[seat];
  const isMine = seat === mine;
  const supplies = el("div", { class: "ds-supplies" },
    pickable("span", isMine ? index.tents : null, ui, { class: "ds-chip", "data-card": "Tent",
      title: `${p.tents.personal} tents in the personal supply, ${p.tents.general} in the general supply` },
    glyph("tent", 16, seatColour(seat)), ` ${p.tents.personal} `, el("small", {}, `(+${p.tents.general})`)),
    chip(`${p.houses} houses left to build`, glyph("house", 16, seatColour(seat)), ` ${p.houses}`),
    chip("VP tokens", glyph("vp", 16, SETTLERS_VP), ` ${p.vp}`),
    chip("hand size: dice drawn each round (tracker)", `hand ${handSize(view, seat, p)}`));
  const resources = el("div", { class: "ds-resources" }, RESOURCES.map((r) =>
    pickable("span", isMine ? index.resource.get(r) : null, ui,
      { class: "ds-chip ds-resource", "data-resource": r, "data-card": iconCard(r) },
      glyph(r, 16, RESOURCE_COLOUR[r]), ` ${p.resources[r] || 0}`)));
  return el("section", { class: `ds-panel${isMine ? " ds-mine" : ""}`, "data-seat": seat },
    panelHead(ctx, seat, null), supplies, resources, actionStrip(ctx, seat, p), stepLine(ctx, seat, p),
    dicePools(ctx, seat, p), techLine(p));
}

function actionStrip(ctx, seat, p) {
  const { ui, mine, index } = ctx;
  return el("div", { class: "ds-actions", "aria-label": "actions this round" }, ACTIONS.map((action) => {
    const taken = p.taken.includes(action);
    const current = taking(ctx.view, seat).action === action;
    const classes = `ds-action${taken ? " ds-taken" : ""}${current ? " ds-current" : ""}`;
    return pickable("span", seat === mine ? index.action.get(action) : null, ui,
      { class: classes, "data-action": action, "data-card": iconCard(action),
        title: taken ? "taken this round" : null },
      glyph(action, 15, taken ? "#999" : SETTLERS_INK), el("span", {}, ICON_NAMES[action]));
  }));
}

// what the seat is doing: the game's prompt while it decides, the action it is taking, what it paid, how many left
function stepLine(ctx, seat, p) {
  const { snapshot, view } = ctx;
  const deciding = snapshot.to_move.includes(seat);
  const parts = [el("span", {}, deciding ? snapshot.prompts[seat] || "deciding" : "waiting")];
  const { action, paid, left } = taking(view, seat);
  if (action) {
    parts.push(el("span", {}, ` · ${action}`));
    if (paid.length) parts.push(el("span", { class: "ds-paid" }, " paid ", paid.map((i) => glyph(i, 14))));
  }
  if (left > 0) parts.push(el("span", {}, ` · ${left} left`));
  parts.push(el("span", { class: "muted" }, ` · turns used ${p.slots}/${SETUP.actions_per_round.value}`));
  return el("div", { class: "ds-step" }, parts);
}

function dicePools(ctx, seat, p) {
  const isMine = seat === ctx.mine;
  const marks = dieMarks(ctx.view, seat);
  const activeOptions = (die) => isMine && marks[die] !== "to reroll"
    ? dieOptions(ctx.index, die, p.active, p.active[die]) : [];
  const active = Object.keys(p.active).sort(byDie).map((die) =>
    dieButton(ctx, die, p.active[die], activeOptions(die), { size: isMine ? 42 : 30, mark: marks[die] || "" }));
  const spentPool = Object.fromEntries(p.spent.map((die) => [die, null]));
  const spent = [...p.spent].sort(byDie).map((die) => {
    const options = isMine ? dieOptions(ctx.index, die, spentPool) : [];
    return options.length ? dieButton(ctx, die, null, options, { size: 24 })
      : smallDie(die, `${colourOf(die)} die, spent`);
  });
  return el("div", { class: "ds-dice" },
    el("div", { class: "ds-pool" }, el("small", {}, `bag ${p.bag.length}`), el("span", { class: "ds-bag" }, bagCounts(p.bag))),
    el("div", { class: "ds-pool ds-active", "aria-label": "active dice" }, el("small", {}, "active"),
      active.length ? active : el("span", { class: "muted" }, "—")),
    el("div", { class: "ds-pool ds-spent" }, el("small", {}, `spent ${p.spent.length}`), spent));
}

function smallDie(die, title, size = 20) {
  return el("span", { class: "ds-spent-die", title, "data-die": die, "data-card": dieCard(colourOf(die)) },
    dieSvg(die, colourOf(die), null, size));
}

function techLine(p) {
  if (!p.technologies.length) return el("div", { class: "ds-techs muted" }, "no technologies yet");
  return el("div", { class: "ds-techs" }, p.technologies.map((tech) =>
    el("span", { class: "ds-tech-chip", "data-card": techName(tech) }, techName(tech))));
}

// ---- the Diceoneer -------------------------------------------------------------------------------------------------
export function botPanel(ctx, seat) {
  const { view } = ctx;
  const p = view.players[seat];
  const bot = view.diceoneer;
  const supplies = el("div", { class: "ds-supplies" },
    chip("the Diceoneer takes its tents from the general supply",
      glyph("tent", 16, seatColour(seat)), ` ${p.tents.general} `, el("small", {}, "general")),
    chip(`${p.houses} houses left to build`, glyph("house", 16, seatColour(seat)), ` ${p.houses}`),
    chip("VP tokens", glyph("vp", 16, SETTLERS_VP), ` ${p.vp}`));
  return el("section", { class: "ds-panel ds-bot", "data-seat": seat },
    panelHead(ctx, seat, el("small", { class: "muted" }, "the solo opponent")), supplies,
    actionHex(bot),
    el("div", { class: "ds-pool" }, el("small", {}, `queue ${bot.queue.length}`),
      el("span", { class: "ds-queue" }, bot.queue.map((die) => smallDie(die, `${colourOf(die)} die: rolled next`, 18)))),
    techLine(p));
}

// the Action Hex: six sides (1 Explore … 6 Trade), the dice beside each, the last d6 in the middle
function actionHex(bot) {
  const R = 44;
  const sides = HEX_SIDES.map((name, i) => {
    const angle = (Math.PI / 180) * (-90 + 60 * i);  // side i + 1 faces this way (a flat-topped hex)
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const dice = Object.entries(bot.sides[name] || {});
    const diceNodes = dice.map(([die, face], k) => {
      const offset = (k - (dice.length - 1) / 2) * 21;
      const [px, py] = [cos * (R + 17) - sin * offset, sin * (R + 17) + cos * offset];
      const d = DIE[colourOf(die)];
      return svg("g", { class: "ds-bot-die", "data-die": die, "data-card": dieCard(colourOf(die)) },
        svg("title", {}, `${ICON_NAMES[face] || face}`),
        svg("rect", { x: px - 9.5, y: py - 9.5, width: 19, height: 19, rx: 4, fill: d.fill, stroke: "rgba(0,0,0,.5)" }),
        icon(face, px, py, 13, d.ink, d.fill));
    });
    return svg("g", { class: `ds-bot-side${bot.last_roll === i + 1 ? " ds-rolled" : ""}`, "data-side": name },
      svg("title", {}, `side ${i + 1}: ${ICON_NAMES[name]} — ${dice.length} dice`),
      icon(name, cos * R * 0.52, sin * R * 0.52, 14, SETTLERS_INK),
      svg("text", { x: cos * R * 0.78, y: sin * R * 0.78, class: "ds-side-no" }, String(i + 1)),
      diceNodes);
  });
  const box = R + 30;
  return el("div", { class: "ds-hex-box" }, svg("svg", {
    class: "ds-action-hex", viewBox: `${-box} ${-box} ${2 * box} ${2 * box}`,
    width: 2 * box * 1.35, height: 2 * box * 1.35, role: "img", "aria-label": "the Diceoneer's Action Hex" },
  svg("polygon", { points: pointsAttr(corners(0, 0, R, { flat: true })), class: "ds-action-hex-shape" }), sides,
  bot.last_roll ? svg("g", { class: "ds-d6" }, svg("title", {}, `its last d6: ${bot.last_roll}`),
    svg("rect", { x: -10, y: -10, width: 20, height: 20, rx: 4 }), svg("text", { x: 0, y: 0 }, String(bot.last_roll))) : null),
  el("small", { class: "muted" }, "Action Hex: dice beside each side; the d6 picks a side"));
}
