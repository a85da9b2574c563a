"""Catan and Land Ho! pages at the issue's two screens (1366x768 and 390x844), through the shared browser harness
(tests/browser/screens.py): no sideways scroll, no broken or clipped words, no ids or coordinates shown, every
option of the snapshot reachable by a click on the board or a button, the banner counting turns, and the pieces,
tiles and cards of the board carrying the name of a card the game lists (game.show.cards), for the page's hover or
tap."""
from __future__ import annotations

import pytest

from dicelands.engine import get_game

from .screens import assert_page_ok, card_text_problems, open_game

TABLES = [("catan", {"players": 3, "setup": "beginner"}, ["human", "random", "random"]),
          ("catan-land-ho", {"players": 2}, ["human", "random"])]


def seats(kinds: list[str]) -> list[dict]:
    return [{"kind": "human", "name": "Ann"} if kind == "human" else {"kind": "bot", "bot": kind, "name": f"Bot {n}"}
            for n, kind in enumerate(kinds)]


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
@pytest.mark.parametrize("game, options, kinds", TABLES)
def test_the_page_fits_the_screen_and_every_option_and_card_is_reachable(browser, server, game, options, kinds,
                                                                          viewport):
    page = open_game(browser, server, game, options, seats(kinds), viewport)
    assert_page_ok(page, f"{game} {viewport} at the first decision", allowed=("Ann", "Bot 1", "Bot 2"))
    page.locator("#options .option[data-option='roll']").first.click(timeout=5000)
    page.wait_for_function("() => /turn 1/.test(document.querySelector('#banner').textContent)", timeout=15000)
    page.wait_for_function("() => !document.querySelector(\"#options .option[data-option='roll']\")", timeout=15000)
    assert_page_ok(page, f"{game} {viewport} after the roll", allowed=("Ann", "Bot 1", "Bot 2"))
    named = set(page.eval_on_selector_all("[data-card]", "nodes => nodes.map(n => n.dataset.card)"))
    cards = {card.name for card in get_game(game).show.cards(get_game(game).resolve_options(options))}
    assert named and named <= cards, named - cards
    wanted = {"Road", "Settlement"} | ({"Robber", "3:1 harbor"} if game == "catan" else {"Ship", "Gold", "Sea"})
    assert wanted <= named, wanted - named
    assert not page.errors, page.errors


def test_a_two_player_land_ho_page_says_what_the_neutral_colours_are(browser, server):
    page = open_game(browser, server, "catan-land-ho", {"players": 2}, seats(["human", "random"]), "desktop")
    assert "White and orange are neutral colours" in page.locator(".catan-neutral").inner_text()



@pytest.mark.parametrize("viewport", ["desktop", "phone"])
@pytest.mark.parametrize("game, options, kinds", TABLES)
def test_card_text_shows_on_hover_or_tap(browser, server, game, options, kinds, viewport):
    page = open_game(browser, server, game, options, seats(kinds), viewport)
    cards = get_game(game).show.cards(get_game(game).resolve_options(options))
    assert card_text_problems(page, cards, limit=12) == []
