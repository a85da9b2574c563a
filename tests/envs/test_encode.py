"""Observations: a fixed-shape layout derived from the views, the same in every process, documented slice by slice,
and never encoding what the seat may not see."""
import pytest

pytest.importorskip("gymnasium")

import json
import random
import subprocess
import sys

import numpy as np

from dicelands.engine import get_game
from dicelands.envs.encode import derive_layout, describe_layout
from dicelands.envs.table import Table


def random_states(game, options, seed, every=3):
    chooser, states = random.Random(seed), []
    state = game.new_state(options, seed)
    while game.to_move(state):
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        state = game.apply(state, seat, chooser.choice(legal), check=False)
        if chooser.randrange(every) == 0:
            states.append(state)
    return states


def test_an_observation_never_encodes_another_seats_hidden_zone(case):
    """Whatever the unseen parts hold (dealt anew by the engine's belief sampling), a seat's observation is the same;
    so it encodes nothing of them."""
    game_id, options, _ = case
    table = Table(game_id, options)
    game = table.game
    checked = 0
    for state in random_states(game, table.options, seed=4)[:40]:
        for seat in table.seats:
            view = game.view(state, seat)
            obs = table.observation(state, seat)
            assert obs.shape == (table.layout.size,) and np.isfinite(obs).all()
            for sample_seed in range(3):
                other = game.sample_state(view, seat, sample_seed)
                assert (table.observation(other, seat) == obs).all()
            checked += 1
    assert checked


def hidden_strings(game, state, seat) -> set:
    """Text items of the hidden zones `seat` may not see, read from the full position. Items are compared by their
    text, so where items are kinds rather than single cards (Catan's "wool", "knight"), a kind the seat holds in a
    zone it sees, or one the spectator's view shows (a harbor's "wool", a played "knight"), says nothing about the
    hidden zones and is left out; whether a view depends on those zones is the conformance suite's `leaks` check."""
    position = game.to_position(state)
    found, own = set(), set()
    for zone in game.zones(state.options):
        for owner, parent, key in zone.locations(position):
            items = {item for item in parent[key] if isinstance(item, str)}
            if zone.visible(owner, seat):
                own |= items
            else:
                found |= items
    return found - own - strings_in(game.view(state, None))


def strings_in(node) -> set:
    if isinstance(node, dict):
        return set().union(*(strings_in(v) for k, v in node.items() if k != "unseen"))
    if isinstance(node, list):
        return set().union(*(strings_in(v) for v in node))
    return {node} if isinstance(node, str) else set()


def test_no_view_names_an_item_of_a_zone_hidden_from_its_seat(case):
    """What the observation reads (the view) names no text item of a zone hidden from the seat: a step field or a
    log line repeating a secret card would be caught here (the pool lists under "unseen" are public knowledge)."""
    game_id, options, _ = case
    table = Table(game_id, options)
    for state in random_states(table.game, table.options, seed=5, every=2)[:60]:
        for seat in table.seats:
            assert not hidden_strings(table.game, state, seat) & strings_in(table.game.view(state, seat))


def test_the_check_above_can_fail_a_seat_sees_its_own_hidden_card():
    """The fixture's cards module: seat 0's own hand is in its observation (so the property test means something),
    and seat 1's observation does not change when seat 0's hand does."""
    table = Table("toy", {"modules": "cards"})
    game = table.game
    state = game.apply(game.new_state(table.options, seed=2), 0, "draw")
    card = state.ext["cards"]["hands"][0][0]
    swapped = state.copy()
    other_card = next(c for c in state.ext["cards"]["deck"] if c != card)
    swapped.ext["cards"] = {"deck": tuple(c if c != other_card else card for c in state.ext["cards"]["deck"]),
                            "hands": ((other_card,), ())}
    assert not (table.observation(swapped, 0) == table.observation(state, 0)).all()
    assert (table.observation(swapped, 1) == table.observation(state, 1)).all()


def test_the_layout_is_fixed_documented_and_the_same_in_another_process(case):
    game_id, options, _ = case
    table = Table(game_id, options)
    layout = table.layout
    stops = [0] + [stop for _, stop, _ in layout.slices()]
    assert [start for start, _, _ in layout.slices()] == stops[:-1] and stops[-1] == layout.size
    text = describe_layout(layout)
    assert text.count("\n") == len(layout.slices())
    code = ("import sys, json; from dicelands.engine import registry;"
            "registry.GAMES['toy'] = 'tests.engine.toy_game';"
            "from dicelands.envs.table import Table;"
            f"print(Table({game_id!r}, json.loads(sys.argv[1])).layout.fingerprint)")
    other = subprocess.run([sys.executable, "-c", code, json.dumps(options)], capture_output=True, text=True,
                           check=True)
    assert other.stdout.strip() == layout.fingerprint


def test_what_the_samples_never_showed_keeps_the_shape():
    layout = derive_layout(get_game("toy"), {}, games=2)
    view = {"counter": 10**6, "mover": "somebody", "flow": [[{"step": "new-step", "x": 1}]] * 9, "surprise": [1]}
    obs = layout.encode(view, 0)
    assert obs.shape == (layout.size,) and np.abs(obs).max() <= 10.0


def test_the_remembering_encoder_equals_the_layouts_encoding_at_every_decision(case):
    """The environments' encoder (envs/features.py: from the state by the game's parts where it has them, else the
    view-based Encoder, which copies the features of parts of a view that equal what it last saw there and reads
    `game.learning.observation_view`); at every decision of a random game, for every seat in turn (so remembered parts
    go stale and come back) and the spectator, its observation is exactly the layout's own encoding of the view."""
    game_id, options, _ = case
    table = Table(game_id, options)
    game, chooser = table.game, random.Random(8)
    state, decisions = game.new_state(table.options, 8), 0
    while game.to_move(state) and decisions < 400:
        for seat in (*table.seats, None):
            view = game.view(state, seat)
            expected = table.layout.encode(view, seat)
            observed = table.observation(state, seat)
            assert np.array_equal(observed, expected), (decisions, seat)
        seat = game.to_move(state)[0]
        state = game.apply(state, seat, chooser.choice(game.legal_actions(state, seat)), check=False)
        decisions += 1
    assert decisions > 5


def test_features_are_clipped_and_strings_one_hot_as_documented():
    layout = derive_layout(get_game("toy"), {}, games=2)
    view = {"counter": 10**6, "flow": [[{"step": "new-step"}], [{"step": "race"}]]}
    obs = layout.encode(view, 1)
    names = {name.split(":")[0]: (start, stop) for start, stop, name in layout.slices()}
    assert obs[:2].tolist() == [0.0, 1.0]  # the observing seat
    assert obs[names[".counter"][0]] == 10.0  # a number far beyond the samples' largest is clipped
    assert obs[names[".flow"][0]] == 1.0  # a list's length over the longest seen
    start, stop = names[".flow[0][0].step"]
    assert obs[start:stop].tolist() == [0.0] * (stop - start - 1) + [1.0]  # a string never seen: "other"
    start, stop = names[".flow[1][0].step"]
    assert obs[start:stop].tolist() == [1.0] + [0.0] * (stop - start - 1)
    assert np.count_nonzero(obs) == 7  # and the two inner lists' lengths


def plain_counts(values, max_items=64) -> dict:
    """What deriving a layout keeps, walked value by value (no runs skipped): place -> (kinds, strings, largest
    magnitude, longest list)."""
    places: dict = {}

    def walk(value, path):
        kinds, strings, scale, longest = places.setdefault(path, ({}, {}, 0.0, 0))
        kind = ("null" if value is None else "num" if isinstance(value, (bool, int, float)) else
                "dict" if isinstance(value, dict) else "list" if isinstance(value, (list, tuple)) else "str")
        kinds[kind] = kinds.get(kind, 0) + 1
        if kind == "num":
            scale = max(scale, abs(float(value)))
        elif kind == "str":
            strings[str(value)] = strings.get(str(value), 0) + 1
        elif kind == "list":
            longest = max(longest, len(value))
        places[path] = (kinds, strings, scale, longest)
        if kind == "dict":
            for key, item in value.items():
                if key not in ("unseen", "rng"):
                    walk(item, f"{path}.{key}")
        elif kind == "list":
            for position, item in enumerate(value[:max_items]):
                walk(item, f"{path}[{position}]")

    for value in values:
        walk(value, "")
    return places


def node_counts(node, path="", places=None) -> dict:
    places = {} if places is None else places
    places[path] = ({k: n for k, n in node.kinds.items() if n}, dict(node.strings), node.scale, node.longest)
    for key, child in node.keys.items():
        node_counts(child, f"{path}.{key}", places)
    for position, child in enumerate(node.items):
        node_counts(child, f"{path}[{position}]", places)
    return places


def test_deriving_a_layout_counts_runs_of_equal_views_as_walking_each_would():
    """derive_layout walks a dict or list equal to the last one seen at its place once per run (encode.py Node);
    what it keeps must be what walking every value keeps, for repeats, alternations and changes deep inside."""
    from dicelands.envs.encode import Node
    board = {"cells": [{"owner": "red", "n": 3}, {"owner": None, "n": -5}], "robber": "a1"}
    moved = {"cells": [{"owner": "red", "n": 3}, {"owner": "blue", "n": 8}], "robber": "b2"}
    synthetic = [
        {"board": board, "hand": {"hidden": 3}, "log": ["a"]},
        {"board": board, "hand": {"hidden": 3}, "log": ["a"]},
        {"board": board, "hand": ["ore", "wool"], "log": ["a", "b"]},
        {"board": moved, "hand": {"hidden": 3}, "log": ["a"], "unseen": ["x"]},
        {"board": board, "hand": ["ore", "wool"], "log": ["a", "b", "c"]},
        {"board": board, "hand": ["ore", "wool"], "log": ["a", "b", "c"]},
    ]
    game = get_game("dice-settlers")
    options = game.resolve_options({})
    played = [game.view(state, seat) for state in random_states(game, options, seed=2, every=1)[:150]
              for seat in range(game.num_seats(options))]
    for values in (synthetic, played):
        root = Node()
        for value in values:
            root.observe(value, 64)
        root.finish(64)
        assert node_counts(root) == plain_counts(values)
