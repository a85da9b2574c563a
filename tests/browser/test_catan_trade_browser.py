"""A bundle trade between players in Chromium (spec §2.5: "the active player may trade any agreed bundle with other
players"): Ann composes 1 brick and 1 wool for 1 lumber and 1 ore with the trade panel's "+1" buttons, both bundles
side by side; Bob and Cy answer on their own pages; Ann sees each answer and trades with Bob. Three people at one
real server, each with their own page (seat link)."""
from __future__ import annotations

import os

from .test_whole_games_by_the_board import folder

SEED = 20261207  # the beginner set-up, Ann rolls 1+4: Ann holds lumber, brick, wool; Bob lumber, brick, wool, ore;
# Cy 2 lumber and a grain (no ore: he can only decline)


def option(page, notation: str):
    return page.locator(f"#options .option[data-option='{notation}']").first


def test_a_bundle_trade_is_composed_answered_and_completed_in_the_browser(browser, instant_server, tmp_path):
    seats = [{"kind": "human", "name": name} for name in ("Ann", "Bob", "Cy")]
    context = browser.new_context(bypass_csp=True, viewport={"width": 1280, "height": 1000})
    response = context.request.post(instant_server.url + "/api/games", data={
        "game": "catan", "options": {"players": 3, "setup": "beginner"}, "seats": seats, "seed": SEED})
    assert response.ok, response.text()
    links = [instant_server.url + seat["link"] for seat in response.json()["seats"]]
    errors: list = []
    ann, bob, cy = (browser.new_context(bypass_csp=True, viewport={"width": 1280, "height": 1000}).new_page()
                    for _ in links)
    for page, link in zip((ann, bob, cy), links):
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(link)
    option(ann, "roll").click(timeout=15000)
    option(ann, "offer a trade").click(timeout=15000)
    panel = ann.locator(".trade-panel[data-state='composing']")
    panel.wait_for(timeout=15000)
    for side, kind in (("offer-give", "brick"), ("offer-give", "wool"), ("offer-ask", "lumber"),
                       ("offer-ask", "ore")):
        before = panel.locator(f".trade-side[data-side='{side}'] li[data-kind='{kind}']").inner_text()
        panel.locator(f".trade-side[data-side='{side}'] li[data-kind='{kind}'] .trade-add").click(timeout=15000)
        ann.wait_for_function("([side, kind, before]) => { const li = document.querySelector("
                              "`.trade-side[data-side='${side}'] li[data-kind='${kind}']`);"
                              " return li && li.innerText !== before; }", arg=[side, kind, before], timeout=15000)
    gives = panel.locator(".trade-side[data-side='offer-give']").inner_text()
    asks = panel.locator(".trade-side[data-side='offer-ask']").inner_text()
    assert "Ann gives" in gives and "1 brick" in gives and "1 wool" in gives and "lumber" not in gives  # asked
    assert "Ann asks" in asks and "1 lumber" in asks and "1 ore" in asks
    option(ann, "propose").click(timeout=15000)
    for page in (bob, cy):  # both see the offer, bundles side by side, and answer at once
        page.locator(".trade-panel[data-state='proposed']").wait_for(timeout=15000)
        assert "1 brick" in page.locator(".trade-side[data-side='offer-give']").inner_text()
        assert "1 ore" in page.locator(".trade-side[data-side='offer-ask']").inner_text()
    assert option(cy, "accept").count() == 0  # Cy holds no ore
    option(bob, "accept").click(timeout=15000)
    option(cy, "reject").click(timeout=15000)
    ann.locator(".trade-answers li[data-seat='2'][data-answer='declines']").wait_for(timeout=15000)
    assert ann.locator(".trade-answers li[data-seat='1']").inner_text() == "Bob accepts"
    ann.screenshot(path=os.path.join(folder(tmp_path), "catan-trade.png"))
    option(ann, "trade with seat 1").click(timeout=15000)
    ann.locator(".trade-panel").wait_for(state="detached", timeout=15000)
    ann.wait_for_function("() => document.querySelector(\"[data-seat='0'] div\").innerText.includes('ore')",
                          timeout=15000)
    hand = ann.locator("[data-seat='0'] div").first.inner_text()
    assert sorted(hand.split(", ")) == ["lumber", "lumber", "ore"]
    assert not errors, errors
