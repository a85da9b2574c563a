"""How Dice Settlers' actions and positions are written (engine/companions.py `Codec`): the engine's defaults but
for where the component data come from (`dicelands info`)."""
from __future__ import annotations

from mypy_extensions import mypyc_attr

from ...engine.companions import Codec
from .tables import COMP
from .components import load_components, provenance_summary
from .module_components import module_provenance


@mypyc_attr(allow_interpreted_subclasses=True)  # variants and tests subclass it in plain Python
class SettlersCodec(Codec):
    def provenance(self) -> list[tuple[str, str, str]]:
        return provenance_summary(load_components()) + module_provenance(COMP)  # the base game's parts, then modules'
