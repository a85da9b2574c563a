"""Dice City's game page at 1366 x 768 and 390 x 844 (issue 41, deliver 3 and 8): no sideways scroll, no broken or
cut words, no ids or spec codes, every option clickable; the city is clickable (a die's space plays its option);
every location, plan and trade space carries its card name (`data-card`)."""
from __future__ import annotations

import pytest

from dicelands.engine.registry import get_game
from tests.browser.screens import assert_page_ok, open_game

HUMAN = {"kind": "human", "name": "Ann"}
ALL_MODULES = {"players": 2, "modules": "presence,queens-plans,trade-board", "deck": "quick"}
GAME = get_game("dice-city")


def bot(name: str) -> dict:
    return {"kind": "bot", "bot": "random", "name": name}


def card_names(options) -> set[str]:
    return {card.name for card in GAME.show.cards(GAME.resolve_options(options))}


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
@pytest.mark.parametrize("options, seats", [
    ({"players": 2}, [HUMAN, bot("Bea")]),
    ({"players": 4}, [HUMAN, bot("Bea"), bot("Cal"), bot("Dee")]),
    ({"players": 1}, [HUMAN]),
    (ALL_MODULES, [HUMAN, bot("Bea")]),
    ({"players": 2, "modules": "trade-board", "trade_side": "town"}, [HUMAN, bot("Bea")]),
], ids=["two", "four", "solo", "royal-decree", "town-side"])
def test_dice_city_page_fits_and_names_every_card(browser, instant_server, options, seats, viewport):
    page = open_game(browser, instant_server, "dice-city", options, seats, viewport)
    assert_page_ok(page, f"dice-city {options} {viewport}")
    shown = set(page.locator("[data-card]").evaluate_all("nodes => nodes.map((n) => n.dataset.card)"))
    assert shown and shown <= card_names(options), shown - card_names(options)  # every name is a card's name
    assert page.locator(".city-space[data-card]").count() == 30 * len(seats)
    if "modules" in options and "trade-board" in options["modules"]:
        assert page.locator("[data-trade-space][data-card]").count() == 6
    if options.get("modules", "").count("queens-plans"):
        assert page.locator(".city-part [data-card]").count() >= 3  # the three plans dealt to Ann, by name
        assert "q0" not in page.inner_text(".city-board") and "q1" not in page.inner_text(".city-board")
    assert not page.errors, page.errors
    page.context.close()


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_a_click_on_the_space_of_a_die_plays_its_option(browser, instant_server, viewport):
    """The city is the way to play: the white die's space offers the white die's options (use it, move another die,
    ...); picking "use" in the chooser plays it and the log says so in words."""
    page = open_game(browser, instant_server, "dice-city", {"players": 2}, [HUMAN, bot("Bea")], viewport)
    space = page.locator(".city-mine .city-space:not([disabled]):has(.city-die)").first
    colour = space.get_attribute("aria-label").split()[0]
    name = space.get_attribute("data-card")
    logged = page.locator("#log li").count()
    space.click()
    page.locator("#chooser:not([hidden]) .option").first.wait_for()
    page.locator("#chooser:not([hidden]) .option", has_text=f"{colour}: {name}").first.click()
    page.wait_for_function(f"document.querySelectorAll('#log li').length > {logged}")
    assert f"Ann uses the {colour} die on {colour} " in page.inner_text("#log")
    assert not page.errors, page.errors
    page.context.close()
