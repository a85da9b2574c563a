"""Observations straight from the state: a game's optional fast path, equal to encoding its view.

Building a view (the whole state as JSON) costs about as much as an engine decision, and most of it has not changed
since the last decision. A game may describe its view by parts in its learning spec (engine/companions.py), with

    class MyLearning(LearningSpec):
        def observation_parts(self, options) -> list[Part] | None   # None: encode the view under these options

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

A game without parts, or whose parts do not cover the layout's keys (a module adding its own key), keeps the
view-based `Encoder`.
"""
from __future__ import annotations

from array import array
from typing import Any, Callable

import numpy as np

from .encode import CLIP, Encoder, Layout, Node, _clipped, _fill, _fill_node

_UNSET = object()
_CONSTANT = object()


class Part:
    """One top-level key of the view, built from the state (a plain class: mypyc's dataclasses refuse `Callable`
    fields at import)."""

    def __init__(self, key: str, fragment: Callable, token: Callable | None = None, items: Callable | None = None,
                 writer: Callable | None = None):
        self.key = key  # the view's top-level key
        self.fragment = fragment  # (state, seat) -> the view's value at `key`; with `items`: (state, seat, i) -> item i
        self.token = token  # (state, seat) -> equal whenever the fragment is; None: fixed for the game
        self.items = items  # (state, seat) -> one token per item: the fragment is a list built item by item
        # (node, encoder) -> write(state, seat, i, buffer, features): writes the part's slice itself (clearing what
        # it rewrites: `encoder.clear(node, buffer)`) instead of encoding `fragment`; i: the item of a list part
        # (None: the whole list); buffer: the observation's array, features: a numpy view of it;
        # `encoder.fill(node, value, buffer)` encodes a value at a node without that node's memory (see `Rows`)
        self.writer = writer


def flow_part(registry, key: str = "flow") -> Part:
    """The view's "flow" (engine/flow.py: a stack of steps per seat, as `Flow.to_json` writes it), seat by seat: a
    stack is a tuple of frozen steps, so an unchanged stack is the same tuple or an equal one; within a stack that
    changed, only the steps that changed are encoded again (`list_writer`)."""
    return Part(key, lambda state, seat, i: [registry.to_json(step) for step in state.flow.stacks[i]],
                items=lambda state, seat: state.flow.stacks,
                writer=lambda node, encoder: list_writer(node, encoder, _stacks, registry.to_json))


def _stacks(state: Any) -> Any:
    return state.flow.stacks


CACHED = 4096  # entries' features a `FeatureCache` keeps before it starts again


class FeatureCache:
    """The features of values at nodes, by (node, value): a node's features are a function of its value alone, so a
    value written at a node before is copied from then (a step pushed again, a group closed again). For values
    compared by value and hashable (frozen steps, tuples); an unhashable one is encoded every time.

    Looked up first by the value's identity: every seat's buffer shows the same state's objects (the step a seat
    pushed is written into each seat's observation in turn), and a frozen step's `__hash__` and `__eq__`, made by
    `dataclasses`, stay interpreted Python even in the compiled build (about 0.7 µs each)."""

    def __init__(self, encoder: StateEncoder, to_json: Callable[[Any], Any]):
        self.encoder, self.to_json = encoder, to_json
        self.known: dict[tuple[int, Any], array] = {}
        # (id of the node, id of the value) -> (the value, its features): the value is kept, so its id is not reused
        self.same: dict[tuple[int, int], tuple[Any, array]] = {}

    def write(self, node: Node, value: Any, buffer: array) -> None:
        """Encode `value` at `node` into `buffer` (whose slice of `node` holds no features yet)."""
        same_key = (id(node), id(value))
        same = self.same.get(same_key)
        if same is not None and same[0] is value:
            buffer[node.start:node.stop] = same[1]
            return
        key = (id(node), value)
        try:
            found = self.known.get(key)
        except TypeError:  # unhashable
            _fill(node, self.to_json(value), buffer, self.encoder.slots)
            return
        if found is None:
            _fill(node, self.to_json(value), buffer, self.encoder.slots)
            if len(self.known) >= CACHED:
                self.known.clear()
            found = self.known[key] = buffer[node.start:node.stop]
        else:
            buffer[node.start:node.stop] = found
        if len(self.same) >= CACHED:
            self.same.clear()
        self.same[same_key] = (value, found)


def list_writer(node: Node, encoder: StateEncoder, lists: Callable[[Any], Any],
                entry_json: Callable[[Any], Any]) -> Callable:
    """A writer (`Part.writer`) for a list part whose item i is itself a list, `[entry_json(e) for e in
    lists(state)[i]]`, of entries whose features are a function of their value (frozen steps): where item i changed,
    only its entries that are not the very objects this buffer last showed there are written again, from a
    `FeatureCache`."""
    shown: dict[tuple[int, int], Any] = {}  # (id of a buffer, item) -> the entries its features show
    cache = FeatureCache(encoder, entry_json)

    def write_item(new: Any, i: int, buffer: array) -> None:
        if i >= len(node.items):
            return
        item = node.items[i]
        old = shown.get((id(buffer), i))
        shown[id(buffer), i] = new
        if item.length < 0 or item.kind_offset:
            encoder.clear(item.start, item.stop, buffer)
            _fill(item, [entry_json(entry) for entry in new], buffer, encoder.slots)
            return
        if old is None:
            encoder.clear(item.start, item.stop, buffer)
            old = ()
        buffer[item.length] = _clipped(len(new) / item.longest)
        positions = item.items
        for position in range(min(len(positions), max(len(new), len(old)))):
            if position < len(new) and position < len(old) and new[position] is old[position]:
                continue  # (an equal step that is another object is written again, from the cache: equality
                # between frozen steps is interpreted Python even compiled, slower than the cache's identity)
            child = positions[position]
            if position < len(old):
                encoder.clear(child.start, child.stop, buffer)
            if position < len(new):
                cache.write(child, new[position], buffer)

    def write(state: Any, seat: int | None, i: int | None, buffer: array, features: np.ndarray) -> None:
        found = lists(state)
        if i is not None:
            write_item(found[i], i, buffer)
            return
        for key in [key for key in shown if key[0] == id(buffer)]:
            del shown[key]
        encoder.clear(node.start, node.stop, buffer)
        _fill_node(node, [], buffer, encoder.slots)  # the list's own features (its kind flag; its length: below)
        if node.length >= 0:
            buffer[node.length] = _clipped(len(found) / node.longest)
        for i, entries in enumerate(found):
            write_item(entries, i, buffer)
    return write


def make_encoder(game, options: dict, layout: Layout, parts: list[Part] | None = None):
    """The fastest encoder for the game: a `StateEncoder` over its parts (by default its learning spec's) where they
    cover the layout, else the view-based `Encoder`. Both have `observe(state, seat)`."""
    if parts is None:
        parts = game.learning.observation_parts(options)
    root = layout.root
    if parts is None or root.kind_offset or not set(root.keys) <= {part.key for part in parts}:
        return ViewEncoder(game, layout)
    return StateEncoder(layout, parts)


class ViewEncoder(Encoder):
    def __init__(self, game, layout: Layout):
        super().__init__(layout)
        self.game = game

    def observe(self, state, seat: int | None) -> np.ndarray:
        return self.encode(self.game.learning.observation_view(state, seat), seat)


_ROWS: dict = {}  # (id of a node, keys, row_of) -> (the node, its Rows): environments sharing a layout share them


def rows_for(node, keys: int, row_of: Callable[[int], Any]) -> Rows:
    """The `Rows` of `node`, built once per process for a layout's node (they are large: positions x keys)."""
    found = _ROWS.get((id(node), keys, row_of))
    if found is None or found[0] is not node:
        found = _ROWS[id(node), keys, row_of] = (node, Rows(node, keys, row_of))
    return found[1]


class Rows:
    """Writes a list of rows drawn from a finite set, each named by a key in range(`keys`) and written as
    `row_of(key)` would be encoded (say a sheet's icons, one row [q, r, icon] per drawn cell: a key per cell and
    icon). For every position of the list node and every key, the row's features are encoded once, here, through
    `_fill` itself; `write(features, keys)` then writes a whole list with a few numpy calls, equal to encoding the
    list of `row_of(key)`."""

    def __init__(self, node, keys: int, row_of: Callable[[int], Any]):
        self.node = node
        rows = [row_of(key) for key in range(keys)]
        trash = -1  # the spare feature at the end of StateEncoder's buffer: where a row with fewer features writes
        width = 1
        written = []
        scratch = array("f", bytes(4 * max((item.stop for item in node.items), default=0)))
        for item in node.items:
            per_key = []
            for row in rows:
                _fill(item, row, scratch, None)
                per_key.append([(i, value) for i, value in enumerate(scratch[item.start:item.stop], item.start)
                                if value])
                scratch[item.start:item.stop] = array("f", bytes(4 * (item.stop - item.start)))
                width = max(width, len(per_key[-1]))
            written.append(per_key)
        self.index: np.ndarray = np.full((len(node.items), keys, width), trash, dtype=np.int32)
        self.value: np.ndarray = np.zeros((len(node.items), keys, width), dtype=np.float32)
        for position, per_key in enumerate(written):
            for key, pairs in enumerate(per_key):
                for k, (index, value) in enumerate(pairs):
                    self.index[position, key, k], self.value[position, key, k] = index, value
        self.flag = node.kind_offset.get("list", -1)
        self.keys = keys
        self.index, self.value = self.index.reshape(-1, width), self.value.reshape(-1, width)  # by position * keys + key
        self.starts = np.arange(len(node.items)) * keys

    def write(self, features: np.ndarray, keys: np.ndarray) -> None:
        """`features`: the whole observation buffer plus one spare feature at its end (StateEncoder's); `keys`: the
        rows' keys in list order (an integer array)."""
        node = self.node
        if self.flag >= 0:
            features[self.flag] = 1.0
        if node.length >= 0:
            features[node.length] = min(len(keys) / node.longest, CLIP)
        count = min(len(keys), len(node.items))
        if count:
            rows = self.starts[:count] + keys[:count]
            features[self.index[rows]] = self.value[rows]


class StateEncoder:
    def __init__(self, layout: Layout, parts: list[Part]):
        self.layout = layout
        self.size = layout.size
        keys = layout.root.keys
        self.parts = [(keys[part.key], part) for part in parts if part.key in keys]  # a key never seen: no features
        self.writers = {id(part): part.writer(node, self)
                        for node, part in self.parts if part.writer is not None}
        # The parts by position, read in the loop of every observation (typed lists: no tuple or dict per part).
        self._nodes: list[Node] = [node for node, _ in self.parts]
        self._items: list[Callable | None] = [part.items for _, part in self.parts]
        self._tokens: list[Callable | None] = [part.token for _, part in self.parts]
        self._writes: list[Callable | None] = [self.writers.get(id(part)) for _, part in self.parts]
        self.slots: list = [None] * layout.memo_nodes  # the nodes' memory, as Encoder's (features depend on values)
        self.zeros = array("f", bytes(4 * layout.size))
        self.seen: dict = {}  # seat -> (buffer, the tokens of its last observation)

    def observe(self, state: Any, seat: int | None) -> np.ndarray:
        memo = self.seen.get(seat)
        if memo is None:
            buffer = array("f", bytes(4 * (self.layout.size + 1)))  # + a spare feature that Rows write zeros to
            if seat is not None:
                buffer[seat] = 1.0
            memo = self.seen[seat] = (buffer, np.frombuffer(buffer, dtype=np.float32), [_UNSET] * len(self.parts))
        buffer, features, tokens = memo
        nodes, items, writes, token_of = self._nodes, self._items, self._writes, self._tokens
        for i in range(len(nodes)):
            if items[i] is not None:
                tokens[i] = self._list_part(i, state, seat, buffer, features, tokens[i])
                continue
            get_token = token_of[i]
            token = _CONSTANT if get_token is None else get_token(state, seat)
            old = tokens[i]
            if old is token or (old is not _UNSET and old == token):
                continue
            tokens[i] = token
            writer = writes[i]
            if writer is not None:
                writer(state, seat, None, buffer, features)
            else:
                node = nodes[i]
                self.clear(node.start, node.stop, buffer)
                _fill(node, self.parts[i][1].fragment(state, seat), buffer, self.slots)
        return features[:self.size].copy()

    def _list_part(self, at: int, state: Any, seat: int | None, buffer: array, features: np.ndarray,
                   old: Any) -> Any:
        node, part = self.parts[at]
        assert part.items is not None, "a list part"
        tokens = part.items(state, seat)
        writer = self._writes[at]
        if old is _UNSET or len(old) != len(tokens):
            if writer is not None:
                writer(state, seat, None, buffer, features)
            else:
                self._clear(node, buffer)
                _fill(node, [part.fragment(state, seat, i) for i in range(len(tokens))], buffer, self.slots)
            return tokens
        positions = len(node.items)
        for i in range(len(tokens)):
            token, before = tokens[i], old[i]
            if token is before or i >= positions or token == before:
                continue
            if writer is not None:
                writer(state, seat, i, buffer, features)
            else:
                self._clear(node.items[i], buffer)
                _fill(node.items[i], part.fragment(state, seat, i), buffer, self.slots)
        return tokens

    def fill(self, node: Node, value: Any, buffer: array) -> None:
        _fill_node(node, value, buffer, self.slots)

    def _clear(self, node: Node, buffer: array) -> None:
        self.clear(node.start, node.stop, buffer)

    def clear(self, start: int, stop: int, buffer: array) -> None:
        if stop > start:  # (an empty slice assignment is refused while numpy holds a view of the buffer)
            buffer[start:stop] = self.zeros[:stop - start]
