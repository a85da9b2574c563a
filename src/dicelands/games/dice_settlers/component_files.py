"""Dice Settlers icons.yaml, dice.yaml, setup.yaml and tiles.yaml, decoded by their msgspec types (`DataFiles.decode`).

Each record type below is the record as the file writes it (a `Sourced` struct: its fields, `provenance` and
`source`); a type refuses unknown keys, a missing field, a count below its bound. By hand, failing with
`DataFiles.fail(file, path, problem)`, stays what a type cannot say: a name that must exist in another table, a
duplicate id, a table with one record per player count, totals that must fit the box.
"""
from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from types import MappingProxyType
from typing import Annotated, Any, Generic, Literal, TypeVar

import msgspec

from ...engine.data import DataFiles, Provenance, Sourced
from ...engine.schemas import Strict
from .component_types import (DIE_FACE_COUNT, RESOURCE_ICON_KINDS, ActionType, Converter, DiceRemoval, Die, Factory,
                              Gain, Icon, MapStack, Setup, Terrain, Tile, TileCounts, VpStars, VpSupply)

T = TypeVar("T")
Count = Annotated[int, msgspec.Meta(ge=0)]
Positive = Annotated[int, msgspec.Meta(ge=1)]
Name = Annotated[str, msgspec.Meta(pattern=r"\S")]  # text that is not only spaces
GAME_PLAYER_COUNTS = (1, 2, 3, 4)


class Cited(Sourced, kw_only=True):
    """A record of these files: its source is required (docs/data.md: every record says where it comes from)."""
    source: Name


def provenance(record: Sourced) -> Provenance:
    return Provenance(record.provenance, record.source)


def keyed(file: str, section: str, records: Iterable, key: str, noun: str) -> dict:
    """The records of a section by their key; a key given twice fails naming it."""
    out: dict = {}
    for index, record in enumerate(records):
        value = getattr(record, key)
        if value in out:
            raise DataFiles.fail(file, f"{section}.{index}.{key}", f"duplicate {noun} {value!r}")
        out[value] = record
    return out


def known(file: str, path: str, value: str, table: Collection, noun: str) -> str:
    if value not in table:
        raise DataFiles.fail(file, path, f"unknown {noun} {value!r} (known: {', '.join(sorted(map(str, table)))})")
    return value


# ---- icons.yaml --------------------------------------------------------------------------------------------------
class IconRecord(Cited):
    id: Name
    kind: Literal["pioneer", "action", "basic_resource", "special_resource", "victory_point"]  # ICON_KINDS


class ActionRecord(Cited):
    id: Name
    paid_with: list[str]  # icons
    free: bool = False  # a free action uses up none of the round's actions


class IconsFile(Strict):
    icons: list[IconRecord]
    actions: list[ActionRecord]


def load_icons(files: DataFiles) -> tuple[dict[str, Icon], dict[str, ActionType]]:
    file = "icons.yaml"
    content = files.decode(file, IconsFile)
    icons = {key: Icon(key, r.kind, provenance(r)) for key, r in keyed(file, "icons", content.icons, "id",
                                                                        "icon").items()}
    actions = {}
    for index, (key, r) in enumerate(keyed(file, "actions", content.actions, "id", "action").items()):
        for n, icon in enumerate(r.paid_with):
            known(file, f"actions.{index}.paid_with.{n}", icon, icons, "icon")
        if not r.paid_with and not r.free:
            raise DataFiles.fail(file, f"actions.{index}.paid_with", "an action that is not free needs an icon")
        actions[key] = ActionType(key, tuple(r.paid_with), r.free, provenance(r))
    return icons, actions


# ---- dice.yaml ---------------------------------------------------------------------------------------------------
class DieRecord(Cited):
    colour: Name
    count: Positive  # dice of this colour in the box
    recruitable: bool


class FacesRecord(Cited):
    colour: str
    faces: list[str | Annotated[list[str], msgspec.Meta(min_length=1)]]  # an icon, or the icons of one face


class DiceFile(Strict):
    dice: list[DieRecord]
    faces: list[FacesRecord]


def load_dice(files: DataFiles, icons: Mapping[str, Icon]) -> dict[str, Die]:
    file = "dice.yaml"
    content = files.decode(file, DiceFile)
    supply = keyed(file, "dice", content.dice, "colour", "die")
    faces = keyed(file, "faces", content.faces, "colour", "die faces")
    for index, record in enumerate(content.faces):
        known(file, f"faces.{index}.colour", record.colour, supply, "die colour")
        if len(record.faces) != DIE_FACE_COUNT:
            raise DataFiles.fail(file, f"faces.{index}.faces",
                                 f"a die has exactly {DIE_FACE_COUNT} faces, got {len(record.faces)}")
        for n, face in enumerate(record.faces):
            for icon in [face] if isinstance(face, str) else face:
                known(file, f"faces.{index}.faces.{n}", icon, icons, "icon")
    missing = [colour for colour in supply if colour not in faces]
    if missing:
        raise DataFiles.fail(file, "faces", f"no faces record for the die colour {missing[0]!r}")
    return {colour: Die(colour, d.count, d.recruitable,
                        tuple((face,) if isinstance(face, str) else tuple(face) for face in faces[colour].faces),
                        provenance(d), provenance(faces[colour]))
            for colour, d in supply.items()}


# ---- setup.yaml --------------------------------------------------------------------------------------------------
class Setting(Cited, Generic[T]):
    value: T


class VpSupplyRecord(Cited):
    players: int
    vp: Positive


class MapStackRecord(Cited):
    players: int
    first_tile: Positive
    last_tile: Positive


class DiceRemovalRecord(Cited):
    players: int
    per_colour: Count  # dice of each recruitable colour returned to the box


class SetupFile(Strict):
    player_counts: Setting[list[int]]
    starting_dice: Setting[dict[str, Positive]]  # die colour -> dice per player
    starting_personal_tents: Setting[Positive]
    starting_tent_source: Setting[Literal["personal_supply", "general_supply"]]  # STARTING_TENT_SOURCES
    tents_per_player: Setting[Positive]
    houses_per_player: Setting[Positive]
    player_markers_per_player: Setting[Positive]
    tracker_start: Setting[Positive]
    hand_size_cap: Setting[Positive]
    actions_per_round: Setting[Positive]
    tableau_size: Setting[Positive]
    starting_tile_draft_draw: Setting[Positive]
    resource_tokens_per_type: Setting[Positive]
    vp_supply: list[VpSupplyRecord]  # one per player count
    map_stack: list[MapStackRecord]
    dice_removal: list[DiceRemovalRecord]


_TABLES = ("vp_supply", "map_stack", "dice_removal")
_SETTINGS = tuple(name for name in SetupFile.__struct_fields__ if name not in _TABLES)


def load_setup(files: DataFiles, dice: Mapping[str, Die], tile_counts: TileCounts) -> Setup:
    file = "setup.yaml"
    content = files.decode(file, SetupFile)
    if sorted(content.player_counts.value) != list(GAME_PLAYER_COUNTS):
        raise DataFiles.fail(file, "player_counts.value", "Dice Settlers is for 1-4 players: expected [1, 2, 3, 4], "
                                                          f"got {content.player_counts.value!r}")
    counts = tuple(content.player_counts.value)
    most = max(counts)
    for colour, count in content.starting_dice.value.items():
        known(file, f"starting_dice.value.{colour}", colour, dice, "die colour")
        if count * most > dice[colour].count:
            raise DataFiles.fail(file, f"starting_dice.value.{colour}", f"{most} players need {count * most} "
                                                                        f"{colour} dice, the box has {dice[colour].count}")
    tents = content.tents_per_player.value
    if content.starting_personal_tents.value > tents:
        raise DataFiles.fail(file, "starting_personal_tents.value", f"more than tents_per_player ({tents})")
    first, last = tile_counts.starting + 1, tile_counts.starting + tile_counts.regular
    for index, stack in enumerate(content.map_stack):
        for field in ("first_tile", "last_tile"):
            if not first <= getattr(stack, field) <= last:
                raise DataFiles.fail(file, f"map_stack.{index}.{field}",
                                     f"regular tiles are numbered {first}-{last}, got {getattr(stack, field)}")
        if stack.first_tile > stack.last_tile:
            raise DataFiles.fail(file, f"map_stack.{index}.last_tile", f"before first_tile ({stack.first_tile})")
    for index, removal in enumerate(content.dice_removal):
        for die in dice.values():
            left = (die.count - content.starting_dice.value.get(die.colour, 0) * removal.players
                    - removal.per_colour)
            if die.recruitable and left < 0:
                raise DataFiles.fail(file, f"dice_removal.{index}.per_colour",
                                     f"removing {removal.per_colour} {die.colour} dice leaves {left}")
    tables = {"vp_supply": lambda r: VpSupply(r.players, r.vp, provenance(r)),
              "map_stack": lambda r: MapStack(r.players, r.first_tile, r.last_tile, provenance(r)),
              "dice_removal": lambda r: DiceRemoval(r.players, r.per_colour, provenance(r))}
    values: dict[str, Any] = {name: _by_player_count(file, name, getattr(content, name), build, counts)
              for name, build in tables.items()}
    settings = {name: getattr(content, name) for name in _SETTINGS}
    values.update({name: s.value for name, s in settings.items()},
                  player_counts=counts, starting_dice=MappingProxyType(dict(content.starting_dice.value)))
    return Setup(**values, provenance=MappingProxyType({name: provenance(s) for name, s in settings.items()}))


def _by_player_count(file: str, section: str, records: list, build, counts: tuple[int, ...]) -> Mapping:
    for index, record in enumerate(records):
        if record.players not in counts:
            raise DataFiles.fail(file, f"{section}.{index}.players",
                                 f"player count {record.players} is not one of {list(counts)}")
    table = {p: build(r) for p, r in keyed(file, section, records, "players", "player count").items()}
    missing = [p for p in counts if p not in table]
    if missing:
        raise DataFiles.fail(file, section, f"no record for player count(s) {', '.join(map(str, missing))} "
                                            f"(every count of {list(counts)} needs one)")
    return MappingProxyType({p: table[p] for p in sorted(table)})


# ---- tiles.yaml --------------------------------------------------------------------------------------------------
GainCounts = dict[str, Positive]  # vp, tents, a resource or <colour>_die -> how many


class TerrainRecord(Cited):
    id: Name
    die_colour: str  # presence on this terrain recruits dice of this (recruitable) colour


class TileCountsRecord(Cited):
    starting: Positive
    regular: Positive


class FactoryValue(Strict):
    tents: Positive  # tents returned from the tile
    gain: GainCounts


class ConverterValue(Strict):
    from_icon: str = msgspec.field(name="from")
    to_icon: str = msgspec.field(name="to")


class TileRecord(Cited):
    id: Name
    number: Positive
    terrain: str
    starting: bool = False
    vp_stars: tuple[Positive, Count] | None = None  # [first, second]
    exploration_bonus: GainCounts | None = None
    starting_bonus: GainCounts | None = None
    factory: FactoryValue | None = None
    converter: ConverterValue | None = None
    tracker_bonus: Positive | None = None


class TilesFile(Strict):
    terrains: list[TerrainRecord]
    tile_counts: TileCountsRecord
    tiles: list[TileRecord]


class Gains:
    """Gains such as {vp: 1}, {tents: 2} or {yellow_die: 1, food: 1} as `Gain` records."""

    def __init__(self, icons: Mapping[str, Icon], die_colours: Iterable[str]):
        self.resources = [i.id for i in icons.values() if i.kind in RESOURCE_ICON_KINDS]
        self.die_keys = {f"{colour}_die": colour for colour in die_colours}
        self.known = ("vp", "tents", *self.resources, *self.die_keys)

    def optional(self, file: str, path: str, counts: Mapping[str, int] | None) -> Gain | None:
        return None if counts is None else self.gain(file, path, counts)

    def gain(self, file: str, path: str, counts: Mapping[str, int]) -> Gain:
        for key in counts:
            known(file, path, key, self.known, "gain")
        if not counts:
            raise DataFiles.fail(file, path, "a gain needs at least one item")
        return Gain(vp=counts.get("vp", 0), tents=counts.get("tents", 0),
                    resources=MappingProxyType({k: n for k, n in counts.items() if k in self.resources}),
                    dice=MappingProxyType({self.die_keys[k]: n for k, n in counts.items() if k in self.die_keys}))


def load_tiles(files: DataFiles, icons: Mapping[str, Icon], dice: Mapping[str, Die]) -> tuple:
    file = "tiles.yaml"
    content = files.decode(file, TilesFile)
    recruitable = [colour for colour, die in dice.items() if die.recruitable]
    terrains: dict[str, Terrain] = {}
    owner: dict[str, str] = {}
    for index, (key, r) in enumerate(keyed(file, "terrains", content.terrains, "id", "terrain").items()):
        known(file, f"terrains.{index}.die_colour", r.die_colour, recruitable, "recruitable die colour")
        if r.die_colour in owner:
            raise DataFiles.fail(file, f"terrains.{index}.die_colour", f"colour {r.die_colour!r} already belongs "
                                                                        f"to terrain {owner[r.die_colour]!r}")
        owner[r.die_colour] = key
        terrains[key] = Terrain(key, r.die_colour, provenance(r))
    counts = TileCounts(content.tile_counts.starting, content.tile_counts.regular, provenance(content.tile_counts))
    gains, numbers = Gains(icons, recruitable), keyed(file, "tiles", content.tiles, "number", "tile number")
    tiles = {key: _tile(file, f"tiles.{content.tiles.index(r)}", r, counts, terrains, icons, gains)
             for key, r in keyed(file, "tiles", content.tiles, "id", "tile").items()}
    for kind, expected in (("starting", counts.starting), ("regular", counts.regular)):
        found = sum(1 for r in numbers.values() if r.starting == (kind == "starting"))
        if found != expected:
            raise DataFiles.fail(file, "tiles", f"expected {expected} {kind} tiles (tile_counts), got {found}")
    return terrains, counts, tiles


def _tile(file: str, at: str, r: TileRecord, counts: TileCounts, terrains: Mapping, icons: Mapping,
          gains: Gains) -> Tile:
    first, last = (1, counts.starting) if r.starting else (counts.starting + 1, counts.starting + counts.regular)
    if not first <= r.number <= last:
        raise DataFiles.fail(file, f"{at}.number", f"{'starting' if r.starting else 'regular'} tiles are numbered "
                                                   f"{first}-{last}, got {r.number}")
    if r.starting and r.exploration_bonus:
        raise DataFiles.fail(file, f"{at}.exploration_bonus", "a starting tile has a starting_bonus instead")
    if not r.starting and r.starting_bonus:
        raise DataFiles.fail(file, f"{at}.starting_bonus", "only starting tiles have a starting bonus")
    if r.vp_stars and r.vp_stars[1] > r.vp_stars[0]:
        raise DataFiles.fail(file, f"{at}.vp_stars", f"the second value ({r.vp_stars[1]}) exceeds the first "
                                                     f"({r.vp_stars[0]})")
    converter = None
    if r.converter is not None:
        converter = Converter(known(file, f"{at}.converter.from", r.converter.from_icon, icons, "icon"),
                              known(file, f"{at}.converter.to", r.converter.to_icon, icons, "icon"))
        if converter.from_icon == converter.to_icon:
            raise DataFiles.fail(file, f"{at}.converter", f"converts {converter.from_icon!r} into itself")
    factory = None if r.factory is None else Factory(r.factory.tents, gains.gain(file, f"{at}.factory.gain",
                                                                                r.factory.gain))
    return Tile(id=r.id, number=r.number, terrain=known(file, f"{at}.terrain", r.terrain, terrains, "terrain"),
                starting=r.starting, vp_stars=None if r.vp_stars is None else VpStars(*r.vp_stars),
                exploration_bonus=gains.optional(file, f"{at}.exploration_bonus", r.exploration_bonus),
                starting_bonus=gains.optional(file, f"{at}.starting_bonus", r.starting_bonus), factory=factory,
                converter=converter, tracker_bonus=r.tracker_bonus or 0, provenance=provenance(r))
