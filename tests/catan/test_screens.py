"""The terminal screens of Catan and Land Ho! as a person sees them (issue 41, deliver 4 and 8), through the shared
harness (tests/players/screens.py): at 120x40 and at 80x24 every decision screen passes every check (width, whole
names, players' words, paging). At 80 columns the board is the map, one legend line and what of the summary fits in
24 rows, and options whose number stands on the map say the place briefly ("settlement: for 4 hil 5 fie 9"), so the
options go in columns."""
from __future__ import annotations

import re

import pytest

from tests.players.screens import decision_screens, paging_problems, screen_problems

GAMES = [("catan", {"players": 3}), ("catan", {"players": 4, "setup": "beginner"}),
         ("catan-land-ho", {"players": 2}), ("catan-land-ho", {"players": 4})]
WHOLE_GAMES = [("catan", {"players": 3}), ("catan", {"players": 4}), ("catan-land-ho", {"players": 2}),
               ("catan-land-ho", {"players": 3}), ("catan-land-ho", {"players": 4})]


@pytest.mark.parametrize("game, options", GAMES)
def test_every_decision_screen_at_120x40_passes_every_check(game, options):
    problems = []
    for screen in decision_screens(game, options, 120, 40, seed=3, decisions=25):
        problems += [f"{screen.where()}: {p}" for p in screen_problems(screen)]
    assert not problems, "\n".join(problems[:8])


@pytest.mark.parametrize("game, options", WHOLE_GAMES)
def test_every_decision_screen_of_a_whole_game_at_80x24_passes_every_check(game, options):
    """Paging included: the board (map, legend line, summary that fits) is one page of 24 rows and the prompt with
    the options another, whole games long (seeded, the other seats move at random)."""
    problems, shown = [], 0
    for screen in decision_screens(game, options, 80, 24, seed=5, decisions=None):
        shown += 1
        problems += [f"{screen.where()}: {p}" for p in screen_problems(screen)]
    assert shown > 100 and not problems, "\n".join(problems[:8])


def test_the_first_settlement_of_catan_lists_its_54_corners_in_columns_on_one_page():
    """Seed (Catan, Setting Up): the first player places a settlement on any of the 54 intersections. Each option
    names the hexes around its corner as the map shows them; the options fill at least three columns."""
    screen = next(decision_screens("catan", {"players": 3}, 80, 24, seed=5, decisions=1))
    assert len(screen.legal) == 54 and not paging_problems(screen)
    assert len(screen.question) <= 1 + 18, screen.question
    assert re.search(r" 1\) (for|hil|pas|fie|mou|des) \d", "\n".join(screen.question)), screen.question
    assert len(screen.board) <= 24


def marked(screen) -> dict[str, int]:
    """option number -> how often it stands on the map (as a whole token)."""
    counts: dict[str, int] = {}
    for line in screen.board:
        for token in re.findall(r"(?<![\w:])\d{1,2}(?![\w:])", line):
            counts[token] = counts.get(token, 0) + 1
    return counts


def test_land_ho_marks_every_sailing_target_on_the_map_and_names_ships_as_the_map_does():
    """Seed (Land Ho!, Moving Ships): a ship moves route by route. Each "sail to" option's number stands on the map
    where the ship would go, the options name that place by the hexes beside it (never by coordinates), and
    "move ship N" says the mark the ship has on the map."""
    seen_sail = seen_steer = False
    for screen in decision_screens("catan-land-ho", {"players": 2}, 120, 40, seed=3, decisions=80):
        texts = screen.question[1:]
        for number, action in enumerate(screen.legal, start=1):
            entry = next(e for line in texts for e in re.split(r"\s{2,}", line.strip())
                         if e.startswith(f"{number}) "))
            if action.kind == "to":
                seen_sail = True
                assert re.search(r"sail to the (sea route|[a-z-]+ side of) ", entry), entry
                board = "\n".join(screen.board[:23])
                assert re.search(rf"(?<![\w:]){number}(?![\w:])", board), (number, board)
            if action.kind == "steer":
                seen_steer = True
                assert re.search(r"move ship (\d) \(A\1 on the map\)", entry), entry
                assert f"A{action['ship']}" in "\n".join(screen.board)
    assert seen_sail and seen_steer


def test_the_legends_explain_every_mark_and_the_neutral_colours_of_a_two_player_land_ho():
    """Seed (Land Ho!, Setting Up): with 2 players the pieces of two more colours are set out; nobody plays them."""
    two = next(decision_screens("catan-land-ho", {"players": 2}, 120, 40, seed=1, decisions=1))
    legend = " ".join(line.strip() for line in two.board)
    for words in ("c, d: neutral colours", "A harbor settlement", "A1 ship 1", "~~~ sea", "?N ?S face down",
                  "a number: the option of that number", "the bank trades 3:1"):
        assert words in legend, words
    four = next(decision_screens("catan-land-ho", {"players": 4}, 120, 40, seed=1, decisions=1))
    assert "neutral" not in " ".join(four.board)
    catan = next(decision_screens("catan", {"players": 3}, 120, 40, seed=1, decisions=1))
    legend = " ".join(line.strip() for line in catan.board)
    assert "R the robber" in legend and "harbors stand in the sea" in legend


def test_at_80_columns_one_legend_line_names_the_colours_and_your_hand_stays_on_the_board():
    two = next(decision_screens("catan-land-ho", {"players": 2}, 80, 24, seed=1, decisions=1))
    legend = two.board[-1]
    assert legend.startswith("a you, b easy, c d neutral; you ") and " VP " in legend, legend
    catan = next(decision_screens("catan", {"players": 3}, 80, 24, seed=1, decisions=1))
    assert any(line.startswith("a you, b easy, c medium; A a city; R robber") for line in catan.board), catan.board
    assert any(line.startswith("you (a): ") for line in catan.board), catan.board
