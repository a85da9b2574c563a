"""benchmarks/strength.py, the strength table's runner: its lines, its resumable records, and docs/bots.md's rows
against the committed per-game records (benchmarks/results/strength.jsonl)."""
from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("strength", ROOT / "benchmarks" / "strength.py")
strength = importlib.util.module_from_spec(spec)
sys.modules["strength"] = strength  # its Line dataclass and the worker pool look the module up by name
spec.loader.exec_module(strength)


def test_an_ad_hoc_line_keeps_its_search_settings_and_a_wall_clock_budget_marks_it_timed():
    line = strength.parse_line("dice-settlers/3p/mcts:30/horizon=1/greedy")
    assert (line.game, line.seats, line.bot, line.opponent, line.timed) == (
        "dice-settlers", 3, "mcts:30/horizon=1", "greedy", False)
    assert strength.parse_line("dice-colony/2p/mcts:1s/cutoff=value/greedy").timed
    solo = strength.parse_line("dice-colony/1p/greedy/lu287")
    assert solo.solo and solo.players(7) == ("greedy", "lu287") and solo.bot_seat(7) == 0


def test_seats_rotate_so_the_bot_plays_every_seat_in_turn():
    line = strength.parse_line("dice-colony/3p/greedy/random")
    assert [line.players(i).index("greedy") for i in range(6)] == [0, 1, 2, 0, 1, 2]
    assert all(line.bot_seat(i) == line.players(i).index("greedy") for i in range(6))


def test_bad_line_ids_are_refused_with_the_form_expected():
    with pytest.raises(SystemExit, match="GAME/Np/BOT/OPPONENT"):
        strength.parse_line("dice-colony/two/greedy/random")


def test_a_cut_off_run_goes_on_where_it_stopped_and_replays_the_same_games(tmp_path, monkeypatch):
    monkeypatch.setattr(strength, "RESULTS", tmp_path / "strength.jsonl")
    line = strength.parse_line("dice-colony/2p/greedy/random")
    strength.run([line], games=2, workers=1)
    first = strength.played()[line.id]
    strength.run([line], games=3, workers=1)  # plays only game 2
    records = [json.loads(text) for text in (tmp_path / "strength.jsonl").read_text().splitlines()]
    assert sorted(r["index"] for r in records) == [0, 1, 2]
    assert [r["seed"] for r in records] == [1000 + r["index"] for r in records]
    again = strength.play((line, 1))
    assert {k: v for k, v in again.items() if k != "cpu"} == {k: v for k, v in first[1].items() if k != "cpu"}


def _doc_rows() -> list[tuple[str, str, str, int, str]]:
    """(game, seats, bot without its dated note, games, win %) of each row of docs/bots.md's strength table."""
    text = (ROOT / "docs" / "bots.md").read_text()
    table = text.split("<!-- strength-table -->")[1].split("<!-- /strength-table -->")[0]
    rows = []
    for cells in (row.strip("|").split("|") for row in table.splitlines() if row.startswith("| dice")):
        game, seats, bot, _, games, wins = (c.strip() for c in cells[:6])
        rows.append((game, seats, re.match(r"`([^`]+)`", bot).group(1), int(games), wins.strip("*")))
    return rows


def test_every_line_of_the_committed_records_is_a_row_of_the_docs_table_with_the_same_figures(monkeypatch):
    monkeypatch.setattr(strength, "RESULTS", ROOT / "benchmarks" / "results" / "strength.jsonl")
    done = strength.played()
    assert done, "benchmarks/results/strength.jsonl holds the table's per-game records"
    rows = _doc_rows()
    for line_id, records in done.items():
        line = strength.parse_line(line_id)
        wins = sum(r["win"] for r in records.values())
        row = (line.game, "solo" if line.solo else str(line.seats), line.bot, len(records),
               f"{wins / len(records):.1%}")
        assert row in rows, f"{line_id}: docs/bots.md has no row {row}"
