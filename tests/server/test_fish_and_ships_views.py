"""Dice Settlers with Fish and Ships on the server: the module's hexes and dice are served for the renderer (its
data folder), the browser module that draws the Sea is served, and each seat's view carries the Sea: the Port and
Shore hexes on the map, the Ships, the Treasure dice, and the face-down Sea tiles (a peeked tile only in its
peeker's view)."""
from __future__ import annotations

from dicelands.games.dice_settlers.gains import new_die
from dicelands.games.dice_settlers.modules.fish_and_ships import sea as sea_rules
from dicelands.games.dice_settlers.modules.fish_and_ships.section import sea, update

from .conftest import act, create, snapshot


def test_the_sea_hexes_and_dice_are_served_with_the_script_that_draws_them(client):
    data = client.get("/api/data/dice-settlers/components").json()
    assert {"port-p2", "shore-a2-seaside", "X7"} <= {t["id"] for t in data["tiles"]}
    assert {d["colour"] for d in data["dice"]} == {"blue", "treasure"}
    script = client.get("/static/games/dice_settlers/fish_and_ships.js")
    assert script.status_code == 200 and "ds-treasure" in script.text and "ds-sea-tile" in script.text
    assert "fish_and_ships.js" in client.get("/static/games/dice_settlers/modules.js").text


def test_every_seat_sees_the_sea_ships_and_treasure_dice_and_only_its_own_peeks(client):
    game = create(client, game="dice-settlers", options={"players": 2, "modules": "fish-and-ships"}, seed=4)
    live = client.app.state.hall.games[game["id"]]
    while live.match.state.phase in ("draft", "start"):
        seat = live.match.to_move()[0]
        act(client, game, seat, str(live.match.legal_actions(seat)[0]))
    state = live.match.state
    cell = sea_rules.port_cells(state, 0)[0]
    update(state, port="explored")
    sea_rules.lay_out(state, 0, "P2", cell, next(t for t in range(sea_rules.TURNS) if sea_rules.fits(state, cell, t)))
    s = sea(state)
    first = s.face_down[0]
    update(state, ships=(s.port_cell, None), treasure=("t1", None),
           face_down=((first[0], first[1], frozenset({0})), *s.face_down[1:]))
    state.players[0].spent.append(new_die(state, 0, "treasure"))
    views = [snapshot(client, game, seat)["view"] for seat in (0, 1)]
    for view in views:
        section = view["modules"]["fish-and-ships"]
        assert section["ships"][0] == section["port_cell"] and section["treasure"] == ["t1", None]
        assert {"port-p2", "port-p2-lighthouse"} <= {entry["tile"] for entry in view["map"]}
    peeked = [views[seat]["modules"]["fish-and-ships"]["face_down"]["0"] for seat in (0, 1)]
    assert peeked[0] == [first[1]] and peeked[1] == {"hidden": 1}
