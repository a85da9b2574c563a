"""Game options and modules on every command that starts games, `info` listing modules, and per-seat log lines
in the terminal, on the engine's fixture game and its "cards" module (with seed 0 the first card drawn is c4)."""
from __future__ import annotations

import io
import json

import pytest

from dicelands.cli import main
from dicelands.sim import read_rows, runner


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch):
    from dicelands.engine import registry
    monkeypatch.setitem(registry.GAMES, "toy", "tests.engine.toy_game")


def run(capsys, monkeypatch, *args, stdin=""):
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def one_line_error(result, *words):
    code, out, err = result
    assert code == 2 and err.count("\n") == 1 and err.startswith("dicelands: error: "), err
    assert all(word in err for word in words), err


# ---- info --------------------------------------------------------------------------------------------------------
def test_info_lists_the_modules_with_provenance_and_the_extension_points(capsys, monkeypatch):
    code, out, _ = run(capsys, monkeypatch, "info", "toy")
    assert code == 0
    assert "modules = '': modules in play, by name (cards)" in out  # the option itself
    assert "cards: Cards: draw a secret card, play it for its value [project-default; rules version 3]" in out
    assert "source: tests/engine/toy_game/modules/cards" in out
    points = out[out.index("extension points"):]
    for point in ("actions", "options", "zones", "setup", "score", "position", "describe", "labels"):
        assert f"\n  {point} " in points


def test_info_of_a_game_without_modules_has_no_modules_section(capsys, monkeypatch):
    code, out, _ = run(capsys, monkeypatch, "info", "dice-colony")
    assert code == 0 and "modules" not in out and "extension points" not in out


# ---- play --------------------------------------------------------------------------------------------------------
def test_play_with_a_module_writes_the_seat_at_the_keyboard_its_own_lines(capsys, monkeypatch, tmp_path):
    record = tmp_path / "game.json"
    code, out, _ = run(capsys, monkeypatch, "play", "toy", "--players", "you,random", "--option", "modules=cards",
                       "--seed", 0, "--save", record, stdin="draw\nkeep\nlog\nquit\n")
    assert code == 0 and "you draw c4" in out and "draws a card" not in out
    assert "   1. you draw c4" in out  # the `log` command too
    assert json.loads(record.read_text())["options"]["modules"] == "cards"


def test_hot_seat_play_writes_the_public_lines(capsys, monkeypatch):
    code, out, _ = run(capsys, monkeypatch, "play", "toy", "--players", "you,you2", "--option", "modules=cards",
                       "--seed", 0, stdin="draw\nlog\n")
    assert code == 0 and "you draw a card" in out and "draws c4" not in out  # seat 1 reads it too
    assert "   1. you draw a card" in out


def test_replay_log_prints_the_public_lines_or_those_of_a_seat(capsys, monkeypatch, tmp_path):
    record = tmp_path / "game.json"
    run(capsys, monkeypatch, "play", "toy", "--players", "you,random", "--option", "modules=cards", "--seed", 0,
        "--save", record, stdin="draw\nkeep\nquit\n")
    code, out, _ = run(capsys, monkeypatch, "replay", record, "--log")
    assert code == 0 and "   1. you draw a card" in out and "draws c4" not in out and "seat 0" not in out
    code, out, _ = run(capsys, monkeypatch, "replay", record, "--log", "--seat", 1)  # seats counted from 1
    assert code == 0 and "   1. you draw c4" in out


@pytest.mark.parametrize("command", ["play", "simulate", "tournament"])
def test_an_unknown_module_is_one_line_with_exit_2_before_any_game(capsys, monkeypatch, command):
    monkeypatch.setattr(runner, "play_game", lambda *a: pytest.fail("a game ran"))
    players = ["--bots", "random,greedy"] if command == "tournament" else ["--players", "random,random"]
    extra = ["--no-progress"] if command != "play" else []
    result = run(capsys, monkeypatch, command, "toy", *players, "--option", "modules=dragons", *extra)
    one_line_error(result, "unknown module 'dragons' for toy (modules: cards)")


@pytest.mark.parametrize("command", ["play", "simulate", "tournament"])
def test_bad_option_input_is_one_line_with_exit_2(capsys, monkeypatch, command):
    players = ["--bots", "random,greedy"] if command == "tournament" else ["--players", "random,random"]
    extra = ["--no-progress"] if command != "play" else []
    one_line_error(run(capsys, monkeypatch, command, "toy", *players, "--option", "speed=3", *extra),
                   "unknown option 'speed' for toy")
    one_line_error(run(capsys, monkeypatch, command, "toy", *players, "--option", "target", *extra),
                   "--option expects NAME=VALUE")
    one_line_error(run(capsys, monkeypatch, command, "toy", *players, "--option", "target=500", *extra),
                   "outside 1..99")


# ---- simulate and tournament -------------------------------------------------------------------------------------
def test_simulate_plays_with_the_options_in_every_worker(capsys, monkeypatch, tmp_path):
    out_file = tmp_path / "rows.csv"
    code, out, _ = run(capsys, monkeypatch, "simulate", "toy", "-n", 8, "--players", "random,random",
                       "--option", "modules=cards", "--option", "target=4", "--workers", 2, "--no-progress",
                       "--json", "--out", out_file)
    summary = json.loads(out)
    assert code == 0 and summary["options"] == {"modules": "cards", "target": "4"}
    rows = read_rows(out_file)
    assert len(rows) == 8 and all("s0_cards" in row for row in rows)  # the module's score category
    assert all(row["decisions"] <= 8 for row in rows)  # a race to 4 (draws and keeps may pad it a little)
    code, out, _ = run(capsys, monkeypatch, "simulate", "toy", "-n", 8, "--players", "random,random",
                       "--workers", 1, "--no-progress", "--json")
    assert "options" not in json.loads(out)


def test_simulate_options_change_the_game(capsys, monkeypatch):
    def mean_decisions(*options):
        code, out, _ = run(capsys, monkeypatch, "simulate", "toy", "-n", 20, "--players", "random,random",
                           *options, "--workers", 1, "--no-progress", "--json")
        return json.loads(out)["length"]["decisions"]["mean"]
    assert mean_decisions("--option", "target=30") > 2 * mean_decisions("--option", "target=5")


def test_tournament_plays_every_pair_with_the_options(capsys, monkeypatch, tmp_path):
    out_file = tmp_path / "rows.csv"
    code, out, _ = run(capsys, monkeypatch, "tournament", "toy", "--bots", "random,greedy", "-n", 4,
                       "--option", "modules=cards", "--workers", 1, "--no-progress", "--out", out_file)
    rows = read_rows(out_file)
    assert code == 0 and len(rows) == 4 and all("s1_cards" in row for row in rows)


def test_an_option_that_the_players_list_sets_otherwise_is_refused(capsys, monkeypatch):
    one_line_error(run(capsys, monkeypatch, "simulate", "dice-colony", "--players", "random,lu287",
                       "--option", "solo=false", "--no-progress"), "conflicts with --players, which sets solo=True")
    one_line_error(run(capsys, monkeypatch, "tournament", "dice-colony", "--bots", "random,lu287",
                       "--option", "players=3", "--no-progress"), "conflicts with --bots")
