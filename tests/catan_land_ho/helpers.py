"""Small tools to set up a Land Ho! rule's situation: the game after seat 0's roll, cards and gold handed over from
the supply (so conservation holds), ships put where a rule needs them."""
from __future__ import annotations

from dicelands.engine import get_game
from dicelands.games.catan.components import RESOURCE_INDEX
from dicelands.games.catan.land_ho.board import CELLS, GRAPH
from dicelands.geometry import parse_cell

GAME = get_game("catan-land-ho")


def rolled(players=4, dice="1 1", forced=()):
    """Seat 0 after rolling `dice` (2 by default: no hex of the starting island shows a 2)."""
    state = GAME.new_state({"players": players}, 0, [("roll", dice), *forced])
    return GAME.apply(state, 0, "roll")


def play(state, *moves):
    for seat, text in moves:
        state = GAME.apply(state, seat, text)
    return state


def give(state, seat: int, text: str):
    """A copy where `seat` took from the bank the cards listed as '2 brick 1 ore' (and 'N gold' from the supply)."""
    state = state.copy()
    words = text.split()
    for count, name in zip(words[::2], words[1::2]):
        if name == "gold":
            state.gold[seat] += int(count)
            state.gold_issued += int(count)
            continue
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


def put_ship(state, colour: int, slot: int, edge_text: str | None, settler: bool = False):
    state = state.copy()
    state.ships[colour][slot] = GRAPH.edge(edge_text) if edge_text else -1
    state.holds[colour][slot] = int(settler)
    return state


def edge(text: str) -> str:
    return GRAPH.edge_text[GRAPH.edge(text)]


def vertex(text: str) -> str:
    return GRAPH.vertex_text[GRAPH.vertex(text)]


def cell(text: str) -> int:
    return CELLS.index(parse_cell(text))


def options(state, seat: int) -> list[str]:
    return [str(a) for a in GAME.legal_actions(state, seat)]
