"""A whole game per game, played in Chromium by clicking only the board (cells, dice, tiles, the board's own buttons
and the face picker a die opens; never the shell's list of options), on a desktop (1280 x 800) and a phone (390 x
844) viewport. Screenshots of the start, the middle and the end go to $DICELANDS_SCREENSHOTS (or the test's
temporary folder): look at them."""
from __future__ import annotations

import os

import pytest

ACKED_AND_SHOWN = """acked => document.body.dataset.sending !== 'true' && (
    (Number(document.body.dataset.acked ?? -1) > acked
     && Number(document.body.dataset.index) > Number(document.body.dataset.acked))
    || document.getElementById('action-error').textContent !== '')"""
VIEWPORTS = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
BOARD = {"dice-colony": (".dc-mine .dc-target", ".dc-die.dc-target"),
         "dice-settlers": (".ds-hexmap .ds-target", ".ds-die.ds-target", ".ds-board .ds-target"),
         # hexes, intersections, paths, your ships, a seat's panel; then the board's own buttons (controls.js)
         "catan": ("#board .board-target", "#board .board-control"),
         "catan-land-ho": ("#board .board-target", "#board .board-control"),
         # your dice, the spaces of a city, the cards of the table; then the board's own buttons
         "dice-city": (".city-space:not([disabled]):has(.city-die)", ".city-space:not([disabled])",
                       ".city-table .city-card:not([disabled])", "#board .board-control")}
# of the board's own buttons, the ones that move a game on (a trade offered for ever would not end it)
MOVES_ON = ("roll", "sail", "end", "done", "stop", "deal", "reject", "discard", "take", "claim")
SAIL_UNTIL = 150  # Land Ho!: ships sail (clicked on the board) in the first 150 clicks; then turns end sooner
MIDDLE = {"dice-city": 25}  # clicks to the middle screenshot; 40 for the others


SEED = 20261201


def folder(tmp_path) -> str:
    path = os.environ.get("DICELANDS_SCREENSHOTS") or str(tmp_path)
    os.makedirs(path, exist_ok=True)
    return path


def create(page, server, game: str, options: dict, seats: list) -> str:
    """The game made through the server's API (the lobby has its own test); the join link of seat 0. Seeded (one
    person against bots may choose the seed), so a run's length and dice are the same every time."""
    response = page.request.post(server.url + "/api/games",
                                 data={"game": game, "options": options, "seats": seats, "seed": SEED})
    assert response.ok, response.text()
    return server.url + response.json()["seats"][0]["link"]


def click_the_board(page, game: str, clicks: int = 0) -> str:
    for selector in BOARD[game]:
        target = page.locator(selector)
        if target.count():
            if selector.endswith(".board-control"):
                target = moving_on(target, sailing=clicks < SAIL_UNTIL)
            clicked = target.first.evaluate("node => node.outerHTML.slice(0, 160)")
            # force for a path: a line drawn upright is 0 px wide and Playwright would call it invisible
            target.first.click(timeout=5000, force=clicked.startswith("<line"))
            chooser = page.locator("#chooser:not([hidden]) .option")
            if chooser.count():
                check_face_picker(page)
                chooser.first.click(timeout=5000)
            return clicked
    options = page.locator("#options .option[data-option]")
    raise AssertionError("the board offers nothing to click, but the options are: "
                         + ", ".join(options.nth(i).inner_text() for i in range(options.count())))


def moving_on(controls, sailing: bool):
    kinds = [controls.nth(i).get_attribute("data-kind") for i in range(controls.count())]
    for kind in MOVES_ON if sailing else tuple(k for k in MOVES_ON if k != "sail"):
        if kind in kinds:
            return controls.nth(kinds.index(kind))
    return controls


def check_face_picker(page) -> None:
    """Issue 13: a Dice Colony die with energy choices opens a face picker: each choice shows the face it gives."""
    faces = page.locator("#chooser:not([hidden]) .option-face")
    for i in range(faces.count()):
        notation = faces.nth(i).get_attribute("data-option")  # "take red3" or "take red3 as red4"
        shown = faces.nth(i).locator(".dc-face").get_attribute("data-face")
        assert shown == notation.split()[-1], (notation, shown)


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
@pytest.mark.parametrize("game, options, seats", [
    ("dice-colony", {"players": 2}, [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random", "name": "Bot"}]),
    ("dice-settlers", {"players": 1}, [{"kind": "human", "name": "Ann"}, {"kind": "automaton"}]),
    # Catan has no shorter game than 10 VP and no fewer than 3 players: two medium bots end it sooner than easy ones
    ("catan", {"players": 3}, [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "greedy", "name": "Bob"},
                               {"kind": "bot", "bot": "greedy", "name": "Cy"}]),
    ("catan-land-ho", {"players": 2}, [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "greedy", "name": "Bob"}]),
    ("dice-city", {"players": 2}, [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random", "name": "Bot"}]),
])
def test_a_whole_game_by_clicking_only_the_board(browser, server, tmp_path, game, options, seats, viewport):
    context = browser.new_context(bypass_csp=True, viewport=VIEWPORTS[viewport])
    page = context.new_page()
    errors: list = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(create(page, server, game, options, seats))
    page.wait_for_selector("#banner:not(:empty)")
    shots = folder(tmp_path)
    page.screenshot(path=os.path.join(shots, f"{game}-{viewport}-start.png"), full_page=True)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= VIEWPORTS[viewport]["width"] + 1, f"the page is {width} px wide"  # no sideways scrolling
    clicks, middle = 0, False
    while page.get_attribute("body", "data-over") != "true":
        page.wait_for_function("document.body.dataset.over === 'true' || "
                               "document.querySelector('#options .option[data-option]') !== null", timeout=30000)
        if page.get_attribute("body", "data-over") == "true":
            break
        acked = int(page.evaluate("document.body.dataset.acked ?? -1"))
        clicked = click_the_board(page, game, clicks)
        clicks += 1
        try:
            page.wait_for_function(ACKED_AND_SHOWN, arg=acked, timeout=30000)
        except Exception:
            page.screenshot(path=os.path.join(shots, f"{game}-{viewport}-stuck.png"), full_page=True)
            raise AssertionError(f"a click on {clicked} was not answered; see {game}-{viewport}-stuck.png")
        assert page.inner_text("#action-error") == "", page.inner_text("#action-error")
        if not middle and clicks >= MIDDLE.get(game, 40):
            middle = True
            page.screenshot(path=os.path.join(shots, f"{game}-{viewport}-middle.png"), full_page=True)
        assert clicks < 1500, "the game did not end"
    page.wait_for_selector("#end:not([hidden]) #rematch")
    page.screenshot(path=os.path.join(shots, f"{game}-{viewport}-end.png"), full_page=True)
    board = page.inner_text("#board")
    assert "null" not in board.split() and "undefined" not in board, board[:300]  # nothing drawn from a missing value
    end = page.inner_text("#end")
    assert "Back to the lobby" in end and ("wins" in end or "share the win" in end)
    score_columns = page.locator("#score-table tr").first.locator("th").count() - 1
    assert page.locator("#end .score-why li").count() == score_columns  # a why for every score
    assert not errors, errors
    context.close()
