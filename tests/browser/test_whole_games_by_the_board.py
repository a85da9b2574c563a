"""A whole game per game, played in Chromium by clicking only the board (cells, dice, tiles, the board's own buttons
and the face picker a die opens; never the shell's list of options), on a desktop (1280 x 800) and a phone (390 x
844) viewport. Screenshots of the start, the middle and the end go to $DICELANDS_SCREENSHOTS (or the test's
temporary folder): look at them."""
from __future__ import annotations

import os

import pytest

# After a click: false until the face picker opened, or the page shows an error, or the server has acknowledged
# the click and the page shows the new position; then {chooser, error} and, for a new position once the game is over
# or offers options again, {over, acked} as READY gives them (so the next click needs no wait of its own).
ACKED_AND_SHOWN = """acked => {
  if (document.querySelector('#chooser:not([hidden]) .option')) return {error: '', chooser: true};
  if (document.body.dataset.sending === 'true') return false;
  const error = document.getElementById('action-error').textContent;
  if (error !== '') return {error, chooser: false};
  const now = Number(document.body.dataset.acked ?? -1);
  if (!(now > acked && Number(document.body.dataset.index) > now)) return false;
  const over = document.body.dataset.over === 'true';
  if (!over && document.querySelector('#options .option[data-option]') === null) return false;
  return {error, chooser: false, over, acked: now};
}"""
# Before the first click: false until the game is over or offers options; then whether it is over and the last
# acknowledged.
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
                       ".city-table .city-card:not([disabled]):not(.city-empty)", "#board .board-control")}
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


# The first of a game's board selectors that matches anything; of the board's own buttons (a selector ending in
# .board-control) the first whose kind is in `prefer`, else the first match. The pick is scrolled into view and
# located: the middle of its box, and whether that point hits it (or a child of it) rather than something drawn
# over it. One round trip to the page per click.
TARGET = """([selectors, prefer]) => {
  for (const selector of selectors) {
    const found = Array.from(document.querySelectorAll(selector));
    if (!found.length) continue;
    const kinds = found.map(node => node.dataset.kind ?? null);
    const kind = selector.endsWith('.board-control') ? prefer.find(k => kinds.includes(k)) : undefined;
    return locate(found[kind === undefined ? 0 : kinds.indexOf(kind)]);
  }
  return null;
  function locate(node) {
    node.scrollIntoView({block: 'nearest', inline: 'nearest'});
    const box = node.getBoundingClientRect();
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    return {x, y, tag: node.outerHTML.slice(0, 160), hits: hit !== null && (hit === node || node.contains(hit)),
            over: hit === null ? null : hit.outerHTML.slice(0, 160)};
  }
}"""


def click(page, selectors: list, prefer: tuple = ()) -> str:
    """A real mouse click (press and release at a point) on the target TARGET picks, once the page says the point
    hits it: Playwright's own click checks the same but waits for the target to stay still over animation frames,
    about 100 ms a click, most of a whole game's time. The target's opening tag."""
    where = page.evaluate(TARGET, [selectors, list(prefer)])
    if where is None:
        options = page.locator("#options .option[data-option]")
        raise AssertionError(f"nothing matches {selectors}, but the options are: "
                             + ", ".join(options.nth(i).inner_text() for i in range(options.count())))
    assert where["hits"], f"{where['tag']} is covered by {where['over']}"
    page.mouse.click(where["x"], where["y"])
    return where["tag"]


def click_the_board(page, game: str, clicks: int = 0) -> str:
    return click(page, list(BOARD[game]), moving_on(sailing=clicks < SAIL_UNTIL))


def answered(page, acked: int, clicked: str, shots: str, name: str) -> dict:
    try:
        return page.wait_for_function(ACKED_AND_SHOWN, arg=acked, timeout=30000).json_value()
    except Exception:
        page.screenshot(path=os.path.join(shots, f"{name}-stuck.png"), full_page=True)
        raise AssertionError(f"a click on {clicked} was not answered; see {name}-stuck.png")


def moving_on(sailing: bool) -> tuple:
    """Which of the board's own buttons to press: the first kind in MOVES_ON that is offered, else the first."""
    return MOVES_ON if sailing else tuple(kind for kind in MOVES_ON if kind != "sail")


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
def test_a_whole_game_by_clicking_only_the_board(browser, instant_server, tmp_path, game, options, seats, viewport):
    server = instant_server
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
    ready = page.wait_for_function(READY, timeout=30000).json_value()
    while not ready["over"]:
        clicked = click_the_board(page, game, clicks)
        clicks += 1
        answer = answered(page, ready["acked"], clicked, shots, f"{game}-{viewport}")
        if answer["chooser"]:
            check_face_picker(page)
            clicked = click(page, ["#chooser:not([hidden]) .option"])
            answer = answered(page, ready["acked"], clicked, shots, f"{game}-{viewport}")
        assert answer["error"] == "", answer["error"]
        ready = answer
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
