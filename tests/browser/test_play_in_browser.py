"""A person creates a Dice Colony game against a bot in the lobby and plays it to the end by clicking on the board;
a spectator in a second browser context watches the moves arrive live."""
from __future__ import annotations

import os

SCREENSHOTS = os.environ.get("DICELANDS_SCREENSHOTS", "")


def watch_errors(page, errors: list):
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)


# our click was answered: acknowledged and the snapshot with it drawn, or refused with a message shown
ACKED_AND_SHOWN = """acked => document.body.dataset.sending !== 'true' && (
    (Number(document.body.dataset.acked ?? -1) > acked
     && Number(document.body.dataset.index) > Number(document.body.dataset.acked))
    || document.getElementById('action-error').textContent !== '')"""


def index_of(page) -> int:
    return int(page.evaluate("document.body.dataset.index || -1"))


def click_something_legal(page) -> None:
    """A board target if there is one (cell or die), else the first option button; a chooser gets its first entry.
    Locators re-resolve, so a board redrawn by a bot's move between finding and clicking is no problem."""
    for selector in (".dc-mine .dc-target", ".dc-die.dc-target", "#options .option[data-option]"):
        target = page.locator(selector)
        if target.count():
            target.first.click(timeout=5000)
            break
    chooser = page.locator("#chooser:not([hidden]) .option")
    if chooser.count():
        chooser.first.click(timeout=5000)


def test_play_a_game_against_a_bot_by_clicking_while_a_spectator_watches(browser, server):
    player = browser.new_context(bypass_csp=True, viewport={"width": 1400, "height": 1000}).new_page()
    errors: list = []
    watch_errors(player, errors)
    player.goto(server.url + "/")
    player.wait_for_selector(".seat select")
    player.select_option("select[name='seat-1']", "bot:easy")
    player.fill(".seat[data-seat='0'] .seat-name", "Ann")
    player.click("#create-button")
    join = player.wait_for_selector(".join-link").get_attribute("href")
    spectate = player.wait_for_selector(".spectate-link").get_attribute("href")

    spectator = browser.new_context(bypass_csp=True, viewport={"width": 1400, "height": 1000}).new_page()
    watch_errors(spectator, errors)
    spectator.goto(spectate)
    spectator.wait_for_selector(".dc-hexes")
    assert spectator.is_hidden("#controls")
    seen_by_spectator = [index_of(spectator)]

    player.goto(join)
    player.wait_for_selector(".dc-sheet.dc-mine .dc-hexes")
    assert "playing as Ann" in player.inner_text("#whoami")
    player.wait_for_selector("#options .option[data-option]")
    typed = player.get_attribute("#options .option[data-option]", "data-option")
    acked = int(player.evaluate("document.body.dataset.acked ?? -1"))
    player.fill("#notation", typed.upper())  # notation is matched without regard to case
    player.press("#notation", "Enter")
    player.wait_for_function(ACKED_AND_SHOWN, arg=acked, timeout=20000)
    assert player.inner_text("#action-error") == ""
    assert player.locator(f"#log li[title='{typed}']", has_text="Ann").count() == 1
    clicks = 0
    while player.get_attribute("body", "data-over") != "true":
        player.wait_for_function("document.body.dataset.over === 'true' || "
                                 "document.querySelector('#options .option[data-option]') !== null", timeout=20000)
        if player.get_attribute("body", "data-over") == "true":
            break
        acked = int(player.evaluate("document.body.dataset.acked ?? -1"))
        click_something_legal(player)
        clicks += 1
        player.wait_for_function(ACKED_AND_SHOWN, arg=acked, timeout=20000)
        if clicks % 20 == 0:
            seen_by_spectator.append(index_of(spectator))
        if SCREENSHOTS and clicks == 40:
            player.screenshot(path=os.path.join(SCREENSHOTS, "midgame.png"), full_page=True)
        assert clicks < 600, "the game did not end"

    assert "Game over" in player.inner_text("#status")
    assert player.inner_text("#scores-title") == "Final scores"
    table = player.inner_text("#score-table")
    for category in ("vegetation", "water", "ores", "life", "colonies", "objectives", "barren", "total"):
        assert category in table
    final = index_of(player)
    spectator.wait_for_function(f"Number(document.body.dataset.index) === {final}", timeout=10000)
    assert "Game over" in spectator.inner_text("#status")
    assert seen_by_spectator == sorted(seen_by_spectator) and len(set(seen_by_spectator)) >= 3, seen_by_spectator
    assert spectator.locator("#log li").count() == final
    if SCREENSHOTS:
        player.screenshot(path=os.path.join(SCREENSHOTS, "final.png"), full_page=True)
        spectator.screenshot(path=os.path.join(SCREENSHOTS, "spectator.png"), full_page=True)
    assert not errors, errors


def test_the_page_reconnects_after_the_server_restarts_and_catches_up(browser, server):
    import httpx
    with httpx.Client(base_url=server.url) as client:
        game = client.post("/api/games", json={"game": "dice-colony", "options": {"players": 2},
                                               "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 2}).json()
        game["seats"][1]["token"] = client.post(f"/api/games/{game['id']}/seats/1/claim",
                                                json={"invite": game["seats"][1]["invite"]}).json()["token"]
    page = browser.new_context(bypass_csp=True).new_page()
    page.goto(server.url + game["seats"][0]["link"])
    page.wait_for_selector("#connection[data-state='live']")
    server.kill()
    page.wait_for_selector("#connection[data-state='lost']", timeout=10000)
    server.start()
    with httpx.Client(base_url=server.url) as client:  # another seat moves while this page is away
        seen = client.get(f"/api/games/{game['id']}", params={"seat": 1, "token": game["seats"][1]["token"]}).json()
        client.post(f"/api/games/{game['id']}/actions", json={"seat": 1, "token": game["seats"][1]["token"],
                                                              "action": seen["legal"][0], "expect": seen["index"]})
    page.wait_for_selector("#connection[data-state='live']", timeout=15000)
    page.wait_for_function("Number(document.body.dataset.index) === 1", timeout=10000)
    assert page.locator("#log li").count() == 1
