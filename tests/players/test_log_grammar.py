"""The grammar of every log line: seeded random games of every game and option set (module sets included), each
line written for every seat, for a spectator, and as the terminal shows it to the person named "you" (the session
turns "seat 0 draws" into "you draw"). English agreement is checked where our lines went wrong before (issue 41):
"you sets", "you draw and rolls", "a ores group", "steals a ore", "you: end their turn", "1 VP tokens"."""
from __future__ import annotations

import io
import random
import re
from collections import defaultdict
from pathlib import Path

import pytest
from rich.console import Console

from dicelands.cli.session import Session
from dicelands.conformance import option_sets
from dicelands.engine import Match, get_game, registry

PLIES = 250  # per game: long enough to pass set-up, rolls, turn changes, trades, a 7 and module steps

YOU_VERB = re.compile(r"(?:^|: |; )you(?: \([^)]*\))? (\w+)(?: and (\w+))?")
NOT_VERBS = {"pass", "press", "miss", "cross", "discuss", "access", "toss", "dismiss"}  # "you pass" is right
ARTICLE = re.compile(r"\b(a|an) (\w+)( group)?")  # Dice Colony's group types are plurals: "an ores group"
A_BEFORE_VOWEL = ("one", "once", "uni", "use", "usu", "eu")  # spelt with a vowel, said with a consonant
AN_BEFORE_CONSONANT = ("hour", "honest", "honour", "heir")
SINGULAR_ENDING_IN_S = {"bonus", "plus", "status", "canvas", "gas", "class", "pass", "cross", "focus", "minus",
                        "lens", "atlas", "previous", "various", "famous", "campus", "census", "chaos", "process"}
LABELS = ("seat", "round", "turn", "ship", "player", "objective", "white", "yellow", "red", "blue", "black", "green",
          "brown", "grey", "orange", "purple")  # "seat 1 draws", "blue 1 sets": a name, not a count
NOT_A_LABEL = "".join(f"(?<!{label} )" for label in LABELS) + r"(?<![\w-])"
COUNTED_PLURAL = re.compile(NOT_A_LABEL + r"(?:[2-9]|\d\d+) ((?:VP |victory )?[a-z]+s)\b")
ONE_PLURAL = re.compile(NOT_A_LABEL + r"1 ((?:VP |victory )?[a-z]+s)\b")
RAW = re.compile(r"\('|\['|\{'|\bNone\b|object at 0x|\bTrue\b|\bFalse\b")


def option_cases():
    return [(game_id, options) for game_id in registry.GAMES for options in option_sets(get_game(game_id))]


def log_of(game_id: str, options: dict, seed: int) -> dict[str, set[str]]:
    """Every line of one random game, by who reads it: "seat N", "spectator", "terminal" (seat 0 is "you")."""
    game = get_game(game_id)
    seats = game.num_seats(game.resolve_options(options))
    match = Match.new(game, options, seed, ["you"] + [f"bot{n}" for n in range(1, seats)])
    session = Session(match, ["human"] + ["random"] * (seats - 1), Console(file=io.StringIO()), False,
                      Path("unused.json"))
    chooser, lines = random.Random(seed), defaultdict(set)
    for _ in range(PLIES):
        if match.is_over():
            break
        seat = chooser.choice(match.to_move())
        before = match.state
        action = match.apply(seat, chooser.choice(match.legal_actions(seat)))
        for reader in (*range(seats), None):
            who = "spectator" if reader is None else f"seat {reader}"
            lines[who] |= {game.show.describe(before, seat, action, reader),
                           *game.show.events(before, match.state, reader)}
        lines["terminal"] |= {session.describe(before, seat, action),
                              *(session.name_seats(line) for line in game.show.events(before, match.state, 0))}
    return lines


def grammar_faults(line: str, plurals: set[str]) -> list[str]:
    """What is wrong with one line (empty: nothing found)."""
    faults = []
    for match in YOU_VERB.finditer(line):
        for verb in filter(None, match.groups()):
            if verb.endswith("s") and verb not in NOT_VERBS and not verb.endswith(("ss", "us")):
                faults.append(f"'you' with a third-person verb {verb!r}")
    for article, word, group in ARTICLE.findall(line):
        lower = word.lower()
        vowel = lower[:1] in "aeiou"
        if article == "a" and vowel and not lower.startswith(A_BEFORE_VOWEL):
            faults.append(f"'a {word}' (an)")
        if article == "an" and not vowel and not lower.startswith(AN_BEFORE_CONSONANT):
            faults.append(f"'an {word}' (a)")
        if lower in plurals and lower not in SINGULAR_ENDING_IN_S and not group:
            faults.append(f"'{article} {word}': an article before a plural")
    for plural in ONE_PLURAL.findall(line):
        if plural in plurals:
            faults.append(f"'1 {plural}': a plural after 1")
    if re.match(r"you\b", line) and re.search(r"\b(their|its)\b", line):
        faults.append("'their'/'its' in a line whose subject is 'you'")
    if re.search(r"\S  +\S", line):
        faults.append("a doubled space")
    if RAW.search(line):
        faults.append("a raw Python value")
    return faults


def test_the_checks_catch_the_faults_of_issue_41():
    plurals = {"ores", "VP tokens", "tokens", "cards"}
    bad = ["you sets blue 1 aside", "you (first player) sets blue 1 aside", "turn 2: you draw and rolls red 1",
           "bot1 closes a ores group of 3", "you steal a ore from bot1", "you: end their turn", "you: +1 VP tokens",
           "bot1 gains 1 VP tokens", "bot1 takes  red 3", "seat 1: ('gain', 2)", "an card"]
    for line in bad:
        assert grammar_faults(line, plurals), line
    good = ["you set blue 1 aside", "turn 2: you draw and roll red 1", "bot1 closes an ores group of 3",
            "you steal an ore from bot1", "you: end your turn", "bot1 gains 1 VP token", "seat 1 draws 2 cards",
            "you pass", "bot1 (first player) sets blue 1 aside", "ship 1 sails to the east side of Forest 8"]
    for line in good:
        assert not grammar_faults(line, plurals), (line, grammar_faults(line, plurals))


@pytest.mark.parametrize("game_id", list(registry.GAMES))
def test_every_log_line_of_every_game_reads_as_english(game_id):
    logs = {(game_id, str(options)): log_of(game_id, options, seed=1) for g, options in option_cases() if g == game_id}
    every_line = {line for log in logs.values() for lines in log.values() for line in lines}
    plurals = {plural for line in every_line for plural in COUNTED_PLURAL.findall(line)}
    faults = sorted({f"{case[1]} [{who}] {line!r}: {fault}"
                     for case, log in logs.items() for who, lines in log.items() for line in lines
                     for fault in grammar_faults(line, plurals)})
    assert not faults, f"{len(faults)} faults, e.g.:\n" + "\n".join(faults[:40])


def test_a_dice_settlers_score_line_counts_1_vp_token_in_the_singular():
    from dicelands.games.dice_settlers.render import why
    assert why({"total": 3, "vp": 1, "tiles": 2}) == "3 (1 VP token, 2 from tiles)"
    assert why({"total": 2, "vp": 2}) == "2 (2 VP tokens)"
