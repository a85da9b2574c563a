"""Observations: a seat's view (`game.view(state, seat)`) as a fixed-shape float32 vector, for any game.

No game declares its layout; the encoder derives it from the views themselves. `derive_layout(game, options)` plays
`games` seeded random games and reads the view of every seat at every decision. The observation starts with a
one-hot of the observing seat (views do not say whose they are); then each place in the view JSON (a key path, list
items by position) becomes a node of the layout:

- a number or bool: one feature, divided by the largest magnitude seen there (so most values lie in [-1, 1]);
- a string: one-hot over the values seen there (at most `vocab` of the most frequent, plus an "other" feature);
- a dict: its keys seen, sorted, each a node;
- a list: one feature for its length (divided by the longest seen) and a node per position up to the longest seen
  (at most `max_items`);
- a place that held values of several kinds (a list here, `null` or `{"hidden": n}` there): one flag per kind, then
  each kind's features.

Hidden zones need no special case: the view already replaces a zone the seat may not see by `{"hidden": n}`, so the
encoding holds its size and nothing else (the view's `"unseen"` pool lists are left out: they are public knowledge
but long). What the sampled games never showed (a longer list, a new string, a new key) is cut off or counted under
"other", so the shape never changes; `Layout.slices()` says which slice means what (docs/rl.md lists them per game).
The layout is a pure function of (game, rules version, options, games, vocab, max_items): the same in every process.

Environments encode with an `Encoder` (one per environment): every node's features fill one contiguous slice, and
are a function of the node's value alone, so a dict or list equal to the one the encoder last saw there has its
features copied from then instead of walked again (most of a view does not change from one decision to the next).
"""
from __future__ import annotations

import hashlib
import json
import random
from array import array
from collections import Counter

import numpy as np

KINDS = ("null", "num", "str", "dict", "list")
SKIPPED_KEYS = frozenset({"unseen", "rng"})
CLIP = 10.0  # features are clipped to [-CLIP, CLIP]: a value far beyond what the samples showed stays bounded
MEMO_MIN = 4  # an Encoder remembers the features of every dict or list below the root that spans this many or more


def kind_of(value) -> str:
    if value is None:
        return "null"
    if isinstance(value, (bool, int, float)):
        return "num"
    if isinstance(value, str):
        return "str"
    if isinstance(value, dict):
        return "dict"
    if isinstance(value, (list, tuple)):
        return "list"
    return "str"  # anything else is read by its text


_KIND_OF_TYPE = {type(None): "null", bool: "num", int: "num", float: "num", str: "str", dict: "dict",
                 list: "list", tuple: "list"}


class Node:
    def __init__(self) -> None:
        self.kinds: Counter = Counter()
        self.scale = 0.0
        self.strings: Counter = Counter()
        self.keys: dict[str, Node] = {}  # key -> Node
        self.items: list[Node] = []  # position -> Node
        self.longest = 0
        # set by Layout.place:
        self.offset = 0
        self.kind_offset: dict[str, int] = {}
        self.vocab: dict[str, int] = {}  # string -> feature index
        self.other = -1
        self.length = -1
        self.start = 0  # a node's features and all its descendants' lie in [start, stop)
        self.stop = 0
        self.memo = -1  # its slot in an Encoder's memo (a large enough dict or list below the root), or -1
        # While deriving a layout: the last dict or list seen here and how many times in a row (not yet walked).
        self.last: object = None
        self.pending = 0

    def observe(self, value, max_items: int, weight: int = 1) -> None:
        """Count `value` (`weight` times) into the node. The hot loop of deriving a layout (every seat's view at
        every sampled decision), and most of a view is as it was at the last one: a dict or list equal to the last
        seen here (compared in C) only adds to its count, and is walked once per run of equal values. What the
        layout keeps (kinds seen, string counts, largest magnitudes and lengths, keys and positions) is the same as
        walking every value; `finish()` walks what is still pending."""
        kind = _KIND_OF_TYPE.get(value.__class__) or kind_of(value)
        if kind == "dict" or kind == "list":
            if self.pending:
                if value == self.last:
                    self.pending += weight
                    return
                self._walk(self.last, kind_of(self.last), max_items, self.pending)
            self.last, self.pending = value, weight
        else:
            self._walk(value, kind, max_items, weight)

    def finish(self, max_items: int) -> None:
        if self.pending:
            last, pending = self.last, self.pending
            self.last, self.pending = None, 0
            self._walk(last, kind_of(last), max_items, pending)
        for child in self.keys.values():
            child.finish(max_items)
        for child in self.items:
            child.finish(max_items)

    def _walk(self, value, kind: str, max_items: int, weight: int) -> None:
        self.kinds[kind] += weight
        if kind == "num":
            magnitude = abs(float(value))
            if magnitude > self.scale:
                self.scale = magnitude
        elif kind == "str":
            self.strings[str(value)] += weight
        elif kind == "dict":
            keys = self.keys
            for key, item in value.items():
                if key in SKIPPED_KEYS:
                    continue
                name = key if key.__class__ is str else str(key)
                child = keys.get(name)
                if child is None:
                    child = keys[name] = Node()
                child.observe(item, max_items, weight)
        elif kind == "list":
            if len(value) > self.longest:
                self.longest = len(value)
            items = self.items
            for position, item in enumerate(value[:max_items]):
                if position == len(items):
                    items.append(Node())
                items[position].observe(item, max_items, weight)


class Layout:
    """Where each place of a view goes in the observation vector; `encode(view)` fills one."""

    def __init__(self, root: Node, vocab: int, meta: dict, seats: int):
        self.root, self.meta, self.size, self.seats = root, meta, 0, seats
        self._names: list[tuple[int, int, str]] = []  # (start, stop, meaning)
        self.memo_nodes = 0
        self._take(seats, f"seat: one-hot of the observing seat (of {seats}; none for a spectator)")
        self._place(root, "", vocab)
        self.fingerprint = hashlib.sha256(json.dumps(self.slices()).encode()).hexdigest()[:16]

    def _take(self, count: int, name: str) -> int:
        start = self.size
        self.size += count
        self._names.append((start, self.size, name))
        return start

    def _place(self, node: Node, path: str, vocab: int) -> None:
        node.start = self.size
        self._place_features(node, path, vocab)
        node.stop = self.size
        if path and node.stop - node.start >= MEMO_MIN and (node.keys or node.items):
            node.memo, self.memo_nodes = self.memo_nodes, self.memo_nodes + 1

    def _place_features(self, node: Node, path: str, vocab: int) -> None:
        kinds = [kind for kind in KINDS if node.kinds[kind]]
        if len(kinds) > 1:
            start = self._take(len(kinds), f"{path or '.'}: kind flags ({', '.join(kinds)})")
            node.kind_offset = {kind: start + i for i, kind in enumerate(kinds)}
        if "num" in kinds:
            node.offset = self._take(1, f"{path or '.'}: number / {node.scale or 1:g}")
            node.scale = node.scale or 1.0
        else:
            node.scale = 0.0  # no number was seen here: a number now encodes nothing
        if "str" in kinds:
            chosen = sorted(node.strings, key=lambda s: (-node.strings[s], s))[:vocab]
            chosen.sort()
            start = self._take(len(chosen) + 1, f"{path or '.'}: one of {chosen} or other")
            node.vocab = {text: start + i for i, text in enumerate(chosen)}
            node.other = start + len(chosen)
        if "list" in kinds:
            node.longest = max(node.longest, 1)
            node.length = self._take(1, f"{path or '.'}: length / {node.longest}")
            for position, item in enumerate(node.items):
                self._place(item, f"{path}[{position}]", vocab)
        if "dict" in kinds:
            for key in sorted(node.keys):
                self._place(node.keys[key], f"{path}.{key}", vocab)

    def slices(self) -> list[tuple[int, int, str]]:
        """(start, stop, meaning) of every slice, in order; they tile [0, size)."""
        return list(self._names)

    def encode(self, view: dict, seat: int | None, out: np.ndarray | None = None) -> np.ndarray:
        """The observation of `view`, the view of `seat` (None: a spectator's)."""
        return _encode(self, view, seat, out, None)


def _encode(layout: Layout, view: dict, seat: int | None, out: np.ndarray | None, slots: list | None) -> np.ndarray:
    """Features are written into a float32 `array` (a Python store per feature, no numpy call per node) that numpy
    then reads without a copy."""
    buf = array("f", bytes(4 * layout.size))
    if seat is not None:
        buf[seat] = 1.0
    _fill(layout.root, view, buf, slots)
    features = np.frombuffer(buf, dtype=np.float32)
    if out is None:
        return features
    out[:] = features
    return out


def _clipped(number: float) -> float:
    return CLIP if number > CLIP else -CLIP if number < -CLIP else number


def _fill(node: Node, value: object, buf: array, slots: list | None) -> None:
    """Write the features of `value` at `node` into `buf` (the hot loop of every environment step). With `slots`
    (an Encoder's memory), a remembered node whose value equals the one it last saw copies its features from then."""
    if slots is not None and node.memo >= 0:
        slot = slots[node.memo]
        # A node's features are a function of its value alone and fill [start, stop) of a zeroed buffer; the
        # comparison is a deep one, done in C.
        if slot is not None and slot[0] == value:
            buf[node.start:node.stop] = slot[1]
            return
        _fill_node(node, value, buf, slots)
        slots[node.memo] = (value, buf[node.start:node.stop])
    else:
        _fill_node(node, value, buf, slots)


def _fill_node(node: Node, value: object, buf: array, slots: list | None) -> None:
    if node.kind_offset:
        flag = node.kind_offset.get(_KIND_OF_TYPE.get(value.__class__) or kind_of(value))
        if flag is not None:
            buf[flag] = 1.0
    if isinstance(value, dict):
        keys = node.keys
        if keys:
            for key, item in value.items():
                child = keys.get(key)
                if child is not None:
                    _fill(child, item, buf, slots)
    elif isinstance(value, (bool, int, float)):
        scale = node.scale
        if scale:
            buf[node.offset] = _clipped(float(value) / scale)
    elif isinstance(value, (list, tuple)):
        if node.length >= 0:
            buf[node.length] = _clipped(len(value) / node.longest)
            items = node.items
            for position in range(min(len(items), len(value))):
                _fill(items[position], value[position], buf, slots)
    elif value is not None and node.other >= 0:  # a string, or anything else read by its text
        buf[node.vocab.get(value, node.other) if isinstance(value, str) else node.other] = 1.0


class Encoder:
    """`Layout.encode` with a memory, for one environment: most of a view is as it was at the last decision (the
    board, the options, the other seats' sheets), and those parts' features are copied rather than recomputed.
    Equal to `Layout.encode` always (tests/envs/test_encode.py compares them at every decision of random games)."""

    def __init__(self, layout: Layout):
        self.layout = layout
        self.slots: list = [None] * layout.memo_nodes

    def encode(self, view: dict, seat: int | None, out: np.ndarray | None = None) -> np.ndarray:
        return _encode(self.layout, view, seat, out, self.slots)


# ---- deriving a layout -----------------------------------------------------------------------------------------
_CACHE: dict[str, Layout] = {}


def derive_layout(game, options: dict | None = None, games: int = 12, vocab: int = 64, max_items: int = 64,
                  budget: int = 3000) -> Layout:
    """The layout for `game` under `options`, from `games` seeded random games but at most `budget` decisions in
    all (a long game needs fewer games to show its views), cached per process."""
    options = game.resolve_options(options)
    meta = {"game": game.id, "rules_version": game.rules_version, "options": options, "games": games,
            "vocab": vocab, "max_items": max_items, "budget": budget}
    key = json.dumps(meta, sort_keys=True, default=str)
    if key not in _CACHE:
        root = Node()
        seats = range(game.num_seats(options))
        stats = {"longest_game": 0, "simultaneous": False, "games_sampled": 0}
        total = 0
        for seed in range(games):
            if total >= budget:
                break
            chooser = random.Random(seed)
            state = game.new_state(options, seed)
            decisions = 0
            stats["games_sampled"] += 1
            while True:
                for seat in seats:
                    root.observe(game.view(state, seat), max_items)
                movers = game.to_move(state)
                if not movers:
                    break
                stats["simultaneous"] |= len(movers) > 1
                picks = []  # every mover picks from the same state; applied in seat order (as surfaces do)
                for seat in movers:
                    legal = game.legal_actions(state, seat)
                    picks.append((seat, legal[chooser.randrange(len(legal))]))
                for seat, action in sorted(picks, key=lambda pick: pick[0]):
                    state = game.apply(state, seat, action, check=False)
                    decisions += 1
            stats["longest_game"] = max(stats["longest_game"], decisions)
            total += decisions
        root.finish(max_items)
        _CACHE[key] = Layout(root, vocab, {**meta, **stats}, len(seats))
    return _CACHE[key]


def describe_layout(layout: Layout) -> str:
    """The slice table as text (docs/rl.md)."""
    lines = [f"{layout.meta['game']} {json.dumps(layout.meta['options'], sort_keys=True)}: {layout.size} features"]
    lines += [f"  [{start}:{stop}] {name}" for start, stop, name in layout.slices()]
    return "\n".join(lines)


def summarize_layout(layout: Layout) -> str:
    """One line per top-level key of the view: its slice and feature count (docs/rl.md)."""
    groups: dict[str, list[int]] = {}
    for start, stop, name in layout.slices():
        key = name.split(":")[0].lstrip(".").split(".")[0].split("[")[0] or "."
        span = groups.setdefault(key, [start, stop])
        span[0], span[1] = min(span[0], start), max(span[1], stop)
    lines = [f"{layout.meta['game']} {json.dumps(layout.meta['options'], sort_keys=True)}: {layout.size} features"]
    lines += [f"  [{a}:{b}] {key} ({b - a})" for key, (a, b) in sorted(groups.items(), key=lambda kv: kv[1][0])]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    """`python -m dicelands.envs.encode [--summary] GAME [NAME=VALUE ...]`: print the observation layout."""
    import sys

    from ..engine import get_game
    from ..cli.options import parse_options
    args = sys.argv[1:] if argv is None else argv
    summary = "--summary" in args
    args = [a for a in args if a != "--summary"]
    layout = derive_layout(get_game(args[0]), parse_options(args[1:]))
    print(summarize_layout(layout) if summary else describe_layout(layout))


if __name__ == "__main__":
    main()
