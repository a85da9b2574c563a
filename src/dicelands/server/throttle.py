"""What a noisy client may cost: who counts as one address, a message rate per live socket, caps on live sockets per
address and per game, and a log that says what clients did in bounded lines however many of them did it."""
from __future__ import annotations

import ipaddress
import logging
import time
from collections import Counter
from typing import NamedTuple

# Close codes of the live socket (the 4000 + HTTP status convention of app.py; docs/server.md lists them)
CLOSE_TOO_MANY_MESSAGES = 4429
CLOSE_TOO_MANY_SOCKETS = 4503
BODY_TIMED_OUT = "dicelands.body_timed_out"  # set in a request's scope when its body did not arrive in time


def address_group(host: str | None) -> str:
    """The unit the per-address caps count: an IPv4 address, or an IPv6 address's /64 (one subscriber usually holds a
    whole /64, so counting single IPv6 addresses would let one client be billions)."""
    if not host:
        return "unknown"
    if ":" not in host:  # IPv4 (or a name): as it is; parsing it for every connection would cost more than a check
        return host
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((int(address) >> 64 << 64, 64)))
    return str(address)


class MessageRate:
    """A token bucket: `burst` messages at once, then `per_second` on average."""

    def __init__(self, per_second: float, burst: int, clock=time.monotonic):
        self.per_second, self.burst, self.clock = per_second, burst, clock
        self.tokens = float(burst)
        self.last = clock()

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(float(self.burst), self.tokens + (now - self.last) * self.per_second)
        self.last = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


class Refusal(NamedTuple):
    status: int  # the HTTP status in the last message
    close_code: int
    kind: str  # for the log
    message: str  # for the client


class SocketCaps:
    """Live sockets per address group and per game: `admit` says why a new one is refused (None: admitted, counted
    until `leave`). An address whose socket was closed for flooding waits `cooloff` seconds before it may open
    another, so reconnecting at once does not buy a fresh burst each time."""

    def __init__(self, per_address: int, per_game: int, cooloff: float = 0.0, clock=time.monotonic):
        self.per_address, self.per_game, self.cooloff, self.clock = per_address, per_game, cooloff, clock
        self.addresses: Counter[str] = Counter()
        self.games: Counter[str] = Counter()
        self.cooling: dict[str, float] = {}  # address -> when it may open live sockets again

    def flooded(self, address: str) -> None:
        now = self.clock()
        self.cooling = {key: until for key, until in self.cooling.items() if until > now}  # bounded by the floods
        self.cooling[address] = now + self.cooloff

    def cooling_for(self, address: str) -> float:
        """Seconds before `address` may open a live socket again after flooding (0: it may)."""
        return max(0.0, self.cooling.get(address, 0.0) - self.clock())

    def admit(self, address: str, game_id: str) -> Refusal | None:
        if wait := self.cooling_for(address):
            return Refusal(429, CLOSE_TOO_MANY_MESSAGES, "flooding address cooling off",
                           f"too many messages from your address: no new live connection for {wait:.0f} s more")
        if self.addresses[address] >= self.per_address:
            return Refusal(503, CLOSE_TOO_MANY_SOCKETS, "too many from one address",
                           f"too many live connections from your address (limit {self.per_address})")
        if self.games[game_id] >= self.per_game:
            return Refusal(503, CLOSE_TOO_MANY_SOCKETS, "too many on one game",
                           f"too many live connections to this game (limit {self.per_game}); try again later")
        self.addresses[address] += 1
        self.games[game_id] += 1
        return None

    def leave(self, address: str, game_id: str) -> None:
        for counter, key in ((self.addresses, address), (self.games, game_id)):
            counter[key] -= 1
            if counter[key] <= 0:
                del counter[key]


class QuietLog:
    """One line for the first event of a kind, then at most one line per `window` seconds saying how many more there
    were: a thousand slow or vanishing clients write a handful of lines, not a thousand."""

    def __init__(self, logger: logging.Logger, level: int = logging.INFO, window: float = 60.0,
                 clock=time.monotonic):
        self.logger, self.level, self.window, self.clock = logger, level, window, clock
        self.logged_at: dict[str, float] = {}
        self.unsaid: Counter[str] = Counter()

    def note(self, kind: str, detail: str = "") -> None:
        tail = self.allow(kind)
        if tail is not None:
            self.logger.log(self.level, "%s%s%s", kind, f": {detail}" if detail else "", tail)

    def allow(self, kind: str) -> str | None:
        """None to stay quiet (the event is counted), else what to add to its line: how many were not said."""
        now = self.clock()
        last = self.logged_at.get(kind)
        if last is not None and now - last < self.window:
            self.unsaid[kind] += 1
            return None
        self.logged_at[kind] = now
        more = self.unsaid.pop(kind, 0)
        return f" (and {more} more like it in the last {now - last:.0f} s)" if more and last is not None else ""


# What clients did (abandoned bodies, missed deadlines, refusals), from the protocol and the app alike, in bounded lines
client_notes = QuietLog(logging.getLogger("dicelands.server.connections"))
