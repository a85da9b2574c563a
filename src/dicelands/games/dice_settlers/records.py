"""Reading data records so that every failure names file, record and field."""

from __future__ import annotations

from pathlib import Path
from types import MappingProxyType
from typing import Any, Callable, Mapping

import yaml

from .model import PROVENANCE_STATUSES, Provenance


class DataError(ValueError):
    """A data file is missing, malformed or inconsistent; the message names file, record and field."""


_MISSING = object()


class Record:
    """One raw record of a data file; every read names file, record and field on failure."""

    def __init__(self, file: str, kind: str, raw: object, key_field: str | None = None, index: int = 0):
        key = raw.get(key_field) if key_field and isinstance(raw, dict) else None
        if key_field is None:
            self.label = kind
        elif key is None:
            self.label = f"{kind} #{index + 1}"
        elif isinstance(key, str):
            self.label = f"{kind} {key!r}"
        else:
            self.label = f"{kind} ({key_field} {key!r})"
        self.file = file
        if not isinstance(raw, dict):
            raise DataError(f"{file}: {self.label}: expected a mapping of fields, got {raw!r}")
        self.raw: dict = raw
        self._fields_read: set[str] = set()

    def fail(self, field: str, problem: str) -> DataError:
        return DataError(f"{self.file}: {self.label}: field '{field}': {problem}")

    def get(self, field: str, default: object = _MISSING) -> Any:
        self._fields_read.add(field)
        if field in self.raw:
            return self.raw[field]
        if default is _MISSING:
            raise self.fail(field, "missing")
        return default

    def text(self, field: str) -> str:
        value = self.get(field)
        if not isinstance(value, str) or not value.strip():
            raise self.fail(field, f"expected a non-empty text, got {value!r}")
        return value

    def integer(self, field: str, minimum: int = 1, default: object = _MISSING) -> int:
        return check_integer(self, field, self.get(field, default), minimum)

    def optional_integer(self, field: str, minimum: int = 1) -> int | None:
        value = self.get(field, None)
        return None if value is None else check_integer(self, field, value, minimum)

    def flag(self, field: str, default: bool = False) -> bool:
        value = self.get(field, default)
        if not isinstance(value, bool):
            raise self.fail(field, f"expected true or false, got {value!r}")
        return value

    def choice(self, field: str, known: Mapping | tuple, noun: str, value: object = _MISSING) -> str:
        value = self.get(field) if value is _MISSING else value
        if value not in known:
            raise self.fail(field, f"unknown {noun} {value!r} (known: {', '.join(sorted(known))})")
        return value

    def items(self, field: str, default: object = _MISSING) -> list:
        value = self.get(field, default)
        if not isinstance(value, list):
            raise self.fail(field, f"expected a list, got {value!r}")
        return value

    def counts(self, field: str, known: Mapping | tuple, noun: str, value: object = _MISSING,
               default: object = _MISSING) -> Mapping[str, int]:
        """A mapping of known ids to whole numbers >= 1."""
        value = self.get(field, default) if value is _MISSING else value
        if not isinstance(value, dict):
            raise self.fail(field, f"expected a mapping of {noun} to counts, got {value!r}")
        for key, count in value.items():
            self.choice(field, known, noun, key)
            check_integer(self, f"{field}.{key}", count, 1)
        return MappingProxyType(dict(value))

    def provenance(self) -> Provenance:
        status = self.get("provenance")
        if status not in PROVENANCE_STATUSES:
            raise self.fail("provenance", f"expected one of {', '.join(PROVENANCE_STATUSES)}, got {status!r}")
        return Provenance(status, self.text("source"))

    def finish(self) -> None:
        """Reject fields nobody read: they are typos or unsupported data."""
        for field in self.raw:
            if field not in self._fields_read:
                raise self.fail(field, f"unknown field (known: {', '.join(sorted(self._fields_read))})")


def check_integer(record: Record, field: str, value: object, minimum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise record.fail(field, f"expected a whole number >= {minimum}, got {value!r}")
    return value


def read_file(data_dir: Path, file: str, sections: tuple[str, ...]) -> dict:
    path = data_dir / file
    try:
        content = yaml.safe_load(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DataError(f"{file}: file not found in {data_dir}") from None
    except yaml.YAMLError as error:
        raise DataError(f"{file}: invalid YAML: {error}") from None
    if not isinstance(content, dict):
        raise DataError(f"{file}: expected a mapping of sections ({', '.join(sections)})")
    for section in content:
        if section not in sections:
            raise DataError(f"{file}: unknown section '{section}' (known: {', '.join(sections)})")
    for section in sections:
        if section not in content:
            raise DataError(f"{file}: missing section '{section}'")
    return content


def read_records(file: str, content: dict, section: str, kind: str, key_field: str,
             build: Callable[[Record], Any]) -> dict:
    """Build every record of a list section, keyed by its key field; reject duplicates."""
    raws = content[section]
    if not isinstance(raws, list) or not raws:
        raise DataError(f"{file}: section '{section}': expected a non-empty list of {kind} records")
    built: dict = {}
    for index, raw in enumerate(raws):
        record = Record(file, kind, raw, key_field, index)
        item = build(record)
        record.finish()
        key = record.raw[key_field]
        if key in built:
            raise record.fail(key_field, f"duplicate {kind} {key!r}")
        built[key] = item
    return built
