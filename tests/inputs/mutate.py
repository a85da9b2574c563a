"""Hypothesis strategies that break valid files: a few changes to the parsed tree (a value swapped for one of another
type or size, a key dropped or added, a list emptied or wrapped), then maybe a few changes to the bytes (cut short,
a byte flipped, junk inserted). Every run is bounded: `examples()` gives CI's small count, or
DICELANDS_FUZZ_EXAMPLES for a long run outside CI (docs/inputs.md)."""
from __future__ import annotations

import copy
import json
import os
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

ODD_VALUES = [None, True, False, 0, -1, 1, 7, 2**63, -(2**63) - 1, 2**64, 10**30, 0.5, -2.5, 1e308, "", " ", "x",
              "²", "٣", "\u00e9", "\U0001f600", "a\u0000b", "\ud800", "take green6", "(0,0)", "roll", "seat0", [], {},
              [[]], [None], [0, 1], ["a", "b"], {"": None}, {"step": "x"}, {"x": [1, {"y": []}]}, "9" * 40,
              "x" * 3000, [[[[[[[[[[0]]]]]]]]]]]


def examples(ci: int) -> settings:
    """`ci` examples in CI (derandomized: the same cases every run); DICELANDS_FUZZ_EXAMPLES=N for a long run."""
    long_run = int(os.environ.get("DICELANDS_FUZZ_EXAMPLES", "0"))
    return settings(max_examples=long_run or ci, deadline=None, derandomize=not long_run, database=None,
                    suppress_health_check=list(HealthCheck))


def paths(tree: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a parsed JSON tree, as a tuple of keys and indexes (the root is ())."""
    found = [prefix]
    if isinstance(tree, dict):
        for key, value in tree.items():
            found += paths(value, prefix + (key,))
    elif isinstance(tree, list):
        for index, value in enumerate(tree):
            found += paths(value, prefix + (index,))
    return found


def _parent(tree: Any, path: tuple) -> Any:
    for part in path[:-1]:
        tree = tree[part]
    return tree


def _apply(tree: Any, path: tuple, operation: str, value: Any) -> Any:
    if not path:
        return value if operation == "replace" else [tree] if operation == "wrap" else tree
    parent, last = _parent(tree, path), path[-1]
    if operation == "replace":
        parent[last] = value
    elif operation == "wrap":
        parent[last] = [parent[last]]
    elif operation == "delete":
        del parent[last]
    elif operation == "add" and isinstance(parent[last], dict):
        parent[last][str(value)[:20] if not isinstance(value, str) else value[:20]] = value
    elif operation == "add" and isinstance(parent[last], list):
        parent[last].append(value)
    elif operation == "empty" and isinstance(parent[last], (list, dict, str)):
        parent[last] = type(parent[last])()
    elif operation == "stringify":
        parent[last] = json.dumps(parent[last]) if not isinstance(parent[last], str) else parent[last][::-1]
    return tree


@st.composite
def mutated_tree(draw, tree: Any, max_changes: int = 3) -> Any:
    tree = json.loads(json.dumps(tree))  # a copy with no shared parts, so a change (a wrap) stays local
    for _ in range(draw(st.integers(1, max_changes))):
        places = paths(tree)
        path = places[draw(st.integers(0, len(places) - 1))]
        operation = draw(st.sampled_from(["replace", "replace", "replace", "delete", "add", "wrap", "empty",
                                          "stringify"]))
        value = copy.deepcopy(draw(st.sampled_from(ODD_VALUES) | st.integers() | st.text(max_size=8)))
        tree = _apply(tree, path, operation, value)
    return tree


@st.composite
def mutated_bytes(draw, data: bytes) -> bytes:
    """Sometimes unchanged; else cut short, a byte flipped, or bytes inserted (a few times)."""
    for _ in range(draw(st.integers(0, 2))):
        if not data:
            break
        at = draw(st.integers(0, len(data) - 1))
        operation = draw(st.sampled_from(["cut", "flip", "insert"]))
        if operation == "cut":
            data = data[:at]
        elif operation == "flip":
            data = data[:at] + bytes([data[at] ^ draw(st.integers(1, 255))]) + data[at + 1:]
        else:
            data = data[:at] + draw(st.binary(min_size=1, max_size=8) | st.sampled_from(
                [b"[" * 80, b"\xff", b"\\ud800", b"1e999", b"NaN", b'"', b",", b"}"])) + data[at:]
    return data


def json_bytes(tree: Any) -> bytes:
    return json.dumps(tree).encode("utf-8")
