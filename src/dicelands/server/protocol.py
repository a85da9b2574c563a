"""What a connection may cost before the app sees it: uvicorn's HTTP and WebSocket protocols with a cap on connections
(in all, and per address group) checked before any byte is parsed, a deadline for a request's headers and one for
its body, and logs that stay bounded however many clients misbehave. `dicelands serve` passes the classes that
`guarded_protocols` makes to uvicorn; see docs/server.md, *Slow and noisy clients*."""
from __future__ import annotations

import asyncio
import logging
import random
import resource
from collections import Counter
from typing import cast

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

from .config import ServerConfig
from .throttle import BODY_TIMED_OUT, QuietLog, SocketCaps, address_group, client_notes


HEAD_LIMIT = 16 * 1024  # bytes of request head held back at most (h11's own limit on an incomplete head)
FILES_KEPT_FREE = 256  # descriptors left for storage, logs, bot workers when the connection cap follows the file limit


def raise_file_limit() -> int:
    """Raise this process's soft limit on open files to its hard limit, so the connection caps decide how many
    connections are held, not EMFILE (which makes asyncio stop accepting and log each failure). Returns the limit."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = hard if hard != resource.RLIM_INFINITY else 1 << 20  # the kernel refuses more than nr_open anyway
    if soft == resource.RLIM_INFINITY or soft >= target:
        return target
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    except (ValueError, OSError):
        return soft
    return target


def plain_response(status: int, phrase: str, text: str) -> bytes:
    """A whole HTTP/1.1 answer, written before closing a connection the app never sees."""
    body = text.encode()
    return (f"HTTP/1.1 {status} {phrase}\r\ncontent-type: text/plain; charset=utf-8\r\nconnection: close\r\n"
            f"content-length: {len(body)}\r\n\r\n").encode() + body


def whole_request_length(head: bytes, max_body: int) -> int | None:
    """The length of a request (its head, up to the blank line, and a Content-Length body of 1 to max_body bytes), or
    None for any other request (no body, chunked, Expect: 100-continue, an upgrade, too large, malformed): those go to
    uvicorn as they come, and uvicorn or the app answers them."""
    lengths = []
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        name = name.strip().lower()
        if name == b"content-length":
            lengths.append(value.strip())
        elif name in (b"transfer-encoding", b"expect", b"upgrade"):
            return None
    if len(lengths) != 1 or not lengths[0].isdigit() or len(lengths[0]) > 12:
        return None
    size = int(lengths[0])
    return len(head) + size if 0 < size <= max_body else None


def request_line(head: bytes) -> str:
    """`POST /api/plan` from a request head, for a log line."""
    return " ".join(part[:80] for part in head.split(b"\r\n", 1)[0].decode("latin-1").split(" ")[:2])


class Slot:
    """One admitted connection's place in the counts; released once, by whichever protocol holds the connection last
    (the HTTP one, or the WebSocket one it was upgraded to)."""

    def __init__(self, guard: ConnectionGuard, group: str):
        self.guard, self.group, self.held = guard, group, True

    def release(self) -> None:
        if self.held:
            self.held = False
            self.guard.release(self.group)


class ConnectionGuard:
    def __init__(self, config: ServerConfig, max_connections: int | None = None):
        self.header_timeout = config.header_timeout
        self.max_body = config.max_body
        self.body_timeout = config.body_timeout
        self.max_connections = max_connections or config.max_connections
        # Behind a proxy every connection comes from the proxy: the per-address count is the proxy's job there.
        self.per_address = 0 if config.trust_proxy else config.connections_per_address
        self.open: Counter[str] = Counter()
        self.total = 0
        self.socket_caps: SocketCaps | None = None  # the app's, set by `dicelands serve` (not behind a proxy)
        self.notes = client_notes

    def admit(self, peer: tuple[str, int] | None) -> Slot | bytes:
        """A Slot, or the answer to write before closing the connection."""
        group = address_group(peer[0] if peer else None)
        if self.total >= self.max_connections:
            self.notes.note("connections refused: the server holds its limit of connections",
                            f"{self.max_connections} (--max-connections)")
            return plain_response(503, "Service Unavailable", "the server is at its connection limit; try again\n")
        if self.per_address and self.open[group] >= self.per_address:
            self.notes.note("connections refused: too many from one address",
                            f"limit {self.per_address} (--connections-per-address)")
            return plain_response(429, "Too Many Requests",
                                  f"too many connections from your address (limit {self.per_address})\n")
        self.open[group] += 1
        self.total += 1
        return Slot(self, group)

    def refuse_upgrade(self, peer: tuple[str, int] | None) -> bytes | None:
        """An address cooling off after a flood is refused before its WebSocket handshake: far cheaper than letting
        the socket open only to close it (the app refuses it too, behind a proxy)."""
        wait = self.socket_caps.cooling_for(address_group(peer[0] if peer else None)) if self.socket_caps else 0
        if not wait:
            return None
        self.notes.note("live connections refused: flooding address cooling off")
        return plain_response(429, "Too Many Requests", f"too many messages from your address: no new live "
                                                        f"connection for {wait:.0f} s more\n")

    def release(self, group: str) -> None:
        self.total -= 1
        self.open[group] -= 1
        if self.open[group] <= 0:
            del self.open[group]


def guarded_protocols(guard: ConnectionGuard) -> tuple[type, type]:
    """uvicorn protocol classes (http=, ws=) bound to `guard`."""

    class GuardedWebSocket(WebSocketsSansIOProtocol):
        slot: Slot | None = None

        def connection_lost(self, exc: Exception | None) -> None:
            super().connection_lost(exc)
            if self.slot is not None:
                self.slot.release()

    class GuardedHTTP(H11Protocol):
        slot: Slot | None = None
        upgraded = False
        phase: str | None = None  # "headers" or "body": what the running deadline waits for
        deadline: asyncio.TimerHandle | None = None
        # A request is held back from uvicorn until it is whole (head and body, up to --max-body), so a client that
        # sends its body slowly, or never, costs a buffer and a timer, not a task of the app waiting on it.
        held: bytes = b""
        held_length = 0  # the whole request's length, once its head is in

        def connection_made(self, transport) -> None:
            super().connection_made(transport)
            admitted = guard.admit(self.client)
            if isinstance(admitted, bytes):
                transport.write(admitted)
                transport.close()
                return
            self.slot = admitted
            self.watch()

        def connection_lost(self, exc: Exception | None) -> None:
            self.set_deadline(None)
            if self.held_length:
                guard.notes.note("clients that left while sending a request body", request_line(self.held))
            if self.slot is not None and not self.upgraded:
                self.slot.release()
            super().connection_lost(exc)

        def data_received(self, data: bytes) -> None:
            if self.slot is None:  # refused: closing, nothing is read
                return
            if self.held or (self.conn.their_state is h11.IDLE and not self.conn.trailing_data[0]):
                data = self.hold(self.held + data)
                if not data:
                    return
            super().data_received(data)
            self.watch()

        def hold(self, data: bytes) -> bytes:
            """Keep a request back while it is incomplete; what uvicorn may have now (all of it, or nothing)."""
            if not self.held_length:
                end = data.find(b"\r\n\r\n")
                if end < 0:
                    self.held = data if len(data) <= HEAD_LIMIT else b""
                    return b"" if self.held else data
                self.held_length = whole_request_length(data[:end + 4], guard.max_body) or 0
                if self.held_length:
                    self.set_deadline("body")
            if self.held_length and len(data) < self.held_length:
                self.held = data
                return b""
            self.held, self.held_length = b"", 0
            return data

        def on_response_complete(self) -> None:
            super().on_response_complete()
            self.watch()

        def handle_websocket_upgrade(self, event) -> None:
            self.set_deadline(None)
            refusal = guard.refuse_upgrade(self.client)
            if refusal is not None:
                self.transport.write(refusal)
                self.transport.close()
                return
            self.upgraded = True
            super().handle_websocket_upgrade(event)
            # uvicorn made the WebSocket protocol from our class (ws=): it releases the slot when it ends
            cast(GuardedWebSocket, self.transport.get_protocol()).slot = self.slot

        # ---- deadlines ----
        def watch(self) -> None:
            """Headers are due while the client has not sent a whole request head (a new connection, or the next
            request on a kept-alive one), its body while the body is unfinished; the deadline runs from the moment
            the wait began, so trickling bytes does not extend it."""
            state = self.conn.their_state
            phase = "headers" if state is h11.IDLE else "body" if state is h11.SEND_BODY else None
            if phase != self.phase and not self.upgraded:
                self.set_deadline(phase)

        def set_deadline(self, phase: str | None) -> None:
            if self.deadline is not None:
                self.deadline.cancel()
                self.deadline = None
            self.phase = phase
            if phase is not None:
                timeout = guard.header_timeout if phase == "headers" else guard.body_timeout
                # up to a quarter more, at random: connections opened together (an attack) do not all time out,
                # and come back, in the same instant, which would stall every other client for that moment
                self.deadline = self.loop.call_later(timeout * (1 + random.random() / 4), self.too_slow, phase)

        def too_slow(self, phase: str) -> None:
            self.deadline = None
            if self.transport.is_closing():
                return
            if self.held_length:  # a held body: uvicorn and the app never saw the request
                self.transport.write(plain_response(408, "Request Timeout", "request body too slow\n"))
                guard.notes.note(f"request bodies not received within {guard.body_timeout:g} s (--body-timeout)",
                                 request_line(self.held))
                self.held_length = 0
            elif phase == "headers":
                if self.conn.trailing_data[0] or self.held:  # part of a request arrived: say why it ends
                    self.transport.write(plain_response(408, "Request Timeout", "request headers too slow\n"))
                    guard.notes.note("connections closed: request headers not complete in time",
                                     f"{guard.header_timeout:g} s (--header-timeout)")
            else:
                cycle = self.cycle
                if cycle is not None:
                    cycle.scope[BODY_TIMED_OUT] = guard.body_timeout  # type: ignore[literal-required]  # our key
                    if not cycle.response_started:
                        self.transport.write(plain_response(408, "Request Timeout", "request body too slow\n"))
                    cycle.disconnected = True  # the app's next read of the body says the client is gone
                    cycle.message_event.set()
            self.transport.close()

    return GuardedHTTP, GuardedWebSocket


# ---- bounded logs ------------------------------------------------------------------------------------------------
# Lines uvicorn and websockets write for every WebSocket connection (the HTTP access log is off for the same reason)
PER_CONNECTION = ('%s - "WebSocket %s"', "connection open", "connection rejected", "HTTP response sent")


class BoundedLog(logging.Filter):
    """On uvicorn's and asyncio's loggers: per-connection notices dropped, and each kind of warning (an invalid
    request, accept() out of file descriptors, ...) written at most once a minute with a count of the rest."""

    def __init__(self, window: float = 60.0, keep_errors: bool = True):
        super().__init__()
        self.keep_errors = keep_errors
        self.quiet = QuietLog(logging.getLogger("dicelands.server.connections"), window=window)

    def filter(self, record: logging.LogRecord) -> bool:
        message = str(record.msg)
        if record.levelno < logging.WARNING and message.startswith(PER_CONNECTION):
            return False
        if record.levelno >= logging.ERROR and self.keep_errors:
            return True
        if record.levelno < logging.INFO:
            return True
        tail = self.quiet.allow(message)
        if tail is None:
            return False
        if tail:
            record.msg = message + tail
        if record.levelno < logging.ERROR:
            record.exc_info = record.exc_text = None  # a client's mistake is one line, not a traceback
        return True


def bound_logs() -> None:
    """Filters on the loggers clients can make write: uvicorn's (and websockets', which logs through it), asyncio's."""
    logging.getLogger("uvicorn.error").addFilter(BoundedLog())
    logging.getLogger("asyncio").addFilter(BoundedLog(keep_errors=False))
