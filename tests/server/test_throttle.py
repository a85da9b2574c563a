"""The parts of server/throttle.py and server/guard.py that decide without a network: address groups (IPv6 by /64),
the token bucket, the socket caps and cool-off, the bounded log, and which Host names the server answers to."""
from __future__ import annotations

import logging

import pytest
from starlette.datastructures import Headers

from dicelands.server.config import ServerConfig
from dicelands.server.guard import host_name, host_refusal
from dicelands.server.throttle import (CLOSE_TOO_MANY_MESSAGES, CLOSE_TOO_MANY_SOCKETS, MessageRate, QuietLog,
                                       SocketCaps, address_group)


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.parametrize("host, group", [
    ("203.0.113.7", "203.0.113.7"),
    ("2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64"),
    ("2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"),  # the same /64: one client
    ("2001:db8:1:3::1", "2001:db8:1:3::/64"),
    ("::ffff:198.51.100.2", "198.51.100.2"),  # an IPv4 client on a dual-stack socket
    ("fe80::1%eth0", "fe80::/64"),
    (None, "unknown"),
    ("testclient", "testclient"),
])
def test_address_groups_count_an_ipv6_slash_64_as_one_client(host, group):
    assert address_group(host) == group


def test_the_message_rate_allows_a_burst_then_the_rate():
    clock = Clock()
    rate = MessageRate(per_second=5, burst=10, clock=clock)
    assert [rate.take() for _ in range(11)] == [True] * 10 + [False]
    clock.now += 1.0  # five more tokens
    assert [rate.take() for _ in range(6)] == [True] * 5 + [False]
    clock.now += 100.0  # never more than the burst
    assert sum(rate.take() for _ in range(20)) == 10


def test_socket_caps_per_address_per_game_and_the_cooloff():
    clock = Clock()
    caps = SocketCaps(per_address=2, per_game=3, cooloff=10, clock=clock)
    assert caps.admit("a", "g1") is None and caps.admit("a", "g2") is None
    refused = caps.admit("a", "g3")
    assert refused.close_code == CLOSE_TOO_MANY_SOCKETS and "from your address (limit 2)" in refused.message
    assert caps.admit("b", "g1") is None and caps.admit("c", "g1") is None
    refused = caps.admit("d", "g1")
    assert refused.status == 503 and "to this game (limit 3)" in refused.message
    caps.leave("a", "g1")
    assert caps.admit("d", "g1") is None  # a place given back is taken again
    caps.flooded("e")
    refused = caps.admit("e", "g9")
    assert refused.close_code == CLOSE_TOO_MANY_MESSAGES and "10 s more" in refused.message
    clock.now += 10.5
    assert caps.admit("e", "g9") is None
    for address, game in (("a", "g2"), ("b", "g1"), ("c", "g1"), ("d", "g1"), ("e", "g9")):
        caps.leave(address, game)
    assert not caps.addresses and not caps.games  # nothing left over once every socket is gone


def test_the_quiet_log_says_the_first_of_a_kind_then_once_a_window_with_a_count(caplog):
    clock = Clock()
    quiet = QuietLog(logging.getLogger("test.quiet"), window=60, clock=clock)
    with caplog.at_level(logging.INFO, logger="test.quiet"):
        for _ in range(1000):
            quiet.note("slow bodies", "POST /api/plan")
        quiet.note("another kind")
        clock.now += 61
        quiet.note("slow bodies", "POST /api/games")
    assert [record.getMessage() for record in caplog.records] == [
        "slow bodies: POST /api/plan", "another kind", "slow bodies: POST /api/games (and 999 more like it in the "
                                                        "last 61 s)"]


@pytest.mark.parametrize("host, name", [("play.example.org:8000", "play.example.org"), ("[::1]:80", "::1"),
                                        ("Example.ORG", "example.org"), ("::1", "::1"), ("10.0.0.1:1", "10.0.0.1")])
def test_host_name_drops_the_port(host, name):
    assert host_name(host) == name


def test_which_hosts_the_server_answers_to():
    config = ServerConfig(allowed_hosts=("play.example.org",))
    for host in ("localhost:8000", "app.localhost", "127.0.0.1:8000", "[::1]:8000", "192.168.1.20",
                 "play.example.org", "Play.Example.Org:443", None):
        assert host_refusal(Headers({"host": host} if host else {}), config) is None, host
    for host in ("evil.example", "play.example.org.evil.example", "localhost.evil.example", "example.org"):
        assert "--allowed-host" in host_refusal(Headers({"host": host}), config), host
    assert host_refusal(Headers({"host": "evil.example"}), ServerConfig(allowed_hosts=("*",))) is None
    forwarded = Headers({"host": "127.0.0.1", "x-forwarded-host": "evil.example"})
    assert host_refusal(forwarded, config) is None  # not read unless the proxy is trusted
    assert host_refusal(forwarded, ServerConfig(allowed_hosts=("play.example.org",), trust_proxy=True))
