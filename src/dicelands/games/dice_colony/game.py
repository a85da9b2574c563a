"""Dice Colony, the game: options, seats, setup, the turn loop and the decisions.

Turn (rulebook "Round Sequence"; spec §9.2): roll 3 dice from the bag -> every seat places the black die's barren
(a barrier: all seats finish before anyone takes a die) -> every seat takes a coloured die, places it and resolves
star copy / group / lives / Life groups at its own pace -> the first player removes a coloured die -> objectives are
checked -> (solo) LU-287 flips a card after turn 5 of rounds 2-4 -> the first player passes left. 5 rounds of 5 turns.
The decisions are typed steps (turn.py, steps.py) on per-seat stacks (`state.flow`); `_advance` resumes the stage
markers between them.

Beside the decision model, its companions (engine/companions.py): how it is shown (show.py), what bots are told
(hints.py), what learning environments read (learning.py) and how the conformance suite plays it (below).
"""
from __future__ import annotations

from typing import Any, ClassVar

from mypy_extensions import mypyc_attr

from ...engine.chance import Rng
from ...engine.companions import BotHints, ConformanceSettings, LearningSpec, Presentation
from ...engine.errors import OptionError
from ...engine.flow import StepFlow, StepRegistry
from ...engine.game import Game, Result, SeatPlan
from ...engine.options import OptionSpec
from .hints import DiceColonyHints
from .learning import DiceColonyLearning
from .position import from_position, to_position
from .scoring import score_lines, winners
from .setup import setup
from .show import DiceColonyShow
from .state import State
from .steps import STEPS


class DiceColonyConformance(ConformanceSettings):
    # Beyond every player count (dicelands.conformance): side B, solo against LU-287, and the spec's variant options.
    option_sets: ClassVar[tuple[dict, ...]] = (
        *({"players": n, "side": "b"} for n in (1, 2, 3, 4)),
        {"players": 1, "solo": True}, {"players": 1, "solo": True, "side": "b"},
        {"players": 2, "no_legal_colored": "anywhere", "group_must_be_maximal": True, "starting_colony_scores": True,
         "max_group_size": 5, "energy_capacity": 3},
        {"players": 3, "side": "b", "side_b_has_energy": False},
    )


@mypyc_attr(allow_interpreted_subclasses=True)  # variants and tests subclass it in plain Python
class DiceColony(StepFlow):
    id: ClassVar[str] = "dice-colony"
    title: ClassVar[str] = "Dice Colony"
    rules_version: ClassVar[str] = "1"
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("players", int, 2, "number of players (1-4)", minimum=1, maximum=4),
        OptionSpec("side", str, "a", "planet sheet side: a (base game) or b (variant: stars, no starting icons)",
                   choices=("a", "b")),
        OptionSpec("solo", bool, False, "solo game against LU-287 (with 1 player)"),
        OptionSpec("no_legal_colored", str, "skip",
                   "no coloured die fits anywhere: skip the draw, or draw it on any empty space",
                   choices=("skip", "anywhere")),
        OptionSpec("max_group_size", int, 6, "largest group that may be closed", minimum=3, maximum=6),
        OptionSpec("group_must_be_maximal", bool, False,
                   "a group must take the whole unclosed cluster of its type"),
        OptionSpec("starting_colony_scores", bool, False,
                   "the printed starting colony scores and counts as a formed colony"),
        OptionSpec("side_b_has_energy", bool, True, "side B has the 6 energy spaces of side A"),
        OptionSpec("energy_capacity", int, 6, "circles on the energy tracker", minimum=0, maximum=12),
    )
    automata: ClassVar[dict[str, str]] = {"lu287": "LU-287, the solo opponent (scores what you fail to do)"}
    chance_kinds: ClassVar[tuple[str, ...] | None] = ("deal", "objectives", "roll")  # what `forced` outcomes may name (docs/scenarios.md)
    steps: ClassVar[StepRegistry] = STEPS
    show_type: ClassVar[type[Presentation]] = DiceColonyShow
    hints_type: ClassVar[type[BotHints]] = DiceColonyHints
    learning_type: ClassVar[type[LearningSpec]] = DiceColonyLearning
    conformance_type: ClassVar[type[ConformanceSettings]] = DiceColonyConformance

    # ---- options and seats -----------------------------------------------------------------------------------------
    def _check_options(self, options: dict) -> None:
        if options["solo"] and options["players"] != 1:
            raise OptionError(f"option 'solo' needs players=1, got players={options['players']}")

    def seat_plan(self, names: list[str]) -> SeatPlan:
        if "lu287" not in names:
            return super().seat_plan(names)
        others = [n for n in names if n != "lu287"]
        if len(others) != 1 or names.count("lu287") != 1:
            raise OptionError("LU-287 plays only the solo game: give exactly one other player with lu287")
        return SeatPlan({"players": 1, "solo": True}, (others[0], None), (others[0], "lu287"))

    def num_seats(self, options: dict) -> int:
        return options.get("players", 2) + (1 if options.get("solo") else 0)

    def automaton_seats(self, options: dict) -> tuple[int, ...]:
        return (options["players"],) if options.get("solo") else ()

    # ---- setup and automatic steps ---------------------------------------------------------------------------------
    def _setup(self, options: dict, rng: Rng) -> State:
        return setup(options, rng, self.num_seats(options))

    def _advance(self, state: State) -> None:
        """Resume the stage every seat waits on until some seat has a decision (or every stack is empty: over)."""
        while not state.flow.movers():  # (the flow keeps its movers: `to_move` asks them next)
            waiting = next((stack[-1] for stack in state.flow.stacks if stack), None)
            if waiting is None:
                return
            waiting.resume(self, state)  # type: ignore[attr-defined]  # a waiting step is a turn.Stage

    def first_seat(self, state: State) -> int:
        return state.first  # the lowest Starting card; the human in the solo game (spec §7, §11.2)

    def prompt(self, state: State, seat: int, public: bool = False) -> str:
        """`public`: the line the other players read on the game page, in players' words like `player_prompt`
        (Dice Colony's decisions hide nothing); otherwise the short form scenarios and error messages quote."""
        if public:
            return self.show.player_prompt(state, seat)
        return super().prompt(state, seat)

    # ---- results and positions -------------------------------------------------------------------------------------
    def result(self, state: State) -> Result:
        lines = score_lines(state)
        over = state.flow.idle()
        return Result(tuple(lines), winners(lines) if over else (), over)

    def to_position(self, state: State) -> dict:
        return to_position(self, state)

    def from_position(self, position: Any) -> State:
        return from_position(self, position)
