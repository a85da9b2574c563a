"""Slow and noisy clients (issue 40): does `/api/health` stay fast while 3,000 slow connections and a four-socket flood
run against a `dicelands serve` with its default limits, and does the log stay small?

    python benchmarks/slow_clients.py [--slow 3000] [--flood 4] [--seconds 30] [--spread 60]

A fresh server (SQLite in a temporary folder, `--log-level info`, every limit at its default) is started; then
three phases of --seconds each, while a probe asks `GET /api/health` on a new connection every 50 ms:

  quiet        nothing else (the reference);
  control      the attackers' process spinning as busily as the flood does, without a connection (on a shared
               machine the client's own CPU slows the server too: compare the attacks with this as well);
  spread       --slow connections from --spread loopback addresses (127.0.3.x, evenly: under the per-address cap)
               that each send the headers of a POST and one byte of its body, then nothing; a connection the server
               closes is opened again (after --retry seconds if it was refused); plus --flood live sockets (from
               127.0.0.60) sending refused actions as fast as the server reads them, each reconnecting at once when
               it is closed for its rate;
  one address  the same with every slow connection from 127.0.4.1.

Per phase: health p50/p99/max and failed probes, the slow connections held, refused and timed out, the flood's
messages, replies and closes, the server's CPU seconds and its log's growth in bytes and lines. The attackers run in
another process than the probe. Traffic goes to loopback only; every loop stops at the phase's end.
"""
from __future__ import annotations

import argparse
import asyncio
import http.client
import json
import multiprocessing
import os
import resource
import statistics
import sys
import tempfile
import time
import urllib.request
from collections import Counter

import websockets

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from tests.server.server_process import ServerProcess  # noqa: E402

SLOW_HEAD = (b"POST /api/plan HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\n"
             b"content-length: 1000\r\n\r\n{")


async def slow_connection(port: int, source: str, until: dict, stats: Counter, retry: float) -> None:
    while time.monotonic() < until["end"] - 0.5:
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0)), timeout=5)
        except (OSError, asyncio.TimeoutError):
            stats["connect failed"] += 1
            await asyncio.sleep(retry)
            continue
        writer.write(SLOW_HEAD)
        stats["opened"] += 1
        stats["held now"] += 1
        stats["held at most"] = max(stats["held at most"], stats["held now"])
        try:
            answer = await asyncio.wait_for(reader.read(100), timeout=max(0.1, until["end"] - time.monotonic()))
        except asyncio.TimeoutError:
            answer = None  # still held when the phase ended
        except OSError:
            answer = b""
        stats["held now"] -= 1
        writer.close()
        if answer is None:
            stats["held at the end"] += 1
            return
        kind = answer[9:12].decode(errors="replace") or "closed"
        stats[f"answered {kind}"] += 1
        if kind in ("429", "503"):
            await asyncio.sleep(retry)


async def flooder(url: str, game: dict, until: dict, stats: Counter) -> None:
    token = game["seats"][0]["token"]
    refused = json.dumps({"type": "action", "seat": 0, "token": token, "action": "no such option", "expect": 0})
    ws_url = url.replace("http", "ws", 1) + f"/ws/games/{game['id']}"
    while time.monotonic() < until["end"] - 0.5:
        try:
            sock = await asyncio.wait_for(_socket_from("127.0.0.60", url), timeout=5)
            async with websockets.connect(ws_url, sock=sock, open_timeout=5, close_timeout=1) as ws:
                await ws.send(json.dumps({"type": "hello", "seat": 0, "token": token}))
                await ws.recv()
                stats["flood sockets opened"] += 1

                async def read() -> None:
                    async for message in ws:
                        stats["flood replies" if '"reply"' in message[:20] else "flood other messages"] += 1

                reading = asyncio.create_task(read())
                try:
                    while time.monotonic() < until["end"]:
                        await ws.send(refused)
                        stats["flood messages sent"] += 1
                        await asyncio.sleep(0)  # as fast as the connection takes them, and still hear the server
                finally:
                    reading.cancel()
        except websockets.ConnectionClosed as closed:
            stats[f"flood closed {closed.rcvd.code if closed.rcvd else 'without code'}"] += 1
        except (OSError, asyncio.TimeoutError, websockets.InvalidHandshake) as exc:
            stats[f"flood failed {type(exc).__name__}"] += 1
            await asyncio.sleep(0.5)


async def spin(until: dict, stats: Counter) -> None:
    while time.monotonic() < until["end"]:
        json.dumps({"type": "action", "seat": 0, "action": "no such option", "expect": 0})
        stats["control turns"] += 1
        await asyncio.sleep(0)


async def _socket_from(source: str, url: str):
    import socket
    port = int(url.rsplit(":", 1)[1])
    sock = socket.socket()
    sock.bind((source, 0))
    sock.setblocking(False)
    await asyncio.get_running_loop().sock_connect(sock, ("127.0.0.1", port))
    return sock


async def attack(url: str, game: dict, sources: list[str], slow: int, flood: int, seconds: float,
                 retry: float, ready) -> Counter:
    """Open the slow connections (at most 15 s), say so on `ready`, and keep it all up `seconds` more."""
    stats: Counter = Counter()
    started = time.monotonic()
    until = {"end": started + 15 + seconds}  # moved once the slow connections are open
    port = int(url.rsplit(":", 1)[1])
    if not sources:  # the control: as busy a client process, talking to nobody
        tasks = [asyncio.create_task(spin(until, stats)) for _ in range(flood)]
        slow = 0
    else:
        tasks = [asyncio.create_task(flooder(url, game, until, stats)) for _ in range(flood)]
    for i in range(slow):
        tasks.append(asyncio.create_task(slow_connection(port, sources[i % len(sources)], until, stats, retry)))
        if i % 100 == 99:
            await asyncio.sleep(0.01)  # open them over a moment, as the kernel's backlog would anyway
    opening_until = time.monotonic() + 15
    while stats["opened"] + stats["connect failed"] < slow and time.monotonic() < opening_until:
        await asyncio.sleep(0.1)
    stats["seconds to open them"] = round(time.monotonic() - started, 1)
    until["end"] = time.monotonic() + seconds  # a slow connection's read still waits for the old end: cut below
    ready.set()
    if tasks:
        await asyncio.wait(tasks, timeout=seconds + 1)
    for task in tasks:
        task.cancel()
    return stats


def attacker(url, game, sources, slow, flood, seconds, retry, ready, results) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    results.put(dict(asyncio.run(attack(url, game, sources, slow, flood, seconds, retry, ready))))


def probe(url: str, seconds: float) -> tuple[list[float], list[float], int]:
    """GET /api/health on a new connection every 50 ms: whole latencies and connection times in ms (a slow connect
    is the listen queue, a slow answer the server's loop), and how many failed or took over 5 s."""
    host, port = url.split("//")[1].split(":")
    latencies, connects, failed = [], [], 0
    stop_at = time.monotonic() + seconds
    while time.monotonic() < stop_at:
        started = time.perf_counter()
        connection = http.client.HTTPConnection(host, int(port), timeout=5)
        try:
            connection.connect()
            connects.append((time.perf_counter() - started) * 1000)
            connection.request("GET", "/api/health")
            connection.getresponse().read()
            latencies.append((time.perf_counter() - started) * 1000)
        except OSError:
            failed += 1
        finally:
            connection.close()
        time.sleep(max(0.0, 0.05 - (time.perf_counter() - started)))
    return latencies, connects, failed


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], q: float) -> float:
    if len(values) < 2:
        return values[0] if values else float("nan")
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]


def PHASES(spread: int) -> list[tuple[str, list[str] | None]]:
    return [("quiet", None), ("control: a busy client, no traffic", []),
            ("spread", [f"127.0.3.{i + 1}" for i in range(spread)]), ("one address", ["127.0.4.1"])]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--slow", type=int, default=3000)
    parser.add_argument("--flood", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--spread", type=int, default=60, help="loopback addresses the spread phase uses")
    parser.add_argument("--retry", type=float, default=2.0, help="seconds before a refused slow client tries again")
    parser.add_argument("--phases", default="quiet,control,spread,one", help="which phases, in their order")
    parser.add_argument("--server-args", default="", help="more `dicelands serve` flags, e.g. '--body-timeout 10'")
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="dicelands-slow-")
    server = ServerProcess(os.path.join(folder, "slow.db"), log_path=os.path.join(folder, "server.log"),
                           args=("--log-level", "info", *args.server_args.split())).start()
    try:
        request = urllib.request.Request(server.url + "/api/games", method="POST", headers={
            "content-type": "application/json"}, data=json.dumps({
                "game": "dice-colony", "options": {"players": 2}, "seats": [{"kind": "human"}, {"kind": "human"}]
            }).encode())
        game = json.loads(urllib.request.urlopen(request, timeout=10).read())
        if "invite" in game["seats"][0]:  # seat links are invitations: claim seat 0 for its token
            claim = urllib.request.Request(server.url + f"/api/games/{game['id']}/seats/0/claim", method="POST",
                                           headers={"content-type": "application/json"},
                                           data=json.dumps({"invite": game["seats"][0]["invite"]}).encode())
            game["seats"][0]["token"] = json.loads(urllib.request.urlopen(claim, timeout=10).read())["token"]
        phases = [(name, sources) for name, sources in PHASES(args.spread) 
                  if name.split()[0].rstrip(":") in args.phases.split(",")]
        print(f"server {server.url}, log {server.log_path}; {args.slow} slow connections, {args.flood} flood "
              f"sockets, {args.seconds:g} s a phase", flush=True)
        for name, sources in phases:
            log_before = os.path.getsize(server.log_path)
            lines_before = open(server.log_path, "rb").read().count(b"\n")
            cpu_before = cpu_seconds(server.process.pid)
            results: multiprocessing.Queue = multiprocessing.Queue()
            worker, ready = None, multiprocessing.Event()
            if sources is not None:
                worker = multiprocessing.Process(target=attacker, args=(
                    server.url, game, sources, args.slow, args.flood, args.seconds, args.retry, ready, results))
                worker.start()
                ready.wait(20)  # the slow connections are open: probe while they are held
            latencies, connects, failed = probe(server.url, args.seconds)
            stats = results.get(timeout=60) if worker else {}
            if worker:
                worker.join(30)
            cpu = cpu_seconds(server.process.pid) - cpu_before
            grown = os.path.getsize(server.log_path) - log_before
            lines = open(server.log_path, "rb").read().count(b"\n") - lines_before
            print(f"\n== {name}: health p50 {percentile(latencies, 50):.1f} ms, p99 {percentile(latencies, 99):.1f} "
                  f"ms, max {max(latencies, default=float('nan')):.1f} ms over {len(latencies)} probes, "
                  f"{failed} failed (connect p50 {percentile(connects, 50):.1f} ms, p99 {percentile(connects, 99):.1f}"
                  f" ms); server CPU {cpu:.1f} s; log +{grown} bytes, +{lines} lines", flush=True)
            for key in sorted(stats.keys() - {"held now"}):
                print(f"   {key}: {stats[key]}")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
