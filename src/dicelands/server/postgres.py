"""The PostgreSQL backend (psycopg 3, async): same schema and SQL as SQLite, `?` placeholders become `%s`.

One connection, its use serialised by an asyncio lock: every write is a single short transaction, so a pool would
add little for one server process. Migrations run under an advisory lock so two servers starting at once agree.
"""
from __future__ import annotations

import asyncio
import time

import psycopg

from .storage import (DELETE_ACTION, INSERT_ACTION, INSERT_GAME, MIGRATIONS, SELECT_ACTIONS, SELECT_GAME,
                      SELECT_RECENT, SELECT_UNFINISHED, UPDATE_GAME, ConflictError, Storage, StoredGame, _json,
                      game_row, stored_from_rows, summary_from_row)

MIGRATION_LOCK = 0x6469_6365  # "dice"


def pg(sql: str) -> str:
    return sql.replace("?", "%s")


class PostgresStorage(Storage):
    def __init__(self, url: str):
        self.url = url
        self.conn: psycopg.AsyncConnection | None = None
        self.lock = asyncio.Lock()

    async def open(self) -> None:
        self.conn = await psycopg.AsyncConnection.connect(self.url)
        async with self.lock, self.conn.transaction():
            await self.conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
            await self.conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            row = await (await self.conn.execute("SELECT version FROM schema_version")).fetchone()
            version = row[0] if row else 0
            if not row:
                await self.conn.execute("INSERT INTO schema_version (version) VALUES (0)")
            for statements in MIGRATIONS[version:]:
                for sql in statements:
                    await self.conn.execute(sql)
            await self.conn.execute("UPDATE schema_version SET version = %s", (len(MIGRATIONS),))

    async def close(self) -> None:
        if self.conn is not None:
            await self.conn.close()
            self.conn = None

    async def create_game(self, game: StoredGame) -> None:
        async with self.lock, self.conn.transaction():
            await self.conn.execute(pg(INSERT_GAME), game_row(game))
            for index, (seat, action) in enumerate(game.actions):
                await self.conn.execute(pg(INSERT_ACTION), (game.id, index, seat, action, game.created))

    async def append_action(self, game_id, index, seat, action, status, result) -> None:
        try:
            async with self.lock, self.conn.transaction():
                await self.conn.execute(pg(INSERT_ACTION), (game_id, index, seat, action, time.time()))
                await self.conn.execute(pg(UPDATE_GAME), (status, index + 1, _json(result), time.time(), game_id))
        except psycopg.errors.UniqueViolation as exc:
            raise ConflictError(f"action #{index} of game {game_id} already exists") from exc

    async def delete_last_action(self, game_id, index, status, result) -> None:
        async with self.lock, self.conn.transaction():
            cursor = await self.conn.execute(pg(DELETE_ACTION), (game_id, index))
            if cursor.rowcount != 1:
                raise ConflictError(f"action #{index} of game {game_id} is not stored")
            await self.conn.execute(pg(UPDATE_GAME), (status, index, _json(result), time.time(), game_id))

    async def _fetch(self, sql: str, params: tuple) -> list:
        async with self.lock, self.conn.transaction():
            return await (await self.conn.execute(pg(sql), params)).fetchall()

    async def load_game(self, game_id) -> StoredGame | None:
        rows = await self._fetch(SELECT_GAME, (game_id,))
        if not rows:
            return None
        return stored_from_rows(rows[0], await self._fetch(SELECT_ACTIONS, (game_id,)))

    async def list_games(self, limit: int = 50):
        return [summary_from_row(row) for row in await self._fetch(SELECT_RECENT, (limit,))]

    async def unfinished_ids(self) -> list[str]:
        return [row[0] for row in await self._fetch(SELECT_UNFINISHED, ())]
