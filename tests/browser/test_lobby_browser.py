"""The lobby in Chromium at the issue's two screens (issue 41, "Lobby and page"): every game's expansions are
checkboxes with a line saying what each adds (no free-text "modules" box), option help is in words (no spec codes or
rulebook section marks), the page never scrolls sideways, bots are offered by strength with a strong opponent by
default, and repeated bots are numbered ("strong 1", "strong 2") in the game the server makes."""
import re

import pytest

from dicelands.engine import available_games, get_game
from tests.browser.screens import VIEWPORTS, broken_words, clipped_text, horizontal_scroll, words_shown

# rulebook references a player should not meet: "(spec P2)", "G10", "§9.2", "seed Advisors › Solo", "#120"
REFERENCES = re.compile(r"\bspec\b|§|\bG\d{2}\b|›|\bseed [A-Z]|#\d+")


def lobby(browser, server, viewport):
    phone = viewport == "phone"
    page = browser.new_context(bypass_csp=True, viewport=VIEWPORTS[viewport], has_touch=phone,
                               is_mobile=phone).new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.goto(server.url + "/")
    page.wait_for_selector(".seat select")
    return page


def choose(page, game_id):
    page.select_option("#game-select", game_id)
    page.wait_for_function("n => document.querySelectorAll('.seat').length === n", arg=seats_of(game_id))
    page.evaluate("document.querySelectorAll('details.more-options').forEach(d => d.open = true)")


def seats_of(game_id):
    game = get_game(game_id)
    return game.num_seats(game.resolve_options({}))


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_every_game_in_the_lobby_fits_the_screen_and_speaks_players_words(browser, server, viewport):
    page = lobby(browser, server, viewport)
    for game_id in available_games():
        choose(page, game_id)
        where = f"{game_id} at {viewport}"
        assert horizontal_scroll(page) == [], where
        assert broken_words(page) == [], where
        assert clipped_text(page) == [], where
        assert words_shown(page, allowed=("LU-287",)) == [], where
        text = page.inner_text("#create")
        assert REFERENCES.findall(text) == [], f"{where}: {REFERENCES.findall(text)}"
        assert page.locator("#options input[name='modules']").count() == 0, f"{where}: a free-text modules box"
        game = get_game(game_id)
        modules = list(game.catalog.modules.values()) if game.catalog is not None else []
        boxes = page.locator("#expansions input[type='checkbox']")
        assert boxes.count() == len(modules), where
        for module in modules:  # its title and the first sentence of its summary, on one checkbox
            line = page.inner_text(f"label.expansion:has([data-module='{module.name}'])")
            assert module.title in line and module.summary.split(". ")[0][:40] in line, (where, line)
    assert page.errors == []


def test_bots_are_offered_by_strength_a_strong_opponent_by_default_and_numbered(browser, server):
    page = lobby(browser, server, "desktop")
    choose(page, "catan")
    offered = page.locator("select[name='seat-1'] option").all_inner_texts()
    assert offered == ["a friend (gets a link)", "bot — easy", "bot — medium", "bot — strong"]
    assert [page.input_value(f"select[name='seat-{seat}']") for seat in (1, 2, 3)] == ["bot:strong"] * 3
    assert [page.get_attribute(f".seat[data-seat='{seat}'] .seat-name", "placeholder") for seat in (1, 2, 3)] == \
        ["strong 1", "strong 2", "strong 3"]
    page.select_option("select[name='seat-2']", "bot:easy")  # one easy bot among the strong ones
    assert [page.get_attribute(f".seat[data-seat='{seat}'] .seat-name", "placeholder") for seat in (1, 2, 3)] == \
        ["strong 1", "easy", "strong 2"]
    page.fill(".seat[data-seat='0'] .seat-name", "Ann")
    with page.expect_response("**/api/games") as answer:
        page.click("#create-button")
    created = answer.value.json()
    games = page.request.get(server.url + "/api/games").json()["games"]
    made = next(g for g in games if g["id"] == created["id"])
    assert [seat["name"] for seat in made["seats"]] == ["Ann", "strong 1", "easy", "strong 2"]
    assert page.errors == []


def test_checked_expansions_are_the_games_modules(browser, server):
    page = lobby(browser, server, "phone")
    choose(page, "dice-settlers")
    page.check("[data-module='envoys']")
    page.check("[data-module='advisors']")
    page.fill(".seat[data-seat='0'] .seat-name", "Ann")
    page.select_option("select[name='seat-1']", "bot:easy")
    with page.expect_request("**/api/games") as request:
        page.click("#create-button")
    assert set(request.value.post_data_json["options"]["modules"].split(",")) == {"envoys", "advisors"}
    assert request.value.post_data_json["seats"][1] == {"kind": "bot", "bot": "easy"}
    page.wait_for_selector(".join-link")
    assert page.inner_text("#create-error") == ""
    assert horizontal_scroll(page) == []
    assert page.errors == []
