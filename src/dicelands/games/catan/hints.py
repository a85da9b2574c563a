"""What base Catan tells bots (engine/companions.py `BotHints`): the strongest bot, and a quick estimate of a
seat's standing for greedy bots and search cut-offs: public points first, then production
(the pips of the numbers its buildings touch), cards in hand and how near they come to paying for a building,
development cards and road length.

A trade in progress counts as done for those it would serve (`goods_outlook`): the proposer values a draft that gives
at least as many cards as it asks, and an open offer, by its hand after the trade; a seat that accepted by its hand
after the trade. So `greedy` composes offers that bring it nearer a building, answers yes to those that bring the
answerer nearer; a one-sided ask (more asked than given) is worth nothing to its proposer, nor is any offer beyond
`PATIENCE` in a turn, and each offer made costs a little (`fuss`)."""
from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from ...engine.companions import BotHints
from .board import GRAPH
from .rules import CITY, DEVELOPMENT, ROAD, SETTLEMENT, cards_held, hidden_points, public_total
from .state import State
from .trades import AwaitAnswers, Compose, ConfirmTrade, RESOURCE_GOODS

PIPS = {0: 0, 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
PIPS_OF: Final = tuple(PIPS.get(number, 0) for number in range(13))  # PIPS by number, for the compiled loop
VERTEX_CELLS: Final = tuple(tuple(GRAPH.cell_index[c] for c in cells) for cells in GRAPH.vertex_cells)
Builds = tuple[tuple[tuple[int, ...], float], ...]  # (cost, worth) per kind of building
BUILDS: Final[Builds] = ((SETTLEMENT, 1.0), (CITY, 1.0), (DEVELOPMENT, 0.5), (ROAD, 0.4))
READINESS: Final = 0.3  # the heuristic's weight of `readiness`: a 1:1 trade that completes a settlement's cost adds 0.075
TRADE_STEPS = (Compose, AwaitAnswers, ConfirmTrade)
PATIENCE = 1  # offers a turn after which a composer stops counting on its draft (a bot's patience, not a rule)
FUSS, BULK = 0.001, 0.01


def heuristic(state: State, seat: int) -> float:
    points = public_total(state, seat) + hidden_points(state, seat)
    numbers, level, robber = state.board.numbers, state.level, state.robber
    production = 0
    for vertex, who in enumerate(state.owner):
        if who == seat:
            pips = 0
            for cell in VERTEX_CELLS[vertex]:
                if cell != robber:
                    pips += PIPS_OF[numbers[cell]]
            production += level[vertex] * pips
    hand = goods_outlook(RESOURCE_GOODS, state, seat, _hand_value)
    return (points + 0.06 * production + cards_value(hand, BUILDS) + 0.1 * len(state.cards[seat])
            + 0.05 * state.road_length[seat] - fuss(state, seat))


def _hand_value(hand: list[int]) -> float:
    return cards_value(hand, BUILDS)


def cards_value(hand: list[int], builds: Builds) -> float:
    """Cards up to 7 count, more count against (a 7 halves them), and so does how much of the dearest building's cost
    they cover."""
    count = cards_held(hand)
    return min(count, 7) * 0.05 - max(0, count - 7) * 0.05 + READINESS * readiness(hand, builds)


def readiness(hand: list[int], builds: Builds) -> float:
    """The most of one building's cost the hand covers (0..1), by the building's worth."""
    best = 0.0
    for cost, worth in builds:
        covered = needed = 0
        for held, need in zip(hand, cost):
            covered += held if held < need else need
            needed += need
        best = max(best, worth * covered / needed)
    return best


def goods_outlook(goods, state, seat: int, value) -> list[int]:
    """The seat's goods per kind (the game's `trade_goods.kinds`), with a trade in progress counted as done where
    the seat would take it (module docstring); goods it shows for a trade still count as its own. A draft that only
    gives yet counts as getting the one card that `value` (goods -> float) likes best in return, so a bot looking
    one decision ahead sees where a first card given leads."""
    active = state.active
    top = state.flow.top(active) if 0 <= active < state.seats else None
    held = [goods.holds(state, seat, kind) for kind in goods.kinds]
    if type(top) not in TRADE_STEPS and not any(state.escrow):
        return held
    kinds = goods.kinds
    for name in state.escrow[seat]:
        held[kinds.index(name)] += 1
    if not isinstance(top, TRADE_STEPS):
        return held
    give, ask = top.give, top.ask
    if seat == active:
        made = len(state.offered)  # an open offer is among them already, a draft not yet
        if isinstance(top, Compose) and made >= PATIENCE or isinstance(top, AwaitAnswers) and made > PATIENCE:
            return held
        if isinstance(top, Compose) and any(give) and not any(ask):
            kept = [h - g for h, g in zip(held, give)]
            returns = ([n + (k == kind) for k, n in enumerate(kept)] for kind in range(len(kept)) if not give[kind])
            return max(returns, key=value, default=held)
        counted = isinstance(top, ConfirmTrade) or (any(give) and any(ask) and sum(give) >= sum(ask))
        return [h - g + a for h, g, a in zip(held, give, ask)] if counted else held
    if not isinstance(top, Compose) and seat in top.accepted:
        return [h + g - a for h, g, a in zip(held, give, ask)]
    return held


def fuss(state, seat: int) -> float:
    """A little against each offer the seat made this turn, so that a bot with nothing to gain ends its turn rather
    than composing offers it does not count on, and against each card in its draft or open offer (a small offer is
    likelier to be taken)."""
    if seat != state.active:
        return 0.0
    top = state.flow.top(seat)
    size = sum(top.give) + sum(top.ask) if isinstance(top, (Compose, AwaitAnswers)) else 0
    return FUSS * len(state.offered) + BULK * size


@mypyc_attr(allow_interpreted_subclasses=True)  # variants and tests subclass it in plain Python
class CatanHints(BotHints):
    best_bot = "mcts:1s/prior=chain"  # docs/bots.md "Search settings": greedy-valued priors at every node pay here

    def heuristic(self, state: State, seat: int) -> float:
        return heuristic(state, seat)
