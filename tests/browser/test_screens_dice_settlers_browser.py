"""Dice Settlers' game page, the base game and with all four Western Sea modules, at 1366 x 768 and 390 x 844
(issue 41, deliver 8): no sideways scroll (item 8: with the modules the page was 415 px wide on a 390 px phone), no
broken or cut words, no ids or spec codes, every option clickable; every element marked with a card names a card of
the game (deliver 2), and hovering or tapping it shows the card's text."""
from __future__ import annotations

import pytest

from dicelands.engine.registry import get_game
from tests.browser.screens import (broken_words, card_text_problems, clipped_text, horizontal_scroll, open_game,
                                   unreachable_options)
from tests.players.screens import not_for_players

GAME = get_game("dice-settlers")
HUMAN = {"kind": "human", "name": "Ann"}
ALL_MODULES = "advisors,enclosures,envoys,fish-and-ships"
TABLES = {
    "base": ({"players": 2}, [HUMAN, {"kind": "bot", "bot": "random", "name": "Bea"}]),
    "solo": ({"players": 1}, [HUMAN, {"kind": "automaton"}]),
    "modules": ({"players": 2, "modules": ALL_MODULES}, [HUMAN, {"kind": "bot", "bot": "random", "name": "Bea"}]),
}
DECISIONS = 30  # a person's decisions clicked through: the drafts, the starting tiles, a Roll phase and some actions


def cards_of(options: dict):
    return GAME.show.cards(GAME.resolve_options(options))


# The board's own words: the text this game's script draws, not the server's sentences it shows as they come (the
# log, and the prompt in a seat's step line), which the game's words module writes (tests/dice_settlers).
BOARD_TEXT = """() => {
  const parts = [];
  const walker = document.createTreeWalker(document.querySelector('.ds-board'), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement.closest('.ds-step') && node.parentElement.getClientRects().length) parts.push(node.data);
  }
  return parts.join(' ');
}"""


def page_problems(page, allowed) -> list[str]:
    words = not_for_players(page.evaluate(BOARD_TEXT), allowed)
    return (horizontal_scroll(page) + broken_words(page) + clipped_text(page) + unreachable_options(page)
            + [f"not in players' words on the board: {word!r}" for word in sorted(set(words))])


def marked_cards(page) -> set[str]:
    return set(page.evaluate("[...document.querySelectorAll('[data-card]')].map(node => node.dataset.card)"))


def play_on(page, decisions: int) -> None:
    """Click the person's first option `decisions` times (bots move at once), as a player taps through."""
    for _ in range(decisions):
        if page.evaluate("document.body.dataset.over === 'true'"):
            return
        acked = int(page.evaluate("document.body.dataset.acked ?? -1"))
        page.locator("#options .option[data-option]").first.click(timeout=5000)
        page.wait_for_function("acked => document.getElementById('action-error').textContent !== '' || "
                               "Number(document.body.dataset.acked ?? -1) > acked && "
                               "(document.body.dataset.over === 'true' || "
                               "document.querySelector('#options .option[data-option]') !== null)",
                               arg=acked, timeout=30000)
        refused = page.inner_text("#action-error")
        assert refused == "" or "the game moved on" in refused, refused  # a bot moved first: choose again
        if refused:
            page.wait_for_timeout(300)


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
@pytest.mark.parametrize("table", sorted(TABLES))
def test_dice_settlers_page_fits_and_speaks_players_words(browser, instant_server, table, viewport):
    options, seats = TABLES[table]
    page = open_game(browser, instant_server, "dice-settlers", options, seats, viewport)
    names = {card.name for card in cards_of(options)}
    seen: set[str] = set()
    for stage in ("set-up", "later"):
        where = f"dice-settlers {table} {viewport} {stage}"
        problems = page_problems(page, ("Ann", "Bea"))
        assert problems == [], f"{where}:\n  " + "\n  ".join(problems[:15])
        marked = marked_cards(page)
        assert marked - names == set(), f"{where}: data-card names no card of the game"
        seen |= marked
        play_on(page, DECISIONS)
    assert {"Tent", "House", "VP", "White die", "Explore", "Food"} <= seen  # the seat panels mark their pieces
    if "modules" in options:
        kinds = {card.kind for card in cards_of(options) if card.name in seen}
        assert {"Advisor", "Envoy", "technology", "die", "starting tile"} <= kinds, kinds
    assert not page.errors, page.errors
    page.context.close()


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_card_text_shows_on_hover_or_tap(browser, instant_server, viewport):
    options, seats = TABLES["modules"]
    page = open_game(browser, instant_server, "dice-settlers", options, seats, viewport)
    assert card_text_problems(page, cards_of(options), limit=12) == []
    page.context.close()
