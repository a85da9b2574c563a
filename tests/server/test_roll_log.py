"""The browser's log of Catan and "Land Ho!" (the server's snapshot `log`, which game.js shows with the seats'
names): each roll is an event of the roll action that made it, credited to its roller, a repeated roll included
(issue 41)."""
from __future__ import annotations

import random
import re

import pytest

from .conftest import act, create, snapshot

ROLLS = re.compile(r"^seat (\d) rolls (\d)\+(\d) = \d+$")


@pytest.mark.parametrize("game_id, seats, seed", [("catan-land-ho", 2, 3), ("catan", 3, 6)])
def test_each_roll_is_logged_with_the_roll_action_of_the_seat_that_rolled(client, game_id, seats, seed):
    game = create(client, game=game_id, options={"players": seats}, seed=seed, seats=[{"kind": "human"}] * seats)
    chooser = random.Random(seed)
    for _ in range(600):  # until a roll equal to the one before it has come (trades left out: they only lengthen)
        watcher = snapshot(client, game)
        seat = chooser.choice(watcher["to_move"])
        legal = snapshot(client, game, seat)["legal"]
        choice = "roll" if "roll" in legal else chooser.choice(
            [a for a in legal if not a.startswith(("offer", "ask", "propose"))] or legal)
        assert act(client, game, seat, choice, expect=watcher["index"]).status_code == 200
        rolls = [ROLLS.match(line).group(2, 3) for entry in snapshot(client, game)["log"]
                 for line in entry["events"] if ROLLS.match(line)]
        if len(rolls) >= 6 and any(a == b for a, b in zip(rolls, rolls[1:])):
            break
    log = snapshot(client, game)["log"]
    rolled = []
    for entry in log:
        rolls = [ROLLS.match(line) for line in entry["events"] if ROLLS.match(line)]
        assert len(rolls) == (entry["action"] == "roll"), entry
        if rolls:
            assert int(rolls[0].group(1)) == entry["seat"], entry
            rolled.append(rolls[0].group(2, 3))
    assert len(rolled) >= 6 and any(a == b for a, b in zip(rolled, rolled[1:])), rolled
