"""Catan (base game, 3-4 players), the game: options, set-up, results, views and the wiring of its parts
(rulings: docs/rules/catan.md). A turn: roll (or a knight first), then build, buy, play one development card and
trade in any order, then end. Hidden: resource hands (their sizes are public) and development cards."""
from __future__ import annotations

from typing import Any, Callable

from mypy_extensions import mypyc_attr

from ...engine.chance import Rng
from ...engine.errors import OptionError
from ...engine.flow import Flow, StepFlow
from ...engine.companions import ConformanceSettings
from ...engine.game import Game, GameState, Result
from ...engine.hidden import SEAT, HiddenZone
from ...engine.options import OptionSpec
from . import actions, beginner, position
from .belief import belief_sampler
from .board import GRAPH, beginner_board, random_board
from .components import DEVELOPMENT, PLAYER_COUNTS, RESOURCE_CARDS
from .hints import CatanHints
from .learning import CatanLearning
from .rules import public_points
from .show import CatanShow
from .state import NOBODY, State
from .trades import RESOURCE_GOODS, TRADE_OFFERS_OPTION
from .steps import STEPS, SetupSettlement, advance, start_turn


class CatanConformance(ConformanceSettings):
    option_sets = ({"players": 4, "setup": "beginner", "domestic_trades": False},)  # the beginner board too
    every = 4  # random games run 1,000-2,500 decisions: CI checks about one in 4 (the soak checks all)


@mypyc_attr(allow_interpreted_subclasses=True)  # variants and tests subclass it in plain Python
class Catan(StepFlow):
    id = "catan"
    title = "Catan"
    rules_version = "2"  # 2: trades between players are bundles composed card by card
    steps = STEPS
    trade_goods = RESOURCE_GOODS
    option_specs = (
        OptionSpec("players", int, 4, "number of players", minimum=PLAYER_COUNTS[0], maximum=PLAYER_COUNTS[-1]),
        OptionSpec("board", str, "random", "the board: the variable set-up or the beginner layout",
                   choices=("random", "beginner")),
        OptionSpec("setup", str, "draft", "draft: a settlement and a road each in turn order, then again in reverse; "
                   "beginner: the printed beginner set-up (its board, pieces already placed, the first player rolls)",
                   choices=("draft", "beginner")),
        OptionSpec("domestic_trades", bool, True, "players may offer each other trades (off: bank trades only)"),
        TRADE_OFFERS_OPTION,
    )
    chance_kinds = ("roll", "steal", "development", "deck", "terrains", "harbors")
    hidden_zones = (HiddenZone("hand", ("hands", SEAT), "owner", pool="resources"),
                    HiddenZone("deck", ("deck",), "nobody", pool="development"),
                    HiddenZone("cards", ("cards", SEAT), "owner", pool="development"),
                    HiddenZone("fresh", ("fresh", SEAT), "owner", pool="development"))
    show_type = CatanShow
    hints_type = CatanHints
    learning_type = CatanLearning
    conformance_type = CatanConformance

    def resolve_options(self, options: dict | None, typed: bool = False) -> dict:
        """`setup=beginner` brings the beginner board with it (docs/rules/catan.md)."""
        given = dict(options or {})
        if given.get("setup") == "beginner":
            given.setdefault("board", "beginner")
        return super().resolve_options(given, typed)

    def _check_options(self, options: dict) -> None:
        if options["setup"] == "beginner" and options["board"] != "beginner":
            raise OptionError("option 'setup': the beginner set-up places its pieces on the beginner board, not on "
                              f"board={options['board']} (with setup=draft the players place their own on any board)")

    def _setup(self, options: dict, rng: Rng) -> State:
        seats = options["players"]
        board = beginner_board() if options["board"] == "beginner" else random_board(rng)
        deck = rng.shuffled("deck", [kind for kind, count in DEVELOPMENT.items() for _ in range(count)],
                            "the development deck", top_last=True)
        draft = options["setup"] == "draft"
        flow = Flow.empty(seats).push(0, SetupSettlement()) if draft else Flow.empty(seats)
        state = State(options, rng, flow, board, board.desert,
                      hands=[[0] * 5 for _ in range(seats)], bank=[RESOURCE_CARDS] * 5, deck=tuple(deck),
                      cards=((),) * seats, fresh=((),) * seats, played=((),) * seats, revealed=((),) * seats,
                      owner=(NOBODY,) * len(GRAPH.vertices), level=(0,) * len(GRAPH.vertices),
                      roads=(NOBODY,) * len(GRAPH.edges), built=((0, 0, 0),) * seats,
                      road_length=(0,) * seats, escrow=((),) * seats)
        if not draft:  # the pieces stand where printed, with their starting cards; the first player rolls
            beginner.place_pieces(state)
            start_turn(state, 0)
        return state

    def _advance(self, state: State) -> None:
        advance(state)  # what happens between decisions (steps.advance)

    def result(self, state: State) -> Result:
        scores = []
        for seat in range(state.seats):
            line = public_points(state, seat)
            line["total"] = sum(line.values())
            scores.append(line)
        over = state.winner != NOBODY
        return Result(tuple(scores), (state.winner,) if over else (), over)

    def sampler(self, view: dict, seat: int | None) -> Callable[[int], GameState]:
        """The view read once, each sample dealing its unseen cards anew into a copy (belief.py): the states
        `sample_state` gives, without a position written and read for each."""
        if self._overrides("sample_state") or self.zones(view.get("options", {})) != Catan.hidden_zones:
            return super().sampler(view, seat)  # a variant with other hidden parts
        return belief_sampler(view, Catan.hidden_zones, self.from_position)

    def to_position(self, state: State) -> dict:
        return position.to_position(self, state)

    def from_position(self, data: Any) -> State:
        return position.from_position(self, data)

    def legal_action(self, state: State, seat: int, action):
        """Also reads the short forms of intersections and paths (`settle (0,0).N`, `road (0,0).E`)."""
        return super().legal_action(state, seat, actions.canonical(action) if isinstance(action, str) else action)
