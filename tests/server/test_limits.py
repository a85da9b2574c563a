"""Abuse limits on a real `dicelands serve` on PostgreSQL: games per client per minute (429 + Retry-After), open games
per client, bot-only games off by default, search bots in a process pool within a per-game time budget."""
from __future__ import annotations

import os
import statistics
import time

import httpx
import pytest

from dicelands.server.thinking import BotPool, worker_priority

from .conftest import claim_seats, postgres_url, wait_until
from .server_process import ServerProcess

HUMANS = [{"kind": "human"}, {"kind": "human"}]


@pytest.fixture
def start_server(tmp_path):
    started = []

    def start(*args: str, db: str | None = None) -> ServerProcess:
        url = db or postgres_url()
        process = ServerProcess(url, log_path=str(tmp_path / f"server{len(started)}.log"), args=args).start()
        started.append(process)
        return process

    yield start
    for process in started:
        process.stop()


def new_game(client, seats=HUMANS, forwarded_for: str | None = None, **body) -> httpx.Response:
    headers = {"x-forwarded-for": forwarded_for} if forwarded_for else {}
    return client.post("/api/games", json={"game": "dice-colony", "options": {"players": len(seats)}, "seats": seats,
                                           **body}, headers=headers)


def test_games_per_client_per_minute_then_429_with_retry_after(start_server):
    server = start_server("--games-per-minute", "3", "--trust-proxy")
    with httpx.Client(base_url=server.url, timeout=30) as client:
        assert [new_game(client, forwarded_for="203.0.113.7").status_code for _ in range(3)] == [200] * 3
        refused = new_game(client, forwarded_for="203.0.113.7")
        assert refused.status_code == 429 and "3 new games per minute" in refused.json()["error"]
        assert 1 <= int(refused.headers["retry-after"]) <= 60
        assert new_game(client, forwarded_for="198.51.100.2").status_code == 200  # another client is not held up
        listed = client.get("/api/games").json()["games"]
        assert len(listed) == 4  # the refused request stored nothing


def test_open_games_per_client(start_server):
    server = start_server("--open-games-per-client", "2", "--games-per-minute", "100")
    with httpx.Client(base_url=server.url, timeout=30) as client:
        assert new_game(client).status_code == 200 and new_game(client).status_code == 200
        refused = new_game(client)
        assert refused.status_code == 429 and "2 unfinished games" in refused.json()["error"]
        assert "retry-after" in refused.headers


def test_bot_only_games_are_off_by_default_and_can_be_turned_on(start_server, tmp_path):
    bots = [{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]
    server = start_server()
    with httpx.Client(base_url=server.url, timeout=30) as client:
        refused = new_game(client, seats=bots)
        assert refused.status_code == 403 and "without a person" in refused.json()["error"]
        assert new_game(client, seats=[{"kind": "human"}, {"kind": "bot", "bot": "random"}]).status_code == 200
    on = start_server("--bot-only-games", db=str(tmp_path / "bots.db"))
    with httpx.Client(base_url=on.url, timeout=30) as client:
        assert new_game(client, seats=bots).status_code == 200


def worker_processes(pid: int) -> dict[int, str]:
    """Process id -> command line of the processes whose parent is `pid`."""
    found = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = open(f"/proc/{entry}/stat").read().rsplit(")", 1)[1].split()
                if int(stat[1]) == pid:
                    found[int(entry)] = open(f"/proc/{entry}/cmdline").read().replace("\0", " ")
            except OSError:
                pass
    return found


def gone(pid: int) -> bool:
    try:
        return open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return True


def niceness(pid: int) -> int:
    return int(open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[16])


def test_the_bot_pool_runs_at_the_configured_lower_priority():
    pool = BotPool(1, nice=3)  # the server's default, +10, is checked on a real server below
    try:
        niceness, idle_class = pool.executor().submit(worker_priority).result(timeout=60)
        assert niceness == min(19, os.nice(0) + 3)
        assert idle_class == hasattr(os, "SCHED_IDLE")  # on Linux: only cores nothing else wants
    finally:
        pool.shutdown()


def test_a_bot_pool_at_the_servers_own_priority_stays_in_the_normal_class():
    pool = BotPool(1, nice=0)  # --bot-nice 0: bots compete with the servers as equals
    try:
        assert pool.executor().submit(worker_priority).result(timeout=60) == (os.nice(0), False)
    finally:
        pool.shutdown()


def test_search_bots_think_in_worker_processes_and_the_server_keeps_answering(start_server):
    server = start_server("--bot-only-games", "--bot-workers", "1", "--games-per-minute", "100")
    mcts = [{"kind": "bot", "bot": "mcts"}, {"kind": "bot", "bot": "mcts"}]
    with httpx.Client(base_url=server.url, timeout=30) as client:
        games = [new_game(client, seats=mcts).json() for _ in range(4)]
        timings, deadline = [], time.monotonic() + 180  # generous: in CI the other core runs other tests
        while time.monotonic() < deadline:  # until every game has had bot moves, the searches busy all along
            started = time.perf_counter()
            assert client.get("/api/catalog").status_code == 200
            timings.append(time.perf_counter() - started)
            if all(client.get(f"/api/games/{game['id']}").json()["index"] >= 3 for game in games):
                break
            time.sleep(0.05)
        assert all(client.get(f"/api/games/{game['id']}").json()["index"] >= 3 for game in games)
        workers = [pid for pid, line in worker_processes(server.process.pid).items() if "multiprocessing" in line]
        assert workers
        # at a lower priority than the server (--bot-nice, default 10): searches take what the servers leave
        searching = [pid for pid in workers if "spawn_main" in worker_processes(server.process.pid)[pid]]
        assert searching and {niceness(pid) for pid in searching} == {min(19, niceness(server.process.pid) + 10)}
        assert len(timings) > 10 and statistics.median(timings) < 0.1, timings  # 200-1458 ms with searches in threads
    server.kill()  # even a server killed outright leaves no worker behind
    wait_until(lambda: all(gone(pid) for pid in workers), timeout=10)


def bot_moves_against_a_search_bot(server, seconds: float) -> int:
    """Seat 0 (a person) plays its first option whenever it may, against `mcts` on seat 1, until the bot has moved
    3 times or `seconds` pass: the bot's moves."""
    with httpx.Client(base_url=server.url, timeout=30) as client:
        game = claim_seats(client, new_game(client, seats=[{"kind": "human"}, {"kind": "bot", "bot": "mcts"}]).json())
        token = game["seats"][0]["token"]
        deadline, bot_moves = time.monotonic() + seconds, 0
        while time.monotonic() < deadline and bot_moves < 3:
            seat_view = client.get(f"/api/games/{game['id']}", params={"seat": 0, "token": token}).json()
            bot_moves = sum(entry["seat"] == 1 for entry in seat_view["log"])
            if seat_view["legal"]:
                client.post(f"/api/games/{game['id']}/actions", json={
                    "seat": 0, "token": token, "action": seat_view["legal"][0], "expect": seat_view["index"]})
            time.sleep(0.05)
        return bot_moves


def test_a_search_over_its_time_limit_plays_a_random_option_and_the_game_goes_on(start_server):
    server = start_server("--bot-seconds-per-move", "0.001", "--games-per-minute", "100")
    assert bot_moves_against_a_search_bot(server, 60) >= 3
    assert "gave no answer within" in open(server.log_path).read()


def test_once_the_games_search_time_is_spent_a_search_bot_plays_on_as_greedy_not_at_random(start_server):
    """A strong opponent stays a fair one to the end of a long game (issue 41: strong bots by default)."""
    server = start_server("--bot-seconds-per-game", "0", "--games-per-minute", "100")
    assert bot_moves_against_a_search_bot(server, 90) >= 3
    assert "the bot on seat 1 plays on as greedy" in open(server.log_path).read()
