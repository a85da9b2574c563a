"""A fixed 3-player opening on the beginner board, and small tools to set up a rule's situation."""
from __future__ import annotations

import pytest

from dicelands.engine import IllegalActionError, get_game
from dicelands.games.catan.board import GRAPH
from dicelands.games.catan.components import RESOURCE_INDEX

GAME = get_game("catan")
OPENING = [(0, "(0,-1).S", "(0,-1).SE"), (1, "(2,-1).S", "(2,-1).SW"), (2, "(-1,1).S", "(-1,1).SE"),
           (2, "(0,1).S", "(0,1).SE"), (1, "(1,-1).N", "(1,-1).NE"), (0, "(-2,1).N", "(-2,1).NE")]


def opening(forced=(), players=3, **options):
    """After the set-up above (snake order 0,1,2,2,1,0): seat 0 is to roll."""
    state = GAME.new_state({"players": players, "board": "beginner", **options}, 0, forced)
    for seat, vertex, edge in OPENING:
        state = GAME.apply(state, seat, f"settle {vertex}")
        state = GAME.apply(state, seat, f"road {edge}")
    return state


def play(state, *moves):
    """Apply (seat, notation) pairs in order."""
    for seat, text in moves:
        state = GAME.apply(state, seat, text)
    return state


def give(state, seat: int, text: str):
    """A copy where `seat` took from the bank the cards listed as '2 brick 1 ore' (so conservation holds)."""
    state = state.copy()
    words = text.split()
    for count, name in zip(words[::2], words[1::2]):
        r = RESOURCE_INDEX[name]
        state.hands[seat][r] += int(count)
        state.bank[r] -= int(count)
    return state


def empty_hand(state, seat: int):
    state = state.copy()
    for r, n in enumerate(state.hands[seat]):
        state.bank[r] += n
        state.hands[seat][r] = 0
    return state


def vertex(text: str) -> int:
    return GRAPH.vertex(text)


def options(state, seat: int) -> list[str]:
    return [str(a) for a in GAME.legal_actions(state, seat)]


def refused(state, seat: int, text: str, reason: str, game=GAME) -> None:
    """`text` is refused for `seat` with a message matching `reason`, and the state is unchanged."""
    before = game.to_position(state)
    with pytest.raises(IllegalActionError, match=reason):
        game.apply(state, seat, text)
    assert game.to_position(state) == before


def drawn(deck: tuple, *cards: str) -> tuple:
    """The development deck (a tuple) without `cards` (for each name given, its first copy), for a test that hands them
    to a seat (so conservation holds)."""
    rest = list(deck)
    for card in cards:
        rest.remove(card)
    return tuple(rest)
