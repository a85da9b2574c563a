"""Fish and Ships in players' words: hexes by the tiles' names (or by a tile beside a face-down one), the Sea's sides
by what is on them and its turn by where it lies on the map. The notation (`sail (2,-1)`, `sea P1 A1 B1 3`) stays
what is typed and recorded."""
from __future__ import annotations

from .....geometry.hexgrid import DIRECTIONS
from ...state import colour_of
from ...words import DIRECTION_WORDS, die_words, source_words, tile_at, tile_name
from .data import SEA
from .section import sea
from .sea import sea_cells, turned

SEAT_MARK = "ABCD"
SIDE_WORDS = {"P1": "Seaside", "P2": "Lighthouse", "A1": "long", "A2": "short", "B1": "long", "B2": "short"}  # seed: the Port and the two Shore tiles are two-sided
HEX_WORDS = {"port": "the Port", "seaside": "a Seaside", "lighthouse": "a Lighthouse", "island": "an Island",
             "water": "a Water tile"}


def place(state, cell) -> str:
    """A hex of the Sea: a tile by name, or a face-down Sea tile by a tile beside it."""
    if cell in state.tiles:
        return tile_name(state.tiles[cell])
    if sea(state).tile_at(cell) is not None:
        return f"the face-down Sea tile {tile_at(state, cell)}"
    return tile_at(state, cell)


def sea_tile_words(tile: str) -> str:
    """A turned-up (or peeked) Sea tile: its name and what it is ("Sea 52, a Water tile: Trade")."""
    hex_ = SEA.hexes.get(tile)
    kind = HEX_WORDS.get(hex_.kind, hex_.kind) if hex_ else "a Sea tile"
    what = f": {hex_.action.capitalize()}" if hex_ and hex_.action else ""
    return f"{tile_name(tile)}, {kind}{what}"


def _direction(offset) -> str:
    """The nearest of the six directions to an axial offset."""
    x, y = offset[0] + offset[1] / 2, offset[1] * 0.866
    best = max(range(6), key=lambda i: x * (DIRECTIONS[i][0] + DIRECTIONS[i][1] / 2) + y * DIRECTIONS[i][1] * 0.866)
    return DIRECTION_WORDS[best]


def sea_layout_words(state, side: str, shores: tuple, turn: int) -> str:
    """One way to lay out the Sea: its sides by what is on them; where the Port's second hex and the Sea lie."""
    cells = sea_cells(state)
    middle = (sum(q for q, _ in cells) / len(cells), sum(r for _, r in cells) / len(cells))
    second = _direction(turned(SEA.layout.port_second, turn))
    water = _direction(turned(middle, turn))
    return f"{sides_words(side, shores)}: Sea {water}, 2nd hex {second}"


def sides_words(side: str, shores: tuple) -> str:
    """The sides of the Port tile and of Shore tiles A and B: "Lighthouse Port, long/short Shores"."""
    return f"{SIDE_WORDS.get(side, side)} Port, {'/'.join(SIDE_WORDS.get(s, s) for s in shores)} Shores"


FIXED = {"sail": "Sailing", "openseas": "sail with Open Seas (1 more Ship icon)", "saildone": "stop sailing here"}


def option_text(state, seat: int, action, names=None) -> str | None:
    kind = action.kind
    if kind in FIXED:
        return FIXED[kind]
    if kind == "sailto":
        source = dict(action.fields).get("source")
        paid = f" with the icon of {source_words(state, source, seat)}" if source else ""
        return f"sail to {place(state, action['cell'])}{paid}"
    if kind == "water":
        return f"take the Water tile's {action['action'].capitalize()} action" if action["action"] \
            else "let the Water tile's action lapse (it cannot be taken now)"
    if kind == "sea":
        return sea_layout_words(state, action["side"], action["shores"], action["turn"])
    if kind == "treasureroll":
        source = dict(action.fields).get("source")
        paid = f"the icon of {source_words(state, source, seat)}" if source else \
            f"the {die_words(state, seat, action['die'])}"
        return f"spend {paid} to roll the Treasure die"
    if kind == "treasurespend":
        return f"pay with the Treasure die ({state.players[seat].active[action['die']].replace('+', ' and ')})"
    if kind == "treasurepair":
        _, other = action["dice"]
        return f"pay the Treasure die's Pioneer with the {colour_of(other)} die's as one {action['icon']}"
    return None


def prompt(state, seat: int, step, names=None) -> str | None:
    name = type(step).__name__
    if name == "SetUpSea":
        return f"lay out the Sea around the Port {tile_at(state, step.cell)}: its sides, its way"
    if name == "TurnBotSea":
        return f"turn the Diceoneer's Sea ({sides_words(step.side, step.shores)})"
    if name == "SailMove":
        return "sail your Ship one hex (1 Ship icon each), or stop here"
    return None


def sea_lines(state, seat, with_ships: bool = True) -> list[str]:
    """The Sea below the map: the Port, the Ships, the face-down tiles (a peek only in the peeker's own view)."""
    s = sea(state)
    if s.port_cell is None:
        where = {"stack": f"in the map stack ({s.port_due} tiles before it)", "top": "on top of the map stack",
                 "drawn": "drawn"}.get(s.port, s.port)
        return [f"Sea: not laid out yet; the Port is {where}; {len(s.deck)} Sea tiles face down"]
    ships = "; ".join(f"{SEAT_MARK[i]} on {place(state, c)}" for i, c in enumerate(s.ships) if c is not None)
    line = (f"Sea: the Port is {tile_name(state.tiles[s.port_cell])}; "
            + (f"Ships: {ships or 'none on the Sea'}; " if with_ships else "")
            + f"{len(s.face_down)} Sea tiles face down")
    peeked = [f"the one {tile_at(state, cell)} is {sea_tile_words(tile)}" for cell, tile, seen in s.face_down
              if seat in seen]
    if peeked:
        line += "; you peeked: " + "; ".join(peeked)
    treasure = ", ".join(SEAT_MARK[i] for i, d in enumerate(s.treasure) if d)
    return [line + (f"; Treasure die: {treasure}" if treasure else "")]


def illegal_sea_tent(state, tile: str) -> str:
    return (f"{tile_name(tile)} is {HEX_WORDS[SEA.hexes[tile].kind] if tile in SEA.hexes else 'a Sea tile'}, and "
            "a Settle action adds no tent there: tents come onto Island and Water tiles only by Sailing")
