"""Dice City positions: what the reader accepts beyond the shape — the seed's "Quatermaster" spelling (spec G27), and
conservation (every location card in exactly one place, no more copies than the deck set-up has)."""
import pytest

from dicelands.engine import PositionError

from .helpers import GAME, start


def presence_position():
    return GAME.to_position(start(modules="presence"))


def test_the_seeds_quatermaster_spelling_names_the_quartermaster_card():
    """Spec G27: "the engine gives it a single id, `quartermaster` ..., and accepts the seed's spelling as an
    alias" (seed suggested sets: « Militaire : ... Quatermaster. »)."""
    position = presence_position()
    card = next(c for c in position["deck"] if c.startswith("quartermaster."))
    position["deck"][position["deck"].index(card)] = card.replace("quartermaster", "quatermaster")
    position["cities"][0]["used"] = ["Quatermaster"]
    state = GAME.from_position(position)
    assert card in state.deck and state.cities[0].used == ["quartermaster"]
    assert GAME.to_position(state)["deck"] == presence_position()["deck"]


def test_a_misspelling_that_is_no_alias_is_still_refused():
    position = presence_position()
    position["cities"][0]["used"] = ["quatremaster"]
    with pytest.raises(PositionError, match="cities.0.used: unknown location 'quatremaster'"):
        GAME.from_position(position)
