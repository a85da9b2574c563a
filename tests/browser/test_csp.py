"""The web client works under the server's Content-Security-Policy (the other browser tests bypass it, because
Playwright's wait_for_function evaluates strings): the lobby and a game page load, a move is played by clicking, a
spectator sees it, nothing is blocked, and the page shows the seed commitment and wraps a long name."""
from __future__ import annotations

import httpx


def watch_errors(page, errors: list):
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)


def test_the_pages_work_under_the_content_security_policy(browser, server):
    long_name = "W" * 40
    with httpx.Client(base_url=server.url) as client:
        game = client.post("/api/games", json={"game": "dice-colony", "options": {"players": 2}, "seats": [
            {"kind": "human", "name": long_name}, {"kind": "human"}]}).json()
    errors: list[str] = []
    lobby = browser.new_context().new_page()
    watch_errors(lobby, errors)
    lobby.goto(server.url + "/")
    lobby.wait_for_selector("select, button")
    player = browser.new_context(viewport={"width": 1000, "height": 900}).new_page()
    spectator = browser.new_context().new_page()
    for page in (player, spectator):
        watch_errors(page, errors)
    player.goto(server.url + game["seats"][0]["link"])
    spectator.goto(server.url + game["spectate"])
    for page in (player, spectator):
        page.wait_for_selector("#connection[data-state='live']", timeout=15000)
    player.locator("#options .option[data-option]").first.click(timeout=10000)
    player.wait_for_selector("body[data-index='1']", timeout=15000)
    spectator.wait_for_selector("body[data-index='1']", timeout=15000)
    commitment = player.locator("#dice").inner_text()
    assert "sha256:" in commitment and "revealed at the end" in commitment
    assert spectator.locator("#dice").inner_text() == commitment
    whoami = player.locator("#whoami")
    assert long_name in whoami.inner_text()
    box = player.locator("header").bounding_box()  # the long name wraps inside the header, not past the window
    assert box["x"] + box["width"] <= 1000 and player.evaluate(
        "document.querySelector('header').scrollWidth <= document.querySelector('header').clientWidth"), box
    assert not errors, errors
