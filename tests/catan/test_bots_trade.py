"""Bots trade sensibly (issue 42): `greedy` composes an offer that brings it nearer a building, another `greedy`
accepts one that brings it nearer too and refuses one that does not, and a turn with nothing to gain ends without
a string of offers. Seat 0 (2 lumber, 2 ore) comes nearer a city with grain and ore; seat 1 (brick, wool, 2 grain,
2 ore) lacks only a lumber for a settlement: it has what seat 0 needs and needs what it has. (Seat 0 cannot buy a
development card: a bot's belief sample may put a victory point on top of the deck.)"""
from __future__ import annotations

from dicelands.bots.registry import make_agent
from dicelands.games.catan.components import RESOURCE_INDEX, RESOURCES

from .helpers import GAME, opening, play


def with_hands(state, hands):
    state = state.copy()
    for seat, hand in enumerate(hands):
        for r, name in enumerate(RESOURCES):
            state.bank[r] += state.hands[seat][r] - hand.get(name, 0)
            state.hands[seat][r] = hand.get(name, 0)
    return state


def play_turn_of_seat_0(state, limit=200):
    """Greedy bots decide until seat 0's turn is over; the trade decisions taken, in order."""
    agents = [make_agent("greedy", seed=seat) for seat in range(state.seats)]
    taken = []
    for _ in range(limit):
        if state.active != 0:
            return state, taken
        seat = GAME.to_move(state)[0]
        action = agents[seat].act(GAME, GAME.view(state, seat), seat, GAME.legal_actions(state, seat))
        if action.kind in ("propose", "accept", "reject", "trade-with"):
            taken.append(GAME.show.describe(state, seat, action))
        state = GAME.apply(state, seat, action)
    raise AssertionError(f"seat 0's turn did not end in {limit} decisions: {taken}")


def test_greedy_bots_propose_accept_and_complete_a_trade_that_serves_both():
    start = play(opening(forced=[("roll", "1 1")]), (0, "roll"))
    state = with_hands(start, [{"lumber": 2, "ore": 2},
                               {"brick": 1, "wool": 1, "grain": 2, "ore": 2}, {"lumber": 1}])
    after, taken = play_turn_of_seat_0(state)
    assert any(line.startswith("seat 1 accepts") for line in taken), taken
    made = [line for line in taken if line.startswith("seat 0 trades")]
    assert made and made[0].endswith("with seat 1"), taken
    lumber, ore = RESOURCE_INDEX["lumber"], RESOURCE_INDEX["ore"]
    assert after.hands[0][ore] > state.hands[0][ore] and after.hands[0][lumber] < state.hands[0][lumber]
    assert after.hands[1][lumber] > state.hands[1][lumber]
    assert len([line for line in taken if " offers " in line]) <= 2


def test_greedy_refuses_an_offer_that_takes_what_it_needs_and_gives_nothing_it_lacks():
    start = play(opening(forced=[("roll", "1 1")]), (0, "roll"))
    state = with_hands(start, [{"lumber": 2}, {"lumber": 1, "brick": 1, "wool": 1, "grain": 1}, {}])
    state = play(state, (0, "offer a trade"), (0, "offer 1 lumber"), (0, "ask 1 brick"), (0, "propose"))
    bob = make_agent("greedy", seed=1)
    assert str(bob.act(GAME, GAME.view(state, 1), 1, GAME.legal_actions(state, 1))) == "reject"


def test_a_greedy_turn_with_nothing_to_trade_for_ends_without_a_string_of_offers():
    start = play(opening(forced=[("roll", "1 1")]), (0, "roll"))
    state = with_hands(start, [{"lumber": 1}, {"wool": 1}, {"grain": 1}])
    after, taken = play_turn_of_seat_0(state, limit=60)
    assert len([line for line in taken if " offers " in line]) <= 2, taken
