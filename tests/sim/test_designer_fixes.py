"""Designers' figures: the first player's advantage counts who actually started (Dice Colony deals Starting cards,
so seat 0 is not always first), and every `report` input error is one line that says what report reads."""
import subprocess
import sys

from dicelands.engine import get_game
from dicelands.sim import summarize
from dicelands.sim.runner import play_game


def test_rows_name_who_started_and_the_first_player_rate_follows_them():
    game = get_game("dice-colony")
    rows = [play_game(game, ("random", "random"), seed) for seed in range(1, 9)]
    starters = {row["first"] for row in rows}
    assert starters == {0, 1}  # the Starting card decides, not the seat
    for row in rows:
        assert row["first"] == game.first_seat(game.new_state({"players": 2}, row["seed"]))
    summary = summarize(rows)
    wins_of_starters = sum((1 / len(row["winners"].split("+"))) if str(row["first"]) in row["winners"].split("+")
                           else 0 for row in rows)
    assert summary["first_player"]["from"] == "first"
    assert summary["first_player"]["win_rate"] == round(wins_of_starters / len(rows), 4)


def test_a_table_without_the_column_says_it_counts_seat_0(capsys):
    rows = [{"seed": 1, "seat0": "a", "seat1": "b", "s0_total": 3, "s1_total": 1, "winners": "0", "decisions": 4,
             "turns": 2}]
    assert summarize(rows)["first_player"]["from"] == "seat0"


def report(*args, env=None):
    proc = subprocess.run([sys.executable, "-m", "dicelands", "report", *map(str, args)], capture_output=True,
                          text=True, timeout=120, env=env)
    assert "Traceback" not in proc.stderr
    return proc


def one_line(proc, *words):
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1, proc.stderr
    for word in words:
        assert word in proc.stderr, proc.stderr


def test_report_errors_are_one_line_with_what_report_reads(tmp_path):
    from dicelands.sim.results import write_rows
    game = get_game("dice-colony")
    table = tmp_path / "r.csv"
    write_rows([play_game(game, ("random", "random"), seed) for seed in (1, 2)], table)
    truncated = tmp_path / "truncated.csv"
    truncated.write_text(table.read_text()[:300])
    one_line(report(truncated), "truncated.csv", "dicelands simulate --out")
    record = tmp_path / "game.json"
    record.write_text('{"format": "dicelands-record/1", "game": "dice-colony", "actions": []}')
    one_line(report(record), "is a game record", "dicelands replay")


def test_report_html_without_matplotlib_prints_the_summary_and_names_the_extra(tmp_path):
    """Issue 41: `report --html` without the sim extra printed nothing at all; the text summary comes first, then
    one line naming what to install."""
    import os
    blocker = tmp_path / "blocker" / "matplotlib"
    blocker.mkdir(parents=True)
    (blocker / "__init__.py").write_text("raise ImportError('blocked for this test')\n")
    from dicelands.sim.results import write_rows
    table = tmp_path / "r.csv"
    write_rows([play_game(get_game("dice-colony"), ("random", "random"), 1)], table)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(blocker.parent), os.environ.get("PYTHONPATH", "")]))
    proc = report(table, "--html", tmp_path / "out.html", env=env)
    one_line(proc, "matplotlib", "dicelands[sim]")
    assert proc.stdout.splitlines()[0] == "dice-colony" and "win rate" in proc.stdout
    assert not (tmp_path / "out.html").exists()
