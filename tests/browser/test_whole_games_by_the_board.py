"""A whole game per game, played in Chromium by clicking only the board (cells, dice, tiles, the board's own buttons
and the face picker a die opens; never the shell's list of options), on a desktop (1280 x 800) and a phone (390 x
844) viewport. Screenshots of the start, the middle and the end go to $DICELANDS_SCREENSHOTS (or the test's
temporary folder): look at them."""
from __future__ import annotations

import os

import pytest

# After a click: false until the server has acknowledged it and the page shows the new position, or shows an
# error; then {error: its text ("" for none)}.
ACKED_AND_SHOWN = """acked => {
  if (document.body.dataset.sending === 'true') return false;
  const error = document.getElementById('action-error').textContent;
  const shown = Number(document.body.dataset.acked ?? -1) > acked
    && Number(document.body.dataset.index) > Number(document.body.dataset.acked);
  return shown || error !== '' ? {error} : false;
}"""
# Before a click: false until the game is over or offers options; then whether it is over and the last acknowledged.
READY = """() => {
  const over = document.body.dataset.over === 'true';
  if (!over && document.querySelector('#options .option[data-option]') === null) return false;
  return {over, acked: Number(document.body.dataset.acked ?? -1)};
}"""
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


# The first of a game's board selectors that matches anything, with each match's opening tag and kind (one round
# trip to the page instead of one per selector and per control).
BOARD_TARGETS = """selectors => {
  for (const [index, selector] of selectors.entries()) {
    const found = Array.from(document.querySelectorAll(selector));
    if (found.length) return {index, tags: found.map(node => node.outerHTML.slice(0, 160)),
                              kinds: found.map(node => node.dataset.kind ?? null)};
  }
  return null;
}"""


def click_the_board(page, game: str, clicks: int = 0) -> str:
    found = page.evaluate(BOARD_TARGETS, list(BOARD[game]))
    if found is None:
        options = page.locator("#options .option[data-option]")
        raise AssertionError("the board offers nothing to click, but the options are: "
                             + ", ".join(options.nth(i).inner_text() for i in range(options.count())))
    selector = BOARD[game][found["index"]]
    pick = moving_on(found["kinds"], sailing=clicks < SAIL_UNTIL) if selector.endswith(".board-control") else 0
    clicked = found["tags"][pick]
    # force for a path: a line drawn upright is 0 px wide and Playwright would call it invisible
    page.locator(selector).nth(pick).click(timeout=5000, force=clicked.startswith("<line"))
    chooser = page.locator("#chooser:not([hidden]) .option")
    if chooser.count():
        check_face_picker(page)
        chooser.first.click(timeout=5000)
    return clicked


def moving_on(kinds: list, sailing: bool) -> int:
    """Which of the board's own buttons to press: the first kind in MOVES_ON that is offered, else the first."""
    for kind in MOVES_ON if sailing else tuple(k for k in MOVES_ON if k != "sail"):
        if kind in kinds:
            return kinds.index(kind)
    return 0


def check_face_picker(page) -> None:
    """Issue 13: a Dice Colony die with energy choices opens a face picker: each choice shows the face it gives."""
    faces = page.eval_on_selector_all("#chooser:not([hidden]) .option-face", """faces => faces.map(face =>
        [face.dataset.option, face.querySelector('.dc-face')?.dataset.face ?? null])""")
    for notation, shown in faces:  # notation: "take red3" or "take red3 as red4"
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
    while True:
        ready = page.wait_for_function(READY, timeout=30000).json_value()
        if ready["over"]:
            break
        clicked = click_the_board(page, game, clicks)
        clicks += 1
        try:
            error = page.wait_for_function(ACKED_AND_SHOWN, arg=ready["acked"], timeout=30000).json_value()["error"]
        except Exception:
            page.screenshot(path=os.path.join(shots, f"{game}-{viewport}-stuck.png"), full_page=True)
            raise AssertionError(f"a click on {clicked} was not answered; see {game}-{viewport}-stuck.png")
        assert error == "", error
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
