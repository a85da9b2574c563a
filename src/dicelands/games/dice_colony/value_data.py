"""The fitted value's weights file (data/value.yaml, written by `benchmarks/fit_value.py`): the names of the features
value.py computes, the file's types and their loading. Apart from value.py because these types are msgspec Structs,
which stay Python, while the features are computed by compiled code."""
from __future__ import annotations

import msgspec

from ...engine.data import DataFiles
from ...engine.schemas import Strict
from .components import DATA, FILES, Record

SHEET_FEATURES = ("single", "pair", "big", "life single", "life pair", "life big", "stuck", "colony 0 empty",
                  "colony 1 empty", "colony 2 empty", "energy")
POSITION_FEATURES = SHEET_FEATURES + ("objectives",)
FEATURES = ("left", "left^2") + tuple(f"{name} x left" for name in POSITION_FEATURES) + tuple(
    f"{name} x left^2" for name in POSITION_FEATURES)

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
