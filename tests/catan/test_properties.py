"""Property test (issue 10): >= 200 random games each of 3 and 4 players (CATAN_GAMES to change it).

After every decision: every resource card is in the bank, a hand or shown for a trade (19 of each); every
development card in the deck, a hand, played or revealed (25); pieces per colour within 15 roads, 5 settlements,
4 cities and equal to the board. Every 100 decisions and at the end: the score recomputed from the position (a JSON
round trip keeps only what the position holds) equals the running score. Every game ends; every 20th game's record
replays exactly. The rest (views, leaks, notation, pure apply) is the conformance suite's."""
from __future__ import annotations

import json
import os
import random
from collections import Counter

import pytest

from dicelands.engine import Match
from dicelands.games.catan.components import DEVELOPMENT, PIECES, RESOURCE_CARDS, RESOURCES

from .helpers import GAME

GAMES = int(os.environ.get("CATAN_GAMES", "200"))


def check(state) -> None:
    for r, name in enumerate(RESOURCES):
        held = state.bank[r] + sum(h[r] for h in state.hands) + sum(e.count(name) for e in state.escrow)
        assert held == RESOURCE_CARDS and min(h[r] for h in state.hands) >= 0, name
    cards = Counter(state.deck)
    for pile in (state.cards, state.fresh, state.played, state.revealed):
        for seat_pile in pile:
            cards.update(seat_pile)
    assert cards == Counter(DEVELOPMENT)
    for seat, (roads, settlements, cities) in enumerate(state.built):
        assert roads == state.roads.count(seat) <= PIECES["road"]
        assert settlements + cities == state.owner.count(seat)
        assert settlements <= PIECES["settlement"] and cities <= PIECES["city"]


def same_score(state) -> None:
    again = GAME.from_position(json.loads(json.dumps(GAME.to_position(state))))
    assert GAME.result(again) == GAME.result(state)


CHUNKS = 4  # test items of GAMES / 4 games each, so no one item runs for minutes


@pytest.mark.parametrize("players, chunk", [(p, c) for p in (3, 4) for c in range(CHUNKS)])
def test_random_games_conserve_cards_and_pieces_and_end(players, chunk):
    for seed in range(chunk, GAMES, CHUNKS):
        chooser = random.Random(seed)
        options = {"players": players, "board": "beginner" if seed % 2 else "random",
                   "domestic_trades": seed % 3 != 0}
        match = Match.new(GAME, options, seed=seed) if seed % 20 == 0 else None
        state = match.state if match else GAME.new_state(options, seed)
        decisions = 0
        while not GAME.is_over(state):
            seat = GAME.to_move(state)[0]
            action = chooser.choice(GAME.legal_actions(state, seat))
            if match:
                match.apply(seat, action)
                state = match.state
            else:
                state = GAME.apply(state, seat, action, check=False)
            decisions += 1
            check(state)
            if decisions % 100 == 0:
                same_score(state)
            assert decisions < 20_000, f"seed {seed}: no end after 20,000 decisions"
        same_score(state)
        assert len(GAME.result(state).winners) == 1
        assert GAME.result(state).scores[state.winner]["total"] >= 10
        if match:
            again = Match.from_record(json.loads(json.dumps(match.to_record())), verify=True)
            assert GAME.to_position(again.state) == GAME.to_position(state)
