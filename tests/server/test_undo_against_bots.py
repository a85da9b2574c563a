"""Undo against a bot: the bot moves right after you, and undo takes its move back with yours when nothing random
came out since (the engine's rule, Match.undo_refusal with the bot seats as automated)."""
from __future__ import annotations

from .conftest import act, create, snapshot, wait_until


def test_undo_takes_back_the_bots_reply_with_your_move_and_stops_at_chance(client):
    game = create(client, seats=[{"kind": "human"}, {"kind": "bot", "bot": "random"}], options={"target": 99}, seed=5)
    undo = f"/api/games/{game['id']}/undo"
    token = game["seats"][0]["token"]
    for _ in range(20):  # step until the bot answers with a step (no chance): then undo reaches back over it
        index = snapshot(client, game)["index"]
        assert act(client, game, 0, "step", expect=index).status_code == 200
        log = wait_until(lambda: (s := snapshot(client, game, 0))["index"] == index + 2 and s["log"])
        if log[-1]["action"] == "step":
            break
        refused = client.post(undo, json={"seat": 0, "token": token, "expect": index + 2})
        assert refused.status_code == 422 and "revealed a chance outcome" in refused.json()["error"]
    else:
        raise AssertionError("the bot never stepped")
    mine = snapshot(client, game, 0)
    assert mine["can_undo"] and mine["undo_refusal"] is None
    taken = client.post(undo, json={"seat": 0, "token": token, "expect": index + 2})
    assert taken.status_code == 200 and taken.json() == {"undone": "step", "bots_undone": ["step"], "index": index}
    after = snapshot(client, game, 0)
    assert after["index"] == index and [entry["action"] for entry in after["log"]][index:] == []
    assert 0 in after["to_move"]


def test_options_come_with_the_words_players_read(client):
    game = create(client, game="dice-colony", seats=[{"kind": "human"}, {"kind": "human"}], options={"players": 2})
    mine = snapshot(client, game, 0)
    assert mine["player_prompt"] and all(option["text"] for option in mine["actions"])
    assert all("(" not in option["text"].split(" at ")[-1] for option in mine["actions"] if option["kind"] == "barren")
