"""The Fish and Ships part of a state (`state.ext["fish-and-ships"]`, immutable) and of a position.

    {"port": "stack|top|drawn|explored", "port_due": 5, "port_cell": null | "(q,r)",
     "deck": [...], "box": [...],                  # face-down Sea tiles not laid out; the one returned unseen
     "out": [...], "spare": [...],                  # public: out of the game; Port/Shore hexes not placed yet
     "face_down": {"": [...], "0": [...]},          # face-down Sea tiles by the seats that peeked at them
     "face_down_cells": {"": ["(q,r)", ...], ...},  # their cells, in the same order (public)
     "sea_cells": [...], "ships": [null | "(q,r)", ...], "treasure": [null | "t1", ...], "navy": 0,
     "blue_owed": false}                            # easy solo, easy_blue_die=recruit: the bot's next Recruit brings it

Zones (hidden.py): the deck, the box and the face-down tiles share the pool "sea"; a face-down list is seen by the
seats its key names (the seats that peeked), so a belief sample deals anew only what the viewer has not seen.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Annotated

import msgspec

from .....engine import PositionError
from .....engine.inputs import conform
from .....engine.schemas import Strict
from .....engine.hidden import GROUP, HiddenZone, group_key, group_seats
from ...board import cell_text, parse_cell
from ...tables import TILES
from .data import NAME
from ...state import State

PORT_STATES = ("stack", "top", "drawn", "explored")


@dataclass(frozen=True)
class Sea:
    port: str = "stack"  # where the small Port tile is (PORT_STATES)
    port_due: int = 5  # map tiles still drawn before it: "the 6th tile of the Map tile stack"
    port_cell: tuple | None = None  # the Port hex once the Sea is set up
    deck: tuple = ()
    box: tuple = ()
    out: tuple = ()
    spare: tuple = ()
    face_down: tuple = ()  # ((cell, tile, seats who peeked: frozenset), ...)
    sea_cells: tuple = ()
    ships: tuple = ()  # per seat: the Ship's cell, None while on the player board
    treasure: tuple = ()  # per seat: its Treasure die id, or None
    navy: int = 0  # the Diceoneer's Navy counter (solo)
    blue_owed: bool = False  # the easy Diceoneer gets its blue die with its next Recruit action (easy_blue_die)

    def tile_at(self, cell) -> str | None:
        return next((t for c, t, _ in self.face_down if c == cell), None)

    def held(self) -> tuple:
        tiles = (*self.deck, *self.box, *self.out, *self.spare, *(t for _, t, _ in self.face_down))
        return tiles + (("port",) if self.port != "drawn" else ())  # drawn: a step of the explorer holds it


def sea(state: State) -> Sea:
    return state.ext[NAME]


def put(state: State, section: Sea) -> None:
    state.ext[NAME] = section


def update(state: State, **changes) -> Sea:
    section = replace(sea(state), **changes)
    state.ext[NAME] = section
    return section


ZONES = (
    HiddenZone("sea-deck", ("modules", NAME, "deck"), "nobody", pool="sea"),
    HiddenZone("sea-box", ("modules", NAME, "box"), "nobody", pool="sea"),
    HiddenZone("sea-face-down", ("modules", NAME, "face_down", GROUP), pool="sea"),
)


def _cell_or_none(cell):
    return None if cell is None else cell_text(cell)


def to_json(state: State) -> dict:
    s = sea(state)
    tiles: dict = {}
    cells: dict = {}
    for cell, tile, seats in s.face_down:
        key = group_key(seats)
        tiles.setdefault(key, []).append(tile)
        cells.setdefault(key, []).append(cell_text(cell))
    return {"port": s.port, "port_due": s.port_due, "port_cell": _cell_or_none(s.port_cell),
            "deck": sorted(s.deck), "box": list(s.box), "out": list(s.out), "spare": list(s.spare),
            "face_down": tiles, "face_down_cells": cells, "sea_cells": [cell_text(c) for c in s.sea_cells],
            "ships": [_cell_or_none(c) for c in s.ships], "treasure": list(s.treasure), "navy": s.navy,
            **({"blue_owed": True} if s.blue_owed else {})}


class SeaJson(Strict):
    """The section in a file: a face-down tile's cell and the seats that peeked at it are in `face_down` /
    `face_down_cells`, grouped by those seats (engine/hidden.py's group keys)."""
    port: str  # one of PORT_STATES
    port_due: Annotated[int, msgspec.Meta(ge=0)]
    port_cell: str | None
    deck: list[str]
    box: list[str]
    out: list[str]
    spare: list[str]
    face_down: dict[str, list[str]]
    face_down_cells: dict[str, list[str]]
    sea_cells: list[str]
    ships: list[str | None]
    treasure: list[str | None]
    navy: Annotated[int, msgspec.Meta(ge=0)] = 0
    blue_owed: bool = False


def from_json(data, state=None) -> Sea:
    """The section as SeaJson, then what its type cannot say: tiles that exist, cells, one cell per face-down tile."""
    where = f"position.modules.{NAME}"
    if data is None:
        raise PositionError(f"{where}: the position needs the Fish and Ships section")
    s = conform(data, SeaJson, where, PositionError, bounds=False)
    if set(s.face_down_cells) != set(s.face_down):
        raise PositionError(f"{where}.face_down_cells: one list per group of face_down")
    if s.port not in PORT_STATES:
        raise PositionError(f"{where}.port: {s.port!r} is not one of {', '.join(PORT_STATES)}")
    try:
        face_down = []
        for key, tiles in s.face_down.items():
            cells = s.face_down_cells[key]
            if len(cells) != len(tiles):
                raise PositionError(f"{where}.face_down: group {key!r} has {len(tiles)} tiles for {len(cells)} cells")
            face_down += [(parse_cell(c), _tile(t, where), group_seats(key)) for c, t in zip(cells, tiles)]
        port_cell = None if s.port_cell is None else parse_cell(s.port_cell)
        return Sea(port=s.port, port_due=s.port_due, port_cell=port_cell,
                   deck=tuple(_tile(t, where) for t in s.deck), box=tuple(_tile(t, where) for t in s.box),
                   out=tuple(_tile(t, where) for t in s.out), spare=tuple(_tile(t, where) for t in s.spare),
                   face_down=tuple(sorted(face_down)), sea_cells=tuple(parse_cell(c) for c in s.sea_cells),
                   ships=tuple(None if c is None else parse_cell(c) for c in s.ships),
                   treasure=tuple(s.treasure), navy=s.navy, blue_owed=s.blue_owed)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:  # a cell that is not "(q,r)", a group key
        raise PositionError(f"{where}: malformed ({exc!r})") from None


def _tile(tile, where: str) -> str:
    if tile not in TILES:
        raise PositionError(f"{where}: unknown tile {tile!r}")
    return tile
