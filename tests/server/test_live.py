"""The live WebSocket: snapshots pushed on every change to seats and spectators, actions over the socket, catch-up."""
from __future__ import annotations

import pytest
from starlette.websockets import WebSocketDisconnect

from .conftest import act, create, snapshot


def hello(ws, game=None, seat=None, token=None):
    message = {"type": "hello"}
    if seat is not None:
        message.update(seat=seat, token=token or game["seats"][seat]["token"])
    ws.send_json(message)
    return ws.receive_json()


def test_seat_and_spectator_get_a_snapshot_on_every_change(client):
    game = create(client)
    with client.websocket_connect(f"/ws/games/{game['id']}") as watcher, \
            client.websocket_connect(f"/ws/games/{game['id']}") as player:
        assert hello(watcher)["seat"] is None
        first = hello(player, game, 0)
        assert first["seat"] == 0 and first["legal"] == ["step", "roll"]
        act(client, game, 0, "step", expect=0)
        seen = watcher.receive_json()
        assert seen["index"] == 1 and seen["log"] == [{"index": 0, "seat": 0, "action": "step", "text": "seat 0: step", "events": []}]
        assert seen["log_start"] == 0 and seen["legal"] == []
        mine = player.receive_json()
        assert mine["index"] == 1 and mine["can_undo"] and mine["legal"] == []


def test_actions_and_undo_over_the_socket_get_replies_and_later_snapshots_send_only_new_log_entries(client):
    game = create(client)
    token = game["seats"][0]["token"]
    with client.websocket_connect(f"/ws/games/{game['id']}") as ws:
        hello(ws, game, 0)
        ws.send_json({"type": "action", "id": "a1", "seat": 0, "token": token, "action": "step", "expect": 0})
        messages = [ws.receive_json(), ws.receive_json()]
        reply = next(m for m in messages if m["type"] == "reply")
        assert reply.pop("server_ms") >= 0
        assert reply == {"type": "reply", "id": "a1", "status": 200, "index": 0, "action": "step", "seat": 0}
        pushed = next(m for m in messages if m["type"] == "state")
        assert pushed["index"] == 1 and pushed["log_start"] == 0 and len(pushed["log"]) == 1
        act(client, game, 1, "step", expect=1)
        later = ws.receive_json()
        assert later["log_start"] == 1 and [e["index"] for e in later["log"]] == [1]
        ws.send_json({"type": "action", "id": "a2", "seat": 0, "token": token, "action": "step", "expect": 2})
        messages = [ws.receive_json(), ws.receive_json()]
        ws.send_json({"type": "undo", "id": "u1", "seat": 0, "token": token, "expect": 3})
        messages = [ws.receive_json(), ws.receive_json()]
        assert next(m for m in messages if m["type"] == "reply")["undone"] == "step"
        after_undo = next(m for m in messages if m["type"] == "state")
        assert after_undo["index"] == 2 and after_undo["log_start"] == 2 and after_undo["log"] == []


def test_bad_messages_get_a_clear_reply_and_the_connection_stays(client):
    game = create(client)
    with client.websocket_connect(f"/ws/games/{game['id']}") as ws:
        hello(ws, game, 0)
        ws.send_text("{oops")
        bad = ws.receive_json()
        bad.pop("server_ms")
        assert bad == {"type": "reply", "id": None, "status": 400,
                                     "error": "request body: malformed JSON at line 1 column 2: object keys must be "
                                              "strings"}
        ws.send_json({"type": "dance", "id": 3})
        assert ws.receive_json()["status"] == 400
        ws.send_json({"type": "action", "id": 4, "seat": 1, "token": game["seats"][0]["token"], "action": "step",
                      "expect": 0})
        assert ws.receive_json()["status"] == 403
        ws.send_json({"type": "action", "id": 5, "seat": 0, "token": game["seats"][0]["token"], "action": "jump",
                      "expect": 0})
        refused = ws.receive_json()
        assert refused["status"] == 422 and "jump" in refused["error"]
    assert snapshot(client, game)["index"] == 0


def test_a_wrong_token_or_unknown_game_closes_the_socket_with_the_reason(client):
    game = create(client)
    with client.websocket_connect(f"/ws/games/{game['id']}") as ws:
        answer = hello(ws, game, 0, token="guess")
        assert answer["type"] == "error" and answer["status"] == 403
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 4403
    with client.websocket_connect("/ws/games/nope") as ws:
        assert ws.receive_json()["status"] == 404


def test_a_reconnecting_client_catches_up_with_the_full_log(client):
    game = create(client)
    with client.websocket_connect(f"/ws/games/{game['id']}") as ws:
        hello(ws, game, 1)
    act(client, game, 0, "step", expect=0)
    act(client, game, 1, "roll", expect=1)
    with client.websocket_connect(f"/ws/games/{game['id']}") as ws:
        caught_up = hello(ws, game, 1)
        assert caught_up["index"] == 2 and caught_up["log_start"] == 0
        assert [e["action"] for e in caught_up["log"]] == ["step", "roll"]
