"""Dice Settlers icons.yaml, dice.yaml and setup.yaml, decoded by their msgspec types (`DataFiles.decode`).

Each record type below is the record as the file writes it (a `Sourced` struct: its fields, `provenance` and
`source`); a type refuses unknown keys, a missing field, a count below its bound. By hand, failing with
`DataFiles.fail(file, path, problem)`, stays what a type cannot say: a name that must exist in another table, a
duplicate id, a table with one record per player count, totals that must fit the box.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Annotated, Generic, Literal, TypeVar

import msgspec

from ...engine.data import DataFiles, Provenance, Sourced
from ...engine.schemas import Strict
from .component_types import (DIE_FACE_COUNT, ActionType, DiceRemoval, Die, Icon, MapStack, Setup, TileCounts,
                              VpSupply)

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


def known(file: str, path: str, value: str, table: Mapping | tuple, noun: str) -> str:
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
    values = {name: _by_player_count(file, name, getattr(content, name), build, counts)
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
