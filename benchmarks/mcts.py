"""ISMCTS search speed: iterations per second per decision, on positions from seeded games of any game.

    python benchmarks/mcts.py dice-colony --players 2 --positions 10 --seconds 1 [--bot mcts] [--json]

Positions are taken every few decisions from games between `greedy` players; each search runs for `--seconds`
(wall clock) from the deciding seat's view, and reports iterations done / seconds. `--iterations N` gives each
search N iterations instead and times it in CPU seconds (`time.process_time`): on a shared machine, where wall time
depends on the others' load, that is the figure to compare builds and versions by.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from dicelands.bots import make_agent
from dicelands.engine import get_game


def positions(game, options: dict, seed: int, count: int) -> list:
    chooser, found = random.Random(seed), []
    state = game.new_state(options, seed)
    greedy = make_agent("greedy", seed)
    while game.to_move(state) and len(found) < count * 8:
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        if len(legal) > 1:
            found.append((state, seat))
        state = game.apply(state, seat, greedy.act(game, game.view(state, seat), seat, legal), check=False)
    chooser.shuffle(found)
    return found[:count]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--players", type=int, nargs="+", default=[2])
    parser.add_argument("--positions", type=int, default=10)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--iterations", type=int, default=0,
                        help="a budget of this many iterations per search, timed in CPU seconds (not --seconds)")
    parser.add_argument("--bot", default="mcts", help="the mcts spec without budget (e.g. mcts)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    game = get_game(args.game)
    results = []
    for players in args.players:
        rates = []
        for index, (state, seat) in enumerate(positions(game, {"players": players}, 7 + players, args.positions)):
            budget = args.iterations or f"{args.seconds}s"
            agent = make_agent(f"{args.bot}:{budget}", index)
            clock = time.process_time if args.iterations else time.perf_counter
            start = clock()
            agent.act(game, game.view(state, seat), seat, game.legal_actions(state, seat))
            rates.append(agent.last_iterations / (clock() - start))
        entry = {"game": args.game, "players": players, "positions": len(rates),
                 "budget": f"{args.iterations} iterations (CPU time)" if args.iterations else f"{args.seconds} s",
                 "iterations_per_s_mean": round(statistics.fmean(rates), 1),
                 "iterations_per_s_min": round(min(rates), 1), "iterations_per_s_max": round(max(rates), 1)}
        results.append(entry)
        if not args.json:
            print(f"{args.game} {players} players: {entry['iterations_per_s_mean']:8.1f} iterations/s per decision "
                  f"(min {entry['iterations_per_s_min']}, max {entry['iterations_per_s_max']}, "
                  f"{len(rates)} positions; budget {entry['budget']})", flush=True)
    if args.json:
        print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
