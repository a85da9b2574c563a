"""The Queen's Plans' data records (data/plans.yaml), msgspec Structs: their own module, which stays Python in the
compiled build (msgspec reads the annotations at run time), so that plans.py compiles."""
from __future__ import annotations

from .....engine.data import Sourced
from .....engine.schemas import Strict
from ...components import Count, Text


class PlanRecord(Sourced):
    id: Text
    name: Text
    name_fr: Text
    condition: Text  # a kind and its words, e.g. "row civic 2" (data/plans.yaml says the kinds)
    vp: Count


class PlansFile(Strict):
    plans: list[PlanRecord]
