"""The compiled build plays exactly as the pure one: the same seeded random games give the same actions, results and
final positions (issue 44). Each build runs in its own interpreter, the pure one with DICELANDS_PURE=1 (which
imports the `.py` sources even where extensions are built, dicelands/__init__.py). Skipped when no compiled build is
present: build one with `dicelands compile` (or `DICELANDS_COMPILE=1 python setup.py build_ext --inplace`)."""
from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SEEDS_PER_SET = 4  # every option set of every game (the conformance suite's), spread over player counts: ~330 games
DECISIONS_CAP = 20_000  # no random game comes near; a build that loops would


def fingerprint(game, options: dict, seed: int) -> str:
    """A hash of one seeded random game: every decision (seat and notation), the result and the final position."""
    chooser, digest = random.Random(seed), hashlib.sha256()
    state = game.new_state(options, seed)
    for _ in range(DECISIONS_CAP):
        movers = game.to_move(state)
        if not movers:
            break
        legal = game.legal_actions(state, movers[0])
        action = legal[chooser.randrange(len(legal))]
        digest.update(f"{movers[0]} {action}\n".encode())
        state = game.apply(state, movers[0], action, check=False)
    digest.update(json.dumps(game.result(state).to_json(), sort_keys=True).encode())
    digest.update(json.dumps(game.to_position(state), sort_keys=True, default=repr).encode())
    return digest.hexdigest()


def fingerprints(seeds_per_set: int = SEEDS_PER_SET) -> dict:
    """{"game options seed": hash} for every game, each of its option sets and a few seeds; and the build."""
    from dicelands.build import build_kind
    from dicelands.conformance import option_sets
    from dicelands.engine import get_game, registry
    found = {}
    for game_id in registry.GAMES:
        game = get_game(game_id)
        for number, options in enumerate(option_sets(game)):
            for seed in range(number * seeds_per_set, (number + 1) * seeds_per_set):  # other seeds for each set
                found[f"{game_id} {json.dumps(options, sort_keys=True)} seed {seed}"] = fingerprint(game, options, seed)
    return {"build": build_kind(), "games": found}


def run_python(code: str, pure: bool) -> str:
    env = {key: value for key, value in os.environ.items()
           if key not in ("DICELANDS_PURE", "DICELANDS_COMPILE_ONLY")}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), str(ROOT)])
    if pure:
        env["DICELANDS_PURE"] = "1"
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout


def build_kind_in_subprocess(pure: bool) -> str:
    return run_python("from dicelands.build import build_kind; print(build_kind())", pure).strip()


def test_pure_requested_imports_the_sources():
    assert build_kind_in_subprocess(pure=True) == "pure"


def test_compiled_sources_never_lists_a_module_that_defines_a_msgspec_struct():
    """build.compiled_sources() finds Struct modules in the source (by class bases); here they are found at run time,
    by importing every module of the compiled packages (pure) and asking which classes subclass msgspec.Struct."""
    scan = """
import importlib, json, pkgutil, msgspec
import dicelands
from dicelands import build
found, failed = set(), {}
for package in build.COMPILED_PACKAGES:
    root = importlib.import_module("dicelands." + package)
    names = [root.__name__] + [m.name for m in pkgutil.walk_packages(root.__path__, root.__name__ + ".")]
    for name in names:
        if name.endswith("__main__"):
            continue
        try:
            module = importlib.import_module(name)
        except ImportError as exc:  # an optional dependency (the learning environments' extras)
            failed[name] = str(exc)
            continue
        for value in vars(module).values():
            if (isinstance(value, type) and issubclass(value, msgspec.Struct) and value.__module__ == name):
                found.add(module.__file__)
print(json.dumps({"structs": sorted(found), "failed": failed, "compiled": build.compiled_sources()}))
"""
    report = json.loads(run_python(scan, pure=True))
    structs = {Path(path).resolve().relative_to(ROOT).as_posix() for path in report["structs"]}
    assert structs, "the scan found no Struct module at all: it no longer sees what it should"
    assert not structs & set(report["compiled"]), sorted(structs & set(report["compiled"]))
    assert len(report["failed"]) < 5, report["failed"]  # most modules import: the scan covers them


def needs_a_compiled_build() -> None:
    """Skip without a compiled build; fail instead where one is expected (.ci/run sets DICELANDS_EXPECT_COMPILED
    after `dicelands compile`, so that a build that stopped loading cannot pass CI as a skip)."""
    if build_kind_in_subprocess(pure=False) == "compiled":
        return
    why = ("no compiled build present: build it with `dicelands compile` (needs `pip install -e '.[compile]'`), or "
           "`DICELANDS_COMPILE=1 python setup.py build_ext --inplace`")
    if os.environ.get("DICELANDS_EXPECT_COMPILED", "") not in ("", "0"):
        pytest.fail(f"DICELANDS_EXPECT_COMPILED is set but {why}")
    pytest.skip(why)


def test_every_module_the_build_lists_runs_compiled():
    """Each module that build.compiled_sources() lists imports as its extension, not as its `.py` (a module whose
    extension is missing or stale would quietly run as Python, slow, and escape the comparison below)."""
    needs_a_compiled_build()
    code = """
import importlib, json
from dicelands import build
found = {}
for source in build.compiled_sources():
    name = source.removeprefix("src/").removesuffix(".py").removesuffix("/__init__").replace("/", ".")
    found[name] = importlib.import_module(name).__file__ or ""
print(json.dumps(found))
"""
    found = json.loads(run_python(code, pure=False))
    assert len(found) > 150, sorted(found)  # the engine, the geometry, the bots, five games, the environments
    as_python = sorted(name for name, path in found.items() if path.endswith(".py"))
    assert not as_python, f"{len(as_python)} listed modules load their .py: {as_python[:10]}"


@pytest.mark.slow  # ~330 whole random games in each build: about 35 CPU seconds
def test_compiled_and_pure_builds_play_the_same_seeded_games():
    needs_a_compiled_build()
    code = "import json; from tests.test_compiled_identical import fingerprints; print(json.dumps(fingerprints()))"
    compiled, pure = (json.loads(run_python(code, pure=flag)) for flag in (False, True))
    assert (compiled["build"], pure["build"]) == ("compiled", "pure")
    assert compiled["games"].keys() == pure["games"].keys()
    differ = [key for key in compiled["games"] if compiled["games"][key] != pure["games"][key]]
    assert not differ, f"{len(differ)} of {len(compiled['games'])} seeded games differ compiled and pure: " \
                       + "; ".join(differ[:5])
