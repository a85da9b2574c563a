"""Dice Settlers on the server: games over the API (two people; solo against the Diceoneer), what each seat's JSON
holds, and what the lobby and the board renderer are given."""
from __future__ import annotations

import json
import random

from dicelands.engine import Match, get_game
from dicelands.games.dice_settlers.payment import ChooseAction, PayFor
from dicelands.games.dice_settlers.roll import Manipulate
from dicelands.games.dice_settlers.setup import KeepStartingTile

from .conftest import act, create, snapshot

GAME = get_game("dice-settlers")


def secrets_of(live, game: dict) -> list[str]:
    """Strings that must never reach a client: the generator (it tells the future: dice rolls, the stack order),
    the seed, forced outcomes, seat tokens, invitations, the creator key and their hashes."""
    rng = live.match.state.rng
    keys = [seat[key] for seat in game["seats"] for key in ("token", "invite") if seat.get(key)]
    return [f"{rng.state:016x}", '"rng"', '"seed"', '"forced"', "_hash", *keys, game["creator_key"]]


def check_every_seat(client, game: dict, live, humans: list[int]) -> dict:
    """Each human seat's snapshot is exactly its view and carries options only when that seat is to move; the
    spectator's likewise; nothing secret in any of them. Returns the spectator's snapshot."""
    state = live.match.state
    watcher = snapshot(client, game)
    assert watcher["view"] == GAME.view(state, None) and watcher["legal"] == [] and watcher["prompt"] is None
    seen = {seat: snapshot(client, game, seat) for seat in humans}
    for seat, mine in seen.items():
        assert mine["seat"] == seat and mine["index"] == watcher["index"]
        assert mine["view"] == GAME.view(state, seat)
        if seat in mine["to_move"]:
            assert mine["legal"] == [str(a) for a in GAME.legal_actions(state, seat)] and mine["legal"]
            assert mine["prompt"] == GAME.prompt(state, seat)
        else:
            assert mine["legal"] == [] and mine["prompt"] is None
    for text in map(json.dumps, [watcher, *seen.values()]):
        assert not any(secret in text for secret in secrets_of(live, game))
    return {"watcher": watcher, **seen}


def play_randomly(client, game: dict, humans: list[int], moves: int, seed: int) -> dict:
    live = client.app.state.hall.games[game["id"]]
    chooser = random.Random(seed)
    steps = set()
    for _ in range(moves):
        seen = check_every_seat(client, game, live, humans)
        watcher = seen["watcher"]
        if watcher["over"]:
            break
        assert set(watcher["to_move"]) <= set(humans), "only people are asked; the Diceoneer plays itself"
        seat = chooser.choice(watcher["to_move"])
        steps.add(type(GAME.current_step(live.match.state, seat)))
        others = [s for s in humans if s != seat and s not in watcher["to_move"]]
        if others:  # a seat not to move is refused, with its own token
            refused = act(client, game, others[0], seen[seat]["legal"][0], expect=watcher["index"])
            assert refused.status_code == 422
        answer = act(client, game, seat, chooser.choice(seen[seat]["legal"]), expect=watcher["index"])
        assert answer.status_code == 200, answer.text
        assert answer.json()["index"] == watcher["index"]
    final = check_every_seat(client, game, live, humans)
    final["steps"] = steps
    return final


def test_two_people_play_to_the_end_and_each_gets_exactly_its_own_view_and_options(client):
    game = create(client, game="dice-settlers", options={"players": 2}, seed=4,
                  seats=[{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}])
    assert [(s["name"], s["kind"]) for s in game["seats"]] == [("Ann", "human"), ("Bob", "human")]
    seen = play_randomly(client, game, [0, 1], moves=160, seed=7)
    watcher = seen["watcher"]
    assert watcher["index"] >= 100 and len(watcher["log"]) == watcher["index"]
    assert {KeepStartingTile, Manipulate, ChooseAction, PayFor} <= seen["steps"]
    assert len(watcher["view"]["map"]) >= 3 and watcher["view"]["players"][0]["bag"] is not None
    assert set(watcher["scores"][0]) >= {"vp", "tiles", "technologies", "dice", "total"}
    # a wrong token, another seat's token, and a stale index are refused and change nothing
    mover = watcher["to_move"][0]
    option = seen[mover]["legal"][0]
    other = 1 - mover
    assert act(client, game, mover, option, expect=watcher["index"], token="nope").status_code == 403
    assert act(client, game, mover, option, expect=watcher["index"],
               token=game["seats"][other]["token"]).status_code == 403
    assert act(client, game, mover, option, expect=watcher["index"] + 1).status_code == 409
    assert snapshot(client, game)["index"] == watcher["index"]
    # on to the end, still checking every position
    final = play_randomly(client, game, [0, 1], moves=5000, seed=8)["watcher"]
    assert final["over"] and final["result"]["over"] and final["view"]["phase"] == "over" and final["to_move"] == []
    record = client.get(f"/api/games/{game['id']}/record").json()
    assert Match.from_record(record, verify=True).result().to_json() == final["result"]


def test_solo_against_the_diceoneer_seats_the_automaton_and_plays_it_itself(client):
    plan = client.post("/api/plan", json={"game": "dice-settlers", "options": {"players": 1}}).json()
    assert plan["seats"] == 2 and plan["automaton_seats"] == [1] and plan["automaton_names"] == ["diceoneer"]
    game = create(client, game="dice-settlers", options={"players": 1, "difficulty": "hard"}, seed=3,
                  seats=[{"kind": "human", "name": "Ann"}, {"kind": "automaton"}])
    assert [(s["name"], s["kind"]) for s in game["seats"]] == [("Ann", "human"), ("diceoneer", "automaton")]
    assert "token" not in game["seats"][1] and "link" not in game["seats"][1]
    refused = act(client, game, 1, "pass", expect=0, token=game["seats"][0]["token"])
    assert refused.status_code == 403 and "automaton" in refused.json()["error"]
    assert client.get(f"/api/games/{game['id']}", params={"seat": 1, "token": "x"}).status_code == 403

    seen = play_randomly(client, game, [0], moves=120, seed=2)
    view = seen["watcher"]["view"]
    assert view["diceoneer"]["seat"] == 1 and set(view["diceoneer"]["sides"]) == {
        "explore", "settle", "raid", "recruit", "research", "trade"}
    assert view["round"] >= 3 and any(entry["tents"][1] for entry in view["map"])  # the Diceoneer has acted
    assert seen["watcher"]["seats"][1] == {"name": "diceoneer", "kind": "automaton", "bot": "diceoneer", "claimed": None}
    assert all(entry["seat"] == 0 for entry in seen["watcher"]["log"])  # the game plays the Diceoneer's turns itself


def test_the_solo_seat_must_be_the_diceoneer(client):
    answer = client.post("/api/games", json={"game": "dice-settlers", "options": {"players": 1},
                                             "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]})
    assert answer.status_code == 422 and "diceoneer" in answer.json()["error"]
    answer = client.post("/api/games", json={"game": "dice-settlers", "options": {"players": 1},
                                             "seats": [{"kind": "human"}]})
    assert answer.status_code == 422


def test_the_lobby_catalog_offers_dice_settlers_with_its_options_and_the_diceoneer(client):
    catalog = client.get("/api/catalog").json()
    entry = next(g for g in catalog["games"] if g["id"] == "dice-settlers")
    assert entry["title"] == "Dice Settlers" and "diceoneer" in entry["automata"]
    options = {o["name"]: o for o in entry["options"]}
    assert [o["name"] for o in entry["options"]][:3] == ["players", "tableau", "married_bliss"]
    assert options["players"]["minimum"] == 1 and options["players"]["maximum"] == 4
    assert options["difficulty"]["choices"] == ["easy", "normal", "hard", "expert"]
    for players, seats in ((1, 2), (2, 2), (3, 3), (4, 4)):
        plan = client.post("/api/plan", json={"game": "dice-settlers", "options": {"players": players}}).json()
        assert plan["seats"] == seats and plan["automaton_seats"] == ([1] if players == 1 else [])


def test_the_renderer_and_its_component_data_are_served(client):
    assert client.get("/static/games/dice-settlers.js").status_code == 200
    tiles = client.get("/api/data/dice-settlers/tiles").json()["tiles"]
    assert len(tiles) == 40 and {t["terrain"] for t in tiles} == {"plains", "forest", "mountains", "hills", "desert"}
    techs = client.get("/api/data/dice-settlers/technologies").json()["technologies"]
    assert {"general-education", "married-bliss"} <= {t["id"] for t in techs}
    setup = client.get("/api/data/dice-settlers/setup").json()
    assert setup["tracker_start"]["value"] == 3 and setup["hand_size_cap"]["value"] == 7


def test_a_solo_game_played_to_the_end_over_the_api_publishes_a_record_that_replays(client):
    game = create(client, game="dice-settlers", options={"players": 1}, seed=9,
                  seats=[{"kind": "human"}, {"kind": "automaton"}])
    live = client.app.state.hall.games[game["id"]]
    assert client.get(f"/api/games/{game['id']}/record").status_code == 403  # the seed stays secret until the end
    chooser = random.Random(1)
    while not live.match.is_over():
        seen = snapshot(client, game, 0)
        assert act(client, game, 0, chooser.choice(seen["legal"]), expect=seen["index"]).status_code == 200
    final = check_every_seat(client, game, live, [0])["watcher"]
    assert final["over"] and final["view"]["phase"] == "over" and final["to_move"] == []
    assert final["result"]["over"] and len(final["scores"]) == 2
    record = client.get(f"/api/games/{game['id']}/record").json()
    assert Match.from_record(record, verify=True).result().to_json() == final["result"]


def test_live_snapshots_over_the_socket_carry_each_seats_view_too(client):
    game = create(client, game="dice-settlers", options={"players": 2}, seed=6)
    live = client.app.state.hall.games[game["id"]]
    chooser = random.Random(4)
    with client.websocket_connect(f"/ws/games/{game['id']}") as watcher, \
            client.websocket_connect(f"/ws/games/{game['id']}") as bob:
        watcher.send_json({"type": "hello"})
        bob.send_json({"type": "hello", "seat": 1, "token": game["seats"][1]["token"]})
        for _ in range(12):
            seen, mine = watcher.receive_json(), bob.receive_json()
            assert seen["index"] == mine["index"] == len(live.match.actions)
            assert seen["view"] == GAME.view(live.match.state, None) and seen["legal"] == []
            assert mine["view"] == GAME.view(live.match.state, 1)
            assert mine["legal"] == ([str(a) for a in GAME.legal_actions(live.match.state, 1)]
                                     if 1 in mine["to_move"] else [])
            for text in (json.dumps(seen), json.dumps(mine)):
                assert not any(secret in text for secret in secrets_of(live, game))
            seat = chooser.choice(seen["to_move"])
            legal = [str(a) for a in GAME.legal_actions(live.match.state, seat)]
            assert act(client, game, seat, chooser.choice(legal), expect=seen["index"]).status_code == 200


def test_enclosure_hands_reach_only_their_owner_over_the_api(client):
    """Issue 9: 'Players' private information (Enclosure hands ...) appears only in their own view.' Each seat's
    snapshot names its own cards and only the count of the other's; the spectator sees counts; the module's card
    data is served for the renderer."""
    game = create(client, game="dice-settlers", options={"players": 2, "modules": "enclosures"}, seed=4,
                  seats=[{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}])
    seen = play_randomly(client, game, [0, 1], moves=40, seed=7)
    held = client.app.state.hall.games[game["id"]].match.state.ext["enclosures"]["hands"]
    for seat in (0, 1):
        section = seen[seat]["view"]["modules"]["enclosures"]
        assert section["hands"][seat] == list(held[seat])
        assert section["hands"][1 - seat] == {"hidden": len(held[1 - seat])}
        # the "unseen" list names every card a reader cannot see (all of them but its own: public knowledge)
        views = [{k: v for k, v in s["view"].items() if k != "unseen"} for s in (seen[1 - seat], seen["watcher"])]
        other = json.dumps(views) + json.dumps(seen[1 - seat]["log"]) + json.dumps(seen["watcher"]["log"])
        assert not any(f'"{card}"' in other for card in held[seat])
    assert seen["watcher"]["view"]["modules"]["enclosures"]["hands"] == [{"hidden": len(h)} for h in held]
    cards = client.get("/api/data/dice-settlers/enclosures").json()["cards"]
    assert len(cards) == 18 and cards[0]["hexes"] == {"(0,0)": "plains", "(1,0)": "forest", "(0,1)": "mountains"}
