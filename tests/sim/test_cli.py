"""`dicelands simulate`: reproducible summaries, result files, one-line errors before any game runs."""
import json

import pytest

from dicelands.cli import main
from dicelands.sim import read_rows, runner


def simulate(capsys, *args):
    code = main(["simulate", "blind-bid", "--no-progress", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_same_seed_prints_the_same_result_twice(capsys):
    args = ("-n", "12", "--seed", "7", "--players", "greedy,random", "--workers", "2")
    first, second = simulate(capsys, *args), simulate(capsys, *args)
    assert first[0] == 0 and first == second
    assert "win rate" in first[1] and "seeds 7..18" in first[1]


def test_json_summary_is_one_object_with_per_seat_figures(capsys):
    code, out, _ = simulate(capsys, "-n", "10", "--players", "random,random,random", "--json", "--workers", "1")
    summary = json.loads(out)
    assert code == 0 and summary["games"] == 10 and summary["players"] == ["random"] * 3
    assert [s["seat"] for s in summary["seats"]] == [0, 1, 2]
    assert all({"mean_score", "win_rate", "ci95"} <= set(s) for s in summary["seats"])
    assert sum(s["wins"] for s in summary["seats"]) == pytest.approx(10 - summary["games_without_winner"], abs=0.01)
    assert summary["length"]["decisions"]["mean"] >= 9


@pytest.mark.parametrize("suffix", [".csv", ".parquet"])
def test_rows_are_written_and_read_back(capsys, tmp_path, suffix):
    if suffix == ".parquet":
        pytest.importorskip("pyarrow")
    out = tmp_path / f"results{suffix}"
    code, _, _ = simulate(capsys, "-n", "6", "--seed", "3", "--players", "greedy,random", "--out", str(out),
                          "--workers", "1")
    rows = read_rows(out)
    assert code == 0 and [r["seed"] for r in rows] == [3, 4, 5, 6, 7, 8]
    assert rows[0]["seat0"] == "greedy" and isinstance(rows[0]["s0_total"], int) and isinstance(rows[0]["winners"], str)


@pytest.mark.parametrize("args, message", [
    (("--players", "random,alphazero"), "unknown bot 'alphazero'"),
    (("--players", "random"), "players"),
    (("--players", "random,random,random,random"), "players"),
    (("--players", "mcts:soon,random"), "budget"),
    (("--backend", "ray", "--ray-address", "127.0.0.1:1"), "unreachable"),
    (("--ray-address", "nonsense"), "HOST:PORT"),
    (("--out", "/no/such/dir/results.csv"), "does not exist"),
    (("--out", "results.txt"), ".csv or .parquet"),
    (("-n", "0"), "at least 1"),
])
def test_bad_input_is_one_line_before_any_game(capsys, monkeypatch, args, message):
    monkeypatch.setattr(runner, "play_game", lambda *a: pytest.fail("a game ran"))
    code, out, err = simulate(capsys, *args)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and message in err, err


def test_unknown_game_is_one_line(capsys):
    assert main(["simulate", "chess", "-n", "1"]) == 2
    err = capsys.readouterr().err
    assert "unknown game 'chess'" in err and err.count("\n") == 1


def test_unwritable_output_is_refused(capsys, tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    import os
    if os.access(locked, os.W_OK):  # root can write anywhere: use a path under a file instead
        target = str(tmp_path / "afile")
        open(target, "w").close()
        target += "/results.csv"
    else:
        target = str(locked / "results.csv")
    code, _, err = simulate(capsys, "-n", "1", "--out", target)
    assert code == 2 and err.count("\n") == 1
