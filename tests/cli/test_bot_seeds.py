"""Bots at a terminal table draw their seeds from the operating system, never from the game's seed (docs/bots.md,
Seeds): the game's seed fixes the dice, and a bot's choices must not give it away."""
import io
from pathlib import Path

from rich.console import Console

from dicelands.cli.session import Session
from dicelands.engine import Match


def bots_play(seed: int, save_path: Path) -> list:
    match = Match.new("dice-colony", {"players": 2}, seed, ["easy", "easier"])
    session = Session(match, ["random", "random"], Console(file=io.StringIO()), False, save_path)
    session.let_bots_move()
    assert match.is_over()
    return match.actions


def test_two_terminal_games_with_the_same_seed_get_different_bot_choices(tmp_path):
    first, second = bots_play(6, tmp_path / "first.json"), bots_play(6, tmp_path / "second.json")
    assert first != second  # about 80 random choices each: equal only if the bots were seeded from the game
