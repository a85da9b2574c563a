"""Catan and Land Ho! positions whose flow the rules forbid are refused: one turn at a time (seed: "the players take
turns", "On your turn, you first roll"), and another seat acts only while the active one waits for it (a discard
after a 7, a Monopoly's cards, an answer to an offer)."""
import json
import random
import re

import pytest

from dicelands.engine import PositionError, get_game


def position_where(game_id, wanted, seed=0):
    game = get_game(game_id)
    rnd, state = random.Random(seed), game.new_state({}, seed)
    while game.to_move(state):
        position = json.loads(json.dumps(game.to_position(state)))
        if wanted(position):
            return game, position
        seat = game.to_move(state)[0]
        state = game.apply(state, seat, rnd.choice(game.legal_actions(state, seat)))
    raise AssertionError("no such position in the game")


def rolling(position):
    return position["flow"][position["active"]] == [{"step": "roll"}]


@pytest.mark.parametrize("game_id", ["catan", "catan-land-ho"])
def test_two_seats_with_a_roll_pending_are_refused(game_id):
    game, position = position_where(game_id, rolling)
    game.from_position(position)  # as played: fine
    other = (position["active"] + 1) % len(position["flow"])
    position["flow"][other] = [{"step": "roll"}]
    with pytest.raises(PositionError, match=rf"flow.{other}: seat {other} has 'roll' pending, but seat "
                                            rf"{position['active']} is the active seat"):
        game.from_position(position)


@pytest.mark.parametrize("game_id", ["catan", "catan-land-ho"])
def test_another_seat_discarding_while_the_active_seat_goes_on_is_refused(game_id):
    game, position = position_where(game_id, rolling)
    other = (position["active"] + 1) % len(position["flow"])
    position["flow"][other] = [{"step": "discard", "left": 4}]
    with pytest.raises(PositionError, match=rf"seat {other} has 'discard' pending, but the active seat "
                                            rf"{position['active']} decides 'roll' instead of waiting for it"):
        game.from_position(position)


def test_a_discard_with_the_active_seat_waiting_is_a_position_the_game_reaches():
    game, position = position_where("catan", lambda p: any(
        stack and stack[-1]["step"] == "discard" for seat, stack in enumerate(p["flow"]) if seat != p["active"]))
    game.from_position(position)


def start_position(**options):
    game = get_game("catan")
    return game, json.loads(json.dumps(game.to_position(game.new_state(options, 1))))


@pytest.mark.parametrize("options", [{}, {"board": "beginner"}])
def test_the_number_tokens_are_the_18_of_the_game(options):
    """Seed: the 18 number tokens (one 2 and one 12, two of each of 3-6 and 8-11) on the hexes but the desert."""
    game, position = start_position(**options)
    tiles = [t for t in position["board"]["tiles"] if t["number"]]
    twelve = next(t for t in tiles if t["number"] == 12)
    twelve["number"] = 2
    with pytest.raises(PositionError, match="number token 2: 2 placed .*, the game has 1"):
        game.from_position(position)


def test_the_harbors_are_the_frames_nine_each_in_its_place():
    game, position = start_position()
    harbors = position["board"]["harbors"]
    doubled = json.loads(json.dumps(position))
    doubled["board"]["harbors"][1]["edge"] = harbors[0]["edge"]
    with pytest.raises(PositionError, match=rf"harbor edge '{re.escape(harbors[0]['edge'])}' appears twice"):
        game.from_position(doubled)
    position["board"]["harbors"].pop()
    with pytest.raises(PositionError, match="harbor '.*': 1 of its . missing from every place"):
        game.from_position(position)
