"""The ASGI app: JSON API, the live WebSocket, and the static web client.

    GET  /api/catalog                      games, their options, rulebook opponents, bots
    GET  /api/health                       games in memory, live connections and bot work of this process
    POST /api/plan        {game, options}  resolved options and seats (the lobby asks as options change)
    GET  /api/data/{game}/{name}           a game's public component data (its data/NAME.yaml as JSON), for renderers
    GET  /api/games                        open and recent games
    POST /api/games       {game, options, seats, seed?}     -> id, invitation links, creator key, spectator link
    POST /api/games/{id}/seats/{seat}/claim|invite|rotate      seat keys (server/seats.py)
    GET  /api/games/{id}?seat=&token=      a snapshot as that seat (no token: as a spectator)
    POST /api/games/{id}/actions  {seat, token, action, expect}   -> 200 | 400 | 403 | 404 | 409 | 413 | 422
    POST /api/games/{id}/undo     {seat, token, expect}
    GET  /api/games/{id}/record            the record, once the game is over (it holds the seed)
    WS   /ws/games/{id}    first message {"type": "hello", seat?, token?}; then snapshots are pushed on every change;
                           {"type": "action"|"undo", "id", seat, token, action?, expect} -> {"type": "reply", ...,
                           "server_ms": time from receipt to reply}

Every refusal is a 4xx JSON body {"error": message, "status": code} and changes nothing.
"""
from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import re
import time
from importlib.resources import files
from typing import Any

from dataclasses import replace

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect, Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.middleware import Middleware
from starlette.websockets import WebSocket, WebSocketDisconnect, WebSocketDisconnected

from ..engine import DicelandsError, inputs
from .backends import open_storage
from .config import ServerConfig
from .errors import ApiError, bad_request, forbidden
from .guard import (HostAllowlist, SecurityHeaders, WebFiles, check_json_content_type, check_origin, client_address,
                    client_key)
from .hall import Hall, catalog, component_data, seat_plan
from .live import LiveGame, Subscriber, encode, token_hash
from .seats import change_seat, invite_link
from .storage import Storage
from .throttle import BODY_TIMED_OUT, CLOSE_TOO_MANY_MESSAGES, MessageRate, SocketCaps, client_notes

log = logging.getLogger("dicelands.server")

WEB = files("dicelands") / "web"
SERVER_GC_THRESHOLDS = (50_000, 20, 10)


def create_app(storage: Storage | str | None = None, bot_delay: float | None = None,
               config: ServerConfig | None = None) -> Starlette:
    config = config or ServerConfig()
    if bot_delay is not None:
        config = replace(config, bot_delay=bot_delay)
    hall = Hall(storage if isinstance(storage, Storage) else open_storage(storage), config)

    @contextlib.asynccontextmanager
    async def lifespan(app):
        await hall.start()
        # Everything loaded so far (modules, game data, the games resumed) lives as long as the server: moved out of
        # the collector's sight, a full collection no longer walks it and stalls every game for ~100-200 ms.
        gc.collect()
        gc.freeze()
        # Young collections every 50,000 allocations instead of 700, so the older generations, which hold the live
        # games' histories, are walked far less often. At 1,000 games on two processes this took the p99 of a move
        # from 311 ms to 47-57 ms (docs/performance.md, "The 1,000-game goal on an idle machine").
        gc.set_threshold(*SERVER_GC_THRESHOLDS)
        yield
        await hall.stop()

    routes = [
        Route("/", lambda request: FileResponse(str(WEB / "index.html"))),
        Route("/game/{id}", lambda request: FileResponse(str(WEB / "game.html"))),
        Route("/api/catalog", lambda request: JSONResponse(catalog())),
        Route("/api/health", api(health), methods=["GET"]),
        Route("/api/plan", api(plan), methods=["POST"]),
        Route("/api/data/{game}/{name:path}", api(game_data), methods=["GET"]),
        Route("/api/games", api(list_games), methods=["GET"]),
        Route("/api/games", api(create_game), methods=["POST"]),
        Route("/api/games/{id}", api(get_game), methods=["GET"]),
        Route("/api/games/{id}/actions", api(post_action), methods=["POST"]),
        Route("/api/games/{id}/undo", api(post_undo), methods=["POST"]),
        Route("/api/games/{id}/seats/{seat}/{change}", api(post_seat_change), methods=["POST"]),
        Route("/api/games/{id}/record", api(get_record), methods=["GET"]),
        Route("/api/games/{id}/cards", api(get_cards), methods=["GET"]),
        WebSocketRoute("/ws/games/{id}", live_socket),
        Mount("/static", WebFiles(directory=str(WEB)), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan, exception_handlers={HTTPException: http_error},
                    middleware=[Middleware(SecurityHeaders), Middleware(HostAllowlist, config=config)])
    app.state.hall = hall
    app.state.config = config
    app.state.socket_caps = SocketCaps(config.sockets_per_address, config.sockets_per_game, config.message_cooloff)
    return app


async def http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)  # the handler of HTTPException only
    return JSONResponse({"error": exc.detail, "status": exc.status_code}, status_code=exc.status_code,
                        headers=exc.headers)


def api(handler):
    """Wrap a handler(request, hall) -> dict: ApiError becomes its status, anything unexpected is logged as 500.
    A POST changes something: it must come from an allowed origin and carry JSON."""
    async def endpoint(request: Request) -> Response:
        try:
            if request.method == "POST":
                check_origin(request.headers, request.app.state.config)
                check_json_content_type(request.headers)
            return JSONResponse(await handler(request, request.app.state.hall))
        except ApiError as exc:
            return JSONResponse(exc.to_json(), status_code=exc.status, headers=exc.headers)
        except ClientDisconnect:  # nobody is left to answer; not the server's error
            timed_out = request.scope.get(BODY_TIMED_OUT)
            client_notes.note(f"request bodies not received within {timed_out:g} s (--body-timeout)" if timed_out
                              else "clients that left while sending a request body",
                              f"{request.method} {request.url.path[:80]}")
            return Response(status_code=400)
        except Exception:
            log.exception("unexpected error on %s %s", request.method, request.url.path)
            return JSONResponse({"error": "internal error (logged on the server)", "status": 500}, status_code=500)
    return endpoint


async def read_json(request: Request) -> dict:
    limit = request.app.state.config.max_body
    declared = request.headers.get("content-length")
    if declared and (not declared.isdigit() or len(declared) > 12 or int(declared) > limit):
        raise ApiError(413, f"request body too large (limit {limit} bytes)")
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            raise ApiError(413, f"request body too large (limit {limit} bytes)")
    return parse_json(bytes(body))


def parse_json(body: bytes | str) -> dict:
    """A request body through the same input policy as files (engine/inputs.py): UTF-8, bounded depth and numbers."""
    try:
        data = inputs.parse_json(body, "request body")
    except DicelandsError as exc:
        raise bad_request(str(exc)) from None
    if not isinstance(data, dict):
        raise bad_request("the request body must be a JSON object")
    return data


# ---- handlers ----------------------------------------------------------------------------------------------------
async def plan(request: Request, hall: Hall) -> dict:
    body = await read_json(request)
    return seat_plan(body.get("game"), body.get("options"))


async def health(request: Request, hall: Hall) -> dict:
    """For monitoring (and the memory tests): what this process holds in memory."""
    return {"ok": True, "games_in_memory": len(hall.games),
            "connections": sum(len(live.subscribers) for live in hall.games.values()),
            "bots_run_here": sum(live.owns_bots for live in hall.games.values()),  # games whose bot lease it holds
            "bot_choices": hall.stats["bot_choices"], "bot_moves": hall.stats["bot_moves"]}


async def game_data(request: Request, hall: Hall) -> dict:
    return component_data(request.path_params["game"], request.path_params["name"])


async def list_games(request: Request, hall: Hall) -> dict:
    return {"games": await hall.recent()}


async def create_game(request: Request, hall: Hall) -> dict:
    client = client_key(request.client.host if request.client else None, request.headers, hall.config)
    live, keys = await hall.create(await read_json(request), client)
    seats = []
    for seat, info in enumerate(live.seats):
        entry = {"seat": seat, "name": info["name"], "kind": info["kind"]}
        if seat in keys.invites:
            entry["invite"] = keys.invites[seat]
            entry["link"] = invite_link(live.id, seat, keys.invites[seat])
        seats.append(entry)
    return {"id": live.id, "game": live.game.id, "seats": seats, "creator_key": keys.creator_key,
            "spectate": f"/game/{live.id}"}


async def get_game(request: Request, hall: Hall) -> dict:
    live = await hall.get(request.path_params["id"])
    seat = viewer_seat(live, request.query_params.get("seat"), request.query_params.get("token"))
    return await live.settled_snapshot(seat)


async def post_action(request: Request, hall: Hall) -> dict:
    live = await hall.get(request.path_params["id"])
    body = await read_json(request)
    return await act(live, body)


async def post_undo(request: Request, hall: Hall) -> dict:
    live = await hall.get(request.path_params["id"])
    body = await read_json(request)
    return await live.undo(live.authorize(body.get("seat"), body.get("token")), body.get("expect"))


async def post_seat_change(request: Request, hall: Hall) -> dict:
    live = await hall.get(request.path_params["id"])
    body = await read_json(request)
    return await change_seat(live, request.path_params["seat"], request.path_params["change"], body)


async def get_record(request: Request, hall: Hall) -> dict:
    live = await hall.get(request.path_params["id"])
    if not live.match.is_over():
        raise forbidden("the record (with its seed) is published when the game is over")
    record = live.match.to_record()
    if live.stored.header.get("seed_commitment"):  # what the players were shown before play, to check the seed by
        record["seed_commitment"] = live.stored.header["seed_commitment"]
    return record


async def get_cards(request: Request, hall: Hall) -> dict:
    """The game's cards in players' words (engine/cards.py), fetched once by the game page with its static parts;
    they depend on the game and its options only, so they are not in the snapshots."""
    live = await hall.get(request.path_params["id"])
    return {"game": live.game.id, "cards": live.cards_json()}


async def act(live: LiveGame, body: dict) -> dict:
    seat = live.authorize(body.get("seat"), body.get("token"))
    action = body.get("action")
    if not isinstance(action, str) or not action.strip():
        raise bad_request("'action' must be an option in the game's notation, e.g. \"take blue5\"")
    return await live.act(seat, action, body.get("expect"))


def viewer_seat(live: LiveGame, seat: Any, token: Any) -> int | None:
    """None (spectator) without credentials; with them they must be right (403 otherwise)."""
    if seat in (None, "") and not token:
        return None
    if isinstance(seat, str):  # from a query string
        if not re.fullmatch(r"[0-9]{1,4}", seat):
            raise bad_request(f"'seat' must be a seat number, got {seat[:20]!r}")
        seat = int(seat)
    return live.authorize(seat, token)


# ---- the live connection -----------------------------------------------------------------------------------------
async def receive_message(websocket: WebSocket, limit: int, timeout: float | None = None) -> str:
    """The next message as text: binary, non-UTF-8 and oversized messages are refused with a 4xx, not a crash."""
    message = await asyncio.wait_for(websocket.receive(), timeout)
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000))
    data = message.get("text")
    if data is None:
        data = message.get("bytes") or b""
        if len(data) > limit:
            raise ApiError(413, f"message too large (limit {limit} bytes)")
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise bad_request("messages must be JSON text (UTF-8)") from None
    if len(data) > limit:
        raise ApiError(413, f"message too large (limit {limit} bytes)")
    return data


async def live_socket(websocket: WebSocket) -> None:
    """A live connection, counted against the caps on sockets per address and per game while it lasts."""
    caps: SocketCaps = websocket.app.state.socket_caps
    address = client_address(websocket.client.host if websocket.client else None, websocket.headers,
                             websocket.app.state.config)
    game_id = websocket.path_params["id"][:64]
    refusal = caps.admit(address, game_id)
    if refusal is not None:
        client_notes.note(f"live connections refused: {refusal.kind}")
        with contextlib.suppress(RuntimeError, OSError):
            await websocket.accept()
            await close_with_error(websocket, ApiError(refusal.status, refusal.message), refusal.close_code)
        return
    try:
        if await serve_live_socket(websocket) == CLOSE_TOO_MANY_MESSAGES:
            caps.flooded(address)
    finally:
        caps.leave(address, game_id)


async def close_with_error(websocket: WebSocket, error: ApiError, code: int) -> None:
    """The refusal as a last message, then the close code with a short reason."""
    with contextlib.suppress(Exception):
        await websocket.send_json({"type": "error", **error.to_json()})
        await websocket.close(code=code, reason=close_reason(error.message))


def close_reason(message: str) -> str:
    """A close frame's reason: at most 123 bytes of UTF-8 (a longer one fails the close, and the socket would drop
    without its code), so cut by bytes, never inside a character; lone surrogates become '?'."""
    return message.encode("utf-8", "replace")[:120].decode("utf-8", "ignore")


async def serve_live_socket(websocket: WebSocket) -> int | None:
    """Serve one live connection; returns CLOSE_TOO_MANY_MESSAGES if it was closed for its rate."""
    hall: Hall = websocket.app.state.hall
    limit = hall.config.max_body
    try:
        await websocket.accept()
    except (RuntimeError, OSError):  # the client gave up during the handshake (uvicorn: ClientDisconnected)
        return None
    try:
        live = await hall.get(websocket.path_params["id"])
        hello = parse_json(await receive_message(websocket, limit, timeout=30))
        check_origin(websocket.headers, hall.config)  # after reading the hello, so the refusal is read, not reset
        if hello.get("type") != "hello":
            raise bad_request("the first message must be {\"type\": \"hello\", \"seat\": ..., \"token\": ...}")
        seat = viewer_seat(live, hello.get("seat"), hello.get("token"))
    except ApiError as exc:
        await close_with_error(websocket, exc, 4000 + exc.status)
        return None
    except (asyncio.TimeoutError, WebSocketDisconnect):
        with contextlib.suppress(Exception):
            await websocket.close(code=4408)
        return None
    subscriber = Subscriber(seat, key=None if seat is None else token_hash(hello["token"]))
    send_lock = asyncio.Lock()  # snapshots and replies come from two tasks; one message at a time on the wire
    live.subscribe(subscriber)
    sender = asyncio.create_task(push_snapshots(websocket, live, subscriber, send_lock))
    rate = MessageRate(hall.config.messages_per_second, hall.config.message_burst)
    try:
        while True:
            try:
                message = await receive_message(websocket, limit)
            except ApiError as exc:
                message, reply = None, {"type": "reply", "id": None, **exc.to_json()}
            if not rate.take():
                client_notes.note("live connections closed for sending too many messages",
                                  f"over {hall.config.messages_per_second:g} a second (--messages-per-second)")
                async with send_lock:
                    await close_with_error(websocket, ApiError(429, "too many messages: at most "
                                                               f"{hall.config.messages_per_second:g} a second "
                                                               f"(bursts of {hall.config.message_burst})"),
                                           CLOSE_TOO_MANY_MESSAGES)
                return CLOSE_TOO_MANY_MESSAGES
            if message is not None:
                started = time.perf_counter()
                reply = await handle_message(live, message)
                reply["server_ms"] = round((time.perf_counter() - started) * 1000, 3)  # validate + commit
            async with send_lock:
                await websocket.send_text(encode(reply))
    except (WebSocketDisconnect, WebSocketDisconnected, OSError):  # the client left (while we were replying)
        pass
    finally:
        live.unsubscribe(subscriber)
        sender.cancel()
    return None


async def push_snapshots(websocket: WebSocket, live: LiveGame, subscriber: Subscriber, send_lock: asyncio.Lock) -> None:
    """Send the latest snapshot whenever something changed; changes made while sending coalesce into one."""
    with contextlib.suppress(WebSocketDisconnect, RuntimeError, asyncio.CancelledError):
        while True:
            await subscriber.changed.wait()
            subscriber.changed.clear()
            if not subscriber.revoked:
                text, subscriber.log_from = await live.settled_message(subscriber.seat, subscriber.log_from)
            if subscriber.revoked:  # its seat's token was replaced (maybe while waiting): no more of the seat's view
                async with send_lock:
                    await websocket.send_json({"type": "error", "error": subscriber.revoked, "status": 403})
                    await websocket.close(code=4403)
                return
            async with send_lock:
                await websocket.send_text(text)


async def handle_message(live: LiveGame, message: str) -> dict:
    request_id = None
    try:
        body = parse_json(message)
        request_id = body.get("id")
        if not (request_id is None or isinstance(request_id, (int, str))) or isinstance(request_id, bool):
            request_id = None  # echoed back as it came only when it is a plain number or text
        kind = body.get("type")
        if kind == "action":
            result = await act(live, body)
        elif kind == "undo":
            result = await live.undo(live.authorize(body.get("seat"), body.get("token")), body.get("expect"))
        else:
            raise bad_request(f"unknown message type {str(kind)[:40]!r} (expected \"action\" or \"undo\")")
        return {"type": "reply", "id": request_id, "status": 200, **result}
    except ApiError as exc:
        return {"type": "reply", "id": request_id, **exc.to_json()}
    except Exception:
        log.exception("unexpected error on a live message for game %s", live.id)
        return {"type": "reply", "id": request_id, "error": "internal error (logged on the server)", "status": 500}
