"""The scenario runner and `dicelands check`, on the engine's fixture game (tests/engine/toy_game/)."""
import json
import textwrap

import pytest

from dicelands.cli import main
from dicelands.engine.scenario import ScenarioError, load_scenarios, run_scenario


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch):
    from dicelands.engine import registry
    monkeypatch.setitem(registry.GAMES, "toy", "tests.engine.toy_game")


def write(tmp_path, text, name="rules.yaml"):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text))
    return path


def check(capsys, *paths):
    code = main(["check", *map(str, paths)])
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


def only(tmp_path, steps, **top):
    """A one-scenario file on the toy game with these steps; returns its Outcome."""
    scenario = {"name": "s", "cite": "toy rules", "game": "toy", **top, "steps": steps}
    path = tmp_path / "one.json"
    path.write_text(json.dumps(scenario))
    return run_scenario(load_scenarios(path)[0])


PASSING = """\
- name: a step adds one
  cite: "toy rules: step adds one to the counter"
  game: toy
  steps:
    - expect: {to_move: 0, legal: [step, roll], prompt: step or roll, over: false}
    - do: step
    - expect: {to_move: [1], position: {counter: 1, "options.target": 10}}
- name: forced rolls decide the race
  cite: "toy rules: a roll adds 1 to 3"
  game: toy
  options: {target: 5}
  force:
    - roll: 3
  steps:
    - do: roll
    - force: {roll: 2}
    - seat: 1
      do: [roll]
    - expect: {over: true, winners: [1], scores: {1: {total: 5}}}
"""


def test_passing_scenarios_print_only_the_summary(tmp_path, capsys):
    code, lines, err = check(capsys, write(tmp_path, PASSING))
    assert (code, lines, err) == (0, ["2 passed, 0 failed"], "")


def test_verbose_lists_passing_scenarios(tmp_path, capsys):
    path = write(tmp_path, PASSING)
    assert main(["check", "-v", str(path)]) == 0
    assert f"{path}: a step adds one: passed" in capsys.readouterr().out


def test_a_failing_scenario_is_one_line_naming_file_scenario_step_and_mismatch(tmp_path, capsys):
    path = write(tmp_path, PASSING + """\
- name: wrong count
  cite: toy
  game: toy
  steps:
    - do: [step, step]
    - expect: {position: {counter: 3}}
""")
    code, lines, _ = check(capsys, path)
    assert code == 1
    assert lines == [f"{path}: wrong count: step 2: position: counter: expected 3, got 2", "2 passed, 1 failed"]


def test_directories_are_searched_for_scenario_files(tmp_path, capsys):
    (tmp_path / "sub").mkdir()
    write(tmp_path, PASSING, "sub/a.yaml")
    (tmp_path / "sub" / "b.json").write_text(json.dumps({"name": "j", "cite": "c", "game": "toy", "steps": []}))
    (tmp_path / "sub" / "notes.txt").write_text("not a scenario")
    assert check(capsys, tmp_path)[:2] == (0, ["3 passed, 0 failed"])


@pytest.mark.parametrize("expect, message", [
    ({"to_move": 1}, "to_move: expected [1], got [0]"),
    ({"legal": ["step"]}, "legal: unexpected [roll]"),
    ({"legal": ["step", "roll", "fly"]}, "legal: missing [fly]"),
    ({"legal_count": 3}, "legal_count: expected 3 options, got 2"),
    ({"legal_includes": ["fly"]}, "legal_includes: not legal: [fly]"),
    ({"legal_excludes": ["roll"]}, "legal_excludes: legal but should not be: [roll]"),
    ({"prompt": "choose a die"}, "prompt: expected a prompt containing 'choose a die', got 'step or roll'"),
    ({"over": True}, "over: expected the game to be over"),
    ({"winners": [0]}, "winners: expected [0], got []"),
    ({"scores": {0: {"total": 4}}}, "scores: seat 0 total: expected 4, got 0"),
    ({"scores": [{"colonies": 0}]}, "seat 0 colonies: expected 0, got None (categories: race, total)"),
    ({"scores": {5: {"total": 0}}}, "no seat 5"),
    ({"position": {"counter": 2}}, "position: counter: expected 2, got 0"),
    ({"position": {"options": {"target": 9}}}, "position: options.target: expected 9, got 10"),
    ({"position": {"secrets.7": 1}}, "secrets.7: the position has nothing at '7'"),
    ({"position": {"secrets": [1]}}, "position: secrets: expected [1], got"),
    ({"icon_at": {"cell": "(0,0)", "icon": "X"}}, "icon_at: Toy race has no cell checks"),
])
def test_each_expectation_reports_its_mismatch(tmp_path, expect, message):
    outcome = only(tmp_path, [{"expect": expect}])
    assert outcome.step == 1 and message in outcome.message, outcome.message


def test_several_mismatches_of_one_step_are_reported_together(tmp_path):
    outcome = only(tmp_path, [{"expect": {"to_move": 1, "legal_count": 5}}])
    assert outcome.message.startswith("to_move: expected [1], got [0]; legal_count: expected 5")


def test_an_unexpected_refusal_fails_the_scenario_with_the_engine_message(tmp_path):
    outcome = only(tmp_path, [{"do": "fly"}])
    assert outcome.step == 1
    assert outcome.message == "'fly' was refused: illegal action 'fly' for seat 0: seat 0 must step or roll; legal: step, roll"


@pytest.mark.parametrize("steps", [
    [{"do": "fly", "expect": {"error": "must step or roll"}}],                       # same step
    [{"do": "fly"}, {"expect": {"error": "must step or roll"}}],                      # the previous step
    [{"expect": {"error": "waiting for seat 0"}}, {"seat": 1, "do": "step"}],        # the next step
    [{"do": "step"}, {"seat": 0, "do": ["step"], "expect": {"error": "waiting for seat 1", "to_move": 1}}],
])
def test_error_expectations_pass_when_the_action_is_refused_with_that_text(tmp_path, steps):
    outcome = only(tmp_path, steps)
    assert outcome.passed, outcome.line()


def test_error_expectation_fails_when_the_action_is_accepted_or_the_message_differs(tmp_path):
    accepted = only(tmp_path, [{"do": "step", "expect": {"error": "no"}}])
    assert accepted.message == "'step' was accepted, expected an error containing 'no'"
    other = only(tmp_path, [{"do": "fly", "expect": {"error": "the game is over"}}])
    assert "was refused with" in other.message and "expected an error containing 'the game is over'" in other.message


def test_a_lone_error_expectation_is_about_the_set_up(tmp_path):
    refused = only(tmp_path, [{"expect": {"error": "outside 1..99"}}], options={"target": 0})
    assert refused.passed, refused.line()
    accepted = only(tmp_path, [{"expect": {"error": "outside"}}])
    assert accepted.step == 0 and "the set-up was accepted" in accepted.message


def test_a_set_up_refusal_is_a_failure_at_setup(tmp_path):
    outcome = only(tmp_path, [], options={"speed": 3})
    assert outcome.line().endswith("s: setup: refused: unknown option 'speed' for toy (known: players, target, modules)")


def test_a_crash_inside_the_game_is_a_failure_not_a_traceback(tmp_path):
    outcome = only(tmp_path, [], position={"game": "toy", "counter": 1, "flow": [[], []]})  # the toy game does not check 'rng'
    assert outcome.step == 0 and outcome.message.startswith("crashed: KeyError")


def test_positions_load_from_a_path_relative_to_the_file_and_forced_chance_applies(tmp_path):
    from tests.engine.toy_game import GAME
    state = GAME.new_state(seed=2)
    (tmp_path / "positions").mkdir()
    (tmp_path / "positions" / "start.json").write_text(json.dumps(GAME.to_position(GAME.apply(state, 0, "step"))))
    path = write(tmp_path, """\
        name: from a file
        cite: toy
        game: toy
        position: positions/start.json
        force: [[roll, 3]]
        steps:
          - expect: {to_move: 1}
          - do: roll
          - expect: {position: {counter: 4}}
    """)
    outcome = run_scenario(load_scenarios(path)[0])
    assert outcome.passed, outcome.line()


MALFORMED = [
    ("steps: [", "malformed YAML at line"),
    ("- 3", "scenario #1: a scenario must be a mapping, got 3"),
    ("[]", "no scenarios in the file"),
    ("name: x\ngame: toy\n", "scenario 'x': needs `cite:` (text)"),
    ("name: x\ncite: c\ngame: toy\nsteps: [{do: step, sit: 0}]\n", "step 1: unknown key 'sit'"),
    ("name: x\ncite: c\ngame: toy\nsteps: [{expect: {legals: []}}]\n", "expect: unknown key 'legals'"),
    ("name: x\ncite: c\ngame: toy\nsteps: [{seat: 0}]\n", "a step needs `do:`, `force:` or `expect:`"),
    ("name: x\ncite: c\ngame: toy\nsteps: [{seat: -1, do: step}]\n", "`seat:` must be a seat number"),
    ("name: x\ncite: c\ngame: toy\nseed: many\n", "`seed:` must be a whole number"),
    ("name: x\ncite: c\ngame: toy\nforce: [3]\n", "force: expected entries like"),
    ("name: x\ncite: c\ngame: toy\nsteps: [{do: step}, {do: step}, {expect: {to_move: 0}}, {expect: {error: x}}]\n",
     "`error:` has no `do:` next to it"),
    ("name: x\ncite: c\ngame: toy\nposition: nowhere.json\n", "cannot read position"),
    ("name: x\ncite: c\ngame: toy\nsteps: [{do: [place (1,2), close]}]\n", "'place (1' has unbalanced parentheses"),
    ("- {name: x, cite: c, game: toy}\n- {name: x, cite: c, game: toy}\n", "two scenarios are named 'x'"),
    # an expectation of the wrong shape is a malformed file (exit 2), not a failing or crashing scenario
    ("name: x\ncite: c\ngame: toy\nsteps: [{expect: {icon_at: {cell: \"(0,0)\"}}}]\n", "expect: icon_at: missing key 'icon'"),
    ("name: x\ncite: c\ngame: toy\nsteps: [{expect: {scores: 5}}]\n", "expect: scores: expected object | array, got int"),
    ("name: x\ncite: c\ngame: toy\nsteps: [{expect: {to_move: 1, to_move: 0}}]\n", "duplicate key 'to_move'"),
    ("name: x\ncite: c\ngame: toy\nposition: \"\\0\"\n", "cannot read position"),
    ("name: x\ncite: c\ngame: toy\nseed: 1" + "1" * 5000 + "\n", "a number too large"),
    ("name: x\ncite: c\ngame: toy\nsteps: " + "[" * 600 + "]" * 600 + "\n", "nested more than 64 deep"),
]


@pytest.mark.parametrize("text, message", MALFORMED)
def test_malformed_files_are_one_line_errors_with_exit_2(tmp_path, capsys, text, message):
    path = write(tmp_path, text)
    before = path.read_bytes()
    code, out, err = check(capsys, path)
    assert code == 2 and out == []
    assert err.count("\n") == 1 and err.startswith(f"dicelands: error: ") and message in err, err
    assert path.read_bytes() == before


def test_malformed_json_and_missing_files(tmp_path, capsys):
    path = write(tmp_path, '{"name": ', "bad.json")
    code, _, err = check(capsys, path)
    assert code == 2 and "bad.json: malformed JSON at line 1" in err
    code, _, err = check(capsys, tmp_path / "missing.yaml")
    assert code == 2 and "cannot read scenario file" in err


def test_a_malformed_file_stops_the_run_before_anything_runs(tmp_path, capsys):
    good, bad = write(tmp_path, PASSING, "a.yaml"), write(tmp_path, "- 3", "b.yaml")
    code, out, _ = check(capsys, good, bad)
    assert code == 2 and out == []


def test_scenario_error_is_a_dicelands_error():
    from dicelands.engine import DicelandsError
    assert issubclass(ScenarioError, DicelandsError)


# ---- simultaneous steps: `expect` looks at the seat of the step's (or the previous step's) `do` -------------------
SETTLERS_ROLL = {"game": "dice-settlers", "options": {"players": 2},
                 "force": [{"first": "0"}, {"tiles": "tile-03 tile-04 tile-05"}, {"tiles": "tile-06"},
                           {"roll": "w1=pioneer w2=explore y1=food"}, {"roll": "w1=settle w2=settle g1=wood"}]}
DRAFT = [{"seat": 0, "do": "keep tile-03"}, {"seat": 1, "do": "keep tile-04"}]


def settlers(tmp_path, steps):
    return only(tmp_path, DRAFT + steps, **SETTLERS_ROLL)


def test_in_a_simultaneous_step_expect_looks_at_the_seat_of_the_previous_steps_do(tmp_path):
    outcome = settlers(tmp_path, [{"do": "start (1,0)"}, {"seat": 0, "do": "pioneer w1"},
                                  {"expect": {"legal_includes": ["set w2", "set y1", "reroll"]}}])
    assert outcome.passed, outcome.line()
    wrong = settlers(tmp_path, [{"do": "start (1,0)"}, {"seat": 1, "do": "resource g1"},
                                {"expect": {"legal_includes": ["set w2", "reroll"]}}])
    assert wrong.step == 5 and wrong.message.startswith("legal_includes: not legal: [reroll, set w2]"), wrong.line()


def test_in_a_simultaneous_step_expect_looks_at_the_seat_of_the_same_steps_do(tmp_path):
    # seat 1 places the last starting tile (it alone is to move); then both seats roll at once
    outcome = settlers(tmp_path, [{"do": "start (1,0)", "expect": {"to_move": [0, 1],
                                                                    "legal": ["resource g1", "done"]}}])
    assert outcome.passed, outcome.line()


def test_the_steps_own_seat_wins_and_without_any_do_the_seat_must_be_named(tmp_path):
    named = settlers(tmp_path, [{"do": "start (1,0)"}, {"seat": 1, "do": "resource g1"},
                                {"seat": 0, "expect": {"legal_includes": ["pioneer w1", "resource y1"]}}])
    assert named.passed, named.line()
    no_do = settlers(tmp_path, [{"do": "start (1,0)"}, {"force": {"roll": "w1=settle"}},
                                {"expect": {"legal_includes": ["done"]}}])
    assert no_do.step == 5 and "say which `seat:` (seats to move: [0, 1])" in no_do.message, no_do.line()


def test_the_default_seat_is_only_a_seat_still_to_move(tmp_path):
    outcome = settlers(tmp_path, [{"do": "start (1,0)"}, {"seat": 1, "do": "done"},
                                  {"expect": {"to_move": [0], "legal_includes": ["pioneer w1"]}}])
    assert outcome.passed, outcome.line()


# ---- forced chance outcomes must all be used -------------------------------------------------------------------------
def test_a_forced_outcome_left_unused_fails_the_scenario_at_the_end(tmp_path):
    outcome = only(tmp_path, [{"do": "step"}, {"expect": {"position": {"counter": 1}}}], force=[{"roll": 3}])
    assert outcome.line() == ("one.json: s: end: 1 forced chance outcome never used (roll: 3): the game met no chance "
                              "event of that kind when it was next in the queue (outcomes are taken in order, and "
                              "one of the wrong kind is skipped over by sampling)").replace("one.json", str(
                                  tmp_path / "one.json"))


def test_a_forced_outcome_of_the_wrong_kind_is_reported_not_silently_ignored(tmp_path):
    outcome = only(tmp_path, [{"force": [{"dice": "3"}, {"roll": "2"}], "do": ["roll", "roll"]}])
    assert outcome.step == -1 and "2 forced chance outcomes never used (dice: 3, roll: 2)" in outcome.message


def test_forced_outcomes_that_are_all_used_pass(tmp_path):
    outcome = only(tmp_path, [{"force": {"roll": 2}, "do": "roll"}, {"expect": {"position": {"counter": 2}}}])
    assert outcome.passed, outcome.line()
