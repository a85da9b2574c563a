"""Component data: a game's YAML files, validated on load, with the provenance of every record.

A game keeps what is printed on its components (cards, sheets, tiles, dice, setup tables) in `data/*.yaml` inside
its package, never in code: whoever owns the physical game can correct a file and nothing else changes. Every record
says where it comes from: `provenance: confirmed` (a source states it) or `project-default` (the project's choice
where the rules are silent), and `source:` (the spec section or passage).

    files = DataFiles.of_package(__package__)                     # the package's data/ folder
    content = files.read("objectives.yaml", sections=("cards",))  # DataError: file missing, bad YAML, sections
    cards = files.records("objectives.yaml", content, "cards", "card", "id", build_card)
    files.summary()                                               # what `dicelands info GAME` prints

The typed way (issue 43), for a file whose shape a msgspec type says: the record types subclass `Sourced`, and

    content = files.decode("objectives.yaml", ObjectivesFile)     # DataError: `objectives.yaml: cards.3.high: ...`

decodes the whole file strictly (unknown keys refused, no text read as a number) and notes the provenance of every
`Sourced` record in it under `file: section`; what a type cannot say (a duplicate id, a reference to nothing) the
game still checks by hand, failing with `files.fail(file, path, problem)`.

`build_card(record)` reads fields through `Record` (`record.text("name")`, `record.integer("high")`,
`record.provenance()`) and may call `record.fail(field, problem)`; the game's schema lives in its builders. Any
problem is a DataError naming file, record, field and reason: `objectives.yaml: card A03: field 'high': missing`.
"""
from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from importlib.resources import files as package_files
from importlib.resources.abc import Traversable
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal, TypeVar

import msgspec

from .errors import DicelandsError
from .inputs import conform, parse_yaml
from .schemas import Strict

T = TypeVar("T")

CONFIRMED = "confirmed"
PROJECT_DEFAULT = "project-default"
PROVENANCE_STATUSES = (CONFIRMED, PROJECT_DEFAULT)
MIXED = "mixed"

REQUIRED = object()  # a `default` that makes a field required


class DataError(DicelandsError, ValueError):
    """A data file that is missing, malformed or inconsistent; the message names file, record, field and reason."""


@dataclass(frozen=True)
class Provenance:
    status: str  # CONFIRMED or PROJECT_DEFAULT
    source: str  # the spec section or source passage the record rests on


@dataclass(frozen=True)
class Entry:
    """One record's provenance, as `DataFiles.summary` groups it."""
    part: str  # e.g. "objectives.yaml: cards"
    name: str  # the record, e.g. "card A01"
    provenance: Provenance


def package_data(package: str) -> Traversable:
    """The `data/` folder of a game package, as installed (a plain directory for a normal install)."""
    return package_files(package) / "data"


class Sourced(Strict, kw_only=True):
    """A component record: what it is, plus where it comes from. Subclasses add their fields; `provenance` and
    `source` come last in the file's order but may be written anywhere."""

    provenance: Literal["confirmed", "project-default"]
    source: str = ""


class DataFiles:
    """The data files of one game, read from a folder, and the provenance of every record built from them."""

    def __init__(self, directory: Traversable | str | Path, package: str | None = None):
        self.directory = Path(directory) if isinstance(directory, str) else directory
        self.entries: list[Entry] = []
        if package is not None:
            _LOADED[package] = self

    @classmethod
    def of_package(cls, package: str) -> DataFiles:
        """The files shipped in `package`'s data/ folder; `provenance_summary(package)` then reports them."""
        return cls(package_data(package), package)

    def read(self, file: str, sections: tuple[str, ...]) -> dict:
        """A file's top-level mapping, which must have exactly these sections."""
        try:
            text = (self.directory / file).read_text(encoding="utf-8")
        except (FileNotFoundError, IsADirectoryError):
            raise DataError(f"{file}: file not found in {self.directory}") from None
        except OSError as error:
            raise DataError(f"{file}: cannot be read: {error}") from None
        content = parse_yaml(text, file, DataError)  # the input policy: C loader, duplicate keys refused
        if not isinstance(content, dict):
            raise DataError(f"{file}: expected a mapping of sections ({', '.join(sections)})")
        for section in content:
            if section not in sections:
                raise DataError(f"{file}: unknown section '{section}' (known: {', '.join(sections)})")
        for section in sections:
            if section not in content:
                raise DataError(f"{file}: missing section '{section}'")
        return content

    def decode(self, file: str, schema: type[T]) -> T:
        """The whole file as `schema` (a `Strict` struct of sections), every `Sourced` record in it noted."""
        try:
            text = (self.directory / file).read_text(encoding="utf-8")
        except (FileNotFoundError, IsADirectoryError):
            raise DataError(f"{file}: file not found in {self.directory}") from None
        except OSError as error:
            raise DataError(f"{file}: cannot be read: {error}") from None
        value = conform(parse_yaml(text, file, DataError), schema, file, DataError)
        self._note_sources(file, value, "", "")
        return value

    def _note_sources(self, file: str, value: Any, section: str, path: str) -> None:
        if isinstance(value, Sourced):
            name = getattr(value, "id", None) or getattr(value, "name", None) or path
            self.entries.append(Entry(f"{file}: {section}" if section else file, str(name),
                                      Provenance(value.provenance, value.source)))
        if isinstance(value, msgspec.Struct):
            for key in value.__struct_fields__:
                self._note_sources(file, getattr(value, key), section or key, f"{path}.{key}".lstrip("."))
        elif isinstance(value, (list, tuple)):
            for index, item in enumerate(value):
                self._note_sources(file, item, section, f"{path}.{index}")
        elif isinstance(value, dict):
            for key, item in value.items():
                self._note_sources(file, item, section, f"{path}.{key}")

    @staticmethod
    def fail(file: str, path: str, problem: str) -> DataError:
        """A rule a type cannot say, broken: `file: path: problem` (raise it)."""
        return DataError(f"{file}: {path}: {problem}")

    def record(self, file: str, label: str, raw: object, part: str | None = None) -> Record:
        """One record of `file`, named `label` in errors; its provenance is summarised under `part` (default: the
        label, for a record that is a part of its own such as a scoring table)."""
        return Record(file, label, raw, self.entries, part)

    def records(self, file: str, content: dict, section: str, kind: str, key_field: str,
                build: Callable[[Record], Any], plain_keys: bool = False) -> dict:
        """Build every record of a list section, keyed by its key field; reject duplicates and unread fields.

        Records are named `kind 'key'` in errors (`tile 'tile-08'`), or `kind key` with `plain_keys` (`card A01`).
        """
        raws = content[section]
        if not isinstance(raws, list) or not raws:
            raise DataError(f"{file}: section '{section}': expected a non-empty list of {kind} records")
        built: dict = {}
        for index, raw in enumerate(raws):
            record = self.record(file, _label(kind, raw, key_field, index, plain_keys), raw, f"{file}: {section}")
            key = record.get(key_field)
            item = build(record)
            record.finish()
            if key in built:
                raise record.fail(key_field, f"duplicate {kind} {key!r}")
            built[key] = item
        return built

    def summary(self) -> list[tuple[str, str, str]]:
        """(part, status, note) for each part, in the order the records were read."""
        parts: dict[str, list[tuple[str, Provenance]]] = {}
        for entry in self.entries:
            parts.setdefault(entry.part, []).append((entry.name, entry.provenance))
        return [summarise(part, named) for part, named in parts.items()]


_LOADED: dict[str, DataFiles] = {}


def provenance_summary(package: str) -> list[tuple[str, str, str]]:
    """The summary of the data a game package loaded with `DataFiles.of_package` ([] if it loaded none), then that of
    each of its modules (sub-packages under `package.modules`), their parts named after the module."""
    loaded = _LOADED.get(package)
    return (loaded.summary() if loaded else []) + module_summaries(package)


def module_summaries(package: str) -> list[tuple[str, str, str]]:
    """The summary rows of the data files loaded for `package`'s modules, each part named after its module."""
    prefix = f"{package}.modules."
    rows = []
    for name in sorted(p for p in _LOADED if p.startswith(prefix)):
        module = name[len(prefix):].split(".")[0].replace("_", "-")
        rows += [(f"{module}: {part}", status, note) for part, status, note in _LOADED[name].summary()]
    return rows


SOURCES_SHOWN = 3  # a summary row names at most this many sources; the data file holds every record's own


def summarise(part: str, named: list[tuple[str, Provenance]]) -> tuple[str, str, str]:
    """One summary row: how many records are confirmed and how many are project defaults, with their sources; when
    the part is mixed, the status `mixed` and the project defaults by name."""
    confirmed = [p.source for _, p in named if p.status == CONFIRMED]
    defaults = [(name, p.source) for name, p in named if p.status == PROJECT_DEFAULT]
    if not defaults:
        return part, CONFIRMED, f"{len(confirmed)} confirmed ({_sources(confirmed)})"
    if not confirmed:
        return part, PROJECT_DEFAULT, f"{len(defaults)} project-default ({_sources([s for _, s in defaults])})"
    return part, MIXED, (f"{len(confirmed)} confirmed ({_sources(confirmed)}); {len(defaults)} project-default: "
                         f"{', '.join(name for name, _ in defaults)}")


def _sources(sources: list[str]) -> str:
    """The distinct sources in order, at most SOURCES_SHOWN of them, then how many more there are."""
    distinct = list(dict.fromkeys(sources))
    shown = "; ".join(distinct[:SOURCES_SHOWN])
    more = len(distinct) - SOURCES_SHOWN
    return f"{shown}; and {more} more source{'s' if more > 1 else ''}" if more > 0 else shown


def _label(kind: str, raw: object, key_field: str, index: int, plain_keys: bool) -> str:
    key = raw.get(key_field) if isinstance(raw, dict) else None
    if key is None:
        return f"{kind} #{index + 1}"
    if plain_keys:
        return f"{kind} {key}"
    return f"{kind} {key!r}" if isinstance(key, str) else f"{kind} ({key_field} {key!r})"


class Record:
    """One raw record of a data file; every read names file, record and field on failure."""

    def __init__(self, file: str, label: str, raw: object, log: list[Entry] | None = None, part: str | None = None):
        self.file, self.label = file, label
        if not isinstance(raw, dict):
            raise DataError(f"{file}: {label}: expected a mapping of fields, got {raw!r}")
        self.raw: dict = raw
        self._log, self._part = log, part or f"{file}: {label}"
        self._fields_read: set[str] = set()

    def fail(self, field: str | None, problem: str) -> DataError:
        """The error to raise about one field (or, with None, about the record as a whole)."""
        where = f"{self.file}: {self.label}" if field is None else f"{self.file}: {self.label}: field '{field}'"
        return DataError(f"{where}: {problem}")

    def get(self, field: str, default: object = REQUIRED) -> Any:
        self._fields_read.add(field)
        if field in self.raw:
            return self.raw[field]
        if default is REQUIRED:
            raise self.fail(field, "missing")
        return default

    def text(self, field: str) -> str:
        value = self.get(field)
        if not isinstance(value, str) or not value.strip():
            raise self.fail(field, f"expected a non-empty text, got {value!r}")
        return value

    def integer(self, field: str, minimum: int = 1, default: object = REQUIRED) -> int:
        return check_integer(self, field, self.get(field, default), minimum)

    def optional_integer(self, field: str, minimum: int = 1) -> int | None:
        value = self.get(field, None)
        return None if value is None else check_integer(self, field, value, minimum)

    def flag(self, field: str, default: object = False) -> bool:
        value = self.get(field, default)
        if not isinstance(value, bool):
            raise self.fail(field, f"expected true or false, got {value!r}")
        return value

    def choice(self, field: str, known: Collection[str], noun: str, value: object = REQUIRED) -> str:
        value = self.get(field) if value is REQUIRED else value
        if not isinstance(value, str) or value not in known:
            raise self.fail(field, f"unknown {noun} {value!r} (known: {', '.join(sorted(map(str, known)))})")
        return value

    def items(self, field: str, default: object = REQUIRED) -> list:
        value = self.get(field, default)
        if not isinstance(value, list):
            raise self.fail(field, f"expected a list, got {value!r}")
        return value

    def mapping(self, field: str) -> dict:
        value = self.get(field)
        if not isinstance(value, dict):
            raise self.fail(field, f"expected a mapping, got {value!r}")
        return value

    def counts(self, field: str, known: Mapping | tuple, noun: str, value: object = REQUIRED,
               default: object = REQUIRED) -> Mapping[str, int]:
        """A mapping of known ids to whole numbers >= 1."""
        value = self.get(field, default) if value is REQUIRED else value
        if not isinstance(value, dict):
            raise self.fail(field, f"expected a mapping of {noun} to counts, got {value!r}")
        for key, count in value.items():
            self.choice(field, known, noun, key)
            check_integer(self, f"{field}.{key}", count, 1)
        return MappingProxyType(dict(value))

    def provenance(self) -> Provenance:
        """The record's `provenance` and `source`, also noted for the summary."""
        status = self.get("provenance")
        if status not in PROVENANCE_STATUSES:
            raise self.fail("provenance", f"expected one of {', '.join(PROVENANCE_STATUSES)}, got {status!r}")
        provenance = Provenance(status, self.text("source"))
        if self._log is not None:
            self._log.append(Entry(self._part, self.label, provenance))
        return provenance

    def finish(self) -> None:
        """Reject fields nobody read: they are typos or unsupported data."""
        for field in self.raw:
            if field not in self._fields_read:
                raise self.fail(field, f"unknown field (known: {', '.join(sorted(self._fields_read))})")


def check_integer(record: Record, field: str, value: object, minimum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise record.fail(field, f"expected a whole number >= {minimum}, got {value!r}")
    return value
