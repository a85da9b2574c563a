"""Rendering and log lines: everything a player needs is on screen."""
import random

from rich.console import Console

from dicelands.games.dice_colony import GAME
from dicelands.games.dice_colony.components import OBJECTIVES

from dicelands.games.dice_colony.turn import TakeDie

from .helpers import sheet, state


def text_of(renderable) -> str:
    console = Console(width=200, record=True, color_system=None)
    console.print(renderable)
    return console.export_text()


def test_render_shows_the_table_objectives_scores_and_sheets():
    s = state(sheet("W(1,0) W(2,0) W(3,0) X(-1,0) V(-2,-2) V(-2,-1) V(-3,0) O(-4,0) O(-4,-1) O(-3,-2) C(-3,-1)",
                    groups=[("W", "(1,0) (2,0) (3,0)")], step=TakeDie(), energy=1),
              sheet(card=2), table=("green3", "red5", "blue2"), set_aside=("blue1",), objectives=("A01", "B02", "C05"))
    out = text_of(GAME.show.render(s, 0))
    for expected in ("round 1/5, turn 2/5", "first player: player 1", "green3", "red5", "blue2", "set aside: blue1",
                     "bag: 2 green, 2 red, 1 blue, 1 black", "Triangle: close a group shaped like the triangle", "Great lake: ", "5/2 points",
                     "[W]", " X ", " C ", " e ", " * ", "energy 1 (2/6 collected)", "player 1: 8 points",
                     "points: water groups 4", "player 2: 0 points"):
        assert expected in out, expected
    assert "A01" not in out and "B02" not in out  # the objectives' ids are ours, not printed on the cards


def test_render_solo_shows_lu287_and_the_final_scores():
    s = GAME.new_state({"players": 1, "solo": True}, 3)
    rnd = random.Random(3)
    while GAME.to_move(s):
        s = GAME.apply(s, 0, rnd.choice(GAME.legal_actions(s, 0)))
    out = text_of(GAME.show.render(s, 0))
    assert "LU-287" in out and "final scores" in out and "game over" in out


def test_describe_gives_readable_log_lines():
    s = state(sheet("W(1,0) W(-3,0)", step=TakeDie(), energy=1), table=("red3", "blue2", "green1"))
    take = GAME.legal_action(s, 0, "take red3 as blue3")
    assert GAME.show.describe(s, 0, take) == "seat 0 takes red 3, spending 1 energy to use it as blue 3"
    s2 = GAME.apply(s, 0, take)
    assert GAME.show.describe(s2, 0, GAME.legal_action(s2, 0, "place (0,1)")) == "seat 0 draws water at G6"


def test_board_marks_each_legal_cell_with_its_option_number():
    """Players see every legal option: the terminal board puts option numbers on the cells they act on."""
    from rich.console import Console

    from dicelands.games.dice_colony import GAME

    state = GAME.new_state({"players": 1}, seed=3, forced=[("roll", "red3 red1 green3")])
    state = GAME.apply(state, 0, "take red3")
    legal = GAME.legal_actions(state, 0)
    console = Console(width=200, record=True, color_system=None)
    console.print(GAME.show.render(state, 0, legal))
    text = console.export_text()
    assert all(str(action).startswith("place ") for action in legal) and len(legal) >= 2
    assert "3 = option 3" in text
    for number in range(1, len(legal) + 1):
        assert f" {number} " in text


def test_events_log_the_roll_the_round_change_objectives_and_the_end():
    """Automatic steps are logged for people: 'the starting player ... draws and rolls three random dice',
    'At the end of each turn, players can complete objectives', 'All dice set aside return to the dice bag'."""
    import random

    from dicelands.games.dice_colony import GAME

    chooser = random.Random(1)
    state = GAME.new_state({"players": 2}, seed=11)
    lines = []
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        after = GAME.apply(state, seat, legal[chooser.randrange(len(legal))])
        lines += GAME.show.events(state, after)
        state = after
    text = "\n".join(lines)
    assert sum("draws and rolls" in line for line in lines) == 24  # every turn after the first
    assert text.count("round 1 ends") == 1 and "round 5 begins" in text
    scored = [(seat, card_id, points) for card_id, _, done in state.objectives for seat, points in done]
    for seat, card_id, points in scored:
        assert f"seat {seat} completes the objective {OBJECTIVES[card_id].name} for {points} points" in text
    assert lines[-1].startswith("game over: seat 0 ")
