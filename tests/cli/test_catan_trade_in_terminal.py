"""A bundle trade between players typed at the terminal (`dicelands play`, three people at one keyboard): the offer
is shown while it is built, then on the table with each answer; the log says it in players' words. And a record of
rules version 1's trade notation is refused, naming the change and the version."""
import json
import subprocess
import sys

from .test_play import play, replay_verify

SEED = 20261207  # the beginner set-up; seat 0 rolls 1+4: it holds lumber, brick, wool; seat 1 also ore; seat 2 no ore
TYPED = ["offer a trade", "offer 1 brick", "offer 1 wool", "ask 1 lumber", "ask 1 ore", "offer 1 ore", "propose",
         "accept", "trade with seat 1", "end", "quit"]


def test_a_bundle_trade_is_built_answered_and_made_at_the_terminal(tmp_path):
    record = tmp_path / "trade.json"
    proc = play("catan", "--players", "you,you2,you3", "--option", "players=3", "--option", "setup=beginner",
                "--seed", SEED, "--save", record, stdin="\n".join(TYPED) + "\n")
    out = proc.stdout
    assert proc.returncode == 0, proc.stderr
    assert "trade being composed by you: gives 1 brick and 1 wool, asks 1 lumber" in out
    assert "add 1 ore to what you ask" in out and "propose the offer" in out
    assert "refused: illegal action 'offer 1 ore' for you: you ask for ore: an offer does not give and ask the same " \
           "kind" in out
    assert "you offer 1 brick and 1 wool for 1 lumber and 1 ore" in out
    assert "you3 declines (the only option)" in out  # no ore to give
    assert "offer on the table: you give 1 brick and 1 wool for 1 lumber and 1 ore; you2 accepts, you3 declines" in \
        " ".join(out.split())  # the table's lines are wrapped to the terminal's width
    assert "you (a): 2 VP; 2 lumber 1 ore;" in out
    saved = json.loads(record.read_text())
    assert saved["rules_version"] == "2" and [0, "propose"] in saved["actions"]
    assert replay_verify(record).returncode == 0


def test_a_record_with_rules_version_1_trade_notation_is_refused_naming_the_change(tmp_path):
    old = tmp_path / "old.json"
    old.write_text(json.dumps({
        "format": "dicelands-record/1", "game": "catan", "rules_version": "1",
        "options": {"players": 3, "board": "beginner", "setup": "beginner", "domestic_trades": True}, "seed": SEED,
        "forced": [], "seats": ["a", "b", "c"],
        "actions": [[0, "roll"], [0, "offer a trade"], [0, "offer 1 brick"], [0, "for 1 ore"]]}))
    verified = replay_verify(old)
    assert verified.returncode != 0 and "rules version '1', this build has '2'" in verified.stderr
    replayed = subprocess.run([sys.executable, "-m", "dicelands", "replay", str(old)], text=True,
                              capture_output=True, timeout=300)
    assert replayed.returncode != 0
    assert "'for 1 ore' is the notation of rules version 1" in replayed.stderr
    assert "the rules changed since" in replayed.stderr
