"""Dice Colony on the server: whole games over the API, and what each seat's JSON may contain."""
from __future__ import annotations

import json
import random

from dicelands.engine import Match, get_game

from .conftest import act, create, snapshot

GAME = get_game("dice-colony")


def secrets_of(live) -> list[str]:
    """Strings that would reveal the future (the bag order) if any client saw them."""
    rng = live.match.state.rng
    return [f"{rng.state:016x}", '"rng"', '"seed"', '"forced"', "token_hash"]


def test_a_two_player_game_to_the_end_sends_each_seat_only_its_view(client):
    game = create(client, game="dice-colony", options={"players": 2, "side": "b"}, seed=8)
    live = client.app.state.hall.games[game["id"]]
    chooser = random.Random(3)
    while True:
        watcher = snapshot(client, game)
        if watcher["over"]:
            break
        seats = [snapshot(client, game, seat) for seat in (0, 1)]
        for seat, seen in enumerate(seats):
            assert seen["view"] == GAME.view(live.match.state, seat)
            assert seen["legal"] == ([str(a) for a in GAME.legal_actions(live.match.state, seat)]
                                     if seat in seen["to_move"] else [])
        assert watcher["view"] == GAME.view(live.match.state, None) and watcher["legal"] == []
        for text in map(json.dumps, seats + [watcher]):
            assert not any(secret in text for secret in secrets_of(live))
        seat = chooser.choice(watcher["to_move"])
        assert act(client, game, seat, chooser.choice(seats[seat]["legal"]), expect=watcher["index"]).status_code == 200
    assert watcher["result"]["over"] and set(watcher["scores"][0]) >= {"colonies", "objectives", "barren", "total"}
    record = client.get(f"/api/games/{game['id']}/record").json()
    assert Match.from_record(record, verify=True).result().to_json() == watcher["result"]


def test_solo_against_lu287_seats_the_rulebook_opponent_itself(client):
    plan = client.post("/api/plan", json={"game": "dice-colony", "options": {"players": 1, "solo": True}}).json()
    assert plan["seats"] == 2 and plan["automaton_seats"] == [1] and plan["automaton_names"] == ["lu287"]
    game = create(client, game="dice-colony", options={"players": 1, "solo": True},
                  seats=[{"kind": "human", "name": "Ann"}, {"kind": "automaton"}])
    assert [(s["name"], s["kind"]) for s in game["seats"]] == [("Ann", "human"), ("lu287", "automaton")]
    seen = snapshot(client, game, 0)
    assert seen["to_move"] == [0] and seen["legal"] and len(seen["view"]["sheets"]) == 1
    refused = act(client, game, 1, "take green1", expect=0, token=game["seats"][0]["token"])
    assert refused.status_code == 403 and "automaton" in refused.json()["error"]


def test_dice_colony_component_data_is_served_for_the_renderer(client):
    sheets = client.get("/api/data/dice-colony/sheets").json()
    assert len(sheets["sides"]["b"]["stars"]) == 12
    assert len(client.get("/api/data/dice-colony/objectives").json()["cards"]) == 20
    assert client.get("/api/data/dice-colony/..%2Fsecret").status_code == 404
    assert client.get("/api/data/dice-colony/missing").status_code == 404


def test_the_web_client_files_are_served(client):
    for path in ("/", "/game/anything", "/static/game.js", "/static/lobby.js", "/static/common.js",
                 "/static/app.css", "/static/games/dice-colony.js", "/static/games/generic.js"):
        assert client.get(path).status_code == 200, path


def test_in_a_simultaneous_step_each_seat_acts_on_its_own_even_with_the_index_it_saw_before(client):
    game = create(client, game="dice-colony", options={"players": 2}, seed=8)
    first = [snapshot(client, game, seat) for seat in (0, 1)]
    assert first[0]["to_move"] == [0, 1] and first[0]["index"] == first[1]["index"] == 0
    assert act(client, game, 0, first[0]["legal"][0], expect=0).status_code == 200
    assert act(client, game, 1, first[1]["legal"][0], expect=0).status_code == 200  # same decision, still open
    again = act(client, game, 0, first[0]["legal"][0], expect=0)  # seat 0 already acted since index 0
    assert again.status_code == 409 and snapshot(client, game)["index"] == 2


def test_only_the_lobby_bots_can_be_seated(client):
    for spec in ("mcts:100000000", "lu287", "random "):
        response = client.post("/api/games", json={"game": "dice-colony", "options": {"players": 2},
                                                   "seats": [{"kind": "human"}, {"kind": "bot", "bot": spec}]})
        assert response.status_code == 422 and "unknown bot" in response.json()["error"], spec



def test_log_entries_carry_the_games_events_for_every_viewer(client):
    """Seats and spectators read one public log: after turn 1's removal the next roll appears as an event line."""
    game = create(client, game="dice-colony", options={"players": 1}, seed=2, seats=[{"kind": "human"}])
    while True:
        seen = snapshot(client, game, 0)
        if seen["view"]["turn"] == 2:
            break
        assert act(client, game, 0, seen["legal"][0], expect=seen["index"]).status_code == 200
    watcher = snapshot(client, game)
    removal = watcher["log"][-1]
    assert removal["action"].startswith("remove ")
    assert any("draws and rolls" in line for line in removal["events"])
    assert all(entry["events"] == [] for entry in watcher["log"][:-1] if not entry["action"].startswith("remove"))
