"""The rules in short, per game, in our own words: `web/guides/GAME.txt`, shared by the terminal (`rules`) and the
browser's rules panel (/static/guides/GAME.txt)."""
from __future__ import annotations

from importlib.resources import files


def guide_text(game, options: dict | None = None) -> str:
    path = files("dicelands") / "web" / "guides" / f"{game.id}.txt"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        text = f"{game.title}: no short rules yet; the full rulings are in docs/rules/{game.id}.md"
    modules = (options or {}).get("modules") or ()
    if modules:
        text += f"\nModules in play: {', '.join(modules)} (see docs/rules/{game.id}.md)."
    return text.rstrip()
