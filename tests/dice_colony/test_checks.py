"""Scenario cell checks on Dice Colony: `icon_at` reads the icon letter drawn on a seat's sheet."""
import pytest

from dicelands.engine import DicelandsError, NotationError
from dicelands.engine.match import Match
from dicelands.engine.scenario import Mismatch, check_expectations
from dicelands.games.dice_colony import GAME

# starting card 1 (spec §7): vegetation (1,-1), ores (-2,0), water (0,2)
STATE = GAME.new_state({"players": 2}, seed=1, forced=[("deal", "1 2")])


def test_a_starting_card_icon_reads_as_its_letter_and_an_untouched_space_as_empty():
    assert [GAME.show.cell_check(STATE, 0, cell) for cell in ("(1,-1)", "(-2,0)", "(0,2)", "(3,0)")] == ["V", "O", "W", ""]


def test_the_printed_starting_colony_reads_as_empty_as_in_positions():
    assert GAME.show.cell_check(STATE, 0, "(0,0)") == ""


@pytest.mark.parametrize("seat, cell, error, message", [
    (2, "(0,0)", DicelandsError, "seat 2 has no planet sheet (sheets: 2)"),
    (-1, "(0,0)", DicelandsError, "seat -1 has no planet sheet"),
    (0, "(6,0)", DicelandsError, "(6,0) is not a space of the planet sheet"),
    (0, "six,0", NotationError, "cell 'six,0': expected (q,r)"),
])
def test_a_cell_or_seat_the_game_has_not_is_named(seat, cell, error, message):
    with pytest.raises(error) as raised:
        GAME.show.cell_check(STATE, seat, cell)
    assert message in str(raised.value)


def test_the_scenario_runner_reports_the_game_s_reason_with_seat_and_cell():
    match = Match.new(GAME, {"players": 2}, seed=1, forced=[("deal", "1 2")])
    check_expectations(match, {"icon_at": [{"cell": "(1,-1)", "icon": "v"}, {"cell": "(3,0)", "icon": "empty"}]})
    with pytest.raises(Mismatch, match=r"icon_at: seat 0 \(1,-1\): expected w, got V"):
        check_expectations(match, {"icon_at": {"cell": "(1,-1)", "icon": "W"}})
    with pytest.raises(Mismatch, match=r"icon_at: seat 1 \(9,9\): \(9,9\) is not a space of the planet sheet"):
        check_expectations(match, {"icon_at": {"cell": "(9,9)", "icon": "W", "seat": 1}})
