"""What scenario expectations compare, and the expectations about what one seat sees (docs/scenarios.md).

`seen_by` checks read the game through the reader's eyes: the seat's view (`Game.view`), the log lines written for
it (`Game.describe` and `Game.events` with that reader) and its options in players' words (`Game.option_text`).
`length` and `count` check lists at a path of the position (or, with a `view.` path, of the reader's view).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .game import normalize_notation

SPECTATOR = "spectator"


class Mismatch(Exception):
    """Raised while running: the scenario fails at this point, for this reason."""


@dataclass(frozen=True)
class Logged:
    """One action taken by a step, with the states around it: what the log lines for any reader are made of."""
    before: Any
    seat: int
    action: Any
    after: Any


# ---- comparing values ------------------------------------------------------------------------------------------
def lookup(value: Any, path: str, what: str = "the position") -> Any:
    """Follow a dotted path (`players.0.score`) through mappings and lists; Mismatch if it leads nowhere."""
    for part in path.split(".") if path else []:
        if isinstance(value, dict) and part in value:
            value = value[part]
        elif isinstance(value, list) and part.lstrip("-").isdigit() and -len(value) <= int(part) < len(value):
            value = value[int(part)]
        else:
            raise Mismatch(f"{path}: {what} has nothing at {part!r}")
    return value


def subset_difference(expected: Any, actual: Any, path: str) -> str | None:
    """Mappings match when every expected key matches; lists element by element; everything else by equality."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return f"{path}: expected a mapping, got {actual!r}"
        for key, value in expected.items():
            if str(key) not in actual:
                return f"{path}.{key}: missing (keys: {', '.join(map(str, actual))})"
            difference = subset_difference(value, actual[str(key)], f"{path}.{key}")
            if difference:
                return difference
        return None
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return f"{path}: expected {expected!r}, got {actual!r}"
        for index, (want, got) in enumerate(zip(expected, actual)):
            difference = subset_difference(want, got, f"{path}.{index}")
            if difference:
                return difference
        return None
    if expected != actual or isinstance(expected, bool) != isinstance(actual, bool):
        return f"{path}: expected {expected!r}, got {actual!r}"
    return None


def contains(text: str, part: str) -> bool:
    return normalize_notation(part) in normalize_notation(text)


def texts(value: Any) -> list[str]:
    return [str(v) for v in (value if isinstance(value, list) else [value])]


def plain(value: Any) -> Any:
    return json.loads(json.dumps(value))  # tuples become lists, as in a file


# ---- what a reader sees --------------------------------------------------------------------------------------------
def reader_of(value: Any) -> int | None:
    return None if value == SPECTATOR else value


def reader_name(reader: int | None) -> str:
    return "a spectator" if reader is None else f"seat {reader}"


def seat_view(match, reader: int | None) -> dict:
    return plain(match.game.view(match.state, reader))


def log_lines(match, logged: list[Logged], reader: int | None) -> list[str]:
    """The lines `reader` reads for the actions of the latest step that took any: each action, then what followed."""
    lines = []
    for entry in logged:
        lines.append(match.game.show.describe(entry.before, entry.seat, entry.action, reader))
        lines += match.game.show.events(entry.before, entry.after, reader)
    return lines


def option_texts(match, seat: int) -> list[str]:
    if seat not in match.to_move():
        return []
    return [match.game.show.option_text(match.state, seat, action, list(match.seats))
            for action in match.legal_actions(seat)]


def expect_view(match, expected: dict, reader: int | None) -> None:
    view = seat_view(match, reader)
    for path, value in expected.items():
        difference = subset_difference(value, lookup(view, str(path), f"the view of {reader_name(reader)}"),
                                       str(path))
        if difference:
            raise Mismatch(difference)


def expect_text(lines: list[str], wanted: Any, present: bool, what: str, show: bool = True) -> None:
    """Every fragment of `wanted` is (present) or is not (absent) in one of `lines`; `show`: quote the lines."""
    for fragment in texts(wanted):
        hits = [line for line in lines if contains(line, fragment)]
        if present and not hits:
            shown = " | ".join(lines[:8]) + (" | ..." if len(lines) > 8 else "")
            raise Mismatch(f"{what} has no {fragment!r}" + (f" (it reads: {shown or 'nothing'})" if show else ""))
        if not present and hits:
            raise Mismatch(f"{what} shows {fragment!r}" + (f": {hits[0]!r}" if show else ""))


# ---- lists ---------------------------------------------------------------------------------------------------------
def list_at(match, path: str, reader: int | None) -> list:
    """The list at `path` of the position, or of the reader's view for a path starting with `view.`."""
    if path == "view" or path.startswith("view."):
        document, what, path = seat_view(match, reader), f"the view of {reader_name(reader)}", path[5:]
    else:
        document, what = plain(match.game.to_position(match.state)), "the position"
    found = lookup(document, path, what)
    if not isinstance(found, (list, dict, str)):
        raise Mismatch(f"{path}: expected a list, got {found!r}")
    return list(found)


def expect_length(match, expected: dict, reader: int | None) -> None:
    for path, length in expected.items():
        found = list_at(match, str(path), reader)
        if len(found) != length:
            raise Mismatch(f"{path}: expected {length} items, got {len(found)}: {found!r}"[:300])


def expect_count(match, expected: dict, reader: int | None) -> None:
    for path, items in expected.items():
        found = list_at(match, str(path), reader)
        for item, number in items.items():
            got = sum(1 for element in found if element == item or str(element) == str(item))
            if got != number:
                raise Mismatch(f"{path}: expected {number} of {item!r}, got {got}")
