"""The PostgreSQL backend (psycopg 3, async): same schema and SQL as SQLite, `?` placeholders become `%s`.

One connection, its use serialised by an asyncio lock: every write is a single short transaction, so a pool would
add little for one server process. Migrations run under an advisory lock so two servers starting at once agree.
Several server processes may share the database: each write NOTIFYs the others (a second connection LISTENs), and
the (game, index) primary key still lets only one of two conflicting writes commit.
"""
from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections.abc import Callable

import psycopg

from .storage import (CLAIM_BOTS, COUNT_OPEN_BY, RELEASE_BOTS, SELECT_ORPHANED, COUNT_RECENT_BY, DELETE_ACTION, INSERT_ACTION, INSERT_GAME, MIGRATIONS,
                      REPLACE_SEATS, SELECT_ACTIONS, SELECT_ACTIONS_FROM, SELECT_BOT_TURN, SELECT_GAME, SELECT_RECENT,
                      SELECT_SEATS, SELECT_UNFINISHED, UPDATE_GAME,
                      ClientCounts, ConflictError, Storage, StoredGame, _json, checked_actions, game_row,
                      stored_from_rows, summary_from_row)

log = logging.getLogger("dicelands.server")

MIGRATION_LOCK = 0x6469_6365  # "dice"
CHANNEL = "dicelands_games"  # NOTIFY payload: {"game", "count" (actions after the change), "from", "action"}, or
#                               {"game", "from", "seats": true} when a game's seat keys changed (server/seats.py)


def pg(sql: str) -> str:
    return sql.replace("?", "%s")


# Leases by the database's clock; a lease stands only while its holder's session lives (a killed process's session
# ends at once, so another process takes its bots over without waiting for the lease to expire)
LEASES = {"now": "EXTRACT(EPOCH FROM clock_timestamp())::float8", "backend": "pg_backend_pid()",
          "alive": "AND EXISTS (SELECT 1 FROM pg_stat_activity WHERE pid = bot_owners.backend)"}
CLAIM = pg(CLAIM_BOTS.format(**LEASES))
ORPHANED = pg(SELECT_ORPHANED.format(**LEASES))


APPEND = pg(f"""WITH inserted AS ({INSERT_ACTION} RETURNING idx),
                     updated AS ({UPDATE_GAME} RETURNING id)
                SELECT pg_notify(?, ?), (SELECT COUNT(*) FROM inserted), (SELECT COUNT(*) FROM updated)""")
# the compare-and-swap of a game's seats, and the notification only when it took place
SWAP_SEATS = pg(f"WITH swapped AS ({REPLACE_SEATS} RETURNING id) SELECT pg_notify(?, ?) FROM swapped")


class PostgresStorage(Storage):
    def __init__(self, url: str):
        self.url = url
        self.conn: psycopg.AsyncConnection | None = None
        self.cursor: psycopg.AsyncCursor | None = None
        self.lock = asyncio.Lock()
        self.instance = secrets.token_hex(6)  # this process, in NOTIFY payloads: it need not hear its own changes
        self.listener: psycopg.AsyncConnection | None = None
        self._listening: int | None = None  # the listening connection's socket, watched by the event loop
        self._callback: Callable[[str, int, tuple | None], None] | None = None
        self._seats_callback: Callable[[str], None] | None = None

    def _conn(self) -> psycopg.AsyncConnection:
        assert self.conn is not None, "storage is not open"
        return self.conn

    def _cursor(self) -> psycopg.AsyncCursor:
        assert self.cursor is not None, "storage is not open"
        return self.cursor

    async def open(self) -> None:
        # autocommit: a single statement is its own transaction, one round trip (an action is one statement)
        self.conn = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
        self.cursor = self.conn.cursor()  # one cursor for the frequent statements (used under self.lock)
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

    async def _notify(self, game_id: str, count: int, action: tuple[int, str] | None = None) -> None:
        """Inside the write's transaction: other server processes hear of the change when it commits. The action
        rides along (notations are short, far under NOTIFY's 8000 bytes), so a listener need not read it back."""
        payload = json.dumps({"game": game_id, "count": count, "from": self.instance, "action": action})
        await self._conn().execute("SELECT pg_notify(%s, %s)", (CHANNEL, payload))

    async def listen(self, callback, seats_changed=None) -> None:
        """A second connection LISTENs; each change another process commits calls
        `callback(game_id, count, (seat, action) appended or None)`, or `seats_changed(game_id)` for seat keys."""
        self.listener = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
        await self.listener.execute(f"LISTEN {CHANNEL}")
        self._callback = callback
        self._seats_callback = seats_changed
        self._listening = self.listener.pgconn.socket
        asyncio.get_running_loop().add_reader(self._listening, self._hear)
        self._hear()  # any notification libpq read along with the LISTEN's answer

    def _hear(self) -> None:
        """The listening connection is readable: hand on every notification that came. Read through libpq directly
        (the connection does nothing else): psycopg's notifies() made futures and a reader per notification, about
        a tenth of the servers' CPU under load."""
        if self.listener is None or self._listening is None or self._callback is None:
            return  # closed
        pgconn = self.listener.pgconn
        try:
            pgconn.consume_input()
        except psycopg.OperationalError as exc:  # the database went away: nothing more to hear on this connection
            asyncio.get_running_loop().remove_reader(self._listening)
            self._listening = None
            log.warning("stopped listening for other processes' changes: %s", exc)
            return
        while (note := pgconn.notifies()) is not None:
            change = json.loads(note.extra)
            if change["from"] == self.instance:
                continue
            if change.get("seats"):
                if self._seats_callback is not None:
                    self._seats_callback(change["game"])
            else:
                self._callback(change["game"], change["count"], change["action"] and tuple(change["action"]))

    async def close(self) -> None:
        if self._listening is not None:
            asyncio.get_running_loop().remove_reader(self._listening)
            self._listening = None
        if self.listener is not None:
            await self.listener.close()
            self.listener = None
        if self.conn is not None:
            await self.conn.close()
            self.conn = None
            self.cursor = None

    async def create_game(self, game: StoredGame) -> None:
        async with self.lock, self._conn().transaction():
            await self._conn().execute(pg(INSERT_GAME), game_row(game))
            for index, (seat, action) in enumerate(game.actions):
                await self._conn().execute(pg(INSERT_ACTION), (game.id, index, seat, action, game.created))

    async def append_action(self, game_id, index, seat, action, status, result, bot_turn=False) -> None:
        """One statement, so one round trip and one transaction: the action row, the game row, the notification.
        Under load every round trip waits for the database's process to be scheduled; three took ~50 ms at p50."""
        now = time.time()
        payload = json.dumps({"game": game_id, "count": index + 1, "from": self.instance, "action": (seat, action)})
        try:
            async with self.lock:
                await self._cursor().execute(APPEND, (game_id, index, seat, action, now, status, index + 1,
                                                      _json(result), int(bot_turn), now, game_id, CHANNEL, payload))
        except psycopg.errors.UniqueViolation as exc:
            raise ConflictError(f"action #{index} of game {game_id} already exists") from exc

    async def delete_last_action(self, game_id, index, status, result, bot_turn=False) -> None:
        async with self.lock, self._conn().transaction():
            cursor = await self._conn().execute(pg(DELETE_ACTION), (game_id, index))
            if cursor.rowcount != 1:
                raise ConflictError(f"action #{index} of game {game_id} is not stored")
            await self._conn().execute(pg(UPDATE_GAME), (status, index, _json(result), int(bot_turn), time.time(),
                                                      game_id))
            await self._notify(game_id, index)

    async def _fetch(self, sql: str, params: tuple) -> list:
        async with self.lock:
            await self._cursor().execute(pg(sql), params)
            return await self._cursor().fetchall()

    async def load_game(self, game_id) -> StoredGame | None:
        rows = await self._fetch(SELECT_GAME, (game_id,))
        if not rows:
            return None
        return stored_from_rows(rows[0], await self._fetch(SELECT_ACTIONS, (game_id,)))

    async def list_games(self, limit: int = 50):
        return [summary_from_row(row) for row in await self._fetch(SELECT_RECENT, (limit,))]

    async def unfinished_ids(self) -> list[str]:
        return [row[0] for row in await self._fetch(SELECT_UNFINISHED, ())]

    async def bot_turn_ids(self) -> list[str]:
        return [row[0] for row in await self._fetch(SELECT_BOT_TURN, ())]

    async def client_counts(self, creator, created_since, updated_since) -> ClientCounts:
        (recent, oldest), = await self._fetch(COUNT_RECENT_BY, (creator, created_since))
        (open_games,), = await self._fetch(COUNT_OPEN_BY, (creator, updated_since))
        return ClientCounts(recent, oldest, open_games)

    async def actions_from(self, game_id, start) -> list[tuple[int, str]]:
        return checked_actions(game_id, await self._fetch(SELECT_ACTIONS_FROM, (game_id, start)), start)

    async def load_seats(self, game_id) -> str | None:
        rows = await self._fetch(SELECT_SEATS, (game_id,))
        return rows[0][0] if rows else None

    async def replace_seats(self, game_id, old, new) -> bool:
        payload = json.dumps({"game": game_id, "from": self.instance, "seats": True})
        async with self.lock:
            await self._cursor().execute(SWAP_SEATS, (new, game_id, old, CHANNEL, payload))
            return bool(await self._cursor().fetchall())

    async def claim_bots(self, game_id, owner, seconds) -> bool:
        return bool(await self._fetch(CLAIM, (game_id, owner, seconds)))

    async def release_bots(self, game_id, owner) -> None:
        async with self.lock:
            await self._conn().execute(pg(RELEASE_BOTS), (game_id, owner))

    async def orphaned_bot_games(self) -> list[str]:
        return [row[0] for row in await self._fetch(ORPHANED, ())]
