"""Property test for Fish and Ships (issue 9 › Must hold): random full games with the module alone at solo, 2 and 4
players, the base game's invariants after every decision (position.check_state: dice, tents, houses, VP and every
tile in exactly one place, the module's included), the position round trip every 25 decisions, and the record
replayed exactly at the end. CI runs FISH_AND_SHIPS_GAMES (default 10) per set; the soak in docs/bots.md ran 200:
`FISH_AND_SHIPS_GAMES=200 python -m pytest tests/dice_settlers/test_fish_and_ships_properties.py`.
"""
from __future__ import annotations

import json
import os
import random

import pytest

from dicelands.engine import get_game
from dicelands.games.dice_settlers.position import check_state

GAME = get_game("dice-settlers")
GAMES = int(os.environ.get("FISH_AND_SHIPS_GAMES", "10"))
MODULE_KINDS = ("sail", "sailto", "saildone", "sea", "openseas", "water", "treasureroll", "treasurespend",
                "treasurepair")


def play_checked(players: int, seed: int) -> dict:
    rnd = random.Random(seed)
    options = {"players": players, "modules": "fish-and-ships",
               "difficulty": ("easy", "normal", "hard", "expert")[seed % 4],
               "tableau": "random" if seed % 2 else "first-game"}  # random: the naval and non-naval cards dealt
    state = GAME.new_state(options, seed)
    check_state(state)
    chosen, used = [], {}
    while GAME.to_move(state):
        seat = rnd.choice(GAME.to_move(state))
        legal = GAME.legal_actions(state, seat)
        mine = [a for a in legal if a.kind in MODULE_KINDS]  # lean towards the module's actions to exercise them
        action = rnd.choice(mine) if mine and rnd.random() < 0.6 else rnd.choice(legal)
        used[action.kind] = used.get(action.kind, 0) + 1
        chosen.append((seat, str(action)))
        state = GAME.apply(state, seat, action, check=False)
        check_state(state)
        if len(chosen) % 25 == 0:
            again = GAME.from_position(json.loads(json.dumps(GAME.to_position(state))))
            assert GAME.to_position(again) == GAME.to_position(state)
    replay = GAME.new_state(options, seed)
    for seat, text in chosen:
        replay = GAME.apply(replay, seat, text)
    assert GAME.to_position(replay) == GAME.to_position(state)  # the record replays exactly
    result = GAME.result(state)
    assert result.over and result.winners
    return used


@pytest.mark.parametrize("players", [1, 2, 4])
def test_random_games_with_fish_and_ships_keep_every_invariant(players):
    used: dict = {}
    for seed in range(GAMES):
        for kind, n in play_checked(players, seed).items():
            used[kind] = used.get(kind, 0) + n
    assert used.get("sailto", 0) > 0 or players == 1  # the module was played, not only switched on
