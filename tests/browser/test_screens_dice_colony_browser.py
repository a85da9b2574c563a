"""Dice Colony's game page at 1366 x 768 and 390 x 844 (issue 41, deliver 8): no sideways scroll, no broken or cut
words (the score table once read `play er 1`, `gre edy`), no ids or spec codes, every option clickable, and card
text on hover or tap where the game lists its cards (tests/browser/screens.py). Checked at the start and after
each of the person's first decisions, taken by clicking option buttons."""
from __future__ import annotations

import re

import pytest

from dicelands.engine.registry import get_game
from tests.browser.screens import assert_page_ok, card_text_problems, open_game
from tests.players.test_screens_dice_colony import SPACE_NAMES  # G10 is a space, not a spec code

GAME = get_game("dice-colony")
OBJECTIVE_ID = re.compile(r"\b[ABC]\d{2}\b")  # our ids of the objective cards (A01 ... C07), printed on no card
DECISIONS = 12
ANSWERED = """acked => document.body.dataset.sending !== 'true' && (
    document.getElementById('action-error').textContent !== ''
    || Number(document.body.dataset.acked ?? -1) > acked
       && (document.body.dataset.over === 'true' || document.querySelector('#options .option[data-option]')))"""


def bot(strength: str) -> dict:
    return {"kind": "bot", "bot": strength}  # unnamed: the page shows the server's own names ("greedy")


def take_first_option(page) -> None:
    acked = page.evaluate("Number(document.body.dataset.acked ?? -1)")
    page.locator("#options .option[data-option]").first.click()
    page.wait_for_function(ANSWERED, arg=acked, timeout=30000)
    assert page.inner_text("#action-error") == ""


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
@pytest.mark.parametrize("options, seats", [
    ({"players": 4}, [{"kind": "human"}, bot("greedy"), bot("greedy"), bot("random")]),
    ({"players": 1, "solo": True}, [{"kind": "human"}, {"kind": "automaton"}]),
    ({"players": 2, "side": "b"}, [{"kind": "human", "name": "Ann"}, bot("random")]),
], ids=["4-players", "solo", "side-b"])
def test_dice_colony_page_fits_and_speaks_players_words(browser, instant_server, options, seats, viewport):
    page = open_game(browser, instant_server, "dice-colony", options, seats, viewport)
    cards = GAME.show.cards(GAME.resolve_options(options))
    for decision in range(DECISIONS + 1):
        where = f"dice-colony {options} {viewport} decision {decision}"
        assert_page_ok(page, where, allowed=SPACE_NAMES)
        shown = page.evaluate("document.body.innerText")
        assert not OBJECTIVE_ID.findall(shown), f"{where}: objective ids shown: {OBJECTIVE_ID.findall(shown)}"
        if page.evaluate("document.body.dataset.over === 'true'"):
            break
        take_first_option(page)
    assert "total" in page.inner_text("#score-table")
    if cards:  # the cards' texts (engine/cards.py) reach the page once the game lists them
        assert card_text_problems(page, cards) == []
    assert not page.errors, page.errors
    page.context.close()


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_the_end_of_a_four_player_game_reads_whole(browser, instant_server, viewport):
    """The final scores of four seats, in the score card and the end screen, keep every word whole."""
    seats = [{"kind": "human"}, bot("greedy"), bot("greedy"), bot("random")]
    page = open_game(browser, instant_server, "dice-colony", {"players": 4}, seats, viewport)
    for decision in range(400):
        if page.evaluate("document.body.dataset.over === 'true'"):
            break
        take_first_option(page)
    page.wait_for_selector("#end:not([hidden])")
    assert "Final scores" in page.inner_text("#scores-title")
    assert_page_ok(page, f"dice-colony 4 players {viewport} at the end", allowed=SPACE_NAMES)
    assert not page.errors, page.errors
    page.context.close()
