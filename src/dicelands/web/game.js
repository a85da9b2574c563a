// The game page shell, the same for every game: live snapshots over a WebSocket (reconnecting and catching up),
// the seat's options as buttons and as typed notation, undo, the log and the scores. The board itself is drawn by
// the game's renderer module, /static/games/<game id>.js, which maps clicks on the board to options: it gets them as
// `ui.actions` ({kind, notation, ...fields}, see options.js) and hands the ones a click means to `ui.choose`.
import { api, el } from "./common.js";

const gameId = decodeURIComponent(location.pathname.split("/").pop());
const credentials = new URLSearchParams(location.hash.slice(1));
const seat = credentials.has("seat") ? Number(credentials.get("seat")) : null;
const token = credentials.get("token");

const page = {
  snapshot: null, log: [], renderer: null, socket: null, retries: 0, fatal: null, sending: false,
};
const $ = (id) => document.getElementById(id);

// ---- the live connection -------------------------------------------------------------------------------------------
function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${location.host}/ws/games/${encodeURIComponent(gameId)}`);
  page.socket = socket;
  setConnection("connecting…", "connecting");
  socket.addEventListener("open", () => {
    socket.send(JSON.stringify(seat === null ? { type: "hello" } : { type: "hello", seat, token }));
  });
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    if (message.type === "state") receive(message);
    else if (message.type === "error") {
      page.fatal = message.error;
      setConnection(message.error, "fatal");
    }
  });
  socket.addEventListener("close", () => {
    if (page.socket !== socket || page.fatal) return;
    const delay = Math.min(5000, 250 * 2 ** page.retries++);
    setConnection(`connection lost — reconnecting in ${(delay / 1000).toFixed(1)} s`, "lost");
    setTimeout(connect, delay);
  });
}

function setConnection(text, kind) {
  const node = $("connection");
  node.textContent = text;
  node.dataset.state = kind;
}

async function receive(snapshot) {
  page.retries = 0;
  setConnection("live", "live");
  if (snapshot.log_start > page.log.length) {  // a gap: ask for everything again
    page.socket.close();
    return;
  }
  page.log = page.log.slice(0, snapshot.log_start).concat(snapshot.log);
  page.snapshot = snapshot;
  if (!page.renderer) page.renderer = await loadRenderer(snapshot);
  render();
}

async function loadRenderer(snapshot) {
  let module;
  try {
    module = await import(`/static/games/${snapshot.game}.js`);
  } catch (error) {
    module = await import("/static/games/generic.js");
  }
  if (module.prepare) await module.prepare(snapshot);
  return module;
}

// ---- acting --------------------------------------------------------------------------------------------------------
async function send(action) {
  if (page.sending || !page.snapshot) return;
  page.sending = true;
  document.body.dataset.sending = true;
  $("action-error").textContent = "";
  hideChooser();
  try {
    const reply = await api("POST", `/api/games/${encodeURIComponent(gameId)}/actions`,
      { seat, token, action, expect: page.snapshot.index });
    document.body.dataset.acked = reply.index;  // the index of our last acknowledged action
    $("notation").value = "";
  } catch (error) {
    $("action-error").textContent = error.message;
  } finally {
    page.sending = false;
    document.body.dataset.sending = false;
  }
}

async function undo() {
  $("action-error").textContent = "";
  try {
    await api("POST", `/api/games/${encodeURIComponent(gameId)}/undo`, { seat, token, expect: page.snapshot.index });
  } catch (error) {
    $("action-error").textContent = error.message;
  }
}

// Several options behind one click (e.g. a die taken as is or changed with energy): let the person pick. An option
// is one of the snapshot's `actions`; what goes back to the server is its notation.
function choose(options, event) {
  if (!options || !options.length) return;
  if (options.length === 1) return send(options[0].notation);
  const chooser = $("chooser");
  chooser.replaceChildren(el("div", { class: "chooser-title" }, "Choose:"),
    ...options.map((option) => el("button", { type: "button", class: "option", "data-option": option.notation,
      onclick: () => send(option.notation) }, option.notation)),
    el("button", { type: "button", class: "cancel", onclick: hideChooser }, "cancel"));
  chooser.hidden = false;
  const x = event ? event.clientX : innerWidth / 2;
  const y = event ? event.clientY : innerHeight / 2;
  chooser.style.left = `${Math.min(x, innerWidth - 260)}px`;
  chooser.style.top = `${Math.min(y, innerHeight - 40 * options.length - 80)}px`;
}

function hideChooser() {
  $("chooser").hidden = true;
}

// ---- drawing -------------------------------------------------------------------------------------------------------
function seatName(index) {
  const s = page.snapshot.seats[index];
  return s ? s.name : `seat ${index}`;
}

function withNames(text) {
  return text.replace(/\bseat (\d+)/g, (_, n) => seatName(Number(n)));
}

function render() {
  const s = page.snapshot;
  document.title = `${s.title} — dicelands`;
  document.body.dataset.index = s.index;  // for people reading the DOM, and for the browser tests
  document.body.dataset.over = s.over;
  $("title").textContent = s.title;
  $("whoami").textContent = seat === null ? "watching as a spectator" : `playing as ${seatName(seat)}`;
  renderStatus(s);
  page.renderer.render($("board"), s, { actions: s.actions, choose, seat, seatName });
  renderOptions(s);
  renderScores(s);
  renderLog();
  renderDice(s);
}

// Fair dice (docs/server.md): the hash of the seed the server drew, shown from the start and checkable at the end.
function renderDice(s) {
  let line = document.getElementById("dice");
  if (!line) {
    line = el("p", { id: "dice", class: "dice muted" });
    $("scores-card").append(line);
  }
  const d = s.dice || {};
  if (d.chosen !== null && d.chosen !== undefined) {
    line.textContent = `Dice: seed ${d.chosen}, chosen by the game's creator.`;
  } else if (d.revealed !== null && d.revealed !== undefined) {
    line.textContent = `Dice: seed ${d.revealed}, committed before play as ${d.commitment} — check with ` +
      `dicelands replay --verify RECORD --commitment ${d.commitment} (record: /api/games/${gameId}/record).`;
  } else if (d.commitment) {
    line.textContent = `Dice: the server has fixed the seed; its commitment is ${d.commitment} (revealed at the end).`;
  }
}

function renderStatus(s) {
  let text;
  if (s.over) {
    const winners = s.result.winners.map(seatName);
    text = winners.length ? `Game over — ${winners.join(" and ")} ${winners.length > 1 ? "share the win" : "wins"}.`
      : "Game over.";
  } else if (s.actions.length) {
    text = `Your move: ${s.prompt}${/[.?!]$/.test(s.prompt) ? "" : "."}`;
  } else {
    text = "Waiting for " + s.to_move.map((m) => `${seatName(m)} (${s.prompts[m]})`).join(", ") + ".";
  }
  $("status").textContent = text;
  $("status").dataset.turn = s.actions.length ? "yours" : "theirs";
}

function renderOptions(s) {
  $("controls").hidden = seat === null || s.over;
  const buttons = s.actions.map((option) => el("button", { type: "button", class: "option",
    "data-option": option.notation, "data-kind": option.kind, onclick: () => send(option.notation) }, option.notation));
  $("options").replaceChildren(...(buttons.length ? buttons : [el("p", { class: "muted" }, "Nothing to decide now.")]));
  $("notation-list").replaceChildren(...s.actions.map((option) => el("option", { value: option.notation })));
  const undoButton = $("undo");
  undoButton.disabled = !s.can_undo;
  undoButton.title = s.can_undo ? "take back your last action" : (s.undo_refusal || "");
}

function renderScores(s) {
  $("scores-title").textContent = s.over ? "Final scores" : "Scores";
  if (!s.scores || !s.scores.length) return $("scores").replaceChildren();
  const categories = Object.keys(s.scores[0]);
  const winners = s.result ? s.result.winners : [];
  const head = el("tr", {}, el("th", {}, ""),
    ...s.scores.map((_, i) => el("th", { class: winners.includes(i) ? "winner" : "" }, seatName(i))));
  const rows = categories.map((category) => el("tr", { class: category === "total" ? "total" : "" },
    el("th", {}, category), ...s.scores.map((score) => el("td", {}, String(score[category])))));
  $("scores").replaceChildren(el("table", { class: "scores", id: "score-table" }, head, ...rows));
}

function renderLog() {
  const list = $("log");
  list.replaceChildren(...page.log.map((entry) =>
    el("li", { "data-index": entry.index, title: entry.action }, withNames(entry.text),
      (entry.events || []).map((line) => el("div", { class: "event" }, withNames(line))))));
  list.scrollTop = list.scrollHeight;
}

// ---- start ---------------------------------------------------------------------------------------------------------
$("notation-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const text = $("notation").value.trim();
  if (text) send(text);
});
$("undo").addEventListener("click", undo);
document.addEventListener("keydown", (event) => { if (event.key === "Escape") hideChooser(); });
connect();
