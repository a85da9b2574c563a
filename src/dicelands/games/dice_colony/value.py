"""A fitted value of a Dice Colony position, for search cut-offs: the seat's points so far plus the points it is
expected to add by the end, as a linear model of its sheet's features (`features`), fitted by
`benchmarks/fit_value.py` to the final scores of simulated games. The weights are data (`data/value.yaml`).

The features are those the heuristic's potential reads (heuristic.py), split by kind and by how much of the game is
left (`left` and `left` squared), so the fit decides how much an open pair or a nearly surrounded space is worth
at each stage instead of one hand-set weight for all of them.
"""
from __future__ import annotations

from typing import Final

from .components import GROUP_POINTS, LIFE, OBJECTIVES
from .heuristic import SIZES, colonies_to_come, heuristic, left_of, open_clusters
from .objectives import counted
from .scoring import total
from .state import Sheet, State
from .value_data import FEATURES, POSITION_FEATURES, SHEET_FEATURES, WEIGHTS, load_weights  # noqa: F401

BEST_POINTS: Final[tuple[int, ...]] = tuple(max((GROUP_POINTS[k] for k in SIZES if k <= size), default=0)
                                            for size in range(max(SIZES) + 1))  # a cluster's best group by its size
FEATURE_WEIGHTS: Final[tuple[float, ...]] = WEIGHTS


def sheet_features(sheet: Sheet) -> list[float]:
    values = [0.0] * len(SHEET_FEATURES)
    for icon, size, room in open_clusters(sheet):
        life = 3 if icon == LIFE else 0
        if size >= 3:
            values[2 + life] += BEST_POINTS[min(size, len(BEST_POINTS) - 1)]
        elif room:
            values[life + (size - 1)] += 1
        else:
            values[6] += size
    for empty, points in colonies_to_come(sheet.icons):
        values[7 + empty] += points
    values[10] = sheet.energy
    return values


def objective_progress(state: State, seat: int) -> float:
    """The objective cards the seat has not scored: each one's face value now times the square of how far the
    seat is towards it (its count against the card's, or its biggest open cluster against the group asked for)."""
    sheet = state.sheets[seat]
    clusters = [(icon, size) for icon, size, _ in open_clusters(sheet)]
    progress = 0.0
    for card_id, flipped, scored in state.objectives:
        if any(s == seat for s, _ in scored):
            continue
        card = OBJECTIVES[card_id]
        if card.type == "A":
            near = max((size for _, size in clusters), default=0) / len(card.shape)
        elif card.type == "B":
            near = max((size for icon, size in clusters if icon == card.group), default=0) / card.min_size
        else:
            near = counted(sheet, card, state.options) / card.minimum
        progress += (card.low if flipped else card.high) * min(1.0, near) ** 2
    return progress


def features(state: State, seat: int) -> list[float]:
    left = left_of(state)
    sheet = sheet_features(state.sheets[seat]) + [objective_progress(state, seat)]
    return [left, left * left] + [v * left for v in sheet] + [v * left * left for v in sheet]


def value(state: State, seat: int, weights: tuple[float, ...]) -> float:
    """Points so far plus the expected points to come. Solo it is the heuristic (the fit is of games between
    players: LU-287 scores what the human leaves, which these features do not see)."""
    if state.options["solo"]:
        return heuristic(state, seat)
    points = total(state.sheets[seat].pts)
    if state.flow.idle():
        return float(points)
    to_come = 0.0  # (a loop, not sum(): compiled, sum() of floats from 0 expects ints)
    for w, f in zip(weights, features(state, seat)):
        to_come += w * f
    return points + to_come


def fitted_value(state: State, seat: int) -> float:
    return value(state, seat, FEATURE_WEIGHTS)
