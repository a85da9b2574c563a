"""Dice City's terminal screens at 80 x 24 and 120 x 40 with each By Royal Decree module set (issue 41, deliver 8):
no line over the width, no cut names, no ids, tuples or notation codes (tests/players/screens.py); at 120 x 40 every
decision fits whole or pages cleanly; at 80 x 24 a two-player board is one page."""
from __future__ import annotations

import re

import pytest

from dicelands.engine.registry import get_game
from tests.players.screens import SIZES, decision_screens, screen_problems

GAME = get_game("dice-city")
MODULE_SETS = ["", "presence", "queens-plans", "trade-board", "presence,queens-plans,trade-board"]
PAGING = ("the board takes", "the prompt and options take")
NAME_WORDS = {word for card in GAME.cards(GAME.resolve_options({"modules": MODULE_SETS[-1]}))
              for word in re.findall(r"[A-Za-z]+", card.name)}


def options_of(modules: str, players: int = 2) -> dict:
    return {"players": players, "modules": modules, "deck": "quick"} if modules else {"players": players}


def problems(screen, paging: bool = True) -> list[str]:
    """The harness's problems, without one false alarm: a whole word of a card name is no cut name even when another
    name starts with it ("Quarter" of Caravan Quarter is not "Quartermaster" cut)."""
    found = []
    for problem in screen_problems(screen):
        cut = re.match(r"cut name or glued words '(\w+)' \(of ", problem)
        if cut and cut.group(1) in NAME_WORDS or not paging and problem.startswith(PAGING):
            continue
        found.append(f"{screen.where()}: {problem}")
    return found


@pytest.mark.parametrize("width, height", SIZES)
@pytest.mark.parametrize("modules", MODULE_SETS, ids=lambda m: m or "base")
def test_every_screen_fits_the_width_and_speaks_players_words(modules, width, height):
    screens = list(decision_screens("dice-city", options_of(modules), width, height, seed=5, decisions=60))
    assert len(screens) >= 30
    assert [p for screen in screens for p in problems(screen, paging=False)] == []
    assert any("◆" in screen.text for screen in screens)  # the dice on the grid


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("modules", MODULE_SETS, ids=lambda m: m or "base")
def test_at_120_by_40_every_decision_fits_whole_or_pages_cleanly(modules, players):
    screens = list(decision_screens("dice-city", options_of(modules, players), 120, 40, seed=players, decisions=40))
    assert [p for screen in screens for p in problems(screen)] == []


def test_at_80_by_24_a_two_player_board_is_one_page_and_most_questions_fit():
    screens = list(decision_screens("dice-city", {"players": 2}, 80, 24, seed=1, decisions=None))
    assert all(len(screen.board) <= 24 for screen in screens), max(len(screen.board) for screen in screens)
    fitting = [screen for screen in screens if not problems(screen)]
    assert len(fitting) >= 0.9 * len(screens), (len(fitting), len(screens))
