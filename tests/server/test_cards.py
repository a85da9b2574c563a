"""The game's cards for the game page (issue 41, deliver 2): fetched once from `/api/games/{id}/cards` of a real
server process, the same texts the terminal's `card NAME` prints, without provenance, and never in the snapshots."""
from __future__ import annotations

import json

import httpx
import pytest

from dicelands.engine import get_game

from .server_process import ServerProcess

GAME = get_game("dice-colony")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    process = ServerProcess(str(tmp_path_factory.mktemp("cards") / "games.db")).start()
    yield process
    process.stop()


def create(client: httpx.Client, options: dict) -> str:
    seats = [{"kind": "human"}] * options.get("players", 2)
    response = client.post("/api/games", json={"game": "dice-colony", "options": options, "seats": seats, "seed": 3})
    assert response.status_code == 200, response.text
    return response.json()["id"]


@pytest.mark.parametrize("options", [{"players": 2}, {"players": 3, "side": "b"}])
def test_a_game_s_cards_are_its_options_cards_as_the_terminal_reads_them(server, options):
    with httpx.Client(base_url=server.url, timeout=10) as client:
        game_id = create(client, options)
        reply = client.get(f"/api/games/{game_id}/cards")
    assert reply.status_code == 200 and reply.headers["content-type"] == "application/json"
    body = reply.json()
    expected = GAME.show.cards(GAME.resolve_options(options))
    assert body["game"] == "dice-colony"
    assert body["cards"] == [{"name": c.name, "kind": c.kind, "text": c.text, "details": list(c.details)}
                             for c in expected]
    assert ("Star space" in {c["name"] for c in body["cards"]}) == (options.get("side") == "b")
    assert "provenance" not in reply.text and "project-default" not in reply.text
    assert len(reply.content) < 16_000  # sent once per page, small


def test_snapshots_do_not_repeat_the_cards_and_an_unknown_game_is_404(server):
    with httpx.Client(base_url=server.url, timeout=10) as client:
        game_id = create(client, {"players": 2})
        snapshot = client.get(f"/api/games/{game_id}").json()
        missing = client.get("/api/games/nosuchgame/cards")
    assert "cards" not in snapshot and "Close a group shaped like" not in json.dumps(snapshot)
    assert missing.status_code == 404 and "error" in missing.json()
