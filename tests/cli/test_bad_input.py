"""Bad input on every surface: one line naming the problem, a non-zero exit, no traceback, input files untouched."""
import json
import subprocess
import sys

import pytest

from dicelands.engine import Match



def good_position():
    match = Match.new("dice-colony", {"players": 2}, 1)
    return json.loads(json.dumps(match.game.to_position(match.state)))


def dicelands(*args, stdin=""):
    proc = subprocess.run([sys.executable, "-m", "dicelands", *map(str, args)], input=stdin, text=True,
                          capture_output=True, timeout=120)
    assert "Traceback" not in proc.stderr and "Traceback" not in proc.stdout
    return proc


def assert_one_line_error(proc, code, *words):
    assert proc.returncode == code, (proc.stdout, proc.stderr)
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith("dicelands: "), proc.stderr
    for word in words:
        assert word in proc.stderr, proc.stderr


def unchanged(path, before):
    assert path.read_bytes() == before


def two_icons_on_one_space():
    position = good_position()
    q, r, _ = position["sheets"][0]["icons"][0]
    position["sheets"][0]["icons"].append([q, r, "X"])
    return position, "two icons on one space"


def eleven_dice():
    position = good_position()
    position["bag"]["green"] += 1
    return position, "11 dice"


def record_from(position):
    return {"format": "dicelands-record/1", "game": "dice-colony", "position": position, "actions": []}


@pytest.fixture
def solo_record():
    match = Match.new("dice-colony", {"players": 1, "solo": True}, 3, ["you", "lu287"])
    for _ in range(6):
        match.apply(match.to_move()[0], match.legal_actions(match.to_move()[0])[0])
    return match.to_record(with_result=False)


# ---- records ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("command", [["replay"], ["replay", "--verify"], ["play", "--resume"]])
def test_a_malformed_json_record(tmp_path, command):
    path = tmp_path / "broken.json"
    path.write_text('{"game": "dice-colony", "actions": [[0, "take red3"],,]}')
    before = path.read_bytes()
    assert_one_line_error(dicelands(*command, path), 2, "malformed JSON at line 1 column")
    unchanged(path, before)


def test_a_record_of_an_unknown_game(tmp_path):
    path = tmp_path / "chess.json"
    path.write_text(json.dumps({"game": "chess", "actions": []}))
    assert_one_line_error(dicelands("replay", path), 2, "unknown game 'chess'")


def test_a_record_with_an_unknown_option(tmp_path):
    path = tmp_path / "options.json"
    path.write_text(json.dumps({"game": "dice-colony", "options": {"speed": 3}, "seed": 1, "actions": []}))
    assert_one_line_error(dicelands("replay", path), 2, "unknown option 'speed' for dice-colony")


@pytest.mark.parametrize("command", [["replay"], ["replay", "--verify"], ["play", "--resume"]])
@pytest.mark.parametrize("option, words", [
    ("players", ["option 'players': expected a whole number, got '9999", "… (4,301 characters)"]),
    ("side", ["option 'side': '9999", "… (4,301 characters) is not one of a, b"]),
])
def test_a_number_string_past_pythons_digit_limit_in_a_record(tmp_path, solo_record, command, option, words):
    """Python refuses int() on more than 4,300 digits with a ValueError: the option is refused in one line, and
    the text is not echoed whole."""
    solo_record["options"][option] = "9" * 4301
    path = tmp_path / "digits.json"
    path.write_text(json.dumps(solo_record))
    before = path.read_bytes()
    proc = dicelands(*command, path)
    assert_one_line_error(proc, 2 if command != ["replay", "--verify"] else 1, *words)
    assert len(proc.stderr) < 400
    unchanged(path, before)


@pytest.mark.parametrize("command, code", [(["replay"], 2), (["replay", "--verify"], 1), (["play", "--resume"], 2)])
def test_an_illegal_action_in_a_record(tmp_path, solo_record, command, code):
    solo_record["actions"][4] = [0, "place (5,5)"]
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(solo_record))
    before = path.read_bytes()
    assert_one_line_error(dicelands(*command, path), code, "action #5 'place (5,5)'", "illegal action")
    unchanged(path, before)


@pytest.mark.parametrize("breaking", [two_icons_on_one_space, eleven_dice])
def test_a_rule_breaking_position_in_a_record(tmp_path, breaking):
    position, problem = breaking()
    path = tmp_path / "position.json"
    path.write_text(json.dumps(record_from(position)))
    before = path.read_bytes()
    assert_one_line_error(dicelands("replay", path), 2, problem)
    unchanged(path, before)


# ---- play ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("args, words", [
    (["chess"], ["unknown game 'chess'", "dice-colony"]),
    (["dice-colony", "--option", "speed=3"], ["unknown option 'speed' for dice-colony"]),
    (["dice-colony", "--option", "speed"], ["--option expects NAME=VALUE, got 'speed'"]),
    (["dice-colony", "--side", "c"], ["option 'side'", "'c' is not one of"]),
    (["dice-colony", "--option", "players=9"], ["option 'players': 9 is outside 1..4"]),
    (["dice-colony", "--players", "you,robot"], ["unknown player 'robot'", "easy, medium, strong", "lu287"]),
    (["dice-colony", "--players", "you,you2,lu287"], ["LU-287 plays only the solo game"]),
    (["dice-colony", "--players", "you,random", "--option", "players=3"], ["conflicts with --players"]),
    ([], ["name the game to play"]),
])
def test_bad_play_arguments(args, words):
    assert_one_line_error(dicelands("play", *args, stdin="1\n"), 2, *words)


def test_resume_cannot_change_the_recorded_game(tmp_path, solo_record):
    path = tmp_path / "solo.json"
    path.write_text(json.dumps(solo_record))
    assert_one_line_error(dicelands("play", "--resume", path, "--seed", 4), 2, "cannot be changed")


# ---- scenarios -------------------------------------------------------------------------------------------------
def run_check(tmp_path, scenario):
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(scenario))
    before = path.read_bytes()
    proc = dicelands("check", path)
    unchanged(path, before)
    return proc, path


def assert_one_failure(proc, path, *words):
    assert proc.returncode == 1 and proc.stderr == ""
    lines = proc.stdout.splitlines()
    assert len(lines) == 2 and lines[0].startswith(f"{path}: ") and lines[1] == "0 passed, 1 failed", lines
    for word in words:
        assert word in lines[0], lines[0]


def test_an_illegal_action_in_a_scenario(tmp_path):
    proc, path = run_check(tmp_path, {"name": "bad move", "cite": "-", "game": "dice-colony", "seed": 1,
                                      "steps": [{"seat": 0, "do": "place (5,5)"}]})
    assert_one_failure(proc, path, "bad move: step 1: 'place (5,5)' was refused: illegal action")


def test_an_unknown_game_in_a_scenario(tmp_path):
    proc, path = run_check(tmp_path, {"name": "nope", "cite": "-", "game": "chess", "steps": []})
    assert_one_failure(proc, path, "nope: setup: refused: unknown game 'chess'")


@pytest.mark.parametrize("breaking", [two_icons_on_one_space, eleven_dice])
def test_a_rule_breaking_position_in_a_scenario_is_a_malformed_file(tmp_path, breaking):
    position, problem = breaking()
    proc, path = run_check(tmp_path, {"name": "broken", "cite": "-", "game": "dice-colony", "position": position,
                                      "steps": []})
    assert_one_line_error(proc, 2, f"{path}: scenario 'broken': position:", problem)
    assert proc.stdout == ""


def test_a_scenario_expecting_its_position_refused_still_runs(tmp_path):
    position, problem = eleven_dice()
    proc, path = run_check(tmp_path, {"name": "refused", "cite": "-", "game": "dice-colony", "position": position,
                                      "steps": [{"expect": {"error": problem}}]})
    assert proc.returncode == 0 and proc.stdout.strip() == "1 passed, 0 failed", proc.stdout


def test_a_position_option_written_as_text_is_not_read_as_a_number(tmp_path):
    """docs/inputs.md: text is never read as a number; `"players": "2"` in a position is refused, not read as 2."""
    position = good_position()
    position["options"]["players"] = "2"
    proc, path = run_check(tmp_path, {"name": "text", "cite": "-", "game": "dice-colony", "position": position,
                                      "steps": []})
    assert_one_line_error(proc, 2, "option 'players': expected a whole number, got the text '2'")


@pytest.mark.parametrize("game", ["Dice-Colony", "dice_colony", "DICE-COLONY ", "dice-colony "])
def test_a_game_id_is_read_exactly_and_the_id_meant_suggested(tmp_path, game):
    proc, path = run_check(tmp_path, {"name": "loose", "cite": "-", "game": game, "seed": 1, "steps": []})
    assert_one_failure(proc, path, f"unknown game {game!r}; did you mean 'dice-colony'?")
    assert_one_line_error(dicelands("play", game, stdin="quit\n"), 2, "did you mean 'dice-colony'?")


def test_a_refusal_quotes_a_long_action_cut_short(tmp_path, solo_record):
    solo_record["actions"][4] = [0, "x" * 65536]
    path = tmp_path / "long.json"
    path.write_text(json.dumps(solo_record))
    for command in (["replay"], ["replay", "--verify"], ["play", "--resume"]):
        proc = dicelands(*command, path)
        assert "… (65,536 characters)" in proc.stderr and len(proc.stderr) < 1200, len(proc.stderr)
    proc, _ = run_check(tmp_path, {"name": "long", "cite": "-", "game": "dice-colony", "seed": 1,
                                   "steps": [{"seat": 0, "do": "y" * 65536}]})
    assert proc.returncode == 1 and "… (65,536 characters)" in proc.stdout and len(proc.stdout) < 1200


def test_a_refusal_quotes_a_long_file_name_cut_short(tmp_path):
    proc, _ = run_check(tmp_path, {"name": "far", "cite": "-", "game": "dice-colony", "position": "p" * 1_900_000,
                                   "steps": []})
    assert_one_line_error(proc, 2, "cannot read position '", "…ppp", "ppp' (1,900,0", "characters): File name too long")
    assert len(proc.stderr) < 600


def test_a_malformed_scenario_file(tmp_path):
    path = tmp_path / "scenario.yaml"
    path.write_text("name: x\ncite: y\ngame: dice-colony\nsteps:\n  - do: [take red3\n")
    before = path.read_bytes()
    assert_one_line_error(dicelands("check", path), 2, "malformed YAML at line")
    unchanged(path, before)


def _played(game_id, options, moves, seed=1):
    import random
    match = Match.new(game_id, options, seed)
    rnd = random.Random(seed)
    for _ in range(moves):
        seat = match.to_move()[0]
        match.apply(seat, rnd.choice(match.legal_actions(seat)))
    return json.loads(json.dumps(match.game.to_position(match.state)))


def deck_card_twice():
    position = _played("dice-city", {"players": 2}, 0)
    position["deck"][0] = position["deck"][1]
    return position, "appears twice"


def card_missing():
    position = _played("dice-city", {"players": 2}, 0)
    position["deck"].pop()
    return position, "missing from every place"


def catan_two_rolls():
    import random
    match, rnd = Match.new("catan", {}, 1), random.Random(1)
    while match.game.to_position(match.state)["flow"][match.state.active] != [{"step": "roll"}]:
        seat = match.to_move()[0]
        match.apply(seat, rnd.choice(match.legal_actions(seat)))
    position = json.loads(json.dumps(match.game.to_position(match.state)))
    position["flow"][(position["active"] + 1) % 4] = [{"step": "roll"}]
    return position, "has 'roll' pending, but seat"


def tile_far_away():
    position = _played("dice-settlers", {}, 60)
    position["map"].append({"cell": "(999,999)", "tile": position["stack"].pop(), "tents": [0, 0], "house": None})
    return position, "the tile at (999,999) is not connected to the map"


@pytest.mark.parametrize("breaking", [deck_card_twice, card_missing, catan_two_rolls, tile_far_away])
def test_positions_the_rules_forbid_fail_replay_verify(tmp_path, breaking):
    """Issue 42: each of these was verified with exit 0 by `replay --verify`."""
    position, problem = breaking()
    path = tmp_path / "record.json"
    path.write_text(json.dumps({"format": "dicelands-record/1", "game": position["game"], "position": position,
                                "actions": []}))
    assert_one_line_error(dicelands("replay", "--verify", path), 1, problem)
