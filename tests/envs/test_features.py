"""Observations from the state (envs/features.py and each game's `game.learning.observation_parts`): taken where a
game has them, and checked to mean something. That they equal the view's encoding at every decision, every seat, is
test_encode.py's `test_the_remembering_encoder_equals_the_layouts_encoding_at_every_decision`."""
import pytest

pytest.importorskip("gymnasium")

import random

import numpy as np

from dicelands.engine import get_game
from dicelands.envs.features import Part, StateEncoder, ViewEncoder, make_encoder
from dicelands.envs.table import Table


@pytest.mark.parametrize("game_id, options", [("dice-colony", {}), ("dice-colony", {"players": 1, "solo": True}),
                                              ("catan", {}), ("dice-city", {}), ("dice-settlers", {}),
                                              ("dice-settlers", {"players": 1})])
def test_a_game_with_parts_observes_from_the_state(game_id, options):
    assert isinstance(Table(game_id, options).encoder, StateEncoder)


def test_without_parts_or_when_they_miss_a_key_of_the_view_the_view_is_encoded():
    assert isinstance(Table("toy", {}).encoder, ViewEncoder)  # no observation parts
    city = get_game("dice-city")  # a module adds its own sections (and perhaps zones) to the view: no parts then
    assert city.learning.observation_parts(city.resolve_options({"modules": "trade-board"})) is None
    settlers = get_game("dice-settlers")
    assert settlers.learning.observation_parts(settlers.resolve_options({"modules": "enclosures"})) is None
    table = Table("dice-colony", {})
    parts = table.game.learning.observation_parts(table.options)
    assert isinstance(make_encoder(table.game, table.options, table.layout, parts), StateEncoder)
    without_flow = [part for part in parts if part.key != "flow"]
    assert isinstance(make_encoder(table.game, table.options, table.layout, without_flow), ViewEncoder)


def test_a_stale_token_is_caught_by_the_comparison_with_the_view():
    """A part whose token misses what its fragment reads (Dice Colony's turn with a constant token) keeps old features:
    the comparison the equality test makes finds it within a game."""
    table = Table("dice-colony", {})
    game = table.game
    parts = [Part(part.key, part.fragment, lambda state, seat: 0, part.items, part.writer) if part.key == "turn" else part
             for part in game.learning.observation_parts(table.options)]
    stale = StateEncoder(table.layout, parts)
    chooser, state, differed = random.Random(3), game.new_state(table.options, 3), False
    while game.to_move(state) and not differed:
        differed = not np.array_equal(stale.observe(state, 0), table.layout.encode(game.view(state, 0), 0))
        seat = game.to_move(state)[0]
        state = game.apply(state, seat, chooser.choice(game.legal_actions(state, seat)), check=False)
    assert differed


@pytest.mark.parametrize("game_id, options", [("dice-colony", {}), ("catan", {"players": 3}), ("dice-city", {}),
                                              ("dice-settlers", {})])
def test_one_encoder_across_games_equals_the_layouts_encoding(game_id, options):
    """An environment keeps its encoder from game to game (what a buffer showed last is the previous game's end):
    at decisions of three games in a row, every seat in turn, the observation is the layout's encoding of the view."""
    table = Table(game_id, options)
    game = table.game
    for seed in (11, 12, 13):
        chooser, state, decisions = random.Random(seed), game.new_state(table.options, seed), 0
        while game.to_move(state) and decisions < 150:
            for seat in table.seats:
                assert np.array_equal(table.observation(state, seat), table.layout.encode(game.view(state, seat), seat))
            seat = game.to_move(state)[0]
            state = game.apply(state, seat, chooser.choice(game.legal_actions(state, seat)), check=False)
            decisions += 1
