"""Land Ho!'s SVG board in Chromium: the 51 cells with the 16 face-down hexes, the ships on their sea routes; a human
seat plays by clicking the shell's options and, once sailing, a sea route on the board."""
from __future__ import annotations

import os

from .test_whole_games_by_the_board import ACKED_AND_SHOWN, create, folder


def click_option(page, text: str) -> None:  # the notation button (this test is of the map, not of the words)
    acked = int(page.evaluate("Number(document.body.dataset.acked ?? -1)"))
    page.locator(f"#options .option[data-option='{text}']").first.click(timeout=5000)
    page.wait_for_function(ACKED_AND_SHOWN, arg=acked, timeout=15000)


def test_the_board_shows_face_down_hexes_and_ships_and_a_route_is_clicked(browser, server, tmp_path):
    page = browser.new_context(bypass_csp=True, viewport={"width": 1280, "height": 900}).new_page()
    errors: list = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(create(page, server, "catan-land-ho", {"players": 2},
                     [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random", "name": "Bot"}]))
    page.wait_for_selector("svg[aria-label='Land Ho! board']")
    assert page.locator("[data-cell]").count() == 51
    assert page.locator("[data-cell] title", has_text="unexplored").count() == 16
    assert page.locator("[data-ship]").count() == 2
    click_option(page, "roll")
    click_option(page, "sail")
    click_option(page, "steer ship 1")
    route = page.locator("line[data-edge][style*='cursor']").first
    edge = route.get_attribute("data-edge")
    acked = int(page.evaluate("Number(document.body.dataset.acked ?? -1)"))
    route.click(timeout=5000, force=True)  # a vertical line has a box 0 wide: Playwright calls it invisible
    page.wait_for_function(ACKED_AND_SHOWN, arg=acked, timeout=15000)
    assert page.locator(f"[data-ship='0-1'][data-edge='{edge}']").count() == 1
    page.screenshot(path=os.path.join(folder(tmp_path), "land-ho.png"))
    assert not errors, errors
