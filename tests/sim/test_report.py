"""Statistics, the report command (text and HTML) and tournaments."""
import json

import pytest

from dicelands.cli import main
from dicelands.sim import Job, run_jobs, summarize, wilson


def test_wilson_interval_known_values():
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert wilson(10, 10)[1] == pytest.approx(1.0)
    low, high = wilson(950, 1000)
    assert low < 0.95 < high and high - low < 0.03


def test_summary_counts_shared_wins_as_fractions():
    rows = [{"seed": 1, "seat0": "a", "seat1": "b", "s0_total": 3, "s1_total": 3, "winners": "0+1",
             "decisions": 4, "turns": 2},
            {"seed": 2, "seat0": "b", "seat1": "a", "s0_total": 5, "s1_total": 1, "winners": "0",
             "decisions": 6, "turns": 3}]
    summary = summarize(rows)
    assert [s["wins"] for s in summary["seats"]] == [1.5, 0.5]
    assert summary["bots"]["a"]["wins"] == 0.5 and summary["bots"]["b"]["wins"] == 1.5
    assert summary["first_player"]["win_rate"] == 0.75 and summary["first_player"]["fair_share"] == 0.5
    assert summary["bots"]["b"]["scores"]["total"]["mean"] == 4.0
    assert summary["length"]["decisions"]["mean"] == 5.0


@pytest.fixture
def results(tmp_path):
    path = tmp_path / "r.csv"
    assert main(["simulate", "blind-bid", "-n", "30", "--players", "greedy,random,mcts:10", "--out", str(path),
                 "--no-progress"]) == 0
    return path


def test_report_prints_rates_scores_and_length_and_writes_html(capsys, results, tmp_path):
    capsys.readouterr()
    page = tmp_path / "report.html"
    assert main(["report", str(results), "--html", str(page)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "blind-bid"  # titled by the game the table records, not by its file name
    for needed in ("win rate", "95% CI", "seat 1 (the table does not say who started) wins", "game length", "gamble",
                   "mcts:10"):
        assert needed in out
    text = page.read_text()
    assert text.count("data:image/png;base64,") == 4 and "Scores by category" in text
    assert "<title>dicelands report: blind-bid</title>" in text


def test_report_json_matches_simulate_json(capsys, results):
    capsys.readouterr()
    main(["report", str(results), "--json"])
    from_file = json.loads(capsys.readouterr().out)
    main(["simulate", "blind-bid", "-n", "30", "--players", "greedy,random,mcts:10", "--json", "--no-progress"])
    direct = json.loads(capsys.readouterr().out)
    assert {k: v for k, v in direct.items() if k != "players"} == from_file and from_file["game"] == "blind-bid"


def test_report_of_a_missing_file_is_one_line(capsys, tmp_path):
    assert main(["report", str(tmp_path / "nothing.csv")]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_tournament_matrix_and_ratings(capsys):
    assert main(["tournament", "blind-bid", "--bots", "random,mcts:30", "-n", "20", "--json", "--no-progress",
                 "--workers", "2"]) == 0
    result = json.loads(capsys.readouterr().out)
    grid = result["matrix"]
    assert grid["random"]["mcts:30"]["games"] == 20
    assert grid["random"]["mcts:30"]["win_rate"] + grid["mcts:30"]["random"]["win_rate"] == pytest.approx(1.0)
    assert [r["bot"] for r in result["ratings"]][0] == "mcts:30"
    assert {"elo", "mu", "sigma", "ordinal"} <= set(result["ratings"][0])


def test_tournament_seats_alternate_on_shared_seeds():
    from dicelands.engine import get_game
    from dicelands.sim.tournament import schedule
    jobs = schedule(get_game("blind-bid"), ["random", "greedy"], 4, 10)
    assert [(j.players, j.seed) for j in jobs] == [(("random", "greedy"), 10), (("greedy", "random"), 11),
                                                   (("random", "greedy"), 12), (("greedy", "random"), 13)]
    rows = run_jobs("blind-bid", jobs, workers=1).rows
    assert [r["seat0"] for r in rows] == ["random", "greedy", "random", "greedy"]


@pytest.mark.parametrize("bots, message", [("random", "at least two"), ("random,random", "twice"),
                                           ("random,deep-blue", "unknown bot")])
def test_tournament_bad_bots_are_one_line(capsys, bots, message):
    assert main(["tournament", "blind-bid", "--bots", bots, "-n", "2"]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
