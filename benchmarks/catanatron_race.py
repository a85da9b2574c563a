"""The same work in dicelands `catan` and in Catanatron: random 4-player base games, 10 VP, in one run, alternating.

    PYTHONPATH=src python benchmarks/catanatron_race.py --seconds 60

Each round plays a batch of games in one engine, then a batch in the other, until each has had `--seconds` of
play, timed in CPU seconds (`time.process_time`: the machine is shared, and a loaded one slows wall time). Both sides pick uniformly at random among the legal options (Catanatron's RandomPlayer; a seeded
random.Random for dicelands) and stop a game at 1,000 turns as Catanatron does. Reported per engine: games/s,
decisions/s, mean decisions and turns per game, and the cost of copying a mid-game state (the operation search bots
do at every node). What differs (docs/performance.md): Catanatron has no domestic trades (dicelands runs with
`domestic_trades=false`), resolves a discard as one decision (dicelands: one card per decision) and moving the robber
with its victim as one (dicelands: the hex, then the victim when there are several), and builds its map its own way.
Needs the `bench` extra (`pip install -e .[bench]`).
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from dicelands.engine import get_game

TURNS_LIMIT = 1000  # Catanatron's own


def dicelands_game(game, seed: int) -> tuple[int, int, object]:
    state = game.new_state({"players": 4, "domestic_trades": False}, seed)
    chooser = random.Random(seed)
    decisions = 0
    legal_actions, apply, to_move, choose = game.legal_actions, game.apply, game.to_move, chooser.choice
    while state.turns <= TURNS_LIMIT:
        movers = to_move(state)
        if not movers:
            break
        seat = movers[0]
        state = apply(state, seat, choose(legal_actions(state, seat)), check=False)
        decisions += 1
    return decisions, state.turns, state


def catanatron_game(seed: int) -> tuple[int, int, object]:
    from catanatron.game import Game
    from catanatron.models.player import Color, RandomPlayer
    players = [RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.ORANGE, Color.WHITE)]
    game = Game(players, seed=seed + 1)
    game.play()
    return len(game.state.actions), game.state.num_turns, game


def copy_cost(copy, repeat: int = 2000) -> float:
    start = time.process_time()
    for _ in range(repeat):
        copy()
    return (time.process_time() - start) / repeat


def ratio_interval(ours: list[float], theirs: list[float], draws: int = 2000) -> tuple[float, float]:
    """A 95% bootstrap interval of the games/s ratio, resampling rounds (each round: the same seeds in both)."""
    pick = random.Random(0)
    ratios = []
    for _ in range(draws):
        rounds = [pick.randrange(len(ours)) for _ in ours]
        ratios.append(sum(theirs[r] for r in rounds) / sum(ours[r] for r in rounds))
    ratios.sort()
    return ratios[int(0.025 * draws)], ratios[int(0.975 * draws) - 1]


def mid_game_dicelands(game, seed: int):
    state = game.new_state({"players": 4, "domestic_trades": False}, seed)
    chooser = random.Random(seed)
    while state.turns < 40 and game.to_move(state):
        seat = game.to_move(state)[0]
        options = game.legal_actions(state, seat)
        state = game.apply(state, seat, chooser.choice(options), check=False)
    return state


def mid_game_catanatron(seed: int):
    from catanatron.game import Game
    from catanatron.models.player import Color, RandomPlayer
    game = Game([RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.ORANGE, Color.WHITE)], seed=seed + 1)
    while game.state.num_turns < 40 and game.winning_color() is None:
        game.play_tick()
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=30.0, help="play time per engine")
    parser.add_argument("--batch", type=int, default=5, help="games per engine per round")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    game = get_game("catan")
    totals = {name: {"games": 0, "decisions": 0, "turns": [], "time": 0.0, "won": 0, "rounds": []}
              for name in ("dicelands", "catanatron")}
    seed = args.seed
    while min(t["time"] for t in totals.values()) < args.seconds:
        for name in totals:
            round_start = time.process_time()
            for i in range(args.batch):
                start = time.process_time()
                if name == "dicelands":
                    decisions, turns, state = dicelands_game(game, seed + i)
                    won = game.is_over(state)
                else:
                    decisions, turns, played = catanatron_game(seed + i)
                    won = played.winning_color() is not None
                totals[name]["time"] += time.process_time() - start
                totals[name]["games"] += 1
                totals[name]["decisions"] += decisions
                totals[name]["turns"].append(turns)
                totals[name]["won"] += won
            totals[name]["rounds"].append(time.process_time() - round_start)
        seed += args.batch
    state = mid_game_dicelands(game, 7)
    theirs = mid_game_catanatron(7)
    copies = {"dicelands": copy_cost(state.copy), "catanatron": copy_cost(theirs.copy, 500)}
    rates = {}
    for name, t in totals.items():
        rates[name] = (t["games"] / t["time"], t["decisions"] / t["time"])
        print(f"{name:10s}: {t['games']} games in {t['time']:.1f} CPU s = {rates[name][0]:.2f} games/s, "
              f"{rates[name][1]:,.0f} decisions/s; {t['decisions'] / t['games']:.0f} decisions and "
              f"{statistics.mean(t['turns']):.0f} turns per game; {t['won']} reached 10 VP; "
              f"state copy {copies[name] * 1e6:.1f} us")
    low, high = ratio_interval(totals["dicelands"]["rounds"], totals["catanatron"]["rounds"])
    print(f"ratio dicelands/catanatron: {rates['dicelands'][0] / rates['catanatron'][0]:.2f}x games/s "
          f"(95% interval over {len(totals['dicelands']['rounds'])} rounds: {low:.2f}-{high:.2f}x), "
          f"{rates['dicelands'][1] / rates['catanatron'][1]:.2f}x decisions/s, "
          f"copy {copies['catanatron'] / copies['dicelands']:.1f}x cheaper")


if __name__ == "__main__":
    main()
