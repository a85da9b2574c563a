"""The base of the steps a seat waits on (no options, not among the movers): `decision` is set here, on a class that
is not a dataclass, because in a compiled (mypyc) dataclass a class attribute set in the body becomes a field."""
from __future__ import annotations

from typing import ClassVar

from ...engine.flow import Step


class Waiting(Step):
    decision: ClassVar[bool] = False
