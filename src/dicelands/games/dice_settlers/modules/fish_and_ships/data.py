"""Fish and Ships data (data/sea.yaml): the Sea's layout template, the Port and Shore sides, what each hex gives at
the end of a Sailing move, and the module's technologies. Its icons, dice, terrain, hexes and Open Seas are in
data/components.yaml, which the base game's loader reads (components.py, marked with the module)."""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

from .....engine.data import DataError, DataFiles, Provenance, Record
from .....geometry.hexgrid import neighbours
from ...tables import COMP, TILES

NAME = "fish-and-ships"
HEX_KINDS = ("port", "seaside", "lighthouse", "water", "island")


@dataclass(frozen=True)
class Layout:
    port: tuple
    port_second: tuple
    sea: tuple  # in order: the first 6 at 1-3 players, all 8 at 4
    provenance: Provenance


@dataclass(frozen=True)
class ShoreSide:
    tile: str  # which of the two Shore tiles ("A" or "B") this is a side of
    hexes: tuple  # its hex tiles ...
    cells: tuple  # ... on these template cells


@dataclass(frozen=True)
class Hex:
    id: str
    kind: str  # one of HEX_KINDS
    action: str | None  # Water: the extra action it grants
    gain: Mapping[str, int]  # Water: what it gives instead (fish, tents)
    treasure: bool  # the Treasure Island
    four_players: bool  # used only at 4 players
    provenance: Provenance


@dataclass(frozen=True)
class Technology:
    number: int
    name: str
    naval: bool
    playable: bool  # the engine plays it (with our placeholder effect where the seed gives none: spec §12 G24)
    four_players: bool
    provenance: Provenance


@dataclass(frozen=True)
class SeaData:
    layout: Layout
    port_sides: Mapping[str, tuple]  # side -> (Port hex tile, second hex tile)
    shore_sides: Mapping[str, ShoreSide]
    hexes: Mapping[str, Hex]
    technologies: Mapping[int, Technology]
    docks_vp: int  # Docks (#117): VP per Seaside factory with presence at game end (ours)


def _cell(r: Record, field: str, value) -> tuple:
    if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value)):
        raise r.fail(field, f"expected [q, r], got {value!r}")
    return tuple(value)


def load_sea(files: DataFiles | None = None) -> SeaData:
    files = files or DataFiles.of_package(__package__)
    file = "sea.yaml"
    content = files.read(file, ("layout", "port_sides", "shore_sides", "hexes", "technologies", "docks"))
    r = files.record(file, "layout", content["layout"])
    layout = Layout(_cell(r, "port", r.get("port")), _cell(r, "port_second", r.get("port_second")),
                    tuple(_cell(r, "sea", c) for c in r.items("sea")), r.provenance())
    r.finish()

    def tile(r: Record, field: str, value=None) -> str:
        return r.choice(field, TILES, "tile", r.get(field) if value is None else value)

    def port_side(r: Record) -> tuple:
        r.provenance()
        r.text("side")
        return tile(r, "port"), tile(r, "second")

    def shore_side(r: Record) -> ShoreSide:
        r.provenance()
        r.text("side")
        side = ShoreSide(r.choice("tile", ("A", "B"), "Shore tile"), tuple(tile(r, "hexes", t) for t in r.items("hexes")),
                         tuple(_cell(r, "cells", c) for c in r.items("cells")))
        if len(side.hexes) != len(side.cells):
            raise r.fail("cells", f"{len(side.cells)} cells for {len(side.hexes)} hexes")
        return side

    resources = [i for i, icon in COMP.icons.items() if icon.kind in ("basic_resource", "special_resource")]

    def sea_hex(r: Record) -> Hex:
        action = r.get("action", None)
        return Hex(id=tile(r, "id"), kind=r.choice("kind", HEX_KINDS, "hex kind"),
                   action=None if action is None else r.choice("action", COMP.actions, "action"),
                   gain=MappingProxyType(r.counts("gain", (*resources, "tents"), "gain", default={})),
                   treasure=r.flag("treasure"), four_players=r.flag("four_players"), provenance=r.provenance())

    def technology(r: Record) -> Technology:
        r.get("seal", None)  # the seal deck, where the seed names it (Docks: brown)
        return Technology(number=r.integer("number"), name=r.get("name", "") or "", naval=r.flag("naval"),
                          playable=r.flag("playable"), four_players=r.flag("four_players"), provenance=r.provenance())

    port_sides = files.records(file, content, "port_sides", "port side", "side", port_side)
    shore_sides = files.records(file, content, "shore_sides", "shore side", "side", shore_side)
    hexes = files.records(file, content, "hexes", "hex", "id", sea_hex)
    technologies = files.records(file, content, "technologies", "technology", "number", technology)
    r = files.record(file, "docks", content["docks"])
    docks_vp = r.integer("vp_per_seaside_factory", minimum=0)
    r.provenance()
    r.finish()
    data = SeaData(layout, MappingProxyType(port_sides), MappingProxyType(shore_sides), MappingProxyType(hexes),
                   MappingProxyType(technologies), docks_vp)
    check_lighthouses(data)
    return data


FIRST_SHORES = ("A1", "B1")  # seed: "For your first game, we recommend selecting the sides marked with A1 and B1"


def template_hexes(data: SeaData, port_side: str, shores: tuple = FIRST_SHORES) -> dict:
    """Cell of the template -> hex tile, for a Port side and a side of each Shore tile (the Sea cells are left out:
    they get face-down tiles)."""
    layout = data.layout
    port, second = data.port_sides[port_side]
    cells = {layout.port: port, layout.port_second: second}
    for side in shores:
        cells.update(zip(data.shore_sides[side].cells, data.shore_sides[side].hexes))
    return cells


def lonely_seaside(data: SeaData, port_side: str, shores: tuple):
    """A Seaside cell of this layout next to fewer than two Lighthouses, or None."""
    kind = {c: data.hexes[t].kind for c, t in template_hexes(data, port_side, shores).items()}
    return next((cell for cell, k in kind.items()
                 if k == "seaside" and sum(kind.get(n) == "lighthouse" for n in neighbours(cell)) < 2), None)


def combinations(data: SeaData) -> tuple:
    """(Port side, (A side, B side)) of every layout where "each Seaside hex is adjacent to two Lighthouse hexes"
    (seed F&S 'Setting up the Sea' step 4); the others cannot be placed."""
    a_sides = sorted(s for s, side in data.shore_sides.items() if side.tile == "A")
    b_sides = sorted(s for s, side in data.shore_sides.items() if side.tile == "B")
    return tuple((port, (a, b)) for port in sorted(data.port_sides) for a in a_sides for b in b_sides
                 if lonely_seaside(data, port, (a, b)) is None)


def shore_footprint(data: SeaData) -> tuple:
    """Every cell a side of a Shore tile may take (the Sea fits only where all of them are free)."""
    return tuple(dict.fromkeys(c for side in data.shore_sides.values() for c in side.cells))


def check_lighthouses(data: SeaData) -> None:
    """Seed F&S 'Setting up the Sea' step 4: "each Seaside hex is adjacent to two Lighthouse hexes": the first-game
    layouts (A1, B1 with either Port side) keep it, and every side fits in some layout."""
    for port in data.port_sides:
        cell = lonely_seaside(data, port, FIRST_SHORES)
        if cell is not None:
            raise DataError(f"sea.yaml: layout with port side {port}: the Seaside at {cell} touches fewer than "
                            "two Lighthouses (seed: each Seaside hex is adjacent to two Lighthouse hexes)")
    used = {s for _, shores in combinations(data) for s in shores}
    for side in data.shore_sides:
        if side not in used:
            raise DataError(f"sea.yaml: Shore side {side} fits in no layout (seed: each Seaside hex is adjacent to "
                            "two Lighthouse hexes)")


SEA = load_sea()
