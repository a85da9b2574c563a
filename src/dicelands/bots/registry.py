"""Bots by name: `make_agent("mcts:500", seed)`; by strength, as players call them: `easy` (random), `medium`
(greedy), `strong` (best); by engine name: `random`, `greedy[:samples]`, `mcts[:iterations | :seconds s]`
with search settings after slashes (`mcts:200/scale=1/prior=chain`, see `mcts.SETTINGS`),
`best` (each game's strongest bot, `game.hints.best_bot`), `policy:model.zip` (a trained policy; needs the rl extra and
torch, docs/rl.md)."""
from __future__ import annotations

import secrets
from typing import Callable

from ..engine.errors import OptionError
from .base import Agent, GreedyAgent, RandomAgent
from .mcts import MCTSAgent, parse_budget, parse_settings


def _positive_int(name: str, text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value <= 0:
        raise OptionError(f"bot {name}:{text}: expected a positive whole number after ':'")
    return value


def _no_argument(name: str, arg: str | None) -> None:
    if arg:
        raise OptionError(f"bot {name}:{arg}: {name} takes no argument (it is each game's strongest bot)")


def _greedy(arg: str | None, seed: int) -> Agent:
    return GreedyAgent(seed, _positive_int("greedy", arg) if arg else 1)


def _mcts(arg: str | None, seed: int) -> Agent:
    budget, *settings = (arg or "").split("/")
    return MCTSAgent(seed, **parse_budget(budget or None), **parse_settings(settings))


class BestAgent(Agent):
    """The game's own choice of its strongest bot for the options in play (`game.hints.best_bot_for`: `best_bot`, or
    `best_bot_solo` against a rulebook automaton), made on the first decision, when the game is known; its generator
    is seeded like any named bot's, so `best` reproduces whatever the bot it stands for does."""

    name = "best"

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.seed = seed
        self.chosen: dict[str, Agent] = {}

    def bot_for(self, game, view=None) -> Agent:
        options = view.get("options", {}) if isinstance(view, dict) else {}
        spec = game.hints.best_bot_for(options)
        if spec not in self.chosen:
            self.chosen[spec] = make_agent(spec, self.seed)
            if len(self.chosen) == 1:  # what the bot it stands for means (the first chosen's)
                self.value_meaning = self.chosen[spec].value_meaning
        return self.chosen[spec]

    def act(self, game, view, seat, legal):
        return self.bot_for(game, view).act(game, view, seat, legal)

    def evaluate(self, game, view, seat, legal):
        return self.bot_for(game, view).evaluate(game, view, seat, legal)


def _best(arg: str | None, seed: int) -> Agent:
    _no_argument("best", arg)
    return BestAgent(seed)


def _policy(arg: str | None, seed: int) -> Agent:
    from ..envs.policy import PolicyAgent  # the learning libraries are an optional extra
    return PolicyAgent(arg, seed)


# name -> factory(spec_argument, seed). A spec is "name" or "name:argument", e.g. "mcts:500", "mcts:1s".
AGENTS: dict[str, Callable[[str | None, int], Agent]] = {
    "random": lambda arg, seed: RandomAgent(seed),
    "greedy": _greedy,
    "mcts": _mcts,
    "best": _best,
}
# Agents that need a file (`policy:model.zip`): made by make_agent, not offered as bare names (the server's list).
FILE_AGENTS: dict[str, Callable[[str | None, int], Agent]] = {"policy": _policy}


# What players call the bots (the terminal, the lobby, simulate): one name per strength, weakest first. `strong` is
# each game's strongest bot at about 1 s a decision or less (`game.hints.best_bot`).
STRENGTHS: dict[str, str] = {"easy": "random", "medium": "greedy", "strong": "best"}


def agent_names() -> list[str]:
    return sorted(AGENTS)


def strength_of(spec: str) -> str | None:
    """The strength word for a bot spec ("random" -> "easy", "strong" -> "strong"), None for any other bot."""
    name = str(spec).strip().lower()
    if name in STRENGTHS:
        return name
    return next((word for word, bot in STRENGTHS.items() if bot == name), None)


def numbered(names: list[str]) -> list[str]:
    """Seat names as players tell them apart: a name several seats share is numbered in seat order ("strong 1",
    "strong 2"); unique names stay as they are."""
    counts = {name: names.count(name) for name in names}
    seen: dict[str, int] = {}
    out = []
    for name in names:
        if counts[name] > 1:
            seen[name] = seen.get(name, 0) + 1
            out.append(f"{name} {seen[name]}")
        else:
            out.append(name)
    return out


def own_seed() -> int:
    """A seed for a bot at a table where people play: from the operating system, never from the game's seed, so
    the bot's choices tell nothing about the dice (docs/bots.md, Seeds). Simulations seed bots from the job instead."""
    return secrets.randbits(63)


def make_agent(spec: str, seed: int = 0) -> Agent:
    name, _, arg = str(spec).partition(":")
    if name.strip().lower() in STRENGTHS and not arg:
        name = STRENGTHS[name.strip().lower()]
    factory = AGENTS.get(name.strip().lower()) or FILE_AGENTS.get(name.strip().lower())
    if factory is None:
        raise OptionError(f"unknown bot {spec!r} (known: {', '.join(STRENGTHS)}, or by engine name: "
                          f"{', '.join(agent_names())}, policy:FILE)")
    return factory(arg.strip() or None, seed)
