"""The terminal view: each city as a grid (a column per die colour, a row per die value) with its dice on their
spaces, option numbers on the spaces they act on, fitted to the screen's width with no name cut and no code."""
import re

import pytest

from dicelands.games.dice_city.components import COLOURS, COLUMNS

from .helpers import GAME, build, legal, play, start

MODULE_SETS = ["", "presence", "queens-plans", "trade-board", "presence,queens-plans,trade-board"]


def city_cells(text: str, owner: str) -> dict:
    """{(colour, value): the cell's text, its lines joined} of the grid under the line that starts with `owner`."""
    lines = text.splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith(owner)) + 1
    while not lines[head].lstrip().startswith("white"):
        head += 1
    starts = [lines[head].index(colour) for colour in COLOURS] + [10_000]
    cells, value = {}, 0
    for line in lines[head + 1:]:
        if not line.strip() or not re.match(r"^( \d| {2}) ", line):
            break
        value = int(line[:2]) if line[:2].strip() else value
        for index, colour in enumerate(COLOURS):
            part = line[starts[index]:starts[index + 1]].strip()
            if part:
                cells[(colour, value)] = f"{cells.get((colour, value), '')} {part}".strip()
    return cells


def test_a_die_sits_in_its_colours_column_on_the_row_of_its_value():
    state = start(dice=(1, 2, 2, 3, 3))
    cells = city_cells(GAME.show.render(state, 0, names=["Ann", "Bob"]), "Ann")
    assert cells[("white", 1)] == "Forest ◆" and cells[("yellow", 2)] == "Militia ◆"
    assert cells[("black", 3)] == "Forest ◆" and cells[("white", 2)] == "Mountain"
    assert len(cells) == len(COLOURS) * COLUMNS


def test_option_numbers_are_marked_on_the_spaces_they_act_on():
    state = play(start(), "done dice", "done attacks")
    state.cities[0].stock = [2, 0, 0]
    state = play(state, "build lumber-mill")
    text = GAME.show.render(state, 0, GAME.legal_actions(state, 0), names=["Ann", "Bob"])
    assert f"#{legal(state).index('place w2') + 1}" in city_cells(text, "Ann")[("white", 2)]
    using = start()
    text = GAME.show.render(using, 0, GAME.legal_actions(using, 0), names=["Ann", "Bob"])
    assert city_cells(text, "Ann")[("white", 1)] == f"Forest ◆{legal(using).index('white use') + 1}"


@pytest.mark.parametrize("width", [80, 120])
@pytest.mark.parametrize("modules", MODULE_SETS)
def test_every_line_fits_the_width_and_names_are_whole(width, modules):
    state = start(players=4, modules=modules)
    while GAME.to_move(state) and GAME.to_move(state)[0] != 0 or legal(state)[0].startswith(("secret", "common")):
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    build(state, 0, "y3", "quartermaster" if "presence" in modules else "merchant-guild")
    state.cities[0].off[8] = True
    text = GAME.show.render(state, 0, GAME.legal_actions(state, 0), names=["Ann", "Bob", "Cy", "Dee"], width=width)
    assert max(map(len, text.splitlines())) <= width
    assert not re.search(r"\('|\bq\d\d\b|\b[wyrbk][1-6]\b|\bp[1-4]\b|\bd\d\b", text)  # no tuple, id or notation
    assert not re.search(r"(white|yellow|red|blue|black)[A-Z]", text)  # colour labels apart from names
    cells = city_cells(text, "Ann")
    name = "Quartermaster" if "presence" in modules else "Merchant Guild"
    assert cells[("yellow", 3)].startswith(f"{name} (off)")
    for seat_name in ("Bob", "Cy", "Dee"):  # the others in short: their dice and what they built
        assert f"{seat_name}: 0 VP" in text
    # under 100 columns the dice values stand in the grid's colour order (white to black), in short
    assert ("dice: white 6, yellow 6, red 6, blue 6, black 6" if width >= 100 else "· dice 6 6 6 6 6") in text
    if "trade-board" in modules:  # the spaces by name; `card Woodcutter` tells what it does
        assert "Trade board (village side): 1 Woodcutter · 2 Stonecutter" in text
    if "queens-plans" in modules:
        assert re.search(r"\(\d VP, yours\)", text)


def test_the_others_moves_read_in_players_words():
    state = start()
    moves = {"white use": "seat 0 uses the white die on white 1, Forest",
             "white move yellow right": "seat 0 spends the white die to move the yellow die right",
             "white hourglass": "seat 0 spends the white die to take an hourglass",
             "done dice": "seat 0 is done with the dice"}
    for move, line in moves.items():
        action = next(a for a in GAME.legal_actions(state, 0) if str(a) == move)
        assert GAME.show.describe(state, 0, action, reader=1) == line
        assert not re.search(r"\byour\b|\(|'", GAME.show.describe(state, 0, action, reader=1))


def test_die_options_are_short_and_grouped_by_die_and_the_wide_view_says_what_each_die_gives():
    """52 options at the start of a turn: short texts, so that they stand in 3 columns at 80 (the prompt explains)."""
    state = start()
    texts = [GAME.show.option_text(state, 0, a, ["Ann", "Bob"]) for a in GAME.legal_actions(state, 0)]
    assert texts[:3] == ["white: Forest", "white: yellow ←", "white: yellow →"]
    assert max(map(len, texts)) <= 19
    assert "white: Forest, gain 1 wood · yellow: Militia, gain 1 strength" in GAME.show.render(state, 0, width=120)
