"""A fingerprint of seeded random `catan` games: every option list, action and final position, hashed.

    PYTHONPATH=src python benchmarks/catan_fingerprint.py [--games 90]

Speed work on the Catan hot paths must leave it unchanged (the same games, decision by decision): run it before and
after a change and compare the printed hash. Games: 3 and 4 players, with and without domestic trades (`--game
catan-land-ho`: 2-4 players).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random

from dicelands.engine import get_game


def fingerprint(games: int, name: str = "catan") -> str:
    game = get_game(name)
    digest = hashlib.sha256()
    for index in range(games):
        if name == "catan":
            options = {"players": 3 + index % 2, "domestic_trades": index % 3 == 0}
        else:
            options = {"players": 2 + index % 3}
        state = game.new_state(options, index)
        chooser = random.Random(index)
        while state.turns <= 1000 and game.to_move(state):
            movers = game.to_move(state)
            seat = movers[0]
            legal = game.legal_actions(state, seat)
            digest.update(f"{movers}:{game.prompt(state, seat)}:{'|'.join(map(str, legal))}\n".encode())
            action = chooser.choice(legal)
            state = game.apply(state, seat, action, check=False)
            digest.update(f"{getattr(state, 'road_length', ())}{getattr(state, 'longest', -1)}{getattr(state, 'army', -1)}\n".encode())
        digest.update(json.dumps(game.to_position(state), sort_keys=True).encode())
    return digest.hexdigest()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=90)
    parser.add_argument("--game", default="catan", help="catan or catan-land-ho (which shares production and discards)")
    args = parser.parse_args()
    print(fingerprint(args.games, args.game))
