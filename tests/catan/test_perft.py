"""Perft: from fixed positions, the number of legal options (and to depth 2) equals a hand-checked count."""
from .helpers import GAME, opening, options, play


def count(state, depth: int) -> int:
    if depth == 0 or GAME.is_over(state):
        return 1
    total = 0
    for seat in GAME.to_move(state)[:1]:
        for action in GAME.legal_actions(state, seat):
            total += count(GAME.apply(state, seat, action, check=False), depth - 1)
    return total


def test_the_first_placement():
    """54 intersections are free; then 2 paths at each of the 18 coastal corners and 3 at each of the 36 others:
    2 * 18 + 3 * 36 = 144 = twice the 72 paths (each path has two ends)."""
    state = GAME.new_state({"players": 3, "board": "beginner"}, 0)
    assert count(state, 1) == 54
    assert count(state, 2) == 144


def test_the_second_placement_respects_the_distance_rule():
    """After a settlement on an inland corner (3 neighbours): 54 - 1 - 3 = 50 free intersections for seat 1."""
    state = play(GAME.new_state({"players": 3, "board": "beginner"}, 0), (0, "settle (0,-1).S"), (0, "road (0,-1).SE"))
    assert count(state, 1) == 50


def test_the_main_phase_of_the_opening():
    """Seat 0 after rolling 2 holds 2 lumber and 1 grain (nothing buildable, no 4 alike): end, or offer a trade (2).
    Depth 2: end -> seat 1 may only roll (1); offer -> add 1 lumber or 1 grain to give, 1 of any of the 5 resources
    to ask, or cancel (8): 9 (rules version 1, with offers of 1-2 cards of one kind, had 5). After "offer 1 lumber":
    another lumber, a grain, 1 of the 4 others to ask, or cancel (7; no `propose` while nothing is asked); after
    "ask 1 ore" too: the same and `propose` (8)."""
    state = play(opening(forced=[("roll", "1 1")]), (0, "roll"))
    assert state.hands[0] == [2, 0, 0, 1, 0]
    assert options(state, 0) == ["end", "offer a trade"]
    assert count(state, 2) == 9
    giving = play(state, (0, "offer a trade"), (0, "offer 1 lumber"))
    assert options(giving, 0) == ["offer 1 lumber", "offer 1 grain", "ask 1 brick", "ask 1 wool", "ask 1 grain",
                                  "ask 1 ore", "cancel"]
    assert options(play(giving, (0, "ask 1 ore")), 0) == ["offer 1 lumber", "offer 1 grain", "ask 1 brick",
                                                          "ask 1 wool", "ask 1 grain", "ask 1 ore", "propose",
                                                          "cancel"]
    # without domestic trades: only "end", and then seat 1 may only roll
    quiet = play(opening(forced=[("roll", "1 1")], domestic_trades=False), (0, "roll"))
    assert options(quiet, 0) == ["end"] and count(quiet, 2) == 1
