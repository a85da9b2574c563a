"""What a person reads in a terminal game (issue 41): `dicelands play` run as a subprocess with piped answers, its
output read line by line as a player reads it: who rolled what, the harbors on Catan's board, the `rules` and `help`
texts."""
from __future__ import annotations

import re
import subprocess
import sys

import pytest

ROLL_ACTION = re.compile(r"^(.+?): roll the dice")
ROLL_EVENT = re.compile(r"^  (.+?) rolls? (\d)\+(\d) = (\d+)$")


def play(*args, answers: str = "", width: int = 200) -> list[str]:
    proc = subprocess.run([sys.executable, "-m", "dicelands", "play", *map(str, args)], input=answers, text=True,
                          capture_output=True, timeout=300, env={**__import__("os").environ, "COLUMNS": str(width)})
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    return proc.stdout.splitlines()


# Hot-seat players only: a bot in the terminal is seeded from the operating system, so with one the number of
# rolls within the answers given (and whether two equal rolls follow each other) changed from run to run.
@pytest.mark.parametrize("game, players, seed", [("catan-land-ho", "you,you", 3), ("catan", "you,you,you", 4)])
def test_each_roll_is_credited_to_the_player_who_rolled_it_even_when_it_repeats_the_last(game, players, seed, tmp_path):
    """Seed (both games): each turn begins with its player's roll. The log says who rolled what right after that
    player's "roll the dice", once per roll: never the last roll again under the next player's name at a turn change,
    and a roll equal to the one before is announced like any other."""
    out = play(game, "--players", players, "--seed", seed, "--save", tmp_path / "game.json", answers="1\n" * 80)
    rolls = [(n, ROLL_EVENT.match(line)) for n, line in enumerate(out) if ROLL_EVENT.match(line)]
    actions = [(n, ROLL_ACTION.match(line)) for n, line in enumerate(out) if ROLL_ACTION.match(line)]
    assert len(rolls) == len(actions) >= 6
    for (event_line, event), (action_line, action) in zip(rolls, actions):
        assert event_line == action_line + 1, out[action_line:event_line + 1]
        assert event.group(1) == action.group(1), (out[action_line], out[event_line])
    dice = [event.group(2, 3) for _, event in rolls]
    assert any(a == b for a, b in zip(dice, dice[1:])), "the seed should show a roll equal to the one before"
    turn_changes = [n for n, line in enumerate(out) if re.match(r"^  turn \d+: ", line)]
    assert all(not ROLL_EVENT.match(out[n - 1]) for n in turn_changes)


def test_terminal_catan_draws_its_nine_harbors_where_the_rules_text_says_they_trade(tmp_path):
    """Seed (Catan, Maritime Trade): a harbor lets the settlements at its two corners trade 3:1 (generic) or 2:1
    (its resource); the board has 4 generic harbors and one special harbor per resource. The terminal board shows
    each beside its coastal side and lists them by the side they lie at."""
    out = play("catan", "--players", "you,random,random", "--seed", 1, "--save", tmp_path / "game.json",
               answers="rules\nquit\n")
    rules = "\n".join(out)
    assert "2:1 at your harbors" in rules
    board = out[:out.index(next(line for line in out if line.startswith("you (a):")))]
    drawn = re.findall(r"(3:1|2:1 \w+)", "\n".join(board))
    assert sorted(drawn) == ["2:1 brick", "2:1 grain", "2:1 lumber", "2:1 ore", "2:1 wool"] + ["3:1"] * 4
    first = next(n for n, line in enumerate(out) if line.startswith("harbors"))
    wrapped = [first] + [n for n in range(first + 1, len(out)) if all(out[k].startswith("  ") for k in range(first + 1, n + 1))]
    listed = " ".join(out[n].strip() for n in wrapped)  # the line and its indented continuations (wrapped to the width)
    sides = re.findall(r"(3:1|2:1 \w+) at the ([a-z-]+) side of ([A-Z]\w+ \d+)", listed)
    assert sorted(kind for kind, _, _ in sides) == sorted(drawn)


def between(out: list[str], start: str, end: str) -> list[str]:
    first = out.index(start) + 1
    return out[first:out.index(end, first)]


def test_rules_with_modules_name_each_module_in_play_with_its_title_and_its_rules(tmp_path):
    out = play("dice-settlers", "--players", "you,random", "--option", "modules=advisors,envoys", "--seed", 1,
               "--save", tmp_path / "game.json", answers="rules\nquit\n", width=100)
    text = " ".join(" ".join(between(out, "> rules", "> quit")).split())
    assert "Modules in play: advisors, envoys" in text and "a, d, v" not in text
    assert "Western Sea: Advisors (advisors): Players draft an Advisor" in text
    assert "Envoys: the Embassy, a visiting Envoy each round, hired Envoys scored per terrain (envoys): The player to " \
           "the right of the first player holds the Embassy" in text


@pytest.mark.parametrize("game, players", [("catan", "you,random,random"), ("catan-land-ho", "you,random"),
                                           ("dice-city", "you,random"), ("dice-settlers", "you,random"),
                                           ("dice-colony", "you,random")])
def test_rules_fit_a_narrow_terminal_without_breaking_words_and_speak_of_the_terminal(game, players, tmp_path):
    """At 60 columns every line of `rules` fits and every word of the guide is whole, in order; the terminal's text
    tells how to answer in the terminal, never to click."""
    from dicelands.cli.guide import BROWSER_ONLY
    from importlib.resources import files
    out = play(game, "--players", players, "--seed", 1, "--save", tmp_path / "game.json",
               answers="rules\nquit\n", width=60)
    shown = between(out, "> rules", "> quit")
    guide = (files("dicelands") / "web" / "guides" / f"{game}.txt").read_text()
    words = [w for p in guide.split("\n\n") if not p.startswith(BROWSER_ONLY) for w in p.split()]
    rules = shown[:next(n for n, line in enumerate(shown) if line.startswith("you: "))]
    assert max(map(len, rules)) <= 60, [line for line in rules if len(line) > 60]
    assert " ".join(" ".join(rules).split()) == " ".join(words)
    assert not re.search(r"\bclick", " ".join(rules), re.IGNORECASE)
    if game in ("catan", "catan-land-ho"):
        assert "In the terminal: `board` draws the map" in " ".join(" ".join(rules).split())
        assert "In the browser: click a corner" in guide  # the browser's panel keeps its own paragraph


@pytest.mark.parametrize("game, players", [("catan", "you,random,random"), ("catan-land-ho", "you,random"),
                                           ("dice-city", "you,random"), ("dice-settlers", "you,random"),
                                           ("dice-colony", "you,random")])
def test_help_shows_an_example_of_this_game_s_notation_from_the_options_at_hand(game, players, tmp_path):
    out = play(game, "--players", players, "--seed", 1, "--save", tmp_path / "game.json",
               answers="help\nnotation\nquit\n")
    example = re.search(r"e\.g\. `([^`]+)`", "\n".join(between(out, "> help", "> notation"))).group(1)
    options = [re.sub(r"^\d+\) ", "", entry.strip()) for line in between(out, "> notation", "> quit")
               for entry in re.split(r"\s{2,}(?=\d+\))", line.strip())]
    assert example in options, (example, options)
