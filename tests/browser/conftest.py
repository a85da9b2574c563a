"""Playwright (Python) driving Debian's Chromium against a real `dicelands serve` process."""
from __future__ import annotations

import os
import shutil

import pytest

from tests.server.server_process import ServerProcess

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def chromium_path() -> str:
    path = os.environ.get("DICELANDS_TEST_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    if not os.path.exists(path):
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true but Chromium is missing at {path}: .ci/browser-and-db.sh did not run")
        pytest.skip("Chromium is not installed (apt-get install chromium)")
    return path


@pytest.fixture(scope="module")
def browser():
    playwright_api = pytest.importorskip("playwright.sync_api")
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def server(tmp_path):
    process = ServerProcess(str(tmp_path / "games.db"), bot_delay=0.05).start()
    yield process
    process.stop()


@pytest.fixture
def instant_server(tmp_path):
    """Bots that move at once, for tests where the bots' moves are only what the person waits through (`server`
    pauses 50 ms before each)."""
    process = ServerProcess(str(tmp_path / "games.db"), bot_delay=0).start()
    yield process
    process.stop()
