"""The game log as the page draws it move by move (only the new entries each time) is the log a fresh page draws
from the whole game: after moves, after an undo takes entries back, and after moves again."""
from __future__ import annotations

from .test_whole_games_by_the_board import READY, click_the_board, create

LOG = "Array.from(document.querySelectorAll('#log > li'), li => [li.dataset.index, li.title, li.textContent])"
# After a click: the face picker opened, or the page shows another position (an undo takes the index back, so the
# acknowledged index does not always grow).
MOVED = """before => document.querySelector('#chooser:not([hidden]) .option') !== null
  || (document.body.dataset.sending !== 'true' && document.body.dataset.index !== before)"""
INDEX = "document.body.dataset.index"


def test_the_log_drawn_move_by_move_is_the_log_drawn_afresh_after_an_undo(browser, instant_server):
    server = instant_server
    context = browser.new_context(bypass_csp=True)
    page = context.new_page()
    link = create(page, server, "dice-colony", {"players": 2},
                  [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random", "name": "Bot"}])
    page.goto(link)
    undone = 0
    for clicks in range(60):
        page.wait_for_function(READY, timeout=30000)
        if undone and clicks > 30:
            break
        if not undone and page.is_enabled("#undo"):
            before = len(page.evaluate(LOG))
            page.click("#undo")
            page.wait_for_function(f"document.querySelectorAll('#log > li').length < {before}", timeout=20000)
            undone = before - len(page.evaluate(LOG))
            continue
        before = page.evaluate(INDEX)
        click_the_board(page, "dice-colony", clicks)
        page.wait_for_function(MOVED, arg=before, timeout=30000)
        if page.is_visible("#chooser:not([hidden]) .option"):
            page.click("#chooser:not([hidden]) .option")
            page.wait_for_function(MOVED, arg=before, timeout=30000)
        assert page.inner_text("#action-error") == ""
    assert undone > 0, "no move could be undone in 60 clicks"
    page.wait_for_function(READY, timeout=30000)
    drawn = page.evaluate(LOG)
    fresh = context.new_page()
    fresh.goto(link)
    fresh.wait_for_function(f"{INDEX} === '{page.evaluate(INDEX)}'")
    assert len(drawn) > 30 and drawn == fresh.evaluate(LOG)
    assert [int(index) for index, _, _ in drawn] == list(range(len(drawn)))
    context.close()
