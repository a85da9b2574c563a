"""Search settings compared on paired seeds: each bot spec plays the same games against the same opponents, seats
rotating, and the report gives each spec's win rate (Wilson 95%), mean margin and the paired difference.

    PYTHONPATH=src python benchmarks/mcts_params.py dice-city --games 20 --seed 1000 \
        --bot mcts:30 --bot mcts:30/scale=1 [--opponent greedy] [--players 2]
    PYTHONPATH=src python benchmarks/mcts_params.py catan --players 4 --games 20 --bot mcts:10/prior=chain

Game i uses seed S+i; the bot sits in seat i % players, every other seat is `--opponent` (agent seeds from the game
seed, the same for every spec, so two specs differ only by what they choose). A spec is any bot name
(`mcts:N/setting=value...`, see bots/mcts.py SETTINGS; `greedy`; `random`). A shared win counts 1/k. The margin is
the bot's final total minus the best other seat's. CPU seconds per game are the whole game's (all seats).
"""
from __future__ import annotations

import argparse
import math
import statistics
import time

from dicelands.bots import make_agent
from dicelands.engine import get_game
from dicelands.sim.stats import wilson


def play(game, options: dict, spec: str, opponent: str, seed: int, seat: int, players: int) -> tuple[float, float]:
    """(win share, margin) of the bot's seat in one game."""
    agents = [make_agent(spec if s == seat else opponent, seed * 7 + 1 + s) for s in range(players)]
    state = game.new_state(options, seed)
    while game.to_move(state):
        mover = game.to_move(state)[0]
        legal = game.legal_actions(state, mover)
        action = legal[0] if len(legal) == 1 else agents[mover].act(game, game.view(state, mover), mover, legal)
        state = game.apply(state, mover, action, check=False)
    result = game.result(state)
    totals = [float(score["total"]) for score in result.scores]
    win = (seat in result.winners) / max(1, len(result.winners))
    return win, totals[seat] - max(t for s, t in enumerate(totals) if s != seat)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bot", action="append", required=True, help="a bot spec, e.g. mcts:30/scale=1 (repeatable)")
    parser.add_argument("--opponent", default="greedy")
    parser.add_argument("--option", action="append", default=[], help="a game option NAME=VALUE")
    args = parser.parse_args()
    game = get_game(args.game)
    options = game.resolve_options({**dict(text.split("=", 1) for text in args.option), "players": args.players})
    results: dict[str, list[tuple[float, float]]] = {spec: [] for spec in args.bot}
    cpu = {spec: 0.0 for spec in args.bot}
    for index in range(args.games):
        seed, seat = args.seed + index, index % args.players
        line = [f"seed {seed} seat {seat}:"]
        for spec in args.bot:
            start = time.process_time()
            win, margin = play(game, options, spec, args.opponent, seed, seat, args.players)
            cpu[spec] += time.process_time() - start
            results[spec].append((win, margin))
            line.append(f"{spec} {'win ' if win else 'loss'} {margin:+g}")
        print("  ".join(line), flush=True)
    first = args.bot[0]
    for spec in args.bot:
        wins = sum(w for w, _ in results[spec])
        low, high = wilson(wins, args.games)
        margins = [m for _, m in results[spec]]
        text = (f"{spec} vs {args.players - 1} x {args.opponent}: {wins:g}/{args.games} = {wins / args.games:.1%}"
                f" [{low:.1%}, {high:.1%}]; margin {statistics.fmean(margins):+.2f}; CPU {cpu[spec] / args.games:.1f} s/game")
        if spec != first and args.games > 1:
            diffs = [m - b for (_, m), (_, b) in zip(results[spec], results[first])]
            error = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
            win_diff = sum(w for w, _ in results[spec]) - sum(w for w, _ in results[first])
            text += f"; paired vs {first}: wins {win_diff:+g}, margin {statistics.fmean(diffs):+.2f} ± {error:.2f}"
        print(text, flush=True)


if __name__ == "__main__":
    main()
