"""`card NAME` and `cards` in a terminal game (issue 41, deliver 2): `dicelands play` run as a subprocess with piped
answers, read as a player reads it, at 80 columns."""
from __future__ import annotations

import pytest

from dicelands.engine import get_game

from .test_read_as_a_player import play

WIDTH = 80


def reply(out: list[str], command: str) -> list[str]:
    """What the session printed for `command`, up to the decision it asks again (or the next input)."""
    first = out.index(f"> {command}") + 1
    last = next(n for n in range(first, len(out)) if out[n].startswith(("you: ", "> ")))
    return out[first:last]


@pytest.fixture(scope="module")
def transcript(tmp_path_factory):
    answers = ["card triangle", "card starting", "card Starting card 2", "card unicorn", "card", "cards", "help",
               "quit"]
    out = play("dice-colony", "--players", "you,random", "--seed", 1, "--save",
               tmp_path_factory.mktemp("cards") / "game.json", answers="\n".join(answers) + "\n", width=WIDTH)
    return out


def test_card_prints_the_card_from_the_game_data_wrapped_to_the_console(transcript):
    """Objective card A01 (data/objectives.yaml): a triangle, 5 points first, 2 later."""
    shown = reply(transcript, "card triangle")
    assert shown[0] == "Triangle (Objective card)"
    text = " ".join(shown[1:])
    assert text.startswith("Close a group shaped like the triangle (3 spaces, any type).")
    assert "The first to complete it scores 5 points" in text and "worth 5 points first, 2 later" in text
    assert all(len(line) <= WIDTH for line in shown) and len(shown) > 3  # wrapped, not cut
    assert shown[-1] == "- worth 5 points first, 2 later"
    assert "provenance" not in text and "project-default" not in text and "A01" not in text


def test_several_matches_are_listed_by_name_and_an_exact_name_picks_one(transcript):
    several = " ".join(" ".join(reply(transcript, "card starting")).split())
    assert several.startswith('5 cards match "starting": Starting card 1, Starting card 2, Starting card 3, Starting '
                              "card 4, Starting colony; type more of the name")
    one = reply(transcript, "card Starting card 2")
    assert one[0] == "Starting card 2 (Starting card)"
    assert "draw vegetation on" in " ".join(one)


def test_an_unknown_or_missing_name_is_refused_with_what_was_asked_and_how_to_list(transcript):
    assert reply(transcript, "card unicorn") == [
        'no card named "unicorn" in this game; type `cards` to list the cards in play']
    assert reply(transcript, "card") == [
        "which card? type `card` and its name, e.g. `card Triangle`; `cards` lists them"]


def test_cards_lists_every_card_in_play_by_kind_within_80_columns(transcript):
    shown = reply(transcript, "cards")
    assert all(len(line) <= WIDTH for line in shown)
    assert shown[0].startswith("Objective card (20): Triangle, Bar of 4,")
    listed = " ".join(" ".join(shown).split())
    assert "Starting card (4): Starting card 1, Starting card 2, Starting card 3, Starting card 4" in listed
    assert not any(line.rstrip().endswith("Starting") for line in shown)  # a name is never cut between lines
    game = get_game("dice-colony")
    for card in game.show.cards(game.resolve_options({"players": 2})):
        assert card.name in listed
    assert "Star space" not in listed and "LU-287" not in listed  # side A, two players: neither is met
    assert shown[-1] == "type `card NAME` for what one does"


def test_help_names_both_commands(transcript):
    shown = reply(transcript, "help")
    assert "e.g. `card Triangle`" in " ".join(shown)
    assert any(line.strip().startswith("card NAME") for line in shown)
    assert any(line.strip().startswith("cards ") for line in shown)


def test_a_game_that_lists_no_cards_says_so(tmp_path):
    """The engine's fixture game has no cards (`game.show.cards` defaults to none): the commands say so, nothing
    breaks."""
    import io

    from rich.console import Console

    from dicelands.cli.session import REFUSED, Session
    from dicelands.engine import Match

    from tests.engine.toy_game.game import ToyGame

    output = io.StringIO()
    session = Session(Match.new(ToyGame(), {}, 0, ["you", "bot"]), ["human", "random"],
                      Console(file=output, width=WIDTH), False, tmp_path / "game.json")
    assert session.handle(0, "card step") == REFUSED
    session.handle(0, "cards")
    assert output.getvalue().splitlines() == ['no card named "step" in this game (this game lists no cards yet)',
                                              "this game lists no cards yet"]
