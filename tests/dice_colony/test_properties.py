"""Random full games (seeded): invariants after every decision, and records that replay.

200 games for each of 1, 2, 3 and 4 players on side A and on side B. One game in five also switches on the
non-default rulings (no_legal_colored=anywhere, group_must_be_maximal, starting_colony_scores, a smaller
max_group_size, no energy on side B, a small energy tracker); one-player games alternate solo (LU-287) and not.
After every decision: the 10 dice are all accounted for, no drawn cell ever changes (and closed cells stay closed),
and the running scores equal `recompute_scores`; at the end there is a winner. What every game must hold (positions
round-trip, pure apply, notation, replay, views...) is the conformance suite's (tests/test_conformance.py).
"""
import random

import pytest

from dicelands.engine import Match
from dicelands.games.dice_colony import GAME, recompute_scores
from dicelands.games.dice_colony.components import DICE_PER_COLOUR
from dicelands.games.dice_colony.scoring import score_lines

GAMES = 200
VARIANT = {"no_legal_colored": "anywhere", "group_must_be_maximal": True, "starting_colony_scores": True,
           "max_group_size": 5, "side_b_has_energy": False, "energy_capacity": 3}


def options_for(players, side, seed):
    options = {"players": players, "side": side}
    if players == 1 and seed % 2:
        options["solo"] = True
    if seed % 5 == 4:
        options.update(VARIANT)
    return options


def check_dice(s):
    counts = list(s.bag)
    for colour, _ in s.table + s.set_aside:
        counts[("green", "red", "blue", "black").index(colour)] += 1
    assert tuple(counts) == DICE_PER_COLOUR


FILLED_MASK = bytes([0] + [255] * 255)  # bytes.translate table: 0 stays 0, any icon becomes 0xff


def check_cells_kept(before, after):
    """Every drawn cell keeps its icon, every closed cell stays closed (byte-wise masks, to stay fast)."""
    for old, new in zip(before.sheets, after.sheets):
        old_icons = bytes(old.icons)
        mask = int.from_bytes(old_icons.translate(FILLED_MASK), "big")
        assert int.from_bytes(bytes(new.icons), "big") & mask == int.from_bytes(old_icons, "big")
        closed = int.from_bytes(old.closed, "big")
        assert int.from_bytes(new.closed, "big") & closed == closed


def play_one(players, side, seed):
    match = Match.new(GAME, options_for(players, side, seed), seed=seed)
    rnd = random.Random(seed * 7919 + players)
    s = match.state
    decisions = 0
    while not match.is_over():
        seat = rnd.choice(match.to_move())
        match.apply(seat, rnd.choice(match.legal_actions(seat)))
        before, s = s, match.state
        decisions += 1
        check_dice(s)
        check_cells_kept(before, s)
        assert score_lines(s) == recompute_scores(s)
    result = GAME.result(s)
    assert result.over and result.winners
    return decisions


@pytest.mark.parametrize("side", ["a", "b"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_keep_every_invariant(players, side):
    total = sum(play_one(players, side, seed) for seed in range(GAMES))
    assert total > GAMES * 25 * players  # at least a take and a place per player and turn, mostly
