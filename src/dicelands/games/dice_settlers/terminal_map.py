"""The island on the terminal, fitted to the screen: at most `width` columns and, where it can, `rows` rows.

Layouts, the first that fits: "full" hexes with each tile's whole name ("Mountains 24"); "compact" hexes with a
short code ("M24": the legend spells the letters out); "dense" hexes of two lines without edges; "tight", one line
per row of hexes; and, when even that is too wide, one line per tile. No text is ever cut: a hex grows a line for
pieces that do not fit on one. Modules add hexes of their own (hook `map-hexes`: a face-down Sea tile) and pieces
(hook `map-marks`: sA = A's Ship).
"""
from __future__ import annotations

from rich.text import Text

from .hooks import in_play as modules_in_play
from .tables import TILES
from .words import tile_name

TERRAIN_STYLE = {"plains": "yellow", "forest": "green", "mountains": "white", "hills": "rgb(170,110,60)",
                 "desert": "rgb(255,140,0)", "shore": "cyan", None: "blue"}  # None: a Sea hex (Fish and Ships)
SEAT_MARK = "ABCD"
TERRAIN_LETTER = {"forest": "F", "plains": "P", "mountains": "M", "hills": "H", "desert": "D", "shore": "S",
                  None: "W"}  # W: a Sea tile turned face up (water or island)
# (layout, characters per hex with its edges, edges drawn, names in full); "tight" and "list" are drawn apart
HEX_LAYOUTS = (("full", 14, True, True), ("compact", 10, True, False), ("dense", 9, False, False))
SPECIALS = {"*": ("*3/1", "stars (most, second-most tents)"), "factory": ("$", "factory"),
            "convert": (">", "converter"), "hand+": ("+h", "hand size +1"), "bonus": ("!", "exploration bonus")}
BRIEF_SPECIALS = {"*": "stars", "hand+": "hand +1", "bonus": "bonus"}


def feature(tile) -> str:
    """A tile's special in at most 8 characters (the legend explains them; `card` gives the whole text)."""
    if tile.vp_stars:
        return f"*{tile.vp_stars.first}/{tile.vp_stars.second}"
    if tile.factory:
        return "factory"
    if tile.converter:
        return "convert"
    if tile.tracker_bonus:
        return f"hand+{tile.tracker_bonus}"
    if tile.exploration_bonus:
        return "bonus"
    return ""


def short_feature(tile) -> str:
    """The special as a sign for the dense layouts: *3/1 stars, $ factory, > converter, +h hand size, ! bonus."""
    word = feature(tile)
    if word.startswith("*") or not word:
        return word
    return next(sign for key, (sign, _) in SPECIALS.items() if word.startswith(key))


def short_code(tile_id: str) -> str:
    tile = TILES[tile_id]
    return f"{TERRAIN_LETTER.get(tile.terrain, '?')}{tile.number}"


def _wrap(words: list[str], inner: int) -> list[str]:
    if not words:
        return []
    lines = [""]
    for word in words:
        if lines[-1] and len(lines[-1]) + 1 + len(word) > inner:
            lines.append(word)
        else:
            lines[-1] = f"{lines[-1]} {word}".strip()
    return lines


class IslandMap:
    """The hexes to draw (tiles and modules' hexes) with their labels and pieces, drawn to a size."""

    def __init__(self, state):
        self.state = state
        in_play = modules_in_play(state.options)
        self.own = {c: h for hooks in in_play if hooks.map_hexes for c, h in hooks.map_hexes(state).items()
                    if c not in state.tiles}
        self.pieces: dict = {}
        for hooks in in_play:
            for c, mark in (hooks.map_marks(state) if hooks.map_marks else {}).items():
                self.pieces.setdefault(c, []).extend(mark.split())
        self.cells = [*state.tiles, *self.own]

    def text(self, width: int, rows: int | None = None) -> tuple[Text, str]:
        """The map and its layout: the first that fits `width` columns and `rows` rows (None: any)."""
        if not self.cells:
            return Text("(no tiles placed yet)"), "full"
        drawn = []
        for layout, cell_w, edges, full in HEX_LAYOUTS:
            if self._width(cell_w) <= width:
                drawn.append((self._hexes(cell_w, layout, edges, full), layout))
        tight_w = max(len(self._token(c)) for c in self.cells) + 2
        if self._width(tight_w) <= width:
            drawn.append((self._tight(tight_w), "tight"))
        for text, layout in drawn:
            if rows is None or len(text.plain.split("\n")) <= rows:
                return text, layout
        return drawn[-1] if drawn else (self._list(), "list")

    def _width(self, cell_w: int) -> int:
        xs = [2 * q + r for q, r in self.cells]
        return (max(xs) - min(xs)) * (cell_w // 2) + cell_w

    def marks(self, cell) -> list[str]:
        """The pieces on a hex as separate words: ^A = A's house, A2 = 2 tents of A, then the modules' (sA)."""
        state = self.state
        words = []
        house = state.houses.get(cell)
        if house is not None:
            words.append(f"^{SEAT_MARK[house]}")
        if cell in state.tents:
            words += [f"{SEAT_MARK[s]}{n}" for s, n in enumerate(state.tents[cell]) if n]
        return words + self.pieces.get(cell, [])

    def _label(self, cell, full: bool, short: bool = False) -> tuple[str, str, str]:
        """(label, special, style) of one hex."""
        if cell in self.own:
            label, special = self.own[cell][:2]
            return label, special, TERRAIN_STYLE[None]
        tile_id = self.state.tiles[cell]
        tile = TILES[tile_id]
        label = tile_name(tile_id) if full else short_code(tile_id)
        return label, short_feature(tile) if short else feature(tile), TERRAIN_STYLE.get(tile.terrain, "")

    def _token(self, cell) -> str:
        label, special, _ = self._label(cell, False, short=True)
        return " ".join(part for part in (label + special, *self.marks(cell)) if part)

    def _rows(self):
        xmin = min(2 * q + r for q, r in self.cells)
        for r in sorted({r for _, r in self.cells}):
            yield sorted(c for c in self.cells if c[1] == r), xmin

    def _hexes(self, cell_w: int, layout: str, edges: bool, full: bool) -> Text:
        inner = cell_w - 2 if edges else cell_w - 1
        out = Text()
        for row, xmin in self._rows():
            drawn = {}
            for cell in row:
                label, special, style = self._label(cell, full, short=not edges)
                top = [label, special] if edges else [f"{label} {special}".strip()]
                drawn[cell] = (top + _wrap(self.marks(cell), inner), style)
            height = max(3 if edges else 1, *(len(lines) for lines, _ in drawn.values()))
            lines = [Text() for _ in range(height)]
            col = 0
            for q, r in row:
                x = (2 * q + r - xmin) * (cell_w // 2)
                texts, style = drawn[(q, r)]
                texts = texts + [""] * (height - len(texts))
                for i, (line, part) in enumerate(zip(lines, texts)):
                    line.append(" " * (x - col))
                    if edges:
                        left, right = ("/", "\\") if i == 0 else ("\\", "/") if i == height - 1 else ("|", "|")
                        line.append(f"{left}{part.ljust(inner)}{right}", style=style)
                    else:
                        line.append(part.ljust(cell_w), style=style)
                col = x + cell_w
            self._add(out, lines)
        out.rstrip()
        return out

    def _tight(self, cell_w: int) -> Text:
        out = Text()
        for row, xmin in self._rows():
            line, col = Text(), 0
            for q, r in row:
                x = (2 * q + r - xmin) * (cell_w // 2)
                line.append(" " * (x - col))
                line.append(self._token((q, r)).ljust(cell_w), style=self._label((q, r), False)[2])
                col = x + cell_w
            self._add(out, [line])
        out.rstrip()
        return out

    @staticmethod
    def _add(out: Text, lines: list) -> None:
        for line in lines:
            line.rstrip()
            out.append_text(line)
            out.append("\n")

    def _list(self) -> Text:
        out = Text()
        for cell in sorted(self.cells, key=lambda c: (c[1], c[0])):
            label, special, style = self._label(cell, True)
            out.append(" ".join(part for part in (label, special, " ".join(self.marks(cell))) if part) + "\n",
                       style=style)
        out.rstrip()
        return out

    def legend(self, layout: str, names: list[str], level: int = 0) -> str:
        """What the marks on this map mean (only those that appear); level 1 in fewer words, level 2 without
        spelling out the terrain letters (F Forest ...)."""
        brief = level > 0
        seats = ", ".join(f"{SEAT_MARK[s]} {name}" for s, name in enumerate(names))
        parts = [f"{'' if brief else 'map: '}{seats}; "
                 + ("A2 tents, ^A house" if brief else "A2 = 2 tents of A, ^A = A's house")]
        features = [feature(TILES[t]) for t in self.state.tiles.values()]
        signs = layout in ("dense", "tight")
        shown = []
        for key, (sign, words) in SPECIALS.items():
            word = next((f for f in features if f.startswith(key)), None)
            if word and (signs or key in ("*", "hand+")):  # "factory", "convert", "bonus" say it themselves
                words = BRIEF_SPECIALS.get(key, words) if brief else words
                shown.append(f"{sign if signs or key == '*' else word} {words}")
        if shown:
            parts.append(", ".join(shown))
        if layout not in ("full", "list") and self.state.tiles and level < 2:  # level 2: F34 reads as Forest 34
            example = next(iter(self.state.tiles.values()))
            letters = {short_code(t)[0] for t in self.state.tiles.values()} - {short_code(example)[0]}
            spelled = {letter: "Sea" if terrain is None else terrain.capitalize()
                       for terrain, letter in TERRAIN_LETTER.items()}
            if brief:
                letters.add(short_code(example)[0])
                parts.append(", ".join(f"{letter} {spelled[letter]}" for letter in spelled if letter in letters))
            else:
                parts.append(f"{short_code(example)} = {tile_name(example)} (" + ", ".join(
                    f"{letter} {spelled[letter]}" for letter in spelled if letter in letters) + ")")
        parts += [line for hooks in modules_in_play(self.state.options) if hooks.map_legend
                  for line in hooks.map_legend(self.state, brief)]
        return "; ".join(parts)


def beside(board: Text, legend: str, width: int, gap: int = 4) -> tuple[Text, str]:
    """The legend set into the map's empty corners where it fits (a map row's blank start or end, `gap` spaces
    from the hexes), in reading order, to save rows on a short screen; returns the map and what is left over.
    The legend's items ("; ") break at their commas, never inside a word."""
    atoms = [(piece, ", " if i else "; ") for item in legend.split("; ") for i, piece in enumerate(item.split(", "))]
    lines = board.split("\n")
    out = Text()
    for n, line in enumerate(lines):
        plain = line.plain
        leading = len(plain) - len(plain.lstrip())
        note, atoms = _pack(atoms, leading - gap)
        if note:
            line = Text(note.ljust(leading), style="grey62") + line[leading:]
        else:
            note, atoms = _pack(atoms, width - len(plain) - gap)
            if note:
                line = line + Text(" " * gap + note, style="grey62")
        out.append_text(line)
        if n < len(lines) - 1:
            out.append("\n")
    return out, "".join(f"{sep if i else ''}{piece}" for i, (piece, sep) in enumerate(atoms))


def _pack(atoms: list, room: int) -> tuple[str, list]:
    """As many of the legend's first pieces as fit `room` columns, joined as in the legend (a line's last ", "
    or "; " is dropped), and the rest."""
    note = ""
    for count, (piece, sep) in enumerate(atoms):
        longer = f"{note}{sep if note else ''}{piece}"
        if len(longer) > room:
            return note, atoms[count:]
        note = longer
    return note, []
