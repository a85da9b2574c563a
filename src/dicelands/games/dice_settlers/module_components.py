"""Modules' components: each module package holding `data/components.yaml` (icons, dice, terrains, hexes,
technologies) adds them to the base game's tables, every record marked with its module (`board.in_play` keeps a
component out of play unless its module is), read with the same checks as the base game's files (components.py).
"""
from __future__ import annotations

from dataclasses import replace
from importlib.resources import files as package_files
from types import MappingProxyType
from typing import Any, Mapping

from ...engine.data import DataError, DataFiles, Record, module_summaries, summarise
from ...engine.inputs import parse_yaml
from .components import _converter, _effect, _face, _factory, _GainReader, _vp_stars
from .effects import Vocabulary
from .component_types import (ANY_RESOURCE, DIE_FACE_COUNT, ICON_KINDS, RESOURCE_ICON_KINDS, Components, Die, Icon, Technology,
                    Terrain, Tile)

MODULE_SECTIONS = ("icons", "dice", "faces", "terrains", "tiles", "technologies")


def _module_data() -> list[tuple[str, DataFiles]]:
    """(module name, its data files) for each module package holding data/components.yaml (read, not imported)."""
    found: list[tuple[str, DataFiles]] = []
    root = package_files(__package__) / "modules"
    if not root.is_dir():
        return found
    for folder in sorted(root.iterdir(), key=lambda f: f.name):
        if folder.is_dir() and (folder / "data" / "components.yaml").is_file():
            found.append((folder.name.replace("_", "-"), DataFiles(folder / "data")))
    return found


def add_module_components(base: Components) -> Components:
    """The base game's components with every module's added."""
    tables = {name: dict(getattr(base, name)) for name in ("icons", "actions", "dice", "terrains", "tiles",
                                                           "technologies", "seal_decks")}
    for module, files in _module_data():
        _add(module, files, **tables)
    tables["tiles"] = dict(sorted(tables["tiles"].items(), key=lambda item: item[1].number))
    frozen: dict[str, Any] = {name: MappingProxyType(table) for name, table in tables.items()}
    return replace(base, **frozen)


def _add(module: str, files: DataFiles, icons: dict, actions: dict, dice: dict, terrains: dict, tiles: dict,
         technologies: dict, seal_decks: dict) -> None:
    """One module's components.yaml into the tables (changed in place)."""
    """A module's icons, dice, terrains, hexes and technologies join the base tables, each marked with the module:
    the base game puts a marked component in play only when its module is (board.in_play)."""
    file = "components.yaml"
    raw = parse_yaml((files.directory / file).read_text(encoding="utf-8"), file, DataError)
    content = files.read(file, tuple(s for s in MODULE_SECTIONS if isinstance(raw, dict) and s in raw))
    new_icons = files.records(file, content, "icons", "icon", "id", lambda r: Icon(
        id=r.text("id"), kind=r.choice("kind", ICON_KINDS, "icon kind"), provenance=r.provenance(),
        module=module)) if "icons" in content else {}
    _no_clash(file, "icon", icons, new_icons)
    icons.update(new_icons)
    if "dice" in content:
        supply = files.records(file, content, "dice", "die", "colour", lambda r: dict(
            colour=r.text("colour"), count=r.integer("count"), recruitable=r.flag("recruitable"),
            letter=r.text("letter"), removable=r.flag("removable", True), bagged=r.flag("bag", True),
            provenance=r.provenance()))
        faces = files.records(file, content, "faces", "die faces", "colour", lambda r: dict(
            faces=tuple(_face(r, f"faces[{n}]", face, icons) for n, face in enumerate(r.items("faces"))),
            faces_provenance=r.provenance()))
        for colour, die in supply.items():
            if colour not in faces or len(faces[colour]["faces"]) != DIE_FACE_COUNT:
                raise DataError(f"{file}: die {colour!r}: field 'faces': expected {DIE_FACE_COUNT} faces")
        new_dice = {c: Die(**d, **faces[c], module=module) for c, d in supply.items()}
        _no_clash(file, "die colour", dice, new_dice)
        dice.update(new_dice)
    if "terrains" in content:
        new_terrains = files.records(file, content, "terrains", "terrain", "id", lambda r: Terrain(
            r.text("id"), r.choice("die_colour", dice, "die colour"), r.provenance(), module))
        _no_clash(file, "terrain", terrains, new_terrains)
        terrains.update(new_terrains)
    if "tiles" in content:
        gains = _GainReader(icons, dice)
        numbers = {t.number for t in tiles.values()}

        def hex_tile(r: Record) -> Tile:
            number = r.integer("number")
            if number in numbers:
                raise r.fail("number", f"duplicate tile number {number}")
            numbers.add(number)
            terrain = r.get("terrain", None)
            return Tile(id=r.text("id"), number=number,
                        terrain=None if terrain is None else r.choice("terrain", terrains, "terrain"),
                        starting=False, vp_stars=_vp_stars(r), exploration_bonus=gains.optional(r, "exploration_bonus"),
                        starting_bonus=None, factory=_factory(r, gains), converter=_converter(r, icons),
                        tracker_bonus=r.optional_integer("tracker_bonus") or 0, provenance=r.provenance(),
                        module=module, settleable=r.flag("settle", True))

        new_tiles = files.records(file, content, "tiles", "tile", "id", hex_tile)
        _no_clash(file, "tile", tiles, new_tiles)
        tiles.update(new_tiles)
    if "technologies" in content:
        vocabulary = Vocabulary(icons=tuple(icons), actions=tuple(actions))

        def technology(r: Record) -> Technology:
            return Technology(
                id=r.text("id"), name=r.text("name"),
                seals=tuple(r.choice("seals", seal_decks, "seal deck", seal) for seal in r.items("seals")),
                research_cost=r.integer("research_cost"),
                resource_cost=r.counts("resource_cost", (*(i.id for i in icons.values() if i.kind in
                                                           RESOURCE_ICON_KINDS), ANY_RESOURCE), "resource", default={}),
                vp=r.integer("vp", minimum=0),
                effects=tuple(_effect(r, f"effects[{n}]", raw, vocabulary)
                              for n, raw in enumerate(r.items("effects", []))),
                promo=False, provenance=r.provenance(), module=module, set_aside=r.flag("naval", False),
                first_game=r.flag("first_game", True))

        new_techs = files.records(file, content, "technologies", "technology", "id", technology)
        _no_clash(file, "technology", technologies, new_techs)
        technologies.update(new_techs)


def _no_clash(file: str, noun: str, base: Mapping, added: Mapping) -> None:
    for key in added:
        if key in base:
            raise DataError(f"{file}: {noun} {key!r}: already defined (a module adds components, never replaces)")


def module_provenance(components) -> list[tuple[str, str, str]]:
    """(part, status, note) for each module's components, as `dicelands info` lists them after the base game's."""
    parts: dict[str, list] = {}
    for kind, records in (("icons", components.icons), ("dice", components.dice), ("terrains", components.terrains),
                          ("hexes", components.tiles), ("technologies", components.technologies)):
        for key, record in records.items():
            if record.module:
                parts.setdefault(f"{record.module}: {kind}", []).append((key, record.provenance))
                if kind == "dice":
                    parts.setdefault(f"{record.module}: dice faces", []).append((key, record.faces_provenance))
    # then the modules' own data files (Advisor, Envoy and Enclosure cards, the Sea), summarised by engine/data.py
    return [summarise(part, named) for part, named in parts.items()] + module_summaries("dicelands.games.dice_settlers")
