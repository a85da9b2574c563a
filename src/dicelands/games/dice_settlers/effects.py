"""Technology effect kinds: the closed vocabulary that technology data may use.

EFFECT_KINDS maps each effect kind to its parameter schema (parameter name -> parameter type).
Adding a kind (for example one a Western Sea technology needs) is one new entry in EFFECT_KINDS;
the rules phase then gives it meaning. PARAMETER_TYPES checks each parameter value.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Collection

# Special values some parameters accept besides plain icons.
MATCHING_ACTION = "matching_action"  # the icon of the action being taken (General Education)
ANY_NON_GOLD = "any_non_gold"  # any icon except Gold (Scientific Survey)

# How an action_modifier changes its action.
ACTION_MODIFIERS = (
    "extra_tiles_drawn",  # Explore draws `amount` more tiles
    "research_cost_reduction",  # a technology costs `amount` fewer Research icons (minimum 1)
    "extra_vp_per_trade",  # each trade gains `amount` more VP
)

# What an end-game VP effect counts.
VP_BASES = ("own_tent_pair_on_one_tile",)  # Married Bliss: pairs of your own tents on one tile

EFFECT_KINDS: dict[str, dict[str, str]] = {
    "extra_icon": {"icon": "granted_icon", "count": "positive_int", "uses_per_round": "positive_int"},
    "conversion": {"from_icon": "icon", "to_icon": "conversion_target", "uses_per_round": "positive_int"},
    "action_modifier": {"action": "action", "modifier": "action_modifier", "amount": "positive_int"},
    "raid_absorption": {"icons": "positive_int"},
    "tracker_bonus": {"amount": "positive_int"},
    "end_game_vp": {"per": "vp_basis", "vp": "positive_int"},
}


@dataclass(frozen=True)
class Vocabulary:
    """The ids a parameter may refer to, taken from the loaded data."""

    icons: Collection[str]
    actions: Collection[str]


ParameterCheck = Callable[[object, Vocabulary], "str | None"]


def _positive_int(value: object, vocabulary: Vocabulary) -> str | None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        return f"expected a whole number >= 1, got {value!r}"
    return None


def _one_of(noun: str, options: Callable[[Vocabulary], Collection[str]]) -> ParameterCheck:
    def check(value: object, vocabulary: Vocabulary) -> str | None:
        known = options(vocabulary)
        if value not in known:
            return f"unknown {noun} {value!r} (known: {', '.join(sorted(known))})"
        return None

    return check


PARAMETER_TYPES: dict[str, ParameterCheck] = {
    "positive_int": _positive_int,
    "icon": _one_of("icon", lambda v: v.icons),
    "granted_icon": _one_of("icon", lambda v: [*v.icons, MATCHING_ACTION]),
    "conversion_target": _one_of("icon", lambda v: [*v.icons, ANY_NON_GOLD]),
    "action": _one_of("action", lambda v: v.actions),
    "action_modifier": _one_of("action modifier", lambda v: ACTION_MODIFIERS),
    "vp_basis": _one_of("VP basis", lambda v: VP_BASES),
}


def check_parameter(type_name: str, value: object, vocabulary: Vocabulary) -> str | None:
    """Return what is wrong with `value` as a `type_name` parameter, or None if it fits."""
    return PARAMETER_TYPES[type_name](value, vocabulary)
