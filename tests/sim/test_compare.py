"""`dicelands compare`: the same seeds under several variants, paired differences with intervals."""
import json
import math

import pytest

from dicelands.cli import main
from dicelands.engine import get_game
from dicelands.engine.errors import OptionError
from dicelands.sim import runner
from dicelands.sim.compare import Variant, compare, paired, parse_vary, variants


def run_compare(capsys, *args):
    code = main(["compare", "blind-bid", "--no-progress", "--workers", "1", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_paired_difference_is_the_mean_with_a_normal_interval():
    result = paired([1.0, 0.0, 1.0, 1.0])
    half = 1.959963984540054 * 0.5 / 2  # sample sd of (1, 0, 1, 1) is 0.5, n = 4
    assert result["mean"] == 0.75
    assert result["ci95"] == [round(0.75 - half, 4), round(0.75 + half, 4)]
    assert paired([0.5])["ci95"] == [-math.inf, math.inf]  # one pair says nothing about the spread


def row(seed, winners, s0, s1, seat0="greedy", seat1="random"):
    return {"seed": seed, "seat0": seat0, "seat1": seat1, "winners": winners, "s0_total": s0, "s1_total": s1}


def test_differences_are_paired_by_seed():
    base = [row(0, "0", 5, 3), row(1, "1", 2, 4), row(2, "0+1", 3, 3)]
    other = [row(0, "0", 7, 3, seat0="mcts"), row(1, "0", 6, 4, seat0="mcts"), row(2, "0", 4, 3, seat0="mcts")]
    variant_list = [Variant("seat1=greedy", ("greedy", "random"), ()), Variant("seat1=mcts", ("mcts", "random"), ())]
    result = compare(variant_list, base + other)
    first = result["variants"][1]["seats"][0]
    assert result["baseline"] == "seat1=greedy" and "difference" not in result["variants"][0]["seats"][0]
    assert first["win_rate"] == 1.0 and first["names"] == ["mcts"]
    # per seed: win share 1-1, 1-0, 1-0.5 -> mean 0.5; total 7-5, 6-2, 4-3 -> mean 7/3
    assert first["difference"]["win_rate"]["mean"] == 0.5
    assert first["difference"]["scores"]["total"]["mean"] == round(7 / 3, 4)
    second = result["variants"][1]["seats"][1]["difference"]
    assert second["scores"]["total"]["mean"] == 0 and second["win_rate"]["mean"] == -0.5


@pytest.mark.parametrize("text, message", [
    ("difficulty", "NAME=VALUE1,VALUE2"),
    ("=a,b", "NAME=VALUE1,VALUE2"),
    ("seat1=greedy", "at least two"),
    ("seat1=greedy,", "at least two"),
    ("seat1=greedy,greedy", "listed twice"),
])
def test_vary_syntax_errors_name_the_fix(text, message):
    with pytest.raises(OptionError, match=message):
        parse_vary(text)


def test_variants_are_every_combination_checked_before_play():
    game = get_game("blind-bid")
    found = variants(game, ["random", "random"], {}, ["seat1=random,greedy", "seat2=greedy,mcts:10"])
    assert [v.label for v in found] == ["seat1=random seat2=greedy", "seat1=random seat2=mcts:10",
                                        "seat1=greedy seat2=greedy", "seat1=greedy seat2=mcts:10"]
    assert [v.players for v in found][1] == ("random", "mcts:10")
    with pytest.raises(OptionError, match="seat1..seat2"):
        variants(game, ["random", "random"], {}, ["seat3=random,greedy"])
    with pytest.raises(OptionError, match="unknown bot"):
        variants(game, ["random", "random"], {}, ["seat2=random,alphazero"])
    with pytest.raises(OptionError, match="both set"):
        variants(game, ["random", "random"], {"players": 2}, ["players=2,3"])
    with pytest.raises(OptionError, match="conflicts with --players"):
        variants(game, ["random", "random"], {}, ["players=2,3"])


def test_the_baseline_plays_exactly_what_simulate_plays(capsys):
    code, out, _ = run_compare(capsys, "--players", "random,random", "--vary", "seat1=random,greedy", "-n", "12",
                               "--seed", "5", "--json")
    result = json.loads(out)
    assert code == 0 and result["seeds"] == [5, 16] and [v["games"] for v in result["variants"]] == [12, 12]
    assert main(["simulate", "blind-bid", "--no-progress", "--workers", "1", "--players", "random,random", "-n", "12",
                 "--seed", "5", "--json"]) == 0
    simulated = json.loads(capsys.readouterr().out)
    baseline = result["variants"][0]["seats"]
    assert [s["wins"] for s in baseline] == [s["wins"] for s in simulated["seats"]]
    assert [s["scores"]["total"] for s in baseline] == [s["mean_score"] for s in simulated["seats"]]


def test_text_output_and_rows_name_the_variant(capsys, tmp_path):
    out_file = tmp_path / "rows.csv"
    code, out, _ = run_compare(capsys, "--players", "random,random", "--vary", "seat2=random,greedy", "-n", "6",
                               "--out", str(out_file))
    assert code == 0 and "baseline: seat2=random" in out and "change" in out
    from dicelands.sim import read_rows
    rows = read_rows(out_file)
    assert [r["variant"] for r in rows] == ["seat2=random"] * 6 + ["seat2=greedy"] * 6
    assert {r["seat1"] for r in rows[6:]} == {"greedy"}


@pytest.mark.parametrize("args, message", [
    ((), "at least one --vary"),
    (("--vary", "seat1=random"), "at least two"),
    (("--vary", "speed=1,2"), "speed"),
    (("--vary", "seat1=random,greedy", "--out", "rows.txt"), ".csv or .parquet"),
])
def test_bad_input_is_one_line_before_any_game(capsys, monkeypatch, args, message):
    monkeypatch.setattr(runner, "play_game", lambda *a: pytest.fail("a game ran"))
    code, out, err = run_compare(capsys, *args)
    assert code == 2 and out == "" and err.count("\n") == 1 and message in err, err
