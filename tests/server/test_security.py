"""A real `dicelands serve` on PostgreSQL as a browser on another site would meet it: origins checked on posts and
on the WebSocket, JSON content type required, security headers, no source files served, short 404s, clean names."""
from __future__ import annotations

import json

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from dicelands.server.guard import clean_name

from .conftest import claim_seats, postgres_url
from .server_process import TEST_ARGS, ServerProcess

ALLOWED = "https://play.example.org"
HUMANS = [{"kind": "human"}, {"kind": "human"}]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    url = postgres_url()
    process = ServerProcess(url, log_path=str(tmp_path_factory.mktemp("security") / "server.log"),
                            args=(*TEST_ARGS, "--allowed-origin", ALLOWED)).start()
    with httpx.Client(base_url=process.url, timeout=30) as client:
        yield process, client
    process.stop()


def new_game(client, **headers) -> httpx.Response:
    return client.post("/api/games", json={"game": "dice-colony", "options": {"players": 2}, "seats": HUMANS},
                       headers=headers)


def test_posts_from_another_sites_page_are_refused_and_change_nothing(server):
    process, client = server
    game = claim_seats(client, new_game(client).json())
    token = game["seats"][0]["token"]
    before = client.get(f"/api/games/{game['id']}").json()
    index = before["index"]
    snapshot = client.get(f"/api/games/{game['id']}", params={"seat": 0, "token": token}).json()
    move = {"seat": 0, "token": token, "action": snapshot["legal"][0], "expect": index}
    evil = {"origin": "https://evil.example"}
    for response in (new_game(client, **evil), client.post(f"/api/games/{game['id']}/actions", json=move, headers=evil),
                     client.post("/api/plan", json={"game": "dice-colony"}, headers={"origin": "null"})):
        assert response.status_code == 403 and "origin" in response.json()["error"], response.text
    assert client.get(f"/api/games/{game['id']}").json() == before
    own = {"origin": process.url}
    assert new_game(client, origin=ALLOWED).status_code == 200 and new_game(client, **own).status_code == 200
    assert client.post(f"/api/games/{game['id']}/actions", json=move, headers=own).status_code == 200


def test_json_posts_need_the_json_content_type(server):
    _process, client = server
    body = json.dumps({"game": "dice-colony", "options": {"players": 2}, "seats": HUMANS})
    for kind in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", None):
        response = client.post("/api/games", content=body, headers={"content-type": kind} if kind else {})
        assert response.status_code == 415 and "application/json" in response.json()["error"], (kind, response.text)
    assert client.post("/api/games", content=body,
                       headers={"content-type": "application/json; charset=utf-8"}).status_code == 200


def test_the_websocket_refuses_other_origins_with_4403(server):
    process, client = server
    game = new_game(client).json()
    url = process.url.replace("http", "ws", 1) + f"/ws/games/{game['id']}"
    with connect(url, origin="https://evil.example") as ws:
        ws.send(json.dumps({"type": "hello"}))
        refused = json.loads(ws.recv(timeout=10))
        assert refused["status"] == 403 and "origin" in refused["error"]
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(timeout=10)
        assert closed.value.rcvd.code == 4403
    for origin in (ALLOWED, process.url):
        with connect(url, origin=origin) as ws:
            ws.send(json.dumps({"type": "hello"}))
            assert json.loads(ws.recv(timeout=10))["type"] == "state"


def test_pages_and_answers_carry_security_headers(server):
    _process, client = server
    for path in ("/", "/game/abc", "/api/catalog", "/static/app.css", "/api/games/nope", "/static/nope.js"):
        headers = client.get(path).headers
        assert "frame-ancestors 'none'" in headers["content-security-policy"], path
        assert "script-src 'self'" in headers["content-security-policy"], path
        assert headers["x-content-type-options"] == "nosniff" and headers["x-frame-options"] == "DENY", path


def test_only_the_web_clients_files_are_served(server):
    _process, client = server
    assert client.get("/static/game.js").status_code == 200
    for path in ("/static/__init__.py", "/static/__pycache__/__init__.cpython-311.pyc", "/static/games/__init__.py",
                 "/static/../server/app.py", "/static/%2e%2e/server/app.py"):
        response = client.get(path)
        assert response.status_code == 404, path
        assert "import" not in response.text


def test_a_404_never_echoes_a_long_id(server):
    _process, client = server
    for path in ("/api/games/" + "a" * 5000, "/api/games/" + "b" * 5000 + "/record"):
        response = client.get(path)
        assert response.status_code == 404 and len(response.text) < 200, response.text[:300]


def test_names_lose_control_and_bidi_characters(server):
    _process, client = server
    seats = [{"kind": "human", "name": "\u202egreedy\u202c"}, {"kind": "human", "name": "a\u0000b\u200b\u2066c\td"}]
    game = client.post("/api/games", json={"game": "dice-colony", "options": {"players": 2}, "seats": seats}).json()
    assert [seat["name"] for seat in game["seats"]] == ["greedy", "abc d"]
    assert [seat["name"] for seat in client.get(f"/api/games/{game['id']}").json()["seats"]] == ["greedy", "abc d"]
    only_controls = [{"kind": "human", "name": "\u202e\u202c"}, {"kind": "human"}]
    named = client.post("/api/games", json={"game": "dice-colony", "options": {"players": 2},
                                            "seats": only_controls}).json()
    assert named["seats"][0]["name"] == "player 1"


@pytest.mark.parametrize("name, clean", [("Ann", "Ann"), ("  Zoë  ", "Zoë"), ("e\u0301", "é"), ("a\u00a0\u2003b", "a b"),
                                         ("x\u2028y\n\tz", "x y z"), ("\U000e0041tag", "tag"), ("شمس", "شمس")])
def test_clean_name_keeps_letters_and_plain_spaces(name, clean):
    assert clean_name(name) == clean
