"""Component fixtures: components a scenario defines inline, so a rule is tested on the card the rule is about and
not on our placeholder data (docs/scenarios.md, "Inline components").

A game keeps each kind of component that scenarios may define (Dice Settlers technologies, Dice City locations...) in
a `ComponentTable`: the records of its data files, plus the fixtures active in the current context. Fixtures are
active only inside `fixtures_in_play(...)` and only in that context (thread, asyncio task): a game played beside a
scenario, in the same process, never sees them, and once the block ends nothing is left of them.

A fixture has a key of its own, never one of the data's: the rules keep tables derived from the data (costs in
units, action-space labels), which a replaced record would leave stale. It is read by the data file's own record
builder, so it is held to the same schema, and a bad one is a DataError naming the field.

    KINDS: register(game_id, FixtureKind("technologies", TECHS, build))   # where the table is defined
    built = build_fixtures(game, {"technologies": [{...}]}, "scenario 'x'")  # DataError names the problem
    with fixtures_in_play(game, built): ...                                 # the tables show them here only
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, MutableMapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

from .data import DataError, DataFiles, Record

# What the rules hold a ComponentTable as: a mapping, not a dict, so that compiled code (mypyc) goes through the
# table's own methods; typed as a dict, its `in` and `get` become the C dict's and skip the active fixtures.
FixtureTable = MutableMapping[Any, Any]

_ACTIVE: ContextVar[dict[int, dict] | None] = ContextVar("component_fixtures", default=None)


class ComponentTable(dict):
    """A mapping key -> component: the data's records, then the fixtures active in this context (if any).

    A dict of the data's records, so that reading a record costs what a dict lookup costs (the rules read
    technologies and cards in their inner loops); fixtures have keys of their own, so a lookup only reaches them
    through `__missing__`. Iterating, `len`, `keys`, `values` and `items` include the active fixtures."""

    __slots__ = ()

    def _fixtures(self) -> dict:
        active = _ACTIVE.get()
        return active.get(id(self), {}) if active is not None else {}

    def __missing__(self, key):
        found = self._fixtures()
        if key in found:
            return found[key]
        raise KeyError(key)

    def __contains__(self, key) -> bool:
        return dict.__contains__(self, key) or key in self._fixtures()

    def get(self, key, default=None):
        return dict.get(self, key) if dict.__contains__(self, key) else self._fixtures().get(key, default)

    def __len__(self) -> int:
        return dict.__len__(self) + len(self._fixtures())

    def keys(self):
        found = self._fixtures()
        return [*dict.keys(self), *found] if found else dict.keys(self)

    def values(self):
        found = self._fixtures()
        return [*dict.values(self), *found.values()] if found else dict.values(self)

    def items(self):
        found = self._fixtures()
        return [*dict.items(self), *found.items()] if found else dict.items(self)

    def __iter__(self) -> Iterator:
        found = self._fixtures()
        return iter([*dict.keys(self), *found]) if found else dict.__iter__(self)

    def in_data(self, key) -> bool:
        return dict.__contains__(self, key)

    __hash__ = object.__hash__  # type: ignore[assignment]  # held by identity in the active fixtures (a dict is not)
    __eq__ = object.__eq__


def in_data(table: FixtureTable, key: Any) -> bool:
    """Whether `key` is one of the data's own records in `table` (a ComponentTable), not an active fixture."""
    return isinstance(table, ComponentTable) and table.in_data(key)


@dataclass(frozen=True)
class FixtureKind:
    name: str  # as a scenario names it: "technologies"
    table: FixtureTable  # a ComponentTable
    build: Callable[[Any, str], tuple[Any, Any]]  # (record, file label) -> (key, component); DataError if bad
    schema: str = ""  # where the record's fields are documented (the data file)


def from_records(section: str, kind: str, key_field: str, build: Callable[[Record], Any],
                 key: Callable[[Any], Any] | None = None, plain_keys: bool = False) -> Callable[[Any, str], tuple]:
    """A FixtureKind's `build` from a data file's record builder: the record is read as one record of `section` (so
    the same schema holds: unknown or missing fields are errors); `key` gives the table's key when it is not the
    record's `key_field` (Envoy number 122 -> "envoy-122")."""
    def build_one(raw: Any, where: str) -> tuple:
        built = DataFiles(".").records(where, {section: [raw]}, section, kind, key_field, build, plain_keys)
        ((found, component),) = built.items()
        return (key(component) if key else found), component
    return build_one


_KINDS: dict[str, dict[str, FixtureKind]] = {}


def register(game_id: str, kind: FixtureKind) -> None:
    _KINDS.setdefault(game_id, {})[kind.name] = kind


def fixture_kinds(game) -> dict[str, FixtureKind]:
    """The component kinds a game's scenarios may define inline, its modules' included."""
    if game.catalog is not None:
        game.catalog.modules  # noqa: B018  (imports every module: a module registers the tables it owns)
    return dict(_KINDS.get(game.id, {}))


def build_fixtures(game, raw: Any, where: str) -> dict[str, dict]:
    """{kind: [record, ...]} -> {kind: {key: component}}, each record read by its data file's builder."""
    kinds = fixture_kinds(game)
    if not isinstance(raw, dict):
        raise DataError(f"{where}: expected a mapping of component kind -> list of records")
    built: dict[str, dict] = {}
    for name, records in raw.items():
        kind = kinds.get(name)
        if kind is None:
            known = ", ".join(sorted(kinds)) or "none"
            raise DataError(f"{where}: {game.id} has no inline component kind {name!r} (kinds: {known})")
        if not isinstance(records, list) or not records:
            raise DataError(f"{where}.{name}: expected a list of records")
        found = built.setdefault(name, {})
        for index, record in enumerate(records):
            key, component = kind.build(record, f"{where}.{name}[{index}]")
            if in_data(kind.table, key):
                raise DataError(f"{where}.{name}[{index}]: {key!r} is a component of the data files; a fixture "
                                "needs a key of its own")
            if key in found:
                raise DataError(f"{where}.{name}[{index}]: {key!r} is defined twice")
            found[key] = component
    return built


@contextmanager
def data_only():
    """No fixtures in this block (what is cached for every game, such as the fixed action space, is built here)."""
    token = _ACTIVE.set(None)
    try:
        yield
    finally:
        _ACTIVE.reset(token)


@contextmanager
def fixtures_in_play(game, built: Mapping[str, Mapping]):
    """The fixtures `built` (from build_fixtures) in their tables, in this context only, until the block ends."""
    if not built:
        yield
        return
    kinds = fixture_kinds(game)
    token = _ACTIVE.set({id(kinds[name].table): dict(components) for name, components in built.items()})
    try:
        yield
    finally:
        _ACTIVE.reset(token)
