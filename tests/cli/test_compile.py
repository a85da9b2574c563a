"""`dicelands compile` and the build line of `dicelands info` (issue 44), without a compiler: what it refuses, what
it runs, and what `--clean` removes."""
import subprocess

import pytest

from dicelands.build import build_kind
from dicelands import build
from dicelands.cli import compile as compile_command
from dicelands.cli import main


@pytest.fixture
def checkout(tmp_path, monkeypatch):
    """A source checkout of dicelands as `dicelands compile` sees one: setup.py and pyproject.toml above src/."""
    package = tmp_path / "src" / "dicelands"
    package.mkdir(parents=True)
    (tmp_path / "setup.py").write_text("")
    (tmp_path / "pyproject.toml").write_text("")
    monkeypatch.setattr(compile_command, "PACKAGE", package)
    return tmp_path


def test_compile_refuses_an_installed_dicelands(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(compile_command, "PACKAGE", tmp_path / "site-packages" / "dicelands")
    assert main(["compile"]) == 2
    err = capsys.readouterr().err
    assert "not a source checkout" in err and "DICELANDS_COMPILE=1 pip install ." in err


def test_compile_refuses_without_mypy_and_says_what_to_install(checkout, monkeypatch, capsys):
    monkeypatch.setattr(compile_command, "has_mypyc", lambda: False)
    assert main(["compile"]) == 2
    assert "pip install -e '.[compile]'" in capsys.readouterr().err


def test_compile_runs_setup_py_in_the_project_root_with_the_parts_asked_for(checkout, monkeypatch, capsys):
    runs = []
    monkeypatch.setattr(compile_command, "has_mypyc", lambda: True)
    monkeypatch.setattr(compile_command.subprocess, "run",
                        lambda command, **kw: runs.append((command, kw)) or subprocess.CompletedProcess(command, 0))
    monkeypatch.setenv("DICELANDS_COMPILE_ONLY", "bots")
    assert main(["compile", "--only", "engine,geometry"]) == 0
    (command, kw), = runs
    assert command[1:4] == ["setup.py", "build_ext", "--inplace"] and kw["cwd"] == checkout
    assert command[4] == "--parallel" and int(command[5]) >= 1  # the groups compile side by side
    assert kw["env"]["DICELANDS_COMPILE"] == "1" and kw["env"]["DICELANDS_COMPILE_ONLY"] == "engine,geometry"
    assert main(["compile"]) == 0  # everything: no leftover DICELANDS_COMPILE_ONLY from the environment
    assert "DICELANDS_COMPILE_ONLY" not in runs[1][1]["env"]
    monkeypatch.setattr(compile_command.subprocess, "run", lambda command, **kw: subprocess.CompletedProcess(command, 1))
    assert main(["compile"]) == 1
    assert "the build failed" in capsys.readouterr().err


def test_clean_on_a_tree_without_extensions_says_so(checkout, capsys):
    assert main(["compile", "--clean"]) == 0
    assert "no compiled extensions to remove" in capsys.readouterr().out


def test_clean_removes_the_extensions_and_the_build_directory_but_not_the_sources(checkout, capsys):
    package = checkout / "src" / "dicelands"
    (package / "engine").mkdir()
    made = [package / "engine" / "game.cpython-311-x86_64-linux-gnu.so", checkout / "src" / "abc__mypyc.cpython-311.so"]
    for path in made:
        path.write_bytes(b"")
    (package / "engine" / "game.py").write_text("")
    (checkout / "build" / "temp").mkdir(parents=True)
    assert main(["compile", "--clean"]) == 0
    assert "removed 2 compiled extension files and the build/ directory" in capsys.readouterr().out
    assert not any(path.exists() for path in made) and not (checkout / "build").exists()
    assert (package / "engine" / "game.py").exists()


def test_info_says_which_build_runs(capsys):
    assert main(["info"]) == 0
    line = next(line for line in capsys.readouterr().out.splitlines() if line.startswith("build: "))
    assert line.startswith("build: compiled (mypyc)" if build_kind() == "compiled" else "build: pure Python")


def test_the_build_groups_take_every_listed_module_once_and_each_game_has_its_own(monkeypatch):
    """setup.py compiles build.compiled_groups(), one C extension each (issue 44: one group of everything was a single
    C file gcc took over 25 minutes on): every listed module is in exactly one group, and a game's modules are in a
    group of that game only, so that changing a game recompiles that game."""
    monkeypatch.delenv("DICELANDS_COMPILE_ONLY", raising=False)
    groups = build.compiled_groups()
    listed = [source for sources, _ in groups for source in sources]
    assert sorted(listed) == sorted(build.compiled_sources()) and len(set(listed)) == len(listed)
    names = [name for _, name in groups]
    assert len(set(names)) == len(names) and all(name.startswith("dicelands_") for name in names)
    for sources, name in groups:
        games = {source.split("/")[3] for source in sources if source.startswith("src/dicelands/games/")
                 and source.count("/") > 3}
        assert len(games) <= 1, (name, games)
    monkeypatch.setenv("DICELANDS_COMPILE_ONLY", "engine,games/catan")
    assert {name for _, name in build.compiled_groups()} == {"dicelands_core", "dicelands_catan", "dicelands_land_ho"}


def test_a_finished_build_stamps_its_extensions_so_info_tells_only_sources_edited_since(checkout):
    """mypyc leaves an extension whose C did not change untouched, with the time of an older build; a checkout that
    rewrote the source without changing it then looked newer than its build (`dicelands info` said "older than their
    source" right after `dicelands compile`)."""
    import os
    package = checkout / "src" / "dicelands"
    source, other = package / "engine.py", package / "other.py"
    for path in (source, other):
        path.write_text("")
    built = package / "engine.cpython-311-x86_64-linux-gnu.so"
    untouched = package / "other.cpython-311-x86_64-linux-gnu.so"
    for path in (built, untouched):
        path.write_bytes(b"")
        os.utime(path, (1_000_000, 1_000_000))  # an old build
    assert build.mark_built(["src/dicelands/engine.py"], checkout) == [built]
    assert built.stat().st_mtime > source.stat().st_mtime - 1
    assert untouched.stat().st_mtime == 1_000_000  # not in this build: keeps its time
