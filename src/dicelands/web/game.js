// The game page shell, the same for every game: live snapshots over a WebSocket (reconnecting and catching up),
// the seat's options as buttons (in players' words, `text`) and as typed notation, undo, the log, the scores with
// where they come from, a round banner, the rules in short, and at the end a score breakdown with rematch. The board itself is drawn by
// the game's renderer module, /static/games/<game id>.js, which maps clicks on the board to options: it gets them as
// `ui.actions` ({kind, notation, ...fields}, see options.js) and hands the ones a click means to `ui.choose`. Card
// texts (cards.js): elements with `data-card` show their card; card names in the log and the options are marked so.
import { cardsNamed, loadCards, withCardNames } from "./cards.js";
import { api, copyButton, creatorOf, el, keepCreated, keepCreator, keepSeatToken, seatToken } from "./common.js";

const gameId = decodeURIComponent(location.pathname.split("/").pop());
const credentials = new URLSearchParams(location.hash.slice(1));
let seat = credentials.has("seat") ? Number(credentials.get("seat")) : null;
let token = null;  // the seat's secret: claimed with the link's invitation, then kept in this browser
const seatUrl = (change) => `/api/games/${encodeURIComponent(gameId)}/seats/${seat}/${change}`;

const page = {
  snapshot: null, log: [], renderer: null, socket: null, retries: 0, fatal: null, sending: false,
  logShown: 0, logNames: null,  // how many of the log's entries are drawn, and the seats' names they were drawn with
  claimedAt: 0,  // when this page claimed its seat (Date.now())
};
const $ = (id) => document.getElementById(id);

// ---- whose seat this page plays -------------------------------------------------------------------------------------
// `#seat=N&invite=I` (an invitation): claim the seat, keep its token, and drop the invitation from the address, so a
// reload uses the kept token. `#seat=N` alone: the token this browser kept. `#seat=N&token=T`: a token brought along.
async function takeSeat() {
  if (seat === null) return;
  const invite = credentials.get("invite");
  if (credentials.get("token")) keepSeatToken(gameId, seat, credentials.get("token"));
  let refusal = null;
  if (invite && !seatToken(gameId, seat) && !takingOthersSeat()) {
    showNotice("Not taken: send this link to the person it is for. Watching as a spectator meanwhile.");
    seat = null;
    return;
  }
  if (invite) {
    try {
      keepSeatToken(gameId, seat, (await api("POST", seatUrl("claim"), { invite })).token);
      page.claimedAt = Date.now();  // another server process may not have heard of the claim for a moment
    } catch (error) {  // used already (it may have been this browser: the token is kept then), or replaced
      refusal = error.status === 409 ? `This invitation has been used: seat ${seat + 1} was claimed already. If the ` +
        "seat is yours, ask the game's creator for a new invitation."
        : error.status === 403 ? "This invitation is no longer valid: the game's creator made a new one for the " +
        "seat; ask them for it." : error.message;
    }
  }
  history.replaceState(null, "", `${location.pathname}${location.search}#seat=${seat}`);
  token = seatToken(gameId, seat);
  if (!token) {
    showNotice(refusal ? `${refusal} Watching as a spectator meanwhile.` : `This browser holds no key for seat ` +
      `${seat + 1}: open the invitation link you were sent (or ask the game's creator for a new one). Watching ` +
      `as a spectator meanwhile.`);
    seat = null;
  }
}

// The creator opening an invitation made for someone else (a link clicked to copy it, say) would take that person's
// seat: asked first. Playing two seats in one browser stays possible.
function takingOthersSeat() {
  const creator = creatorOf(gameId);
  if (!creator || creator.own === undefined || creator.own === seat) return true;
  return window.confirm(`This is the invitation you made for seat ${seat + 1}: whoever opens it first takes the ` +
    "seat. Take it yourself, in this browser?");
}

function showNotice(text) {
  $("seat-notice").textContent = text;
  $("seat-notice").hidden = !text;
}

// A new token for this seat: the server closes every connection let in with the old one (this page's too, which
// then reconnects with the new one); another browser holding the old one loses the seat.
async function renewKey() {
  try {
    const renewed = await api("POST", seatUrl("rotate"), { token });
    keepSeatToken(gameId, seat, renewed.token);
    token = renewed.token;
    showNotice("Your seat has a new key, kept in this browser; any other browser with the old key lost the seat.");
  } catch (error) {
    $("action-error").textContent = error.message;
  }
}

// ---- the live connection -------------------------------------------------------------------------------------------
function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${location.host}/ws/games/${encodeURIComponent(gameId)}`);
  page.socket = socket;
  const used = token;
  setConnection("connecting…", "connecting");
  socket.addEventListener("open", () => {
    socket.send(JSON.stringify(seat === null ? { type: "hello" } : { type: "hello", seat, token: used }));
  });
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    if (message.type === "state") receive(message);
    else if (message.type === "error") {
      const kept = seat === null ? null : seatToken(gameId, seat);
      if (message.status === 403 && kept && kept !== used) {
        token = kept;  // renewed (here or in another tab): the close that follows reconnects with the new key
        return;
      }
      if (message.status === 403 && page.claimedAt && Date.now() - page.claimedAt < 10000) {
        return;  // just claimed through another server process: the close that follows tries again
      }
      page.fatal = message.error;
      setConnection(message.error, "fatal");
      if (message.status === 403 && seat !== null) {
        showNotice("This seat's key was replaced or is wrong (the seat renewed its key in another browser, or the " +
          "game's creator invited someone else to it). If this is your seat, ask the game's creator for a new " +
          "invitation.");
      }
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
  page.logShown = Math.min(page.logShown, snapshot.log_start);
  page.snapshot = snapshot;
  if (!page.renderer) {
    [page.renderer] = await Promise.all([loadRenderer(snapshot), loadCards(gameId)]);
    loadRules(snapshot.game);
  }
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
// is one of the snapshot's `actions`; what goes back to the server is its notation. `look(option)` (from the game's
// renderer) may draw an option, e.g. the die face it gives; the words stay beside it.
function choose(options, event, look) {
  if (!options || !options.length) return;
  if (options.length === 1) return send(options[0].notation);
  const chooser = $("chooser");
  const picture = (option) => (look ? look(option) : null);
  chooser.replaceChildren(el("div", { class: "chooser-title" }, look ? "Pick a face:" : "Choose:"),
    ...options.map((option) => el("button", { type: "button", class: `option${look ? " option-face" : ""}`,
      "data-option": option.notation, title: option.notation, onclick: () => send(option.notation) },
      picture(option), el("span", {}, option.text || option.notation))),
    el("button", { type: "button", class: "cancel", onclick: hideChooser }, "cancel"));
  chooser.hidden = false;
  const x = event ? event.clientX : innerWidth / 2;
  const y = event ? event.clientY : innerHeight / 2;
  chooser.style.left = `${Math.max(4, Math.min(x, innerWidth - 300))}px`;
  chooser.style.top = `${Math.max(4, Math.min(y, innerHeight - 40 * options.length - 80))}px`;
}

function hideChooser() {
  $("chooser").hidden = true;
}

// ---- drawing -------------------------------------------------------------------------------------------------------
function seatName(index) {
  const s = page.snapshot.seats[index];
  return s ? s.name : `player ${index + 1}`;
}

// The moves of the other seats since this seat's last decision: the board highlights them until its next one.
function recentMoves() {
  if (seat === null) return page.log.slice(-3);
  let last = page.log.length - 1;
  while (last >= 0 && page.log[last].seat !== seat) last--;
  return page.log.slice(last + 1).filter((entry) => entry.seat !== seat);
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
  renderBanner(s);
  page.renderer.render($("board"), s, { actions: s.actions, choose, seat, seatName, recent: recentMoves(), cardsNamed });
  renderOptions(s);
  renderScores(s);
  renderLog();
  renderEnd(s);
  renderDice(s);
  renderInvitations(s);
}

// For the game's creator (the lobby kept its key in this browser): each person's seat, taken or open, the link of an
// open one, and a new invitation (a seat whose link got lost, or whose player lost their key).
function renderInvitations(s) {
  const creator = creatorOf(gameId);
  $("invitations").hidden = !creator;
  if (!creator) return;
  const rows = s.seats.map((info, index) => {
    if (info.kind !== "human") return null;
    const link = creator.links[index];
    const open = info.claimed === false;
    const renew = el("button", { type: "button", class: "reinvite", "data-seat": index,
      title: "a new link for this seat: its old link and key stop working" }, open ? "new link" : "invite someone else");
    renew.addEventListener("click", () => reinvite(index, renew, open));
    return el("li", { "data-seat": index, "data-claimed": String(!open) },
      el("strong", {}, info.name), open ? " — open" : " — taken", " ",
      open && link ? [copyButton(link), el("a", { href: link, class: "invitation-link" }, "link")] : null, renew);
  });
  $("invitation-list").replaceChildren(...rows.filter(Boolean));
}

async function reinvite(index, button, open) {
  if (!open && button.dataset.sure !== "true") {  // someone holds the seat: a second click takes it from them
    button.dataset.sure = "true";
    button.textContent = "sure? they lose the seat";
    return;
  }
  const creator = creatorOf(gameId);
  $("invite-error").textContent = "";
  try {
    const invited = await api("POST", `/api/games/${encodeURIComponent(gameId)}/seats/${index}/invite`,
      { creator_key: creator.key });
    creator.links[index] = new URL(invited.link, location.href).href;
    keepCreator(gameId, creator);
    if (page.snapshot) renderInvitations(page.snapshot);
  } catch (error) {
    $("invite-error").textContent = error.message;
  }
}

// "Round 2 · turn 3": flashes when it changes, so a new round is not a small grey log line.
function renderBanner(s) {
  const view = s.view || {};
  const parts = [];
  if (view.round !== undefined) parts.push(`Round ${view.round}`);
  if (view.turn !== undefined && view.turn !== 0) parts.push(`turn ${view.turn}`);
  const whose = s.over ? "game over" : s.to_move.includes(seat) ? "your move" :
    `waiting for ${s.to_move.map(seatName).join(", ")}`;
  const where = page.renderer.banner ? page.renderer.banner(s) : parts.join(" · ");
  const text = [where, whose].filter(Boolean).join(" — ");
  const banner = $("banner");
  if (banner.dataset.round !== String(view.round ?? "")) {
    banner.classList.remove("flash");
    void banner.offsetWidth;  // restart the animation
    banner.classList.add("flash");
  }
  banner.dataset.round = String(view.round ?? "");
  banner.textContent = text;
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
    const prompt = withNames(s.player_prompt || s.prompt);
    text = `Your move: ${prompt}${/[.?!]$/.test(prompt) ? "" : "."}`;
  } else {
    text = "Waiting for " + s.to_move.map((m) => `${seatName(m)} (${withNames(s.prompts[m])})`).join(", ") + ".";
  }
  $("status").textContent = text;
  $("status").dataset.turn = s.actions.length ? "yours" : "theirs";
}

function renderOptions(s) {
  $("controls").hidden = seat === null || s.over;
  const buttons = s.actions.map((option) => el("button", { type: "button", class: "option", title: option.notation,
    "data-option": option.notation, "data-kind": option.kind, onclick: () => send(option.notation) },
  option.text ? withCardNames(option.text) : option.notation));
  $("options").replaceChildren(...(buttons.length ? buttons : [el("p", { class: "muted" }, "Nothing to decide now.")]));
  $("notation-list").replaceChildren(...s.actions.map((option) => el("option", { value: option.notation })));
  const undoButton = $("undo");
  undoButton.disabled = !s.can_undo;
  undoButton.title = s.can_undo ? "take back your last decision (and the bots' moves after it)"
    : withNames(s.undo_refusal || "");
}

function renderScores(s) {
  $("scores-title").textContent = s.over ? "Final scores" : "Scores";
  if (!s.scores || !s.scores.length) return $("scores").replaceChildren();
  const categories = Object.keys(s.scores[0]);
  const winners = s.result ? s.result.winners : [];
  const head = el("tr", {}, el("th", {}, ""),
    ...s.scores.map((_, i) => el("th", { class: winners.includes(i) ? "winner" : "" }, scoreName(i))));
  const rows = categories.map((category) => el("tr", { class: category === "total" ? "total" : "" },
    el("th", {}, category.replace(/_/g, " ")), ...s.scores.map((score) => el("td", {}, String(score[category])))));
  $("scores").replaceChildren(el("table", { class: "scores", id: "score-table" }, head, ...rows),
    el("ul", { class: "score-why" }, s.scores.map((score, i) => el("li", { "data-seat": i },
      el("strong", {}, `${scoreName(i)}: ${score.total}`), ` — ${why(score, i)}`))));
}

// A score line beyond the seats is the rulebook opponent's (LU-287 keeps its own line).
function scoreName(index) {
  if (index < page.snapshot.seats.length) return seatName(index);
  return page.renderer.opponentName ? page.renderer.opponentName(page.snapshot) : `opponent ${index + 1}`;
}

function why(score, index) {
  const special = page.renderer.scoreWhy ? page.renderer.scoreWhy(page.snapshot, index, score) : null;
  if (special) return special;
  const parts = Object.entries(score).filter(([category, value]) => category !== "total" && value)
    .map(([category, value]) => `${category.replace(/_/g, " ")} ${value}`);
  return parts.length ? parts.join(", ") : "nothing yet";
}

// ---- the end of the game: who won and why, a rematch, the way back -------------------------------------------------
function renderEnd(s) {
  const box = $("end");
  if (!s.over || box.dataset.closed === "true") {
    box.hidden = !s.over || box.dataset.closed === "true";
    return;
  }
  const winners = s.result.winners.map(scoreName);
  box.replaceChildren(el("div", { class: "end-card" },
    el("h2", {}, winners.length ? `${winners.join(" and ")} ${winners.length > 1 ? "share the win" : "wins"}` : "Game over"),
    el("ul", { class: "score-why" }, s.scores.map((score, i) => el("li", {}, el("strong", {}, `${scoreName(i)}: ${score.total}`),
      ` — ${why(score, i)}`))),
    el("div", { class: "end-buttons" },
      seat !== null ? el("button", { type: "button", id: "rematch", onclick: rematch }, "Rematch") : null,
      el("a", { href: "/", class: "button", id: "to-lobby" }, "Back to the lobby"),
      el("button", { type: "button", onclick: () => { box.dataset.closed = "true"; box.hidden = true; } },
        "Look at the board"))));
  box.hidden = false;
}

async function rematch() {
  const s = page.snapshot;
  const seats = s.seats.map((info) => info.kind === "human" ? { kind: "human", name: info.name }
    : info.kind === "bot" ? { kind: "bot", bot: info.bot, name: info.name } : { kind: "automaton" });
  try {
    const created = await api("POST", "/api/games", { game: s.game, options: s.view.options || {}, seats });
    keepCreated(created, location.href, seat);  // the new game's page lists the others' invitations to send
    const mine = created.seats.find((entry) => entry.seat === seat && entry.link);
    location.href = mine ? mine.link : created.spectate;
  } catch (error) {
    $("action-error").textContent = error.message;
    $("end").hidden = true;
  }
}

// ---- the rules in short, per game (the same text as `rules` in the terminal) ----------------------------------------
async function loadRules(game) {
  try {
    const response = await fetch(`/static/guides/${game}.txt`);
    // a paragraph "In the terminal: ..." is the terminal's alone (cli/guide.py drops the browser's)
    const paragraphs = response.ok ? (await response.text()).split("\n\n") : ["No short rules for this game yet."];
    $("rules").textContent = paragraphs.filter((paragraph) => !paragraph.startsWith("In the terminal:")).join("\n\n");
  } catch (error) {
    $("rules").textContent = "The rules could not be loaded.";
  }
}

// Only the entries not drawn yet: a whole game's log drawn again at every move was most of a late move's time (7 of
// a Dice Settlers game's 10 s of drawing). Entries are redrawn from the first that changed: an undo takes some back
// (`log_start` below what is drawn), a new name changes every line naming that seat.
function renderLog() {
  const list = $("log");
  const names = page.snapshot.seats.map((s) => s.name).join("\n");
  if (names !== page.logNames) [page.logNames, page.logShown] = [names, 0];
  while (list.children.length > page.logShown) list.lastElementChild.remove();
  list.append(...page.log.slice(page.logShown).map((entry) =>
    el("li", { "data-index": entry.index, "data-seat": entry.seat ?? "", title: entry.action },
      withCardNames(withNames(entry.text)),
      (entry.events || []).map((line) => el("div", { class: "event" }, withCardNames(withNames(line)))))));
  page.logShown = page.log.length;
  list.scrollTop = list.scrollHeight;
}

// ---- start ---------------------------------------------------------------------------------------------------------
$("notation-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const text = $("notation").value.trim();
  if (text) send(text);
});
$("undo").addEventListener("click", undo);
$("renew-key").addEventListener("click", renewKey);
document.addEventListener("keydown", (event) => { if (event.key === "Escape") hideChooser(); });
window.addEventListener("hashchange", () => location.reload());  // another link to this game: its seat, afresh
takeSeat().then(connect);
