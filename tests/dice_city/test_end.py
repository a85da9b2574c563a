"""End triggers, the last round, final scoring and the tie-breakers (spec §4, [S2][S18], G9, G10), and solo (§8)."""
from dicelands.games.dice_city.scoring import winners

from .helpers import GAME, build, legal, play, start

PASS = ("done dice", "done attacks", "end turn")


def end_turn(state, seat):
    state.rng.forced = [("roll", "white1 yellow1 red1 blue1 black1")]
    return play(state, *PASS, seat=seat)


def test_an_empty_deck_starts_the_last_round_and_everyone_gets_the_same_number_of_turns():
    """Spec §4 trigger 3 and "the player to the right of the start player takes the last turn"."""
    state = start(players=3)
    state.deck = ()
    state = end_turn(state, 0)
    assert state.last_round and not GAME.is_over(state)
    state = end_turn(end_turn(state, 1), 2)
    assert GAME.is_over(state) and state.turns == 3


def test_every_bandit_taken_or_two_ship_piles_empty_trigger_the_end():
    """Spec §4 triggers 1 and 2."""
    state = start()
    state.bandits = [0, 0, 0]
    assert end_turn(state, 0).last_round
    state = start()
    state.ships = [0, 3, 0]
    assert end_turn(state, 0).last_round
    state = start()
    state.ships = [0, 3, 1]
    assert not end_turn(state, 0).last_round


def test_two_rows_fully_built_and_active_let_their_player_declare_the_end():
    """Spec §4 trigger 4 [S18]: optional, two complete rows with no deactivation token (G9: at the end of the turn)."""
    state = start()
    for row in "wk":
        for column in range(1, 7):
            build(state, 0, f"{row}{column}", "quarry")
    state = play(state, "done dice", "done attacks")
    assert "declare end" in legal(state)
    state.cities[0].off[3] = True
    assert "declare end" not in legal(state)
    state.cities[0].off[3] = False
    state = play(state, "declare end")
    assert state.last_round and "declare end" not in legal(state)


def test_final_score_counts_tokens_visible_cards_bandits_ships_and_deactivated_cards():
    """Spec §4: VP tokens + visible location cards (covered ones score nothing, deactivated ones do [S18]) + Bandits +
    Trade Ships; Cathedral's bonus (R5)."""
    state = start()
    build(state, 0, "w1", "manor")
    build(state, 0, "w1", "merchant-guild")  # covers the Manor
    build(state, 0, "w2", "cathedral")
    build(state, 0, "w3", "festival-hall")
    state.cities[0].off[2] = True  # deactivated: still scores
    city = state.cities[0]
    city.vp_tokens, city.bandits, city.ships = 4, (2, 3), (5,)
    line = GAME.result(state).scores[0]
    assert line == {"tokens": 4, "locations": 3 + 1 + 1, "bandits": 5, "ships": 5, "cathedrals": 2, "total": 21}


def test_tie_breakers_locations_then_bandits_and_ships_then_nearest_the_start_player():
    """Spec §4 [S18], G10."""
    state = start(players=3)
    state.start = 1
    lines = [{"total": 10, "bandits": 0, "ships": 0}, {"total": 10, "bandits": 0, "ships": 0},
             {"total": 10, "bandits": 0, "ships": 0}]
    assert winners(state, lines) == (1,)  # full tie: the start player
    build(state, 2, "w1", "manor")
    assert winners(state, lines) == (2,)  # most location cards
    build(state, 0, "w1", "manor")
    lines[0]["bandits"] = 2
    assert winners(state, lines) == (0,)  # then most Bandit + Trade Ship VP


def test_solo_bandits_and_ships_never_run_out_and_50_vp_wins():
    """Spec §8: one card of each value that is never used up; win with at least 50 VP."""
    state = start(players=1, dice=(1, 2, 2, 3, 3))
    state = play(state, "yellow use", "red use", "blue use", "done dice", "bandit 1")
    assert state.bandits == [1, 1, 1] and state.cities[0].bandits == (2,)
    assert winners(state, [{"total": 50}]) == (0,) and winners(state, [{"total": 49}]) == ()


def test_solo_display_slides_a_row_each_turn():
    """Spec §8: building does not refill; at the end of the turn the bottom row is discarded, the top row moves down
    and a new top row is dealt."""
    state = start(players=1)
    top = state.display[:4]
    state = end_turn(state, 0)
    assert state.display[4:] == top and len(state.discards) == 4
