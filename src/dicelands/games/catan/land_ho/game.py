"""Catan: Explorers & Pirates, scenario 1 "Land Ho!" (2-4 players), a second game of the Catan package built on
base Catan's pieces (resources, costs, the shortage rule, discards, dice): rulings in docs/rules/catan-land-ho.md.
A turn: roll (gold for those who get nothing; a 7: discards, no robber), trade 3:1 and buy with gold and build,
then move ships one at a time; 8 points win. Hidden: resource hands (sizes public), the face-down hexes and the
areas' number stacks (seen by nobody)."""
from __future__ import annotations

from typing import Any

from mypy_extensions import mypyc_attr

from ....engine.chance import Rng
from ....engine.flow import Flow, StepFlow
from ....engine.companions import ConformanceSettings
from ....engine.game import Game, Result
from ....engine.hidden import SEAT, HiddenZone
from ....engine.options import OptionSpec
from ..components import RESOURCE_CARDS
from . import actions, position
from .board import AREA_CONTENTS, AREAS, COLOURS, GRAPH, RULES, START, START_NUMBERS, START_TERRAINS, VERTEX_CELLS
from .codec import LandHoCodec
from .hints import LandHoHints
from .learning import LandHoLearning
from .operations import place_start
from .rules import RESOURCE_OF, points
from .show import LandHoShow
from .state import NOBODY, State
from .trades import GOODS
from ..trades import TRADE_OFFERS_OPTION
from .steps import STEPS, advance, start_turn


class LandHoConformance(ConformanceSettings):
    every = 6  # random games run 1,000-3,000 decisions: CI checks one in 6 (the soak checks all)


@mypyc_attr(allow_interpreted_subclasses=True)  # variants and tests subclass it in plain Python
class LandHo(StepFlow):
    id = "catan-land-ho"
    title = "Catan: Explorers & Pirates - Land Ho!"
    rules_version = "2"  # 2: trades between players are bundles composed card by card
    steps = STEPS
    trade_goods = GOODS
    option_specs = (OptionSpec("players", int, 4, "number of players (2: two colours are neutral obstacles)",
                               minimum=2, maximum=4),
                    TRADE_OFFERS_OPTION)
    chance_kinds = ("roll", "hex", "token")
    hidden_zones = (HiddenZone("hand", ("hands", SEAT), "owner", pool="resources"),
                    *(HiddenZone(f"{area}-hexes", ("unexplored", area), "nobody") for area in AREAS),
                    *(HiddenZone(f"{area}-tokens", ("stacks", area), "nobody") for area in AREAS))
    show_type = LandHoShow
    codec_type = LandHoCodec
    hints_type = LandHoHints
    learning_type = LandHoLearning
    conformance_type = LandHoConformance

    def _setup(self, options: dict, rng: Rng) -> State:
        seats = options["players"]
        vertices, edges = len(GRAPH.vertices), len(GRAPH.edges)
        state = State(options, rng, Flow.empty(seats), list(START_TERRAINS), list(START_NUMBERS),
                      hidden={a: tuple(sorted(AREA_CONTENTS[a][0])) for a in AREAS},
                      stacks={a: tuple(sorted(AREA_CONTENTS[a][1])) for a in AREAS},
                      hands=[[0] * 5 for _ in range(seats)], bank=[RESOURCE_CARDS] * 5,
                      gold=[RULES.starting_gold] * seats, gold_issued=RULES.starting_gold * seats,
                      owner=[NOBODY] * vertices, level=[0] * vertices, basins=[0] * vertices,
                      roads=[NOBODY] * edges, ships=[[-1] * 3 for _ in range(COLOURS)],
                      holds=[[0] * 3 for _ in range(COLOURS)], escrow=[()] * seats)
        in_play = COLOURS if seats == 2 else seats  # 2 players: the other two colours stand as obstacles
        for colour in range(in_play):
            place_start(state, colour, colour < seats)
        for seat in range(seats):  # one card per terrain hex beside the (ordinary) settlement
            for cell in VERTEX_CELLS[START[seat]["settlement"]]:
                r = RESOURCE_OF[state.terrains[cell]]
                state.bank[r] -= 1
                state.hands[seat][r] += 1
        start_turn(state, 0)
        return state

    def _advance(self, state: State) -> None:
        advance(state)

    def result(self, state: State) -> Result:
        scores = []
        for seat in range(state.seats):
            line = points(state, seat)
            line["total"] = sum(line.values())
            scores.append(line)
        over = state.winner != NOBODY
        return Result(tuple(scores), (state.winner,) if over else (), over)

    def to_position(self, state: State) -> dict:
        return position.to_position(self, state)

    def from_position(self, data: Any) -> State:
        return position.from_position(self, data)

    def legal_action(self, state: State, seat: int, action):
        """Also reads the short forms of intersections and paths (`settle (0,0).S`, `to (2,0).SE`)."""
        return super().legal_action(state, seat, actions.canonical(action) if isinstance(action, str) else action)
