"""A fingerprint of seeded random `catan` games: every option list, action and final position, hashed.

    PYTHONPATH=src python benchmarks/catan_fingerprint.py [--games 90]

Speed work on the Catan hot paths must leave it unchanged (the same games, decision by decision): run it before and
after a change and compare the printed hash. Games: 3 and 4 players, with and without domestic trades.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random

from dicelands.engine import get_game


def fingerprint(games: int) -> str:
    game = get_game("catan")
    digest = hashlib.sha256()
    for index in range(games):
        options = {"players": 3 + index % 2, "domestic_trades": index % 3 == 0}
        state = game.new_state(options, index)
        chooser = random.Random(index)
        while state.turns <= 1000 and game.to_move(state):
            movers = game.to_move(state)
            seat = movers[0]
            legal = game.legal_actions(state, seat)
            digest.update(f"{movers}:{game.prompt(state, seat)}:{'|'.join(map(str, legal))}\n".encode())
            action = chooser.choice(legal)
            state = game.apply(state, seat, action, check=False)
            digest.update(f"{state.road_length}{state.longest}{state.army}\n".encode())
        digest.update(json.dumps(game.to_position(state), sort_keys=True).encode())
    return digest.hexdigest()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=90)
    print(fingerprint(parser.parse_args().games))
