"""A real `dicelands serve` on PostgreSQL, fuzzed: whatever goes to any route or over the WebSocket — random JSON,
raw bytes, deep nesting, huge numbers, odd query strings and ids — the answer is a 2xx or a 4xx with a message,
never a 500 or a dropped socket, and the game under attack is unchanged."""
from __future__ import annotations

import json
from urllib.parse import quote

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from .conftest import claim_seats, postgres_url
from .server_process import ServerProcess

JSON = {"content-type": "application/json"}
FUZZ = settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12)
fields = st.fixed_dictionaries({}, optional={
    "game": json_values | st.sampled_from(["dice-colony", "dice-settlers", "toy"]),
    "options": json_values | st.just({"players": 2}), "seats": json_values | st.just([{"kind": "human"}] * 2),
    "seed": json_values, "seat": json_values | st.integers(-1, 3), "token": json_values,
    "action": json_values | st.sampled_from(["roll", "take blue5", "pass"]), "expect": json_values | st.integers(-1, 3),
    "type": json_values | st.sampled_from(["hello", "action", "undo"]), "id": json_values,
    "invite": json_values, "creator_key": json_values})
# What the issue found breaking things: deep nesting, long numbers, and the like, as raw text.
hostile = st.sampled_from([
    "[" * 30000 + "]" * 30000, '{"a":' * 6000, '{"game": ' + "9" * 5000 + "}", '{"expect": ' + "9" * 5000 + "}",
    '{"seat": 1e999}', '{"seat": -0.0, "token": "\\ud800"}', "\ufeff{}", "{}" * 3, "null", "", " ", "\x00",
    '{"type": "hello", "seat": ' + "1" * 400 + "}", '{"type": "action", "action": "' + "x" * 60000 + '"}'])
bodies = fields.map(json.dumps) | json_values.map(json.dumps) | hostile | st.text(max_size=60)
raw = bodies.map(str.encode) | st.binary(max_size=60)
SEAT_ROUTES = [f"/seats/{seat}/{change}" for seat in (0, 1, 2) for change in ("claim", "invite", "rotate")]
ids = st.text(max_size=80) | st.sampled_from(["a" * 5000, "../static/__init__.py", "%00", "\u202e"])


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    url = postgres_url()
    process = ServerProcess(url, log_path=str(tmp_path_factory.mktemp("fuzz") / "server.log")).start()
    with httpx.Client(base_url=process.url, timeout=30) as client:
        game = claim_seats(client, client.post("/api/games", json={"game": "dice-colony", "options": {"players": 2},
                                                                   "seats": [{"kind": "human"}] * 2}).json())
        yield process, client, game
    process.stop()
    assert "Traceback" not in open(process.log_path).read()


def seat_views(client, game) -> list[dict]:
    return [client.get(f"/api/games/{game['id']}", params={"seat": seat, "token": game["seats"][seat]["token"]})
            .json() for seat in (0, 1)]


def assert_refused_or_fine(response: httpx.Response, what) -> None:
    assert response.status_code < 500, (what, response.status_code, response.text[:300])
    if response.status_code >= 400 and response.headers.get("content-type") == "application/json":
        assert response.json()["error"], what


@FUZZ
@given(body=raw, route=st.sampled_from(["/api/plan", "/api/games", "/actions", "/undo", *SEAT_ROUTES]),
       content_type=st.sampled_from(["application/json", "text/plain", "application/json; charset=utf-8", None]))
def test_any_post_body_is_answered_without_a_500_and_changes_nothing(server, body, route, content_type):
    _process, client, game = server
    before = seat_views(client, game)
    url = route if route.startswith("/api/") else f"/api/games/{game['id']}{route}"
    headers = {"content-type": content_type} if content_type else {}
    response = client.post(url, content=body, headers=headers)
    assert_refused_or_fine(response, (url, body[:200]))
    assert seat_views(client, game) == before


@FUZZ
@given(game_id=ids, seat=st.text(max_size=12) | st.sampled_from(["0", "1", "²", "٣", "99999999999", "-1"]),
       token=st.text(max_size=30), tail=st.sampled_from(["", "/record", "/actions", "/undo", "/seats/0/claim"]),
       data_name=st.text(max_size=50))
def test_any_path_and_query_string_is_answered_without_a_500(server, game_id, seat, token, tail, data_name):
    _process, client, game = server
    before = seat_views(client, game)
    for url, params in [(f"/api/games/{quote(game_id, safe='')}{tail}", {"seat": seat, "token": token}),
                        (f"/api/games/{game['id']}", {"seat": seat, "token": token}),
                        (f"/api/games/{game['id']}", {"seat": seat}),
                        (f"/api/data/{quote(game_id, safe='')}/{quote(data_name, safe='')}", {}),
                        (f"/static/{quote(data_name, safe='/')}", {}), ("/api/games", {"limit": seat})]:
        response = client.get(url, params=params)
        assert_refused_or_fine(response, (url, params))
        if response.status_code == 404 and response.headers.get("content-type") == "application/json":
            assert len(response.json()["error"]) < 200  # a long id is never echoed whole
    assert seat_views(client, game) == before


def ws_url(process, game_id: str) -> str:
    return process.url.replace("http", "ws", 1) + f"/ws/games/{game_id}"


@FUZZ
@given(hello=raw | bodies)
def test_any_websocket_hello_gets_a_snapshot_or_a_4xx_and_a_close_code(server, hello):
    process, client, game = server
    before = seat_views(client, game)
    with connect(ws_url(process, game["id"]), max_size=2**22, open_timeout=10) as ws:
        ws.send(hello)
        try:
            first = json.loads(ws.recv(timeout=10))
        except ConnectionClosed as closed:  # a frame over the size limit: closed by the protocol with 1009
            assert closed.rcvd is not None and closed.rcvd.code == 1009, closed
        else:
            if first["type"] == "state":
                assert first["seat"] is None  # no random hello holds a seat's token
            else:
                assert first["type"] == "error" and 400 <= first["status"] < 500 and first["error"], first
                with pytest.raises(ConnectionClosed) as closed:
                    ws.recv(timeout=10)
                assert closed.value.rcvd.code == 4000 + first["status"]
    assert seat_views(client, game) == before


@FUZZ
@given(messages=st.lists(raw | bodies, min_size=1, max_size=4))
def test_any_message_after_the_hello_gets_a_4xx_reply_and_the_socket_stays(server, messages):
    process, client, game = server
    before = seat_views(client, game)
    with connect(ws_url(process, game["id"]), max_size=2**22, open_timeout=10) as ws:
        ws.send(json.dumps({"type": "hello"}))
        assert json.loads(ws.recv(timeout=10))["type"] == "state"
        for message in messages:
            if len(message) > 64 * 1024:
                continue  # over the frame limit the protocol closes the socket (the hello test covers it)
            ws.send(message)
            reply = json.loads(ws.recv(timeout=10))
            assert reply["type"] == "reply" and 400 <= reply["status"] < 500 and reply["error"], (message[:200], reply)
    assert seat_views(client, game) == before
