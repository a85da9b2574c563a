"""Inviting a friend (issue 40): the creator makes a two-person game in the lobby and opens their own invitation; a
friend in another browser opens theirs; both play; a reload keeps the seat; the friend's used link opened anywhere
else is refused with what to do; the creator re-invites the seat from the game page and the new link takes it."""
from __future__ import annotations

import httpx

from .test_play_in_browser import ACKED_AND_SHOWN, click_something_legal, watch_errors

def new_page(browser, errors):
    page = browser.new_context(bypass_csp=True, viewport={"width": 1400, "height": 1000}).new_page()
    watch_errors(page, errors)
    return page


def playing_as(page, name: str) -> bool:
    page.wait_for_selector(f"#whoami:has-text('playing as {name}')")
    return page.is_hidden("#seat-notice")


def move(page) -> str:
    """One decision by clicking, acknowledged and drawn; the notation of what was clicked."""
    acked = int(page.evaluate("document.body.dataset.acked ?? -1"))
    click_something_legal(page)
    page.wait_for_function(ACKED_AND_SHOWN, arg=acked, timeout=20000)
    assert page.inner_text("#action-error") == ""
    return page.evaluate("document.body.dataset.acked")


def play_until_both_moved(ann, bob, moves: int = 6) -> set:
    movers = set()
    for _ in range(100):
        for name, page in (("Ann", ann), ("Bob", bob)):
            page.wait_for_timeout(50)
            if page.locator("#options .option[data-option]").count():
                move(page)
                movers.add(name)
        if len(movers) == 2 and int(ann.evaluate("document.body.dataset.index")) >= moves:
            return movers
    raise AssertionError(f"only {movers} moved")


def test_a_friend_is_invited_claims_the_seat_keeps_it_across_a_reload_and_a_used_link_is_refused(browser, server):
    errors: list = []
    ann = new_page(browser, errors)
    ann.goto(server.url + "/")
    ann.wait_for_selector(".seat select")
    ann.select_option("#game-select", "dice-colony")
    ann.fill("input[name='players']", "2")
    ann.fill(".seat[data-seat='0'] .seat-name", "Ann")
    ann.click("body")  # the typed number commits: the seats follow
    ann.wait_for_selector("select[name='seat-1']")
    ann.select_option("select[name='seat-1']", "human")
    ann.fill(".seat[data-seat='1'] .seat-name", "Bob")
    ann.click("#create-button")
    ann.wait_for_selector(".join-link")
    ann_link, bob_link = [link.get_attribute("href") for link in ann.locator(".join-link").all()]
    assert "#seat=0&invite=" in ann_link and "#seat=1&invite=" in bob_link and "token" not in ann_link + bob_link

    ann.click(".play-now-button")  # the creator opens their own invitation
    assert playing_as(ann, "Ann")
    assert ann.evaluate("location.hash") == "#seat=0"  # the invitation is gone from the address once claimed

    bob = new_page(browser, errors)  # the friend, in a browser of their own
    bob.goto(bob_link)
    assert playing_as(bob, "Bob") and bob.evaluate("location.hash") == "#seat=1"
    ann.wait_for_selector("#invitations li[data-seat='1'][data-claimed='true']")  # the creator sees it taken
    assert play_until_both_moved(ann, bob) == {"Ann", "Bob"}

    index = int(bob.evaluate("document.body.dataset.index"))
    bob.reload()  # the kept token, not the (used) invitation
    assert playing_as(bob, "Bob")
    bob.wait_for_function(f"Number(document.body.dataset.index) === {index}")

    stranger = new_page(browser, errors)  # the friend's link forwarded, or opened by the creator by mistake
    stranger.goto(bob_link)
    stranger.wait_for_selector("#seat-notice:not([hidden])")
    notice = stranger.inner_text("#seat-notice")
    assert "claimed already" in notice and "ask the game's creator for a new invitation" in notice, notice
    stranger.wait_for_selector("#whoami:has-text('watching as a spectator')")
    assert stranger.is_hidden("#controls")

    # Bob lost his phone: the creator invites the seat again from the game page; Bob's old key stops working
    ann.click("#invitations .reinvite[data-seat='1']")
    ann.click("#invitations .reinvite[data-seat='1']")  # a second click: the seat is held, it is taken from its holder
    new_link = ann.wait_for_selector("#invitations li[data-seat='1'] .invitation-link").get_attribute("href")
    assert new_link != bob_link and "#seat=1&invite=" in new_link
    bob.wait_for_selector("#seat-notice:not([hidden])")
    assert "was replaced" in bob.inner_text("#seat-notice")
    asked = []  # the creator opening the new link by mistake is asked first; saying no leaves it for Bob
    ann.once("dialog", lambda dialog: (asked.append(dialog.message), dialog.dismiss()))
    ann.goto(new_link)
    ann.wait_for_selector("#seat-notice:has-text('Not taken')")
    ann.wait_for_selector("#whoami:has-text('watching as a spectator')")
    assert "invitation you made for seat 2" in asked[0]
    ann.goto(ann_link.split("&")[0])  # #seat=0: back to her own seat, with the key this browser kept
    assert playing_as(ann, "Ann")
    bob.goto(new_link)
    assert playing_as(bob, "Bob")
    ann.wait_for_selector("#invitations li[data-seat='1'][data-claimed='true']")
    assert play_until_both_moved(ann, bob, moves=int(ann.evaluate("document.body.dataset.index")) + 2)

    before = bob.evaluate("localStorage.getItem(`dicelands:seat:${location.pathname.split('/').pop()}:1`)")
    bob.click("#renew-key")  # a new key: this page reconnects with it, the old one is refused everywhere
    bob.wait_for_selector("#seat-notice:has-text('new key')")
    bob.wait_for_selector("#connection[data-state='live']")
    after = bob.evaluate("localStorage.getItem(`dicelands:seat:${location.pathname.split('/').pop()}:1`)")
    assert after and after != before
    game_id = new_link.split("/game/")[1].split("#")[0]
    assert httpx.get(f"{server.url}/api/games/{game_id}", params={"seat": 1, "token": before}).status_code == 403
    assert play_until_both_moved(ann, bob, moves=int(ann.evaluate("document.body.dataset.index")) + 2)
    assert not [error for error in errors if "403" not in error and "409" not in error], errors
