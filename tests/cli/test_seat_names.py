"""Issue 41: one name per seat on every command. Bots go by strength (easy, medium, strong, as the lobby offers
them) and are numbered when several share a name ("greedy 1", "greedy 2": who offered that trade), in the
terminal's play and in replay, whose log, board and scores all use those names (not "seat 0", "player 2", "you" for
one seat)."""
import json
import re
import subprocess
import sys


def dicelands(*args, stdin=""):
    proc = subprocess.run([sys.executable, "-m", "dicelands", *map(str, args)], input=stdin, text=True,
                          capture_output=True, timeout=300)
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc


def test_repeated_bots_are_numbered_in_the_terminal_and_in_its_replay(tmp_path):
    record = tmp_path / "game.json"
    proc = dicelands("play", "dice-colony", "--players", "you,greedy,greedy", "--seed", 3, "--save", record,
                     stdin="1\n1\n1\nquit\n")
    assert proc.returncode == 0, proc.stderr
    first = proc.stdout.splitlines()[0]
    assert first.startswith("Dice Colony: you; greedy 1 (a medium bot); greedy 2 (a medium bot).")
    assert "greedy 1 takes" in proc.stdout and "greedy 2 takes" in proc.stdout
    assert "(player " not in proc.stdout and "bot greedy" not in proc.stdout
    replay = dicelands("replay", record, "--log")
    assert replay.returncode == 0, replay.stderr
    assert "greedy 1 takes" in replay.stdout and "greedy 2 takes" in replay.stdout
    assert not re.search(r"\bseat \d|\bplayer \d", replay.stdout), replay.stdout
    assert json.loads(record.read_text())["seats"] == ["you", "greedy", "greedy"]  # the record keeps the bots


def test_play_sits_you_against_a_strong_bot_by_default():
    proc = dicelands("play", "dice-colony", "--seed", 5, stdin="quit\n")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[0].startswith("Dice Colony: you; strong (a bot).")
