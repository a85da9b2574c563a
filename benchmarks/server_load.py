"""Server load: N concurrent Dice Colony games, every seat a random player driving its game over a WebSocket.

    python benchmarks/server_load.py --games 100 --players 2 [--think 250] [--url http://127.0.0.1:8000] [--seconds 60]
    python benchmarks/server_load.py --games 1000 --think 2000 --processes 2 --db postgresql://... [--bot-games 20]

Without --url fresh `dicelands serve` processes (SQLite in a temporary folder, or --db; bot delay 0) are started and
stopped. With --processes N (PostgreSQL) game g is created on process g mod N and seat s connects to process
(g + s) mod N, so every move reaches the other seat through another process (LISTEN/NOTIFY). --bot-games N adds N
games of two `mcts` bots that play by themselves on the servers meanwhile. The RSS of each server is reported.
Each seat's client keeps one WebSocket: it receives the pushed snapshots and, when the seat has options, sends one
chosen at random with the index it saw; the latency is the time from sending an action to receiving its reply
(validated by the engine, committed to the database, acknowledged). Reports actions/s and latency percentiles, and
the servers' CPU seconds per action (their user + system time, counted once every seat is connected and has its
first snapshot: the cheapest comparable figure on a loaded machine, best taken with the servers not saturated).
--think MS makes each player wait 0.5-1.5 x MS before each action (a paced bot); 0 (default) drives the games
as fast as the server answers, which measures the throughput ceiling (latency is then mostly queueing).
Traffic goes to loopback only; the run stops after --seconds at the latest.
--profile DIR runs each started server under cProfile timed by CPU (time.process_time) and writes
DIR/serverN.prof when it stops (read with `python -m pstats`), from the moment the seats are connected (the
players' part only); the profiler roughly doubles the servers' CPU.
"""
from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import signal
import statistics
import sys
import tempfile
import time
import urllib.request

import httpx
import websockets

from dicelands.server.app import SERVER_GC_THRESHOLDS

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))


class Seat:
    def __init__(self, url: str, game: dict, seat: int, rng: random.Random, stats: dict, think: float):
        self.url, self.game, self.seat, self.rng, self.stats, self.think = url, game, seat, rng, stats, think
        self.token = game["seats"][seat]["token"]
        self.latest: dict | None = None
        self.pending: float | None = None
        self.sent = 0
        self.seen_up_to = 0  # snapshots before our last acknowledged action are stale for choosing
        self.ws = None

    async def connect(self) -> None:
        """Open the seat's socket and take its first snapshot (before the measured part of the run)."""
        ws_url = self.url.replace("http", "ws", 1) + f"/ws/games/{self.game['id']}"
        self.ws = await websockets.connect(ws_url, max_size=2**22, open_timeout=120)
        await self.ws.send(json.dumps({"type": "hello", "seat": self.seat, "token": self.token}))
        self.latest = json.loads(await self.ws.recv())

    async def run(self, deadline: float) -> None:
        ws = self.ws
        if self.latest["legal"]:
            await self.act(ws)
        while time.monotonic() < deadline:
            try:
                message = json.loads(await asyncio.wait_for(ws.recv(), deadline - time.monotonic()))
            except asyncio.TimeoutError:
                return
            if message["type"] == "reply":
                self.stats["latencies"].append(time.perf_counter() - self.pending)
                self.stats["server_ms"].append(message.get("server_ms", 0.0))
                self.pending = None
                if message["status"] == 409:
                    self.stats["conflicts"] += 1
                elif message["status"] != 200:
                    self.stats["errors"].append(message)
                else:
                    self.seen_up_to = message["index"] + 1
            elif message["type"] == "state":
                self.latest = message
                if message["over"]:
                    self.stats["finished"] += 1
                    return
            if (self.pending is None and self.latest and self.latest["legal"]
                    and self.latest["index"] >= self.seen_up_to):
                await self.act(ws)

    async def act(self, ws) -> None:
        state = self.latest
        self.latest = None  # act once per snapshot: the next one shows the result
        if self.think:
            await asyncio.sleep(self.think * self.rng.uniform(0.5, 1.5))
        self.sent += 1
        self.pending = time.perf_counter()
        await ws.send(json.dumps({"type": "action", "id": self.sent, "seat": self.seat, "token": self.token,
                                  "action": self.rng.choice(state["legal"]), "expect": state["index"]}))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3) if ordered else 0.0


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux /proc), to report the server's CPU cost per action."""
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def post(url: str, body: dict) -> dict:
    request = urllib.request.Request(url, json.dumps(body).encode(), {"content-type": "application/json"})
    return json.loads(urllib.request.urlopen(request, timeout=30).read())


def rss_mb(pid: int) -> float:
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"):
            return round(int(line.split()[1]) / 1024, 1)
    return 0.0


async def drive(urls: list[str], games: int, players: int, seconds: float, seed: int, think: float,
                server_pids: list[int] | None = None, bot_games: int = 0, profiling: bool = False) -> dict:
    # This one process stands for every seat's browser; with Python's default thresholds its own collector pauses
    # all 2,000 sockets at once and is counted as the server's latency. Same setting as the server's.
    gc.set_threshold(*SERVER_GC_THRESHOLDS)
    rng = random.Random(seed)
    bots = [post(urls[n % len(urls)] + "/api/games", {"game": "dice-colony", "options": {"players": 2},
                                                      "seats": [{"kind": "bot", "bot": "mcts"}] * 2})
            for n in range(bot_games)]
    created = [post(urls[g % len(urls)] + "/api/games", {"game": "dice-colony", "options": {"players": players},
                                                         "seats": [{"kind": "human"}] * players,
                                                         "seed": rng.randrange(2**31)})
               for g in range(games)]
    from tests.server.conftest import claim_seats
    for g, game in enumerate(created):  # each seat claimed through its invitation, as the people's browsers do
        with httpx.Client(base_url=urls[g % len(urls)], timeout=30) as client:
            claim_seats(client, game)
    stats = {"latencies": [], "server_ms": [], "conflicts": 0, "errors": [], "finished": 0}
    seats = [Seat(urls[(g + seat) % len(urls)], game, seat, random.Random(rng.random()), stats, think)
             for g, game in enumerate(created) for seat in range(players)]
    for batch in range(0, len(seats), 100):  # connected and shown their games before the clock starts
        await asyncio.gather(*(seat.connect() for seat in seats[batch:batch + 100]))
    start = time.perf_counter()
    pids = server_pids or []
    if profiling:
        for pid in pids:
            os.kill(pid, signal.SIGUSR1)  # the profiled servers start counting
    cpu_start = sum(cpu_seconds(pid) for pid in pids)
    deadline = time.monotonic() + seconds
    await asyncio.gather(*(seat.run(deadline) for seat in seats))
    elapsed = time.perf_counter() - start
    server_cpu = sum(cpu_seconds(pid) for pid in pids) - cpu_start if pids else None
    await asyncio.gather(*(seat.ws.close() for seat in seats))
    bot_actions = sum(json.loads(urllib.request.urlopen(f"{urls[0]}/api/games/{game['id']}", timeout=30).read())
                      ["index"] for game in bots)
    server_pid = pids[0] if pids else None
    latencies = sorted(stats["latencies"])
    quantile = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000  # noqa: E731
    return {"games": games, "players": players, "think_ms": think * 1000, "connections": len(seats),
            "seconds": round(elapsed, 2),
            "actions": len(latencies), "actions_per_s": round(len(latencies) / elapsed, 1),
            "p50_ms": round(quantile(0.50), 2), "p90_ms": round(quantile(0.90), 2), "p99_ms": round(quantile(0.99), 2),
            "max_ms": round(latencies[-1] * 1000, 2), "mean_ms": round(statistics.mean(latencies) * 1000, 2),
            "server_p50_ms": percentile(stats["server_ms"], 0.50), "server_p99_ms": percentile(stats["server_ms"], 0.99),
            "games_finished": stats["finished"] // players, "conflicts": stats["conflicts"],
            "errors": len(stats["errors"]),
            "error_samples": sorted({str(e.get("error"))[:120] for e in stats["errors"]})[:3],
            "server_cpu_ms_per_action": round(server_cpu * 1000 / len(latencies), 3) if server_pid else None,
            "server_cpu_seconds": round(server_cpu, 2) if server_pid else None,
            "processes": len(urls), "bot_games": bot_games, "bot_actions": bot_actions,
            "rss_mb": [rss_mb(pid) for pid in pids], "load_average": os.getloadavg()[0]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=2, choices=(1, 2, 3, 4))
    parser.add_argument("--seconds", type=float, default=120, help="stop after this long at the latest")
    parser.add_argument("--url", help="an already running server (default: start one)")
    parser.add_argument("--db", help="storage for the started server (default: SQLite in a temporary folder)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think", type=float, default=0.0, metavar="MS", help="mean pause before each action")
    parser.add_argument("--processes", type=int, default=1, help="server processes to start (>1 needs --db postgres)")
    parser.add_argument("--bot-games", type=int, default=0, help="games of two mcts bots running meanwhile")
    parser.add_argument("--bot-nice", type=int, help="the started servers' --bot-nice (default: theirs, +10)")
    parser.add_argument("--profile", metavar="DIR", help="profile each started server's CPU into DIR/serverN.prof")
    args = parser.parse_args()
    servers = []
    urls = [args.url.rstrip("/")] if args.url else []
    if not urls:
        from tests.server.server_process import TEST_ARGS, ServerProcess
        folder = tempfile.mkdtemp(prefix="dicelands-load-")
        db = args.db or os.path.join(folder, "load.db")
        if args.processes > 1 and not db.startswith("postgres"):
            parser.error("--processes > 1 needs --db postgresql://... (SQLite is one process's)")
        if db.startswith("postgres"):
            import psycopg
            with psycopg.connect(db, autocommit=True) as conn:  # a fresh database: only this run's games
                conn.execute("DROP TABLE IF EXISTS actions, games, bot_owners, schema_version")
        def launcher(n: int) -> tuple[str, ...]:
            if not args.profile:
                return ("-m", "dicelands")
            os.makedirs(args.profile, exist_ok=True)
            return (os.path.abspath(__file__), PROFILED, os.path.join(os.path.abspath(args.profile), f"server{n}.prof"))
        servers = [ServerProcess(db, log_path=os.path.join(folder, f"server{n}.log"), launcher=launcher(n),
                                 args=(*TEST_ARGS, "--bot-only-games", "--idle-seconds", "3600",
                                       *(("--bot-nice", str(args.bot_nice)) if args.bot_nice is not None else ()))
                                 ).start()
                   for n in range(args.processes)]
        urls = [server.url for server in servers]
    try:
        report = asyncio.run(drive(urls, args.games, args.players, args.seconds, args.seed, args.think / 1000,
                                   [server.process.pid for server in servers], args.bot_games, bool(args.profile)))
    finally:
        for server in servers:
            server.stop()
    print(json.dumps(report))
    return 0


PROFILED = "--profiled-server"  # this file as a server's launcher: `server_load.py --profiled-server OUT serve ...`


def profiled_server(out: str, argv: list[str]) -> None:
    """`dicelands ARGV` under cProfile counting CPU time (not time spent waiting), stats written to OUT at exit."""
    import cProfile
    import runpy
    import signal
    # uvicorn shuts down on SIGTERM, then raises it again with the handler found at start: this one, so the
    # process ends through the `finally` below instead of being killed before the stats are written
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    sys.argv = ["dicelands", *argv]
    profile = cProfile.Profile(time.process_time)
    signal.signal(signal.SIGUSR1, lambda *_: profile.enable())  # the games are created: the steady state begins
    try:
        runpy.run_module("dicelands", run_name="__main__")
    except SystemExit:
        pass
    finally:
        profile.disable()
        profile.dump_stats(out)


if __name__ == "__main__":
    if sys.argv[1:2] == [PROFILED]:
        profiled_server(sys.argv[2], sys.argv[3:])
    else:
        sys.exit(main())
