"""The toy race's extension points: one frozen dataclass, a field per point, which a module fills in
(`MODULE = Module(..., hooks=ToyHooks(setup=..., score=...))`) and the game reads with `game.in_play(options)`.
A misspelt point fails when the module is imported; an ill-typed hook fails under mypy. What every base game takes
anyway (action handlers, options on a step, hidden zones) are fields of `Module` itself (engine/modules.py)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from dicelands.engine import point


@dataclass(frozen=True)
class ToyHooks:
    setup: Callable[[Any, Any], None] | None = point("setup(game, state): after the base set-up")
    score: Callable[[Any, int], dict] | None = point("score(state, seat) -> {category: points} added to the score")
    position: tuple[Callable[[Any], dict], Callable[[Any], Any]] | None = point(
        "(to_json(state) -> dict, from_json(data) -> section): the module's part of a position")
    describe: Callable[[Any, Any, int, Any, Any], str | None] | None = point(
        "describe(game, state, seat, action, reader) -> a log line for the module's actions")
    labels: tuple[str, ...] | None = point("the module's labels in the action space")
