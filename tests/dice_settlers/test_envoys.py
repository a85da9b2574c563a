"""Western Sea, Envoys module: one test per rule sentence of the seed's Envoys section (and the spec defaults G26,
G32, G33 it rests on), each citing its words. States are reached through legal play with forced chance, then
adjusted directly to set up the situation the rule is about (as tests/dice_settlers/test_rules.py does)."""
from __future__ import annotations

import pytest

from dicelands.engine import get_game
from dicelands.engine.errors import IllegalActionError, OptionError, PositionError
from dicelands.games.dice_settlers.actions.recruit import RecruitDice
from dicelands.games.dice_settlers.board import TECHS, TILES
from dicelands.games.dice_settlers.modules.envoys import rules
from dicelands.games.dice_settlers.modules.envoys.cards import ENVOYS

from tests.dice_settlers.test_rules import give, setup_game, texts

GAME = get_game("dice-settlers")


def envoy_game(players=3, display=("envoy-122", "envoy-123", "envoy-124", "envoy-125"), **options):
    """Set up with Envoys (first player seat 0), the display fixed; the game waits in Roll step 2b. Any action may
    be passed (G10 option), so rounds can be skipped."""
    state = setup_game(players, modules="envoys", **{"pass_rule": "any", **options})
    envoys = rules.section(state)
    cards = set(envoys["display"]) | set(envoys["deck"])
    rules.put(state, display=tuple(display), deck=tuple(sorted(cards - set(display))))
    return state


def select(state, card):
    return GAME.apply(state, rules.holder(state), f"select {card}")


def finish_roll(state):
    for seat in range(state.seats):
        while seat in GAME.to_move(state) and state.phase == "roll":
            legal = texts(state, seat)
            state = GAME.apply(state, seat, "embassy decline" if "embassy decline" in legal else "done")
    assert state.phase == "action"
    return state


def next_round(state):
    """Every remaining turn passed: clean-up runs and the next round's Roll phase begins."""
    while state.phase == "action":
        seat = GAME.to_move(state)[0]
        legal = texts(state, seat)
        state = GAME.apply(state, seat, "end turn" if "end turn" in legal else "pass")
    return state


# ---- set-up ------------------------------------------------------------------------------------------------------
def test_setup_embassy_with_the_last_player_four_face_up_and_126_removed_without_fish_and_ships():
    """seed Envoys Setup: 'Give the Embassy tile to the player to the right of the First Player (i.e. the last
    player). If playing without the Fish and Ships module, remove the Envoy card #126 ... Shuffle the Envoys
    together, and deal 4 of them face up ... Place the rest in a draw deck next to them.'"""
    for players in (2, 3, 4):
        for seed in range(5):
            state = GAME.new_state({"players": players, "modules": "envoys"}, seed=seed)
            envoys = rules.section(state)
            assert len(envoys["display"]) == 4 and len(envoys["deck"]) == 4
            assert "envoy-126" not in envoys["display"] + envoys["deck"]
            assert set(envoys["display"]) | set(envoys["deck"]) == set(ENVOYS) - {"envoy-126"}
            assert rules.holder(state) == (state.first - 1) % players
    assert ENVOYS["envoy-126"].requires == ("fish-and-ships",) and ENVOYS["envoy-126"].icons == ("ship",)


def test_not_offered_in_solo_with_the_reason():
    """seed Envoys: 'The Envoys module is not supported for solo play.' (ruling: refused, with the reason)"""
    with pytest.raises(OptionError, match="not supported for solo play"):
        GAME.new_state({"players": 1, "modules": "envoys"})
    assert "envoys" in GAME.resolve_options({"players": 2, "modules": "envoys"})["modules"]


def test_diplomatic_corps_goes_into_the_red_seal_deck_and_the_first_game_tableau():
    """seed Envoys Setup: 'Shuffle the Diplomatic Corps Technology into the red-seal deck. We recommend including it
    in the Tableau for your first game with this module.' (ruling: it replaces the preset's last red-seal card)"""
    corps = TECHS["diplomatic-corps"]
    assert corps.seals == ("red",) and corps.module == "envoys"
    assert "diplomatic-corps" not in GAME.new_state({"players": 2}, seed=1).tableau
    tableau = GAME.new_state({"players": 2, "modules": "envoys"}, seed=1).tableau
    assert "diplomatic-corps" in tableau and "pure-vp" not in tableau and len(tableau) == 9
    dealt = {t for seed in range(40) for t in GAME.new_state(
        {"players": 2, "modules": "envoys", "tableau": "random"}, seed=seed).tableau}
    assert "diplomatic-corps" in dealt
    alone = {t for seed in range(40) for t in GAME.new_state({"players": 2, "tableau": "random"}, seed=seed).tableau}
    assert "diplomatic-corps" not in alone


# ---- step 2b -------------------------------------------------------------------------------------------------------
def test_step_2b_the_holder_selects_after_every_roll_and_before_any_manipulation():
    """seed 2b: 'This is done after players have drawn and rolled their dice (Step 2) ..., but before using any dice
    manipulation abilities (Step 3): If you are holding the Embassy tile you must select one of the 4 visible
    Envoy cards'; spec G32: every player waits for the selection."""
    state = envoy_game(3)
    holder = rules.holder(state)
    assert holder == 2 and GAME.to_move(state) == (2,)
    assert all(len(state.players[s].active) == 3 for s in range(3))  # everyone has rolled
    assert sorted(texts(state, 2)) == [f"select envoy-{n}" for n in (122, 123, 124, 125)]
    assert texts(state, 0) == []
    state = select(state, "envoy-125")
    assert rules.section(state)["current"] == "envoy-125"
    assert "envoy-125" not in rules.section(state)["display"]  # 'place the card in the middle'
    assert {0, 1} <= set(GAME.to_move(state))


def test_three_or_four_players_one_marker_that_moves():
    """seed 'Selecting Envoys', 3 or 4 players: 'place one of your markers on the Envoy card you select. If one of
    your player markers is already on any of the other Envoy cards, move that player marker to the newly selected
    Envoy (ignoring any markers belonging to other players). Thus, you may not select the same Envoy twice in a row
    ... You may select an Envoy chosen by another player'."""
    state = envoy_game(3)
    state = select(state, "envoy-122")
    assert rules.markers_on(state, "envoy-122") == (2,)
    state = next_round(finish_roll(state))  # the Envoy returns with its marker; the Embassy passes to seat 0
    assert rules.holder(state) == 0 and "envoy-122" in rules.section(state)["display"]
    assert "select envoy-122" in texts(state, 0)  # another player's marker is ignored
    state = select(state, "envoy-122")
    assert rules.markers_on(state, "envoy-122") == (0, 2)
    state = next_round(finish_roll(state))
    state = next_round(finish_roll(select(state, "envoy-123")))  # seat 1, then seat 2 holds the Embassy again
    assert rules.holder(state) == 2
    assert "select envoy-122" not in texts(state, 2)  # 'you may not select an Envoy card with your marker on it'
    state = select(state, "envoy-124")
    assert rules.markers_on(state, "envoy-122") == (0,) and rules.markers_on(state, "envoy-124") == (2,)


def test_two_players_markers_stay_until_the_opponent_selects_the_card():
    """seed 'Selecting Envoys', 2 players: 'If a marker belonging to another player is already on the selected card,
    return that player marker to its owner. Thus, once you have selected an Envoy, you are only allowed to select
    that Envoy again after your opponent has chosen it'."""
    state = envoy_game(2)
    assert rules.holder(state) == 1
    state = next_round(finish_roll(select(state, "envoy-122")))
    state = next_round(finish_roll(select(state, "envoy-123")))  # seat 0
    state = next_round(finish_roll(select(state, "envoy-124")))  # seat 1 again: markers on 122 and 124
    assert rules.markers_on(state, "envoy-122") == (1,) and rules.markers_on(state, "envoy-124") == (1,)
    state = select(state, "envoy-122")  # seat 0 returns seat 1's marker
    assert rules.markers_on(state, "envoy-122") == (0,) and rules.markers_on(state, "envoy-123") == (0,)
    state = next_round(finish_roll(state))
    assert sorted(texts(state, 1)) == ["select envoy-122", "select envoy-123", "select envoy-125"]


def test_selecting_an_envoy_with_your_marker_is_refused_with_the_rule_and_nothing_changes():
    """seed: 'Important! You may not select an Envoy card with your player marker on it'."""
    state = envoy_game(2)
    rules.put(state, markers=(("envoy-122", (1,)),))
    before = GAME.to_position(state)
    with pytest.raises(IllegalActionError):
        select(state, "envoy-122")
    assert GAME.to_position(state) == before


def test_the_embassy_passes_with_the_first_player_tile():
    """seed End of the Round 2: 'when passing the First Player tile clockwise, also pass the Embassy tile, so it is
    always with the player sitting to the right of the First Player'."""
    state = envoy_game(4)
    for expected_first in (1, 2, 3, 0):
        state = next_round(finish_roll(select(state, rules.section(state)["display"][0])))
        assert state.first == expected_first and rules.holder(state) == (expected_first - 1) % 4
        assert GAME.to_move(state) == (rules.holder(state),)
