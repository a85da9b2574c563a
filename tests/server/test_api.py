"""The HTTP API on a real SQLite file, with the engine's toy game (two seats, a hidden secret each, a die roll)."""
from __future__ import annotations

import json

from starlette.testclient import TestClient

from dicelands.engine import Match
from dicelands.server import create_app

from .conftest import TEST_CONFIG, act, create, snapshot, wait_until


def test_catalog_lists_games_options_and_bots(client):
    catalog = client.get("/api/catalog").json()
    toy = next(g for g in catalog["games"] if g["id"] == "toy")
    assert [o["name"] for o in toy["options"]] == ["players", "target", "modules"]  # the lobby offers modules
    assert "random" in catalog["bots"]
    assert [(s["name"], s["bot"]) for s in catalog["strengths"]] == [("easy", "random"), ("medium", "greedy"),
                                                                     ("strong", "best")]
    settlers = next(g for g in catalog["games"] if g["id"] == "dice-settlers")  # the lobby's expansion checkboxes
    assert [m["name"] for m in settlers["modules"]] == ["advisors", "enclosures", "envoys", "fish-and-ships"]
    assert all(m["title"] and m["summary"] for m in settlers["modules"])


def test_bots_are_named_by_strength_and_numbered_when_repeated(client):
    """Issue 41: two bots sharing a name (greedy/greedy) left nobody able to tell who offered a trade."""
    game = create(client, game="dice-colony", options={"players": 3}, seats=[
        {"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "strong"}, {"kind": "bot", "bot": "strong"}],
        claim=False)
    assert [s["name"] for s in game["seats"]] == ["Ann", "strong 1", "strong 2"]
    game = create(client, seats=[{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}], claim=False)
    assert [s["name"] for s in game["seats"]] == ["Ann", "easy"]  # an engine name is called by its strength
    refused = client.post("/api/games", json={"game": "toy", "seats": [{"kind": "human"},
                                                                        {"kind": "bot", "bot": "hard"}]})
    assert refused.status_code == 422 and "easy, medium, strong" in refused.json()["error"]


def test_plan_resolves_options_and_counts_seats(client):
    plan = client.post("/api/plan", json={"game": "toy", "options": {"target": "4"}}).json()
    assert plan["options"] == {"players": 2, "target": 4, "modules": ""} and plan["seats"] == 2 and plan["automaton_seats"] == []
    refused = client.post("/api/plan", json={"game": "toy", "options": {"target": 500}})
    assert refused.status_code == 422 and "outside 1..99" in refused.json()["error"]


def test_create_gives_each_human_seat_an_invitation_link_and_a_spectator_link(client):
    game = create(client, seats=[{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}], claim=False)
    ann, bot = game["seats"]
    assert ann["name"] == "Ann" and ann["link"] == f"/game/{game['id']}#seat=0&invite={ann['invite']}"
    assert "token" not in ann and "invite" not in bot and "link" not in bot and game["spectate"] == f"/game/{game['id']}"
    listed = client.get("/api/games").json()["games"]
    assert [g["id"] for g in listed] == [game["id"]]
    assert [s["claimed"] for s in listed[0]["seats"]] == [False, None]  # an open seat shows; bots are nobody's
    assert "hash" not in json.dumps(listed) and ann["invite"] not in json.dumps(listed)
    assert game["creator_key"] not in json.dumps(listed)


def test_an_action_is_applied_acknowledged_and_survives_a_restart(client, db_path):
    game = create(client)
    reply = act(client, game, 0, "step", expect=0)
    assert reply.status_code == 200 and reply.json() == {"index": 0, "action": "step", "seat": 0}
    assert act(client, game, 1, "ROLL", expect=1).json()["action"] == "roll"
    before = snapshot(client, game, 0)
    with TestClient(create_app(db_path, config=TEST_CONFIG)) as restarted:
        after = snapshot(restarted, game, 0)
    assert after == before and after["index"] == 2 and [e["action"] for e in after["log"]] == ["step", "roll"]


def test_wrong_token_other_seat_or_bot_seat_is_refused_with_403_and_changes_nothing(client):
    game = create(client, seats=[{"kind": "human"}, {"kind": "bot", "bot": "random"}])
    before = snapshot(client, game, 0)
    assert act(client, game, 0, "step", expect=0, token="guess").status_code == 403
    missing = client.post(f"/api/games/{game['id']}/actions", json={"seat": 0, "action": "step", "expect": 0})
    assert missing.status_code == 403 and "token" in missing.json()["error"]
    assert act(client, game, 1, "step", expect=0, token=game["seats"][0]["token"]).status_code == 403
    assert act(client, game, 7, "step", expect=0, token=game["seats"][0]["token"]).status_code == 403
    assert client.get(f"/api/games/{game['id']}", params={"seat": 0, "token": "guess"}).status_code == 403
    assert snapshot(client, game, 0) == before


def test_illegal_actions_are_422_with_the_engine_reason_and_change_nothing(client):
    game = create(client)
    before = snapshot(client, game, 0)
    fly = act(client, game, 0, "fly", expect=0)
    assert fly.status_code == 422 and "illegal action 'fly' for seat 0" in fly.json()["error"]
    not_yours = act(client, game, 1, "step", expect=0)
    assert not_yours.status_code == 422 and "waiting for seat 0" in not_yours.json()["error"]
    assert snapshot(client, game, 0) == before


JSON = {"content-type": "application/json"}


def test_malformed_oversized_and_unknown_requests_are_4xx_with_a_message(client):
    game = create(client)
    url = f"/api/games/{game['id']}/actions"
    cases = [
        (client.post(url, content=b"{not json", headers=JSON), 400, "malformed JSON"),
        (client.post(url, content=b"[1, 2]", headers=JSON), 400, "JSON object"),
        (client.post(url, content=b"\xff\xfe", headers=JSON), 400, "malformed JSON"),
        (client.post(url, content=b"{" + b" " * 70_000 + b"}", headers=JSON), 413, "too large"),
        (client.post(url, json={"seat": 0, "token": game["seats"][0]["token"], "action": 5, "expect": 0}), 400,
         "'action'"),
        (client.post(url, json={"seat": 0, "token": game["seats"][0]["token"], "action": "step"}), 400, "'expect'"),
        (client.post(url, json={"seat": "0", "token": game["seats"][0]["token"], "action": "step", "expect": 0}),
         403, "not a seat"),
        (client.post("/api/games/nope/actions", json={"seat": 0, "action": "step", "expect": 0}), 404, "no game"),
        (client.get("/api/games/nope"), 404, "no game"),
        (client.get("/api/nothing-here"), 404, "Not Found"),
        (client.post("/api/games", json={"game": "chess", "seats": []}), 422, "unknown game"),
        (client.post("/api/games", json={"game": "toy", "seats": [{"kind": "human"}]}), 422, "2 seats"),
        (client.post("/api/games", json={"game": "toy", "seats": [{"kind": "human"}, {"kind": "bot", "bot": "x"}]}),
         422, "unknown bot"),
        (client.post("/api/games", json={"game": "toy", "seats": [{"kind": "human"}, {"kind": "alien"}]}), 422,
         "'kind'"),
        (client.post("/api/games", json={"game": "toy", "seats": "two"}), 400, "'seats'"),
        (client.post("/api/games", json={"game": "toy", "options": {"colour": 1},
                                         "seats": [{"kind": "human"}, {"kind": "human"}]}), 422, "unknown option"),
        (client.post("/api/games", json={"game": "toy", "seed": -1,
                                         "seats": [{"kind": "human"}, {"kind": "human"}]}), 400, "'seed'"),
    ]
    for response, status, words in cases:
        assert response.status_code == status, (response.status_code, response.text)
        assert words in response.json()["error"], response.text
    assert snapshot(client, game, 0)["index"] == 0 and len(client.get("/api/games").json()["games"]) == 1


def test_a_stale_expected_index_is_a_409_conflict(client):
    game = create(client)
    assert act(client, game, 0, "step", expect=0).status_code == 200
    assert act(client, game, 1, "step", expect=1).status_code == 200
    stale = act(client, game, 0, "step", expect=1)  # seat 0 acted at index 0 and was not to move at index 1
    assert stale.status_code == 409 and "moved on" in stale.json()["error"]
    ahead = act(client, game, 0, "step", expect=9)
    assert ahead.status_code == 409 and snapshot(client, game)["index"] == 2


def test_undo_is_offered_only_where_fair_and_is_persisted(client, db_path):
    game = create(client)
    undo = f"/api/games/{game['id']}/undo"
    token0, token1 = game["seats"][0]["token"], game["seats"][1]["token"]
    assert client.post(undo, json={"seat": 0, "token": token0, "expect": 0}).status_code == 422  # nothing yet
    act(client, game, 0, "step", expect=0)
    assert snapshot(client, game, 0)["can_undo"] and not snapshot(client, game, 1)["can_undo"]
    other = client.post(undo, json={"seat": 1, "token": token1, "expect": 1})
    assert other.status_code == 422 and "seat 0's" in other.json()["error"]
    assert client.post(undo, json={"seat": 0, "token": token1, "expect": 1}).status_code == 403
    taken_back = client.post(undo, json={"seat": 0, "token": token0, "expect": 1})
    assert taken_back.status_code == 200 and taken_back.json() == {"undone": "step", "index": 0}
    act(client, game, 0, "roll", expect=0)
    chance = client.post(undo, json={"seat": 0, "token": token0, "expect": 1})
    assert chance.status_code == 422 and "chance" in chance.json()["error"]
    with TestClient(create_app(db_path, config=TEST_CONFIG)) as restarted:
        assert [e["action"] for e in snapshot(restarted, game, 0)["log"]] == ["roll"]


def test_views_carry_only_what_the_seat_may_see(client):
    game = create(client, seed=None)  # the server draws the seed: it must not leak
    live = client.app.state.hall.games[game["id"]]
    secrets = live.match.state.secrets
    mine, theirs, spectator = snapshot(client, game, 0), snapshot(client, game, 1), snapshot(client, game)
    hidden = {"hidden": 1}
    assert mine["view"]["secrets"] == [secrets[0], hidden] and theirs["view"]["secrets"] == [hidden, secrets[1]]
    assert spectator["view"]["secrets"] == [hidden, hidden]
    assert mine["legal"] == ["step", "roll"] and theirs["legal"] == [] and spectator["legal"] == []
    for sent in (mine, theirs, spectator):
        text = json.dumps(sent)
        assert "rng" not in text and "seed" not in text and "token" not in text
    assert client.get(f"/api/games/{game['id']}/record").status_code == 403


def test_a_bot_game_plays_to_the_end_and_publishes_its_record(client):
    game = create(client, seats=[{"kind": "human"}, {"kind": "bot", "bot": "random"}], options={"target": 6})
    while not (state := snapshot(client, game, 0))["over"]:
        if 0 in state["to_move"]:
            assert act(client, game, 0, "step", expect=state["index"]).status_code == 200
        wait_until(lambda: 0 in snapshot(client, game)["to_move"] or snapshot(client, game)["over"])
    assert state["result"]["over"] and len(state["result"]["scores"]) == 2
    record = client.get(f"/api/games/{game['id']}/record").json()
    assert Match.from_record(record, verify=True).is_over()
    assert client.get("/api/games").json()["games"][0]["status"] == "over"


def test_modules_are_a_lobby_option_and_an_unknown_one_is_refused_with_its_name(client):
    toy = next(g for g in client.get("/api/catalog").json()["games"] if g["id"] == "toy")
    modules = next(o for o in toy["options"] if o["name"] == "modules")
    assert modules["kind"] == "str" and modules["default"] == "" and "(cards)" in modules["help"]
    plan = client.post("/api/plan", json={"game": "toy", "options": {"modules": "cards"}}).json()
    assert plan["options"]["modules"] == "cards"
    refused = client.post("/api/games", json={"game": "toy", "options": {"modules": "dragons"},
                                              "seats": [{"kind": "human"}, {"kind": "human"}]})
    assert refused.status_code == 422 and refused.json()["error"] == "unknown module 'dragons' for toy (modules: cards)"
    assert client.get("/api/games").json()["games"] == []
