"""Dice Settlers, the game: options, seats, results and the wiring of its parts (rulings: docs/rules/dice-settlers.md).

Round (spec §3): Roll (every seat at once: draw to hand size, roll, manipulate; roll.py) -> Action (two turns each
in turn order, one action per turn, each type once per round; payment.py and actions/) -> Clean-up (G12; rounds.py).
Set-up: setup.py. The Diceoneer (solo, spec §12 G25) plays its own turns (diceoneer.py). Every decision in flight
is a step on its seat's stack (`state.flow`, steps.py); nothing in the base game is hidden. Modules (Western Sea,
`modules/`) plug in at the points of `SettlersHooks` (hooks.py) and may declare hidden zones.

This class is the decision model; its companions say the rest: how it is shown (show.py), its codec (codec.py),
its bot hints (hints.py), its learning spec (learning.py) and its conformance settings (below).
"""
from __future__ import annotations

from typing import Any

from mypy_extensions import mypyc_attr

from ...engine.chance import Rng
from ...engine.companions import ConformanceSettings
from ...engine.errors import OptionError
from ...engine.flow import StepFlow
from ...engine.game import Game, Result, SeatPlan
from ...engine.catalog import ModuleCatalog
from ...engine.options import OptionSpec
from . import position, rounds, setup
from .codec import SettlersCodec
from .hints import SettlersHints
from .hooks import CATALOG, SettlersHooks, in_play as modules_in_play
from .learning import SettlersLearning
from .scoring import score_lines, winners
from .state import PH_OVER, State
from .show import SettlersShow
from .steps import STEPS
from .tables import COMP


class SettlersConformance(ConformanceSettings):
    # Beyond every player count (dicelands.conformance): the Diceoneer's difficulties, the random tableau with the
    # promo, and passing either action.
    option_sets = (
        *({"players": 1, "difficulty": level} for level in ("easy", "hard", "expert")),
        {"players": 2, "tableau": "random", "married_bliss": True, "diverse_society": True},
        {"players": 4, "tableau": "random", "pass_rule": "any"},
        {"players": 1, "modules": "enclosures", "difficulty": "expert"},
        {"players": 2, "modules": "enclosures", "tableau": "random"},
        {"players": 2, "modules": "envoys", "tableau": "random"},
        {"players": 1, "modules": "fish-and-ships", "difficulty": "easy", "easy_blue_die": "recruit"},
        {"players": 1, "modules": "fish-and-ships", "difficulty": "expert"},
        {"players": 1, "modules": "fish-and-ships", "difficulty": "hard", "bot_blue_die": "recruit",
         "bot_sails_on_equal": "no"},  # the easier options one by one, with the harder level (issue 42)
        {"players": 1, "modules": "advisors", "solo_advisor": "diceoneer"},
    )


@mypyc_attr(allow_interpreted_subclasses=True)  # variants and tests subclass it in plain Python
class DiceSettlers(StepFlow):
    id = "dice-settlers"
    title = "Dice Settlers"
    rules_version = "2"  # 2: the Diceoneer and the bag refill to the spec of 2026-11-30 (G25, G08)
    steps = STEPS
    show_type = SettlersShow
    codec_type = SettlersCodec
    hints_type = SettlersHints
    learning_type = SettlersLearning
    conformance_type = SettlersConformance
    decision_limit = 10_000  # random bots' longest 4-player games take about 1,000
    option_specs = (
        OptionSpec("players", int, 2, "number of players (1 = solo against the Diceoneer)", minimum=1, maximum=4),
        OptionSpec("tableau", str, "first-game", "technology tableau: the first-game preset or a random deal",
                   choices=("first-game", "random")),
        OptionSpec("married_bliss", bool, False, "lay out the promo Married Bliss beside the tableau"),
        OptionSpec("diverse_society", bool, False,
                   "shuffle Diverse Society (a Western Sea card; needs no module) into its seal deck"),
        OptionSpec("pass_rule", str, "second", "which actions may be passed: only the second, or any",
                   choices=("second", "any")),
        OptionSpec("difficulty", str, "normal",
                   "Diceoneer: VP per unused strength: easy 0, normal 1, hard 2, expert 3",
                   choices=("easy", "normal", "hard", "expert")),
    )
    automata = {"diceoneer": "the Diceoneer, the solo opponent"}
    chance_kinds = ("roll", "tiles", "first", "tableau", "bot")  # what `forced` outcomes may name (modules: theirs)
    modules_package = "dicelands.games.dice_settlers.modules"
    hooks_type = SettlersHooks  # the extension points (hooks.py)

    @property
    def catalog(self) -> ModuleCatalog | None:
        """The modules, found by hooks.py (rules code without the game at hand reads the same catalog); a property
        like the engine's: compiled, a class attribute cannot override it."""
        return CATALOG

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

    def _check_options(self, options: dict) -> None:
        if options["diverse_society"] and options["tableau"] != "random":
            raise OptionError("Diverse Society (#120) is shuffled into its seal deck, and only a random tableau is "
                              "dealt from the decks (the first-game tableau is a fixed list): add --option "
                              "tableau=random")
        in_play = set(filter(None, options["modules"].split(",")))
        for module in CATALOG.modules.values():  # a module's own options (`Module.options`) need the module
            for spec in module.options:
                if options[spec.name] != spec.default and module.name not in in_play:
                    raise OptionError(f"option {spec.name!r} belongs to the module {module.name!r}, which is not in "
                                      f"play (--option modules={module.name})")


    # ---- the flow ------------------------------------------------------------------------------------------------
    def _setup(self, options: dict, rng: Rng) -> State:
        return setup.setup(options, rng, self.num_seats(options))

    def _advance(self, state: State) -> None:
        rounds.advance(state)
        for hooks in modules_in_play(state.options):
            if hooks.sync:
                hooks.sync(state)

    def first_seat(self, state: State) -> int:
        return state.first

    # ---- results, views, positions -----------------------------------------------------------------------------
    def result(self, state: State) -> Result:
        lines = score_lines(state)
        over = state.phase == PH_OVER
        return Result(tuple(lines), winners(state, lines) if over else (), over)

    def to_position(self, state: State) -> dict:
        return position.to_position(self, state)

    def from_position(self, data: Any) -> State:
        return position.from_position(self, data)
