"""Two people play Dice Settlers with the Envoys module in real Chromium through a full round: the Envoy display is
drawn, the Embassy holder selects the visiting Envoy by clicking its card, and no page error occurs."""
from __future__ import annotations

import json
import urllib.request

from .test_dice_settlers_browser import ACKED_AND_SHOWN, click_something_legal, shot, watch_errors


def create_game(url: str) -> dict:
    body = json.dumps({"game": "dice-settlers", "options": {"players": 2, "modules": "envoys"}, "seed": 3,
                       "seats": [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}]}).encode()
    request = urllib.request.Request(url + "/api/games", data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        return json.loads(response.read())


def test_two_players_select_the_visiting_envoy_by_clicking_its_card(browser, server):
    errors: list = []
    game = create_game(server.url)
    pages = []
    for seat in game["seats"]:
        page = browser.new_context(bypass_csp=True, viewport={"width": 1400, "height": 1000}).new_page()
        watch_errors(page, errors)
        page.goto(server.url + seat["link"])
        page.wait_for_selector(".ds-board")
        pages.append(page)
    assert pages[0].locator(".ds-envoys .ds-envoy").count() == 4  # the display, before anyone visits
    clicks: dict = {}
    selected = False
    for _ in range(300):
        page = next((p for p in pages if p.locator("#options .option[data-option]").count()), None)
        if page is None:
            pages[0].wait_for_timeout(200)
            continue
        acked = int(page.evaluate("document.body.dataset.acked ?? -1"))
        envoy = page.locator(".ds-envoys .ds-envoy.ds-target")
        if envoy.count():  # the holder's step 2b: a click on a face-up Envoy selects it
            envoy.first.click(timeout=5000)
            chooser = page.locator("#chooser:not([hidden]) .option")
            if chooser.count():
                chooser.first.click(timeout=5000)
            selected = True
        else:
            click_something_legal(page, clicks)
        page.wait_for_function(ACKED_AND_SHOWN, arg=acked, timeout=20000)
        assert page.inner_text("#action-error") == ""
        if selected and int(page.get_attribute(".ds-board", "data-round")) >= 2:
            break
    shot(pages[0], "envoys")
    assert selected, clicks
    assert pages[0].locator(".ds-envoys .ds-visiting .ds-envoy").count() == 1 or (
        pages[0].locator(".ds-envoys .ds-envoy").count() >= 3)
    assert "Embassy" in pages[1].inner_text(".ds-envoys")
    assert not errors, errors
