"""`dicelands serve`: the game server and web client (see docs/server.md)."""
from __future__ import annotations

import logging


def register(subparsers) -> None:
    parser = subparsers.add_parser("serve", help="play in the browser: the game server and its web client")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000)")
    parser.add_argument("--db", default="dicelands.db",
                        help="storage: a SQLite file path (default ./dicelands.db) or a postgresql:// URL")
    parser.add_argument("--bot-delay", type=float, default=0.8, metavar="SECONDS",
                        help="pause before each bot move, so people can follow (default 0.8)")
    parser.add_argument("--log-level", default="info", choices=("debug", "info", "warning", "error"))
    parser.set_defaults(handler=run)


def run(args) -> int:
    import uvicorn

    from ..server import create_app
    from ..server.app import MAX_BODY

    logging.basicConfig(level=args.log_level.upper(), format="%(asctime)s %(name)s %(levelname)s %(message)s")
    app = create_app(args.db, bot_delay=max(0.0, args.bot_delay))
    print(f"dicelands: serving on http://{args.host}:{args.port}/ (storage: {args.db})", flush=True)
    uvicorn.run(app, host=args.host, port=args.port, log_level=args.log_level, access_log=False,
                ws_max_size=MAX_BODY, ws="websockets", ws_per_message_deflate=False)
    return 0
