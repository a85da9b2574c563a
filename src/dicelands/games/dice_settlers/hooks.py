"""Dice Settlers' extension points: `SettlersHooks`, one field per point, typed with its hook's signature (a module
fills in those it uses: `Module(..., hooks=SettlersHooks(setup=..., score=...))`; engine/modules.py), and the
accessors base code reaches the modules in play with (docs/architecture.md "Walk-through: add a module").

The catalog lives here, not behind the game registry, so that rules code without the game at hand reads the modules
in play the same way the game does (`DiceSettlers.catalog` is this one). When it first finds the modules it asks
each for the components it brings (`components`) and adds them to the base tables (tables.py), each marked with its
module: a game puts a module's component in play only when the module is (`tables.in_play`).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from ...engine.catalog import ModuleCatalog
from ...engine.modules import Module, point
from . import tables

if TYPE_CHECKING:
    from ...engine.cards import Card
    from .component_types import Technology
    from .state import State

Cell = tuple[int, int]


@dataclass(frozen=True)
class ModuleDie:
    """A die colour a module brings that its data files do not hold (the Advisors' pink die)."""
    colour: str
    letter: str
    faces: tuple[str, ...]
    unsettable: tuple[str, ...] = ()  # faces no manipulation may set (the pink die's Advisor face)
    removable: bool = True  # whether Trade or an ability may take it from its owner


@dataclass(frozen=True)
class ModuleComponents:
    """What a module adds to the base game's tables beyond its data/components.yaml (read by module_components.py)."""
    dice: tuple[ModuleDie, ...] = ()
    technologies: tuple[Technology, ...] = ()


@dataclass(frozen=True)
class SettlersHooks:
    # ---- components, options, set-up and position
    components: Callable[[], ModuleComponents] | None = point(
        "components() -> the dice and technologies the module adds to the base tables (marked with the module)")
    setup: Callable[[State], None] | None = point(
        "setup(state): after the base set-up (dice, tiles, tableau; state.ext[name] holds the module's section), "
        "before the starting-tile draft")
    starting_draft: Callable[[State], bool] | None = point(
        "draft(state) -> True when the module runs the starting-tile draft itself")
    position: tuple[Callable[[State], dict], Callable[[Any, State], Any]] | None = point(
        "(to_json(state) -> dict, from_json(data, state) -> section): the module's part of a position")
    check_state: Callable[[State], None] | None = point(
        "check(state): PositionError naming a broken invariant of the module's section")
    tiles_held: Callable[[State], Iterable[str]] | None = point(
        "held(state) -> tile ids a module holds off the map (for conservation checks)")
    occupied: Callable[[State], Any] | None = point(
        "occupied(state) -> cells a module holds off the map (Explore never puts a tile there)")
    # ---- the round
    dice_rolled: Callable[[State], None] | None = point(
        "after_roll(state): Roll phase, every seat has drawn and rolled (step 2), before any manipulation")
    clean_up: Callable[[State], None] | None = point(
        "end_of_round(state): in the Clean-up phase, after the seats' dice and once-per-round uses are reset")
    sync: Callable[[State], None] | None = point(
        "sync(state): after every decision and Diceoneer turn (what follows from presence)")
    action_types: Callable[[State, int], bool] | None = point(
        "offered(state, seat) -> True when the module's own action type can be taken now (G10)")
    # ---- icons
    virtual_icons: Callable[[State, int, str], Iterable[tuple[str, str, int]]] | None = point(
        "icons(state, seat, action) -> (source, icon, count) the seat may spend for the action")
    extra_icons: Callable[[State, int, str], int] | None = point(
        "count(state, seat, action) -> icons for the action from a module's sources (counted, not paid)")
    convertible_icons: tuple[Callable[[State, int], list], Callable[[dict], list]] | None = point(
        "(icons(state, seat) -> [(source key, icon)], keys(options) -> [source key]): a module's icons converters "
        "take as a die showing them")
    # ---- actions
    tiles_drawn: Callable[[State, int, list], list] | None = point(
        "drawn(state, seat, tiles) -> the tiles an Explore draws, as the module changes them")
    tile_cells: Callable[[State, int, str, list], list] | None = point(
        "cells(state, seat, tile, cells) -> where a module's tile may go among the exploration cells")
    tile_put: Callable[[State, int, str, Cell], bool | None] | None = point(
        "put(state, seat, tile, cell) -> True when the module puts this explored tile itself")
    raid_absorption: Callable[[State, Cell], int] | None = point(
        "absorbed(state, cell) -> Raid icons a hex absorbs before any tent is removed")
    recruit_colours: Callable[[State, int], Any] | None = point(
        "colours(state, seat) -> dice colours recruitable without presence")
    recruit_alternatives: Callable[[State, int], bool] | None = point(
        "can_instead(state, seat) -> True when a Recruit action can do something besides dice")
    score: Callable[[State, int], Mapping[str, int]] | None = point(
        "score(state, seat) -> {category: points} added to the seat's score lines")
    # ---- the Diceoneer
    diceoneer_roll: Callable[[State, Any], dict | None] | None = point(
        "place(state, faces) -> {die: side} for dice the Diceoneer rolled that the module places (or None: it only "
        "looked)")
    diceoneer_turn: Callable[[State, int], None] | None = point(
        "before(state, d6): the Diceoneer has rolled its d6, before it resolves that side")
    diceoneer_strength: Callable[[State, Any], int] | None = point(
        "extra(state, dice) -> strength the Diceoneer's dice add beyond 1 each")
    diceoneer_action: Callable[[State, str, Any, int], int] | None = point(
        "resolve(state, action, dice, strength) -> the strength the Diceoneer's side resolves with")
    diceoneer_settle: Callable[[State], list] | None = point(
        "first(state) -> cells the Diceoneer settles before any other, when it may")
    diceoneer_unused_strength: Callable[[State], int] | None = point(
        "least(state) -> at least this many VP per unused Diceoneer strength")
    # ---- bots and learning
    heuristic: Callable[[State, int], float] | None = point(
        "value(state, seat) -> what the module's pieces are worth to the seat, added to the estimate")
    labels: Callable[[dict], tuple[str, ...]] | None = point(
        "labels(options) -> the module's labels in the action space")
    label: Callable[[State, int, Any], str | None] | None = point(
        "label(state, seat, action) -> the action-space label of a module's action, or None")
    # ---- players' words and pictures
    describe: Callable[[State, int, Any, int | None], str | None] | None = point(
        "describe(state, seat, action, reader) -> the log line for a module's action (or None)")
    explain_illegal: Callable[[State, int, str], str | None] | None = point(
        "why(state, seat, notation) -> the rule an illegal module action breaks (or None)")
    option_text: Callable[[State, int, Any, Any], str | None] | None = point(
        "text(state, seat, action, names) -> a module's option in players' words (or None)")
    prompt_text: Callable[[State, int, Any, Any], str | None] | None = point(
        "text(state, seat, step, names) -> a module step's prompt in players' words (or None)")
    source_words: Callable[[State, int | None, str], str | None] | None = point(
        "words(state, seat, key) -> a module's icon source (a virtual die face) in players' words, or None")
    render: Callable[[State, int | None, int, bool], list] | None = point(
        "render(state, seat, width, brief) -> [rich renderables or plain text lines] shown below the seats' lines "
        "(brief: one line, names only; by default under 100 columns)")
    map_hexes: Callable[[State], dict] | None = point(
        "hexes(state) -> {cell: (label, special)}, each at most 8 characters, for a module's hexes the terminal map "
        "draws that are not tiles")
    map_marks: Callable[[State], dict] | None = point(
        "marks(state) -> {cell: text} a module's pieces on map hexes, shown after the tents in the terminal map")
    map_legend: Callable[[State, bool], list[str]] | None = point(
        "legend(state, brief) -> [text] what the module's marks on the terminal map mean (brief: fewer words)")
    card_text: Callable[[str, str], str | None] | None = point(
        "text(kind, key) -> sentences a module adds to the card of a base-table component it brings (kind: tile, "
        "technology, die, icon; key: its id), or None")
    cards: Callable[[dict], list[Card]] | None = point(
        "cards(options) -> [engine.cards.Card]: the module's own cards and pieces a table with these options meets")


SettlersModule = Module[SettlersHooks]


class SettlersCatalog(ModuleCatalog):
    """The modules of Dice Settlers; finding them adds their components to the base tables (tables.py)."""

    def _discover(self) -> dict[str, Module]:
        found = super()._discover()
        for module in found.values():
            parts = module.hooks.components if module.hooks is not None else None
            if parts is not None:
                contributed = parts()
                for die in contributed.dice:
                    tables.add_die_colour(module.name, die.colour, die.letter, die.faces, die.unsettable,
                                          die.removable)
                for tech in contributed.technologies:
                    tables.add_technology(module.name, tech)
        return found


CATALOG = SettlersCatalog("dice-settlers", "dicelands.games.dice_settlers.modules", SettlersHooks)


def in_play(options: dict) -> tuple[SettlersHooks, ...]:
    """The hooks of the modules in play, in catalog order (() for the base game alone)."""
    return CATALOG.in_play(options)


def modules_of(options: dict) -> tuple[SettlersModule, ...]:
    """The modules in play themselves (their names key their sections of a position)."""
    return CATALOG.active(options)
