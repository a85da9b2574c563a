"""Valid positions of every registered game, taken along seeded random games, for the position tests and fuzz."""
from __future__ import annotations

import json
import random
from functools import cache

from dicelands.conformance.play import option_sets
from dicelands.engine import Match, available_games, get_game


def game_ids() -> list[str]:
    return list(available_games())


@cache
def positions(game_id: str, per_game: int = 6) -> tuple[str, ...]:
    """Positions as JSON text (callers parse their own copy), early, middle and late in games played with a few of
    the option sets the conformance suite uses (every player count, the game's sides and solo modes)."""
    game = get_game(game_id)
    found = []
    sets = option_sets(game)
    picks = []
    for options in (sets[1 % len(sets)], sets[len(sets) // 2], sets[-1]):
        if options not in picks:
            picks.append(options)
    for index, options in enumerate(picks):
        match = Match.new(game, options, seed=11 + index)
        chooser = random.Random(index)
        stops = {3, 40, 150}
        while not match.is_over() and len(match.actions) < 400:
            if len(match.actions) in stops:
                found.append(json.dumps(game.to_position(match.state)))
            seat = match.to_move()[0]
            match.apply(seat, chooser.choice(match.legal_actions(seat)))
        found.append(json.dumps(game.to_position(match.state)))
    step = max(1, len(found) // per_game)
    return tuple(found[::step][:per_game])


def exercise(game, state) -> None:
    """What surfaces do with a loaded position: who moves, their options, the scores, the position again."""
    for seat in game.to_move(state):
        game.legal_actions(state, seat)
        game.prompt(state, seat)
    game.result(state)
    json.dumps(game.to_position(state))
