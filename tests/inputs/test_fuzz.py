"""Fuzz (issue 16): valid records, scenarios and result tables, mutated, through the commands that read them. Each run
ends in a clean error (exit 1 or 2, one line) or a valid result (exit 0): never an exception, a hang over 20 s or a
changed file. Bounded for CI (about 15 s in all); DICELANDS_FUZZ_EXAMPLES=N runs N of each (docs/inputs.md)."""
from __future__ import annotations

import contextlib
import csv
import io
import json
import random
import tempfile
from pathlib import Path

import yaml
from hypothesis import given
from hypothesis import strategies as st

from dicelands.cli import main
from dicelands.engine import Match

from .guard import at_most
from .mutate import examples, json_bytes, mutated_bytes, mutated_tree

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
FOLDER = Path(tempfile.mkdtemp(prefix="dicelands-fuzz-"))


def played(game: str, options: dict, seed: int, actions: int, players: list[str] | None = None) -> Match:
    match = Match.new(game, options, seed, players)
    chooser = random.Random(seed)
    while not match.is_over() and len(match.actions) < actions:
        seat = match.to_move()[0]
        match.apply(seat, chooser.choice(match.legal_actions(seat)))
    return match


def records() -> list[dict]:
    """Finished and unfinished games of both games, and a record that starts from a position."""
    solo = played("dice-colony", {"players": 1, "solo": True}, 3, 10_000, ["you", "lu287"])
    settlers = played("dice-settlers", {"players": 2}, 5, 40)
    colony = played("dice-colony", {"players": 2, "side": "b"}, 8, 60)
    start = played("dice-colony", {"players": 2}, 2, 30)
    from_position = Match.from_position(start.game, start.game.to_position(start.state), list(start.seats))
    for seat, text in colony.actions[:5]:
        if seat in from_position.to_move():
            with contextlib.suppress(Exception):
                from_position.apply(seat, text)
    return [m.to_record(with_result=m.is_over()) for m in (solo, settlers, colony, from_position)]


RECORDS = records()


def run(args: list[str], name: str, content: bytes) -> int:
    """The command on a file holding `content`: an exit code, the file unchanged, within 20 s."""
    path = FOLDER / name
    path.write_bytes(content)
    out, err = io.StringIO(), io.StringIO()
    with at_most(20), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([*args, str(path)])
    assert path.read_bytes() == content, "the command changed its input file"
    assert code in (0, 1, 2), (code, err.getvalue())
    if code == 2 or code == 1 and args[0] != "check":  # check's 1: failing scenarios, listed on stdout
        assert err.getvalue().count("\n") == 1 and err.getvalue().startswith("dicelands: "), err.getvalue()
    return code


@examples(ci=200)
@given(st.sampled_from(range(len(RECORDS))).flatmap(lambda i: mutated_tree(RECORDS[i])).flatmap(
    lambda tree: mutated_bytes(json_bytes(tree))), st.booleans())
def test_mutated_records_replay_or_are_refused(content, verify):
    run(["replay", "--verify"] if verify else ["replay"], "record.json", content)


def scenario_entries() -> list[dict]:
    """The first scenario of each scenario file of the repository (each on its own is a valid file)."""
    entries = []
    for path in sorted(SCENARIOS.rglob("*.yaml")):
        data = yaml.safe_load(path.read_text())
        entry = data[0] if isinstance(data, list) else data
        entries.append(json.loads(json.dumps(entry)))  # no shared parts (YAML aliases): mutations stay local
    return entries


ENTRIES = scenario_entries()


@examples(ci=200)
@given(st.sampled_from(range(len(ENTRIES))).flatmap(lambda i: mutated_tree(ENTRIES[i])), st.booleans(),
       st.data())
def test_mutated_scenarios_run_or_are_refused(tree, as_yaml, data):
    if as_yaml:
        try:
            content = yaml.safe_dump(tree, allow_unicode=True).encode("utf-8", "surrogatepass")
        except yaml.YAMLError:  # a value PyYAML cannot write (a lone surrogate)
            return
        run(["check"], "scenario.yaml", data.draw(mutated_bytes(content)))
    else:
        run(["check"], "scenario.json", data.draw(mutated_bytes(json_bytes(tree))))


def table_text() -> str:
    path = FOLDER / "results.csv"
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["simulate", "dice-colony", "-n", "4", "--players", "random,greedy", "--out", str(path),
                     "--no-progress"]) == 0
    return path.read_text()


TABLE = list(csv.reader(io.StringIO(table_text())))
CELLS = ["", "x", "nan", "inf", "-inf", "1e400", "0+1+0", "99", "-1", "0+1", "1.5", "9" * 30, "\u00e9", "0x10",
         " 1", "1_000", "+3", "0", "seat0"]


@st.composite
def mutated_table(draw) -> bytes:
    rows = [list(row) for row in TABLE]
    for _ in range(draw(st.integers(1, 3))):
        row = draw(st.integers(0, len(rows) - 1))
        if not rows[row]:
            continue
        column = draw(st.integers(0, len(rows[row]) - 1))
        operation = draw(st.sampled_from(["cell", "cell", "cell", "drop", "extra", "row"]))
        if operation == "cell":
            rows[row][column] = draw(st.sampled_from(CELLS) | st.text(max_size=6))
        elif operation == "drop":
            del rows[row][column]
        elif operation == "extra":
            rows[row].append(draw(st.sampled_from(CELLS)))
        elif len(rows) > 1:
            del rows[row]
    text = io.StringIO()
    csv.writer(text).writerows(rows)
    return draw(mutated_bytes(text.getvalue().encode("utf-8", "surrogatepass")))


@examples(ci=200)
@given(mutated_table(), st.booleans())
def test_mutated_result_tables_report_or_are_refused(content, as_json):
    run(["report", "--json"] if as_json else ["report"], "results.csv", content)
