"""Greedy and ISMCTS play Dice City to the end with every By Royal Decree module (issue 11). Strength figures are
measured outside the tests (docs/bots.md, Dice City)."""
import pytest

from dicelands.sim.runner import play_game

from .helpers import GAME

ALL = {"modules": "presence,queens-plans,trade-board", "deck": "quick"}


@pytest.mark.parametrize("options", [{}, ALL], ids=["base", "all-modules"])
def test_greedy_and_mcts_finish_a_game(options):
    row = play_game(GAME, ("greedy", "mcts:2"), 7, options)
    assert row["decisions"] > 100 and row["winners"] in ("0", "1")  # one winner (a seat list as text)
