"""Cross-check against Catanatron on its own rules (issue 10): along seeded random dicelands games, every
settlement and road is also built on a Catanatron board (its own `build_settlement`/`build_road` refuse an illegal
one), and after each the two engines agree on every colour's legal settlement intersections and road paths.

Rule difference found (docs/rules/catan.md): Catanatron's Longest Road (`longest_acyclic_path`) does not count a
path that ends at an opponent's building at all; dicelands counts it (the building breaks the road there, and the
road up to it still counts). Road lengths are compared only where no opponent's building stands on the colour's
network. Needs the `bench` extra."""
from __future__ import annotations

import random

import pytest

from dicelands.games.catan.board import GRAPH
from dicelands.games.catan.rules import road_spots, settlement_spots

from .helpers import GAME

catanatron = pytest.importorskip("catanatron")
from catanatron.models.board import Board  # noqa: E402
from catanatron.models.map import NodeRef  # noqa: E402
from catanatron.models.player import Color  # noqa: E402

COLOURS = (Color.RED, Color.BLUE, Color.ORANGE, Color.WHITE)
CORNERS = (NodeRef.NORTH, NodeRef.NORTHEAST, NodeRef.SOUTHEAST, NodeRef.SOUTH, NodeRef.SOUTHWEST, NodeRef.NORTHWEST)


def node_ids(board) -> list[int]:
    """Our intersection index -> Catanatron's node id. Both use pointy-top hexes and the same axial axes
    (Catanatron's cube (x, y, z) is axial (x, z)); corners are listed clockwise from north in both."""
    ours = [None] * len(GRAPH.vertices)
    for (x, _, z), tile in board.map.land_tiles.items():
        for corner, vertex in zip(CORNERS, GRAPH.cell_vertices[GRAPH.cell_index[(x, z)]]):
            ours[vertex] = tile.nodes[corner]
    assert None not in ours and len(set(ours)) == 54
    return ours


def touches_opponent(state, seat: int) -> bool:
    ends = {v for e, who in enumerate(state.roads) if who == seat for v in GRAPH.edge_vertices[e]}
    return any(state.owner[v] not in (-1, seat) for v in ends)


@pytest.mark.parametrize("seed", range(6))
def test_both_engines_agree_on_where_each_colour_may_build(seed):
    state = GAME.new_state({"players": 4, "domestic_trades": False}, seed)
    board = Board()
    node = node_ids(board)
    chooser = random.Random(seed)
    compared = 0
    while not GAME.is_over(state) and state.turns < 120:
        seat = GAME.to_move(state)[0]
        before = state
        action = chooser.choice(GAME.legal_actions(state, seat))
        state = GAME.apply(state, seat, action, check=False)
        placed = [(v, before.owner[v], state.owner[v]) for v in range(54) if before.owner[v] != state.owner[v]]
        for v, _, who in placed:
            board.build_settlement(COLOURS[who], node[v], initial_build_phase=state.turns == 0)
        for e in range(72):
            if before.roads[e] != state.roads[e]:
                a, b = GRAPH.edge_vertices[e]
                board.build_road(COLOURS[state.roads[e]], (node[a], node[b]))
        if not placed and before.roads == state.roads or state.turns == 0:
            continue
        for s in range(4):
            ours = sorted(node[v] for v in settlement_spots(state, s))
            assert ours == board.buildable_node_ids(COLOURS[s]), (seed, s)
            theirs = sorted(tuple(sorted(e)) for e in board.buildable_edges(COLOURS[s]))
            assert sorted(tuple(sorted((node[a], node[b]))) for a, b in
                          (GRAPH.edge_vertices[e] for e in road_spots(state, s))) == theirs, (seed, s)
            if not touches_opponent(state, s):
                assert state.road_length[s] == board.road_lengths[COLOURS[s]], (seed, s)
            compared += 1
    assert compared > 20
