"""The terminal table fits: a 4-player Dice Colony decision (board, prompt and options) in 100 x 40."""
import io
import random
from pathlib import Path

from rich.console import Console

from dicelands.cli.session import Session
from dicelands.engine import Match


def decision_screen(match: Match, seat: int, roles) -> list[str]:
    console = Console(width=100, record=True, file=io.StringIO(), color_system=None)
    session = Session(match, roles, console, False, Path("unused.json"))
    session.show_decision(seat)
    return console.export_text().rstrip("\n").split("\n")


def test_a_four_player_dice_colony_turn_fits_100_by_40():
    rnd = random.Random(4)
    match = Match.new("dice-colony", {"players": 4}, 4, ["you", "easy", "medium", "strong"])
    roles = ["human", "random", "greedy", "mcts"]
    tallest = 0
    for _ in range(400):  # every kind of decision of a whole game, at every stage
        if match.is_over():
            break
        seat = match.to_move()[0]
        if seat == 0:
            lines = decision_screen(match, seat, roles)
            rows = sum(max(1, -(-len(line) // 100)) for line in lines)  # a long line wraps on a 100-column screen
            tallest = max(tallest, rows)
            text = "\n".join(lines)
            assert "easy" in text and "medium" in text and "strong" in text and "seat " not in text
        match.apply(seat, rnd.choice(match.legal_actions(seat)))
    assert 20 < tallest <= 40, tallest
