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
    assert card in state.deck and state.cities[0].used == ("quartermaster",)
    assert GAME.to_position(state)["deck"] == presence_position()["deck"]


def test_a_misspelling_that_is_no_alias_is_still_refused():
    position = presence_position()
    position["cities"][0]["used"] = ["quatremaster"]
    with pytest.raises(PositionError, match="cities.0.used: unknown location 'quatremaster'"):
        GAME.from_position(position)


def base_position():
    return GAME.to_position(start())


def test_a_deck_holding_a_card_twice_is_refused():
    position = base_position()
    position["deck"][0] = position["deck"][1]
    with pytest.raises(PositionError, match=rf"position: deck: card '{position['deck'][1]}' appears twice "
                                            r"\(also in deck\)"):
        GAME.from_position(position)


def test_a_card_missing_from_every_place_is_refused():
    """Seed (Matériel): 60 location cards, 3 of each type; every one is in the deck, the display, the discards or a
    city."""
    position = base_position()
    card = position["deck"].pop(0).rpartition(".")[0]
    with pytest.raises(PositionError, match=rf"location '{card}': 1 of its 3 missing from every place"):
        GAME.from_position(position)


def test_a_fourth_copy_is_refused_wherever_it_is():
    position = base_position()
    card = position["display"][0]
    position["cities"][1]["built"]["w1"] = [card]
    position["discards"] = [card, card]
    with pytest.raises(PositionError, match=rf"location '{card}': \d placed \(.*cities.1.built.w1\), the game has 3"):
        GAME.from_position(position)


def test_a_card_of_a_module_not_in_play_is_refused():
    position = base_position()
    position["discards"] = ["investment-house"]
    with pytest.raises(PositionError, match="discards: location 'investment-house' is not in this game"):
        GAME.from_position(position)


def test_supply_stacks_and_what_was_built_from_them_add_up():
    position = base_position()
    position["cities"][0]["built"]["w1"] = ["lumber-mill"]
    with pytest.raises(PositionError, match=r"supply: 15 lumber-mill in the supply and 1 built \(cities.0.built.w1\), the game has 15"):
        GAME.from_position(position)
    position["supply"]["lumber-mill"] = 14
    GAME.from_position(position)


def test_bandits_taken_and_left_make_the_pile():
    position = base_position()
    position["cities"][0]["bandits"] = [2]
    with pytest.raises(PositionError, match="bandits pile 1: 4 left and 1 taken, the game has 4"):
        GAME.from_position(position)
    position["bandits"][0] = 3
    GAME.from_position(position)


def test_a_queens_plan_in_two_places_is_refused():
    position = GAME.to_position(start(modules="queens-plans"))
    plans = position["modules"]["queens-plans"]
    plans["box"] = plans["box"] + [plans["deck"][0]]
    with pytest.raises(PositionError, match=r"plan '\w+' appears twice \(also in modules.queens-plans.deck\)"):
        GAME.from_position(position)


def test_a_position_the_game_reaches_keeps_every_card(tmp_path):
    import random
    rnd, state = random.Random(2), start(modules="presence,trade-board")
    for _ in range(150):
        if not GAME.to_move(state):
            break
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, rnd.choice(GAME.legal_actions(state, seat)))
        GAME.from_position(GAME.to_position(state))
