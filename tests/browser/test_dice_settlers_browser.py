"""A person creates a solo Dice Settlers game against the Diceoneer in the lobby and plays two full rounds in real
Chromium, by clicking on the board (map hexes, dice, tiles, cards, actions) wherever it offers something and on the
option buttons otherwise; a spectator watches the same map."""
from __future__ import annotations

import os
import re

SCREENSHOTS = os.environ.get("DICELANDS_SCREENSHOTS", "")

# our click was answered: acknowledged and the snapshot with it drawn, or refused with a message shown
ACKED_AND_SHOWN = """acked => document.body.dataset.sending !== 'true' && (
    (Number(document.body.dataset.acked ?? -1) > acked
     && Number(document.body.dataset.index) > Number(document.body.dataset.acked))
    || document.getElementById('action-error').textContent !== '')"""

# where a click goes, best first: the map, the dice, anything else on the board, then the shell's option buttons
TARGETS = (("map", ".ds-hexmap .ds-target"), ("die", ".ds-die.ds-target"), ("board", ".ds-board .ds-target"),
           ("button", "#options .option[data-option]"))


def watch_errors(page, errors: list):
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)


def log_text(page) -> str:
    """The whole log, one entry a line. Not inner_text: entries scrolled far out of sight skip layout
    (content-visibility in app.css), and a skipped element has no rendered text."""
    return "\n".join(page.locator("#log > li").all_text_contents())


def shot(page, name: str) -> None:
    if SCREENSHOTS:
        page.screenshot(path=os.path.join(SCREENSHOTS, f"dice-settlers-{name}.png"), full_page=True)


def board_round(page) -> int:
    return int(page.get_attribute(".ds-board", "data-round"))


def click_something_legal(page, clicks: dict) -> None:
    """Click the first target of the best kind there is; a chooser (several options behind one click) gets its
    first entry. Counts what was clicked, by kind, and the map clicks by what they hit."""
    for kind, selector in TARGETS:
        target = page.locator(selector)
        if target.count():
            first = target.first
            if kind == "map":
                kind = "candidate" if "ds-candidate" in (first.get_attribute("class") or "") else "tile"
            first.click(timeout=5000)
            clicks[kind] = clicks.get(kind, 0) + 1
            break
    chooser = page.locator("#chooser:not([hidden]) .option")
    if chooser.count():
        chooser.first.click(timeout=5000)


def test_solo_against_the_diceoneer_two_rounds_by_clicking_the_board(browser, server):
    errors: list = []
    player = browser.new_context(bypass_csp=True, viewport={"width": 1400, "height": 1000}).new_page()
    watch_errors(player, errors)
    player.goto(server.url + "/")
    player.wait_for_selector(".seat select")
    player.select_option("#game-select", "dice-settlers")
    player.wait_for_selector("input[name='players']")
    for option in ("tableau", "married_bliss"):  # the main options are on show; the rest behind "more"
        assert player.locator(f"#options [name='{option}']").count() == 1
    assert player.locator(".more-options [name='difficulty']").count() == 1
    player.fill(".seat[data-seat='0'] .seat-name", "Ann")
    player.fill("input[name='players']", "1")
    player.click("#create-button")  # the typed number commits as the button takes the focus: the seats follow first
    player.wait_for_selector(".seat[data-seat='1'] .automaton")
    assert "the Diceoneer" in player.inner_text(".seat[data-seat='1']")
    assert player.input_value(".seat[data-seat='0'] .seat-name") == "Ann"
    join = player.wait_for_selector(".join-link").get_attribute("href")
    spectate = player.wait_for_selector(".spectate-link").get_attribute("href")
    assert player.locator(".join-link").count() == 1  # the Diceoneer's seat needs no link
    assert player.inner_text("#create-error") == ""

    player.goto(join)
    player.wait_for_selector(".ds-board")
    assert "playing as Ann" in player.inner_text("#whoami")
    player.wait_for_selector(".ds-tile-card.ds-target")  # the starting tiles offered to Ann, as hexes
    assert player.locator(".ds-cards .ds-card").count() == 9  # the first-game tableau
    assert player.locator(".ds-panel.ds-bot .ds-action-hex").count() == 1
    shot(player, "draft")

    clicks: dict = {}
    seen_candidates = shot_map = False
    while board_round(player) < 3 or not clicks.get("candidate"):  # two full rounds, and a tile put on the map
        try:
            player.wait_for_function("document.querySelector('#options .option[data-option]') !== null", timeout=20000)
        except Exception:  # say where it stopped: the status line and any page errors
            shot(player, "stuck")
            raise AssertionError(f"no options to click: {player.inner_text('#status')!r}; page errors: {errors}")
        seen_candidates = seen_candidates or player.locator(".ds-candidate.ds-target").count() > 0
        if clicks.get("candidate") and not shot_map:
            shot_map = True
            shot(player, "map")
        logged = player.locator("#log li").count()
        acked = int(player.evaluate("document.body.dataset.acked ?? -1"))
        click_something_legal(player, clicks)
        player.wait_for_function(ACKED_AND_SHOWN, arg=acked, timeout=20000)
        assert player.inner_text("#action-error") == ""
        assert player.locator("#log li").count() > logged  # every click is one more line in the log
        assert sum(clicks.values()) < 400, f"too many clicks, the game does not move on: {clicks}"

    shot(player, "round3")
    assert seen_candidates and clicks.get("candidate", 0) >= 1, clicks  # a tile went on an outlined empty hex
    # dice were clicked; a starting tile kept, ... (how many dice depends on the dice: the server draws the seed)
    assert clicks.get("die", 0) >= 1 and clicks.get("board", 0) >= 1, clicks
    # the map and the dice are drawn as SVG: tiles with terrain and tents, Ann's dice, the Diceoneer's queue
    assert player.locator(".ds-hexmap .ds-tile").count() >= 2
    assert player.locator(".ds-hexmap .ds-tents[data-seat='0']").count() >= 1
    assert player.locator(".ds-hexmap .ds-tents[data-seat='1']").count() >= 1  # the Diceoneer has settled too
    assert player.locator(".ds-panel.ds-mine .ds-die-svg, .ds-panel.ds-mine .ds-bag-die svg").count() >= 1
    assert player.locator(".ds-panel.ds-bot .ds-queue svg, .ds-panel.ds-bot .ds-bot-die").count() >= 1
    log = log_text(player)
    assert re.search(r"Ann keeps (Plains|Forest|Mountains|Hills|Desert) \d+", log), log  # tiles by name
    assert "places its starting tile " in log or " puts " in log
    assert "the Diceoneer rolls" in log  # its turns are events in the log, under the action that led to them

    spectator = browser.new_context(bypass_csp=True, viewport={"width": 1400, "height": 1000}).new_page()
    watch_errors(spectator, errors)
    spectator.goto(spectate)
    spectator.wait_for_selector(".ds-hexmap .ds-tile")
    index = player.get_attribute("body", "data-index")
    spectator.wait_for_function(f"document.body.dataset.index === '{index}'", timeout=10000)
    assert spectator.is_hidden("#controls") and spectator.locator(".ds-target").count() == 0
    assert spectator.locator(".ds-hexmap .ds-tile").count() == player.locator(".ds-hexmap .ds-tile").count()
    assert spectator.locator("#log li").count() == int(index)
    assert not errors, errors
