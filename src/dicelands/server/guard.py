"""What stands between the internet and the handlers: origins, content types, security headers, static files, the
client's address, and names cleaned of characters that would make a page lie."""
from __future__ import annotations

import hashlib
import ipaddress
import json
import re
import unicodedata
from urllib.parse import urlsplit

from starlette.datastructures import Headers, MutableHeaders
from starlette.staticfiles import StaticFiles

from .config import ServerConfig
from .errors import ApiError, forbidden
from .throttle import address_group

# The pages load only their own scripts and styles (plus styles set from script), talk only to their own server,
# and may not be framed by another site (clickjacking a "play" button).
SECURITY_HEADERS = {
    "content-security-policy": ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
                                "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
                                "form-action 'self'; frame-ancestors 'none'"),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
}
STATIC_SUFFIXES = {".html", ".js", ".css", ".svg", ".png", ".ico", ".woff2", ".json", ".txt"}  # .txt: the rules guides


class SecurityHeaders:
    """ASGI middleware: SECURITY_HEADERS on every HTTP response."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)

        async def send_with_headers(message):
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in SECURITY_HEADERS.items():
                    headers.setdefault(name, value)
            await send(message)

        await self.app(scope, receive, send_with_headers)


class WebFiles(StaticFiles):
    """The web client's files, and nothing else from the package folder (no .py, no __pycache__)."""

    async def get_response(self, path, scope):
        name = path.rsplit("/", 1)[-1]
        if "__pycache__" in path or name.startswith(".") or not any(name.endswith(s) for s in STATIC_SUFFIXES):
            from starlette.exceptions import HTTPException
            raise HTTPException(404, "not found")
        return await super().get_response(path, scope)


def check_origin(headers: Headers, config: ServerConfig) -> None:
    """A browser names the page that sends a request in `Origin`: only the server's own pages (or the configured
    origins) may change games or open live connections. Requests without Origin are not from a browser page."""
    origin = headers.get("origin")
    if origin is None:
        return
    if origin in config.allowed_origins:
        return
    host = headers.get("x-forwarded-host") if config.trust_proxy and headers.get("x-forwarded-host") else None
    host = host or headers.get("host")
    parts = urlsplit(origin)
    if host and parts.scheme in ("http", "https") and parts.netloc == host:
        return
    raise forbidden(f"requests from origin {origin[:80]!r} are not allowed (the server accepts its own pages"
                    + (f" and {', '.join(config.allowed_origins)}" if config.allowed_origins else "") + ")")


def check_json_content_type(headers: Headers) -> None:
    kind = headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/json":
        raise ApiError(415, "the request body must be JSON sent with 'Content-Type: application/json'")


def client_address(host: str | None, headers: Headers, config: ServerConfig) -> str:
    """Who the limits count: the client's address (the nearest one X-Forwarded-For names behind a trusted proxy);
    an IPv6 address stands for its /64."""
    address = host or "unknown"
    if config.trust_proxy and headers.get("x-forwarded-for"):
        address = headers["x-forwarded-for"].split(",")[-1].strip() or address
    return address_group(address)


def client_key(host: str | None, headers: Headers, config: ServerConfig) -> str:
    """The client's address hashed, so storage holds no addresses."""
    address = client_address(host, headers, config)
    return hashlib.sha256(f"dicelands-client:{address}".encode()).hexdigest()[:32]


def host_name(host: str) -> str:
    """The name in a Host header, without its port: `play.example.org:8000` -> `play.example.org`, `[::1]:80` ->
    `::1`."""
    host = host.strip().lower()
    if host.startswith("["):
        return host[1:host.find("]")] if "]" in host else host
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


def host_refusal(headers: Headers, config: ServerConfig) -> str | None:
    """Why the Host a request names is not one this server answers to (None: it is).

    DNS rebinding points a name the attacker owns at this server: the browser then sends that name as Host, and as
    the page's Origin, so the origin check alone would pass. Allowed: `localhost` (and `*.localhost`), any IP address
    (a rebinding page always names its own domain, never a bare address) and the names given with --allowed-host."""
    allowed = config.allowed_hosts
    if "*" in allowed:
        return None
    for value in (headers.get("host"), headers.get("x-forwarded-host") if config.trust_proxy else None):
        if value is None:
            continue
        name = host_name(value)
        if name == "localhost" or name.endswith(".localhost") or name in allowed or is_ip_address(name):
            continue
        return (f"this server does not answer to the host name {value[:80]!r}; its operator can allow it with "
                f"--allowed-host {name[:80]}")
    return None


def is_ip_address(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


class HostAllowlist:
    """ASGI middleware: requests and WebSocket handshakes naming a Host this server does not answer to get 421."""

    def __init__(self, app, config: ServerConfig):
        self.app, self.config = app, config

    async def __call__(self, scope, receive, send):
        if scope["type"] in ("http", "websocket"):
            refusal = host_refusal(Headers(scope=scope), self.config)
            if refusal is not None:
                body = json.dumps({"error": refusal, "status": 421}).encode()
                headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
                if scope["type"] == "http":
                    await send({"type": "http.response.start", "status": 421, "headers": headers})
                    await send({"type": "http.response.body", "body": body})
                elif "websocket.http.response" in scope.get("extensions", {}):
                    await send({"type": "websocket.http.response.start", "status": 421, "headers": headers})
                    await send({"type": "websocket.http.response.body", "body": body})
                else:
                    await send({"type": "websocket.close", "code": 4421, "reason": "host not allowed"})
                return
        await self.app(scope, receive, send)


# Control characters, bidi overrides and isolates, zero-width joiners and other invisible formatting, private use,
# unassigned and surrogates: a seat name keeps letters, marks, numbers, punctuation, symbols; any white space
# (tabs, line breaks) becomes one plain space.
_DROPPED = {"Cc", "Cf", "Co", "Cn", "Cs", "Zl", "Zp"}


def clean_name(name: str) -> str:
    text = unicodedata.normalize("NFC", name)
    text = "".join(" " if ch.isspace() else ch for ch in text
                   if ch.isspace() or unicodedata.category(ch) not in _DROPPED)
    return re.sub(r" +", " ", text).strip()


GAME_ID = re.compile(r"[A-Za-z0-9]{1,32}")


def shown_id(game_id: str) -> str:
    """A game id as an error message may quote it: ids are short, so anything longer is cut."""
    return repr(game_id) if len(game_id) <= 32 else repr(game_id[:32] + "…")
