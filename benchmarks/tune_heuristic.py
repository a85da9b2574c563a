"""Tune a game's heuristic weights against its rulebook solo opponent: a bot plays solo games on common seeds for
each set of weights; the report is the win rate (Wilson 95%) and the mean final margin (player - opponent) with
its 95% interval. Games: dice-colony (against LU-287), dice-settlers (against the Diceoneer).

    python benchmarks/tune_heuristic.py dice-colony -n 60 --seed 5000 --try denial=0 --try denial=1,big=0.8
    python benchmarks/tune_heuristic.py dice-colony -n 60 --seed 5000 --search denial,big,colony,pair --rounds 2
    python benchmarks/tune_heuristic.py dice-settlers -n 60 --seed 5000 --search others,tent,presence

`--search` does a coordinate search: each named weight in turn is multiplied by 0.5 and 1.5 (from 0: set to 0.5
and 1), a change is kept when the mean margin grows by more than one standard error of the paired difference.
Tune on seeds away from the measurement seeds (docs/bots.md measures from 1000).
"""
from __future__ import annotations

import argparse
import dataclasses
import importlib
import math
import statistics

from dicelands.engine import get_game
from dicelands.sim.runner import play_game
from dicelands.sim.stats import wilson


# game -> (the module of its heuristic, the name of the solo weights there, the solo opponent)
GAMES = {"dice-colony": ("dicelands.games.dice_colony.heuristic", "SOLO_WEIGHTS", "lu287"),
         "dice-settlers": ("dicelands.games.dice_settlers.hints", "WEIGHTS", "diceoneer")}
GAME = "dice-colony"


def weights_module():
    return importlib.import_module(GAMES[GAME][0])


def play(weights, games: int, seed: int, bot: str) -> list[tuple[float, float]]:
    """(win share, margin) of the player's seat per game."""
    setattr(weights_module(), GAMES[GAME][1], weights)
    game = get_game(GAME)
    results = []
    for index in range(games):
        row = play_game(game, (bot, GAMES[GAME][2]), seed + index)
        winners = row["winners"].split("+")
        win = 1.0 / len(winners) if "0" in winners else 0.0
        results.append((win, row["s0_total"] - row["s1_total"]))
    return results


def summary(label: str, results) -> str:
    wins = sum(w for w, _ in results)
    low, high = wilson(wins, len(results))
    margins = [m for _, m in results]
    error = statistics.stdev(margins) / math.sqrt(len(margins)) if len(margins) > 1 else 0.0
    return (f"{label:50s} win {wins / len(results):6.1%} [{low:.1%}, {high:.1%}]  "
            f"margin {statistics.mean(margins):+6.1f} ± {1.96 * error:4.1f}")


def paired(results, base_results) -> tuple[float, float]:
    """The mean margin gained over the base on the same seeds, and its standard error."""
    diffs = [new[1] - old[1] for new, old in zip(results, base_results)]
    return statistics.mean(diffs), statistics.stdev(diffs) / math.sqrt(len(diffs))


def parse(text: str, base) -> object:
    changes = {}
    for part in filter(None, text.split(",")):
        name, _, value = part.partition("=")
        changes[name.strip()] = float(value)
    return dataclasses.replace(base, **changes)


def label(weights) -> str:
    default = weights_module().Weights()
    changed = [f"{f.name}={getattr(weights, f.name):g}" for f in dataclasses.fields(weights)
               if getattr(weights, f.name) != getattr(default, f.name)]
    return ",".join(changed) or "default"


def search(base, names: list[str], rounds: int, games: int, seed: int, bot: str):
    best, best_results = base, play(base, games, seed, bot)
    print(summary(label(best), best_results), flush=True)
    for _ in range(rounds):
        for name in names:
            value = getattr(best, name)
            for candidate in ([value * 0.5, value * 1.5] if value else [0.5, 1.0]):
                weights = dataclasses.replace(best, **{name: round(candidate, 3)})
                results = play(weights, games, seed, bot)
                gain, error = paired(results, best_results)
                print(summary(label(weights), results) + f"  paired {gain:+.1f} ± {error:.1f}", flush=True)
                if gain > error:
                    best, best_results = weights, results
    print("best:", label(best))
    return best


def main() -> None:
    global GAME
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("-n", "--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--bot", default="greedy")
    parser.add_argument("--base", default="", help="weights to start from, e.g. denial=1,big=0.8")
    parser.add_argument("--try", dest="tries", action="append", default=[], help="a set of weights to play")
    parser.add_argument("--search", default="", help="comma-separated weight names for a coordinate search")
    parser.add_argument("--rounds", type=int, default=1)
    args = parser.parse_args()
    GAME = args.game
    base = parse(args.base, getattr(weights_module(), GAMES[GAME][1]))
    base_results = play(base, args.games, args.seed, args.bot) if args.tries else None
    if args.tries:
        print(summary(label(base), base_results), flush=True)
    for text in args.tries:
        weights = parse(text, base)
        print(summary(label(weights), (results := play(weights, args.games, args.seed, args.bot)))
              + "  paired %+.1f ± %.1f" % paired(results, base_results), flush=True)
    if args.search:
        search(base, args.search.split(","), args.rounds, args.games, args.seed, args.bot)


if __name__ == "__main__":
    main()
