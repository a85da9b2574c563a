"""Dice Settlers with the Envoys module on the server: the module's cards are served for the renderer, every seat's
view carries the Envoy display (nothing of the module is hidden), and the holder selects over the API."""
from __future__ import annotations

from .conftest import act, create, snapshot


def test_the_envoy_cards_are_served_from_the_module_data_folder(client):
    cards = client.get("/api/data/dice-settlers/western_sea/envoys/envoys").json()["envoys"]
    assert [c["number"] for c in cards] == list(range(122, 131))
    techs = client.get("/api/data/dice-settlers/western_sea/envoys/technologies").json()["technologies"]
    assert [t["id"] for t in techs] == ["diplomatic-corps"]
    assert client.get("/api/data/dice-settlers/western_sea/..%2F..%2Ftiles").status_code == 404
    assert client.get("/static/games/dice_settlers/envoys.js").status_code == 200


def test_every_seat_sees_the_envoys_and_the_holder_selects_over_the_api(client):
    game = create(client, game="dice-settlers", options={"players": 2, "modules": "envoys"}, seed=4)
    live = client.app.state.hall.games[game["id"]]
    while live.match.state.phase in ("draft", "start"):
        seat = live.match.to_move()[0]
        act(client, game, seat, str(live.match.legal_actions(seat)[0]))
    holder = (live.match.state.first - 1) % 2
    views = [snapshot(client, game, seat)["view"]["modules"]["envoys"] for seat in (0, 1)]
    assert views[0] == views[1] and len(views[0]["display"]) == 4
    card = views[0]["display"][0]
    assert {a["kind"] for a in snapshot(client, game, holder)["actions"]} == {"selectenvoy"}
    act(client, game, holder, f"select {card}")
    assert snapshot(client, game)["view"]["modules"]["envoys"]["current"] == card
