"""`dicelands replay RECORD [--verify] [--seat N]` on Dice Colony records."""
import json
import random

import pytest

from dicelands.cli import main
from dicelands.engine import Match


def random_game(seed, players=("you", "lu287"), stop_after=None):
    """A Match played by choosing uniformly at random (seeded), to the end or for `stop_after` actions."""
    match = Match.new("dice-colony", {"players": 1, "solo": True} if "lu287" in players else {"players": len(players)},
                      seed, list(players))
    chooser = random.Random(seed)
    while not match.is_over() and (stop_after is None or len(match.actions) < stop_after):
        seat = match.to_move()[0]
        match.apply(seat, chooser.choice(match.legal_actions(seat)))
    return match


def write_record(tmp_path, record, name="game.json"):
    path = tmp_path / name
    path.write_text(json.dumps(record))
    return path


def replay(capsys, *args):
    code = main(["replay", *map(str, args)])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def finished():
    return random_game(12).to_record()


def test_replay_prints_the_final_position_and_scores_by_category(tmp_path, capsys, finished):
    code, out, err = replay(capsys, write_record(tmp_path, finished))
    assert code == 0 and err == ""
    assert f"{len(finished['actions'])} actions replayed; the game is over" in out
    for category in finished["result"]["scores"][0]:
        assert category in out
    assert "you" in out and "LU-287" in out
    assert "winner: " in out or "no winner: a draw" in out
    assert out.startswith("Dice Colony")  # the game's own rendering comes first


def test_verify_accepts_a_faithful_record(tmp_path, capsys, finished):
    code, out, _ = replay(capsys, "--verify", write_record(tmp_path, finished))
    assert code == 0 and "verified: every action is legal and the result matches the record" in out


def test_verify_fails_with_one_line_when_the_result_differs(tmp_path, capsys, finished):
    tampered = json.loads(json.dumps(finished))
    tampered["result"]["scores"][0]["total"] += 1
    code, out, err = replay(capsys, "--verify", write_record(tmp_path, tampered))
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and err.startswith("dicelands: verify failed: ") and ": replayed result" in err and "differs" in err


def test_verify_fails_with_one_line_on_an_illegal_action(tmp_path, capsys, finished):
    broken = json.loads(json.dumps(finished))
    broken["actions"][2] = [0, "place (5,5)"]
    code, _, err = replay(capsys, "--verify", write_record(tmp_path, broken))
    assert code == 1 and err.count("\n") == 1 and "action #3 'place (5,5)'" in err


def test_without_verify_an_illegal_action_is_a_bad_input_error(tmp_path, capsys, finished):
    broken = json.loads(json.dumps(finished))
    broken["actions"][0] = [0, "take purple9"]
    code, _, err = replay(capsys, write_record(tmp_path, broken))
    assert code == 2 and err.startswith("dicelands: error: ") and ".json: action #1 'take purple9'" in err


def test_an_unfinished_record_replays_to_where_it_stopped(tmp_path, capsys):
    record = random_game(5, stop_after=9).to_record(with_result=False)
    code, out, _ = replay(capsys, "--verify", write_record(tmp_path, record))
    assert code == 0 and "9 actions replayed; the game is not over" in out and "to move: you" in out
    assert "the record holds no result to compare" in out


def test_a_record_may_start_from_a_position(tmp_path, capsys):
    middle = random_game(8, players=("ann", "bob"), stop_after=20)
    rest = random_game(8, players=("ann", "bob"))
    record = {"game": "dice-colony", "position": middle.game.to_position(middle.state), "seats": ["ann", "bob"],
              "actions": [list(a) for a in rest.actions[20:]], "result": rest.result().to_json()}
    code, out, _ = replay(capsys, "--verify", write_record(tmp_path, record))
    assert code == 0 and "verified" in out


def test_seat_chooses_whose_view_is_drawn(tmp_path, capsys, finished):
    path = write_record(tmp_path, finished)
    assert replay(capsys, "--seat", 1, path)[0] == 0
    code, out, err = replay(capsys, "--seat", 0, path)  # seats are counted from 1, as on every command
    assert code == 2 and "--seat 0: the game has seats 1..2" in err


def test_replay_as_a_subprocess_leaves_the_record_untouched(tmp_path, finished):
    import subprocess
    import sys
    path = write_record(tmp_path, finished)
    before = path.read_bytes()
    proc = subprocess.run([sys.executable, "-m", "dicelands", "replay", "--verify", str(path)], capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0 and proc.stderr == "" and path.read_bytes() == before
