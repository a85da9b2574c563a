"""Rule numbers from data/rules.yaml, validated like the component files (DataError names file, setting, field)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

from ...engine.data import DataError, DataFiles, Provenance, check_integer
from .components import DATA_DIR

FILE = "rules.yaml"
_INTS = ("reroll_max", "draw_max", "pioneer_pair", "govern_lead", "settle_take", "trade_resource", "trade_gold",
         "trade_die", "dice_per_vp", "bot_hand_size")
_DIFFICULTY_TABLES = ("bot_trade_vp", "bot_unused_vp")  # a whole number per difficulty
DIFFICULTIES = ("easy", "normal", "hard", "expert")


@dataclass(frozen=True)
class Rules:
    reroll_max: int
    draw_max: int
    pioneer_pair: int
    recruit_bands: tuple  # ((icons, dice), ...), most icons first
    govern_lead: int
    settle_take: int
    trade_resource: int
    trade_gold: int
    trade_die: int
    dice_per_vp: int
    bot_hand_size: int
    bot_trade_vp: Mapping[str, int]  # VP per Trade strength, by difficulty
    bot_unused_vp: Mapping[str, int]
    provenance: Mapping[str, Provenance]


def load_rules(data_dir: str | Path | None = None) -> Rules:
    files = DataFiles(Path(data_dir) if data_dir is not None else DATA_DIR)
    content = files.read(FILE, (*_INTS, "recruit_bands", *_DIFFICULTY_TABLES))
    values: dict = {}
    provenance: dict = {}
    for name in content:
        r = files.record(FILE, f"setting '{name}'", content[name])
        if name in _INTS:
            values[name] = r.integer("value", minimum=0)
        elif name == "recruit_bands":
            bands = r.items("value")
            parsed = []
            for i, band in enumerate(bands):
                if not (isinstance(band, list) and len(band) == 2):
                    raise r.fail(f"value[{i}]", f"expected [icons, dice], got {band!r}")
                parsed.append((check_integer(r, f"value[{i}][0]", band[0], 1),
                               check_integer(r, f"value[{i}][1]", band[1], 1)))
            if [b[0] for b in parsed] != sorted((b[0] for b in parsed), reverse=True) or parsed[-1][0] != 1:
                raise r.fail("value", "bands must run from most icons down to 1 icon")
            values[name] = tuple(parsed)
        else:
            table = r.counts("value", DIFFICULTIES, "difficulty") if all(
                v for v in (r.get("value") or {}).values()) else r.get("value")
            if not isinstance(table, Mapping) or set(table) != set(DIFFICULTIES) or not all(
                    isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in table.values()):
                raise r.fail("value", f"expected a whole number >= 0 for each of {', '.join(DIFFICULTIES)}")
            values[name] = MappingProxyType(dict(table))
        provenance[name] = r.provenance()
        r.finish()
    return Rules(**values, provenance=MappingProxyType(provenance))


RULES = load_rules()

__all__ = ["RULES", "Rules", "load_rules", "DataError"]
