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

from .....engine import PositionError
from .....engine.hidden import GROUP, HiddenZone, group_key, group_seats
from ...board import cell_text, parse_cell
from ...tables import TILES
from .data import NAME

PORT_STATES = ("stack", "top", "drawn", "explored")
KEYS = ("port", "port_due", "port_cell", "deck", "box", "out", "spare", "face_down", "face_down_cells", "sea_cells",
        "ships", "treasure", "navy", "blue_owed")


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


def sea(state) -> Sea:
    return state.ext[NAME]


def put(state, section: Sea) -> None:
    state.ext[NAME] = section


def update(state, **changes) -> Sea:
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


def to_json(state) -> dict:
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


def from_json(data, state=None) -> Sea:
    where = f"position.modules.{NAME}"
    if not isinstance(data, dict):
        raise PositionError(f"{where}: the position needs the Fish and Ships section")
    unknown = sorted(set(data) - set(KEYS))
    if unknown:
        raise PositionError(f"{where}: unknown key {unknown[0]!r}")
    try:
        if set(data["face_down_cells"]) != set(data["face_down"]):
            raise PositionError(f"{where}.face_down_cells: one list per group of face_down")
        port = data["port"]
        if port not in PORT_STATES:
            raise PositionError(f"{where}.port: {port!r} is not one of {', '.join(PORT_STATES)}")
        face_down = []
        for key, tiles in data["face_down"].items():
            cells = data["face_down_cells"][key]
            if len(cells) != len(tiles):
                raise PositionError(f"{where}.face_down: group {key!r} has {len(tiles)} tiles for {len(cells)} cells")
            face_down += [(parse_cell(c), _tile(t, where), group_seats(key)) for c, t in zip(cells, tiles)]
        return Sea(port=port, port_due=int(data["port_due"]),
                   port_cell=None if data["port_cell"] is None else parse_cell(data["port_cell"]),
                   deck=tuple(_tile(t, where) for t in data["deck"]), box=tuple(_tile(t, where) for t in data["box"]),
                   out=tuple(_tile(t, where) for t in data["out"]), spare=tuple(_tile(t, where) for t in data["spare"]),
                   face_down=tuple(sorted(face_down)), sea_cells=tuple(parse_cell(c) for c in data["sea_cells"]),
                   ships=tuple(None if c is None else parse_cell(c) for c in data["ships"]),
                   treasure=tuple(data["treasure"]), navy=int(data.get("navy", 0)),
                   blue_owed=_flag(data.get("blue_owed", False), where))
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise PositionError(f"{where}: malformed ({exc!r})") from None


def _flag(value, where: str) -> bool:
    if not isinstance(value, bool):
        raise PositionError(f"{where}.blue_owed: expected true or false, got {value!r}")
    return value


def _tile(tile, where: str) -> str:
    if tile not in TILES:
        raise PositionError(f"{where}: unknown tile {tile!r}")
    return tile
