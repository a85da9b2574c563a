"""Suite-wide settings.

The suite runs on every core (pytest-xdist, `-n auto --dist loadgroup`): tests that start servers, a browser or use
the shared PostgreSQL database run together in one worker (one `xdist_group`), so they never race for the same
database; everything else is spread over the cores by load.

The fast tier (`pytest -m "not slow"`, README): tests are marked `slow` here by where they are and what they are
called, so a new test file falls into its tier without a marker of its own. Slow are: the browser tests, the tests
that start a real server process, whole-game property tests (random games to the end), bot-strength and soak-style
runs. Everything else - the rules tests, bad input, scenarios, engine, positions - is the fast tier. A module that
is slow only in part can also say `pytestmark = pytest.mark.slow` or mark single tests."""
from __future__ import annotations

import inspect
from pathlib import Path

import pytest

SERVICES = ("server", "browser")  # tests/<dir> that use the real servers, PostgreSQL and Chromium

SLOW_DIRECTORIES = ("browser",)  # every test under tests/<dir> is slow
# A test is slow when its module's file name or its own name contains one of these words: random games played to
# the end and checked at every step, whole games, games among search bots, environments stepped through whole games
# or started in another process (measured: each took 2-65 CPU seconds; the fast tier's tests take well under one).
SLOW_FILE_WORDS = ("properties", "screens")  # screens: decision screens of whole games at two sizes (issue 41)
SLOW_TEST_WORDS = ("random_game", "whole_game", "bots_alone", "every_step_of", "finish_a_game", "on_the_real_games",
                   "rulebook_automaton", "the_search_", "in_another_process", "at_every_decision",
                   "another_seats_hidden", "random_simulation", "mcts_plays_a_game", "play_to_the_end",
                   "registered_game_conforms",  # the conformance suite: random games of every option set
                   "ray_backend", "game_to_the_end",  # a Ray runtime started; a server game played to its end
                   "random_json", "mutated_")  # fuzzers: random requests, files mutated at random (issue 43)
# Fixtures that start a real `dicelands serve` process (tests/server/conftest.py, tests/browser/conftest.py and the
# server modules' own); a test whose body starts one itself names ServerProcess.
SERVER_PROCESS_FIXTURES = {"server", "servers", "instant_server", "any_server", "start_server"}


def _is_slow(item, parts: tuple[str, ...]) -> bool:
    below_tests = parts[parts.index("tests") + 1:] if "tests" in parts else parts
    if below_tests and below_tests[0] in SLOW_DIRECTORIES:
        return True
    file_name = below_tests[-1] if below_tests else ""
    if any(word in file_name for word in SLOW_FILE_WORDS):
        return True
    if any(word in item.name for word in SLOW_TEST_WORDS):
        return True
    if below_tests and below_tests[0] == "server":
        if SERVER_PROCESS_FIXTURES & set(getattr(item, "fixturenames", ())):
            return True
        function = getattr(item, "function", None)
        if function is not None and "ServerProcess" in inspect.getsource(function):
            return True
    return False


def pytest_collection_modifyitems(config, items):
    for item in items:
        parts = Path(str(item.fspath)).parts
        if "tests" in parts and parts[parts.index("tests") + 1] in SERVICES:
            item.add_marker(pytest.mark.xdist_group("services"))
        if _is_slow(item, parts):
            item.add_marker(pytest.mark.slow)
