r"""The terminal map both Catan games draw: pointy-top hexes 8 columns and 3 lines apart, small enough for an
80-column terminal (Land Ho!'s 9-hex row is 73 columns wide, its 7 rows 23 lines high). Two rows of hexes read

      / . \ / . \          top sides (/ \) around the north corners
    .  for  .  hil  .       terrain between the upper corners ('.', a building's letter, or an option's number)
    |   9   |   5 R |       number (and R, the robber) between the sides (| or a road's letter or a number)
    . \   / . \   / .       lower corners, the lower sides (shared with the row below)
        .  pas  .
"""
from __future__ import annotations

import textwrap

from ...geometry import hex_vertices

# offsets of the six corners (N, NE, SE, S, SW, NW: geometry.hex_vertices' order) from the hex's centre
CORNERS = ((0, -2), (4, -1), (4, 1), (0, 2), (-4, 1), (-4, -1))
# where a label for the sea beyond each side goes (side i runs from corner i to corner i + 1): the two sides
# facing one sea hex from below (or above) get a line each
BEYOND = ((4, -3), (8, 0), (4, 3), (-4, 4), (-8, 0), (-4, -4))
SHORT = {"forest": "for", "hills": "hil", "pasture": "pas", "fields": "fie", "mountains": "mou", "desert": "des",
         "sea": "~~~"}


class AsciiMap:
    """A character grid laid out for `cells`, with `margin` columns and lines of sea kept around the hexes (for
    harbor labels)."""

    def __init__(self, cells, margin: tuple[int, int] = (0, 0)):
        xs = [8 * q + 4 * r for q, r in cells]
        ys = [3 * r for _, r in cells]
        self.left, self.top = min(xs) - 4 - margin[0], min(ys) - 2 - margin[1]
        self.width = max(xs) + 5 + margin[0] - self.left
        self.height = max(ys) + 3 + margin[1] - self.top
        self.grid = [[" "] * self.width for _ in range(self.height)]

    def centre(self, cell) -> tuple[int, int]:
        q, r = cell
        return 8 * q + 4 * r - self.left, 3 * r - self.top

    def put(self, x: int, y: int, text: str) -> None:
        for i, ch in enumerate(text):
            if 0 <= y < self.height and 0 <= x + i < self.width:
                self.grid[y][x + i] = ch

    def side(self, cell, side: int, text: str | None = None) -> None:
        """A side of the hex: its glyph, or `text` in its place, kept off the corners (a slanted side: on its upper
        line)."""
        x, y = self.centre(cell)
        (x1, y1), (x2, y2) = CORNERS[side], CORNERS[(side + 1) % 6]
        glyph = "|" if x1 == x2 else ("\\" if (y2 - y1) * (x2 - x1) > 0 else "/")
        text = text or glyph
        at = x + (x1 + x2) // 2
        if side in (3, 5):  # the south-west side grows towards the hex's middle, the north-west away from its corner
            at -= len(text) - 1 if side == 5 else 0
        elif side == 2:
            at -= len(text) - 1
        self.put(at, y + (0 if x1 == x2 else min(y1, y2)), text)

    def corners(self, cell):
        """(vertex, x, y) for the six corners of the hex."""
        x, y = self.centre(cell)
        return [(vertex, x + dx, y + dy) for vertex, (dx, dy) in zip(hex_vertices(cell), CORNERS)]

    def corner(self, x: int, y: int, text: str) -> None:
        """A corner's text, centred on it ("12" and "A*" a column to the left)."""
        self.put(x - len(text) // 2, y, text)

    def label(self, cell, terrain: str, number: str = "", robber: bool = False) -> None:
        x, y = self.centre(cell)
        self.put(x - 1, y - 1, terrain)
        self.put(x - len(number) // 2, y, number)
        if robber:
            self.put(x + 2, y, "R")

    def beyond(self, cell, side: int, text: str) -> None:
        """`text` in the sea beyond a side of the hex, kept clear of the hex itself."""
        x, y = self.centre(cell)
        dx, dy = BEYOND[side]
        start = x + dx - 2 if dx > 0 else x + dx + 2 - len(text) if dx < 0 else x - len(text) // 2
        self.put(start, y + dy, text)

    def text(self) -> str:
        lines = ["".join(row).rstrip() for row in self.grid]
        return "\n".join(line for line in lines if line)


def fitted(board: str, width: int) -> str:
    """The map, or a line saying how many columns it needs where the screen is narrower."""
    needed = max(map(len, board.splitlines()))
    if needed <= width:
        return board
    return wrap(f"(the map needs {needed} columns and this screen has {width}: widen the terminal to see it)", width)


def wrap(text: str, width: int, indent: str = "  ") -> str:
    return "\n".join(textwrap.wrap(text, width, subsequent_indent=indent, break_on_hyphens=False,
                                   break_long_words=False))


SHORT_SCREEN = 24  # the rows of a narrow terminal (under 100 columns): its height is not given, 80x24 is assumed


def narrow_screen(drawing: str, legend: list[str], summary: list[str], width: int) -> str:
    """The map, one line of the legend's parts that fit (the first always) and as many summary lines as fit in
    SHORT_SCREEN rows, so that the board is one page and the question another; a legend part left over stands
    beside the map's first or last line where it has room."""
    line, left = legend[0], []
    for part in legend[1:]:
        if len(f"{line}; {part}") <= width - 1:
            line = f"{line}; {part}"
        else:
            left.append(part)
    drawn = drawing.splitlines()
    for part in left[:1]:
        for row in (0, len(drawn) - 1):
            if len(drawn[row]) + 3 + len(part) <= width - 1:
                drawn[row] += "   " + part
                break
    lines = ["\n".join(drawn), wrap(line, width - 1)]
    rows = len(drawn) + len(lines[1].splitlines())
    for line in summary:
        wrapped = wrap(line, width - 1)
        if rows + len(wrapped.splitlines()) <= SHORT_SCREEN:
            lines.append(wrapped)
            rows += len(wrapped.splitlines())
    return "\n".join(lines)
