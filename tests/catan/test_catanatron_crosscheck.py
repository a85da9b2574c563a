"""Cross-check against Catanatron on its own rules (issue 10), both ways. Along seeded random dicelands games, every
settlement and road is also built on a Catanatron board (its own `build_settlement`/`build_road` refuse an illegal
one), and after each the two engines agree on every colour's legal settlement intersections and road paths. The
other way, positions of seeded random Catanatron games (its map, robber, buildings and roads) are written as dicelands
positions, read by `from_position` (which refuses a position it finds impossible), and the two agree again.

Rule difference found (docs/rules/catan.md): Catanatron's Longest Road (`longest_acyclic_path`) does not count a
path that ends at an opponent's building at all; dicelands counts it (the building breaks the road there, and the
road up to it still counts). Road lengths are compared only where no opponent's building stands on the colour's
network. Needs the `bench` extra."""
from __future__ import annotations

import random

import pytest

from dicelands.games.catan.board import CELLS, GRAPH
from dicelands.games.catan.components import RESOURCES, TERRAINS
from dicelands.geometry import format_cell
from dicelands.games.catan.rules import road_spots, settlement_spots

from .helpers import GAME

catanatron = pytest.importorskip("catanatron")
from catanatron.game import Game  # noqa: E402
from catanatron.models.board import Board  # noqa: E402
from catanatron.models.map import NodeRef  # noqa: E402
from catanatron.models.player import Color, RandomPlayer  # noqa: E402

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



EDGE_OF = {frozenset(ends): e for e, ends in enumerate(GRAPH.edge_vertices)}
# Catanatron's resources -> our terrains (None: the desert)
TERRAIN_OF = {their: next(name for name, (r, _) in TERRAINS.items() if r == (RESOURCES.index(ours) if ours else -1))
              for their, ours in (("WOOD", "lumber"), ("BRICK", "brick"), ("SHEEP", "wool"), ("WHEAT", "grain"),
                                  ("ORE", "ore"), (None, None))}


def as_position(game, node: list[int], seat_of: dict) -> dict:
    """Catanatron's map (terrains, numbers), robber, buildings and roads written into a dicelands position; the
    rest (cards, harbors, whose step it is) from a fresh game, which placements do not depend on."""
    board = game.state.board
    position = GAME.to_position(GAME.new_state({"players": 4, "domestic_trades": False}, 0))
    tiles = {(x, z): tile for (x, _, z), tile in board.map.land_tiles.items()}
    position["board"]["tiles"] = [{"cell": format_cell(c), "terrain": TERRAIN_OF[tiles[c].resource],
                                   "number": tiles[c].number or 0} for c in CELLS]
    x, _, z = board.robber_coordinate
    position["robber"] = format_cell((x, z))
    ours = {n: v for v, n in enumerate(node)}
    position["buildings"] = [{"at": GRAPH.vertex_text[ours[n]], "seat": seat_of[colour],
                              "kind": "city" if kind == "CITY" else "settlement"}
                             for n, (colour, kind) in board.buildings.items()]
    edges = {tuple(sorted(e)): colour for e, colour in board.roads.items()}
    position["roads"] = [{"at": GRAPH.edge_text[EDGE_OF[frozenset((ours[a], ours[b]))]], "seat": seat_of[colour]}
                         for (a, b), colour in edges.items()]
    return position


@pytest.mark.parametrize("seed", range(4))
def test_catanatron_positions_read_by_dicelands_give_the_same_placements(seed):
    game = Game([RandomPlayer(c) for c in COLOURS], seed=seed)
    node = node_ids(game.state.board)
    seat_of = {colour: seat for seat, colour in enumerate(COLOURS)}
    compared = ticks = 0
    while game.winning_color() is None and game.state.num_turns < 150:
        game.play_tick()
        ticks += 1
        if ticks % 20:
            continue
        board = game.state.board
        state = GAME.from_position(as_position(game, node, seat_of))
        for s, colour in enumerate(COLOURS):
            assert sorted(node[v] for v in settlement_spots(state, s)) == board.buildable_node_ids(colour), (seed, s)
            assert sorted(tuple(sorted((node[a], node[b]))) for a, b in
                          (GRAPH.edge_vertices[e] for e in road_spots(state, s))) == \
                sorted(board.buildable_edges(colour)), (seed, s)
            if not touches_opponent(state, s):
                assert state.road_length[s] == board.road_lengths[colour], (seed, s)
            compared += 1
    assert compared > 40
