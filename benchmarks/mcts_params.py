"""ISMCTS with chosen constructor parameters (reward `scale`, `exploration`, `widen`, ...) against `greedy`, seats
alternating: for trying a search setting that the `mcts:N` bot names cannot express yet.

    PYTHONPATH=src python benchmarks/mcts_params.py dice-city --games 20 --seed 1000 --iterations 30 --param scale=1

Game i uses seed S+i; `mcts` sits in seat i % 2 (2-player games). Prints each game and the win rate of `mcts` with
its Wilson 95% interval (a shared win counts 1/k), mean scores and CPU time.
"""
from __future__ import annotations

import argparse
import time

from dicelands.bots.base import GreedyAgent
from dicelands.bots.mcts import MCTSAgent
from dicelands.engine import get_game
from dicelands.sim.stats import wilson


def parameter(text: str) -> tuple[str, object]:
    name, _, value = text.partition("=")
    return name, value if name == "rollout" else float(value)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--iterations", type=int, default=30)
    parser.add_argument("--param", action="append", default=[], type=parameter, help="NAME=VALUE, e.g. scale=1")
    parser.add_argument("--option", action="append", default=[], help="a game option NAME=VALUE")
    args = parser.parse_args()
    game = get_game(args.game)
    options = game.resolve_options(dict(text.split("=", 1) for text in args.option))
    params = dict(args.param)
    wins, scores, start = 0.0, [], time.process_time()
    for index in range(args.games):
        seed, seat = args.seed + index, index % 2
        agents = [GreedyAgent(seed * 7 + 2), GreedyAgent(seed * 7 + 2)]
        agents[seat] = MCTSAgent(seed * 7 + 1, iterations=args.iterations, **params)
        state = game.new_state(options, seed)
        while game.to_move(state):
            mover = game.to_move(state)[0]
            legal = game.legal_actions(state, mover)
            state = game.apply(state, mover, agents[mover].act(game, game.view(state, mover), mover, legal))
        result = game.result(state)
        wins += (seat in result.winners) / max(1, len(result.winners))
        scores.append((result.scores[seat]["total"], result.scores[1 - seat]["total"]))
        print(f"seed {seed}: mcts (seat {seat}) {scores[-1][0]} vs greedy {scores[-1][1]}"
              f" {'win' if seat in result.winners else 'loss'}", flush=True)
    low, high = wilson(wins, args.games)
    print(f"mcts:{args.iterations} {params} vs greedy: {wins:g}/{args.games} = {wins / args.games:.0%}"
          f" [{low:.0%}, {high:.0%}]; mean score {sum(s for s, _ in scores) / args.games:.1f}"
          f" vs {sum(s for _, s in scores) / args.games:.1f}; CPU {time.process_time() - start:.0f} s")


if __name__ == "__main__":
    main()
