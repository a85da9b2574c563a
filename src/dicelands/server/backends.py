"""Which storage backend a URL means. Kept apart from storage.py, which both backends build on."""
from __future__ import annotations

from .storage import SQLiteStorage, Storage


def open_storage(url: str | None) -> Storage:
    """`postgresql://...` -> PostgreSQL; `sqlite:///path`, a plain path or None (./dicelands.db) -> SQLite."""
    url = url or "dicelands.db"
    if url.startswith(("postgresql://", "postgres://")):
        from .postgres import PostgresStorage  # only a PostgreSQL server needs psycopg
        return PostgresStorage(url)
    if url.startswith("sqlite:///"):  # sqlite:///relative.db, sqlite:////absolute/path.db
        url = url.removeprefix("sqlite:///")
    return SQLiteStorage(url)
