"""Fixtures for the server tests: the engine's toy game registered, an app on a real SQLite file, helpers."""
from __future__ import annotations

import os
import time
import warnings

import pytest

warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")

from starlette.testclient import TestClient  # noqa: E402

from dicelands.server import create_app  # noqa: E402
from dicelands.server.config import ServerConfig  # noqa: E402

# The tests create many games from one address and choose seeds for repeatable dice: limits for the tests of
# limits are set there; here they are out of the way. (TestClient names its host "testserver".)
TEST_CONFIG = ServerConfig(bot_delay=0, games_per_minute=10**6, open_games_per_client=10**6,
                           seeded_games_with_people=True, allowed_hosts=("testserver",))


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch):
    from dicelands.engine import registry
    monkeypatch.setitem(registry.GAMES, "toy", "tests.engine.toy_game")


@pytest.fixture
def db_path(tmp_path):
    return str(tmp_path / "games.db")


@pytest.fixture
def client(db_path):
    with TestClient(create_app(db_path, config=TEST_CONFIG)) as test_client:
        yield test_client


_CREATED_DATABASES: list[str] = []


def postgres_url() -> str | None:
    """A new, empty database on the test PostgreSQL server (.ci/browser-and-db.sh starts it), for one test's servers.

    Each caller gets its own database, so no server of one test (or one left over from it) can see or drop another
    test's tables. The databases are dropped when the session ends. In CI the server's absence is a failure, not a
    skip."""
    url = os.environ.get("DICELANDS_TEST_POSTGRES_URL")
    if not url:
        if os.environ.get("CI") == "true":
            pytest.fail("CI=true but DICELANDS_TEST_POSTGRES_URL is not set: .ci/browser-and-db.sh did not run")
        pytest.skip("DICELANDS_TEST_POSTGRES_URL is not set")
    import psycopg
    name = f"dicelands_t{os.getpid()}_{len(_CREATED_DATABASES)}"
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        conn.execute(f"CREATE DATABASE {name}")
    _CREATED_DATABASES.append(name)
    return url.rsplit("/", 1)[0] + "/" + name


@pytest.fixture(scope="session", autouse=True)
def drop_test_databases():
    yield
    if not _CREATED_DATABASES:
        return
    import psycopg
    with psycopg.connect(os.environ["DICELANDS_TEST_POSTGRES_URL"], autocommit=True) as conn:
        for name in _CREATED_DATABASES:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


@pytest.fixture
def servers(tmp_path):
    """Two `dicelands serve` processes on one new PostgreSQL database; neither may log a traceback."""
    from .server_process import ServerProcess
    url = postgres_url()
    pair = [ServerProcess(url, log_path=str(tmp_path / f"server{n}.log")).start() for n in (0, 1)]
    yield pair
    for server in pair:
        server.stop()
        assert "Traceback" not in open(server.log_path).read()


def create(client, game="toy", seats=None, options=None, seed=5, claim=True) -> dict:
    """A new game; with `claim`, every person's seat claimed as its invitee would (each entry gets its `token`)."""
    seats = seats or [{"kind": "human"}, {"kind": "human"}]
    response = client.post("/api/games", json={"game": game, "options": options or {}, "seats": seats, "seed": seed})
    assert response.status_code == 200, response.text
    return claim_seats(client, response.json()) if claim else response.json()


def claim_url(game: dict, seat: int, change: str = "claim") -> str:
    return f"/api/games/{game['id']}/seats/{seat}/{change}"


def claim_seats(client, game: dict) -> dict:
    """Claim each person's seat of a game just created (a TestClient or an httpx.Client): the test then holds the
    seats' tokens, in `game["seats"][seat]["token"]`, as the people invited would."""
    for entry in game["seats"]:
        if "invite" in entry:
            response = client.post(claim_url(game, entry["seat"]), json={"invite": entry["invite"]})
            assert response.status_code == 200, response.text
            entry["token"] = response.json()["token"]
    return game


async def claim_seats_async(client, game: dict) -> dict:
    """claim_seats with an httpx.AsyncClient."""
    for entry in game["seats"]:
        if "invite" in entry:
            response = await client.post(claim_url(game, entry["seat"]), json={"invite": entry["invite"]})
            assert response.status_code == 200, response.text
            entry["token"] = response.json()["token"]
    return game


def snapshot(client, game: dict, seat: int | None = None) -> dict:
    params = {} if seat is None else {"seat": seat, "token": game["seats"][seat]["token"]}
    response = client.get(f"/api/games/{game['id']}", params=params)
    assert response.status_code == 200, response.text
    return response.json()


def act(client, game: dict, seat: int, action: str, expect: int | None = None, token: str | None = None):
    if expect is None:
        expect = snapshot(client, game)["index"]
    token = game["seats"][seat]["token"] if token is None else token
    return client.post(f"/api/games/{game['id']}/actions",
                       json={"seat": seat, "token": token, "action": action, "expect": expect})


def wait_until(predicate, timeout: float = 10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.01)
    raise AssertionError("condition not reached in time")
