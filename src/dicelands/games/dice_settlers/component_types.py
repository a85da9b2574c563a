"""Dice Settlers component types: the typed, frozen records components.load_components() builds from data/*.yaml.

Every record carries a Provenance: `confirmed` (a source states it) or `project-default` (our
choice where the rules are unknown, see docs/rules/dice-settlers.md). A record is `confirmed`
only if everything in it is; inferred facts count as project defaults.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Mapping

from ...engine.data import Provenance

ICON_KINDS = ("pioneer", "action", "basic_resource", "special_resource", "victory_point")
RESOURCE_ICON_KINDS = ("basic_resource", "special_resource")
ANY_RESOURCE = "any"  # resource cost payable with tokens of any types
STARTING_TENT_SOURCES = ("personal_supply", "general_supply")
DIE_FACE_COUNT = 6
EMPTY: Mapping[str, int] = MappingProxyType({})



@dataclass(frozen=True)
class Icon:
    id: str
    kind: str  # one of ICON_KINDS
    provenance: Provenance
    module: str = ""  # the module that brings it ("" = the base game): in play only with that module


@dataclass(frozen=True)
class ActionType:
    id: str
    paid_with: tuple[str, ...]  # icons that pay for the action
    free: bool  # free actions do not use up one of the round's actions
    provenance: Provenance


@dataclass(frozen=True)
class Die:
    colour: str
    count: int  # dice of this colour in the box
    recruitable: bool
    faces: tuple[tuple[str, ...], ...]  # six faces, each a tuple of icons
    provenance: Provenance  # of colour, count and recruitable
    faces_provenance: Provenance
    module: str = ""  # the module that brings it ("" = the base game)
    letter: str = ""  # a module's die: the letters of its ids (the base colours' are in state.LETTER)
    removable: bool = True  # False: no effect may remove it from its owner (Trade, stealing)
    bagged: bool = True  # False: never put into the bag (a refill leaves it in the spent area)


@dataclass(frozen=True)
class Terrain:
    id: str
    die_colour: str  # presence on this terrain lets you recruit dice of this colour
    provenance: Provenance
    module: str = ""


@dataclass(frozen=True)
class Gain:
    vp: int = 0
    tents: int = 0
    resources: Mapping[str, int] = field(default_factory=lambda: EMPTY)  # resource icon -> tokens
    dice: Mapping[str, int] = field(default_factory=lambda: EMPTY)  # die colour -> dice from the supply


@dataclass(frozen=True)
class VpStars:
    first: int  # scored by the controller
    second: int  # scored by the runner-up


@dataclass(frozen=True)
class Factory:
    tents: int  # tents returned from the tile
    gain: Gain


@dataclass(frozen=True)
class Converter:
    from_icon: str
    to_icon: str


@dataclass(frozen=True)
class TileCounts:
    starting: int
    regular: int
    provenance: Provenance


@dataclass(frozen=True)
class Tile:
    id: str
    number: int
    terrain: str | None  # None: a module's hex without a terrain type (an Island)
    starting: bool
    vp_stars: VpStars | None
    exploration_bonus: Gain | None  # regular tiles: gained by the explorer
    starting_bonus: Gain | None  # starting tiles: gained when placed at setup
    factory: Factory | None
    converter: Converter | None
    tracker_bonus: int  # hand-size bonus while you have presence
    provenance: Provenance
    module: str = ""  # a module's hex: never in the map stack of the base game
    settleable: bool = True  # False: Settle never places tents here (a module's Islands and Water)


@dataclass(frozen=True)
class SealDeck:
    colour: str
    provenance: Provenance


@dataclass(frozen=True)
class Effect:
    kind: str  # a key of effects.EFFECT_KINDS
    params: Mapping[str, Any]


@dataclass(frozen=True)
class Technology:
    id: str
    name: str
    seals: tuple[str, ...]  # seal decks; empty only for promos
    research_cost: int  # Research icons
    resource_cost: Mapping[str, int]  # resource icon (or ANY_RESOURCE) -> tokens
    vp: int  # printed VP scored at game end
    effects: tuple[Effect, ...]
    promo: bool  # laid out beside the tableau, not dealt into it
    provenance: Provenance
    module: str = ""  # the module that brings it ("" = the base game): dealt only with that module in play
    set_aside: bool = False  # a module places it itself (Western Sea's naval technologies), not the seal decks
    first_game: bool = True  # a module card the seed recommends for the Tableau of a first game with its module
    option: str = ""  # a card any game may add (Diverse Society #120): dealt only when this game option is on


@dataclass(frozen=True)
class TableauPreset:
    id: str
    technologies: tuple[str, ...]
    provenance: Provenance


@dataclass(frozen=True)
class VpSupply:
    players: int
    vp: int
    provenance: Provenance


@dataclass(frozen=True)
class MapStack:
    players: int
    first_tile: int
    last_tile: int
    provenance: Provenance

    @property
    def count(self) -> int:
        return self.last_tile - self.first_tile + 1


@dataclass(frozen=True)
class DiceRemoval:
    players: int
    per_colour: int  # dice of each recruitable colour returned to the box
    provenance: Provenance


@dataclass(frozen=True)
class Setup:
    player_counts: tuple[int, ...]
    starting_dice: Mapping[str, int]
    starting_personal_tents: int
    starting_tent_source: str
    tents_per_player: int
    houses_per_player: int
    player_markers_per_player: int
    tracker_start: int
    hand_size_cap: int
    actions_per_round: int
    tableau_size: int
    starting_tile_draft_draw: int
    resource_tokens_per_type: int
    vp_supply: Mapping[int, VpSupply]
    map_stack: Mapping[int, MapStack]
    dice_removal: Mapping[int, DiceRemoval]
    provenance: Mapping[str, Provenance]  # of each single-valued setting above


@dataclass(frozen=True)
class Components:
    icons: Mapping[str, Icon]
    actions: Mapping[str, ActionType]
    dice: Mapping[str, Die]
    terrains: Mapping[str, Terrain]
    tile_counts: TileCounts
    tiles: Mapping[str, Tile]
    seal_decks: Mapping[str, SealDeck]
    technology_box_count: int
    technology_box_count_provenance: Provenance
    technologies: Mapping[str, Technology]
    tableau_presets: Mapping[str, TableauPreset]
    setup: Setup

    def resource_icons(self) -> tuple[str, ...]:
        return tuple(i.id for i in self.icons.values() if i.kind in RESOURCE_ICON_KINDS)
