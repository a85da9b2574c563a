"""A fitted value of a Dice Colony position, for search cut-offs: the seat's points so far plus the points it is
expected to add by the end, as a linear model of its sheet's features (`features`), fitted by
`benchmarks/fit_value.py` to the final scores of simulated games. The weights are data (`data/value.yaml`).

The features are those the heuristic's potential reads (heuristic.py), split by kind and by how much of the game is
left (`left` and `left` squared), so the fit decides how much an open pair or a nearly surrounded space is worth
at each stage instead of one hand-set weight for all of them.
"""
from __future__ import annotations

import msgspec

from ...engine.data import DataFiles
from ...engine.schemas import Strict
from .components import DATA, FILES, GROUP_POINTS, LIFE, OBJECTIVES, Record
from .heuristic import SIZES, colonies_to_come, heuristic, left_of, open_clusters
from .objectives import counted
from .scoring import score_lines
from .state import Sheet, State

SHEET_FEATURES = ("single", "pair", "big", "life single", "life pair", "life big", "stuck", "colony 0 empty",
                  "colony 1 empty", "colony 2 empty", "energy")
POSITION_FEATURES = SHEET_FEATURES + ("objectives",)
FEATURES = ("left", "left^2") + tuple(f"{name} x left" for name in POSITION_FEATURES) + tuple(
    f"{name} x left^2" for name in POSITION_FEATURES)


def sheet_features(sheet: Sheet) -> list[float]:
    values = [0.0] * len(SHEET_FEATURES)
    for icon, size, room in open_clusters(sheet):
        life = 3 if icon == LIFE else 0
        if size >= 3:
            values[2 + life] += max(GROUP_POINTS[k] for k in SIZES if k <= size)
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
    total = 0.0
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
        total += (card.low if flipped else card.high) * min(1.0, near) ** 2
    return total


def features(state: State, seat: int) -> list[float]:
    left = left_of(state)
    sheet = sheet_features(state.sheets[seat]) + [objective_progress(state, seat)]
    return [left, left * left] + [v * left for v in sheet] + [v * left * left for v in sheet]


def value(state: State, seat: int, weights: tuple[float, ...]) -> float:
    """Points so far plus the expected points to come. Solo it is the heuristic (the fit is of games between
    players: LU-287 scores what the human leaves, which these features do not see)."""
    if state.options["solo"]:
        return heuristic(state, seat)
    total = score_lines(state)[seat]["total"]
    if state.flow.idle():
        return float(total)
    return total + sum(w * f for w, f in zip(weights, features(state, seat)))


# A weight for every feature, by its name: a field each (named f0, f1, ... in Python, by the feature in the file).
Weights = msgspec.defstruct("Weights", [(f"f{k}", float) for k in range(len(FEATURES))], bases=(Strict,),
                            rename={f"f{k}": name for k, name in enumerate(FEATURES)})


class ValueRecord(Record):
    weights: Weights  # type: ignore[valid-type]  # a type made at run time, from FEATURES


class ValueFile(Strict):
    value: ValueRecord


def load_weights(files: DataFiles | None = None) -> tuple[float, ...]:
    """data/value.yaml: a weight for every feature, by name, and where the weights come from."""
    files = files if files is not None else DataFiles(DATA)
    weights = files.decode("value.yaml", ValueFile).value.weights
    return tuple(getattr(weights, f"f{k}") for k in range(len(FEATURES)))


WEIGHTS = load_weights(FILES)


def fitted_value(state: State, seat: int) -> float:
    return value(state, seat, WEIGHTS)
