"""Bots by name: `make_agent("mcts:500", seed)`; `random`, `greedy[:samples]`, `mcts[:iterations | :seconds s]`,
`policy:model.zip` (a trained policy; needs the rl extra and torch, docs/rl.md)."""
from __future__ import annotations

from typing import Callable

from ..engine.errors import OptionError
from .base import Agent, GreedyAgent, RandomAgent
from .mcts import MCTSAgent, parse_budget


def _positive_int(name: str, text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value <= 0:
        raise OptionError(f"bot {name}:{text}: expected a positive whole number after ':'")
    return value


def _greedy(arg: str | None, seed: int) -> Agent:
    return GreedyAgent(seed, _positive_int("greedy", arg) if arg else 1)


def _mcts(arg: str | None, seed: int) -> Agent:
    return MCTSAgent(seed, **parse_budget(arg))


def _policy(arg: str | None, seed: int) -> Agent:
    from ..envs.policy import PolicyAgent  # the learning libraries are an optional extra
    return PolicyAgent(arg, seed)


# name -> factory(spec_argument, seed). A spec is "name" or "name:argument", e.g. "mcts:500", "mcts:1s".
AGENTS: dict[str, Callable[[str | None, int], Agent]] = {
    "random": lambda arg, seed: RandomAgent(seed),
    "greedy": _greedy,
    "mcts": _mcts,
}
# Agents that need a file (`policy:model.zip`): made by make_agent, not offered as bare names (the server's list).
FILE_AGENTS: dict[str, Callable[[str | None, int], Agent]] = {"policy": _policy}


def agent_names() -> list[str]:
    return sorted(AGENTS)


def make_agent(spec: str, seed: int = 0) -> Agent:
    name, _, arg = str(spec).partition(":")
    factory = AGENTS.get(name.strip().lower()) or FILE_AGENTS.get(name.strip().lower())
    if factory is None:
        raise OptionError(f"unknown bot {spec!r} (known: {', '.join(agent_names())}, policy:FILE)")
    return factory(arg.strip() or None, seed)
