"""The toy race's Game class: the decision model (options, set-up, the result; the turn itself is the step flow of
steps.py) and the names of its companions. It reads its modules only through `self.in_play(options)`, the typed
hooks of hooks.py, and never names one."""
from __future__ import annotations

from dicelands.engine import SEAT, Flow, Game, HiddenZone, OptionSpec, Result, StepFlow

from . import position
from .hooks import ToyHooks
from .learning import ToyLearning
from .show import ToyShow
from .state import ToyState
from .steps import STEPS, Race


class ToyGame(StepFlow):
    id = "toy"
    title = "Toy race"
    rules_version = "1"
    option_specs = (OptionSpec("players", int, 2, "seats", minimum=2, maximum=2),
                    OptionSpec("target", int, 10, "counter value that ends the game", minimum=1, maximum=99))
    steps = STEPS
    modules_package = "tests.engine.toy_game.modules"
    hooks_type = ToyHooks
    hidden_zones = (HiddenZone("secret", ("secrets", SEAT), "owner", pool="cards"),
                    HiddenZone("deck", ("deck",), "nobody", pool="cards"))
    show_type = ToyShow
    learning_type = ToyLearning

    def _setup(self, options, rng):
        deck = list(range(1, 7))
        rng.shuffle(deck)
        secrets = [[deck.pop()], [deck.pop()]]
        state = ToyState(options, rng, Flow.empty(2).push(0, Race()), secrets=secrets, deck=deck)
        for hooks in self.in_play(options):
            if hooks.setup:
                hooks.setup(self, state)
        return state

    def _advance(self, state):
        pass  # no automatic steps, no chance between decisions

    def result(self, state):
        over = self.is_over(state)
        scores = []
        for seat in (0, 1):
            line = {"race": state.counter if seat != state.mover else 0}
            for hooks in self.in_play(state.options):
                if hooks.score:
                    line.update(hooks.score(state, seat))
            line["total"] = sum(line.values())
            scores.append(line)
        return Result(tuple(scores), (1 - state.mover,) if over else (), over)

    def to_position(self, state):
        return position.write(self, state)

    def from_position(self, data):
        return position.read(self, data)


GAME = ToyGame()
