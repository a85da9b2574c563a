"""Dice Settlers, the game: options, seats, results and the wiring of its parts (rulings: docs/rules/dice-settlers.md).

Round (spec §3): Roll (every seat at once: draw to hand size, roll, manipulate; roll.py) -> Action (two turns each
in turn order, one action per turn, each type once per round; payment.py and actions/) -> Clean-up (G12; rounds.py).
Set-up: setup.py. The Diceoneer (solo, spec §12 G25) plays its own turns (diceoneer.py). Every decision in flight
is a step on its seat's stack (`state.flow`, steps.py); nothing in Dice Settlers is hidden.
"""
from __future__ import annotations

from ...engine.chance import Rng
from ...engine.errors import OptionError
from ...engine.flow import StepFlow
from ...engine.game import Game, Result, SeatPlan
from ...engine.options import OptionSpec
from . import notation, position, render, rounds, setup
from .board import COMP
from .components import provenance_summary
from .scoring import heuristic, score_lines, winners
from .state import PH_OVER, State
from .steps import STEPS


class DiceSettlers(StepFlow, Game):
    id = "dice-settlers"
    title = "Dice Settlers"
    rules_version = "2"  # 2: the Diceoneer and the bag refill to the spec of 2026-11-30 (G25, G08)
    steps = STEPS
    # Beyond every player count (dicelands.conformance): the Diceoneer's difficulties, the random tableau with the
    # promo, and passing either action.
    conformance_options = (
        *({"players": 1, "difficulty": level} for level in ("easy", "hard", "expert")),
        {"players": 2, "tableau": "random", "married_bliss": True},
        {"players": 4, "tableau": "random", "pass_rule": "any"},
    )
    option_specs = (
        OptionSpec("players", int, 2, "number of players (1 = solo against the Diceoneer)", minimum=1, maximum=4),
        OptionSpec("tableau", str, "first-game", "technology tableau: the first-game preset or a random deal (G06)",
                   choices=("first-game", "random")),
        OptionSpec("married_bliss", bool, False, "lay out the promo Married Bliss beside the tableau (§9.2)"),
        OptionSpec("pass_rule", str, "second", "which actions may be passed (G10): only the second, or any",
                   choices=("second", "any")),
        OptionSpec("difficulty", str, "normal",
                   "Diceoneer: VP per unused strength (G25): easy 0, normal 1, hard 2, expert 3",
                   choices=("easy", "normal", "hard", "expert")),
    )
    automata = {"diceoneer": "the Diceoneer, the solo opponent (spec §12 G25)"}
    chance_kinds = ("roll", "tiles", "first", "tableau", "bot", "advisors")  # what `forced` outcomes may name
    modules_package = "dicelands.games.dice_settlers.modules"
    extension_points = {
        "action-types": "offered(state, seat) -> True when the module's own action type can be taken now (G10)",
        "describe": "describe(state, seat, action) -> the log line for a module's action, or None",
        "diceoneer-action": "resolve(state, action, dice, strength) -> the strength the Diceoneer's side resolves with",
        "diceoneer-roll": "place(state, faces) -> {die: side} for dice the Diceoneer rolled that the module places",
        "extra-icons": "count(state, seat, action) -> icons for the action from a module's sources (counted, not paid)",
        "heuristic": "value(state, seat) -> what the module's pieces are worth to the seat, added to the estimate",
        "label": "label(state, seat, action) -> the action-space label of a module's action, or None",
        "labels": "labels(options) -> the module's labels in the action space",
        "position": "(to_json(state) -> dict, from_json(data, state) -> section): the module's part of a position",
        "recruit-colours": "colours(state, seat) -> dice colours recruitable without presence",
        "render": "render(state, seat) -> lines (rich renderables) shown below the base game's",
        "setup": "setup(state): after the base set-up (dice, tiles, tableau), before the starting-tile draft",
        "starting-draft": "draft(state) -> True when the module runs the starting-tile draft itself",
    }

    # ---- options and seats -------------------------------------------------------------------------------------
    def seat_plan(self, names: list[str]) -> SeatPlan:
        if "diceoneer" not in names:
            if len(names) == 1:
                raise OptionError("solo Dice Settlers is played against the Diceoneer: --players you,diceoneer")
            return super().seat_plan(names)
        others = [n for n in names if n != "diceoneer"]
        if len(others) != 1 or names.count("diceoneer") != 1:
            raise OptionError("the Diceoneer plays only the solo game: give exactly one other player with diceoneer")
        return SeatPlan({"players": 1}, (others[0], None), (others[0], "diceoneer"))

    def num_seats(self, options: dict) -> int:
        players = options.get("players", 2)
        return players + 1 if players == 1 else players

    def automaton_seats(self, options: dict) -> tuple[int, ...]:
        return (1,) if options.get("players", 2) == 1 else ()

    def provenance(self) -> list[tuple[str, str, str]]:
        return provenance_summary(COMP)

    # ---- the flow ------------------------------------------------------------------------------------------------
    def _setup(self, options: dict, rng: Rng) -> State:
        return setup.setup(options, rng, self.num_seats(options))

    def _advance(self, state: State) -> None:
        rounds.advance(state)

    # ---- action space --------------------------------------------------------------------------------------------
    def action_labels(self, options: dict) -> tuple[str, ...]:
        options = self.resolve_options(options)
        extra = tuple(label for labels in self.hooks(options, "labels") for label in labels(options))
        return tuple(dict.fromkeys(notation.action_labels(options) + extra))

    def action_label(self, state: State, seat: int, action) -> str:
        for module_label in self.hooks(state.options, "label"):
            label = module_label(state, seat, action)
            if label:
                return label
        return notation.action_label(state, seat, action)

    # ---- results, views, positions -----------------------------------------------------------------------------
    def result(self, state: State) -> Result:
        lines = score_lines(state)
        over = state.phase == PH_OVER
        return Result(tuple(lines), winners(state, lines) if over else (), over)

    def to_position(self, state: State) -> dict:
        return position.to_position(self, state)

    def from_position(self, data: dict) -> State:
        return position.from_position(self, data)

    def render(self, state: State, seat: int | None, legal: list | None = None):
        return render.render(self, state, seat, legal)

    def _events(self, before: State, after: State, reader: int | None = None) -> list[str]:
        return render.events(before, after)  # nothing is hidden: every reader reads the same lines

    def describe(self, state: State, seat: int, action, reader: int | None = None) -> str:
        for module_describe in self.hooks(state.options, "describe"):
            line = module_describe(state, seat, action)
            if line:
                return line
        return render.describe(state, seat, action)  # the same line for every reader (nothing is hidden)

    def heuristic(self, state: State, seat: int) -> float:
        return heuristic(self, state, seat) + sum(value(state, seat) for value in self.hooks(state.options,
                                                                                                "heuristic"))
