"""Perft: from fixed positions, the number of legal options (and to depth 2) equals a hand-checked count."""
from .helpers import GAME, options, play, rolled


def count(state, depth: int) -> int:
    if depth == 0 or GAME.is_over(state):
        return 1
    seat = GAME.to_move(state)[0]
    return sum(count(GAME.apply(state, seat, a, check=False), depth - 1) for a in GAME.legal_actions(state, seat))


def test_trade_and_build_after_a_two():
    """Seat 0 rolled 2 (nothing produces: 3 gold each), holds 1 wool, 1 grain, 1 ore: end, offer a trade, sail, or
    buy one of 5 resources with 2 gold (8). Depth 2: end -> seat 1 rolls (1); offer -> add 1 wool, grain, ore or
    gold to give, 1 of the 5 resources or gold to ask, or cancel (11; rules version 1's offers of 1-2 of one kind
    had 6); sail -> steer ship 1 or end (2); after buying lumber a ship is affordable: end,
    offer, sail and the 2 sea routes at the harbor settlement (-2,6).N ((-2,5)/(-1,5), and the starting ship's own
    route, which has room for a second) (5); after any other purchase: end, offer, sail (4 x 3).
    1 + 11 + 2 + 5 + 12 = 31."""
    state = rolled()
    assert state.gold == [3, 3, 3, 3] and state.hands[0] == [0, 0, 1, 1, 1]
    assert count(state, 1) == 8 and count(state, 2) == 31


def test_steering_the_starting_settler_ship():
    """Seat 0's settler ship on (-1,5)/(-2,6): 3 sea routes share an end with it ((-2,5)/(-1,5) at the harbor
    settlement; (-1,5)/(-1,6) and (-2,6)/(-1,6) at the far end; the fourth, (-2,5)/(-2,6), lies between two land
    hexes), wool, unload (the basin is empty), dump, stop: 7 (no founding: both ends break the distance rule).
    Depth 2: after (-2,5)/(-1,5): 3 routes, wool, unload, dump, stop (7); after (-1,5)/(-1,6): 4 routes, wool, dump,
    stop (7); after (-2,6)/(-1,6): 4 routes, wool, dump, found at (-2,6).SE, stop (8); after wool: 3 routes, unload,
    dump, stop (6); after unload: 3 routes, wool, load, stop (6); after dump: 3 routes, wool, stop (5); after stop:
    end (1). 7 + 7 + 8 + 6 + 6 + 5 + 1 = 40."""
    state = play(rolled(), (0, "sail"), (0, "steer ship 1"))
    assert options(state, 0) == ["to (-2,5)/(-1,5)", "to (-1,5)/(-1,6)", "to (-2,6)/(-1,6)", "wool", "unload",
                                 "stop", "dump"]  # dump last: it throws a settler away
    assert count(state, 2) == 40
