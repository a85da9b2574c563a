"""The rules panel in Chromium shows the browser's paragraphs of the short rules and not the terminal's (issue 41: one
guide per game serves both, each paragraph "In the browser:" / "In the terminal:" for its surface alone)."""
from __future__ import annotations

from .test_whole_games_by_the_board import create


def test_the_rules_panel_says_click_and_leaves_out_the_terminal_paragraph(browser, server):
    page = browser.new_context(bypass_csp=True, viewport={"width": 1280, "height": 900}).new_page()
    errors: list = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(create(page, server, "catan", {"players": 3},
                     [{"kind": "human", "name": "Ann"}] + [{"kind": "bot", "bot": "random"}] * 2))
    page.wait_for_function("document.getElementById('rules').textContent.includes('Catan in short')", timeout=15000)
    rules = page.locator("#rules").text_content()
    assert "In the browser: click a corner to settle" in rules
    assert "In the terminal" not in rules and "`board` draws the map" not in rules
    assert not errors, errors
