"""A real server process: crash (SIGKILL) and restart, and two clients racing for the same decision."""
from __future__ import annotations

import asyncio
import sqlite3

import httpx
import pytest

from .conftest import claim_seats, claim_seats_async, postgres_url
from .server_process import ServerProcess

HUMANS = [{"kind": "human"}, {"kind": "human"}]


@pytest.fixture
def server(tmp_path):
    process = ServerProcess(str(tmp_path / "games.db")).start()
    yield process
    process.stop()


def create(client: httpx.Client, seats=HUMANS, seed=21) -> dict:
    response = client.post("/api/games", json={"game": "dice-colony", "options": {"players": len(seats)},
                                               "seats": seats, "seed": seed})
    assert response.status_code == 200, response.text
    return claim_seats(client, response.json())


def state(client, game, seat):
    return client.get(f"/api/games/{game['id']}", params={"seat": seat, "token": game["seats"][seat]["token"]}).json()


def play_first_options(client, game, moves: int) -> int:
    """Play `moves` actions, each the first legal option of the first human seat to move; the acknowledged count."""
    acknowledged = 0
    for _ in range(moves):
        seat = state(client, game, 0)["to_move"][0]
        snapshot = state(client, game, seat)
        reply = client.post(f"/api/games/{game['id']}/actions", json={
            "seat": seat, "token": game["seats"][seat]["token"], "action": snapshot["legal"][0],
            "expect": snapshot["index"]})
        assert reply.status_code == 200, reply.text
        acknowledged = reply.json()["index"] + 1
    return acknowledged


@pytest.fixture(params=["sqlite", "postgres"])
def any_server(request, tmp_path):
    if request.param == "sqlite":
        db = str(tmp_path / "games.db")
    else:
        db = postgres_url()
    process = ServerProcess(db, log_path=str(tmp_path / "server.log")).start()
    yield process
    process.stop()


def test_after_sigkill_the_game_continues_from_the_last_acknowledged_action(any_server):
    server = any_server
    with httpx.Client(base_url=server.url) as client:
        game = create(client)
        acknowledged = play_first_options(client, game, 25)
        before = [state(client, game, seat) for seat in (0, 1)]
    server.kill()
    server.start()
    with httpx.Client(base_url=server.url) as client:
        after = [state(client, game, seat) for seat in (0, 1)]
        assert after == before and after[0]["index"] == acknowledged == 25
        assert play_first_options(client, game, 3) == 28


def test_a_bot_carries_on_by_itself_after_a_restart(server, tmp_path):
    with httpx.Client(base_url=server.url) as client:
        game = create(client, seats=[{"kind": "human"}, {"kind": "bot", "bot": "random"}])
        server.kill()
        rows = sqlite3.connect(server.db).execute("SELECT COUNT(*) FROM actions").fetchone()[0]
    server.start()
    with httpx.Client(base_url=server.url) as client:
        for _ in range(100):
            seen = state(client, game, 0)
            if seen["index"] > rows and 1 not in seen["to_move"]:
                break
            asyncio.run(asyncio.sleep(0.05))
        assert 1 not in seen["to_move"] and seen["legal"], seen


def test_conflicting_actions_for_the_same_decision_one_applies_the_other_gets_409(server):
    async def race(client, game, seat, expect, first, second):
        body = {"seat": seat, "token": game["seats"][seat]["token"], "expect": expect}
        url = f"/api/games/{game['id']}/actions"
        return await asyncio.gather(client.post(url, json={**body, "action": first}),
                                    client.post(url, json={**body, "action": second}))

    async def scenario():
        async with httpx.AsyncClient(base_url=server.url) as client:
            game = await claim_seats_async(client, (await client.post("/api/games", json={
                "game": "dice-colony", "options": {"players": 2}, "seats": HUMANS, "seed": 4})).json())
            for _ in range(8):
                seat = (await client.get(f"/api/games/{game['id']}")).json()["to_move"][0]
                seat_view = (await client.get(f"/api/games/{game['id']}", params={
                    "seat": seat, "token": game["seats"][seat]["token"]})).json()
                legal, index = seat_view["legal"], seat_view["index"]
                replies = await race(client, game, seat, index, legal[0], legal[-1])
                statuses = sorted(r.status_code for r in replies)
                assert statuses == [200, 409], [r.text for r in replies]
                loser = next(r for r in replies if r.status_code == 409).json()
                assert "moved on" in loser["error"] or "already" in loser["error"]
                after = (await client.get(f"/api/games/{game['id']}")).json()
                assert after["index"] == index + 1
            return game

    game = asyncio.run(scenario())
    db = sqlite3.connect(server.db)
    indexes = [row[0] for row in db.execute("SELECT idx FROM actions WHERE game_id = ? ORDER BY idx", (game["id"],))]
    assert indexes == list(range(8))
