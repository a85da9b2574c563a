// The lobby: choose a game, its options and who sits where; create it; list open and recent games.
import { api, el } from "./common.js";

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
  game.options.forEach((spec, position) => {
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
    const row = el("label", { title: spec.help }, el("span", {}, spec.name.replaceAll("_", " ")), input,
      el("small", {}, spec.help));
    (position < MAIN_OPTIONS ? optionsBox : more).append(row);  // games declare their main options first
  });
  if (game.options.length > MAIN_OPTIONS) optionsBox.append(more);
}

function chosenOptions() {
  const options = {};
  for (const input of optionsBox.querySelectorAll("[name]")) {
    const kind = input.dataset.kind;
    options[input.name] = kind === "bool" ? input.checked : kind === "int" ? Number(input.value) : input.value;
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
      row.append(el("span", { class: "automaton" }, `${name} — ${currentGame().automata[name]}`));
    } else {
      const who = el("select", { name: `seat-${seat}`, "aria-label": `seat ${seat + 1} player` },
        el("option", { value: "human" }, "a person (join link)"),
        ...state.catalog.bots.map((bot) => el("option", { value: `bot:${bot}` }, `bot: ${bot}`)));
      who.value = previous[seat]?.who || (seat === 0 ? "human" : "bot:random");
      const name = el("input", { type: "text", placeholder: "name (optional)", maxlength: 40, class: "seat-name",
        value: previous[seat]?.name || "" });
      row.append(who, name);
    }
    seatsBox.append(row);
  }
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
  const links = document.getElementById("links");
  links.replaceChildren();
  for (const seat of created.seats.filter((s) => s.link)) {
    const url = new URL(seat.link, location.href).href;
    links.append(el("li", {}, `${seat.name} (seat ${seat.seat + 1}): `, el("a", { href: url, class: "join-link" }, url)));
  }
  const watch = new URL(created.spectate, location.href).href;
  links.append(el("li", {}, "Spectators: ", el("a", { href: watch, class: "spectate-link" }, watch)));
  document.getElementById("created").hidden = false;
  listGames();
}

async function listGames() {
  const { games } = await api("GET", "/api/games");
  const rows = games.map((g) => el("tr", {},
    el("td", {}, g.game),
    el("td", {}, g.seats.map((s) => s.name).join(", ")),
    el("td", {}, g.status === "over" ? "finished" : "in play"),
    el("td", {}, String(g.actions)),
    el("td", {}, el("a", { href: `/game/${g.id}` }, "watch"))));
  document.querySelector("#games-table tbody").replaceChildren(...rows);
}

start();
