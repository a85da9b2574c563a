"""The storage interface, the same tests on SQLite and on a real PostgreSQL server (DICELANDS_TEST_POSTGRES_URL)."""
from __future__ import annotations

import asyncio
import json
import sqlite3

import pytest
from starlette.testclient import TestClient

from dicelands.server import create_app
from dicelands.server.backends import open_storage
from dicelands.server.storage import MIGRATIONS, ConflictError, SQLiteStorage, StoredGame

from .conftest import TEST_CONFIG, act, create, postgres_url, snapshot


@pytest.fixture(params=["sqlite", "postgres"])
def storage_url(request, tmp_path):
    if request.param == "sqlite":
        return str(tmp_path / "store.db")
    return postgres_url()


def run(coroutine):
    return asyncio.run(coroutine)


def header(seed=1):
    return {"format": "dicelands-record/1", "game": "toy", "rules_version": "1", "options": {"players": 2},
            "seed": seed, "forced": [], "seats": ["a", "b"]}


def test_records_and_actions_round_trip_and_an_index_can_be_written_once(storage_url):
    async def scenario():
        store = open_storage(storage_url)
        await store.open()
        await store.create_game(StoredGame("g1", "toy", header(), [{"kind": "human", "name": "a"}] * 2))
        await store.append_action("g1", 0, 0, "step", "playing", None)
        await store.append_action("g1", 1, 1, "roll", "playing", None)
        with pytest.raises(ConflictError):
            await store.append_action("g1", 1, 0, "step", "playing", None)
        await store.delete_last_action("g1", 1, "playing", None)
        with pytest.raises(ConflictError):
            await store.delete_last_action("g1", 1, "playing", None)
        await store.append_action("g1", 1, 1, "step", "over", {"winners": [1]})
        await store.close()
        reopened = open_storage(storage_url)
        await reopened.open()  # migrations run again and find nothing to do
        loaded = await reopened.load_game("g1")
        assert loaded.record() == {**header(), "actions": [[0, "step"], [1, "step"]]}
        assert (loaded.status, loaded.result) == ("over", {"winners": [1]})
        assert await reopened.load_game("missing") is None
        summaries = await reopened.list_games()
        assert [(s.id, s.status, s.n_actions) for s in summaries] == [("g1", "over", 2)]
        assert await reopened.unfinished_ids() == []
        await reopened.close()
    run(scenario())


def test_one_process_holds_a_games_bots_until_it_lets_go_or_its_lease_lapses(storage_url):
    """The bot lease (Storage.claim_bots): taken by one owner, renewed by it, refused to another, free again once
    released or lapsed; a game whose bot is to move and whose lease nobody holds is an orphan to adopt."""
    async def scenario():
        one, two = open_storage(storage_url), open_storage(storage_url)
        await one.open()
        await two.open()
        await one.create_game(StoredGame("g1", "toy", header(), [{"kind": "bot", "name": "a"}] * 2, bot_turn=True))
        await one.create_game(StoredGame("g2", "toy", header(), [{"kind": "human", "name": "a"}] * 2))
        assert await two.orphaned_bot_games() == ["g1"]  # g2 waits for a person
        assert await one.claim_bots("g1", "A", 60)
        assert not await two.claim_bots("g1", "B", 60)
        assert await one.claim_bots("g1", "A", 60)  # renewed by its holder
        await two.release_bots("g1", "B")  # not B's to release
        assert not await two.claim_bots("g1", "B", 60) and await two.orphaned_bot_games() == []
        await one.release_bots("g1", "A")
        assert await two.orphaned_bot_games() == ["g1"]
        assert await two.claim_bots("g1", "B", 0.3)
        assert not await one.claim_bots("g1", "A", 60)
        await asyncio.sleep(0.5)  # B's lease lapsed (B hangs, say)
        assert await one.orphaned_bot_games() == ["g1"]
        assert await one.claim_bots("g1", "A", 60)
        await one.close()
        if storage_url.startswith("postgresql"):  # a process that died holds nothing: its session is gone
            for _ in range(100):
                if await two.claim_bots("g1", "B", 60):
                    break
                await asyncio.sleep(0.02)
            assert await two.claim_bots("g1", "B", 60)
        await two.close()
    run(scenario())


def test_open_and_recent_games_are_listed_open_first(storage_url):
    async def scenario():
        store = open_storage(storage_url)
        await store.open()
        for n, status in enumerate(["over", "playing", "over"]):
            await store.create_game(StoredGame(f"g{n}", "toy", header(n), [], status, created=n, updated=n))
        assert [s.id for s in await store.list_games()] == ["g1", "g2", "g0"]
        assert await store.unfinished_ids() == ["g1"]
        await store.close()
    run(scenario())


def test_the_schema_version_is_recorded(tmp_path):
    store = SQLiteStorage(str(tmp_path / "v.db"))
    run(store.open())
    assert store.db.execute("SELECT version FROM schema_version").fetchall() == [(len(MIGRATIONS),)] == [(4,)]
    run(store.close())


def test_a_version_1_database_is_migrated_and_its_games_still_load(tmp_path):
    """A database written before the abuse-limit columns: migration 2 adds them, its games load and count nowhere."""
    path = str(tmp_path / "old.db")
    db = sqlite3.connect(path)
    for sql in ["CREATE TABLE schema_version (version INTEGER NOT NULL)", "INSERT INTO schema_version VALUES (1)",
                *MIGRATIONS[0]]:
        db.execute(sql)
    db.execute("INSERT INTO games VALUES ('old1', 'toy', ?, '[]', 'playing', 0, NULL, 1, 1)", (json.dumps(header()),))
    db.commit()
    db.close()
    store = SQLiteStorage(path)
    run(store.open())
    loaded = run(store.load_game("old1"))
    assert loaded.header == header() and loaded.creator is None and not loaded.bot_turn
    assert run(store.bot_turn_ids()) == [] and run(store.unfinished_ids()) == ["old1"]
    run(store.close())


def test_sqlite_checkpoints_run_off_the_event_loop_and_stop_with_the_storage(tmp_path):
    """Commits never checkpoint (that fsync would stall every game); the checkpoint thread copies the WAL into the
    database file within a few intervals, and close() stops it."""
    path = tmp_path / "c.db"

    async def scenario():
        store = SQLiteStorage(str(path), checkpoint_seconds=0.05)
        await store.open()
        assert store.db.execute("PRAGMA wal_autocheckpoint").fetchone() == (0,)
        await store.create_game(StoredGame("g1", "toy", header(), [{"kind": "human", "name": "a"}] * 2))
        size_before = path.stat().st_size
        for index in range(300):
            await store.append_action("g1", index, index % 2, "step " + "x" * 200, "playing", None)
        for _ in range(100):  # the thread's next pass copies the new pages into the file itself
            if path.stat().st_size > size_before:
                break
            await asyncio.sleep(0.05)
        assert path.stat().st_size > size_before, "nothing was checkpointed into the database file"
        thread = store._checkpointer
        await store.close()
        assert not thread.is_alive()
    run(scenario())


def test_a_game_played_over_the_api_continues_after_a_restart(storage_url):
    with TestClient(create_app(storage_url, config=TEST_CONFIG)) as client:
        game = create(client)
        act(client, game, 0, "step", expect=0)
        act(client, game, 1, "roll", expect=1)
        before = snapshot(client, game, 1)
    with TestClient(create_app(storage_url, config=TEST_CONFIG)) as client:
        assert snapshot(client, game, 1) == before
        assert act(client, game, 0, "step", expect=2).json()["index"] == 2


def test_no_snapshot_shows_a_position_whose_write_is_still_pending_or_failed(tmp_path):
    """While a move's write awaits the database the match in memory is ahead of storage; if the write then fails
    (another process took the index) the move is put back. Snapshots wait for the write: none shows that move."""
    from dicelands.server.config import ServerConfig
    from dicelands.server.hall import Hall
    from dicelands.server.storage import ConflictError

    async def scenario():
        storage = SQLiteStorage(str(tmp_path / "pending.db"))
        hall = Hall(storage, ServerConfig(bot_delay=0, seeded_games_with_people=True))
        await hall.start()
        live, _keys = await hall.create({"game": "toy", "seats": [{"kind": "human"}] * 2, "seed": 1})
        gate = asyncio.Event()

        async def slow_failing_write(*args, **kwargs):
            await gate.wait()
            raise ConflictError("action #0 already exists")

        storage.append_action = slow_failing_write
        move = asyncio.create_task(live.act(0, "step", 0))
        await asyncio.sleep(0.01)  # the move is applied in memory and its write is pending
        seen = asyncio.create_task(live.settled_snapshot(0))
        await asyncio.sleep(0.01)
        assert not seen.done()  # waits for the write
        gate.set()
        await asyncio.gather(move, return_exceptions=True)
        snapshot = await seen
        assert snapshot["index"] == 0 and snapshot["log"] == [] and snapshot["legal"] == ["step", "roll"]
        await hall.stop()

    run(scenario())
