"""Observations straight from the state: a game's optional fast path, equal to encoding its view.

Building a view (the whole state as JSON) costs about as much as an engine decision, and most of it has not changed
since the last decision. A game may describe its view by parts in a module `features.py` next to its game class
(`dicelands/games/<game>/features.py`, found by that name; nothing registers it), with

    def observation_parts(game, options) -> list[Part]

one `Part` per top-level key of `observation_view`: `fragment(state, seat)` builds the view's value at that key
from the state alone, and `token(state, seat)` is something cheap that is equal whenever the fragment would be
(the state's own tuples and lists, compared in C; a part without a token is the same for the whole game, such as the
options). A list part (`items`) gives one token per item and builds item i alone, so that one seat's sheet is
rebuilt without the others. A token must cover everything its fragment reads, the seat's view of hidden zones
included: the fragment is what that seat's view shows there.

`StateEncoder` keeps, per observing seat, the feature buffer and the tokens of its last observation; a part whose
token is equal keeps its features, the others have their slice cleared and filled again from their fragment through
the same layout nodes as `Layout.encode` (so the two are equal always; tests/envs/test_features.py compares them at
every decision of random games, every seat). Tokens hold references into earlier states: this relies on the
engine's rule that `apply` returns a new state and never changes the one it was given.

A game without `features.py`, or whose parts do not cover the layout's keys (a module adding its own key), keeps the
view-based `Encoder`.
"""
from __future__ import annotations

import importlib
from array import array
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from .encode import Encoder, Layout, _fill

_UNSET = object()
_CONSTANT = object()


@dataclass(frozen=True)
class Part:
    key: str  # the view's top-level key
    fragment: Callable  # (state, seat) -> the view's value at `key`; with `items`: (state, seat, i) -> item i
    token: Callable | None = None  # (state, seat) -> equal whenever the fragment is; None: fixed for the game
    items: Callable | None = None  # (state, seat) -> one token per item: the fragment is a list built item by item


def game_parts(game, options: dict) -> list[Part] | None:
    """The game's parts from its `features.py`, or None when it has none."""
    package = type(game).__module__.rpartition(".")[0]
    try:
        module = importlib.import_module(f"{package}.features")
    except ModuleNotFoundError as exc:
        if exc.name != f"{package}.features":
            raise
        return None
    return module.observation_parts(game, options)


def make_encoder(game, options: dict, layout: Layout):
    """The fastest encoder for the game: a `StateEncoder` over its parts where they cover the layout, else the
    view-based `Encoder`. Both have `observe(state, seat)`."""
    parts = game_parts(game, options)
    root = layout.root
    if parts is None or root.kind_offset or not set(root.keys) <= {part.key for part in parts}:
        return ViewEncoder(game, layout)
    return StateEncoder(layout, parts)


class ViewEncoder(Encoder):
    def __init__(self, game, layout: Layout):
        super().__init__(layout)
        self.game = game

    def observe(self, state, seat: int | None) -> np.ndarray:
        return self.encode(self.game.observation_view(state, seat), seat)


class StateEncoder:
    def __init__(self, layout: Layout, parts: list[Part]):
        self.layout = layout
        keys = layout.root.keys
        self.parts = [(keys[part.key], part) for part in parts if part.key in keys]  # a key never seen: no features
        self.slots: list = [None] * layout.memo_nodes  # the nodes' memory, as Encoder's (features depend on values)
        self.zeros = array("f", bytes(4 * layout.size))
        self.seen: dict = {}  # seat -> (buffer, the tokens of its last observation)

    def observe(self, state, seat: int | None) -> np.ndarray:
        memo = self.seen.get(seat)
        if memo is None:
            buffer = array("f", bytes(4 * self.layout.size))
            if seat is not None:
                buffer[seat] = 1.0
            memo = self.seen[seat] = (buffer, [_UNSET] * len(self.parts))
        buffer, tokens = memo
        for i, (node, part) in enumerate(self.parts):
            if part.items is not None:
                tokens[i] = self._list_part(node, part, state, seat, buffer, tokens[i])
                continue
            token = _CONSTANT if part.token is None else part.token(state, seat)
            old = tokens[i]
            if old is token or (old is not _UNSET and old == token):
                continue
            tokens[i] = token
            self._refill(node, part.fragment(state, seat), buffer)
        return np.frombuffer(buffer, dtype=np.float32).copy()

    def _list_part(self, node, part: Part, state, seat, buffer: array, old) -> list:
        tokens = part.items(state, seat)
        if old is _UNSET or len(old) != len(tokens):
            self._refill(node, [part.fragment(state, seat, i) for i in range(len(tokens))], buffer)
            return tokens
        for i, (token, before) in enumerate(zip(tokens, old)):
            if (token is before or token == before) or i >= len(node.items):
                continue
            self._refill(node.items[i], part.fragment(state, seat, i), buffer)
        return tokens

    def _refill(self, node, value: Any, buffer: array) -> None:
        buffer[node.start:node.stop] = self.zeros[:node.stop - node.start]
        _fill(node, value, buffer, self.slots)
