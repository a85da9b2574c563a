"""Rule numbers from data/rules.yaml, decoded by their types (`RulesFile`; DataError names file, setting, field)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Annotated, Any, Mapping

import msgspec

from ...engine.data import DataError, DataFiles, Provenance, Sourced
from ...engine.schemas import Strict
from .components import DATA_DIR

FILE = "rules.yaml"
DIFFICULTIES = ("easy", "normal", "hard", "expert")
Count = Annotated[int, msgspec.Meta(ge=0)]
Positive = Annotated[int, msgspec.Meta(ge=1)]


class Number(Sourced):
    value: Count


class Bands(Sourced):
    value: list[tuple[Positive, Positive]]  # [icons, dice], most icons first, down to 1 icon


class ByDifficulty(Strict):
    easy: Count
    normal: Count
    hard: Count
    expert: Count


class PerDifficulty(Sourced):
    value: ByDifficulty


class RulesFile(Strict):
    reroll_max: Number
    draw_max: Number
    pioneer_pair: Number
    recruit_bands: Bands
    govern_lead: Number
    settle_take: Number
    trade_resource: Number
    trade_gold: Number
    trade_die: Number
    dice_per_vp: Number
    bot_hand_size: Number
    bot_trade_vp: PerDifficulty  # VP per Trade strength, by difficulty
    bot_unused_vp: PerDifficulty


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


def _value(setting: Number | Bands | PerDifficulty) -> object:
    if isinstance(setting, PerDifficulty):
        return MappingProxyType(msgspec.structs.asdict(setting.value))
    if isinstance(setting, Bands):
        return tuple(setting.value)
    return setting.value


def load_rules(data_dir: str | Path | None = None) -> Rules:
    content = DataFiles(Path(data_dir) if data_dir is not None else DATA_DIR).decode(FILE, RulesFile)
    bands = [icons for icons, _ in content.recruit_bands.value]
    if not bands or bands != sorted(bands, reverse=True) or bands[-1] != 1:
        raise DataFiles.fail(FILE, "recruit_bands.value", "bands must run from most icons down to 1 icon")
    settings = {name: getattr(content, name) for name in RulesFile.__struct_fields__}
    values: dict[str, Any] = {name: _value(s) for name, s in settings.items()}
    return Rules(**values,
                 provenance=MappingProxyType({name: Provenance(s.provenance, s.source) for name, s in settings.items()}))


RULES = load_rules()

__all__ = ["RULES", "Rules", "load_rules", "DataError"]
