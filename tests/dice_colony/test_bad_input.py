"""Illegal actions and impossible forced chance: the state is unchanged and the error names the action and why."""
import pytest

from dicelands.engine import ChanceError, IllegalActionError, NotationError
from dicelands.games.dice_colony import GAME

from dicelands.games.dice_colony.steps import FormGroup
from dicelands.games.dice_colony.turn import BarrenStage, PlaceIcon, TakeDie

from .helpers import OVER, REMOVE, at, play, sheet, state, top

ILLEGAL = [
    # (state builder kwargs, seat, action, reason)
    ("take", 0, "place (1,0)", "must take a coloured die now"),
    ("take", 0, "take purple3", "write it as take blue5"),
    ("take", 0, "take red6", "no red6 on the table"),
    ("take", 0, "take black4", "not a die to take"),
    ("take", 0, "take red3 as red4", "no energy to spend"),
    ("place", 0, "place (9,9)", "off the map"),
    ("place", 0, "place (1,0)", "already filled (water)"),
    ("place", 0, "place (4,-4)", "is not 2 (E) of a filled space"),
    ("place", 0, "place 1,0", "write the space as (q,r)"),
    ("place", 1, "place (2,0)", "seat 1 has no decision now"),
    ("remove", 0, "remove black4", "black die can never be removed"),
    ("remove", 0, "remove blue6", "no blue6 on the table"),
    ("remove", 1, "remove red3", "seat 1 has no decision now"),
    ("remove", 0, "place (2,0)", "must remove a die now"),
]


def build(kind):
    table = ("red3", "blue2", "black4")
    if kind == "take":
        return state(sheet("W(1,0)", step=TakeDie()), sheet(card=2), table=table)
    if kind == "place":
        return state(sheet("W(1,0)", step=PlaceIcon("blue", 2), took="blue2"), sheet(card=2, took="red3"),
                     table=table)
    return state(sheet("W(1,0)"), sheet(card=2), stage=REMOVE, table=table)


@pytest.mark.parametrize("kind, seat, action, reason", ILLEGAL)
def test_illegal_actions_leave_the_state_unchanged_and_say_why(kind, seat, action, reason):
    s = build(kind)
    before = GAME.to_position(s)
    with pytest.raises(IllegalActionError) as caught:
        GAME.apply(s, seat, action)
    message = str(caught.value)
    assert f"illegal action {action!r}" in message and reason in message
    assert GAME.to_position(s) == before


def test_actions_after_the_game_is_over():
    s = state(sheet(), stage=OVER, round=5, turn=5, table=())
    with pytest.raises(IllegalActionError, match="the game is over"):
        GAME.apply(s, 0, "take red3")
    assert GAME.legal_actions(s, 0) == [] and GAME.to_move(s) == ()


def test_empty_notation():
    with pytest.raises(NotationError):
        GAME.codec.parse_action(build("take"), 0, "   ")


def test_notation_is_case_and_space_insensitive():
    s = play(build("take"), (0, "  TAKE   Blue2 "))
    assert isinstance(top(s, 0), PlaceIcon)


def test_group_actions_out_of_turn():
    s = state(sheet("W(1,0) W(2,0) W(3,0)", step=FormGroup("W", (at("(1,0)"),), (at("(1,0)"),)), took="blue2"),
              table=("blue2", "red1", "green1"))
    before = GAME.to_position(s)
    for action, reason in (("close", "at least 3"), ("add (1,0)", "already selected"), ("life (0,1)", "not possible")):
        with pytest.raises(IllegalActionError, match=reason):
            GAME.apply(s, 0, action)
    assert GAME.to_position(s) == before


@pytest.mark.parametrize("forced, message", [
    ([("deal", "1 1")], "need 2 different card numbers"),
    ([("deal", "one two")], "starting card numbers"),
    ([("objectives", "A01 A01 B02")], "3 different card ids"),
    ([("objectives", "A01 Z09 B02")], "3 different card ids"),
    ([("roll", "black1 black2 green3")], "no black die left"),
    ([("roll", "green1 green2")], "exactly 3 dice"),
    ([("roll", "purple3 green2 red1")], "not a die like green3"),
])
def test_impossible_forced_chance_is_refused(forced, message):
    with pytest.raises(ChanceError, match=message):
        GAME.new_state({"players": 2}, 0, forced)


def test_forced_setup_and_roll_are_used():
    s = GAME.new_state({"players": 2, "side": "a"}, 0,
                       [("deal", "3 1"), ("objectives", "A01 B02 C05"), ("roll", "green3 red5 black2")])
    assert [sh.card for sh in s.sheets] == [3, 1] and s.first == 1
    assert [cid for cid, _, _ in s.objectives] == ["A01", "B02", "C05"]
    assert s.table == (("green", 3), ("red", 5), ("black", 2)) and isinstance(s.flow.stacks[0][0], BarrenStage)
    assert s.bag == (2, 2, 3, 0)
