"""The game server: an ASGI app (Starlette on uvicorn) over SQLite or PostgreSQL storage. See docs/server.md."""
from .app import create_app

__all__ = ["create_app"]
