"""Fit Dice Colony's search value (games/dice_colony/value.py) to simulated games: the points each seat adds from a
position to the end of the game, as a linear function of the position's features, by least squares.

    python benchmarks/fit_value.py --games 2000 --players 2 --bots greedy,greedy --seed 50000 [--write]

Positions are those a search cuts off at (right after each roll), from seeded games between `--bots`; the games
are split in two by seed, fitted on the first half and checked on the second (R^2 of the points to come, against
the heuristic's potential as a one-feature fit). `--write` stores the weights in data/value.yaml.
"""
from __future__ import annotations

import argparse
import multiprocessing
from pathlib import Path

import numpy as np

from dicelands.bots import make_agent
from dicelands.engine import get_game
from dicelands.games.dice_colony import value as value_module
from dicelands.games.dice_colony.heuristic import potential
from dicelands.games.dice_colony.scoring import score_lines

DATA = Path(value_module.__file__).parent / "data" / "value.yaml"


def positions(task: tuple[int, int, tuple[str, ...]]) -> tuple[list, list, list]:
    """(features, potential, points to come) per seat at every position right after a roll of one game."""
    seed, players, bots = task
    game = get_game("dice-colony")
    state = game.new_state({"players": players}, seed)
    agents = [make_agent(bot, seed * 8 + seat) for seat, bot in enumerate(bots)]
    rows, potentials, totals, last = [], [], [], state.rng.state
    while game.to_move(state):
        if state.rng.state != last:
            last = state.rng.state
            lines = score_lines(state)
            for seat in range(players):
                rows.append(value_module.features(state, seat))
                potentials.append(potential(state, seat))
                totals.append((seat, lines[seat]["total"]))
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        action = legal[0] if len(legal) == 1 else agents[seat].act(game, game.view(state, seat), seat, legal)
        state = game.apply(state, seat, action, check=False)
    final = [line["total"] for line in score_lines(state)]
    return rows, potentials, [final[seat] - now for seat, now in totals]


def r2(prediction, target) -> float:
    return 1.0 - float(np.mean((target - prediction) ** 2) / np.var(target))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bots", default="greedy,greedy")
    parser.add_argument("--seed", type=int, default=50000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    bots = tuple(args.bots.split(","))
    tasks = [(args.seed + i, args.players, bots) for i in range(args.games)]
    with multiprocessing.Pool(args.workers) as pool:
        games = pool.map(positions, tasks, chunksize=8)
    half = len(games) // 2
    split = []
    for part in (games[:half], games[half:]):
        x = np.array([row for rows, _, _ in part for row in rows])
        p = np.array([v for _, pots, _ in part for v in pots])
        y = np.array([v for _, _, ys in part for v in ys], dtype=float)
        split.append((x, p, y))
    (x, p, y), (xt, pt, yt) = split
    weights, *_ = np.linalg.lstsq(x, y, rcond=None)
    base, *_ = np.linalg.lstsq(np.column_stack([x[:, :2], p]), y, rcond=None)
    print(f"{len(y)} positions to fit, {len(yt)} to check; points to come: mean {y.mean():.1f}, sd {y.std():.1f}")
    print(f"R^2 held out: fitted value {r2(xt @ weights, yt):.3f}; "
          f"the heuristic's potential (+ left, left^2) {r2(np.column_stack([xt[:, :2], pt]) @ base, yt):.3f}")
    for name, w in zip(value_module.FEATURES, weights):
        print(f"  {name:24} {w:8.3f}")
    if args.write:
        command = (f"python benchmarks/fit_value.py --games {args.games} --players {args.players} "
                   f"--bots {args.bots} --seed {args.seed} --write")
        lines = ["# Dice Colony's search value (games/dice_colony/value.py): the points a seat adds from a position to",
                 "# the end of the game, as weights of the position's features; a fit to simulated games, which",
                 "# no rulebook gives (hence project-default). Refit with the command in `source`.",
                 "value:", "  provenance: project-default", f'  source: "fitted: {command}"', "  weights:"]
        lines += [f'    "{name}": {w:.4f}' for name, w in zip(value_module.FEATURES, weights)]
        DATA.write_text("\n".join(lines) + "\n")
        print(f"written to {DATA}")


if __name__ == "__main__":
    main()
