"""Property test (issue 5): >= 200 random full games for each of solo (vs the Diceoneer), 2, 3 and 4 players.

After every decision: every die is in exactly one place and the count per colour never changes; tents and houses
are conserved; VP supply + VP held = initial supply + VP from the reserve (all in position.check_state); no option
list is larger than MAX_OPTIONS. The score recomputed from scratch (through a position round trip, which keeps
only what the JSON position holds) equals the running score after every decision in every tenth game, and every
50 decisions in the others (the round trip costs ten times a decision). What every game must hold (games end,
records replay, notation, pure apply, views...) is the conformance suite's (tests/test_conformance.py).
"""
from __future__ import annotations

import json
import os
import random

import pytest

from dicelands.engine import get_game
from dicelands.games.dice_settlers.position import check_state

GAME = get_game("dice-settlers")
GAMES = int(os.environ.get("DICE_SETTLERS_GAMES", "200"))
MAX_OPTIONS = 80


def options_for(players: int, seed: int) -> dict:
    return {"players": players, "tableau": "random" if seed % 2 else "first-game", "married_bliss": seed % 3 == 0,
            "diverse_society": seed % 4 == 1, "pass_rule": "any" if seed % 5 == 0 else "second",
            "difficulty": ("easy", "normal", "hard", "expert")[seed % 4]}


def play_checked(players: int, seed: int) -> tuple[int, int]:
    rnd = random.Random(seed)
    options = options_for(players, seed)
    state = GAME.new_state(options, seed)
    check_state(state)
    decisions = 0
    largest = 0
    every = 1 if seed % 10 == 0 else 50
    while True:
        movers = GAME.to_move(state)
        if not movers:
            break
        seat = rnd.choice(movers)
        legal = GAME.legal_actions(state, seat)
        largest = max(largest, len(legal))
        assert len(legal) <= MAX_OPTIONS, f"{len(legal)} options at {GAME.prompt(state, seat)}"
        action = rnd.choice(legal)
        state = GAME.apply(state, seat, action, check=False)
        decisions += 1
        check_state(state)
        if decisions % every == 0:
            again = GAME.from_position(json.loads(json.dumps(GAME.to_position(state))))
            assert GAME.result(again) == GAME.result(state)
    result = GAME.result(state)
    assert result.over and result.winners
    for line in result.scores:
        assert line["total"] == sum(v for k, v in line.items() if k != "total")
    return decisions, largest


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_keep_every_invariant(players):
    largest = 0
    for seed in range(GAMES):
        _, biggest = play_checked(players, seed)
        largest = max(largest, biggest)
    assert largest <= MAX_OPTIONS
