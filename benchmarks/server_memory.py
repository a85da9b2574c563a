"""Server memory: RSS per game held in memory (idle, and live with a connection), and a server over 10,000 stored games.

    python benchmarks/server_memory.py [--games 100] [--moves 40] [--stored 10000] [--db postgresql://...]

1. A fresh `dicelands serve` (SQLite in a temporary folder unless --db); --games two-player Dice Colony games are
   created and --moves actions played in each over HTTP; the RSS growth divided by the games is the memory of a
   game in memory without connections ("idle", until the idle sweep drops it). Then one WebSocket per game (as a
   spectator) and the same moves again: the growth per game is the cost of a live game with a watcher.
   (The idle sweep is off for the measurement; tests/server/test_memory.py shows it at work.)
2. --stored games are written straight into a fresh database (copies of one played game of --moves actions, each
   under its own id; no bot is to move), then a server is started on it: time until it answers and its RSS.
Prints one JSON object.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
import time
import urllib.request

import httpx
import websockets

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from tests.server.conftest import claim_seats  # noqa: E402
from tests.server.server_process import TEST_ARGS, ServerProcess  # noqa: E402


def rss_mb(pid: int) -> float:
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def call(url: str, body: dict | None = None) -> dict:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data, {"content-type": "application/json"})
    return json.loads(urllib.request.urlopen(request, timeout=60).read())


def play(url: str, game: dict, moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        public = call(f"{url}/api/games/{game['id']}")
        if public["over"]:
            return
        seat = public["to_move"][0]
        token = game["seats"][seat]["token"]
        mine = call(f"{url}/api/games/{game['id']}?seat={seat}&token={token}")
        call(f"{url}/api/games/{game['id']}/actions",
             {"seat": seat, "token": token, "action": rng.choice(mine["legal"]), "expect": mine["index"]})


async def watch_all(url: str, games: list[dict], then) -> None:
    sockets = []
    for game in games:
        ws = await websockets.connect(url.replace("http", "ws", 1) + f"/ws/games/{game['id']}", max_size=2**24)
        await ws.send(json.dumps({"type": "hello"}))
        await ws.recv()
        sockets.append(ws)
    await asyncio.to_thread(then)
    for ws in sockets:
        await ws.close()


def per_game(args, folder: str) -> dict:
    db = args.db or os.path.join(folder, "memory.db")
    server = ServerProcess(db, log_path=os.path.join(folder, "memory.log"),
                           args=(*TEST_ARGS, "--idle-seconds", "3600")).start()
    rng = random.Random(1)
    try:
        pid = server.process.pid
        base = rss_mb(pid)
        with httpx.Client(base_url=server.url, timeout=60) as client:  # each seat claimed through its invitation
            games = [claim_seats(client, call(f"{server.url}/api/games", {
                "game": "dice-colony", "options": {"players": 2}, "seats": [{"kind": "human"}] * 2}))
                for _ in range(args.games)]
        for game in games:
            play(server.url, game, args.moves, rng)
        idle = rss_mb(pid)
        asyncio.run(watch_all(server.url, games, lambda: [play(server.url, g, args.moves, rng) for g in games]))
        live = rss_mb(pid)
        return {"games": args.games, "moves_per_game": args.moves, "rss_start_mb": round(base, 1),
                "idle_mb_per_game": round((idle - base) / args.games, 3),
                "live_mb_per_game": round((live - base) / args.games, 3), "rss_live_mb": round(live, 1),
                "games_held": call(f"{server.url}/api/health")["games_in_memory"]}
    finally:
        server.stop()


def stored_games(args, folder: str) -> dict:
    from dicelands.engine import Match
    from dicelands.server.backends import open_storage
    from dicelands.server.storage import StoredGame

    rng = random.Random(2)
    match = Match.new("dice-colony", {"players": 2}, 5, ["a", "b"])
    for _ in range(args.moves):
        if match.is_over():
            break
        seat = match.to_move()[0]
        match.apply(seat, rng.choice(match.legal_actions(seat)))
    header = {k: v for k, v in match.to_record(with_result=False).items() if k != "actions"}
    seats = [{"kind": "human", "name": name, "token_hash": "0" * 64} for name in ("a", "b")]
    db = args.stored_db or os.path.join(folder, "stored.db")

    async def fill():
        storage = open_storage(db)
        await storage.open()
        for n in range(args.stored):
            await storage.create_game(StoredGame(f"s{n}", "dice-colony", header, seats, actions=list(match.actions)))
        await storage.close()

    started = time.perf_counter()
    asyncio.run(fill())
    filled = time.perf_counter() - started
    server = ServerProcess(db, log_path=os.path.join(folder, "stored.log"), args=TEST_ARGS)
    started = time.perf_counter()
    server.start()
    try:
        up = time.perf_counter() - started
        return {"stored_games": args.stored, "actions_per_game": len(match.actions), "fill_s": round(filled, 1),
                "startup_s": round(up, 2), "rss_after_startup_mb": round(rss_mb(server.process.pid), 1),
                "games_loaded_at_startup": call(f"{server.url}/api/health")["games_in_memory"]}
    finally:
        server.stop()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--stored", type=int, default=10_000)
    parser.add_argument("--db", help="storage of part 1 (default: SQLite in a temporary folder)")
    parser.add_argument("--stored-db", help="storage of part 2 (default: SQLite in a temporary folder); must be empty")
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="dicelands-memory-")
    print(json.dumps({**per_game(args, folder), **stored_games(args, folder)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
