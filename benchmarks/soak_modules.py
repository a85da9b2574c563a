"""Soak for Dice Settlers modules: N random games per player count with a module set, the conformance checks on about
one decision in EVERY (views, belief samples, leaks, replay, notation, action space...), and the base game's and
the modules' invariants (`position.check_state`, which runs each module's check) after every decision.

    python benchmarks/soak_modules.py --modules enclosures --players 1 2 4 --games 200 --every 25

Prints per player count: games, conformance failures (the first three shown), decisions checked, CPU seconds.
"""
from __future__ import annotations

import argparse
import random
import time

from dicelands.conformance.play import check_game
from dicelands.engine import get_game
from dicelands.games.dice_settlers.position import check_state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--modules", required=True)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--every", type=int, default=25)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    game = get_game("dice-settlers")
    for players in args.players:
        options = {"players": players, "modules": args.modules}
        start, failures, decisions = time.process_time(), [], 0
        for seed in range(args.seed, args.seed + args.games):
            failures += check_game(game, options, seed, every=args.every)
            state, chooser = game.new_state(options, seed), random.Random(seed)
            while not game.is_over(state):
                seat = game.to_move(state)[0]
                state = game.apply(state, seat, chooser.choice(game.legal_actions(state, seat)))
                check_state(state)
                decisions += 1
        print(f"{options}: {args.games} games, conformance failures {len(failures)}, invariants checked after "
              f"{decisions} decisions, {time.process_time() - start:.0f} CPU s", flush=True)
        for failure in failures[:3]:
            print("   ", failure, flush=True)


if __name__ == "__main__":
    main()
