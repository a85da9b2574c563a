"""Research (spec §5.5): spend at least a technology's Research cost (Improved Research: 1 less, at least 1) and pay
its resource tokens, token by token (Gold substitutes for any other resource, seed F&S); one technology per action.
Steps: `ChooseTechnology(icons)` -> `PayTokens(tech, units)`."""
from __future__ import annotations

from dataclasses import dataclass

from ....engine.flow import Step
from ..board import modifier
from ..state import Player, State
from ..steps import STEPS, act
from ..tables import RESOURCES, TECHS


def cost_units(cost) -> tuple:
    """A resource cost as units, specific resources first: {food: 1, any: 2} -> (food, any, any)."""
    units = [r for r, k in cost.items() if r != "any" for _ in range(k)]
    return tuple(units) + ("any",) * cost.get("any", 0)


def affordable(res: dict[str, int], units: tuple[str, ...]) -> bool:
    """Gold substitutes for any other resource when paying for research (seed F&S)."""
    have = dict(res)
    gold_needed = 0
    anys = 0
    for unit in units:
        if unit == "any":
            anys += 1
        elif have.get(unit, 0) > 0:
            have[unit] -= 1
        elif unit == "gold":
            return False
        else:
            gold_needed += 1
    if have.get("gold", 0) < gold_needed:
        return False
    have["gold"] = have.get("gold", 0) - gold_needed
    return sum(have.values()) >= anys


class CostUnits(dict):
    """Each technology's resource cost in units, worked out once from the data; a scenario's inline technology
    (engine/fixtures.py) is worked out when asked, and never kept."""

    def __missing__(self, tech: str) -> tuple:
        return cost_units(TECHS[tech].resource_cost)


UNITS = CostUnits({t: cost_units(card.resource_cost) for t, card in TECHS.items()})


def research_cost(p: Player, tech: str, reduction: int | None = None) -> int:
    if reduction is None:
        reduction = modifier(p, "research", "research_cost_reduction")
    return max(1, TECHS[tech].research_cost - reduction)


def candidates(state: State, seat: int, icons: int, reduction: int | None = None) -> list[str]:
    p = state.players[seat]
    if reduction is None:
        reduction = modifier(p, "research", "research_cost_reduction")
    return [t for t in state.tableau if t not in p.techs and research_cost(p, t, reduction) <= icons
            and affordable(p.res, UNITS[t])]


def need(state: State, seat: int, paid=()) -> int | None:
    p = state.players[seat]
    reduction = modifier(p, "research", "research_cost_reduction")
    costs = [research_cost(p, t, reduction) for t in candidates(state, seat, 99, reduction)]
    return min(costs) if costs else None


def resolve(state: State, seat: int, paid: tuple) -> None:
    state.flow = state.flow.push(seat, ChooseTechnology(len(paid)))


def own(state: State, seat: int, tech: str) -> None:
    p = state.players[seat]
    p.techs = p.techs + (tech,)


def token_choices(res: dict, units: tuple) -> list[str]:
    """Resources whose token can pay the first unit while the rest stays payable."""
    unit = units[0]
    choices = [r for r in RESOURCES if res.get(r, 0) > 0] if unit == "any" else [
        r for r in dict.fromkeys((unit, "gold")) if res.get(r, 0) > 0]
    out = []
    for r in choices:
        rest = dict(res)
        rest[r] -= 1
        if affordable(rest, units[1:]):
            out.append(r)
    return out


@dataclass(frozen=True)
class ChooseTechnology(Step):
    icons: int

    def prompt(self, game, state: State, seat: int):
        return f"research a technology (with {self.icons} Research icons)"

    def options(self, game, state: State, seat: int):
        return [act("research", f"research {t}", tech=t) for t in candidates(state, seat, self.icons)]

    def apply(self, game, state: State, seat: int, action):
        tech = action["tech"]
        units = UNITS[tech]
        if units:
            state.flow = state.flow.replace(seat, PayTokens(tech, units))
        else:
            own(state, seat, tech)
            state.flow = state.flow.pop(seat)


@dataclass(frozen=True)
class PayTokens(Step):
    """The technology's resource cost still to pay, unit by unit ("any" last)."""

    tech: str
    units: tuple

    def prompt(self, game, state: State, seat: int):
        return "pay the technology's resource cost, token by token"

    def options(self, game, state: State, seat: int):
        return [act("token", f"token {r}", resource=r) for r in token_choices(state.players[seat].res,
                                                                                        self.units)]

    def apply(self, game, state: State, seat: int, action):
        state.players[seat].res[action["resource"]] -= 1
        if len(self.units) > 1:
            state.flow = state.flow.replace(seat, PayTokens(self.tech, self.units[1:]))
        else:
            own(state, seat, self.tech)
            state.flow = state.flow.pop(seat)

STEPS.register(ChooseTechnology, PayTokens)
