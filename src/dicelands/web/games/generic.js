// The fallback board for a game without its own renderer: its view as readable JSON. Options stay in the shell.
import { el } from "../common.js";

export function render(root, snapshot) {
  root.replaceChildren(el("pre", { class: "generic-view" }, JSON.stringify(snapshot.view, null, 2)));
}
