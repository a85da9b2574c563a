"""How Land Ho!'s actions and positions are written (engine/companions.py `Codec`): the engine's defaults, with
the provenance of its component data: base Catan's records it uses, then its own (data/land_ho.yaml)."""
from __future__ import annotations

from mypy_extensions import mypyc_attr

from ....engine.companions import Codec
from ....engine.data import provenance_summary


@mypyc_attr(allow_interpreted_subclasses=True)  # variants and tests subclass it in plain Python
class LandHoCodec(Codec):
    def provenance(self) -> list[tuple[str, str, str]]:
        """Base Catan's records this game uses (terrains, costs, rules), then the scenario's own."""
        used = [row for row in provenance_summary(__package__.rpartition(".")[0])
                if row[0].split(": ")[-1] in ("terrains", "costs", "rules")]
        return used + provenance_summary(__package__)
