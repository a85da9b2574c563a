"""The one agent interface.

An agent sees only what its seat may see: `act(game, view, seat, legal)` gets the game object (rules, for search
bots to simulate with), the seat's view (`game.view(state, seat)`), and the legal options the surface computed
from the real state. Search bots rebuild full states with `game.sample_state(view, seat, seed)`, never peeking.
Each agent owns a seeded generator, so a game with bots is reproducible from its seed.
"""
from __future__ import annotations

import random
from typing import Callable

from ..engine.errors import OptionError


class Agent:
    name = "agent"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def act(self, game, view: dict, seat: int, legal: list):
        raise NotImplementedError

    def evaluate(self, game, view: dict, seat: int, legal: list) -> list[tuple[object, float]]:
        """Options with estimated values, best first (for hints); agents without an estimate return []."""
        return []


class RandomAgent(Agent):
    name = "random"

    def act(self, game, view, seat, legal):
        return legal[self.rng.randrange(len(legal))]


# name -> factory(spec_argument, seed). A spec is "name" or "name:argument", e.g. "mcts:500".
AGENTS: dict[str, Callable[[str | None, int], Agent]] = {
    "random": lambda arg, seed: RandomAgent(seed),
}


def agent_names() -> list[str]:
    return sorted(AGENTS)


def make_agent(spec: str, seed: int = 0) -> Agent:
    name, _, arg = str(spec).partition(":")
    factory = AGENTS.get(name.strip().lower())
    if factory is None:
        raise OptionError(f"unknown bot {spec!r} (known: {', '.join(agent_names())})")
    return factory(arg or None, seed)
