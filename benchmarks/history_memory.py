"""Memory of a match's history: every state kept (before) against checkpoints replayed (engine/history.py, after).

    python benchmarks/history_memory.py [--games 3] [--moves 400] [--every 16]

For each registered game (its default options), --games random games of at most --moves moves are played; the
Python heap the match holds (tracemalloc, after gc) is measured once with every state kept, as Match kept its
history before, and once with checkpoints. Also timed: reading the state before a random earlier move and taking
back the last move. Prints one JSON object per game.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import random
import statistics
import sys
import time
import tracemalloc

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))

from dicelands.engine import Match, available_games, get_game  # noqa: E402
from dicelands.engine.history import History  # noqa: E402


class EveryState(list):
    """Match's history as it was: every state before each move."""

    def append(self, before, seat=None, action=None):
        super().append(before)


def played(game_id: str, seed: int, moves: int, history) -> Match:
    match = Match.new(game_id, None, seed)
    match.history = history(match.game)
    rng = random.Random(seed)
    while not match.is_over() and len(match.actions) < moves:
        seat = match.to_move()[0]
        match.apply(seat, rng.choice(match.legal_actions(seat)))
    return match


def heap_of(make) -> tuple[int, Match]:
    gc.collect()
    tracemalloc.start()
    start = tracemalloc.get_traced_memory()[0]
    match = make()
    gc.collect()
    size = tracemalloc.get_traced_memory()[0] - start
    tracemalloc.stop()
    return size, match


def timings(match: Match, rng: random.Random) -> dict:
    looks = []
    for _ in range(50):
        index = rng.randrange(len(match.history))
        match.history._cursor = None  # a cold look-up: from the nearest checkpoint
        started = time.perf_counter()
        match.history[index]
        looks.append(time.perf_counter() - started)
    started = time.perf_counter()
    match.revert_last()
    undo = time.perf_counter() - started
    return {"lookup_ms_median": round(statistics.median(looks) * 1e3, 3),
            "lookup_ms_max": round(max(looks) * 1e3, 3), "undo_ms": round(undo * 1e3, 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--moves", type=int, default=400)
    parser.add_argument("--every", type=int, default=16)
    args = parser.parse_args()
    for game_id in available_games():
        get_game(game_id)
        played(game_id, 0, 20, lambda game: EveryState())  # warm the caches (actions, step registries) out of the measurement
        rows = []
        for seed in range(1, args.games + 1):
            before, _ = heap_of(lambda: played(game_id, seed, args.moves, lambda game: EveryState()))
            after, match = heap_of(lambda: played(game_id, seed, args.moves,
                                                  lambda game: History(game, args.every)))
            rows.append((len(match.actions), before, after, match))
        moves = sum(r[0] for r in rows)
        print(json.dumps({
            "game": game_id, "games": len(rows), "moves_per_game": round(moves / len(rows)),
            "every_state_kb_per_game": round(sum(r[1] for r in rows) / len(rows) / 1024, 1),
            "checkpoints_kb_per_game": round(sum(r[2] for r in rows) / len(rows) / 1024, 1),
            "checkpoints_per_game": round(sum(len(r[3].history._checkpoints) for r in rows) / len(rows), 1),
            **timings(rows[-1][3], random.Random(0))}))


if __name__ == "__main__":
    main()
