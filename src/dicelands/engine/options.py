"""Game options declared as data, validated in one place."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import OptionError, quoted

MAX_DIGITS = 30  # a longer text is no option value (and Python refuses int() on 4,301 digits)


@dataclass(frozen=True)
class OptionSpec:
    name: str
    kind: type  # int, bool, str
    default: Any
    help: str
    choices: tuple = ()
    minimum: int | None = None
    maximum: int | None = None

    def check(self, value: Any, typed: bool = False) -> Any:
        """The value checked; text such as "5" or "yes" is read as a number or true/false unless `typed` (a file's
        JSON value, where text is never read as a number: docs/inputs.md)."""
        if self.kind is bool:
            if not typed and isinstance(value, str) and value.lower() in ("true", "false", "yes", "no", "1", "0"):
                value = value.lower() in ("true", "yes", "1")
            if not isinstance(value, bool):
                raise OptionError(f"option {self.name!r}: expected true or false, got {_kind(value, typed)}")
        elif self.kind is int:
            digits = value.strip().lstrip("-") if isinstance(value, str) else ""
            if not typed and digits.isascii() and digits.isdigit() and len(digits) <= MAX_DIGITS:
                value = int(value)
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionError(f"option {self.name!r}: expected a whole number, got {_kind(value, typed)}")
            if self.minimum is not None and value < self.minimum or self.maximum is not None and value > self.maximum:
                shown = value if abs(value) < 10**MAX_DIGITS else f"a number of over {MAX_DIGITS} digits"
                raise OptionError(f"option {self.name!r}: {shown} is outside {self.minimum}..{self.maximum}")
        elif not isinstance(value, self.kind):
            raise OptionError(f"option {self.name!r}: expected {self.kind.__name__}, got {quoted(value)}")
        if self.choices and value not in self.choices:
            raise OptionError(f"option {self.name!r}: {quoted(value)} is not one of "
                              f"{', '.join(map(str, self.choices))}")
        return value


def _kind(value: Any, typed: bool) -> str:
    if typed and isinstance(value, str):
        return f"the text {quoted(value)} (write it without quotes)"
    return quoted(value)


def resolve_options(specs: tuple[OptionSpec, ...], given: dict | None, game_id: str, typed: bool = False) -> dict:
    """Defaults filled in, every value checked, unknown names refused. `typed`: the values come from a file's JSON
    or YAML (a position), so text is not read as a number or true/false."""
    given = dict(given or {})
    known = {spec.name: spec for spec in specs}
    unknown = sorted(set(given) - set(known))
    if unknown:
        raise OptionError(f"unknown option {quoted(unknown[0])} for {game_id} (known: {', '.join(known)})")
    return {name: spec.check(given[name], typed) if name in given else spec.default for name, spec in known.items()}
