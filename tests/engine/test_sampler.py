"""`game.sampler(view, seat)` deals the same states as `game.sample_state(view, seat, seed)`: parsed once where nothing
but the future is hidden, through `sample_state` otherwise (engine/game.py)."""
from __future__ import annotations

import random

import pytest

from dicelands.engine import get_game


def positions_along(game_id: str, players: int, seed: int, every: int = 7):
    game = get_game(game_id)
    state, chooser = game.new_state({"players": players}, seed), random.Random(seed)
    decisions = 0
    while game.to_move(state) and decisions < 120:
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        if decisions % every == 0:
            yield game, state, seat
        state = game.apply(state, seat, legal[chooser.randrange(len(legal))], check=False)
        decisions += 1


@pytest.mark.parametrize("game_id, players", [("dice-colony", 2), ("catan", 4), ("dice-city", 3)])
def test_a_sampler_deals_what_sample_state_deals_and_the_samples_play_alike(game_id, players):
    for game, state, seat in positions_along(game_id, players, 5):
        view = game.view(state, seat)
        sample = game.sampler(view, seat)
        for seed in (0, 1, 2**62 + 7):
            fast, slow = sample(seed), game.sample_state(view, seat, seed)
            assert game.to_position(fast) == game.to_position(slow)
            chooser = random.Random(seed)
            for _ in range(12):  # the same options, and the same chance, as play goes on from both
                movers = game.to_move(fast)
                assert movers == game.to_move(slow)
                if not movers:
                    break
                legal = game.legal_actions(fast, movers[0])
                assert list(map(str, legal)) == list(map(str, game.legal_actions(slow, movers[0])))
                action = legal[chooser.randrange(len(legal))]
                fast = game.apply(fast, movers[0], action, check=False)
                slow = game.apply(slow, movers[0], action, check=False)
            assert game.to_position(fast) == game.to_position(slow)


def test_samples_of_one_view_are_independent():
    game, state, seat = next(positions_along("dice-colony", 2, 3))
    sample = game.sampler(game.view(state, seat), seat)
    first, second = sample(1), sample(1)
    assert first is not second and game.to_position(first) == game.to_position(second)
    legal = game.legal_actions(first, seat)
    game.apply(first, seat, legal[0], check=False)
    assert game.to_position(first) == game.to_position(second)
