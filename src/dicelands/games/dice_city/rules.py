"""Dice City, the game: options, set-up, the turn loop and the results (rules: docs/rules/dice-city.md).

A turn is four steps (spec §3): Use Dice (turn.py), Attack (combat.py), Build & Trade (build.py), End of Turn
(ending.py); abilities resolve in abilities.py / ability_steps.py. The By Royal Decree options are modules
(modules/presence, modules/queens_plans, modules/trade_board) on the extension points below.
"""
from __future__ import annotations

from ...engine.chance import Rng
from ...engine.errors import OptionError
from ...engine.flow import Flow, StepFlow
from ...engine.game import Game, Result
from ...engine.hidden import HiddenZone
from ...engine.options import OptionSpec
from . import ability_steps, ending  # noqa: F401  (their steps register themselves)
from .build import Build
from .combat import Attack
from .components import BANDITS, COLOURS, LOCATIONS, SHIPS, SUPPLY
from .dice import roll
from .display import DECK_SETUPS, build_deck, card_of, display_size
from .notation import cached_base_labels
from .scoring import score_line, winners
from .state import STEPS, City, State
from .turn import UseDice

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


class DiceCity(StepFlow, Game):
    id = "dice-city"
    title = "Dice City"
    rules_version = "1"
    steps = STEPS
    option_specs = (
        OptionSpec("players", int, 2, "number of players (1 = the solo game)", minimum=1, maximum=4),
        OptionSpec("deck", str, "full", "deck set-up when expansion cards are in play: quick, random, full",
                   choices=DECK_SETUPS),
        OptionSpec("trade_side", str, "village", "By Royal Decree trade board side (with the trade board): village, town",
                   choices=("village", "town")),
        OptionSpec("solo_hard", bool, False, "solo hard mode: a display of 2 rows of 5"),
        OptionSpec("solo_target", int, 50, "solo: the VP needed to win", minimum=1, maximum=500),
    )
    conformance_options = ({"players": 1, "solo_hard": True}, {"players": 3, "deck": "quick"},
                           {"players": 2, "deck": "random"}, {"players": 2, "modules": "trade-board", "trade_side": "town"},
                           {"players": 4, "modules": "presence,queens-plans,trade-board", "deck": "quick"})
    conformance_max_decisions = 6000
    chance_kinds = ("roll", "first", "deck", "display") + ("plans", "trade")
    hidden_zones = (HiddenZone("deck", ("deck",), "nobody"),)
    modules_package = "dicelands.games.dice_city.modules"
    extension_points = {
        "setup": "setup(game, state): after the base set-up, before the first turn",
        "locations": "(card ids, ...): the module's location types, added to the deck set-ups",
        "guard": "guard(game, state, seat, location) -> bool: False makes a used ability do nothing (PRESENCE)",
        "rolled": "rolled(game, state, seat, colour): a city die has just been rolled onto the board",
        "built": "built(game, state, seat, space): a location card has just been put on a space",
        "end_turn": "end_turn(game, state, seat): the turn ends, before the city dice are rolled",
        "score": "score(game, state, seat) -> {category: VP}",
        "position": "(to_json(state) -> dict, from_json(data, options) -> section): the module's part of a position",
        "labels": "(label, ...): the module's labels in the action space",
        "render": "render(game, state, seat, names) -> [lines]: the module's part of the terminal view (wrapped)",
        "describe": "describe(game, state, seat, action, reader) -> a log line for the module's actions, or None",
        "why_illegal": "why_illegal(game, state, seat, text) -> the reason a refused action of the module's is refused",
        "option_text": "option_text(game, state, seat, action, names) -> the module's option in players' words, or None",
        "cards": "cards(game, options) -> [Card, ...]: the module's cards besides its locations, in players' words",
    }

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
        state = State(options, rng, Flow.empty(players), [City() for _ in range(players)], deck, display, [],
                      {card: SUPPLY_COPIES for card in SUPPLY}, [pile_size(p, players) for p in BANDITS],
                      [pile_size(p, players) for p in SHIPS], current=start, start=start)
        for seat in range(players):
            roll(self, state, seat, tuple(range(len(COLOURS))))
        state.flow = state.flow.push(start, UseDice())
        for setup in self.hooks(options, "setup"):  # a module may ask for decisions before the first turn
            setup(self, state)
        return state

    def _advance(self, state: State) -> None:
        while True:
            stacks = state.flow.stacks
            if any(stack and stack[-1].decision for stack in stacks):
                return
            waiting = next((seat for seat, stack in enumerate(stacks) if stack), None)
            if waiting is None:
                return
            stacks[waiting][-1].resume(self, state, waiting)

    # ---- the turn's steps in order (here, so that no step module imports the next one: no import cycle) ----------
    def step_after(self, step):
        """Use Dice -> Attack -> Build & Trade (spec §3)."""
        return {UseDice: Attack, Attack: Build}[type(step)]()

    def end_turn(self, state: State, seat: int) -> None:
        ending.end_turn(self, state, seat)

    def why_illegal(self, state: State, seat: int, text: str, legal: list) -> str:
        for explain in self.hooks(state.options, "why_illegal"):
            reason = explain(self, state, seat, text)
            if reason:
                return reason
        return super().why_illegal(state, seat, text, legal)

    def action_labels(self, options: dict) -> tuple[str, ...]:
        return cached_base_labels() + tuple(l for labels in self.hooks(options, "labels") for l in labels)

    # ---- results, positions, surfaces ----------------------------------------------------------------------------
    def result(self, state: State) -> Result:
        lines = [score_line(self, state, seat) for seat in range(state.players)]
        over = state.flow.idle()
        return Result(tuple(lines), winners(state, lines) if over else (), over)

    def to_position(self, state: State) -> dict:
        from .position import to_position
        return to_position(self, state)

    def from_position(self, position: dict) -> State:
        from .position import from_position
        return from_position(self, position)

    def render(self, state: State, seat: int | None, legal: list | None = None, names=None, width: int = 100):
        from .render import render
        return render(self, state, seat, legal, names, width)

    def heuristic(self, state: State, seat: int) -> float:
        from .heuristic import heuristic
        return heuristic(self, state, seat)

    def player_prompt(self, state: State, seat: int, names=None) -> str:
        from .words import player_prompt
        return player_prompt(self, state, seat, names)

    def option_text(self, state: State, seat: int, action, names=None, width: int | None = None) -> str:
        from .words import option_text
        return option_text(self, state, seat, action, names)

    def describe(self, state: State, seat: int, action, reader: int | None = None) -> str:
        from .explain import describe
        return describe(self, state, seat, action, reader)

    def _events(self, before: State, after: State, reader: int | None = None) -> list[str]:
        from .explain import events
        return events(self, before, after, reader)

    def card(self, card_id: str):
        return LOCATIONS[card_id]

    def cards(self, options: dict):
        from .cards import dice_city_cards
        return dice_city_cards(self, options)
