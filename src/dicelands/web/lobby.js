// The lobby: choose a game, its expansions and options (in players' words) and who sits where (bots by strength,
// numbered when repeated);
// create it and play at once, or copy the links for friends; open and recent games with titles, times and results.
import { api, copyButton, el, keepCreated } from "./common.js";

// Option help is written in players' words by each game; this also drops any rulebook reference left in it
// ("(spec P2)", "(G10)", "§9.2") for an older server.
export function plain(text) {
  return String(text || "").replace(/\s*\((?:spec\s*)?(?:§\s*)?[A-Z]?\d+(?:\.\d+)?(?:\s+G\d+)?\)/g, "")
    .replace(/\s*\((?:spec\s*)?§\s*\d+(?:\.\d+)?(?:\s+G\d+)?\)/g, "").replace(/\s*\(G\d+\)/g, "").trim();
}

const label = (name) => name.replaceAll("_", " ").replace(/^no legal colored$/, "when no die fits");

// An expansion's one line: the first sentence of its summary (the whole summary shows on hover).
export const firstSentence = (text) => (String(text || "").match(/^.*?[.!?](?=\s|$)/) || [String(text || "")])[0];

// Seat names as the server gives them: a bot without a name is called by its strength, numbered when several share
// it ("strong 1", "strong 2"), so everyone can tell who offered a trade.
export function numbered(names) {
  const seen = {};
  return names.map((name) => {
    if (names.filter((other) => other === name).length < 2) return name;
    seen[name] = (seen[name] || 0) + 1;
    return `${name} ${seen[name]}`;
  });
}

function titleOf(gameId) {
  const game = state.catalog && state.catalog.games.find((g) => g.id === gameId);
  return game ? game.title : gameId;
}
const MAIN_OPTIONS = 3;
const state = { catalog: null, plan: null, planning: null, asked: 0 };
const gameSelect = document.getElementById("game-select");
const optionsBox = document.getElementById("options");
const seatsBox = document.getElementById("seats");
const errorBox = document.getElementById("create-error");

async function start() {
  state.catalog = await api("GET", "/api/catalog");
  for (const game of state.catalog.games) gameSelect.append(el("option", { value: game.id }, game.title));
  gameSelect.addEventListener("change", () => { renderOptions(); replan(); });
  document.getElementById("create-form").addEventListener("submit", create);
  renderOptions();
  await replan();
  await listGames();
  setInterval(listGames, 5000);
}

function currentGame() {
  return state.catalog.games.find((g) => g.id === gameSelect.value);
}

function renderOptions() {
  optionsBox.replaceChildren(el("legend", {}, "Options"));
  const game = currentGame();
  if (!game) return;
  const more = el("details", { class: "more-options" }, el("summary", {}, "More rule options"));
  const rules = game.options.filter((spec) => !(spec.name === "modules" && game.modules.length));
  rules.forEach((spec, position) => {
    let input;
    if (spec.kind === "bool") {
      input = el("input", { type: "checkbox", name: spec.name });
      input.checked = spec.default;
    } else if (spec.choices.length) {
      input = el("select", { name: spec.name }, ...spec.choices.map((c) => el("option", { value: c }, String(c))));
      input.value = spec.default;
    } else {
      input = el("input", { type: spec.kind === "int" ? "number" : "text", name: spec.name, value: spec.default });
      if (spec.minimum !== null) input.min = spec.minimum;
      if (spec.maximum !== null) input.max = spec.maximum;
    }
    input.dataset.kind = spec.kind;
    input.addEventListener("change", replan);
    const row = el("label", {}, el("span", {}, label(spec.name)), input, el("small", {}, plain(spec.help)));
    (position < MAIN_OPTIONS ? optionsBox : more).append(row);  // games declare their main options first
  });
  if (game.modules.length) optionsBox.append(expansions(game.modules));
  if (rules.length > MAIN_OPTIONS) optionsBox.append(more);
}

// The game's expansions, one checkbox each with a line saying what it adds.
function expansions(modules) {
  const box = el("fieldset", { class: "expansions", id: "expansions" }, el("legend", {}, "Expansions"));
  for (const module of modules) {
    const check = el("input", { type: "checkbox", value: module.name, "data-module": module.name });
    check.addEventListener("change", replan);
    box.append(el("label", { class: "expansion", title: module.summary }, check,
      el("span", {}, el("strong", {}, module.title), el("small", {}, firstSentence(module.summary)))));
  }
  return box;
}

function chosenOptions() {
  const options = {};
  for (const input of optionsBox.querySelectorAll("[name]")) {
    const kind = input.dataset.kind;
    options[input.name] = kind === "bool" ? input.checked : kind === "int" ? Number(input.value) : input.value;
  }
  if (currentGame().modules.length) {
    options.modules = [...optionsBox.querySelectorAll("[data-module]:checked")].map((box) => box.value).join(",");
  }
  return options;
}

// The seats follow the options (e.g. one player adds the rulebook opponent). Only the latest answer counts, and
// creating waits for it: options changed just before "Create game" (a typed number commits on blur) would otherwise
// send the old seats.
function replan() {
  state.planning = askPlan(++state.asked);
  return state.planning;
}

async function askPlan(asked) {
  errorBox.textContent = "";
  let plan;
  try {
    plan = await api("POST", "/api/plan", { game: gameSelect.value, options: chosenOptions() });
  } catch (error) {
    if (asked !== state.asked) return;
    errorBox.textContent = error.message;
    seatsBox.replaceChildren(el("legend", {}, "Seats"));
    return;
  }
  if (asked !== state.asked) return;
  state.plan = plan;
  renderSeats();
}

function renderSeats() {
  const previous = [...seatsBox.querySelectorAll(".seat")].map((row) =>
    ({ who: row.querySelector("select")?.value, name: row.querySelector(".seat-name")?.value }));
  seatsBox.replaceChildren(el("legend", {}, "Seats"));
  for (let seat = 0; seat < state.plan.seats; seat++) {
    const row = el("div", { class: "seat", "data-seat": seat }, el("span", { class: "seat-no" }, `Seat ${seat + 1}`));
    if (state.plan.automaton_seats.includes(seat)) {
      const name = state.plan.automaton_names[0];
      row.append(el("span", { class: "automaton" }, plain(currentGame().automata[name])));
    } else {
      const who = el("select", { name: `seat-${seat}`, "aria-label": `seat ${seat + 1} player` },
        el("option", { value: "human" }, seat === 0 ? "you" : "a friend (gets a link)"),
        ...state.catalog.strengths.map((strength) => el("option", { value: `bot:${strength.name}` },
          `bot — ${strength.name}`)));
      who.value = previous[seat]?.who || (seat === 0 ? "human" : "bot:strong");  // a strong opponent by default
      who.addEventListener("change", nameBots);
      const name = el("input", { type: "text", placeholder: "name (optional)", maxlength: 40, class: "seat-name",
        "aria-label": `seat ${seat + 1} name`, value: previous[seat]?.name || "" });
      name.addEventListener("input", nameBots);
      row.append(who, name);
    }
    seatsBox.append(row);
  }
  nameBots();
}

// Each unnamed bot's name field shows what the table will call it ("strong 1", "strong 2").
function nameBots() {
  const rows = [...seatsBox.querySelectorAll(".seat")].filter((row) => {
    const who = row.querySelector("select");
    return who && who.value.startsWith("bot:") && !row.querySelector(".seat-name").value.trim();
  });
  const names = numbered(rows.map((row) => row.querySelector("select").value.slice(4)));
  for (const row of seatsBox.querySelectorAll(".seat-name")) row.placeholder = "name (optional)";
  rows.forEach((row, n) => { row.querySelector(".seat-name").placeholder = names[n]; });
}

function chosenSeats() {
  return [...seatsBox.querySelectorAll(".seat")].map((row) => {
    const who = row.querySelector("select");
    if (!who) return { kind: "automaton" };
    const name = row.querySelector(".seat-name").value.trim() || undefined;
    return who.value === "human" ? { kind: "human", name } : { kind: "bot", bot: who.value.slice(4), name };
  });
}

async function create(event) {
  event.preventDefault();
  await state.planning;
  errorBox.textContent = "";
  let created;
  try {
    created = await api("POST", "/api/games", { game: gameSelect.value, options: chosenOptions(), seats: chosenSeats() });
  } catch (error) {
    errorBox.textContent = error.message;
    return;
  }
  const people = created.seats.filter((s) => s.link);
  keepCreated(created, location.href, people[0]?.seat);  // the creator key: re-invite a seat from the game page
  const links = document.getElementById("links");
  links.replaceChildren();
  if (people.length) {
    const first = new URL(people[0].link, location.href).href;
    links.append(el("li", { class: "play-now" }, el("a", { href: first, class: "button play-now-button" },
      `Play now as ${people[0].name}`)));
  }
  // Each link is an invitation: the first person to open it takes the seat (so open only your own).
  people.forEach((seat, n) => {
    const url = new URL(seat.link, location.href).href;
    links.append(el("li", {}, `${seat.name} (player ${seat.seat + 1}): `, copyButton(url),
      el("a", { href: url, class: "join-link" }, "link"),
      el("small", { class: "muted" }, n === 0 ? " — yours" : " — send it to them: whoever opens it first takes the seat")));
  });
  const watch = new URL(created.spectate, location.href).href;
  links.append(el("li", {}, "Spectators: ", copyButton(watch), el("a", { href: watch, class: "spectate-link" }, "link")));
  document.getElementById("created").hidden = false;
  listGames();
}

function when(seconds) {
  if (!seconds) return "";
  const date = new Date(seconds * 1000);
  const minutes = Math.round((Date.now() - date.getTime()) / 60000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.round(minutes / 60)} h ago`;
  return date.toLocaleDateString();
}

function outcome(g) {
  if (g.status !== "over" || !g.result) return `in play (${g.actions} moves)`;
  const winners = (g.result.winners || []).map((seat) => (g.seats[seat] ? g.seats[seat].name : `player ${seat + 1}`));
  const totals = (g.result.scores || []).map((score) => score.total).join(" : ");
  return winners.length ? `${winners.join(" and ")} won (${totals})` : `finished (${totals})`;
}

async function listGames() {
  const { games } = await api("GET", "/api/games");
  const rows = games.map((g) => el("tr", {},
    el("td", {}, titleOf(g.game)),
    el("td", {}, g.seats.map((s) => (s.claimed === false ? `${s.name} (seat open)` : s.name)).join(", ")),
    el("td", {}, outcome(g)),
    el("td", {}, when(g.updated || g.created)),
    el("td", {}, el("a", { href: `/game/${g.id}` }, g.status === "over" ? "see the end" : "watch"))));
  document.querySelector("#games-table tbody").replaceChildren(...rows);
}

start();
