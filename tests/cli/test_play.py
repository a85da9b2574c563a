"""`dicelands play` driven as a real subprocess with piped stdin, as a person or a script would."""
import json
import re
import subprocess
import sys

import pytest

ONES = "1\n" * 3000  # "choose option 1" for every decision a game can ask for


def play(*args, stdin="", cwd=None):
    proc = subprocess.run([sys.executable, "-m", "dicelands", "play", *map(str, args)], input=stdin, text=True,
                          capture_output=True, timeout=300, cwd=cwd)
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc


def replay_verify(path):
    return subprocess.run([sys.executable, "-m", "dicelands", "replay", "--verify", str(path)], text=True,
                          capture_output=True, timeout=300)


def test_a_full_solo_game_against_lu287_choosing_option_1_each_time(tmp_path):
    record = tmp_path / "solo.json"
    proc = play("dice-colony", "--players", "you,lu287", "--seed", 11, "--save", record, stdin=ONES)
    assert proc.returncode == 0 and proc.stderr == ""
    out = proc.stdout
    assert "you; LU-287 (played by the game)" in out
    assert "1) " in out and "> 1" in out and "game over" in out
    assert "total" in out and ("winner: " in out or "no winner" in out)
    saved = json.loads(record.read_text())
    assert saved["seats"] == ["you", "lu287"] and saved["options"]["solo"] is True and saved["result"]["over"]
    assert replay_verify(record).returncode == 0


def test_the_same_seed_and_input_give_the_same_game():
    first = play("dice-colony", "--players", "you,lu287", "--seed", 4, stdin=ONES)
    again = play("dice-colony", "--players", "you,lu287", "--seed", 4, stdin=ONES)
    assert first.stdout == again.stdout


@pytest.mark.parametrize("stop", ["eof", "quit"])
def test_a_saved_game_resumes_and_continues_identically(tmp_path, stop):
    players = ["--players", "you,lu287"]  # no bot: a terminal bot draws its own seed (docs/bots.md, Seeds)
    whole = tmp_path / "whole.json"
    play("dice-colony", *players, "--seed", 21, "--save", whole, stdin=ONES)
    part, rest = tmp_path / "part.json", tmp_path / "rest.json"
    first_half = "1\n" * 23 + ("quit\n" if stop == "quit" else "")
    stopped = play("dice-colony", *players, "--seed", 21, "--save", part, stdin=first_half)
    assert stopped.returncode == 0 and f"saved in {part}" in stopped.stdout
    assert "result" not in json.loads(part.read_text())  # unfinished: no result yet
    resumed = play("--resume", part, "--save", rest, stdin=ONES)
    assert resumed.returncode == 0 and "resumed after" in resumed.stdout and "game over" in resumed.stdout
    assert json.loads(rest.read_text()) == json.loads(whole.read_text())


def test_a_saved_game_with_bots_resumes_from_its_saved_actions(tmp_path):
    part, rest = tmp_path / "part.json", tmp_path / "rest.json"
    play("dice-colony", "--players", "you,random,random", "--seed", 21, "--save", part, stdin="1\n" * 23)
    resumed = play("--resume", part, "--save", rest, stdin=ONES)
    assert resumed.returncode == 0 and "game over" in resumed.stdout
    saved, finished = json.loads(part.read_text()), json.loads(rest.read_text())
    assert finished["actions"][:len(saved["actions"])] == saved["actions"] and finished["result"]["over"]


def test_illegal_input_is_refused_with_a_message_and_the_game_goes_on(tmp_path):
    record = tmp_path / "game.json"
    proc = play("dice-colony", "--players", "you,lu287", "--seed", 3, "--save", record,
                stdin="place (9,9)\nfly to mars\n999\n" + ONES)
    out = proc.stdout
    assert proc.returncode == 0 and "game over" in out
    assert "refused: illegal action 'place (9,9)' for you" in out
    assert "refused: illegal action 'fly to mars' for you" in out
    assert "refused: there is no option 999" in out
    assert json.loads(record.read_text())["result"]["over"]


def test_several_answers_on_one_line_and_the_rest_dropped_after_a_refusal():
    proc = play("dice-colony", "--players", "you,lu287", "--seed", 3, stdin="1; 1 ; 1\nlog\n1; nonsense; 1\nlog\n")
    out = proc.stdout
    assert "   3. you " in out and "   4. you " not in out.split("> 1; nonsense; 1")[0]
    assert "(ignored the rest of the line: 1)" in out
    assert "end of input: the game is saved in" in out and proc.returncode == 0


def test_notation_is_accepted_as_well_as_numbers(tmp_path):
    first_run, second_run = tmp_path / "by-number", tmp_path / "by-notation"
    first_run.mkdir(), second_run.mkdir()
    by_number = play("dice-colony", "--players", "you,lu287", "--seed", 3, "--option", "side=b", "--save", "game.json",
                     "--no-auto-forced", stdin="1\n1\nlog\n", cwd=first_run)
    first, second = [text for _, text in json.loads((first_run / "game.json").read_text())["actions"][:2]]
    by_notation = play("dice-colony", "--players", "you,lu287", "--seed", 3, "--side", "b", "--no-auto-forced",
                       "--save", "game.json", stdin=f"{first}\n  {second.upper()} \nlog\n", cwd=second_run)
    assert by_notation.stdout.split("> log")[1] == by_number.stdout.split("> log")[1]
    assert "refused" not in by_notation.stdout


def test_commands_help_log_hint_board_and_undo_refusal_explained():
    proc = play("dice-colony", "--players", "you,lu287", "--seed", 3, stdin="help\nundo\nhint\nboard\nlog\n")
    out = proc.stdout
    assert "save FILE" in out and "undo" in out
    assert "cannot undo: nothing to undo (undo takes back your last decision" in out
    hint = next(line for line in out.splitlines() if line.startswith("hint from "))
    assert hint.startswith("hint from mcts, best first: ") and "roughly the chance to win" in hint
    values = [float(v) for v in re.findall(r"\((0(?:\.\d+)?|1(?:\.0+)?)\)", hint)]
    assert values and all(0 <= v <= 1 for v in values)
    assert "no actions yet" in out


def test_undo_takes_back_a_choice_that_revealed_nothing():
    proc = play("dice-colony", "--players", "you,lu287", "--seed", 3, stdin="1\nundo\nlog\n")
    assert "took back: " in proc.stdout and proc.stdout.split("> log")[1].splitlines()[1] == "no actions yet"


def test_end_of_input_saves_when_asked_and_exits_cleanly(tmp_path):
    record = tmp_path / "eof.json"
    proc = play("dice-colony", "--players", "you,lu287", "--seed", 8, "--save", record, stdin="1\n1\n")
    assert proc.returncode == 0 and proc.stderr == ""
    assert len(json.loads(record.read_text())["actions"]) == 2


def test_save_command_writes_the_record_where_asked(tmp_path):
    proc = play("dice-colony", "--players", "you,lu287", "--seed", 8, stdin="1\nsave mine.json\nquit\n", cwd=tmp_path)
    assert "saved a copy to mine.json" in proc.stdout
    assert json.loads((tmp_path / "mine.json").read_text())["actions"][0][0] == 0


def test_hot_seat_announces_whose_turn_it_is():
    proc = play("dice-colony", "--players", "you,you2", "--seed", 2, stdin="1\n" * 12)
    assert "--- you to play ---" in proc.stdout and "--- you2 to play ---" in proc.stdout


def test_auto_forced_takes_only_options_without_asking():
    proc = play("dice-colony", "--players", "you,lu287", "--seed", 3, "--auto-forced", stdin=ONES)
    assert proc.returncode == 0 and "game over" in proc.stdout
    assert "(the only option)" in proc.stdout


def test_bots_alone_play_a_whole_game():
    proc = play("dice-colony", "--players", "random,random", "--seed", 6)
    assert proc.returncode == 0 and "game over" in proc.stdout
    assert not any(line.startswith("> ") for line in proc.stdout.splitlines())


def test_a_record_made_elsewhere_resumes_with_its_unknown_seat_names_played_by_people(tmp_path):
    from dicelands.engine import Match
    match = Match.new("dice-colony", {"players": 2}, 5, ["alice", "random"])
    path = tmp_path / "server-game.json"
    path.write_text(json.dumps(match.to_record(with_result=False)))
    proc = play("--resume", path, stdin=ONES)
    assert proc.returncode == 0 and "alice; random (an easy bot)" in proc.stdout
    assert "game over" in proc.stdout


def autosaves(tmp_path):
    folder = tmp_path / "dicelands-home" / "games"
    return sorted(folder.iterdir()) if folder.exists() else []


def test_resuming_a_finished_server_record_keeps_it_and_its_seed_commitment(tmp_path):
    """A finished record with the commitment a server published: resuming shows the result and writes nothing, so
    `replay --verify --commitment` still checks the seed afterwards."""
    from dicelands.engine import Match
    from dicelands.engine.commitment import seed_commitment
    match = Match.new("dice-colony", {"players": 2}, 77, ["alice", "random"])
    while not match.is_over():
        seat = match.to_move()[0]
        match.apply(seat, match.legal_actions(seat)[0])
    path = tmp_path / "server-game.json"
    path.write_text(json.dumps({**match.to_record(), "seed_commitment": seed_commitment(77)}))
    before = path.read_bytes()
    proc = play("--resume", path, stdin="")
    assert proc.returncode == 0 and "game over" in proc.stdout
    assert f"the finished game is saved in {path}" in proc.stdout
    assert path.read_bytes() == before
    assert autosaves(tmp_path) == []
    verified = subprocess.run([sys.executable, "-m", "dicelands", "replay", "--verify", "--commitment",
                               seed_commitment(77), str(path)], text=True, capture_output=True, timeout=300)
    assert verified.returncode == 0, verified.stderr


def test_resuming_at_a_forced_move_without_input_plays_and_saves_nothing(tmp_path):
    """Seat 0's only option after 30 actions of this solo game is `take red2`: with no input it is not taken."""
    from dicelands.engine import Match
    match = Match.new("dice-colony", {"players": 1, "solo": True}, 3, ["you", "lu287"])
    while len(match.actions) < 30:
        seat = match.to_move()[0]
        match.apply(seat, match.legal_actions(seat)[0])
    assert [str(a) for a in match.legal_actions(0)] == ["take red2"]
    path = tmp_path / "solo.json"
    path.write_text(json.dumps(match.to_record(with_result=False)))
    before = path.read_bytes()
    proc = play("--resume", path, stdin="")
    assert proc.returncode == 0 and "1) " in proc.stdout and "(the only option)" not in proc.stdout
    assert f"end of input: the game is saved in {path}; continue it with: dicelands play --resume {path}" \
        in proc.stdout
    assert path.read_bytes() == before
    assert autosaves(tmp_path) == []
    answered = play("--resume", path, stdin="1\nquit\n")  # once asked and answered, it is played and saved
    saved = tmp_path / "dicelands-home" / "games" / "dice-colony-seed3.json"
    assert json.loads(saved.read_text())["actions"][30] == [0, "take red2"] and path.read_bytes() == before
    assert "> 1" in answered.stdout


def test_undo_names_a_secret_plan_only_to_its_chooser_at_the_keyboard():
    """Seed 003, Les Plans de la Reine: the secret plan is put face down. In hot-seat play everyone reads the screen,
    so taking it back names no plan; a person alone at the keyboard (against a bot) reads its own plan."""
    plans = ("--option", "modules=queens-plans", "--seed", 3)
    hot_seat = play("dice-city", "--players", "you,you2", *plans, stdin="1\nundo\n").stdout
    assert "took back: secret (hidden)" in hot_seat
    alone = play("dice-city", "--players", "you,easy", *plans, stdin="1\nundo\n").stdout
    assert re.search(r"took back: secret q\d\d\b", alone)
