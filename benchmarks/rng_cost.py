"""What the keyed generator costs: random full games per CPU second with SplitMix64 against the keyed generator.

    PYTHONPATH=src python benchmarks/rng_cost.py --games 40 --rounds 3

Each game (default options, 2 players where the game asks) plays the same random games twice: game i with the
whole-number seed i (SplitMix64) and with a 64-hex-digit seed derived from i (the keyed generator, engine/chance.py).
The two kinds alternate within every round (A B, then B A, ...) and each keeps its best round, in CPU time so that
other work on the machine weighs less. The chooser of each game is seeded with i either way; the dice differ, so
the two sides play different games, and the decisions per CPU second is the fairer figure. Also printed: one draw
(`below(6)`) and one copy of each generator, in nanoseconds.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import time
import timeit

from dicelands.engine import available_games, get_game
from dicelands.engine.chance import rng_for_seed

KEY_SEEDS = "keyed"
WHOLE_SEEDS = "splitmix64"


def seed_for(kind: str, index: int) -> int | str:
    return index if kind == WHOLE_SEEDS else hashlib.sha256(f"rng-cost:{index}".encode()).hexdigest()


def play_random(game, seed, chooser_seed: int) -> int:
    chooser = random.Random(chooser_seed)
    state = game.new_state({}, seed)
    decisions = 0
    while movers := game.to_move(state):
        legal = game.legal_actions(state, movers[0])
        state = game.apply(state, movers[0], legal[chooser.randrange(len(legal))], check=False)
        decisions += 1
    return decisions


def batch(game, kind: str, games: int) -> tuple[float, int]:
    """(CPU seconds, decisions) for `games` random games with this kind of seed."""
    start = time.process_time()
    decisions = sum(play_random(game, seed_for(kind, i), i) for i in range(games))
    return time.process_time() - start, decisions


def measure_game(game_id: str, games: int, rounds: int) -> dict:
    game = get_game(game_id)
    best: dict[str, tuple[float, int]] = {}
    for number in range(rounds):
        order = (WHOLE_SEEDS, KEY_SEEDS) if number % 2 == 0 else (KEY_SEEDS, WHOLE_SEEDS)
        for kind in order:
            cpu, decisions = batch(game, kind, games)
            if kind not in best or cpu < best[kind][0]:
                best[kind] = (cpu, decisions)
    row = {"game": game_id, "games": games}
    for kind, (cpu, decisions) in best.items():
        row[kind] = {"games_per_cpu_s": round(games / cpu, 1), "decisions_per_cpu_s": round(decisions / cpu),
                     "decisions_per_game": round(decisions / games, 1)}
    row["keyed_over_splitmix64_decisions"] = round(row[KEY_SEEDS]["decisions_per_cpu_s"]
                                                   / row[WHOLE_SEEDS]["decisions_per_cpu_s"], 3)
    return row


def draw_costs() -> dict:
    costs = {}
    for kind in (WHOLE_SEEDS, KEY_SEEDS):
        rng = rng_for_seed(seed_for(kind, 1))
        draws = min(timeit.repeat(lambda: rng.below(6), number=200_000, repeat=5, timer=time.process_time)) / 200_000
        copies = min(timeit.repeat(rng.copy, number=200_000, repeat=5, timer=time.process_time)) / 200_000
        costs[kind] = {"below6_ns": round(draws * 1e9), "copy_ns": round(copies * 1e9)}
    return costs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games_ids", nargs="*", help="games (default: every registered game)")
    parser.add_argument("--games", type=int, default=40, help="random games per batch")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    rows = [measure_game(game_id, args.games, args.rounds) for game_id in args.games_ids or available_games()]
    print(json.dumps({"draws": draw_costs(), "games": rows}, indent=1))


if __name__ == "__main__":
    main()
