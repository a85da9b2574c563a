"""Suite-wide settings. The suite runs on every core (pytest-xdist, `-n auto --dist loadgroup`): tests that start
servers, a browser or use the shared PostgreSQL database run together in one worker (one `xdist_group`), so they
never race for the same database; everything else is spread over the cores by load."""
from __future__ import annotations

from pathlib import Path

import pytest

SERVICES = ("server", "browser")  # tests/<dir> that use the real servers, PostgreSQL and Chromium


def pytest_collection_modifyitems(config, items):
    for item in items:
        parts = Path(str(item.fspath)).parts
        if "tests" in parts and parts[parts.index("tests") + 1] in SERVICES:
            item.add_marker(pytest.mark.xdist_group("services"))
