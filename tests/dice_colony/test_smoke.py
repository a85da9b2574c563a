"""Smoke test: a full game plays by random legal actions and its record replays."""
import random

from dicelands.engine import Match, get_game


def test_random_game_plays_to_the_end_and_replays():
    match = Match.new("dice-colony", {"players": 2}, seed=3)
    rnd = random.Random(3)
    while not match.is_over():
        seat = rnd.choice(match.to_move())
        match.apply(seat, rnd.choice(match.legal_actions(seat)))
    replay = Match.from_record(match.to_record(), verify=True)
    game = get_game("dice-colony")
    assert game.to_position(replay.state) == game.to_position(match.state)
    assert game.result(match.state).over
