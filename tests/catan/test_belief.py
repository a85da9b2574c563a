"""Catan's belief sampler (belief.py): the view read once, each sample the state `sample_state` deals for the same seed,
also where development cards are in hands, bought this turn or hidden from a spectator."""
from __future__ import annotations

import random

from dicelands.engine import get_game
from dicelands.games.catan.belief import BeliefSampler

GAME = get_game("catan")


def positions(seed: int, every: int = 37):
    """States along a seeded random game without domestic trades, every `every` decisions, to its end."""
    state, chooser = GAME.new_state({"players": 4, "domestic_trades": False}, seed), random.Random(seed)
    decisions = 0
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        if decisions % every == 0:
            yield state, seat
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, seat, legal[chooser.randrange(len(legal))], check=False)
        decisions += 1


def test_samples_are_the_states_sample_state_deals_with_development_cards_hidden():
    held = fresh = 0
    for state, seat in positions(3):
        for viewer in (seat, None):
            view = GAME.view(state, viewer)
            sample = GAME.sampler(view, viewer)
            assert isinstance(sample, BeliefSampler)
            for seed in (0, 5, 2**62 + 1):
                fast, slow = sample(seed), GAME.sample_state(view, viewer, seed)
                assert GAME.to_position(fast) == GAME.to_position(slow)
                assert fast.cards == slow.cards and fast.fresh == slow.fresh and fast.deck == slow.deck
        held += any(state.cards)
        fresh += any(state.fresh)
    assert held and fresh  # the game passed through both


def test_a_sample_is_its_own_state():
    state, seat = next(s for s in positions(4) if s[0].turns > 20)
    sample = GAME.sampler(GAME.view(state, seat), seat)
    first, second = sample(9), sample(9)
    first.hands[(seat + 1) % 4][0] += 1
    first.deck = first.deck[:-1]
    assert GAME.to_position(sample(9)) == GAME.to_position(second)
