"""Dice Settlers components: load data/*.yaml into typed records (component_types.py) and validate them.

icons.yaml, dice.yaml, setup.yaml and tiles.yaml decode through their msgspec types (component_files.py);
technologies.yaml too (component_technologies.py). Still read field by field through `Record` here (TRANSITIONAL):
what module_components.py reads modules' components.yaml with (gains, factories, converters, faces) and a
scenario's inline technology (board.py, technology_builder); effects are checked by one function for both.

load_components() raises DataError, naming file, record and field, for any bad data file.
provenance_summary() lists which parts of the game are confirmed and which are project defaults.
"""

from __future__ import annotations

from pathlib import Path
from types import MappingProxyType
from typing import Any, Callable, Mapping

from ...engine.data import (CONFIRMED, PROJECT_DEFAULT, DataError, DataFiles, Provenance, Record, check_integer,
                            package_data, summarise)
from .component_files import load_dice, load_icons, load_setup, load_tiles
from .component_technologies import effect, load_technologies
from .effects import Vocabulary
from .component_types import (ANY_RESOURCE, RESOURCE_ICON_KINDS, ActionType, Components, Converter, DiceRemoval, Die,
                              Effect, Factory, Gain, Icon, MapStack, SealDeck, Setup, TableauPreset, Technology,
                              Terrain, Tile, TileCounts, VpStars, VpSupply)

DATA_DIR = package_data(__package__)

__all__ = ["DATA_DIR", "CONFIRMED", "PROJECT_DEFAULT", "DataError", "load_components", "provenance_summary",
           "ActionType", "Components", "Converter", "DiceRemoval", "Die", "Effect", "Factory", "Gain", "Icon",
           "MapStack", "Provenance", "SealDeck", "Setup", "TableauPreset", "Technology", "Terrain", "Tile",
           "TileCounts", "VpStars", "VpSupply"]


# --------------------------------------------------------------------------- records shared with modules


def _face(record: Record, field: str, face: object, icons: Mapping[str, Icon]) -> tuple[str, ...]:
    """A face is one icon, or a list of icons for multi-icon faces."""
    face_icons = [face] if isinstance(face, str) else face
    if not isinstance(face_icons, list) or not face_icons:
        raise record.fail(field, f"expected an icon or a non-empty list of icons, got {face!r}")
    return tuple(record.choice(field, icons, "icon", icon) for icon in face_icons)


# --------------------------------------------------------------------------- Record readers modules share


class _GainReader:
    """Reads gains such as {vp: 1}, {tents: 2} or {yellow_die: 1, food: 1}."""

    def __init__(self, icons: Mapping[str, Icon], die_colours: Mapping[str, Die]):
        self.resources = [i.id for i in icons.values() if i.kind in RESOURCE_ICON_KINDS]
        self.die_keys = {f"{colour}_die": colour for colour in die_colours}
        self.known = ("vp", "tents", *self.resources, *self.die_keys)

    def read(self, record: Record, field: str, value: object) -> Gain:
        counts = record.counts(field, self.known, "gain", value=value)
        if not counts:
            raise record.fail(field, "a gain needs at least one item")
        return Gain(
            vp=counts.get("vp", 0),
            tents=counts.get("tents", 0),
            resources=MappingProxyType({k: n for k, n in counts.items() if k in self.resources}),
            dice=MappingProxyType({self.die_keys[k]: n for k, n in counts.items() if k in self.die_keys}),
        )

    def optional(self, record: Record, field: str) -> Gain | None:
        value = record.get(field, None)
        return None if value is None else self.read(record, field, value)


def _vp_stars(r: Record) -> VpStars | None:
    value = r.get("vp_stars", None)
    if value is None:
        return None
    if not (isinstance(value, list) and len(value) == 2):
        raise r.fail("vp_stars", f"expected [first, second], got {value!r}")
    first = check_integer(r, "vp_stars[0]", value[0], 1)
    second = check_integer(r, "vp_stars[1]", value[1], 0)
    if second > first:
        raise r.fail("vp_stars", f"the second value ({second}) exceeds the first ({first})")
    return VpStars(first, second)


def _factory(r: Record, gain_reader: _GainReader) -> Factory | None:
    value = r.get("factory", None)
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"tents", "gain"}:
        raise r.fail("factory", f"expected {{tents: N, gain: {{...}}}}, got {value!r}")
    return Factory(check_integer(r, "factory.tents", value["tents"], 1),
                   gain_reader.read(r, "factory.gain", value["gain"]))


def _converter(r: Record, icons: Mapping[str, Icon]) -> Converter | None:
    value = r.get("converter", None)
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"from", "to"}:
        raise r.fail("converter", f"expected {{from: icon, to: icon}}, got {value!r}")
    from_icon = r.choice("converter.from", icons, "icon", value["from"])
    to_icon = r.choice("converter.to", icons, "icon", value["to"])
    if from_icon == to_icon:
        raise r.fail("converter", f"converts {from_icon!r} into itself")
    return Converter(from_icon, to_icon)


# --------------------------------------------------------------------------- setup.yaml

# --------------------------------------------------------------------------- technologies.yaml


def technology_builder(seal_decks: Mapping[str, SealDeck], icons: Mapping[str, Icon],
                       actions: Mapping[str, ActionType]) -> Callable[[Record], Technology]:
    """Reads one technologies.yaml record (a data file's, or a scenario's inline technology)."""
    vocabulary = Vocabulary(icons=tuple(icons), actions=tuple(actions))
    costs_known = (*(i.id for i in icons.values() if i.kind in RESOURCE_ICON_KINDS), ANY_RESOURCE)

    def technology(r: Record) -> Technology:
        promo = r.flag("promo")
        seals = tuple(r.choice("seals", seal_decks, "seal deck", seal) for seal in r.items("seals"))
        if not seals and not promo:
            raise r.fail("seals", "only promo technologies may belong to no seal deck")
        if len(set(seals)) != len(seals):
            raise r.fail("seals", f"repeated seal in {list(seals)}")
        return Technology(
            id=r.text("id"),
            name=r.text("name"),
            seals=seals,
            research_cost=r.integer("research_cost"),
            resource_cost=r.counts("resource_cost", costs_known, "resource", default={}),
            vp=r.integer("vp", minimum=0),
            effects=tuple(_effect(r, f"effects[{n}]", raw, vocabulary)
                          for n, raw in enumerate(r.items("effects", []))),
            promo=promo,
            provenance=r.provenance(),
            module=r.get("module", ""),
            option=r.get("option", ""),
        )

    return technology


def _module_technology_files(files: DataFiles) -> list[str]:
    """`technologies.yaml` files in data/ subfolders (a module's data, e.g. western_sea/envoys/), in name order."""
    found = []
    stack = [("", files.directory)]
    while stack:
        prefix, folder = stack.pop()
        for entry in folder.iterdir():
            if entry.is_dir():
                stack.append((f"{prefix}{entry.name}/", entry))
            elif prefix and entry.name == "technologies.yaml":
                found.append(f"{prefix}{entry.name}")
    return sorted(found)


def _effect(r: Record, field: str, raw: object, vocabulary: Vocabulary) -> Effect:
    return effect(raw, vocabulary, lambda sub, problem: r.fail(f"{field}{sub}", problem))


# --------------------------------------------------------------------------- loading and summary


def load_components(data_dir: str | Path | None = None) -> Components:
    """Load and validate every data file; raise DataError naming file, record and field on bad data."""
    files = DataFiles.of_package(__package__) if data_dir is None else DataFiles(Path(data_dir))
    icons, actions = load_icons(files)
    dice = load_dice(files, icons)
    terrains, tile_counts, tiles = load_tiles(files, icons, dice)
    setup = load_setup(files, dice, tile_counts)
    seal_decks, box_count, box_provenance, technologies, presets = load_technologies(
        files, icons, actions, setup.tableau_size, _module_technology_files(files))
    frozen = MappingProxyType
    return Components(
        icons=frozen(icons),
        actions=frozen(actions),
        dice=frozen(dice),
        terrains=frozen(terrains),
        tile_counts=tile_counts,
        tiles=frozen(dict(sorted(tiles.items(), key=lambda item: item[1].number))),
        seal_decks=frozen(seal_decks),
        technology_box_count=box_count,
        technology_box_count_provenance=box_provenance,
        technologies=frozen(technologies),
        tableau_presets=frozen(presets),
        setup=setup,
    )


def provenance_summary(components: Components) -> list[tuple[str, str, str]]:
    """(part, status, note) for each part of the game; status is confirmed, project-default or mixed."""
    c, s = components, components.setup
    tiles = c.tiles.values()
    parts: list[tuple[str, list[tuple[str, Provenance]]]] = [
        ("icons", [(i.id, i.provenance) for i in c.icons.values()]),
        ("action types", [(a.id, a.provenance) for a in c.actions.values()]),
        ("dice: colours, counts, recruitability", [(d.colour, d.provenance) for d in c.dice.values()]),
        ("dice: faces", [(d.colour, d.faces_provenance) for d in c.dice.values()]),
        ("terrains and their die colours", [(t.id, t.provenance) for t in c.terrains.values()]),
        ("map tiles: count and numbering", [("tile_counts", c.tile_counts.provenance)]),
        ("map tiles: starting tiles", [(t.id, t.provenance) for t in tiles if t.starting]),
        ("map tiles: regular tiles", [(t.id, t.provenance) for t in tiles if not t.starting]),
        ("technologies: seal decks", [(d.colour, d.provenance) for d in c.seal_decks.values()]),
        ("technologies: cards in the box", [("box_count", c.technology_box_count_provenance)]),
        ("technologies: cards", [(t.id, t.provenance) for t in c.technologies.values()]),
        ("technologies: tableau presets", [(p.id, p.provenance) for p in c.tableau_presets.values()]),
        *((f"setup: {name.replace('_', ' ')}", [(name, p)]) for name, p in s.provenance.items()),
        ("setup: VP supply by player count", _by_players(s.vp_supply)),
        ("setup: map stack by player count", _by_players(s.map_stack)),
        ("setup: dice removal by player count", _by_players(s.dice_removal)),
    ]
    return [summarise(part, named) for part, named in parts]


def _by_players(table: Mapping[int, Any]) -> list[tuple[str, Provenance]]:
    return [(f"{p} player{'s' if p > 1 else ''}", record.provenance) for p, record in table.items()]
