"""Dice Colony's game page at 1366 x 768 and 390 x 844 (issue 41, deliver 8): no sideways scroll, no broken or cut
words, no ids or spec codes, every option clickable, card text on hover or tap where the page marks cards."""
from __future__ import annotations

import pytest

from dicelands.engine.registry import get_game
from tests.browser.screens import assert_page_ok, card_text_problems, open_game

HUMAN = {"kind": "human", "name": "Ann"}


def bot(name: str, strength: str = "random") -> dict:
    return {"kind": "bot", "bot": strength, "name": name}


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
@pytest.mark.parametrize("options, seats", [
    ({"players": 4}, [HUMAN, bot("Bea"), bot("Cal"), bot("Dee")]),
    ({"players": 1, "solo": True}, [HUMAN, {"kind": "automaton"}]),
    ({"players": 2, "side": "b"}, [HUMAN, bot("Bea")]),
])
def test_dice_colony_page_fits_and_speaks_players_words(browser, instant_server, options, seats, viewport):
    page = open_game(browser, instant_server, "dice-colony", options, seats, viewport)
    where = f"dice-colony {options} {viewport}"
    assert_page_ok(page, where)
    cards = get_game("dice-colony").cards(get_game("dice-colony").resolve_options(options))
    assert card_text_problems(page, cards) == []
    assert not page.errors, page.errors
    page.context.close()
