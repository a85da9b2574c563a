"""The leak test over the real API: seeded games with every seat a person, random legal choices sent over HTTP and the
WebSocket, every seat and one spectator connected; no message any of them receives spells an item secret to it
(engine/secrets.py: ids, notation, names; the view's `unseen` lists are public by design and not read) before the
rules reveal it. One game per game and module set with hidden zones, in process; one against a real `dicelands serve`.

The conformance suite checks the same rule on the engine's texts (check "secrets"); this test checks what the server
actually sends: log entries (notation and lines), snapshots (public prompts, views, options), replies.
"""
from __future__ import annotations

import contextlib
import json
import random

import httpx
import pytest
from websockets.sync.client import connect

from dicelands.conformance import option_sets
from dicelands.engine import Match, get_game, registry
from dicelands.engine.secrets import Knowledge, Sight, named

from .conftest import create
from .server_process import ServerProcess

DECISIONS = 40  # per game: the Queen's Plans are chosen in the first 2 per seat; the conformance suite goes deeper


def hidden_sets() -> list[tuple[str, dict]]:
    """Per game and module set with hidden zones, the option set with the most seats (the most readers)."""
    found: dict[tuple[str, str], dict] = {}
    for game_id in registry.GAMES:
        game = get_game(game_id)
        for options in option_sets(game):
            resolved = game.resolve_options(options)
            if not game.zones(resolved):
                continue
            key = (game_id, resolved.get("modules", ""))
            if key not in found or game.num_seats(resolved) > game.num_seats(game.resolve_options(found[key])):
                found[key] = options
    return [(game_id, options) for (game_id, _), options in found.items()]


CASES = hidden_sets()


class Reader:
    """One connected reader (a seat, or None: the spectator) and every message it received, as text."""

    def __init__(self, socket, seat: int | None):
        self.socket, self.seat, self.latest = socket, seat, {}
        self.received: list[tuple[int, str]] = []  # (the action count the message describes, its text)

    def hello(self, game: dict) -> None:
        message = {"type": "hello"}
        if self.seat is not None:
            message.update(seat=self.seat, token=game["seats"][self.seat]["token"])
        self.socket.send_json(message)
        self.until(0)

    def until(self, index: int) -> dict:
        """Read messages until a snapshot of the position after `index` actions has come."""
        while True:
            text = self.socket.receive_text()
            message = json.loads(text)
            assert message.get("type") == "state" or message.get("status") == 200, text[:300]
            told = message["index"] + 1 if message["type"] == "reply" else message["index"]
            self.received.append((told, text))
            if message["type"] == "state":
                self.latest = message
                if message["index"] == index:
                    return message


class RealSocket:
    """A websockets connection with the calls of the in-process client's socket."""

    def __init__(self, connection):
        self.connection = connection

    def send_json(self, message: dict) -> None:
        self.connection.send(json.dumps(message))

    def receive_text(self) -> str:
        return self.connection.recv(timeout=30)


def play_and_listen(http, open_socket, game_id: str, options: dict, seed: int, decisions: int = DECISIONS) -> None:
    """Play a seeded all-human game to `decisions` actions (or its end) through `http` and sockets from
    `open_socket(path)`, then check every message each reader received."""
    game = get_game(game_id)
    seats = game.num_seats(game.resolve_options(options))
    table = create(http, game_id, [{"kind": "human"}] * seats, options, seed)  # every seat claimed: its token
    replica = Match.new(game, options, seed)  # the true positions, for what is secret to whom after each action
    path = f"/ws/games/{table['id']}"
    readers = [Reader(open_socket(path), seat) for seat in [*range(seats), None]]
    for reader in readers:
        reader.hello(table)
    chooser = random.Random(seed)
    for index in range(decisions):
        movers = readers[-1].latest["to_move"]
        if not movers:
            break
        seat = chooser.choice(movers)
        action = chooser.choice(readers[seat].latest["legal"])
        body = {"seat": seat, "token": table["seats"][seat]["token"], "action": action, "expect": index}
        if index % 2:  # every other action over the socket, answered by a reply
            readers[seat].socket.send_json({"type": "action", "id": index, **body})
        else:
            sent = http.post(f"/api/games/{table['id']}/actions", json=body)
            assert sent.status_code == 200, sent.text
        replica.apply(seat, action)
        for reader in readers:
            reader.until(index + 1)
    check_every_message(replica, readers)


def check_every_message(replica: Match, readers: list[Reader]) -> None:
    game, zones = replica.game, replica.game.zones(replica.options)
    states = [*replica.history[:], replica.state]
    sights = [Sight(game.to_position(state), zones) for state in states]
    knowledge = Knowledge([reader.seat for reader in readers])
    secrets: list[dict] = []  # per action count: per reader, what is secret to it then
    for index, sight in enumerate(sights):
        if index:
            knowledge.move(sights[index - 1], sight)
        knowledge.see(sight)
        secrets.append({reader.seat: knowledge.secrets(sight, reader.seat) for reader in readers})
    for reader in readers:
        who = "the spectator" if reader.seat is None else f"seat {reader.seat}"
        for index, text in reader.received:
            message = json.loads(text)
            message.get("view", {}).pop("unseen", None)  # what the reader cannot see, public by design
            found = named(json.dumps(message), secrets[index][reader.seat])
            assert not found, (f"{game.id} {replica.options}: {who} received {found[0]!r}, secret to it after "
                               f"{index} actions ({replica.actions[:index][-3:]}): {text[:600]}")


@pytest.mark.parametrize("game_id, options", CASES, ids=[f"{g}[{','.join(f'{k}={v}' for k, v in o.items())}]"
                                                         for g, o in CASES])
def test_no_reader_receives_what_is_secret_to_it(client, game_id, options):
    with contextlib.ExitStack() as stack:
        play_and_listen(client, lambda path: stack.enter_context(client.websocket_connect(path)), game_id, options,
                        seed=11)


def test_the_cases_cover_every_game_with_hidden_zones_and_the_queens_plans():
    assert {game_id for game_id, _ in CASES} == {"catan", "catan-land-ho", "dice-city", "dice-settlers"}
    assert any("queens-plans" in options.get("modules", "") for _, options in CASES)


def test_a_real_server_process_sends_no_reader_what_is_secret_to_it(tmp_path):
    server = ServerProcess(str(tmp_path / "games.db")).start()
    try:
        with httpx.Client(base_url=server.url, timeout=30) as http, contextlib.ExitStack() as stack:
            def open_socket(path: str) -> RealSocket:
                url = server.url.replace("http", "ws", 1) + path
                return RealSocket(stack.enter_context(connect(url, max_size=2**24)))

            play_and_listen(http, open_socket, "dice-city", {"players": 4, "modules": "queens-plans"}, seed=5)
    finally:
        server.stop()
