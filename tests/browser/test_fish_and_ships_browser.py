"""Fish and Ships in the browser: a solo game with the module, created over the API and played by clicking the board
for a few rounds; the Sea panel is drawn from the start (the Port in the stack, the Navy counter), the blue dice are
drawn, the module's hexes are drawn on the map once the Port is explored, and the page raises no error."""
from __future__ import annotations

import json
import urllib.request

from tests.browser.test_dice_settlers_browser import (ACKED_AND_SHOWN, board_round, click_something_legal, shot,
                                                           watch_errors)


def create_game(url: str) -> str:
    body = json.dumps({"game": "dice-settlers", "options": {"players": 1, "modules": "fish-and-ships"},
                       "seats": [{"kind": "human", "name": "Ann"}, {"kind": "automaton"}], "seed": 4}).encode()
    request = urllib.request.Request(url + "/api/games", data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        game = json.loads(response.read())
    return url + game["seats"][0]["link"]


def test_solo_with_fish_and_ships_by_clicking_the_board(browser, server):
    errors: list = []
    page = browser.new_context(bypass_csp=True, viewport={"width": 1400, "height": 1000}).new_page()
    watch_errors(page, errors)
    page.goto(create_game(server.url))
    page.wait_for_selector(".ds-board")
    page.wait_for_selector(".ds-fish")
    assert "Navy counter: 0" in page.inner_text(".ds-fish") and "map stack" in page.inner_text(".ds-fish")
    clicks: dict = {}
    while board_round(page) < 5 and not page.locator(".ds-tile[data-tile^='port-']").count():
        page.wait_for_function("document.querySelector('#options .option[data-option]') !== null", timeout=20000)
        acked = int(page.evaluate("document.body.dataset.acked ?? -1"))
        click_something_legal(page, clicks)
        page.wait_for_function(ACKED_AND_SHOWN, arg=acked, timeout=20000)
        assert page.inner_text("#action-error") == ""
        assert sum(clicks.values()) < 500, clicks
    shot(page, "fish-and-ships")
    blue = page.locator("[data-die^='bl']").count() + page.locator(".ds-bag-die[title*='blue']").count()
    assert blue >= 1
    if page.locator(".ds-tile[data-tile^='port-']").count():  # the Port was explored: the Sea is on the board
        assert page.locator(".ds-fish .ds-sea-tile").count() >= 1 and "Port at" in page.inner_text(".ds-fish")
    assert not errors, errors
