"""Per-seat log lines and structured options over the real API, with the toy game's "cards" module: the seat that
draws a secret card reads which card, the other seat and spectators read that a card was drawn."""
from __future__ import annotations

import json

from starlette.testclient import TestClient

from dicelands.server import create_app

from .conftest import TEST_CONFIG, act, create, snapshot
from .test_live import hello

CARDS = {"modules": "cards"}  # with seed 0 the top card of the module's deck is c4


def test_each_seat_and_spectators_get_the_log_written_for_them_over_http(client, db_path):
    game = create(client, options=CARDS, seed=0)
    assert act(client, game, 0, "draw", expect=0).status_code == 200
    drawer, other, watcher = snapshot(client, game, 0), snapshot(client, game, 1), snapshot(client, game)
    assert drawer["log"][0]["text"] == "seat 0 draws c4"
    assert other["log"][0]["text"] == watcher["log"][0]["text"] == "seat 0 draws a card"
    for sent in (other, watcher):  # not in the log, the prompts or the view (but among the cards it cannot see)
        assert "c4" in sent["view"].pop("unseen")["toy-cards"]
        sent.pop("id")  # the game's random public name, which can hold the letters "c4" by chance (a CI failure)
        assert "c4" not in json.dumps(sent)
    assert drawer["prompt"] == "play a card or keep c4"
    assert other["prompts"]["0"] == watcher["prompts"]["0"] == "play a card or keep the card drawn"
    with TestClient(create_app(db_path, config=TEST_CONFIG)) as restarted:  # rebuilt from the stored record
        assert snapshot(restarted, game, 0)["log"][0]["text"] == "seat 0 draws c4"
        assert snapshot(restarted, game)["log"][0]["text"] == "seat 0 draws a card"


def test_pushed_snapshots_carry_each_readers_lines(client):
    game = create(client, options=CARDS, seed=0)
    url = f"/ws/games/{game['id']}"
    with client.websocket_connect(url) as seat0, client.websocket_connect(url) as seat1, \
            client.websocket_connect(url) as watcher:
        hello(seat0, game, 0), hello(seat1, game, 1), hello(watcher)
        act(client, game, 0, "draw", expect=0)
        lines = {name: ws.receive_json()["log"] for name, ws in
                 (("seat0", seat0), ("seat1", seat1), ("watcher", watcher))}
        assert [entry["text"] for entry in lines["seat0"]] == ["seat 0 draws c4"]
        assert [entry["text"] for entry in lines["seat1"]] == ["seat 0 draws a card"]
        assert [entry["text"] for entry in lines["watcher"]] == ["seat 0 draws a card"]
        act(client, game, 0, "play c4", expect=1)
        assert seat1.receive_json()["log"][0]["text"] == "seat 0 plays c4 (+4)"  # once played, it is public


def test_options_come_with_kind_notation_and_named_fields(client):
    game = create(client, options=CARDS, seed=0)
    first = snapshot(client, game, 0)
    assert first["actions"] == [{"kind": "step", "notation": "step", "text": "step"},
                                {"kind": "roll", "notation": "roll", "text": "roll"},
                                {"kind": "draw", "notation": "draw", "text": "draw"}]  # text: the toy has no words
    assert first["legal"] == [option["notation"] for option in first["actions"]]
    act(client, game, 0, "draw", expect=0)
    assert snapshot(client, game, 0)["actions"] == [{"kind": "play", "notation": "play c4", "card": "c4",
                                                     "text": "play c4"},
                                                    {"kind": "keep", "notation": "keep", "text": "keep"}]
    assert snapshot(client, game, 1)["actions"] == [] and snapshot(client, game)["actions"] == []
