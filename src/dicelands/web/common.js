// Small helpers shared by the lobby and the game page.

export async function api(method, url, body) {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await response.json().catch(() => ({ error: `HTTP ${response.status}` }));
  if (!response.ok) {
    const error = new Error(data.error || `HTTP ${response.status}`);
    error.status = response.status;
    throw error;
  }
  return data;
}

// el("div", {class: "x", onclick: fn}, child, "text", ...)
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  setAttributes(node, attributes);
  node.append(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return node;
}

const SVG_NS = "http://www.w3.org/2000/svg";

export function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  setAttributes(node, attributes);
  node.append(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return node;
}

function setAttributes(node, attributes) {
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
}

// A button that copies `url` (or, where the clipboard is not allowed, shows it to copy by hand).
export function copyButton(url) {
  const button = el("button", { type: "button", class: "copy", title: url }, "copy link");
  button.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(url);
      button.textContent = "copied";
    } catch (error) {
      window.prompt("Copy this link:", url);
    }
  });
  return button;
}

// ---- the keys this browser holds (docs/server.md, "Seats and invitations") ------------------------------------------
// A seat's token, per game and seat, once this browser claimed the seat; for a game created here, the creator key
// and the invitation links it handed out. localStorage may be refused (private modes): then keys last for the page.
const kept = new Map();

function load(name) {
  try {
    return localStorage.getItem(name) ?? kept.get(name) ?? null;
  } catch (error) {
    return kept.get(name) ?? null;
  }
}

function keep(name, value) {
  kept.set(name, value);
  try {
    localStorage.setItem(name, value);
  } catch (error) { /* kept for this page only */ }
}

export const seatToken = (gameId, seat) => load(`dicelands:seat:${gameId}:${seat}`);
export const keepSeatToken = (gameId, seat, token) => keep(`dicelands:seat:${gameId}:${seat}`, token);

// {key, links: {seat: invitation link}, own: the creator's seat} for a game created in this browser, or null
export function creatorOf(gameId) {
  const text = load(`dicelands:creator:${gameId}`);
  try {
    return text ? JSON.parse(text) : null;
  } catch (error) {
    return null;
  }
}

export const keepCreator = (gameId, creator) => keep(`dicelands:creator:${gameId}`, JSON.stringify(creator));

// What creating a game returned, kept for its creator: the key that re-invites seats, the links to send, and which
// seat is the creator's own.
export function keepCreated(created, base, own) {
  const links = Object.fromEntries(created.seats.filter((s) => s.link).map((s) => [s.seat, new URL(s.link, base).href]));
  keepCreator(created.id, { key: created.creator_key, links, own });
}
