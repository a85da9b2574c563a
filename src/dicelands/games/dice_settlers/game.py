"""Dice Settlers, the game: options, seats, results and the wiring of its parts (rulings: docs/rules/dice-settlers.md).

Round (spec §3): Roll (every seat at once: draw to hand size, roll, manipulate; roll.py) -> Action (two turns each
in turn order, one action per turn, each type once per round; payment.py and actions/) -> Clean-up (G12; rounds.py).
Set-up: setup.py. The Diceoneer (solo, spec §12 G25) plays its own turns (diceoneer.py). Every decision in flight
is a step on its seat's stack (`state.flow`, steps.py); nothing in the base game is hidden. Modules (Western Sea,
`modules/`) plug in at the points of `SettlersHooks` (hooks.py) and may declare hidden zones.
"""
from __future__ import annotations

from ...engine.chance import Rng
from ...engine.errors import OptionError
from ...engine.flow import StepFlow
from ...engine.game import Game, Result, SeatPlan
from ...engine.options import OptionSpec
from . import card_texts, notation, position, render, rounds, setup, words
from .components import load_components, provenance_summary
from .heuristic import heuristic
from .hooks import CATALOG, SettlersHooks, in_play as modules_in_play
from .module_components import module_provenance
from .scoring import score_lines, winners
from .state import PH_OVER, State
from .steps import STEPS
from .tables import COMP


class DiceSettlers(StepFlow, Game):
    id = "dice-settlers"
    title = "Dice Settlers"
    rules_version = "2"  # 2: the Diceoneer and the bag refill to the spec of 2026-11-30 (G25, G08)
    steps = STEPS
    # a search cut off one roll later wins more: mcts:30/horizon=1 beat greedy in 77.8% of 200 games, mcts:30 in
    # 68.5% of the same games; at the default horizon 100 iterations were no better than 30. Against the Diceoneer
    # too (so no best_bot_solo): 70.5% of 200 games, mcts:30 62.0% and greedy 53.0% of the same games (docs/bots.md,
    # 2026-12-02)
    best_bot = "mcts:30/horizon=1"
    decision_limit = 10_000  # random bots' longest 4-player games take about 1,000
    # Beyond every player count (dicelands.conformance): the Diceoneer's difficulties, the random tableau with the
    # promo, and passing either action.
    conformance_options = (
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
    catalog = CATALOG  # the modules, found by hooks.py (rules code without the game at hand reads the same catalog)

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
        return provenance_summary(load_components()) + module_provenance(COMP)  # the base game's parts, then modules'

    def all_option_specs(self) -> tuple:
        """The base game's options, then each module's own (extension point `option-specs`)."""
        return super().all_option_specs() + tuple(spec for module in self.catalog.modules.values()
                                                  for spec in module.hooks.option_specs or ())

    def _check_options(self, options: dict) -> None:
        if options["diverse_society"] and options["tableau"] != "random":
            raise OptionError("Diverse Society (#120) is shuffled into its seal deck, and only a random tableau is "
                              "dealt from the decks (the first-game tableau is a fixed list): add --option "
                              "tableau=random")
        in_play = set(filter(None, options["modules"].split(",")))
        for module in self.catalog.modules.values():
            for spec in module.hooks.option_specs or ():
                if options[spec.name] != spec.default and module.name not in in_play:
                    raise OptionError(f"option {spec.name!r} belongs to the module {module.name!r}, which is not in "
                                      f"play (--option modules={module.name})")

    def cards(self, options: dict) -> tuple:
        """Every tile, technology, die, icon and action a table with these options meets, and the modules' own
        cards (Envoys, Enclosures, Advisors, Sea pieces), in players' words (card_texts.py)."""
        return card_texts.all_cards(options)

    # ---- the flow ------------------------------------------------------------------------------------------------
    def _setup(self, options: dict, rng: Rng) -> State:
        return setup.setup(options, rng, self.num_seats(options))

    def _advance(self, state: State) -> None:
        rounds.advance(state)
        for hooks in modules_in_play(state.options):
            if hooks.sync:
                hooks.sync(state)

    # ---- action space --------------------------------------------------------------------------------------------
    def action_labels(self, options: dict) -> tuple[str, ...]:
        return notation.action_labels(self.resolve_options(options))

    def action_label(self, state: State, seat: int, action) -> str:
        for hooks in modules_in_play(state.options):
            label = hooks.label(state, seat, action) if hooks.label else None
            if label:
                return label
        return notation.action_label(state, seat, action)

    # ---- words for players (words.py) --------------------------------------------------------------------------
    def first_seat(self, state: State) -> int:
        return state.first

    def player_prompt(self, state: State, seat: int, names=None) -> str:
        step = state.flow.top(seat) if 0 <= seat < len(state.flow.stacks) else None
        filled = words.prompt(state, seat, step, names) if step is not None and step.decision else None
        return filled or self.prompt(state, seat)

    def option_text(self, state: State, seat: int, action, names=None, width: int | None = None) -> str:
        return words.option_text(state, seat, action, names)

    # ---- results, views, positions -----------------------------------------------------------------------------
    def result(self, state: State) -> Result:
        lines = score_lines(state)
        over = state.phase == PH_OVER
        return Result(tuple(lines), winners(state, lines) if over else (), over)

    def to_position(self, state: State) -> dict:
        return position.to_position(self, state)

    def from_position(self, data: dict) -> State:
        return position.from_position(self, data)

    def render(self, state: State, seat: int | None, legal: list | None = None, names=None, width: int = 100):
        return render.render(self, state, seat, legal, names, width)

    def _events(self, before: State, after: State, reader: int | None = None) -> list[str]:
        return render.events(before, after)  # nothing is hidden: every reader reads the same lines

    def describe(self, state: State, seat: int, action, reader: int | None = None) -> str:
        for hooks in modules_in_play(state.options):
            line = hooks.describe(state, seat, action, reader) if hooks.describe else None
            if line:
                return line
        return render.describe(state, seat, action)  # the same line for every reader (nothing is hidden)

    def why_illegal(self, state: State, seat: int, text: str, legal: list) -> str:
        for hooks in modules_in_play(state.options):
            reason = hooks.explain_illegal(state, seat, text) if hooks.explain_illegal else None
            if reason:
                return reason
        return words.refusal(state, seat, self.player_prompt(state, seat), legal)

    def heuristic(self, state: State, seat: int) -> float:
        return heuristic(self, state, seat)  # modules' "heuristic" hooks are added there
