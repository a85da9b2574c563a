"""The states a match went through, kept small: checkpoints and the moves since them, replayed on demand.

Undo, the log written for each reader and stale-index checks need the state before any action, but keeping every
state costs about 4 KB a move (a finished two-player Dice Colony game held 0.6 MB of states). `History` keeps:
- every move as (seat, action object) (actions are shared objects: a few bytes each),
- a checkpoint, the state serialized (pickled and compressed, about 1 KB), before the first move, after every move
  that drew on chance, and at least every `every` moves,
- the state before the last move as it is (undo and the newest log line ask for it most).
The state before move i is the nearest checkpoint at or before i with the moves since applied again. Applying is
deterministic (chance comes from the generator inside the state), so it is exactly the state that was there; and as
undo never crosses a chance outcome (Match.undo_refusal), taking a move back replays at most `every` moves.

A checkpoint is the pickled state rather than its JSON position: it round-trips the very object (no parsing and
validation) and costs a tenth of a millisecond where `to_position` costs up to 13 ms (Dice Colony).
"""
from __future__ import annotations

import bisect
import pickle
import zlib
from collections.abc import Sequence
from typing import Any

CHECKPOINT_EVERY = 16  # moves between checkpoints when no chance is drawn: the most a look-up replays


def pack(state: Any) -> bytes:
    return zlib.compress(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL), 1)


def unpack(data: bytes) -> Any:
    return pickle.loads(zlib.decompress(data))


class History(Sequence):
    """`history[i]` is the state before move i (a list of states to its readers); `append` and `pop` at the end."""

    def __init__(self, game, every: int = CHECKPOINT_EVERY):
        if every < 1:
            raise ValueError("checkpoints are at least one move apart")
        self.game = game
        self.every = every
        self._moves: list[tuple[int, Any]] = []
        self._checkpoint_at: list[int] = []  # move indices, ascending
        self._checkpoints: list[bytes] = []
        self._last: Any = None  # the state before the last move
        self._cursor: tuple[int, Any] | None = None  # the state last replayed: reading forward goes on from it

    def __len__(self) -> int:
        return len(self._moves)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(f"no move {index} in a history of {len(self)}")
        if index == len(self) - 1:
            return self._last
        return self._replayed(index)

    def move(self, index: int) -> tuple[int, Any]:
        """(seat, action object) of move `index`."""
        return self._moves[index]

    def append(self, before: Any, seat: int, action: Any) -> None:
        """Move `action` by `seat` was applied to `before` (which must not be changed afterwards)."""
        index = len(self._moves)
        if not index or before.rng != self._last.rng or index - self._checkpoint_at[-1] >= self.every:
            self._checkpoint_at.append(index)
            self._checkpoints.append(pack(before))
        self._moves.append((seat, action))
        self._last = before

    def pop(self) -> Any:
        """Forget the last move; the state before it."""
        index = len(self._moves) - 1
        if index < 0:
            raise IndexError("pop from an empty history")
        state = self._last
        self._moves.pop()
        if self._checkpoint_at[-1] == index:
            self._checkpoint_at.pop()
            self._checkpoints.pop()
        if self._cursor is not None and self._cursor[0] >= index:
            self._cursor = None
        self._last = self._replayed(index - 1) if index else None
        return state

    def copy(self) -> History:
        other = History(self.game, self.every)
        other._moves, other._checkpoint_at, other._checkpoints = (
            list(self._moves), list(self._checkpoint_at), list(self._checkpoints))
        other._last, other._cursor = self._last, self._cursor
        return other

    def stored_bytes(self) -> int:
        """The size of the checkpoints (what this history keeps beyond the moves and one state)."""
        return sum(map(len, self._checkpoints))

    def _replayed(self, index: int) -> Any:
        nearest = bisect.bisect_right(self._checkpoint_at, index) - 1
        start = self._checkpoint_at[nearest]
        if self._cursor is not None and start <= self._cursor[0] <= index:
            at, state = self._cursor
        else:
            at, state = start, unpack(self._checkpoints[nearest])
        for seat, action in self._moves[at:index]:
            state = self.game.apply(state, seat, action, check=False)
        self._cursor = (index, state)
        return state
