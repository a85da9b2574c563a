"""Game options declared as data, validated in one place."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import OptionError


@dataclass(frozen=True)
class OptionSpec:
    name: str
    kind: type  # int, bool, str
    default: Any
    help: str
    choices: tuple = ()
    minimum: int | None = None
    maximum: int | None = None

    def check(self, value: Any) -> Any:
        if self.kind is bool:
            if isinstance(value, str) and value.lower() in ("true", "false", "yes", "no", "1", "0"):
                value = value.lower() in ("true", "yes", "1")
            if not isinstance(value, bool):
                raise OptionError(f"option {self.name!r}: expected true or false, got {value!r}")
        elif self.kind is int:
            if isinstance(value, str) and value.strip().lstrip("-").isascii() and value.strip().lstrip("-").isdigit():
                value = int(value)
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionError(f"option {self.name!r}: expected a whole number, got {value!r}")
            if self.minimum is not None and value < self.minimum or self.maximum is not None and value > self.maximum:
                raise OptionError(f"option {self.name!r}: {value} is outside {self.minimum}..{self.maximum}")
        elif not isinstance(value, self.kind):
            raise OptionError(f"option {self.name!r}: expected {self.kind.__name__}, got {value!r}")
        if self.choices and value not in self.choices:
            raise OptionError(f"option {self.name!r}: {value!r} is not one of {', '.join(map(str, self.choices))}")
        return value


def resolve_options(specs: tuple[OptionSpec, ...], given: dict | None, game_id: str) -> dict:
    """Defaults filled in, every value checked, unknown names refused."""
    given = dict(given or {})
    known = {spec.name: spec for spec in specs}
    unknown = sorted(set(given) - set(known))
    if unknown:
        raise OptionError(f"unknown option {unknown[0]!r} for {game_id} (known: {', '.join(known)})")
    return {name: spec.check(given[name]) if name in given else spec.default for name, spec in known.items()}
