"""Bounded memory on a real `dicelands serve` on PostgreSQL: an idle game leaves memory and comes back from storage
exactly as it was; a watched game or one where a bot is to move stays; at start-up only games where a bot is to move
are loaded."""
from __future__ import annotations

import json
import time

import httpx
import pytest
from websockets.sync.client import connect

from .conftest import claim_seats, postgres_url, wait_until
from .server_process import TEST_ARGS, ServerProcess

HUMANS = [{"kind": "human"}, {"kind": "human"}]


@pytest.fixture
def server(tmp_path):
    url = postgres_url()
    process = ServerProcess(url, log_path=str(tmp_path / "server.log"), bot_delay=0.0,
                            args=(*TEST_ARGS, "--idle-seconds", "1")).start()
    yield process
    process.stop()


def in_memory(client) -> int:
    return client.get("/api/health").json()["games_in_memory"]


def new_game(client, seats=HUMANS) -> dict:
    response = client.post("/api/games", json={"game": "dice-colony", "options": {"players": 2}, "seats": seats})
    assert response.status_code == 200, response.text
    return claim_seats(client, response.json())


def seat_view(client, game, seat) -> dict:
    return client.get(f"/api/games/{game['id']}", params={"seat": seat, "token": game["seats"][seat]["token"]}).json()


def move(client, game) -> None:
    seat = client.get(f"/api/games/{game['id']}").json()["to_move"][0]
    mine = seat_view(client, game, seat)
    reply = client.post(f"/api/games/{game['id']}/actions", json={
        "seat": seat, "token": game["seats"][seat]["token"], "action": mine["legal"][-1], "expect": mine["index"]})
    assert reply.status_code == 200, reply.text


def test_an_idle_game_leaves_memory_and_comes_back_as_it_was(server):
    with httpx.Client(base_url=server.url, timeout=30) as client:
        game = new_game(client)
        for _ in range(6):
            move(client, game)
        before = [seat_view(client, game, seat) for seat in (0, 1)]
        assert in_memory(client) == 1
        wait_until(lambda: in_memory(client) == 0, timeout=10)
        assert [seat_view(client, game, seat) for seat in (0, 1)] == before  # reloaded from storage on demand
        assert in_memory(client) == 1
        move(client, game)
        assert seat_view(client, game, 0)["index"] == before[0]["index"] + 1


def test_a_watched_game_stays_in_memory_and_its_watcher_keeps_getting_moves(server):
    with httpx.Client(base_url=server.url, timeout=30) as client:
        watched, unwatched = new_game(client), new_game(client)
        url = server.url.replace("http", "ws", 1) + f"/ws/games/{watched['id']}"
        with connect(url) as ws:
            ws.send(json.dumps({"type": "hello"}))
            assert json.loads(ws.recv(timeout=10))["index"] == 0
            seat_view(client, unwatched, 0)
            time.sleep(2.5)  # more than twice the idle time
            assert in_memory(client) == 1
            move(client, watched)
            assert json.loads(ws.recv(timeout=10))["index"] == 1


def test_only_games_where_a_bot_is_to_move_are_loaded_at_start_up_and_their_bots_carry_on(server):
    server.stop()
    server.bot_delay, server.args = 30.0, (*TEST_ARGS, "--idle-seconds", "300")  # the bot is slow to move
    server.start()
    with httpx.Client(base_url=server.url, timeout=30) as client:
        people = [new_game(client) for _ in range(3)]
        bot_game = new_game(client, seats=[{"kind": "human"}, {"kind": "bot", "bot": "random"}])
        while 1 not in client.get(f"/api/games/{bot_game['id']}").json()["to_move"]:
            move(client, bot_game)  # the person plays until the bot is to move
        index = client.get(f"/api/games/{bot_game['id']}").json()["index"]
    server.kill()  # while the bot waits to move
    server.bot_delay = 0.0
    server.start()
    with httpx.Client(base_url=server.url, timeout=30) as client:
        assert in_memory(client) == 1  # the bot's game, not the three waiting for people
        wait_until(lambda: client.get(f"/api/games/{bot_game['id']}").json()["index"] > index)
        assert in_memory(client) == 1
        assert all(seat_view(client, game, 0)["index"] == 0 for game in people)
        assert in_memory(client) == 4  # loaded on demand
