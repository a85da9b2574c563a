"""Simulation throughput with 1, 2, ... worker processes (and the speed-up), for any game and players list.

    python benchmarks/simulate.py dice-colony --players random,random -n 400 --workers 1 2 [--backend ray] [--json]

The same seeded games at every worker count; the rows are checked to be identical (durations aside).
"""
from __future__ import annotations

import argparse
import json
import os

from dicelands.sim import Job, run_jobs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--players", default="random,random")
    parser.add_argument("-n", "--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, os.cpu_count() or 1])
    parser.add_argument("--backend", choices=("local", "ray"), default="local")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    players = tuple(args.players.split(","))
    jobs = [Job(i, players, args.seed + i) for i in range(args.games)]
    results, reference = [], None
    for workers in args.workers:
        outcome = run_jobs(args.game, jobs, workers=workers, backend=args.backend)
        rows = [{k: v for k, v in r.items() if k != "duration"} for r in outcome.rows]
        reference = reference or rows
        entry = {"game": args.game, "players": args.players, "games": args.games, "workers": workers,
                 "backend": args.backend, "seconds": round(outcome.seconds, 3),
                 "games_per_s": round(args.games / outcome.seconds, 2), "identical_rows": rows == reference}
        entry["speedup"] = round(entry["games_per_s"] / results[0]["games_per_s"], 2) if results else 1.0
        results.append(entry)
        if not args.json:
            print(f"{args.backend} workers={workers}: {entry['seconds']:8.2f} s  {entry['games_per_s']:8.2f} games/s  "
                  f"speed-up {entry['speedup']:.2f}x  identical rows: {entry['identical_rows']}", flush=True)
    if args.json:
        print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
