"""Fuzz (issue 16): valid positions of every game, mutated (tree and bytes), read as a record's position by `replay`
and directly by `from_position`. Each ends in a clean error or a position that can be played from: never another
exception or a hang over 20 s. Bounded for CI; DICELANDS_FUZZ_EXAMPLES=N for a long run (docs/inputs.md)."""
from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dicelands.engine import DicelandsError, get_game

from .guard import at_most
from .mutate import examples, json_bytes, mutated_bytes, mutated_tree
from .positions import exercise, game_ids, positions
from .test_fuzz import run


def mutated_positions(game_id: str):
    texts = positions(game_id)
    return st.sampled_from(range(len(texts))).flatmap(lambda i: mutated_tree(json.loads(texts[i])))


@pytest.mark.parametrize("game_id", game_ids())
def test_mutated_positions_load_or_are_refused(game_id):
    game = get_game(game_id)

    @examples(ci=300)
    @given(mutated_positions(game_id))
    def check(position):
        with at_most(20):
            try:
                state = game.from_position(position)
            except DicelandsError:
                return
            exercise(game, state)

    check()


@pytest.mark.parametrize("game_id", game_ids())
def test_mutated_positions_in_records_replay_or_are_refused(game_id):
    @examples(ci=100)
    @given(mutated_positions(game_id).flatmap(
        lambda position: mutated_bytes(json_bytes({"game": game_id, "position": position, "actions": []}))))
    def check(content):
        run(["replay"], "position-record.json", content)

    check()
