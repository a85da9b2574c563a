"""`dicelands serve`: the game server and web client (see docs/server.md)."""
from __future__ import annotations

import logging

from ..server.config import ServerConfig
from ..server.guard import host_name

DEFAULTS = ServerConfig()

# Slow and noisy clients (docs/server.md): flag, type, metavar, help; the ServerConfig field is the flag's name
CLIENT_LIMITS = (
    ("--header-timeout", float, "S", "seconds a client has to send a request's headers"),
    ("--body-timeout", float, "S", "seconds a client has to send a request's body once its headers are in"),
    ("--max-connections", int, "N", "connections held at once from all clients (fewer if the open-file limit is "
                                    "lower)"),
    ("--connections-per-address", int, "N", "connections at once from one address, an IPv6 /64 counting as one "
                                            "(not counted with --trust-proxy: the proxy's job)"),
    ("--sockets-per-address", int, "N", "live connections (players and spectators) at once from one address"),
    ("--sockets-per-game", int, "N", "live connections at once on one game"),
    ("--messages-per-second", float, "N", "messages a live connection may send a second on average (beyond, it is "
                                          "closed with code 4429)"),
    ("--message-burst", int, "N", "messages a live connection may send at once"),
    ("--message-cooloff", float, "S", "after a live connection is closed for its rate, its address may open no "
                                      "other for this long"),
)


def register(subparsers) -> None:
    parser = subparsers.add_parser("serve", help="play in the browser: the game server and its web client")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000)")
    parser.add_argument("--db", default="dicelands.db",
                        help="storage: a SQLite file path (default ./dicelands.db) or a postgresql:// URL")
    parser.add_argument("--bot-delay", type=float, default=DEFAULTS.bot_delay, metavar="SECONDS",
                        help="pause before each bot move, so people can follow (default 0.8)")
    parser.add_argument("--log-level", default="info", choices=("debug", "info", "warning", "error"))
    limits = parser.add_argument_group("limits (docs/server.md)")
    limits.add_argument("--allowed-origin", action="append", default=[], metavar="ORIGIN",
                        help="another origin (scheme://host[:port]) whose pages may use this server; repeatable")
    limits.add_argument("--allowed-host", action="append", default=[], metavar="NAME",
                        help="a host name clients use to reach this server (besides localhost and IP addresses); "
                             "repeatable; '*' allows any (only behind a proxy that checks Host)")
    limits.add_argument("--trust-proxy", action="store_true",
                        help="count clients by the X-Forwarded-For address (only behind a proxy that sets it)")
    limits.add_argument("--max-body", type=int, default=DEFAULTS.max_body, metavar="BYTES")
    for flag, kind, metavar, text in CLIENT_LIMITS:
        default = getattr(DEFAULTS, flag[2:].replace("-", "_"))
        limits.add_argument(flag, type=kind, default=default, metavar=metavar, help=f"{text} (default {default:g})")
    limits.add_argument("--games-per-minute", type=int, default=DEFAULTS.games_per_minute, metavar="N")
    limits.add_argument("--open-games-per-client", type=int, default=DEFAULTS.open_games_per_client, metavar="N")
    limits.add_argument("--bot-only-games", action="store_true", help="allow games without a person")
    limits.add_argument("--seeded-games-with-people", action="store_true",
                        help="let a creator choose the seed of a game between people (tests, organised events); "
                             "the seed is shown to every seat")
    limits.add_argument("--bot-workers", type=int, default=DEFAULTS.bot_workers, metavar="N",
                        help="processes for search bots (the bound on bot CPU; default 1)")
    limits.add_argument("--bot-nice", type=int, default=DEFAULTS.bot_nice, metavar="N",
                        help="added to the bot processes' niceness (0-19), so a person's move goes first; above 0 "
                             "they also run in Linux's idle class, on cores nothing else wants (default 10)")
    limits.add_argument("--bot-seconds-per-game", type=float, default=DEFAULTS.bot_seconds_per_game, metavar="S")
    limits.add_argument("--bot-seconds-per-move", type=float, default=DEFAULTS.bot_seconds_per_move, metavar="S")
    limits.add_argument("--bot-lease-seconds", type=float, default=DEFAULTS.bot_lease_seconds, metavar="S",
                        help="several processes: a game's bots run in the one holding its lease; a hung holder "
                             "loses it after this long (default 15)")
    limits.add_argument("--idle-seconds", type=float, default=DEFAULTS.idle_seconds, metavar="S",
                        help="an unwatched game leaves memory after this long (default 300)")
    parser.set_defaults(handler=run)


def config_from(args) -> ServerConfig:
    return ServerConfig(max_body=args.max_body, allowed_origins=tuple(args.allowed_origin),
                        allowed_hosts=tuple(host_name(name) for name in args.allowed_host),
                        **client_limits(args),
                        trust_proxy=args.trust_proxy, games_per_minute=args.games_per_minute,
                        open_games_per_client=args.open_games_per_client, bot_only_games=args.bot_only_games,
                        seeded_games_with_people=args.seeded_games_with_people,
                        bot_delay=max(0.0, args.bot_delay), bot_workers=max(1, args.bot_workers),
                        bot_nice=min(19, max(0, args.bot_nice)),
                        bot_seconds_per_game=args.bot_seconds_per_game,
                        bot_seconds_per_move=args.bot_seconds_per_move,
                        bot_lease_seconds=max(1.0, args.bot_lease_seconds), idle_seconds=args.idle_seconds)


def client_limits(args) -> dict:
    """The CLIENT_LIMITS flags as ServerConfig fields: counts at least 1, times and rates at least 0."""
    fields = {}
    for flag, kind, _metavar, _text in CLIENT_LIMITS:
        name = flag[2:].replace("-", "_")
        fields[name] = max(1, getattr(args, name)) if kind is int else max(0.0, getattr(args, name))
    return fields


def run(args) -> int:
    import uvicorn

    from ..server import create_app
    from ..server.protocol import FILES_KEPT_FREE, ConnectionGuard, bound_logs, guarded_protocols, raise_file_limit

    logging.basicConfig(level=args.log_level.upper(), format="%(asctime)s %(name)s %(levelname)s %(message)s")
    config = config_from(args)
    files = raise_file_limit()
    guard = ConnectionGuard(config, max_connections=min(config.max_connections, max(16, files - FILES_KEPT_FREE)))
    http, ws = guarded_protocols(guard)
    app = create_app(args.db, config=config)
    if not config.trust_proxy:
        guard.socket_caps = app.state.socket_caps
    print(f"dicelands: serving on http://{args.host}:{args.port}/ (storage: {args.db})", flush=True)
    if args.host not in ("127.0.0.1", "localhost", "::1") and not config.allowed_hosts:
        print("dicelands: answering to localhost and IP addresses only; name the host names clients use with "
              "--allowed-host NAME (docs/server.md, Host names)", flush=True)
    server_config = uvicorn.Config(app, host=args.host, port=args.port, log_level=args.log_level, access_log=False,
                                   http=http, ws=ws, ws_max_size=config.max_body, ws_per_message_deflate=False,
                                   proxy_headers=args.trust_proxy, server_header=False,
                                   backlog=min(4096, guard.max_connections))
    bound_logs()  # after uvicorn set up its loggers
    uvicorn.Server(server_config).run()
    return 0
