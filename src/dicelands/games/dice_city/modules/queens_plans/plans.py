"""The Queen's Plans cards (data/plans.yaml, decoded into `PlanRecord`s) and whether a city meets one. A plan counts the location cards visible
in the city (spec G26: a covered card no longer counts); printed starting locations are never "built" (seed)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .....engine.data import DataError, DataFiles
from .....engine.english import with_article
from .....engine.fixtures import ComponentTable, FixtureKind, FixtureTable, register as register_fixture
from .....engine.inputs import conform
from ...components import COLUMNS, DECK_CATEGORIES, Location, by_id
from ...state import City
from .records import PlanRecord, PlansFile

ANY = "any"


@dataclass(frozen=True)
class Plan:
    id: str
    name: str
    name_fr: str
    condition: tuple[str, ...]
    vp: int


SHAPES = {"count": 3, "row": 3, "each-type": 1, "pair": 3, "column": 2, "harvest-army": 1}  # kind -> words


def _plan(record: PlanRecord, file: str, path: str) -> Plan:
    words = tuple(record.condition.split())
    if words[0] not in SHAPES or len(words) != SHAPES[words[0]]:
        raise DataFiles.fail(file, f"{path}.condition", f"unknown condition {' '.join(words)!r}")
    for word in words[1:]:
        if not word.isdigit() and word not in DECK_CATEGORIES and word != ANY:
            raise DataFiles.fail(file, f"{path}.condition", f"unknown type {word!r}")
    return Plan(record.id, record.name, record.name_fr, words, record.vp)


def inline_plan(raw: Any, where: str) -> tuple[str, Plan]:
    """A scenario's own plan (engine/fixtures.py), checked as the data's are."""
    record = conform(raw, PlanRecord, where, DataError)
    return record.id, _plan(record, where, "plan")


FILES = DataFiles.of_package(__package__)
PLANS: FixtureTable = ComponentTable(by_id(FILES.decode("plans.yaml", PlansFile).plans, "plans.yaml", "plans",
                                             "plan", _plan))  # and a scenario's inline plans
register_fixture("dice-city", FixtureKind("plans", PLANS, inline_plan, "modules/queens_plans/data/plans.yaml"))


def _fits(card: Location, category: str) -> bool:
    return category == ANY or card.category == category


def meets(city: City, plan: Plan) -> bool:
    return shows(city.cards(), plan)


def shows(cards: list[tuple[int, Location]], plan: Plan) -> bool:
    """Whether the visible built cards, (space, card), meet the plan's condition."""
    kind, args = plan.condition[0], plan.condition[1:]
    if kind == "count":
        return sum(1 for _, c in cards if _fits(c, args[0])) >= int(args[1])
    if kind == "row":
        rows = [sum(1 for s, c in cards if s // COLUMNS == row and _fits(c, args[0])) for row in range(5)]
        return max(rows) >= int(args[1])
    if kind == "each-type":
        return set(DECK_CATEGORIES) <= {c.category for _, c in cards}
    if kind == "pair":
        by_space = dict(cards)
        return any(s % COLUMNS < COLUMNS - 1 and s + 1 in by_space and c.category == args[0]
                   and by_space[s + 1].category == args[1] for s, c in cards)
    if kind == "column":
        return max(sum(1 for s, _ in cards if s % COLUMNS == col) for col in range(COLUMNS)) >= int(args[0])
    harvest = sum(1 for _, c in cards if c.category == "harvest")
    return harvest >= 2 and any(c.category == "military" for _, c in cards)


def describe_plan(plan: Plan) -> str:
    return f"{plan.name} ({plan.vp} VP)"


def _kinds(category: str, count: int) -> str:
    noun = "location card" if category == ANY else f"{category.capitalize()} location"
    return f"{count} {noun}{'s' if count != 1 else ''}"


def condition_words(plan: Plan) -> str:
    """The plan's condition in a sentence, from its data ("row civic 2" -> "2 Civic locations in one row")."""
    kind, args = plan.condition[0], plan.condition[1:]
    if kind == "count":
        wanted = _kinds(args[0], int(args[1]))
    elif kind == "row":
        wanted = f"{_kinds(args[0], int(args[1]))} in one row"
    elif kind == "each-type":
        names = [c.capitalize() for c in DECK_CATEGORIES]
        wanted = "a location of each type: " + ", ".join(names[:-1]) + f" and {names[-1]}"
    elif kind == "pair":
        wanted = (f"{with_article(args[0].capitalize())} location directly left of "
                  f"{with_article(args[1].capitalize())} location in a row")
    elif kind == "column":
        wanted = f"{_kinds(ANY, int(args[0]))} in one column"
    else:
        wanted = "2 Harvest locations and a Military location"
    return (f"Claim it in your turn when your city shows {wanted}; it is worth {plan.vp} VP. Printed starting "
            "locations never count, nor a card covered by another.")
