"""Every error a player can meet in the terminal is a sentence that says what to do next (issue 13's list):
saving, continuing, seats, bots, Ctrl-C, version. Driven as a real subprocess with piped input."""
import json
import os
import signal
import subprocess
import sys
import threading
import time

import pytest


def dicelands(*args, stdin="", cwd=None):
    proc = subprocess.run([sys.executable, "-m", "dicelands", *map(str, args)], input=stdin, text=True,
                          capture_output=True, timeout=300, cwd=cwd)
    assert "Traceback" not in proc.stderr + proc.stdout, proc.stderr
    return proc


def one_line_error(proc, *words):
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith("dicelands: error: "), proc.stderr
    for word in words:
        assert word in proc.stderr, proc.stderr
    return proc.stderr


@pytest.mark.parametrize("save, words", [
    ("missing-folder/game.json", ["does not exist", "choose another --save file"]),
    (".", ["is a folder", "give a file name"]),
])
def test_a_bad_save_path_is_refused_before_the_first_move(tmp_path, save, words):
    proc = dicelands("play", "dice-colony", "--players", "you,lu287", "--seed", 1, "--save", save, stdin="1\n",
                     cwd=tmp_path)
    one_line_error(proc, *words)
    assert "> 1" not in proc.stdout  # nothing was played


def test_continue_without_a_game_says_how_to_start_one():
    one_line_error(dicelands("play", "--continue"), "no game to continue", "dicelands play dice-colony")


def test_an_unknown_player_lists_people_bots_by_strength_and_the_rulebook_opponents():
    one_line_error(dicelands("play", "dice-colony", "--players", "you,robot"), "unknown player 'robot'",
                   "you, you2", "easy, medium, strong", "lu287")
    one_line_error(dicelands("play", "dice-settlers", "--players", "you,robot"), "diceoneer")


def test_a_lonely_seat_is_not_a_silent_one_player_game():
    one_line_error(dicelands("play", "dice-colony", "--players", "you"), "--players you,lu287", "--players you,easy",
                   "--option players=1")


def test_version():
    proc = dicelands("--version")
    assert proc.returncode == 0 and proc.stdout.startswith("dicelands ")


def test_every_game_is_saved_and_continues_where_it_stopped(tmp_path):
    first = dicelands("play", "dice-colony", "--players", "you,easy", "--seed", 7, stdin="1\n1\nquit\n")
    home = tmp_path / "dicelands-home"
    saved = home / "games" / "dice-colony-seed7.json"
    assert f"The game is saved in {saved} after every move" in first.stdout
    assert f"the game is saved in {saved}; continue it with: dicelands play --continue" in first.stdout
    actions = len(json.loads(saved.read_text())["actions"])
    again = dicelands("play", "--continue", stdin="save copy.json\nquit\n", cwd=tmp_path)
    assert f"resumed after {actions} actions" in again.stdout
    # a copy goes where asked; the game goes on saving where it was
    assert "saved a copy to copy.json" in again.stdout and f"the game goes on saving to {saved}" in again.stdout
    assert f"the game is saved in {saved}" in again.stdout.split("> quit")[1]


def test_resuming_leaves_the_given_file_alone_and_saves_the_game_elsewhere(tmp_path):
    record = tmp_path / "mine.json"
    dicelands("play", "dice-colony", "--players", "you,easy", "--seed", 7, "--save", record, stdin="1\n")
    before = record.read_bytes()
    proc = dicelands("play", "--resume", record, stdin="1\nquit\n")
    autosave = tmp_path / "dicelands-home" / "games" / "dice-colony-seed7.json"
    assert f"{record} is left as it is; from the first move on the game is saved in {autosave}" in proc.stdout
    assert f"the game is saved in {autosave}" in proc.stdout.split("> quit")[1]
    assert record.read_bytes() == before
    assert len(json.loads(autosave.read_text())["actions"]) > len(json.loads(before)["actions"])
    again = dicelands("play", "--resume", record, stdin="1\nquit\n")  # the first autosave is not written over
    assert f"saved in {autosave.with_name('dice-colony-seed7-2.json')}" in again.stdout
    assert record.read_bytes() == before


def test_resume_writes_over_the_given_file_only_when_save_names_it(tmp_path):
    record = tmp_path / "mine.json"
    dicelands("play", "dice-colony", "--players", "you,easy", "--seed", 7, "--save", record, stdin="1\n")
    actions = len(json.loads(record.read_text())["actions"])
    proc = dicelands("play", "--resume", record, "--save", record, stdin="1\nquit\n")
    assert f"The game is saved in {record} after every move" in proc.stdout
    assert len(json.loads(record.read_text())["actions"]) > actions


def _interruptible() -> None:
    """A test run started as a background job (`cmd &` in a script) ignores SIGINT, and children inherit that: the
    game would never see the Ctrl-C. Give it the default, as a terminal does."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_stops_with_the_game_saved_and_says_where(tmp_path):
    env = {**os.environ, "DICELANDS_HOME": str(tmp_path), "PYTHONFAULTHANDLER": "1"}
    proc = subprocess.Popen([sys.executable, "-m", "dicelands", "play", "dice-colony", "--players", "you,easy",
                             "--seed", "7"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env, preexec_fn=_interruptible)
    lines: list[str] = []
    asking = threading.Event()

    def read_out():
        for line in proc.stdout:
            lines.append(line)
            if "1) " in line:
                asking.set()

    reader = threading.Thread(target=read_out, daemon=True)
    reader.start()
    assert asking.wait(60), "the game never asked for the first answer"  # not a fixed sleep: CI may be loaded
    time.sleep(1)  # the options are printed just before the game waits on its input
    proc.send_signal(signal.SIGINT)
    try:
        code = proc.wait(timeout=60)
    except subprocess.TimeoutExpired:  # once seen under a loaded xdist run: make the stacks say where it waited
        proc.send_signal(signal.SIGABRT)
        proc.wait(timeout=30)
        raise AssertionError("Ctrl-C did not stop the game within 60 s; its stacks (faulthandler):\n"
                             + proc.stderr.read()[-4000:] + "\noutput:\n" + "".join(lines)[-2000:]) from None
    assert code == 130
    reader.join(timeout=10)
    out, err = "".join(lines), proc.stderr.read()
    assert "Traceback" not in err
    assert "stopped: the game is saved in" in out and "dicelands play --continue" in out


def test_refusals_during_play_say_what_to_answer(tmp_path):
    proc = dicelands("play", "dice-colony", "--players", "you,lu287", "--seed", 3, stdin="fly to mars\n999\nundo\n")
    out = proc.stdout
    assert "answer with a number from 1 to" in out and "`notation` or `help`" in out
    assert "there is no option 999; choose a number from 1 to" in out
    assert "cannot undo: nothing to undo (undo takes back your last decision" in out


def test_hint_says_it_is_thinking():
    proc = dicelands("play", "dice-colony", "--players", "you,lu287", "--seed", 3, stdin="hint\n")
    out = proc.stdout
    assert out.index("thinking") < out.index("hint from ")
