"""Seats belong to the people in them (issue 40): an invitation is claimed once and mints a token nobody else saw,
the creator key only manages invitations, re-inviting revokes the seat's token, a seat rotates its own token, games
stored before all this still play. Real SQLite (in process) and real PostgreSQL with two server processes."""
from __future__ import annotations

import asyncio
import json
import sqlite3

import httpx
import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from dicelands.engine import Match, get_game
from dicelands.server import create_app
from dicelands.server.live import token_hash
from dicelands.server.postgres import pg
from dicelands.server.storage import GAME_COLUMNS, MIGRATIONS

from .conftest import TEST_CONFIG, act, claim_url, create, postgres_url, snapshot

HUMANS = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}]


def claim(client, game, seat, invite=None):
    return client.post(claim_url(game, seat), json={"invite": game["seats"][seat]["invite"] if invite is None else invite})


def seat_view(client, game, seat, token):
    return client.get(f"/api/games/{game['id']}", params={"seat": seat, "token": token})


def hello(ws, seat=None, token=None):
    ws.send_json({"type": "hello", "seat": seat, "token": token} if seat is not None else {"type": "hello"})
    return ws.receive_json()


def test_the_first_to_open_an_invitation_gets_a_token_nobody_else_has_seen(client):
    game = create(client, seats=HUMANS, claim=False)
    created = json.dumps(game)
    assert "token" not in created  # the creator's answer holds invitations and its own key, no seat's token
    assert [s["claimed"] for s in snapshot(client, game)["seats"]] == [False, False]
    unclaimed = act(client, game, 0, "step", expect=0, token="anything")
    assert unclaimed.status_code == 403 and "not been claimed" in unclaimed.json()["error"]

    reply = claim(client, game, 0)
    assert reply.status_code == 200
    token = reply.json()["token"]
    assert reply.json()["seat"] == 0 and token not in created and len(token) >= 24
    assert act(client, game, 0, "step", expect=0, token=token).status_code == 200
    assert seat_view(client, game, 0, token).json()["seat"] == 0
    assert [s["claimed"] for s in snapshot(client, game)["seats"]] == [True, False]  # taken, not by whom
    assert [s["claimed"] for s in client.get("/api/games").json()["games"][0]["seats"]] == [True, False]
    assert token not in json.dumps(snapshot(client, game)) and token not in client.get("/api/games").text


def test_the_creator_key_and_the_invitations_neither_read_a_seat_nor_act_for_it(client):
    game = create(client, seats=HUMANS, claim=False)
    claim(client, game, 0)
    before = snapshot(client, game)
    for secret in (game["creator_key"], game["seats"][0]["invite"], game["seats"][1]["invite"]):
        for seat in (0, 1):
            assert seat_view(client, game, seat, secret).status_code == 403
            assert act(client, game, seat, "step", expect=0, token=secret).status_code == 403
            undo = client.post(f"/api/games/{game['id']}/undo", json={"seat": seat, "token": secret, "expect": 0})
            assert undo.status_code == 403
            rotate = client.post(claim_url(game, seat, "rotate"), json={"token": secret})
            assert rotate.status_code == 403
            with client.websocket_connect(f"/ws/games/{game['id']}") as ws:
                assert hello(ws, seat, secret)["status"] == 403
    assert snapshot(client, game) == before


def test_a_used_invitation_is_refused_and_says_what_to_do(client):
    game = create(client, seats=HUMANS, claim=False)
    token = claim(client, game, 1).json()["token"]
    again = claim(client, game, 1)
    assert again.status_code == 409
    assert "claimed already" in again.json()["error"] and "ask the game's creator" in again.json()["error"]
    assert "token" not in again.json()
    assert seat_view(client, game, 1, token).status_code == 200  # the holder keeps the seat
    wrong = claim(client, game, 0, invite=game["seats"][1]["invite"])  # another seat's invitation
    assert wrong.status_code == 403 and "not (or no longer) valid for seat 0" in wrong.json()["error"]
    assert claim(client, game, 0).status_code == 200  # ... and it cost seat 0 nothing


def test_re_inviting_revokes_the_seat_closes_its_connections_and_the_new_invitation_works(client):
    game = create(client, seats=HUMANS, claim=False)
    old = claim(client, game, 1).json()["token"]
    with client.websocket_connect(f"/ws/games/{game['id']}") as ws:
        assert hello(ws, 1, old)["seat"] == 1
        answer = client.post(claim_url(game, 1, "invite"), json={"creator_key": game["creator_key"]})
        assert answer.status_code == 200
        invite = answer.json()["invite"]
        assert answer.json() == {"seat": 1, "invite": invite, "link": f"/game/{game['id']}#seat=1&invite={invite}"}
        closing = ws.receive_json()
        assert closing["type"] == "error" and closing["status"] == 403 and "key of seat 1 was replaced" in closing["error"]
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 4403
    assert seat_view(client, game, 1, old).status_code == 403
    assert snapshot(client, game)["seats"][1]["claimed"] is False
    assert claim(client, game, 1).status_code == 403  # the first invitation went with the re-invitation
    new = claim(client, game, 1, invite=invite).json()["token"]
    assert seat_view(client, game, 1, new).json()["seat"] == 1
    # an unclaimed seat can be re-invited too (the link got lost before anyone opened it)
    again = client.post(claim_url(game, 0, "invite"), json={"creator_key": game["creator_key"]})
    assert again.status_code == 200 and claim(client, game, 0).status_code == 403
    assert claim(client, game, 0, invite=again.json()["invite"]).status_code == 200
    for key in ("guess", new, game["seats"][0]["invite"]):  # only the creator key re-invites
        refused = client.post(claim_url(game, 1, "invite"), json={"creator_key": key})
        assert refused.status_code == 403 and "wrong creator key" in refused.json()["error"]
    assert seat_view(client, game, 1, new).status_code == 200


def test_a_seat_rotates_its_own_token_and_the_old_one_stops_working_everywhere(client):
    game = create(client, seats=HUMANS)
    old = game["seats"][0]["token"]
    with client.websocket_connect(f"/ws/games/{game['id']}") as ws, \
            client.websocket_connect(f"/ws/games/{game['id']}") as watcher:
        hello(ws, 0, old)
        hello(watcher)
        answer = client.post(claim_url(game, 0, "rotate"), json={"token": old})
        assert answer.status_code == 200
        new = answer.json()["token"]
        assert answer.json() == {"seat": 0, "token": new} and new != old
        assert ws.receive_json()["status"] == 403
        assert watcher.receive_json()["type"] == "state"  # a spectator stays
    assert seat_view(client, game, 0, old).status_code == 403
    assert act(client, game, 0, "step", expect=0, token=old).status_code == 403
    assert act(client, game, 0, "step", expect=0, token=new).status_code == 200
    assert client.post(claim_url(game, 0, "rotate"), json={"token": old}).status_code == 403
    assert seat_view(client, game, 1, game["seats"][1]["token"]).status_code == 200  # the other seat is untouched


@pytest.mark.parametrize("path, body, status, words", [
    ("/seats/0/claim", {}, 400, "'invite' must be"),
    ("/seats/0/claim", {"invite": 7}, 400, "'invite' must be"),
    ("/seats/0/claim", {"invite": ""}, 400, "'invite' must be"),
    ("/seats/0/claim", {"invite": "x" * 500}, 400, "too long"),
    ("/seats/0/claim", ["invite"], 400, "JSON object"),
    ("/seats/x/claim", {"invite": "a"}, 400, "seat number"),
    ("/seats/-1/claim", {"invite": "a"}, 400, "seat number"),
    ("/seats/٣/claim", {"invite": "a"}, 400, "seat number"),
    ("/seats/99999/claim", {"invite": "a"}, 400, "seat number"),
    ("/seats/9/claim", {"invite": "a"}, 404, "no seat 9"),
    ("/seats/1/claim", {"invite": "a"}, 422, "played by bot"),
    ("/seats/0/steal", {"invite": "a"}, 404, "no seat operation 'steal'"),
    ("/seats/0/invite", {}, 400, "'creator_key' must be"),
    ("/seats/0/invite", {"creator_key": None}, 400, "'creator_key' must be"),
    ("/seats/0/invite", {"creator_key": "guess"}, 403, "wrong creator key"),
    ("/seats/1/invite", {"creator_key": "guess"}, 422, "played by bot"),
    ("/seats/0/rotate", {}, 400, "'token' must be"),
    ("/seats/0/rotate", {"token": ["a"]}, 400, "'token' must be"),
    ("/seats/0/rotate", {"token": "guess"}, 403, "wrong seat token"),
])
def test_bad_seat_requests_are_refused_with_a_reason_and_change_nothing(client, path, body, status, words):
    game = create(client, seats=[{"kind": "human"}, {"kind": "bot", "bot": "random"}], claim=False)
    before = snapshot(client, game)
    response = client.post(f"/api/games/{game['id']}{path}", json=body)
    assert response.status_code == status and words in response.json()["error"], response.text
    assert snapshot(client, game) == before
    assert claim(client, game, 0).status_code == 200  # the invitation still stands


def test_seat_requests_go_through_the_same_gate_as_every_post(client):
    game = create(client, seats=HUMANS, claim=False)
    url = claim_url(game, 0)
    body = json.dumps({"invite": game["seats"][0]["invite"]})
    assert client.post(url, content=body, headers={"content-type": "text/plain"}).status_code == 415
    evil = client.post(url, content=body, headers={"content-type": "application/json", "origin": "https://evil.example"})
    assert evil.status_code == 403 and "origin" in evil.json()["error"]
    assert client.post(url, content="[" * 5000, headers={"content-type": "application/json"}).status_code == 400
    assert client.post(f"/api/games/nope{url[url.index('/seats'):]}", content=body,
                       headers={"content-type": "application/json"}).status_code == 404
    assert client.get(url).status_code == 405
    assert claim(client, game, 0).status_code == 200  # none of them used the invitation up


# ---- games stored before invitations -------------------------------------------------------------------------------
@pytest.fixture(params=["sqlite", "postgres"])
def storage_url(request, tmp_path):
    return str(tmp_path / "old.db") if request.param == "sqlite" else postgres_url()


def store_an_old_game(url: str, tokens: list[str]) -> str:
    """A database at schema version 3 holding a game as it was stored before invitations: each person's seat with
    the hash of the token its creator was handed, no invitation, no creator key."""
    game = get_game("toy")
    match = Match.new(game, game.resolve_options({}), 5, ["Ann", "Bob"])
    header = {key: value for key, value in match.to_record(with_result=False).items() if key != "actions"}
    seats = [{"kind": "human", "name": name, "token_hash": token_hash(token)} for name, token in zip(["Ann", "Bob"], tokens)]
    columns = GAME_COLUMNS.rsplit(",", 1)[0]  # without creator_key, which version 3 did not have
    row = ("old1", "toy", json.dumps(header), json.dumps(seats), "playing", 0, None, 1.0, 1.0, None, 0, 0)
    statements = ["CREATE TABLE schema_version (version INTEGER NOT NULL)", "INSERT INTO schema_version VALUES (3)",
                  *[sql for version in MIGRATIONS[:3] for sql in version]]
    insert = f"INSERT INTO games ({columns}) VALUES ({', '.join('?' * len(row))})"
    if url.startswith("postgresql://"):
        import psycopg
        with psycopg.connect(url, autocommit=True) as conn:
            for sql in statements:
                conn.execute(sql)
            conn.execute(pg(insert), row)
    else:
        db = sqlite3.connect(url)
        for sql in statements:
            db.execute(sql)
        db.execute(insert, row)
        db.commit()
        db.close()
    return "old1"


def test_a_game_stored_before_invitations_loads_and_its_seats_play_with_their_old_tokens(storage_url):
    tokens = ["ann-old-token-0123456789", "bob-old-token-0123456789"]
    game = {"id": store_an_old_game(storage_url, tokens), "seats": [{"token": t} for t in tokens]}
    with TestClient(create_app(storage_url, config=TEST_CONFIG)) as client:  # migrates to the current version
        assert [s["claimed"] for s in snapshot(client, game)["seats"]] == [True, True]  # a token_hash: a holder
        assert act(client, game, 0, "step", expect=0).status_code == 200
        assert act(client, game, 1, "roll", expect=1).status_code == 200
        refused = client.post(claim_url(game, 1, "invite"), json={"creator_key": "anything"})
        assert refused.status_code == 403 and "created before invitations" in refused.json()["error"]
        assert claim(client, game, 1, invite="anything").status_code == 409  # held: nothing to claim
        new = client.post(claim_url(game, 1, "rotate"), json={"token": tokens[1]}).json()["token"]
        assert seat_view(client, game, 1, tokens[1]).status_code == 403
        assert seat_view(client, game, 1, new).json()["index"] == 2
    with TestClient(create_app(storage_url, config=TEST_CONFIG)) as client:  # the rotation was stored
        assert seat_view(client, game, 1, new).status_code == 200 and seat_view(client, game, 0, tokens[0]).status_code == 200


# ---- two server processes on PostgreSQL ----------------------------------------------------------------------------
def test_people_racing_for_one_invitation_through_two_processes_give_exactly_one_seat_holder(servers):
    a, b = servers

    async def scenario():
        async with httpx.AsyncClient(base_url=a.url, timeout=30) as on_a, \
                httpx.AsyncClient(base_url=b.url, timeout=30) as on_b:
            for round_ in range(6):
                game = (await on_a.post("/api/games", json={"game": "dice-colony", "options": {"players": 2},
                                                            "seats": HUMANS, "seed": round_})).json()
                await on_b.get(f"/api/games/{game['id']}")  # B holds the game in memory too
                body = {"invite": game["seats"][round_ % 2]["invite"]}
                url = claim_url(game, round_ % 2)
                replies = await asyncio.gather(*[(on_a, on_b)[n % 2].post(url, json=body) for n in range(6)])
                statuses = sorted(r.status_code for r in replies)
                assert statuses == [200] + [409] * 5, [r.text for r in replies]
                token = next(r.json()["token"] for r in replies if r.status_code == 200)
                for client in (on_a, on_b):  # both processes let the winner in once B heard of A's claim (or A of
                    #                             B's): the notification takes milliseconds, more on a busy machine
                    for _ in range(50):
                        seen = await client.get(f"/api/games/{game['id']}",
                                                params={"seat": round_ % 2, "token": token})
                        if seen.status_code == 200:
                            break
                        await asyncio.sleep(0.1)
                    assert seen.status_code == 200, seen.text
    asyncio.run(scenario())


def test_a_token_rotated_through_one_process_stops_working_on_the_other_and_its_socket_is_closed(servers):
    import websockets
    a, b = servers

    async def scenario():
        async with httpx.AsyncClient(base_url=a.url, timeout=30) as on_a, \
                httpx.AsyncClient(base_url=b.url, timeout=30) as on_b:
            game = (await on_a.post("/api/games", json={"game": "dice-colony", "options": {"players": 2},
                                                        "seats": HUMANS, "seed": 3})).json()
            old = (await on_a.post(claim_url(game, 0), json={"invite": game["seats"][0]["invite"]})).json()["token"]
            async with websockets.connect(b.url.replace("http", "ws", 1) + f"/ws/games/{game['id']}") as on_b_socket:
                await on_b_socket.send(json.dumps({"type": "hello", "seat": 0, "token": old}))
                assert json.loads(await on_b_socket.recv())["seat"] == 0
                new = (await on_a.post(claim_url(game, 0, "rotate"), json={"token": old})).json()["token"]
                closing = json.loads(await asyncio.wait_for(on_b_socket.recv(), 5))
                assert closing["type"] == "error" and closing["status"] == 403
                with pytest.raises(websockets.ConnectionClosed) as closed:
                    await asyncio.wait_for(on_b_socket.recv(), 5)
                assert closed.value.rcvd.code == 4403
            for client in (on_a, on_b):
                assert (await client.get(f"/api/games/{game['id']}", params={"seat": 0, "token": old})).status_code == 403
                assert (await client.get(f"/api/games/{game['id']}", params={"seat": 0, "token": new})).status_code == 200
    asyncio.run(scenario())
