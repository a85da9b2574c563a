"""Dice Colony's terminal screens at 80 x 24 and 120 x 40 with every option set the conformance suite plays (1-4
players, side B, solo against LU-287, the variants; issue 41, deliver 8): no line over the width, no cut names, no
ids or coordinates, and the board with the question fits or pages cleanly (tests/players/screens.py)."""
from __future__ import annotations

import pytest

from dicelands.conformance import option_sets
from dicelands.engine.registry import get_game
from dicelands.games.dice_colony.words import ROW_LETTERS
from tests.players.screens import SIZES, assert_screens_ok

GAME = get_game("dice-colony")
# Spaces are named row + place ("G10", "E6"): a space name is no spec code, though it reads like one.
SPACE_NAMES = tuple(f"{row}{place}" for row in ROW_LETTERS for place in range(10, 12))


@pytest.mark.parametrize("options", option_sets(GAME), ids=lambda options: "-".join(f"{k}={v}" for k, v in
                                                                                     options.items()))
def test_a_whole_game_on_an_80_by_24_terminal(options):
    screens = assert_screens_ok("dice-colony", options, 80, 24, seed=3, decisions=None, names=SPACE_NAMES)
    assert len(screens) > 20  # every decision of the game was looked at
    assert any("3 = option 3" in screen.text for screen in screens)  # the legend beside the sheet is on screen


@pytest.mark.parametrize("width, height", SIZES)
@pytest.mark.parametrize("options", [{"players": 4}, {"players": 1, "solo": True, "side": "b"}], ids=str)
def test_the_first_decisions_fit_both_screens_whole(options, width, height):
    """The issue's two screens; on 120 x 40 a four-player decision fits without any scroll."""
    screens = assert_screens_ok("dice-colony", options, width, height, seed=11, decisions=40, names=SPACE_NAMES)
    if height == 40:
        assert all(len(screen.lines) <= height - 1 for screen in screens)
    else:  # 80 x 24: the board alone is one page, the question another
        assert all(len(screen.board) <= 24 for screen in screens)
