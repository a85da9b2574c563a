"""Issue 41, "Designers": result tables record the game and its options, `report` titles by them (old tables by
their file name), `tournament` is never silent when piped and marks pairs that played no games, seats are counted
from 1 on every command, and `simulate` knows the bots by the strengths `play` uses."""
import csv
import json
import subprocess
import sys

from dicelands.cli import main
from dicelands.engine import get_game
from dicelands.sim.runner import play_game
from dicelands.sim.tournament import format_tournament, matrix, ratings, schedule


def test_a_result_table_records_the_game_and_its_options_and_report_titles_by_them(capsys, tmp_path):
    table = tmp_path / "r.csv"
    assert main(["simulate", "blind-bid", "-n", "4", "--players", "random,greedy", "--option", "players=2",
                 "--workers", "1", "--no-progress", "--out", str(table)]) == 0
    rows = list(csv.DictReader(table.open()))
    assert {row["game"] for row in rows} == {"blind-bid"}
    assert {row["options"] for row in rows} == {json.dumps({"players": 2})}
    capsys.readouterr()
    assert main(["report", str(table)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "blind-bid, players=2" and "r.csv" not in out


def test_an_old_table_without_game_and_options_still_reads_titled_by_its_file(capsys, tmp_path):
    rows = [play_game(get_game("dice-colony"), ("random", "random"), seed) for seed in (1, 2)]
    old = tmp_path / "before-issue-41.csv"
    names = [key for key in rows[0] if key not in ("game", "options")]
    with old.open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=names, extrasaction="ignore")
        writer.writeheader()
        writer.writerows(rows)
    assert main(["report", str(old)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "before-issue-41.csv" and "2 games" in out


def test_simulate_and_report_count_seats_from_1(capsys, tmp_path):
    assert main(["simulate", "blind-bid", "-n", "6", "--players", "random,greedy", "--workers", "1",
                 "--no-progress"]) == 0
    lines = capsys.readouterr().out.splitlines()
    seat_rows = [line.split()[:2] for line in lines if line[:1].isdigit() and "games" not in line]
    assert seat_rows == [["1", "random"], ["2", "greedy"]]


def test_simulate_knows_the_bots_by_strength_as_play_does(capsys):
    assert main(["simulate", "dice-colony", "-n", "2", "--players", "easy,medium", "--workers", "1",
                 "--no-progress", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["players"] == ["easy", "medium"] and summary["games"] == 2
    assert main(["simulate", "dice-colony", "-n", "1", "--players", "easy,hard", "--no-progress"]) == 2
    assert "easy, medium, strong" in capsys.readouterr().err  # the unknown bot's message names the strengths


def test_a_pair_that_played_no_games_is_marked_and_left_out_of_the_ratings():
    """After Ctrl-C the pairs not reached read `0% [0%,100%]` and were still ranked; now `—`, and a bot with no
    game is not rated."""
    game = get_game("blind-bid")
    jobs = schedule(game, ["random", "greedy", "mcts:5"], 4, 0)
    rows = [play_game(game, job.players, job.seed) for job in jobs[:4]]  # only random-greedy finished
    grid, table = matrix(rows, ["random", "greedy", "mcts:5"]), ratings(rows, ["random", "greedy", "mcts:5"])
    assert grid["random"]["mcts:5"]["games"] == 0
    assert [entry["bot"] for entry in table] and "mcts:5" not in [entry["bot"] for entry in table]
    text = format_tournament(["random", "greedy", "mcts:5"], grid, table)
    random_line = next(line for line in text.splitlines() if line.startswith("random"))
    assert random_line.split()[-1] == "—" and "[0%,100%]" not in text
    assert "the pair played no games" in text


def test_tournament_shows_progress_when_piped():
    code = ("import sys; from dicelands.engine import registry; registry.GAMES['blind-bid'] = 'tests.bots.blind_bid';"
            "from dicelands.cli import main; sys.exit(main(sys.argv[1:]))")
    proc = subprocess.run([sys.executable, "-c", code, "tournament", "blind-bid", "--bots", "random,greedy", "-n", "10",
                           "--workers", "1"], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stderr.splitlines()
    assert len(lines) >= 10 and lines[-1].startswith("games: 10/10 done"), lines  # a line at each tenth
    assert all(line.startswith("games: ") for line in lines)
    quiet = subprocess.run([sys.executable, "-c", code, "tournament", "blind-bid", "--bots", "random,greedy", "-n",
                            "2", "--workers", "1", "--no-progress"], capture_output=True, text=True, timeout=120)
    assert quiet.returncode == 0 and quiet.stderr == ""
