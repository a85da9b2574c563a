"""Decisions and games per CPU second of Dice Settlers with and without modules, interleaved in one process.

    python benchmarks/modules.py --modules enclosures --players 4 --games 20 --rounds 3
    python benchmarks/modules.py --all --players 4 --games 20 --rounds 3   # the four Western Sea modules together

Random play (`legal_actions` + `apply(..., check=False)`, as simulation does) on the same seeds for each option set;
each round measures every set once (A B, then B A, ...); the best round counts, in CPU time (other work on the
machine weighs less). Prints decisions per CPU second per set and the ratio to the base game.
"""
from __future__ import annotations

import argparse
import random
import time

from dicelands.engine import get_game


ALL = "advisors,enclosures,envoys,fish-and-ships"


def per_cpu_second(game, options: dict, games: int) -> tuple[float, float]:
    """(decisions, games) per CPU second over `games` random games on seeds 0, 1, ..."""
    start, decisions = time.process_time(), 0
    for seed in range(games):
        state, chooser = game.new_state(options, seed), random.Random(seed)
        while not game.is_over(state):
            seat = game.to_move(state)[0]
            state = game.apply(state, seat, chooser.choice(game.legal_actions(state, seat)), check=False)
            decisions += 1
    spent = time.process_time() - start
    return decisions / spent, games / spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--modules", action="append", default=[], help="a modules option value (repeatable)")
    parser.add_argument("--all", action="store_true", help=f"also the set of all four modules ({ALL})")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    game = get_game("dice-settlers")
    sets = [""] + args.modules + ([ALL] if args.all else [])
    best = {name: (0.0, 0.0) for name in sets}
    for round_ in range(args.rounds):
        for name in sets if round_ % 2 == 0 else reversed(sets):
            options = {"players": args.players, **({"modules": name} if name else {})}
            best[name] = max(best[name], per_cpu_second(game, options, args.games))
    for name in sets:
        decisions, games = best[name]
        print(f"{name or 'base game':45} {decisions:8.0f} decisions/CPU s {games:7.2f} games/CPU s  "
              f"ratio {decisions / best[''][0]:.2f}")


if __name__ == "__main__":
    main()
