"""Where games live between requests: one small interface, SQLite (default) or PostgreSQL behind it.

A stored game IS its record: a `games` row holds the record header (game, rules version, options, seed, forced
chance, seat names) plus what the server adds (seat kinds, hashed seat tokens and invitations, status), and the append-only
`actions` table holds the action log, one row per action, keyed by (game, index). The primary key is the
optimistic-concurrency backstop: two writers of the same index cannot both commit. Undo deletes the last row.

`backends.open_storage(url)` picks the backend. The schema is created and migrated by `open()`: `MIGRATIONS[i]`
brings a database from version i to i + 1. SQL is written once with `?` placeholders; the PostgreSQL backend turns
them into `%s`.
"""
from __future__ import annotations

import json
import sqlite3
import threading
import time
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from pathlib import Path

MIGRATIONS: list[list[str]] = [
    [
        """CREATE TABLE games (
             id TEXT PRIMARY KEY,
             game TEXT NOT NULL,
             header TEXT NOT NULL,
             seats TEXT NOT NULL,
             status TEXT NOT NULL,
             n_actions INTEGER NOT NULL DEFAULT 0,
             result TEXT,
             created DOUBLE PRECISION NOT NULL,
             updated DOUBLE PRECISION NOT NULL)""",
        """CREATE TABLE actions (
             game_id TEXT NOT NULL REFERENCES games(id),
             idx INTEGER NOT NULL,
             seat INTEGER NOT NULL,
             action TEXT NOT NULL,
             at DOUBLE PRECISION NOT NULL,
             PRIMARY KEY (game_id, idx))""",
        "CREATE INDEX games_by_update ON games (updated)",
    ],
    [  # abuse limits count games by creator; start-up loads only games where a bot is to move
        "ALTER TABLE games ADD COLUMN creator TEXT",
        "ALTER TABLE games ADD COLUMN seed_chosen INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE games ADD COLUMN bot_turn INTEGER NOT NULL DEFAULT 0",
        "CREATE INDEX games_by_creator ON games (creator, created)",
    ],
    [  # one process runs a game's bots: the owner holds a lease (backend: its PostgreSQL session, if any)
        """CREATE TABLE bot_owners (
             game_id TEXT PRIMARY KEY,
             owner TEXT NOT NULL,
             backend INTEGER,
             expires DOUBLE PRECISION NOT NULL)""",
        "CREATE INDEX games_waiting_for_bots ON games (created) WHERE bot_turn = 1 AND status <> 'over'",
    ],
    [  # seats belong to the people in them (server/seats.py): the creator manages invitations with a key of its
        # own (its SHA-256 here; NULL for games stored before, whose seats were all handed out at creation)
        "ALTER TABLE games ADD COLUMN creator_key TEXT",
    ],
]


class ConflictError(Exception):
    """The action index is already taken (another writer got there first)."""


@dataclass
class StoredGame:
    id: str
    game: str
    header: dict  # the record minus its actions: format, game, rules_version, options, seed, forced, seats
    seats: list[dict]  # per seat: {"kind": "human"|"bot"|"automaton", "name", "bot"?, "token_hash"?, "invite_hash"?}
    status: str = "playing"  # "playing" or "over"
    result: dict | None = None
    created: float = field(default_factory=time.time)
    updated: float = field(default_factory=time.time)
    actions: list[tuple[int, str]] = field(default_factory=list)
    creator: str | None = None  # the hashed client address that created it (abuse limits)
    seed_chosen: bool = False  # the creator chose the seed (shown to all) rather than the server (committed to)
    bot_turn: bool = False  # a bot is to move: such a game is loaded at start-up so its bots carry on
    creator_key: str | None = None  # SHA-256 of the key that lets the creator re-invite seats (server/seats.py)

    def record(self) -> dict:
        return {**self.header, "actions": [[seat, text] for seat, text in self.actions]}


@dataclass
class GameSummary:
    id: str
    game: str
    seats: list[dict]
    status: str
    n_actions: int
    result: dict | None
    created: float
    updated: float


class Storage(ABC):
    """The interface both backends implement; every method is a coroutine and each write is one transaction."""

    @abstractmethod
    async def open(self) -> None: ...
    @abstractmethod
    async def close(self) -> None: ...
    @abstractmethod
    async def create_game(self, game: StoredGame) -> None: ...
    @abstractmethod
    async def append_action(self, game_id: str, index: int, seat: int, action: str, status: str,
                            result: dict | None, bot_turn: bool = False) -> None: ...
    @abstractmethod
    async def delete_last_action(self, game_id: str, index: int, status: str, result: dict | None,
                                 bot_turn: bool = False) -> None: ...
    @abstractmethod
    async def load_game(self, game_id: str) -> StoredGame | None: ...
    @abstractmethod
    async def list_games(self, limit: int = 50) -> list[GameSummary]: ...
    @abstractmethod
    async def unfinished_ids(self) -> list[str]: ...
    @abstractmethod
    async def bot_turn_ids(self) -> list[str]: ...  # unfinished games where a bot is to move
    @abstractmethod
    async def client_counts(self, creator: str, created_since: float, updated_since: float) -> ClientCounts: ...
    @abstractmethod
    async def actions_from(self, game_id: str, start: int) -> list[tuple[int, str]]: ...

    # Seat keys (server/seats.py): the `seats` JSON as stored, and a compare-and-swap of it. `replace_seats` writes
    # `new` only where the stored text is still `old` (one conditional UPDATE): False when another request changed
    # the seats first. PostgreSQL tells the other server processes (listen's `seats_changed`).
    @abstractmethod
    async def load_seats(self, game_id: str) -> str | None: ...
    @abstractmethod
    async def replace_seats(self, game_id: str, old: str, new: str) -> bool: ...

    # Bot owners: one server process runs a game's bots. `claim_bots` takes or renews the game's lease for
    # `seconds`; it succeeds when nobody holds it, `owner` already does, or the holder's lease expired (or, on
    # PostgreSQL, its database session ended: the process died). True when `owner` holds it now.
    @abstractmethod
    async def claim_bots(self, game_id: str, owner: str, seconds: float) -> bool: ...
    @abstractmethod
    async def release_bots(self, game_id: str, owner: str) -> None: ...
    @abstractmethod
    async def orphaned_bot_games(self) -> list[str]: ...  # a bot is to move and no live process holds the lease

    async def listen(self, callback, seats_changed=None) -> None:
        """Call `callback(game_id, count, (seat, action) | None)` when another server process changes a game (count:
        its actions after the change; the action appended, if that was the change), and `seats_changed(game_id)`
        when it changes a game's seat keys. One process per SQLite file: nothing to hear of; PostgreSQL uses
        LISTEN/NOTIFY."""


@dataclass
class ClientCounts:
    recent: int  # games created since `created_since`
    oldest_recent: float | None  # when the oldest of them was created
    open: int  # unfinished games touched since `updated_since`


# ---- shared SQL --------------------------------------------------------------------------------------------------
GAME_COLUMNS = ("id, game, header, seats, status, n_actions, result, created, updated, creator, seed_chosen, bot_turn, "
                "creator_key")
INSERT_GAME = f"INSERT INTO games ({GAME_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
INSERT_ACTION = "INSERT INTO actions (game_id, idx, seat, action, at) VALUES (?, ?, ?, ?, ?)"
DELETE_ACTION = "DELETE FROM actions WHERE game_id = ? AND idx = ?"
UPDATE_GAME = "UPDATE games SET status = ?, n_actions = ?, result = ?, bot_turn = ?, updated = ? WHERE id = ?"
SELECT_GAME = f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?"
SELECT_SEATS = "SELECT seats FROM games WHERE id = ?"
REPLACE_SEATS = "UPDATE games SET seats = ? WHERE id = ? AND seats = ?"
SELECT_ACTIONS = "SELECT idx, seat, action FROM actions WHERE game_id = ? ORDER BY idx"
SELECT_ACTIONS_FROM = "SELECT idx, seat, action FROM actions WHERE game_id = ? AND idx >= ? ORDER BY idx"
SELECT_RECENT = f"SELECT {GAME_COLUMNS} FROM games ORDER BY (status = 'over'), updated DESC LIMIT ?"
SELECT_UNFINISHED = "SELECT id FROM games WHERE status <> 'over' ORDER BY created"
SELECT_BOT_TURN = "SELECT id FROM games WHERE status <> 'over' AND bot_turn = 1 ORDER BY created"
COUNT_RECENT_BY = "SELECT COUNT(*), MIN(created) FROM games WHERE creator = ? AND created > ?"
COUNT_OPEN_BY = "SELECT COUNT(*) FROM games WHERE creator = ? AND status <> 'over' AND updated > ?"
# `{now}` is the clock leases are read by (SQLite: this process's, a parameter; PostgreSQL: the database's), and
# `{alive}` what else makes a lease stand (PostgreSQL: its holder's session still exists)
CLAIM_BOTS = """INSERT INTO bot_owners (game_id, owner, backend, expires) VALUES (?, ?, {backend}, {now} + ?)
                ON CONFLICT (game_id) DO UPDATE SET owner = excluded.owner, backend = excluded.backend,
                                                    expires = excluded.expires
                WHERE bot_owners.owner = excluded.owner OR NOT (bot_owners.expires >= {now} {alive})
                RETURNING owner"""
RELEASE_BOTS = "DELETE FROM bot_owners WHERE game_id = ? AND owner = ?"
SELECT_ORPHANED = """SELECT id FROM games WHERE status <> 'over' AND bot_turn = 1 AND NOT EXISTS (
                       SELECT 1 FROM bot_owners WHERE bot_owners.game_id = games.id
                                                  AND bot_owners.expires >= {now} {alive})
                     ORDER BY created"""
SQLITE_LEASES = {"now": "?", "alive": "", "backend": "NULL"}


def game_row(game: StoredGame) -> tuple:
    return (game.id, game.game, json.dumps(game.header), json.dumps(game.seats), game.status, len(game.actions),
            json.dumps(game.result) if game.result is not None else None, game.created, game.updated,
            game.creator, int(game.seed_chosen), int(game.bot_turn), game.creator_key)


def summary_from_row(row) -> GameSummary:
    gid, game, _header, seats, status, n_actions, result, created, updated = row[:9]
    return GameSummary(gid, game, json.loads(seats), status, n_actions, json.loads(result) if result else None,
                       created, updated)


def stored_from_rows(row, action_rows) -> StoredGame:
    gid, game, header, seats, status, _n, result, created, updated, creator, seed_chosen, bot_turn, creator_key = row
    actions = checked_actions(gid, action_rows)
    return StoredGame(gid, game, json.loads(header), json.loads(seats), status,
                      json.loads(result) if result else None, created, updated, actions, creator,
                      bool(seed_chosen), bool(bot_turn), creator_key)


def checked_actions(game_id: str, action_rows, start: int = 0) -> list[tuple[int, str]]:
    actions = []
    for expected, (idx, seat, action) in enumerate(action_rows, start):
        if idx != expected:
            raise RuntimeError(f"game {game_id}: action index {idx} found where {expected} was expected")
        actions.append((seat, action))
    return actions


# ---- SQLite ------------------------------------------------------------------------------------------------------
class SQLiteStorage(Storage):
    """One connection, used from the event loop thread: each write is a short local transaction.

    WAL journal with synchronous=NORMAL: a committed transaction survives the server process being killed
    (the OS holds it); only a power loss may drop the last few. Set `synchronous="FULL"` to fsync every commit.
    Checkpoints (copying the WAL into the database file, with an fsync) run on a thread of their own every
    `checkpoint_seconds`: SQLite's automatic checkpoint would run inside a commit on the event loop and stall
    every game for the length of the fsync (up to a few hundred ms on a busy disk).
    """

    def __init__(self, path: str, synchronous: str = "NORMAL", checkpoint_seconds: float = 1.0):
        self.path = path
        self.synchronous = synchronous
        self.checkpoint_seconds = checkpoint_seconds
        self.db: sqlite3.Connection | None = None
        self._checkpointer: threading.Thread | None = None
        self._closing = threading.Event()

    async def open(self) -> None:
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute(f"PRAGMA synchronous={self.synchronous}")
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.execute("PRAGMA busy_timeout=5000")
        self._migrate()
        self.db.execute("DELETE FROM bot_owners")  # one server process per SQLite file: any lease is a dead one's
        if self.path != ":memory:":
            self.db.execute("PRAGMA wal_autocheckpoint=0")
            self._closing.clear()
            self._checkpointer = threading.Thread(target=self._checkpoint_loop, name="sqlite-checkpoint", daemon=True)
            self._checkpointer.start()

    def _checkpoint_loop(self) -> None:
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        db.execute("PRAGMA busy_timeout=5000")
        try:
            while not self._closing.wait(self.checkpoint_seconds):
                db.execute("PRAGMA wal_checkpoint(PASSIVE)")
        finally:
            db.close()

    def _migrate(self) -> None:
        with self._transaction() as db:
            db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            row = db.execute("SELECT version FROM schema_version").fetchone()
            version = row[0] if row else 0
            if not row:
                db.execute("INSERT INTO schema_version (version) VALUES (0)")
            for statements in MIGRATIONS[version:]:
                for sql in statements:
                    db.execute(sql)
            db.execute("UPDATE schema_version SET version = ?", (len(MIGRATIONS),))

    def _open(self) -> sqlite3.Connection:
        assert self.db is not None, "storage is not open"
        return self.db

    def _transaction(self):
        db = self._open()

        class Transaction:
            def __enter__(self):
                db.execute("BEGIN IMMEDIATE")
                return db

            def __exit__(self, kind, exc, tb):
                db.execute("COMMIT" if kind is None else "ROLLBACK")

        return Transaction()

    async def close(self) -> None:
        if self._checkpointer is not None:
            self._closing.set()
            self._checkpointer.join()
            self._checkpointer = None
        if self.db is not None:
            self.db.close()  # the last connection to close checkpoints what is left of the WAL
            self.db = None

    async def create_game(self, game: StoredGame) -> None:
        with self._transaction() as db:
            db.execute(INSERT_GAME, game_row(game))
            for index, (seat, action) in enumerate(game.actions):
                db.execute(INSERT_ACTION, (game.id, index, seat, action, game.created))

    async def append_action(self, game_id, index, seat, action, status, result, bot_turn=False) -> None:
        try:
            with self._transaction() as db:
                db.execute(INSERT_ACTION, (game_id, index, seat, action, time.time()))
                db.execute(UPDATE_GAME, (status, index + 1, _json(result), int(bot_turn), time.time(), game_id))
        except sqlite3.IntegrityError as exc:
            raise ConflictError(f"action #{index} of game {game_id} already exists") from exc

    async def delete_last_action(self, game_id, index, status, result, bot_turn=False) -> None:
        with self._transaction() as db:
            if db.execute(DELETE_ACTION, (game_id, index)).rowcount != 1:
                raise ConflictError(f"action #{index} of game {game_id} is not stored")
            db.execute(UPDATE_GAME, (status, index, _json(result), int(bot_turn), time.time(), game_id))

    async def load_game(self, game_id) -> StoredGame | None:
        row = self._open().execute(SELECT_GAME, (game_id,)).fetchone()
        if row is None:
            return None
        return stored_from_rows(row, self._open().execute(SELECT_ACTIONS, (game_id,)).fetchall())

    async def list_games(self, limit: int = 50) -> list[GameSummary]:
        return [summary_from_row(row) for row in self._open().execute(SELECT_RECENT, (limit,)).fetchall()]

    async def unfinished_ids(self) -> list[str]:
        return [row[0] for row in self._open().execute(SELECT_UNFINISHED).fetchall()]

    async def bot_turn_ids(self) -> list[str]:
        return [row[0] for row in self._open().execute(SELECT_BOT_TURN).fetchall()]

    async def client_counts(self, creator, created_since, updated_since) -> ClientCounts:
        recent, oldest = self._open().execute(COUNT_RECENT_BY, (creator, created_since)).fetchone()
        (open_games,) = self._open().execute(COUNT_OPEN_BY, (creator, updated_since)).fetchone()
        return ClientCounts(recent, oldest, open_games)

    async def actions_from(self, game_id, start) -> list[tuple[int, str]]:
        return checked_actions(game_id, self._open().execute(SELECT_ACTIONS_FROM, (game_id, start)).fetchall(), start)

    async def load_seats(self, game_id) -> str | None:
        row = self._open().execute(SELECT_SEATS, (game_id,)).fetchone()
        return row[0] if row else None

    async def replace_seats(self, game_id, old, new) -> bool:
        with self._transaction() as db:
            return db.execute(REPLACE_SEATS, (new, game_id, old)).rowcount == 1

    async def claim_bots(self, game_id, owner, seconds) -> bool:
        now = time.time()
        with self._transaction() as db:
            return bool(db.execute(CLAIM_BOTS.format(**SQLITE_LEASES), (game_id, owner, now, seconds, now)).fetchall())

    async def release_bots(self, game_id, owner) -> None:
        with self._transaction() as db:
            db.execute(RELEASE_BOTS, (game_id, owner))

    async def orphaned_bot_games(self) -> list[str]:
        return [row[0] for row in self._open().execute(SELECT_ORPHANED.format(**SQLITE_LEASES), (time.time(),))]


def _json(value) -> str | None:
    return None if value is None else json.dumps(value)
