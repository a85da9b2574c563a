"""The one agent interface.

An agent sees only what its seat may see: `act(game, view, seat, legal)` gets the game object (rules, for search
bots to simulate with), the seat's view (`game.view(state, seat)`), and the legal options the surface computed
from the real state. Search bots rebuild full states with `game.sample_state(view, seat, seed)`, never peeking.
Each agent owns a seeded generator, so a game with bots is reproducible from its seed.

Bots by name (`make_agent("mcts:500", seed)`) are in registry.py.
"""
from __future__ import annotations

import math
import random
from typing import Any

from mypy_extensions import mypyc_attr

from ..engine.game import Game, GameState


@mypyc_attr(allow_interpreted_subclasses=True)  # games and tests subclass it in plain Python
class Agent:
    name = "agent"
    reads_view = True
    value_meaning = "estimated value"  # what the numbers from evaluate() are, for people reading a hint

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def act(self, game, view: dict | None, seat: int, legal: list):
        """One of `legal` for `seat`; `view` is the seat's view (None for an agent that does not read it)."""
        raise NotImplementedError

    def evaluate(self, game, view: dict, seat: int, legal: list) -> list[tuple[object, float]]:
        """Options with estimated values, best first (for hints); agents without an estimate return []."""
        return []

    def sample(self, game, view: dict, seat: int):
        """A full state consistent with the view: hidden parts and future chance dealt from this agent's generator."""
        return game.sample_state(view, seat, self.rng.getrandbits(63))


class RandomAgent(Agent):
    name = "random"
    reads_view = False  # surfaces may pass view=None (a learning environment's opponents skip building it)

    def act(self, game, view, seat, legal):
        return legal[self.rng.randrange(len(legal))]


class GreedyAgent(Agent):
    """Looks one move ahead, by `game.hints.heuristic`, on a belief sample of the state.

    A big turn is several small decisions (take a die, then place it, then group it), so an option's value is the
    heuristic after it *and* the greedy completion of the seat's own decisions that follow without new chance or
    another seat's move (at most `chain` more). Every option is tried on the same samples (same hidden parts, same
    future dice), so options are compared fairly; ties go to this agent's generator.
    """

    name = "greedy"
    value_meaning = "the game's heuristic after the move, roughly points"

    def __init__(self, seed: int = 0, samples: int = 1, chain: int = 8):
        super().__init__(seed)
        self.samples, self.chain = samples, chain

    def evaluate(self, game, view, seat, legal):
        states = [self.sample(game, view, seat) for _ in range(self.samples)]
        scored = [(action, sum(self._value(game, s, seat, action) for s in states) / len(states)) for action in legal]
        order = list(range(len(scored)))
        self.rng.shuffle(order)  # random tie-break, stable for a given seed
        order.sort(key=lambda i: -scored[i][1])
        return [scored[i] for i in order]

    def _value(self, game, state, seat, action) -> float:
        return greedy_value(game, state, seat, action, self.chain)

    def act(self, game, view, seat, legal):
        if len(legal) == 1:
            return legal[0]
        return self.evaluate(game, view, seat, legal)[0][0]


def greedy_value(game: Game, state: GameState, seat: int, action: Any, chain: int = 8) -> float:
    """The seat's heuristic after `action` and up to `chain` more of its own decisions taken greedily (one step
    ahead each), stopping at new chance or when another seat is to move: what `greedy` values an option at."""
    rng: int = state.rng.state
    heuristic = game.hints.heuristic
    state = game.apply(state, seat, action, check=False)
    for _ in range(chain):
        if state.rng.state != rng or seat not in game.to_move(state):
            break
        best, best_value = state, -math.inf
        for option in game.legal_actions(state, seat):  # the first of the best, as max() takes it
            after = game.apply(state, seat, option, check=False)
            value = heuristic(after, seat)
            if value > best_value:
                best, best_value = after, value
        state = best
    return heuristic(state, seat)
