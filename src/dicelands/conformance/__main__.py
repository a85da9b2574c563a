"""The conformance soak: N random games per game and option set, every check, outside CI.

    python -m dicelands.conformance --games 10000 [--game dice-colony] [--workers 2] [--every 10]

Prints each option set's failures (the first few) and games/s, and exits 1 on any failure. Every check after every
decision costs some 100x a plain random game, so the soak checks about one decision in `--every` (10 by default;
chosen by seed; the first and the last always) and plays every game whole: breadth over thousands of games, where
tests/test_conformance.py checks every decision of a few. `--every 1` checks them all. `--register ID=MODULE` adds
a game package for the run (the engine's fixture game: `--register toy=tests.engine.toy_game`, from the repository
root).
"""
from __future__ import annotations

import argparse
import sys
import time
from multiprocessing import get_context

from ..engine import get_game, registry
from .play import CHECKS, check_game, option_sets


def check_seeds(job: tuple) -> list:
    game_id, options, seeds, skip, every = job
    game = get_game(game_id)
    return [failure for seed in seeds for failure in check_game(game, options, seed, skip, every)]


def soak(game_id: str, options: dict, games: int, first_seed: int, workers: int, skip, every: int) -> list:
    seeds = range(first_seed, first_seed + games)
    chunk = max(1, min(50, games // (workers * 8) or 1))
    jobs = [(game_id, options, seeds[i:i + chunk], skip, every) for i in range(0, games, chunk)]
    if workers <= 1:
        return [failure for job in jobs for failure in check_seeds(job)]
    with get_context("fork").Pool(workers) as pool:
        return [failure for found in pool.imap_unordered(check_seeds, jobs) for failure in found]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m dicelands.conformance", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="random games per game and option set")
    parser.add_argument("--game", action="append", default=[], help="only this game (repeatable); default: all")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0, help="first seed")
    parser.add_argument("--every", type=int, default=10, help="check about one decision in K (1: every one)")
    parser.add_argument("--skip", action="append", default=[], choices=CHECKS, help="leave a check out")
    parser.add_argument("--show", type=int, default=10, help="failures printed per option set")
    parser.add_argument("--register", action="append", default=[], metavar="ID=MODULE",
                        help="add a game package for this run")
    args = parser.parse_args(argv)
    for item in args.register:
        game_id, _, module = item.partition("=")
        registry.GAMES[game_id] = module
    total_failures = 0
    for game_id in args.game or list(registry.GAMES):
        game = get_game(game_id)
        for options in option_sets(game):
            start = time.perf_counter()
            failures = soak(game.id, options, args.games, args.seed, args.workers, tuple(args.skip), args.every)
            elapsed = time.perf_counter() - start
            label = ",".join(f"{k}={v}" for k, v in options.items()) or "default options"
            print(f"{game.id} [{label}]: {args.games} games, {len(failures)} failures, "
                  f"{args.games / elapsed:.1f} games/s", flush=True)
            for failure in sorted(failures, key=lambda f: (f.seed, f.decision))[:args.show]:
                print(f"  {failure}", flush=True)
            total_failures += len(failures)
    print(f"{'FAILED' if total_failures else 'ok'}: {total_failures} failures")
    return 1 if total_failures else 0


if __name__ == "__main__":
    sys.exit(main())
