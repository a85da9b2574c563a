"""Fish and Ships in the browser: a solo game with the module, created over the API and played by clicking the board
for a few rounds; the Sea panel is drawn from the start (the Port in the stack, the Navy counter), the blue dice are
drawn, the module's hexes are drawn on the map once the Port is explored, and the page raises no error."""
from __future__ import annotations

import json
import urllib.request

import httpx

from tests.server.conftest import claim_seats
from tests.browser.test_dice_settlers_browser import (ACKED_AND_SHOWN, board_round, click_something_legal, shot,
                                                           watch_errors)


def create_game(url: str) -> str:
    body = json.dumps({"game": "dice-settlers", "options": {"players": 1, "modules": "fish-and-ships"},
                       "seats": [{"kind": "human", "name": "Ann"}, {"kind": "automaton"}], "seed": 4}).encode()
    request = urllib.request.Request(url + "/api/games", data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        game = json.loads(response.read())
    return url + game["seats"][0]["link"]


def test_solo_with_fish_and_ships_by_clicking_the_board(browser, server):
    errors: list = []
    page = browser.new_context(bypass_csp=True, viewport={"width": 1400, "height": 1000}).new_page()
    watch_errors(page, errors)
    page.goto(create_game(server.url))
    page.wait_for_selector(".ds-board")
    page.wait_for_selector(".ds-fish")
    assert "Navy counter: 0" in page.inner_text(".ds-fish") and "map stack" in page.inner_text(".ds-fish")
    clicks: dict = {}
    while board_round(page) < 5 and not page.locator(".ds-tile[data-tile^='port-']").count():
        page.wait_for_function("document.querySelector('#options .option[data-option]') !== null", timeout=20000)
        acked = int(page.evaluate("document.body.dataset.acked ?? -1"))
        click_something_legal(page, clicks)
        page.wait_for_function(ACKED_AND_SHOWN, arg=acked, timeout=20000)
        assert page.inner_text("#action-error") == ""
        assert sum(clicks.values()) < 500, clicks
    shot(page, "fish-and-ships")
    blue = page.locator("[data-die^='bl']").count() + page.locator(".ds-bag-die[title*='blue']").count()
    assert blue >= 1
    if page.locator(".ds-tile[data-tile^='port-']").count():  # the Port was explored: the Sea is on the board
        assert page.locator(".ds-fish .ds-sea-tile").count() >= 1 and "the Port is Shore" in page.inner_text(".ds-fish")
    assert not errors, errors


def play_until_the_sea_is_laid_out(seed: int) -> tuple[list, int]:
    """(seat, action) from the start of a 2-player game with the module until a Ship is on the Port (the Sea laid out
    with its face-down tiles), leaning towards exploring; played on the engine, replayed on the server (same seed)."""
    import random

    from dicelands.engine import get_game
    from dicelands.games.dice_settlers.modules.fish_and_ships.section import sea
    game = get_game("dice-settlers")
    state, chooser, moves = game.new_state({"players": 2, "modules": "fish-and-ships"}, seed), random.Random(seed), []
    while not any(sea(state).ships):
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        exploring = [a for a in legal if "explore" in str(a)]
        action = chooser.choice(exploring) if exploring and chooser.random() < 0.8 else chooser.choice(legal)
        moves.append((seat, str(action)))
        state = game.apply(state, seat, action)
    return moves, len(sea(state).face_down)


def test_face_down_sea_tiles_and_ships_lie_on_the_map(browser, server):
    """seed F&S › Setting up the Sea 5: "place the tiles face down to fill the spaces between the Shore tiles"; The
    Port: "you immediately place your Ship pawn on that hex": the map shows each face-down Sea tile as a tile back on
    its hex (not only in the Sea panel) and each Ship on its hex."""
    moves, face_down = play_until_the_sea_is_laid_out(seed=1)
    body = json.dumps({"game": "dice-settlers", "options": {"players": 2, "modules": "fish-and-ships"},
                       "seats": [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bo"}], "seed": 1}).encode()
    request = urllib.request.Request(server.url + "/api/games", data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response, httpx.Client(base_url=server.url) as client:
        game = claim_seats(client, json.loads(response.read()))  # both seats' tokens: the moves are sent by the test
    for index, (seat, action) in enumerate(moves):
        body = json.dumps({"seat": seat, "token": game["seats"][seat]["token"], "action": action,
                           "expect": index}).encode()
        request = urllib.request.Request(f"{server.url}/api/games/{game['id']}/actions", data=body,
                                         headers={"Content-Type": "application/json"})
        urllib.request.urlopen(request).close()
    errors: list = []
    page = browser.new_context(bypass_csp=True, viewport={"width": 1400, "height": 1000}).new_page()
    watch_errors(page, errors)
    page.goto(f"{server.url}/game/{game['id']}#seat=0&token={game['seats'][0]['token']}")  # a token brought along
    page.wait_for_selector(".ds-hexmap .ds-sea-back")
    assert page.locator(".ds-hexmap .ds-sea-back").count() == face_down == 6
    assert page.locator(".ds-fish .ds-sea-tile").count() == face_down  # the panel lists the same tiles
    assert page.locator(".ds-hexmap .ds-ship-mark [data-seat]").count() == 1
    cells = {page.locator(".ds-hexmap .ds-sea-back").nth(i).get_attribute("data-cell") for i in range(face_down)}
    assert not cells & {page.locator(".ds-hexmap .ds-tile").nth(i).get_attribute("data-cell")
                        for i in range(page.locator(".ds-hexmap .ds-tile").count())}  # on free hexes
    # Docks (#117) in the first game's Tableau (seed F&S › Technologies 3) says what it scores (our effect)
    assert "Seaside factory" in page.inner_text(".ds-card[data-tech='T117'] .ds-card-effect")
    shot(page, "fish-and-ships-sea-on-the-map")
    assert not errors, errors
