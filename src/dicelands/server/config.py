"""What a server operator may tune: request limits, origins, abuse limits, bots, memory. Defaults suit a public server.

`dicelands serve` exposes each field as a flag (see docs/server.md); tests build a ServerConfig with the limits
they exercise.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class ServerConfig:
    # ---- requests ----
    max_body: int = 64 * 1024  # bytes of a request body or WebSocket message (413 beyond); JSON depth and numbers
    #                           are bounded by the engine's input policy (engine/inputs.py: 64 deep, 64-bit numbers)
    allowed_origins: tuple[str, ...] = ()  # Origin values allowed besides the server's own address (scheme://host)
    trust_proxy: bool = False  # take the client address from X-Forwarded-For (only behind a proxy that sets it)
    allowed_hosts: tuple[str, ...] = ()  # Host names served besides localhost and IP addresses ("*": any; 421 else)
    # ---- slow and noisy clients (server/protocol.py, server/throttle.py) ----
    header_timeout: float = 10.0  # seconds for a request's headers (from the connection, or the previous answer)
    body_timeout: float = 30.0  # seconds for a request's body, from the end of its headers (408, closed)
    max_connections: int = 8192  # connections held at once, all clients (lowered to fit the open-file limit)
    connections_per_address: int = 64  # connections at once from one address (IPv6: one /64); off behind a proxy
    sockets_per_address: int = 16  # live WebSockets at once from one address (IPv6: one /64), spectators included
    sockets_per_game: int = 256  # live WebSockets at once on one game, spectators included
    messages_per_second: float = 20.0  # messages one live socket may send on average (closed 4429 beyond)
    message_burst: int = 40  # ... and at once
    message_cooloff: float = 10.0  # an address whose socket was closed for its rate opens no new one for this long
    # ---- abuse limits (per client address) ----
    games_per_minute: int = 10  # games a client may create per minute (429 with Retry-After beyond)
    open_games_per_client: int = 20  # unfinished games created by one client and touched in the last day
    open_game_seconds: float = 24 * 3600  # an unfinished game untouched this long no longer counts as open
    bot_only_games: bool = False  # games without a person (bots and automata only) are refused unless enabled
    # ---- fair dice ----
    seeded_games_with_people: bool = False  # let a creator choose the seed of a game between people (tests and
    #                                         organised events; the seed is then shown to every seat)
    # ---- bots ----
    bot_delay: float = 0.8  # seconds before each bot move, so people can follow
    bot_workers: int = 1  # processes in the pool where search bots (greedy, mcts) think: the bound on bot CPU
    bot_nice: int = 10  # added to the pool's niceness: bots search on cores the servers leave idle (0: same as them)
    bot_seconds_per_game: float = 120.0  # search time one game's bots may spend in all; then they play on as `greedy`
    bot_seconds_per_move: float = 5.0  # a search taking longer than this is abandoned for a random legal option
    bot_lease_seconds: float = 15.0  # one process runs a game's bots, holding a lease renewed at each bot move;
    #                                  a hung owner's lease lapses after this long (a dead one's at once)
    # ---- memory ----
    idle_seconds: float = 300.0  # a game nobody watched or played for this long leaves memory (reloaded on demand)
    sweep_seconds: float = 30.0  # how often idle games are looked for
    instance: str = field(default="", compare=False)  # this process's name in NOTIFY payloads (set at start-up)
