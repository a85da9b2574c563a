"""One process runs a game's bots: two real `dicelands serve` processes on one PostgreSQL, a game held by both has
its bots choose in one of them only; when that one is killed the other adopts the game's bots by itself, and when
it hangs (SIGSTOP) the other takes over once its lease lapses, and the hung one, woken, plays no more."""
from __future__ import annotations

import contextlib
import json
import signal
import time

import httpx
import pytest
from websockets.sync.client import connect

from .conftest import postgres_url, wait_until
from .server_process import TEST_ARGS, ServerProcess

LEASE = 4.0  # seconds: a hung owner's bots move again elsewhere within a lease and a third of one
BOTS = [{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]


@pytest.fixture
def start(tmp_path):
    url, started = postgres_url(), []

    def start_server(bot_delay: float, lease: float = LEASE) -> ServerProcess:
        server = ServerProcess(url, log_path=str(tmp_path / f"server{len(started)}.log"), bot_delay=bot_delay,
                               args=(*TEST_ARGS, "--bot-only-games", "--bot-lease-seconds", str(lease))).start()
        started.append(server)
        return server

    yield start_server
    for server in started:
        if server.process and server.process.poll() is None:
            server.process.send_signal(signal.SIGCONT)
        server.stop()


def health(server) -> dict:
    return httpx.get(server.url + "/api/health", timeout=30).json()


def bot_game(server) -> dict:
    reply = httpx.post(server.url + "/api/games", timeout=30, json={
        "game": "dice-colony", "options": {"players": 2}, "seats": BOTS, "seed": 7})
    assert reply.status_code == 200, reply.text
    return reply.json()


def public(server, game) -> dict:
    return httpx.get(f"{server.url}/api/games/{game['id']}", timeout=30).json()


@contextlib.contextmanager
def watch(server, game):
    """A spectator's socket on `server`: the game is held there (and its bots would run there too, unowned)."""
    with connect(server.url.replace("http", "ws", 1) + f"/ws/games/{game['id']}", max_size=2**24) as socket:
        socket.send(json.dumps({"type": "hello"}))
        socket.recv()
        yield socket


def test_a_game_held_by_two_processes_has_its_bots_choose_in_one_only(start):
    a, b = start(0.02, lease=60), start(0.02, lease=60)  # a lease that cannot lapse on a loaded machine
    game = bot_game(a)
    with watch(b, game):
        wait_until(lambda: public(b, game)["over"], timeout=120)
        moves = public(b, game)["index"]
        work = [health(a), health(b)]
    assert sorted(h["bot_moves"] for h in work) == [0, moves], work  # every bot move from one process
    assert sum(h["bot_choices"] for h in work) == moves, work  # and no search made in vain by the other


def test_when_the_owner_is_killed_another_process_adopts_the_games_bots(start):
    a, b = start(0.1), start(0.1)
    game = bot_game(a)
    wait_until(lambda: public(a, game)["index"] >= 10, timeout=60)
    assert health(b)["games_in_memory"] == 0  # B never heard of the game
    a.kill()
    killed_at = public(b, game)["index"]  # (B loads it from storage; its bots take over from there)
    wait_until(lambda: health(b)["bots_run_here"] == 1, timeout=3 * LEASE)
    wait_until(lambda: public(b, game)["index"] >= killed_at + 10, timeout=60)
    assert health(b)["bot_moves"] >= 10


def test_an_orphaned_bot_game_is_adopted_without_anyone_asking_for_it(start):
    a, b = start(0.1), start(0.1)
    game = bot_game(a)
    wait_until(lambda: public(a, game)["index"] >= 5, timeout=60)
    a.kill()
    wait_until(lambda: health(b)["bot_moves"] >= 5, timeout=3 * LEASE)  # B's sweep found it: nobody asked B
    assert public(b, game)["index"] >= 10


def test_a_hung_owner_loses_the_bots_when_its_lease_lapses_and_woken_plays_no_more(start):
    a, b = start(0.1), start(0.1)
    game = bot_game(a)
    with watch(b, game):
        wait_until(lambda: public(b, game)["index"] >= 10, timeout=60)
        assert health(b)["bot_moves"] == 0
        a.process.send_signal(signal.SIGSTOP)  # hung: its database session lives on, its lease does not renew
        stopped_at, started = public(b, game)["index"], time.monotonic()
        wait_until(lambda: public(b, game)["index"] >= stopped_at + 3, timeout=LEASE * 4)
        took_over = time.monotonic() - started
        a.process.send_signal(signal.SIGCONT)
        moves_of_a = health(a)["bot_moves"]
        wait_until(lambda: public(b, game)["index"] >= stopped_at + 20, timeout=60)
        late = health(a)
    assert took_over >= LEASE * 0.5, took_over  # not before its lease could lapse
    assert late["bots_run_here"] == 0 and late["bot_moves"] <= moves_of_a + 1, late  # at most its move in flight
