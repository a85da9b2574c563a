"""Fair dice on a real `dicelands serve` on PostgreSQL: in a game between people nobody chooses the seed; the server
commits to its seed at creation (the hash in every snapshot and in the record), reveals it at the end, and
`dicelands replay --verify --commitment` checks it. A solo game may take a seed, shown to everyone."""
from __future__ import annotations

import json
import random
import subprocess
import sys

import httpx
import pytest

from dicelands.engine.commitment import seed_commitment

from .conftest import claim_seats, postgres_url
from .server_process import ServerProcess


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    url = postgres_url()
    process = ServerProcess(url, log_path=str(tmp_path_factory.mktemp("dice") / "server.log"), args=()).start()
    with httpx.Client(base_url=process.url, timeout=30) as client:
        yield client
    process.stop()


def new_game(client, players: int, **body) -> httpx.Response:
    return client.post("/api/games", json={"game": "dice-colony", "options": {"players": players},
                                           "seats": [{"kind": "human"}] * players, **body})


def view(client, game, seat=None) -> dict:
    params = {} if seat is None else {"seat": seat, "token": game["seats"][seat]["token"]}
    return client.get(f"/api/games/{game['id']}", params=params).json()


def play_to_the_end(client, game, players: int, seed: int) -> dict:
    chooser = random.Random(seed)
    for _ in range(5000):
        public = view(client, game)
        if public["over"]:
            return public
        seat = public["to_move"][0]
        mine = view(client, game, seat)
        reply = client.post(f"/api/games/{game['id']}/actions", json={
            "seat": seat, "token": game["seats"][seat]["token"], "action": chooser.choice(mine["legal"]),
            "expect": mine["index"]})
        assert reply.status_code == 200, reply.text
    raise AssertionError("the game did not end in 5000 actions")


def replay_verify(path, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "dicelands", "replay", str(path), "--verify", *extra],
                          capture_output=True, text=True)


def test_a_game_between_people_takes_no_seed(server):
    refused = new_game(server, 2, seed=7)
    assert refused.status_code == 422 and "at most one person" in refused.json()["error"]


def test_the_server_commits_to_its_seed_reveals_it_at_the_end_and_replay_verifies_it(server, tmp_path):
    game = claim_seats(server, new_game(server, 2).json())
    first = [view(server, game), view(server, game, 0), view(server, game, 1)]
    commitment = first[0]["dice"]["commitment"]
    assert commitment.startswith("sha256:") and len(commitment) == 7 + 64
    assert all(seen["dice"] == {"commitment": commitment, "chosen": None, "revealed": None} for seen in first)
    assert server.get(f"/api/games/{game['id']}/record").status_code == 403
    final = play_to_the_end(server, game, 2, seed=3)
    revealed = final["dice"]["revealed"]
    assert final["dice"]["commitment"] == commitment and seed_commitment(revealed) == commitment
    record = server.get(f"/api/games/{game['id']}/record").json()
    assert record["seed"] == revealed and record["seed_commitment"] == commitment
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    checked = replay_verify(path, "--commitment", commitment)
    assert checked.returncode == 0 and f"hashes to the commitment {commitment}" in checked.stdout, checked.stderr
    other = seed_commitment(revealed + 1)
    wrong_hash = replay_verify(path, "--commitment", other)
    assert wrong_hash.returncode == 1 and "is not the one given" in wrong_hash.stderr
    path.write_text(json.dumps({**record, "seed": revealed + 1}))  # a server that changed the seed after the fact
    tampered = replay_verify(path)
    assert tampered.returncode == 1 and "does not hash to the commitment" in tampered.stderr


def test_a_solo_game_may_take_a_seed_and_everyone_sees_it(server):
    game = claim_seats(server, new_game(server, 1, seed=4242).json())
    for seen in (view(server, game), view(server, game, 0)):
        assert seen["dice"] == {"commitment": None, "chosen": 4242, "revealed": None}
    drawn = claim_seats(server, new_game(server, 1).json())
    assert view(server, drawn)["dice"]["commitment"].startswith("sha256:")
