"""Issue 16's examples of bad input files, each through every command that reads its format: one line naming the
problem (exit 2, or 1 for a record `replay --verify` finds wrong), never a traceback, a hang or exit 0, and the file
unchanged. The commands run in this process (a subprocess each would cost a second); the few that need a real
process (special files, a closed pipe) run as one."""
import csv
import json
import os
import subprocess
import sys

import pytest

from dicelands.cli import main

from .guard import at_most

GOOD = {"game": "dice-colony", "seed": 3, "seats": ["a", "b"], "options": {"players": 2}, "actions": []}


def record(**changes):
    return json.dumps({**GOOD, **changes})


BAD_RECORDS = {
    # reading
    "latin-1": b'{"game": "dice-colony", "seats": ["Ren\xe9", "b"]}',
    "utf-16": '{"game": "dice-colony"}'.encode("utf-16"),
    "binary": bytes(range(256)) * 4,
    "a number of 5000 digits": b'{"game":"dice-colony","seed":' + b"1" * 5000 + b"}",
    "1000 nested lists": b"[" * 1000 + b"]" * 1000,
    "deep nesting in a field": b'{"game":"dice-colony","options":{"x":' + b"[" * 900 + b"]" * 900 + b"}}",
    "a byte-order mark": b'\xef\xbb\xbf{"game": "dice-colony"}',
    "empty": b"",
    # record fields of the wrong type
    "forced 5": record(forced=5),
    "forced [[roll]]": record(forced=[["roll"]]),
    "forced of kind null": record(forced=[[None, "1"]]),
    "seats 5": record(seats=5),
    "seats [1, 2]": record(seats=[1, 2]),
    "seats 'ab'": record(seats="ab"),
    "seats {a: 1}": record(seats={"a": 1}),
    "seats [null, null]": record(seats=[None, None]),
    "seats []": record(seats=[]),
    "a surrogate in a seat name": record(seats=["\ud800", "b"]),
    "options 5": record(options=5),
    "options as pairs": record(options=[["players", 2]]),
    "players '²'": record(options={"players": "²"}),
    "an action's seat true": record(actions=[[True, "take green6"]]),
    "an action's seat -1": record(actions=[[-1, "take green6"]]),
    "an unknown key": record(colour="red"),
    "a position with options": json.dumps({"game": "dice-colony", "position": {}, "options": "garbage"}),
    "a position with a seed": json.dumps({"game": "dice-colony", "position": {"x": 1}, "seed": 4}),
    "a float seed": record(seed=1.5),
    "seed 1e400": b'{"game":"dice-colony","seed":1e400}',
    "NaN": b'{"game":"dice-colony","seed":NaN}',
    "a result of the wrong shape": record(result={"scores": 5}),
    "too many forced outcomes": record(forced=[["roll", "red1 red2"]] * 6000),
}


def write(tmp_path, name, content):
    path = tmp_path / name
    path.write_bytes(content.encode("utf-8", "surrogatepass") if isinstance(content, str) else content)
    return path


def run(args, path):
    before = path.read_bytes()
    with at_most(20):
        code = main([*args, str(path)])
    assert path.read_bytes() == before
    return code


@pytest.mark.parametrize("name", BAD_RECORDS)
@pytest.mark.parametrize("command", [["replay"], ["replay", "--verify"], ["play", "--resume"]])
def test_bad_records_are_refused_by_every_command(tmp_path, capsys, name, command):
    path = write(tmp_path, "record.json", BAD_RECORDS[name])
    code = run(command, path)
    out, err = capsys.readouterr()
    assert code == 2 or command == ["replay", "--verify"] and code == 1, (out, err)
    assert err.count("\n") == 1 and err.startswith("dicelands: "), err
    assert "record.json" in err, err


BAD_SCENARIOS = {
    "a duplicate expect key": "name: x\ncite: c\ngame: dice-colony\nsteps:\n  - expect: {over: false, over: true}\n",
    "a malformed expectation": "name: x\ncite: c\ngame: dice-colony\nsteps:\n  - expect: {scores: 5}\n",
    "a position of NUL": 'name: x\ncite: c\ngame: dice-colony\nposition: "\\0"\n',
    "500 nested lists": "name: x\ncite: c\ngame: dice-colony\nsteps: " + "[" * 500 + "]" * 500 + "\n",
    "a number of 5000 digits": "name: x\ncite: c\ngame: dice-colony\nseed: " + "7" * 5000 + "\n",
    "a big YAML list": "- " + "\n- ".join(["x"] * 800_000) + "\n",
    "200k forced outcomes": "name: x\ncite: c\ngame: dice-colony\nforce:\n" + "  - [roll, green1]\n" * 200_000,
    "latin-1": "name: Ren\xe9\ncite: c\ngame: dice-colony\n".encode("latin-1"),
    "an anchor bomb": "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{name}: &{name} [{', '.join([f'*{previous}'] * 9)}]\n" for previous, name in zip("abcdefgh", "bcdefghi")),
    "a seat name with a surrogate": 'name: x\ncite: c\ngame: dice-colony\nseats: ["\\uD800", b]\n',
}


@pytest.mark.parametrize("name", BAD_SCENARIOS)
def test_bad_scenarios_are_malformed_files(tmp_path, capsys, name):
    path = write(tmp_path, "scenario.yaml", BAD_SCENARIOS[name])
    code = run(["check"], path)
    out, err = capsys.readouterr()
    assert code == 2 and out == "", (out, err)
    assert err.count("\n") == 1 and "scenario.yaml" in err, err


def test_a_scenario_in_json_with_deep_nesting(tmp_path, capsys):
    path = write(tmp_path, "scenario.json", "[" * 1000 + "]" * 1000)
    assert run(["check"], path) == 2
    assert "nested more than" in capsys.readouterr().err


@pytest.fixture(scope="module")
def table(tmp_path_factory):
    path = tmp_path_factory.mktemp("table") / "r.csv"
    assert main(["simulate", "dice-colony", "-n", "3", "--players", "random,random", "--out", str(path),
                 "--no-progress"]) == 0
    return list(csv.reader(path.open(newline="")))


def changed(rows, column, value, row=1):
    index = rows[0].index(column)
    return [r if n != row else [value if i == index else c for i, c in enumerate(r)] for n, r in enumerate(rows)]


def without(rows, column):
    index = rows[0].index(column)
    return [[c for i, c in enumerate(r) if i != index] for r in rows]


BAD_TABLES = {
    "a row with an extra field": lambda rows: [rows[0], rows[1] + ["x"], *rows[2:]],
    "a field over 131072 characters": lambda rows: changed(rows, "players", "x" * 140_000),
    "no decisions column": lambda rows: without(rows, "decisions"),
    "no winners column": lambda rows: without(rows, "winners"),
    "an empty numeric cell": lambda rows: changed(rows, "turns", ""),
    "a winner x": lambda rows: changed(rows, "winners", "x"),
    "a winner 99": lambda rows: changed(rows, "winners", "99"),
    "winners 0+1+0": lambda rows: changed(rows, "winners", "0+1+0"),
    "a score nan": lambda rows: changed(rows, "s0_total", "nan"),
    "a score inf": lambda rows: changed(rows, "s0_total", "inf"),
    "a score 1e400": lambda rows: changed(rows, "s1_total", "1e400"),
    "a score 1e308 (finite, but a column of them overflows fsum)": lambda rows: changed(rows, "s0_total", "1e308"),
    "a duration -1e308": lambda rows: changed(rows, "duration", "-1e308"),
    "a score of 19 digits": lambda rows: changed(rows, "s0_total", "9" * 19),
    "a seed of 30 digits": lambda rows: changed(rows, "seed", "9" * 30),
    "a header only": lambda rows: rows[:1],
    "an unknown column": lambda rows: [rows[0][:-1] + ["colour"], *rows[1:]],
}


@pytest.mark.parametrize("name", BAD_TABLES)
@pytest.mark.parametrize("flags", [[], ["--json"]])
def test_bad_result_tables_name_the_row_and_column(tmp_path, capsys, table, name, flags):
    path = tmp_path / "r.csv"
    with path.open("w", newline="") as handle:
        csv.writer(handle).writerows(BAD_TABLES[name](table))
    code = run(["report", *flags], path)
    out, err = capsys.readouterr()
    assert code == 2 and out == "", (out, err)
    assert err.count("\n") == 1 and "r.csv" in err, err


def test_huge_finite_scores_are_refused_when_read_not_overflowed_in_the_statistics(tmp_path, capsys, table):
    """`report` on a table of 1e308 scores ended in "OverflowError: intermediate overflow in fsum"."""
    rows = table
    for row in range(1, len(table)):
        rows = changed(rows, "s0_total", "1e308", row)
    path = tmp_path / "r.csv"
    with path.open("w", newline="") as handle:
        csv.writer(handle).writerows(rows)
    assert run(["report"], path) == 2
    assert "row 2, column s0_total: 1e+308 is outside -1e15..1e15" in capsys.readouterr().err
    rows = changed(table, "s0_total", "1e15")
    with path.open("w", newline="") as handle:
        csv.writer(handle).writerows(rows)
    assert run(["report"], path) == 0 and "mean score" in capsys.readouterr().out


def test_a_non_utf8_table(tmp_path, capsys):
    path = write(tmp_path, "r.csv", b"seed,winners\n\xff\xfe,0\n")
    assert run(["report"], path) == 2 and "not UTF-8" in capsys.readouterr().err


def dicelands(*args, **kwargs):
    return subprocess.run([sys.executable, "-m", "dicelands", *map(str, args)], capture_output=True, text=True,
                          timeout=60, **kwargs)


def test_special_files_are_refused_at_once(tmp_path):
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    for args in (["replay", "/dev/zero"], ["replay", "--verify", "/dev/urandom"], ["play", "--resume", fifo],
                 ["check", fifo], ["report", "/dev/zero"], ["replay", tmp_path]):
        proc = dicelands(*args)
        assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr
        assert "not a regular file" in proc.stderr or "Is a directory" in proc.stderr, proc.stderr


def test_report_to_a_closed_pipe_ends_quietly(table, tmp_path):
    path = tmp_path / "r.csv"
    with path.open("w", newline="") as handle:
        csv.writer(handle).writerows(table)
    proc = subprocess.Popen([sys.executable, "-m", "dicelands", "report", str(path)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    proc.stdout.close()  # the reader goes away before the report is written, as `| head -0` does
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 141 and err == "", err


def _position(game_id: str, **options) -> dict:
    from dicelands.engine import Match
    match = Match.new(game_id, options, seed=5)
    return json.loads(json.dumps(match.game.to_position(match.state)))


def _changed(position: dict, change) -> dict:
    change(position)
    return position


BAD_POSITIONS = {  # issue 16's position examples, on today's formats (Dice Colony's `phase` is its flow now)
    "a flow step name that is a list": lambda: _changed(_position("dice-colony"),
                                                        lambda p: p["flow"][0][0].update(step=[])),
    "an objective card that is a list": lambda: _changed(_position("dice-colony"),
                                                         lambda p: p["objectives"][0].update(card=[])),
    "a Dice Settlers stack of mappings": lambda: _changed(_position("dice-settlers"), lambda p: p.update(stack=[{}])),
    "a Dice Settlers tableau of lists": lambda: _changed(_position("dice-settlers"),
                                                         lambda p: p.update(tableau=[[]])),
    "a Dice Settlers player with act": lambda: _changed(_position("dice-settlers"),
                                                        lambda p: p["players"][0].update(act="")),
    "an unknown key in a Dice Settlers position": lambda: _changed(_position("dice-settlers"),
                                                                   lambda p: p["vp"].update(colour="red")),
    "a text rng state of 40 digits": lambda: _changed(_position("dice-colony"),
                                                      lambda p: p["rng"].update(state="f" * 40)),
}


@pytest.mark.parametrize("name", BAD_POSITIONS)
def test_bad_positions_are_refused_in_records_and_scenarios(tmp_path, capsys, name):
    position = BAD_POSITIONS[name]()
    path = write(tmp_path, "record.json", json.dumps({"game": position["game"], "position": position}))
    for command in (["replay"], ["replay", "--verify"], ["play", "--resume"]):
        code = run(command, path)
        err = capsys.readouterr().err
        assert code == 2 or command == ["replay", "--verify"] and code == 1, err
        assert err.count("\n") == 1 and "record.json" in err and "position" in err, err
    scenario = {"name": "x", "cite": "c", "game": position["game"], "position": position}
    path = write(tmp_path, "scenario.json", json.dumps(scenario))
    code = run(["check"], path)
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and err.count("\n") == 1 and "scenario 'x': position: " in err, (out, err)
