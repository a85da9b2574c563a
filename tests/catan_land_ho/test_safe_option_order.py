"""Safe option order (issue 41, deliver 4): a newcomer who answers "1" must never lose a piece by it. In Land Ho! the
seed lets a ship's settler go back to the supply ("you can remove the pieces from your ship and return them to the
supply", Loading and Unloading) and a ship come off the board with its cargo lost ("any pieces on the ship you remove
will be lost", Constructing Ships); neither is ever the first option, in the terminal or the browser (both list the
game's options in its order). Base Catan has no such option; its lists are checked the same way."""
from __future__ import annotations

import random

import pytest

from dicelands.engine import Match

from .helpers import GAME, options, play, rolled

DESTRUCTIVE = {"dump", "recycle"}  # a built piece thrown back into the supply


def test_stopping_the_settler_ship_is_listed_before_sending_its_settler_back():
    """The starting settler ship, steered: "stop" (and every move) comes before "dump", which is last."""
    state = play(rolled(), (0, "sail"), (0, "steer ship 1"))
    listed = options(state, 0)
    assert listed.index("stop") < listed.index("dump") == len(listed) - 1


def test_the_terminal_lists_stop_this_ship_above_send_the_settler_back():
    state = play(rolled(), (0, "sail"), (0, "steer ship 1"))
    texts = [GAME.show.option_text(state, 0, a) for a in GAME.legal_actions(state, 0)]
    assert texts.index("stop this ship") < texts.index("send the settler back to your supply (it is lost)")
    assert texts[-1] == "send the settler back to your supply (it is lost)"


@pytest.mark.parametrize("game, players", [("catan-land-ho", 2), ("catan-land-ho", 4), ("catan", 3)])
def test_no_decision_of_random_games_lists_a_destructive_option_first(game, players):
    firsts, offered = set(), set()
    for seed in range(3):
        match = Match.new(game, {"players": players}, seed, ["random"] * players)
        chooser = random.Random(seed)
        for _ in range(1500):
            if match.is_over():
                break
            seat = match.to_move()[0]
            legal = match.legal_actions(seat)
            if len(legal) > 1:
                assert legal[0].kind not in DESTRUCTIVE, (seed, [str(a) for a in legal])
                firsts.add(legal[0].kind)
                offered |= {a.kind for a in legal} & DESTRUCTIVE
            match.apply(seat, chooser.choice(legal))
    assert firsts, "no decision with a choice was seen"
    assert offered == (DESTRUCTIVE if game == "catan-land-ho" else set()), offered  # the games did meet them
