"""The rules in short, per game, in our own words: `web/guides/GAME.txt`, shared by the terminal (`rules`) and the
browser's rules panel (/static/guides/GAME.txt). A paragraph that begins "In the browser:" or "In the terminal:" is
for that surface alone: each drops the other's. The terminal adds the modules in play, each with its title and its
rules in one paragraph (`Module.summary`), and fills the text to the terminal's width."""
from __future__ import annotations

import re
import textwrap
from importlib.resources import files

BROWSER_ONLY, TERMINAL_ONLY = "In the browser:", "In the terminal:"
WIDEST = 118  # the guides' own width; a wider terminal keeps lines short enough to read
RAN_TO_WIDTH = 90  # a guide line this long was wrapped: the next line may go on with it
ENTRY = re.compile(r"\s*(\d+\.\s+|[A-Za-z]+\s{2,}(?=\S))")  # "1. Roll", "    build   a road": an entry's label


def guide_text(game, options: dict | None = None, width: int = WIDEST) -> str:
    path = files("dicelands") / "web" / "guides" / f"{game.id}.txt"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        text = f"{game.title}: no short rules yet; the full rulings are in docs/rules/{game.id}.md"
    paragraphs = [p for p in text.strip().split("\n\n") if not p.startswith(BROWSER_ONLY)]
    paragraphs += module_paragraphs(game, (options or {}).get("modules"))
    return "\n\n".join(fill(p, min(width, WIDEST)) for p in paragraphs)


def module_paragraphs(game, modules) -> list[str]:
    """"Modules in play:" and a paragraph per module (the option is written "a,b"; a list is read too)."""
    names = [n.strip() for n in (modules.split(",") if isinstance(modules, str) else modules or ()) if n.strip()]
    if not names:
        return []
    catalog = game.catalog.modules
    lines = [f"Modules in play: {', '.join(names)} (the full rulings: docs/rules/{game.id}.md)."]
    for name in names:
        module = catalog.get(name)
        if module is not None:
            lines.append(f"{module.title} ({name}): {module.summary or 'see docs/rules/' + game.id + '.md'}")
    return lines


def fill(paragraph: str, width: int) -> str:
    """The paragraph's lines joined and filled again to `width`, words never broken. The guides are written as prose
    and as tables of entries ("    build   a road ...", "1. Roll: ..."), wrapped at their own width: a line after
    one that ran to that width goes on the entry before, unless it begins an entry itself (a label, a number) or is
    indented under a line that ends with ":" (a table). An entry wraps under its text column; a line that is an
    entry alone and fits is kept as it is (a diagram's spacing)."""
    entries: list[dict] = []
    previous = ""
    for line in paragraph.split("\n"):
        indent = len(line) - len(line.lstrip())
        label = ENTRY.match(line)
        table = previous.endswith(":") and indent > len(previous) - len(previous.lstrip())
        entry = entries[-1] if entries else None
        if entry and len(previous) > RAN_TO_WIDTH and not label and not table and indent >= entry["indent"]:
            if len(entry["lines"]) == 1 and indent > entry["indent"] and not entry["label"]:
                entry["hang"] = " " * indent  # "    hourglass take ...": its next line shows the text column
            entry["lines"].append(line)
            entry["words"] += line.split()
        else:
            lead = label.group(0) if label else " " * indent
            entries.append({"indent": indent, "label": bool(label), "lead": lead, "hang": " " * len(lead),
                            "lines": [line], "words": line[len(lead):].split()})
        previous = line
    return "\n".join(entry["lines"][0].rstrip() if len(entry["lines"]) == 1 and len(entry["lines"][0]) <= width
                     else textwrap.fill(" ".join(entry["words"]), width, initial_indent=entry["lead"],
                                        subsequent_indent=entry["hang"], break_long_words=False,
                                        break_on_hyphens=False)
                     for entry in entries)
