"""Card texts in Chromium (issue 41, deliver 2) under the server's Content-Security-Policy: an element with
`data-card` shows its card on hover at 1366x768 and on tap at 390x844 (a second tap or the close button hides it);
a tap on a board option plays it and a long press shows the card without playing; the "Cards in play" panel lists
and searches every card. Texts are the game's own (`game.show.cards`), the same as the terminal's `card NAME`."""
from __future__ import annotations

import httpx
import pytest

from dicelands.engine import get_game

from .screens import VIEWPORTS, card_text_problems

GAME = get_game("dice-colony")
CARDS = GAME.show.cards(GAME.resolve_options({"players": 2}))
PANEL = "#card-panel:not([hidden])"


def open_game(browser, server, viewport: dict, touch: bool = False):
    with httpx.Client(base_url=server.url) as client:
        created = client.post("/api/games", json={"game": "dice-colony", "options": {"players": 2}, "seed": 5,
                                                  "seats": [{"kind": "human", "name": "Ann"},
                                                            {"kind": "bot", "bot": "random"}]}).json()
    context = browser.new_context(viewport=viewport, has_touch=touch, is_mobile=touch)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.goto(server.url + created["seats"][0]["link"])
    page.wait_for_selector("#connection[data-state='live']", timeout=15000)
    page.wait_for_selector(".dc-card[data-card]", timeout=15000)
    page.wait_for_selector("#cards-card:not([hidden])", timeout=15000)
    return page, errors


def card(name: str):
    return next(c for c in CARDS if c.name == name)


def test_hovering_a_card_shows_its_text_and_the_cards_panel_searches_them(browser, server):
    page, errors = open_game(browser, server, {"width": 1366, "height": 768})
    objective = page.locator(".dc-card[data-card]").first
    name = objective.get_attribute("data-card")
    objective.hover()
    page.wait_for_selector(PANEL, timeout=5000)
    shown = page.locator("#card-panel").inner_text()
    assert name in shown and card(name).text in shown and "Objective card" in shown
    assert card(name).details[0] in shown and "project-default" not in shown
    box = page.locator("#card-panel").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 1366 and box["y"] + box["height"] <= 768
    page.mouse.move(2, 2)  # away: the hover's card goes
    page.wait_for_selector("#card-panel[hidden]", state="attached", timeout=5000)
    page.locator("g[data-card='Starting colony']").first.hover()  # a space on the board
    page.wait_for_selector(PANEL, timeout=5000)
    assert card("Starting colony").text in page.locator("#card-panel").inner_text()

    page.locator("#cards-card summary").click()
    entries = page.locator("#card-list .card-entry")
    assert entries.count() == len(CARDS)
    page.locator("#card-search").fill("shaped like the triangle")
    page.wait_for_selector("#card-list .card-entry[hidden]", state="attached")
    visible = page.locator("#card-list .card-entry:not([hidden])")
    assert visible.count() == 1 and visible.first.get_attribute("data-name") == "Triangle"
    assert card("Triangle").text in visible.first.inner_text()
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    assert not errors, errors


def test_on_a_phone_a_tap_shows_the_card_and_a_second_tap_or_close_hides_it(browser, server):
    page, errors = open_game(browser, server, {"width": 390, "height": 844}, touch=True)
    objective = page.locator(".dc-card[data-card]").first
    name = objective.get_attribute("data-card")
    objective.tap()
    page.wait_for_selector(PANEL, timeout=5000)
    assert card(name).text in page.locator("#card-panel").inner_text()
    box = page.locator("#card-panel").bounding_box()  # a sheet along the bottom, inside the screen
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390 and box["y"] + box["height"] <= 844 + 1
    objective.tap()
    page.wait_for_selector("#card-panel[hidden]", state="attached", timeout=5000)
    page.locator(".dc-sheet-head [data-card^='Starting card']").first.tap()
    page.wait_for_selector(PANEL, timeout=5000)
    assert "Starting card" in page.locator("#card-panel").inner_text()
    page.locator(".card-panel-close").tap()
    page.wait_for_selector("#card-panel[hidden]", state="attached", timeout=5000)
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    assert not errors, errors


def test_on_a_phone_a_board_option_with_a_card_plays_on_tap_and_shows_its_card_on_a_long_press(browser, server):
    """A die or a space that is an option: here it also carries a card, as any game's clickable piece may."""
    page, errors = open_game(browser, server, {"width": 390, "height": 844}, touch=True)
    page.wait_for_selector(".dc-mine .dc-target, .dc-dice .dc-target", timeout=15000)
    die = page.locator(".dc-dice .dc-target, .dc-mine .dc-target").first
    die.scroll_into_view_if_needed()
    die.evaluate("(node) => node.setAttribute('data-card', 'Vegetation')")
    index = page.locator("body").get_attribute("data-index")
    box = die.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    touch = page.context.new_cdp_session(page)
    touch.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    page.wait_for_timeout(900)
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    page.wait_for_selector(PANEL, timeout=5000)
    assert card("Vegetation").text in page.locator("#card-panel").inner_text()
    page.wait_for_timeout(500)
    assert page.locator("body").get_attribute("data-index") == index  # the press played nothing
    assert page.locator("#chooser").is_hidden()
    page.locator(".card-panel-close").tap()
    die.tap()  # a plain tap is the option's: it plays (or opens the face chooser), with no card
    page.wait_for_selector(f"body:not([data-index='{index}']), #chooser:not([hidden])", timeout=10000)
    assert page.locator("#card-panel").is_hidden()
    assert not errors, errors


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_every_kind_of_card_on_the_board_shows_its_text_by_the_screen_harness(browser, server, viewport):
    """tests/browser/screens.py's check, as every game's screen tests use it: hover, or tap on a phone."""
    page, errors = open_game(browser, server, VIEWPORTS[viewport], touch=viewport == "phone")
    named = set(page.eval_on_selector_all("[data-card]", "nodes => nodes.map(n => n.dataset.card)"))
    assert {"Starting colony", "Energy space"} <= named and any(name.startswith("Starting card ") for name in named)
    assert len(named) >= 8  # three objectives, two starting cards, icons and spaces
    assert card_text_problems(page, CARDS, limit=12) == []
    assert not errors, errors
