"""Dice City, the game: options, set-up, the turn loop and the results (rules: docs/rules/dice-city.md).

A turn is four steps (spec §3): Use Dice (turn.py), Attack (combat.py), Build & Trade (build.py), End of Turn
(ending.py); abilities resolve in abilities.py / ability_steps.py. The By Royal Decree options are modules
(modules/presence, modules/queens_plans, modules/trade_board) on the extension points of hooks.py. How the game is
shown, hinted to bots and encoded for learning: show.py, hints.py, learning.py.
"""
from __future__ import annotations

from typing import Any, Final, cast

from mypy_extensions import mypyc_attr

from ...engine.chance import Rng
from ...engine.errors import OptionError
from ...engine.flow import Flow, Step, StepFlow
from ...engine.companions import ConformanceSettings
from ...engine.game import Game, Result
from ...engine.hidden import HiddenZone
from ...engine.catalog import ModuleCatalog
from ...engine.options import OptionSpec
from . import ability_steps, ending  # noqa: F401  (their steps register themselves)
from .build import Build
from .combat import Attack
from .components import BANDITS, COLOURS, SHIPS, SUPPLY, register_locations
from .dice import roll
from .display import DECK_SETUPS, build_deck, card_of, display_size
from .hints import DiceCityHints
from .hooks import CityHooks
from .learning import DiceCityLearning
from .scoring import score_line, winners
from .show import DiceCityShow
from .state import City, State
from .steps import STEPS, Marker
from .turn import UseDice

NEXT_STEP: Final[dict[type, Step]] = {UseDice: Attack(), Attack: Build()}  # steps are immutable: shared

SUPPLY_COPIES = 15


def forced_display(text: str, deck: list, size: int) -> list:
    cards = text.split()
    if len(cards) != size:
        raise ValueError(f"name {size} location ids for the display")
    for card in cards:
        copies = [item for item in deck if card_of(item) == card]
        if not copies:
            raise ValueError(f"{card!r} is not in the deck")
        deck.remove(copies[0])
    return cards


def pile_size(pile, players: int) -> int:
    """Solo: one card of each value, never used up (spec §8)."""
    return 1 if players == 1 else pile.size(players)


def first_player(text: str, players: int) -> int:
    """A forced start player: "p1".."p4"."""
    names = [f"p{n}" for n in range(1, players + 1)]
    if text.strip() not in names:
        raise ValueError(f"expected one of {', '.join(names)}")
    return names.index(text.strip())


class DiceCityConformance(ConformanceSettings):
    option_sets = ({"players": 1, "solo_hard": True}, {"players": 3, "deck": "quick"},
                   {"players": 2, "deck": "random"}, {"players": 2, "modules": "trade-board", "trade_side": "town"},
                   {"players": 4, "modules": "presence,queens-plans,trade-board", "deck": "quick"})
    max_decisions = 6000


@mypyc_attr(allow_interpreted_subclasses=True)  # variants and tests subclass it in plain Python
class DiceCity(StepFlow):
    id = "dice-city"
    title = "Dice City"
    rules_version = "1"
    steps = STEPS
    option_specs = (
        OptionSpec("players", int, 2, "number of players (1 = the solo game)", minimum=1, maximum=4),
        OptionSpec("deck", str, "full", "deck set-up when expansion cards are in play: quick, random, full",
                   choices=DECK_SETUPS),
        OptionSpec("solo_hard", bool, False, "solo hard mode: a display of 2 rows of 5"),
        OptionSpec("solo_target", int, 50, "solo: the VP needed to win", minimum=1, maximum=500),
    )
    chance_kinds = ("roll", "first", "deck", "display")  # the modules' own: their `chance_kinds`
    hidden_zones = (HiddenZone("deck", ("deck",), "nobody"),)
    modules_package = "dicelands.games.dice_city.modules"
    hooks_type = CityHooks
    show_type = DiceCityShow
    hints_type = DiceCityHints
    learning_type = DiceCityLearning
    conformance_type = DiceCityConformance
    def _catalog_found(self, catalog: ModuleCatalog) -> None:
        """The modules' location cards join the known cards (a position or scenario may name one)."""
        for module in catalog.modules.values():
            if module.hooks is not None:
                register_locations(module.hooks.locations or {})

    def _check_options(self, options: dict) -> None:
        if options["solo_hard"] and options["players"] != 1:
            raise OptionError("option 'solo_hard' needs players=1")

    # ---- set-up and automatic steps ------------------------------------------------------------------------------
    def _setup(self, options: dict, rng: Rng) -> State:
        players = options["players"]
        deck = build_deck(self, options, rng)
        size = display_size(options)
        display = rng.forced_or("display", lambda: [card_of(deck.pop()) for _ in range(size)],
                                lambda text: forced_display(text, deck, size))
        start = rng.forced_or("first", lambda: rng.below(players), lambda text: first_player(text, players))
        state = State(options, rng, Flow.empty(players), [City() for _ in range(players)], tuple(deck), display, (),
                      {card: SUPPLY_COPIES for card in SUPPLY}, [pile_size(p, players) for p in BANDITS],
                      [pile_size(p, players) for p in SHIPS], current=start, start=start)
        for seat in range(players):
            roll(self, state, seat, tuple(range(len(COLOURS))))
        state.flow = state.flow.push(start, UseDice())
        for hooks in self.in_play(options):  # a module may ask for decisions before the first turn
            if hooks.setup is not None:
                hooks.setup(state)
        return state

    def _advance(self, state: State) -> None:
        while True:
            if state.flow.movers():
                return
            waiting = -1
            for seat, stack in enumerate(state.flow.stacks):
                if stack:
                    waiting = seat
                    break
            if waiting < 0:
                return
            cast(Marker, state.flow.stacks[waiting][-1]).resume(self, state, waiting)

    # ---- the turn's steps in order (here, so that no step module imports the next one: no import cycle) ----------
    def step_after(self, step):
        """Use Dice -> Attack -> Build & Trade (spec §3)."""
        return NEXT_STEP[type(step)]

    def end_turn(self, state: State, seat: int) -> None:
        ending.end_turn(self, state, seat)

    # ---- results and positions ----------------------------------------------------------------------------------
    def result(self, state: State) -> Result:
        lines = [score_line(self, state, seat) for seat in range(state.players)]
        over = state.flow.idle()
        return Result(tuple(lines), winners(state, lines) if over else (), over)

    def to_position(self, state: State) -> dict:
        from .position import to_position
        return to_position(self, state)

    def from_position(self, position: Any) -> State:
        from .position import from_position
        return from_position(self, position)
