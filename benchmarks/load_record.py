"""Loading a record: the validated path (input policy + msgspec schema) against the plain reading it replaced.

    python benchmarks/load_record.py [--game dice-settlers] [--players random,random] [--repeat 200]

Plays one seeded game to its end, saves its record, then times (best of several rounds, per load):
  plain      Path.read_text + json.loads + the hand-written checks of before (what `replay` did until issue 16)
  validated  engine.match.load_record: regular-file and size checks, strict UTF-8, msgspec typed decode of the
             whole record, depth/number/text bounds of the embedded values
The replay that follows a load is the same code either way and is timed separately for scale. Last, reading the
game's final position: `from_position`, which decodes it into the position's msgspec types first (position.py).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from dicelands.engine import Match, get_game  # noqa: E402
from dicelands.engine.match import RecordSchema, load_record  # noqa: E402


def plain_load(path: Path) -> dict:
    """The load of before: read, parse, and the checks from_record made on the raw mapping before replaying."""
    record = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(record, dict) or "game" not in record:
        raise ValueError("not a record")
    seed = record.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError("seed")
    for entry in record.get("actions", []):
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)
                and isinstance(entry[1], str)):
            raise ValueError("action")
    return record


def finished_record(game_id: str, players: list[str], seed: int) -> dict:
    """A whole game of seeded random legal play, as a record (what `play --save` writes at the end)."""
    game = get_game(game_id)
    plan = game.seat_plan(players)
    match = Match.new(game, plan.options, seed, list(plan.names or players))
    chooser = random.Random(seed)
    while not match.is_over():
        seat = match.to_move()[0]
        match.apply(seat, chooser.choice(match.legal_actions(seat)))
    return match.to_record()


def best_time(function, repeat: int, rounds: int = 5) -> float:
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(repeat):
            function()
        best = min(best, (time.perf_counter() - start) / repeat)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="dice-settlers")
    parser.add_argument("--players", default="random,random")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    record = finished_record(args.game, args.players.split(","), args.seed)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.json"
        path.write_text(json.dumps(record), encoding="utf-8")
        assert isinstance(load_record(path), RecordSchema)
        plain = best_time(lambda: plain_load(path), args.repeat)
        validated = best_time(lambda: load_record(path), args.repeat)
        replay = best_time(lambda: Match.from_record(load_record(path)), max(1, args.repeat // 50), rounds=3)
        size = path.stat().st_size
    print(f"{args.game} {args.players}: {len(record['actions'])} actions, {size} bytes")
    print(f"  plain load      {plain * 1e6:9.1f} µs")
    print(f"  validated load  {validated * 1e6:9.1f} µs  ({plain / validated:.2f}x the speed of plain)")
    print(f"  load + replay   {replay * 1e3:9.1f} ms")
    game = get_game(args.game)
    position = json.loads(json.dumps(game.to_position(Match.from_record(record).state)))
    read = best_time(lambda: game.from_position(position), args.repeat)
    print(f"  from_position   {read * 1e6:9.1f} µs (decoded into the position's msgspec types, then the rules)")


if __name__ == "__main__":
    main()
