"""Slow and noisy clients against a real `dicelands serve` (SQLite): header and body deadlines, aborted bodies as
one quiet log line, connections per address (a second loopback address still gets through), the Host allowlist
(DNS rebinding), the message rate of a live socket, live sockets per address and per game, the open-file limit.
Every client here is on loopback; every loop is bounded."""
from __future__ import annotations

import contextlib
import json
import socket
import time

import httpx
import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from . import conftest
from .conftest import wait_until
from .server_process import TEST_ARGS, ServerProcess

HUMANS = [{"kind": "human"}, {"kind": "human"}]
LIMITS = ("--log-level", "info", "--header-timeout", "2", "--body-timeout", "2", "--connections-per-address", "8",
          "--sockets-per-address", "4", "--sockets-per-game", "6", "--messages-per-second", "5",
          "--message-burst", "10", "--allowed-host", "play.example.org")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("slow")
    process = ServerProcess(str(folder / "slow.db"), log_path=str(folder / "server.log"),
                            args=(*TEST_ARGS, *LIMITS)).start()
    with httpx.Client(base_url=process.url, timeout=10) as client:
        yield process, client
    process.stop()


def log_text(process: ServerProcess) -> str:
    with open(process.log_path, encoding="utf-8", errors="replace") as log:
        return log.read()


def raw(process: ServerProcess, data: bytes = b"", source: str = "127.0.0.1") -> socket.socket:
    """A TCP connection from `source` (a loopback address) that has sent `data` and nothing more."""
    sock = socket.socket()
    sock.bind((source, 0))
    sock.settimeout(10)
    sock.connect(("127.0.0.1", process.port))
    if data:
        sock.sendall(data)
    return sock


def read_until_closed(sock: socket.socket, limit: float = 10) -> tuple[bytes, float]:
    """What the server wrote before closing, and how long after the call it closed."""
    started, received = time.monotonic(), b""
    sock.settimeout(limit)
    try:
        while chunk := sock.recv(4096):
            received += chunk
    except ConnectionResetError:
        pass
    return received, time.monotonic() - started


def post_head(path: str, length: int, host: str = "127.0.0.1") -> bytes:
    return (f"POST {path} HTTP/1.1\r\nHost: {host}\r\ncontent-type: application/json\r\n"
            f"content-length: {length}\r\n\r\n").encode()


def new_game(client: httpx.Client) -> dict:
    response = client.post("/api/games", json={"game": "dice-colony", "options": {"players": 2}, "seats": HUMANS})
    assert response.status_code == 200, response.text
    claim_seats = getattr(conftest, "claim_seats", None)  # where seat links are invitations, claim them for tokens
    return claim_seats(client, response.json()) if claim_seats else response.json()


def live(process: ServerProcess, game_id: str, source: str = "127.0.0.1"):
    """A live connection from `source` (use it in a `with`)."""
    return connect(f"ws://127.0.0.1:{process.port}/ws/games/{game_id}", sock=raw(process, source=source),
                   open_timeout=10)


def test_a_request_whose_headers_trickle_in_is_cut_off_at_the_header_timeout(server):
    process, _client = server
    partial = [raw(process, b"GET /api/hea", source=f"127.0.1.{1 + i // 5}") for i in range(20)]  # 5 an address
    trickler = raw(process, b"G", source="127.0.1.10")
    silent = raw(process, source="127.0.1.10")
    started = time.monotonic()
    for byte in b"ET /api/health HTTP/1.1\r\n":  # a byte every 0.25 s does not push the deadline back
        if time.monotonic() - started > 3:
            break
        try:
            trickler.send(bytes([byte]))
        except OSError:
            break
        time.sleep(0.25)
    for sock in (*partial, trickler):
        answer, _ = read_until_closed(sock)
        assert answer.startswith(b"HTTP/1.1 408") and b"headers too slow" in answer, answer
    assert time.monotonic() - started < 4
    answer, waited = read_until_closed(silent)
    assert answer == b"" and time.monotonic() - started < 4  # a connection that says nothing is closed too
    lines = [line for line in log_text(process).splitlines() if "request headers not complete" in line]
    assert len(lines) == 1, lines  # 21 slow clients, one line
    for sock in (*partial, trickler, silent):
        sock.close()


def test_a_body_that_stops_after_one_byte_is_cut_off_at_the_body_timeout_with_one_quiet_line(server):
    process, client = server
    slow = [raw(process, post_head("/api/plan", 200) + b"{", source=f"127.0.2.{1 + i // 5}") for i in range(10)]
    started = time.monotonic()
    for sock in slow:
        answer, _ = read_until_closed(sock)
        assert answer.startswith(b"HTTP/1.1 408") and b"body too slow" in answer, answer
        sock.close()
    assert 1.5 < time.monotonic() - started < 4.5  # 2 s, up to 2.5 s at random
    assert client.get("/api/health").json()["ok"]
    text = log_text(process)
    lines = [line for line in text.splitlines() if "request bodies not received within 2 s" in line]
    assert len(lines) == 1 and "POST /api/plan" in lines[0], lines
    assert "Traceback" not in text and "unexpected error" not in text


def test_an_aborted_body_is_one_quiet_line_not_a_500(server):
    process, client = server
    game = new_game(client)
    # chunked: the app reads it as it comes, and hears that the client left
    chunked = raw(process, b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\n"
                           b"transfer-encoding: chunked\r\n\r\n5\r\n{\"a\":\r\n")
    time.sleep(0.2)  # the handler is reading the body
    chunked.close()
    wait_until(lambda: "left while sending a request body" in log_text(process), timeout=5)
    for path in (f"/api/games/{game['id']}/actions", "/api/plan"):  # held by the protocol until whole
        sock = raw(process, post_head(path, 500) + b'{"seat": 0, ')
        time.sleep(0.2)
        sock.close()
    wait_until(lambda: "left while sending a request body" in log_text(process), timeout=5)
    time.sleep(0.3)
    text = log_text(process)
    lines = [line for line in text.splitlines() if "left while sending a request body" in line]
    assert len(lines) == 1 and "INFO" in lines[0] and "POST /api/games" in lines[0], lines  # the others counted
    assert "Traceback" not in text and "unexpected error" not in text and " 500" not in text
    assert client.get(f"/api/games/{game['id']}").json()["index"] == 0  # nothing was applied


def test_connections_per_address_are_capped_and_another_address_still_gets_through(server):
    process, _client = server
    held = [raw(process, source="127.0.0.2") for _ in range(8)]
    refused = raw(process, b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", source="127.0.0.2")
    answer, _ = read_until_closed(refused)
    assert answer.startswith(b"HTTP/1.1 429") and b"too many connections from your address (limit 8)" in answer
    other = httpx.Client(base_url=process.url, transport=httpx.HTTPTransport(local_address="127.0.0.3"), timeout=5)
    with other:
        assert other.get("/api/health").status_code == 200
    for sock in held:
        sock.close()
    again = httpx.Client(base_url=process.url, transport=httpx.HTTPTransport(local_address="127.0.0.2"), timeout=5)
    with again:
        assert wait_until(lambda: again.get("/api/health").status_code == 200, timeout=5)
    assert "connections refused: too many from one address" in log_text(process)


def test_the_file_limit_is_raised_to_the_hard_limit(server):
    process, _client = server
    with open(f"/proc/{process.process.pid}/limits") as limits:
        soft, hard = next(line for line in limits if line.startswith("Max open files")).split()[3:5]
    assert soft == hard


def test_a_host_the_server_does_not_answer_to_is_refused(server):
    process, client = server
    refused = client.get("/api/health", headers={"host": "evil.example"})
    assert refused.status_code == 421 and "--allowed-host evil.example" in refused.json()["error"]
    for host in (f"127.0.0.1:{process.port}", f"localhost:{process.port}", f"[::1]:{process.port}",
                 "play.example.org", "PLAY.example.org:443", "10.1.2.3"):
        assert client.get("/api/health", headers={"host": host}).status_code == 200, host
    # DNS rebinding: evil.example now resolves to this server; the page's Origin and Host agree, both foreign
    rebound = {"host": f"evil.example:{process.port}", "origin": f"http://evil.example:{process.port}"}
    before = len(client.get("/api/games").json()["games"])
    response = client.post("/api/games", json={"game": "dice-colony", "options": {"players": 2}, "seats": HUMANS},
                           headers=rebound)
    assert response.status_code == 421
    assert len(client.get("/api/games").json()["games"]) == before
    game = new_game(client)
    with pytest.raises(InvalidStatus) as handshake:
        connect(f"ws://{rebound['host']}/ws/games/{game['id']}", sock=raw(process), origin=rebound["origin"],
                open_timeout=10)
    assert handshake.value.response.status_code == 421
    # the allowed name with its own origin passes both checks
    own = {"host": "play.example.org", "origin": "https://play.example.org"}
    assert client.post("/api/games", json={"game": "dice-colony", "options": {"players": 2}, "seats": HUMANS},
                       headers=own).status_code == 200


def test_a_socket_over_the_message_rate_is_closed_with_4429_and_the_others_carry_on(server):
    process, client = server
    game = new_game(client)
    token = game["seats"][0]["token"]
    with live(process, game["id"], "127.0.0.4") as flood, live(process, game["id"], "127.0.0.5") as calm:
        for ws, hello in ((flood, {"type": "hello", "seat": 0, "token": token}), (calm, {"type": "hello"})):
            ws.send(json.dumps(hello))
            assert json.loads(ws.recv(timeout=10))["type"] == "state"
        refused_action = json.dumps({"type": "action", "seat": 0, "token": token, "action": "no such", "expect": 0})
        replies, error = 0, None
        with pytest.raises(ConnectionClosed) as closed:
            for _ in range(60):  # bounded: 10 at once + 5 a second are allowed
                flood.send(refused_action)
            for _ in range(100):
                message = json.loads(flood.recv(timeout=10))
                if message["type"] == "reply":
                    replies += 1
                elif message["type"] == "error":
                    error = message
        assert closed.value.rcvd.code == 4429 and "too many messages" in closed.value.rcvd.reason
        assert error["status"] == 429 and "at most 5 a second" in error["error"]
        assert 10 <= replies <= 13
        assert client.get("/api/health").status_code == 200
        calm.send(json.dumps({"type": "undo", "seat": 0, "token": token, "expect": 0}))
        assert json.loads(calm.recv(timeout=10))["type"] == "reply"  # the other socket is still served
        with pytest.raises(InvalidStatus) as again:  # reconnecting at once buys no fresh burst
            live(process, game["id"], "127.0.0.4")
        assert again.value.response.status_code == 429
        assert b"no new live connection for" in again.value.response.body
        with live(process, game["id"], "127.0.0.5") as other:  # another address may still connect
            other.send(json.dumps({"type": "hello"}))
            assert json.loads(other.recv(timeout=10))["type"] == "state"
    assert "closed for sending too many messages" in log_text(process)


def close_code(ws) -> tuple[dict, int, str]:
    """A refused live socket: its last message, close code and reason."""
    message = json.loads(ws.recv(timeout=10))
    with pytest.raises(ConnectionClosed) as closed:
        ws.recv(timeout=10)
    return message, closed.value.rcvd.code, closed.value.rcvd.reason


def test_live_sockets_per_address_and_per_game_are_capped(server):
    process, client = server
    games = [new_game(client)["id"] for _ in range(5)]
    with contextlib.ExitStack() as stack:
        held = [stack.enter_context(live(process, game_id, "127.0.0.6")) for game_id in games[:4]]  # 4 spectators
        for ws in held:
            ws.send(json.dumps({"type": "hello"}))
            assert json.loads(ws.recv(timeout=10))["type"] == "state"
        with live(process, games[4], "127.0.0.6") as fifth:
            message, code, reason = close_code(fifth)
        assert code == 4503 and message["status"] == 503 and "from your address (limit 4)" in message["error"]
        assert "from your address" in reason
        with live(process, games[4], "127.0.0.7") as elsewhere:  # another address is not held up
            elsewhere.send(json.dumps({"type": "hello"}))
            assert json.loads(elsewhere.recv(timeout=10))["type"] == "state"
        held[0].close()
        wait_until(lambda: client.get("/api/health").json()["connections"] == 3, timeout=5)
        with live(process, games[4], "127.0.0.6") as freed:  # a closed socket gives its place back
            freed.send(json.dumps({"type": "hello"}))
            assert json.loads(freed.recv(timeout=10))["type"] == "state"
    # per game: six spectators from three addresses fill games[0]; the seventh is refused whoever it is
    with contextlib.ExitStack() as stack:
        for i in range(6):
            stack.enter_context(live(process, games[0], f"127.0.0.{8 + i // 2}"))
        with live(process, games[0], "127.0.0.20") as seventh:
            message, code, reason = close_code(seventh)
        assert code == 4503 and "to this game (limit 6)" in message["error"]
    assert "Traceback" not in log_text(process)


def test_invalid_requests_and_live_connections_leave_the_log_bounded(server):
    process, client = server
    game = new_game(client)
    before = log_text(process)
    for i in range(30):  # not HTTP at all: uvicorn warns for each, the log says it once a minute
        sock = raw(process, b"\x16\x03\x01 not http\r\n\r\n", source=f"127.0.5.{1 + i // 5}")
        answer, _ = read_until_closed(sock)
        assert answer.startswith(b"HTTP/1.1 400"), answer
        sock.close()
    for _ in range(10):  # uvicorn and websockets write a line for every live connection at INFO
        with live(process, game["id"]) as ws:
            ws.send(json.dumps({"type": "hello"}))
            assert json.loads(ws.recv(timeout=10))["type"] == "state"
    added = log_text(process)[len(before):]
    assert added.count("Invalid HTTP request received") <= 1, added
    assert "WebSocket" not in added and "connection open" not in added, added
    assert len(added.splitlines()) <= 3, added


LOW_FILE_LIMIT = ("-c", "import resource, runpy, sys; resource.setrlimit(resource.RLIMIT_NOFILE, (300, 300)); "
                        "sys.argv = ['dicelands', *sys.argv[1:]]; runpy.run_module('dicelands', run_name='__main__')")


def test_at_a_low_file_limit_the_connection_cap_answers_503_before_descriptors_run_out(tmp_path):
    """300 files: the cap is 300 - 256 = 44 connections; the 45th is told so at once instead of hanging on EMFILE."""
    process = ServerProcess(str(tmp_path / "low.db"), log_path=str(tmp_path / "server.log"), launcher=LOW_FILE_LIMIT,
                            args=(*TEST_ARGS, "--log-level", "info")).start()
    held = []
    try:
        held = [raw(process, source=f"127.0.6.{1 + i // 10}") for i in range(44)]
        time.sleep(0.3)
        answer, waited = read_until_closed(raw(process, b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
                                               source="127.0.6.99"))
        assert answer.startswith(b"HTTP/1.1 503") and b"connection limit" in answer and waited < 2, answer
        for sock in held:
            sock.close()
        with httpx.Client(base_url=process.url, timeout=5) as client:
            assert wait_until(lambda: client.get("/api/health").status_code == 200, timeout=5)
        text = log_text(process)
        assert "out of system resource" not in text and "Too many open files" not in text
        assert "holds its limit of connections: 44" in text
    finally:
        for sock in held:
            sock.close()
        process.stop()


def test_a_body_sent_in_pieces_and_a_second_request_on_the_connection_are_answered(server):
    """The protocol holds a request back until its body is whole: pieces within the deadline make one request."""
    process, _client = server
    body = json.dumps({"game": "dice-colony", "options": {"players": 2}}).encode()
    sock = raw(process, post_head("/api/plan", len(body)) + body[:10])
    for start in range(10, len(body), 15):
        time.sleep(0.1)
        sock.sendall(body[start:start + 15])
    sock.sendall(post_head("/api/plan", len(body)) + body)  # kept alive: the next request, whole at once
    received = b""
    deadline = time.monotonic() + 10
    while received.count(b"\"seats\"") < 2 and time.monotonic() < deadline:
        received += sock.recv(65536)
    sock.close()
    assert received.count(b"HTTP/1.1 200") == 2 and received.count(b'"seats"') == 2, received[:300]
