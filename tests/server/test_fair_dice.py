"""Fair dice on a real `dicelands serve` on PostgreSQL: in a game between people nobody chooses the seed; the server
commits to its seed at creation (the hash in every snapshot and in the record), reveals it at the end, and
`dicelands replay --verify --commitment` checks it. A solo game may take a seed, shown to everyone. The server's seed
is a 256-bit key of the keyed generator, and bots draw their own seeds, so a bot's choices tell nothing of the dice."""
from __future__ import annotations

import json
import random
import subprocess
import sys

import httpx
import pytest

from dicelands.engine import Match
from dicelands.engine.chance import KEY_PATTERN, KeyedRng
from dicelands.engine.commitment import seed_commitment

from .conftest import act, claim_seats, create, postgres_url, snapshot, wait_until
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
    assert KEY_PATTERN.fullmatch(revealed) and type(Match.from_record(record, verify=True).state.rng) is KeyedRng
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    checked = replay_verify(path, "--commitment", commitment)
    assert checked.returncode == 0 and f"hashes to the commitment {commitment}" in checked.stdout, checked.stderr
    other = seed_commitment(revealed[:-1] + ("0" if revealed[-1] != "0" else "1"))
    wrong_hash = replay_verify(path, "--commitment", other)
    assert wrong_hash.returncode == 1 and "is not the one given" in wrong_hash.stderr
    path.write_text(json.dumps({**record, "seed": revealed[:-1] + ("0" if revealed[-1] != "0" else "1")}))  # a server that changed the seed after the fact
    tampered = replay_verify(path)
    assert tampered.returncode == 1 and "does not hash to the commitment" in tampered.stderr


def test_a_solo_game_may_take_a_seed_and_everyone_sees_it(server):
    game = claim_seats(server, new_game(server, 1, seed=4242).json())
    for seen in (view(server, game), view(server, game, 0)):
        assert seen["dice"] == {"commitment": None, "chosen": 4242, "revealed": None}
    drawn = claim_seats(server, new_game(server, 1).json())
    assert view(server, drawn)["dice"]["commitment"].startswith("sha256:")


def test_a_solo_game_may_take_a_key_as_its_seed_and_a_bad_seed_is_refused(server):
    key = "5a" * 32
    game = new_game(server, 1, seed=key).json()
    assert view(server, game)["dice"] == {"commitment": None, "chosen": key, "revealed": None}
    for bad in ("5A" * 32, "5a" * 31, -1, 2.5):
        refused = new_game(server, 1, seed=bad)
        assert refused.status_code == 400 and "64 lowercase hexadecimal digits" in refused.json()["error"]


def bot_choices_with_the_same_seed_and_human_moves(client) -> list[list[str]]:
    """Two Dice Colony games, seed 7 (this test server lets the creator choose it), two people who always take their
    first option, and a `random` bot: the bot's choices in each game, in order."""
    games = []
    for _ in range(2):
        game = create(client, "dice-colony", [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}],
                      {"players": 3}, seed=7)
        for _ in range(3000):
            public = snapshot(client, game)
            if public["over"]:
                break
            people = [seat for seat in public["to_move"] if seat != 2]
            if not people:
                wait_until(lambda: snapshot(client, game)["index"] > public["index"])
                continue
            mine = snapshot(client, game, people[0])
            act(client, game, people[0], mine["legal"][0], expect=mine["index"])  # 409 if the bot moved first: ask again
        record = client.get(f"/api/games/{game['id']}/record").json()
        games.append([text for seat, text in record["actions"] if seat == 2])
    return games


def test_two_games_with_the_same_seed_and_human_moves_give_different_bot_choices(client):
    first, second = bot_choices_with_the_same_seed_and_human_moves(client)
    assert len(first) > 20 and len(second) > 20
    assert first != second  # equal only if the bot's randomness came from the game's seed
