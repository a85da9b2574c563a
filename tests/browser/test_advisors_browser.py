"""Western Sea, Advisors in the browser: a solo game with the module, created over the API, played by clicking the
board for two rounds; the Advisors panel shows both seats' Advisors with their conversions, the pink dice are drawn,
and the page raises no error."""
from __future__ import annotations

import json
import urllib.request

from tests.browser.test_dice_settlers_browser import (ACKED_AND_SHOWN, board_round, click_something_legal, shot,
                                                           watch_errors)


def create_game(url: str) -> str:
    body = json.dumps({"game": "dice-settlers", "options": {"players": 1, "modules": "advisors"},
                       "seats": [{"kind": "human", "name": "Ann"}, {"kind": "automaton"}],
                       "seed": 4}).encode()
    request = urllib.request.Request(url + "/api/games", data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        game = json.loads(response.read())
    return url + game["seats"][0]["link"]


def test_solo_with_advisors_by_clicking_the_board(browser, server):
    errors: list = []
    page = browser.new_context(bypass_csp=True, viewport={"width": 1400, "height": 1000}).new_page()
    watch_errors(page, errors)
    page.goto(create_game(server.url))
    page.wait_for_selector(".ds-board")
    page.wait_for_selector(".ds-advisors .ds-adv-card")
    assert page.locator(".ds-advisors .ds-adv-card").count() == 2  # Ann's Advisor and the Diceoneer's
    assert page.locator(".ds-cards .ds-card[data-tech='chief-of-staff']").count() == 1
    shot(page, "advisors")
    clicks: dict = {}
    while board_round(page) < 3:
        page.wait_for_function("document.querySelector('#options .option[data-option]') !== null", timeout=20000)
        acked = int(page.evaluate("document.body.dataset.acked ?? -1"))
        click_something_legal(page, clicks)
        page.wait_for_function(ACKED_AND_SHOWN, arg=acked, timeout=20000)
        assert page.inner_text("#action-error") == ""
        assert sum(clicks.values()) < 400, clicks
    assert page.locator("[data-die^='pk']").count() + page.locator(".ds-bag-die").count() >= 1
    assert not errors, errors
