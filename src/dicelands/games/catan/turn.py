"""What the actions of a turn do to the state (no turn flow here: steps.py decides what comes next)."""
from __future__ import annotations

from typing import Final

from .components import RESOURCE_INDEX
from .rules import (CITY, DEVELOPMENT, ROAD, SETTLEMENT, VERTEX_CELLS, cards_held, hidden_points, pay,
                    update_largest_army, update_longest_road)
from .state import NOBODY, State, replaced
from .board import GRAPH

CELL_VERTICES: Final = GRAPH.cell_vertices
LINKS: Final = GRAPH.vertex_links


def place_settlement(state: State, seat: int, vertex: int) -> None:
    state.owner = replaced(state.owner, vertex, seat)
    state.level = replaced(state.level, vertex, 1)
    state.count_piece(seat, 1, 1)
    cut = {state.roads[e] for e, _ in LINKS[vertex]} - {NOBODY, seat}
    if cut:  # it may break an opponent's road here
        update_longest_road(state, cut)


def place_road(state: State, seat: int, edge: int) -> None:
    state.roads = replaced(state.roads, edge, seat)
    state.count_piece(seat, 0, 1)
    update_longest_road(state, (seat,), edge)


def starting_resources(state: State, seat: int, vertex: int) -> None:
    """The second set-up settlement yields one card of each adjacent terrain (base rulebook)."""
    for cell in VERTEX_CELLS[vertex]:
        r = state.board.tables.cell_resource[cell]
        if r >= 0 and state.bank[r]:
            state.bank[r] -= 1
            state.hands[seat][r] += 1


def build_road(state: State, seat: int, edge: int) -> None:
    pay(state, seat, ROAD)
    place_road(state, seat, edge)


def build_settlement(state: State, seat: int, vertex: int) -> None:
    pay(state, seat, SETTLEMENT)
    place_settlement(state, seat, vertex)


def build_city(state: State, seat: int, vertex: int) -> None:
    pay(state, seat, CITY)
    state.level = replaced(state.level, vertex, 2)
    state.count_piece(seat, 1, -1)
    state.count_piece(seat, 2, 1)


def buy_card(state: State, seat: int) -> None:
    """The top card of the face-down deck (a forced `development` outcome names the card instead)."""
    pay(state, seat, DEVELOPMENT)
    deck = state.deck

    def forced(text: str) -> int:
        if text not in deck:
            raise ValueError(f"no {text!r} card is left in the deck")
        return len(deck) - 1 - deck[::-1].index(text)

    index = state.rng.forced_or("development", lambda: len(deck) - 1, forced)
    state.deck = deck[:index] + deck[index + 1:]
    state.fresh = replaced(state.fresh, seat, state.fresh[seat] + (deck[index],))


def can_play(state: State, seat: int, kind: str) -> bool:
    """One development card a turn, not one bought this turn (base rulebook)."""
    return not state.dev_played and kind in state.cards[seat]


def use_card(state: State, seat: int, kind: str) -> None:
    cards = list(state.cards[seat])
    cards.remove(kind)
    state.cards = replaced(state.cards, seat, tuple(cards))
    state.played = replaced(state.played, seat, state.played[seat] + (kind,))
    state.dev_played = True
    if kind == "knight":
        update_largest_army(state, seat)


def victims(state: State, seat: int) -> list[int]:
    """Seats other than `seat` with a building at the robber's hex and a card in hand."""
    owner, hands = state.owner, state.hands
    found: list[int] = []
    for vertex in CELL_VERTICES[state.robber]:
        who = owner[vertex]
        if who != NOBODY and who != seat and who not in found and cards_held(hands[who]) > 0:
            found.append(who)
    found.sort()
    return found


def steal(state: State, thief: int, victim: int) -> None:
    """A random card of the victim's hand (forced kind `steal`: the resource)."""
    hand = state.hands[victim]

    def draw() -> int:
        pick = state.rng.below(sum(hand))
        for r, n in enumerate(hand):
            if pick < n:
                return r
            pick -= n
        raise AssertionError("unreachable")

    def forced(text: str) -> int:
        if text not in RESOURCE_INDEX or not hand[RESOURCE_INDEX[text]]:
            raise ValueError(f"seat {victim} holds no {text}")
        return RESOURCE_INDEX[text]

    r = state.rng.forced_or("steal", draw, forced)
    hand[r] -= 1
    state.hands[thief][r] += 1


def bank_trade(state: State, seat: int, rate: int, give: int, get: int) -> None:
    state.hands[seat][give] -= rate
    state.bank[give] += rate
    state.bank[get] -= 1
    state.hands[seat][get] += 1


def show(state: State, seat: int, name: str, count: int) -> None:
    """Cards offered or accepted in a domestic trade lie open (`state.escrow`) until the trade is settled: everyone
    has seen them."""
    state.hands[seat][RESOURCE_INDEX[name]] -= count
    state.escrow = replaced(state.escrow, seat, state.escrow[seat] + (name,) * count)


def settle_trade(state: State, offerer: int, partner: int | None) -> None:
    """The offerer and its partner take each other's shown cards; every other shown card goes back to its hand."""
    shown = list(state.escrow)
    if partner is not None:
        shown[offerer], shown[partner] = shown[partner], shown[offerer]
    for seat, cards in enumerate(shown):
        for name in cards:
            state.hands[seat][RESOURCE_INDEX[name]] += 1
    state.escrow = ((),) * len(shown)


def give_all(state: State, seat: int, to: int, r: int) -> None:
    """Monopoly: the seat gives every card of resource r it holds to the monopolist."""
    state.hands[to][r] += state.hands[seat][r]
    state.hands[seat][r] = 0


def claim(state: State, seat: int) -> None:
    """The seat reveals its victory-point cards and wins."""
    points = hidden_points(state, seat)
    state.cards = replaced(state.cards, seat, tuple(c for c in state.cards[seat] if c != "victory-point"))
    state.fresh = replaced(state.fresh, seat, tuple(c for c in state.fresh[seat] if c != "victory-point"))
    state.revealed = replaced(state.revealed, seat, state.revealed[seat] + ("victory-point",) * points)
    win(state, seat)


def win(state: State, seat: int) -> None:
    state.winner = seat
    state.flow = state.flow.clear()
