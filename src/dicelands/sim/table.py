"""The schema of a result table (what `simulate --out` writes), checked row by row when a table is read.

Columns (sim/results.py): game, options (JSON text; both absent from tables written before they were added), seed,
players, variant (only from `compare`), seat0..seatN, s{seat}_{category}, winners,
first (the seat that started, for games with a first player), decisions, turns, duration.
Required: seed, seat0, winners, decisions, turns, and s{seat}_total for every seat column. Every value is typed:
whole numbers that fit in 64 bits, finite scores and durations of at most 10^15 either way, winners that are distinct seats of the row. The
first problem is a RunError naming the file, the row (as a spreadsheet counts it: the header is row 1) and the
column.
"""
from __future__ import annotations

import math
import re
from typing import Any

from .runner import RunError

REQUIRED = ("seed", "seat0", "winners", "decisions", "turns")
_SEAT = re.compile(r"^seat(\d+)$")
_SCORE = re.compile(r"^s(\d+)_(.+)$")
_WHOLE = re.compile(r"^-?\d{1,19}$")
_DECIMAL = re.compile(r"^-?(\d{1,30}(\.\d{0,30})?|\.\d{1,30})([eE][-+]?\d{1,3})?$")
_WINNERS = re.compile(r"^\d{1,4}(\+\d{1,4})*$")
WHOLE_RANGE = (-(1 << 63), (1 << 64) - 1)
# scores and durations: far beyond any game's (a score of 1e308 is finite, but summing a column of them overflows
# the statistics: `report` ended in "OverflowError: intermediate overflow in fsum")
MAGNITUDE = 10**15


def check_columns(columns: list[str], name: str) -> None:
    """Known columns only, the required ones present, a total for every seat and a seat for every score."""
    for column in REQUIRED:
        if column not in columns:
            raise RunError(f"{name}: no {column!r} column: not a dicelands result table")
    seats = {int(m.group(1)) for m in map(_SEAT.match, columns) if m}
    for column in columns:
        score = _SCORE.match(column)
        if score and int(score.group(1)) not in seats:
            raise RunError(f"{name}: column {column!r} has no seat{score.group(1)} column")
        if not (score or _SEAT.match(column) or column in ("game", "options", "seed", "players", "variant", "winners", "first", "decisions",
                                                             "turns", "duration")):
            raise RunError(f"{name}: unknown column {column!r}")
    for seat in seats:
        if f"s{seat}_total" not in columns:
            raise RunError(f"{name}: no 's{seat}_total' column for seat{seat}")


def check_row(row: dict, number: int, name: str) -> dict:
    """A row with its values typed (CSV text parsed, Parquet values checked); RunError names row and column."""
    def fail(column: str, problem: str) -> RunError:
        return RunError(f"{name}: row {number}, column {column}: {problem}")

    if None in row:
        raise RunError(f"{name}: row {number}: more fields than the header has columns")
    typed: dict[str, Any] = {}
    for column, value in row.items():
        if value is None and column in REQUIRED:
            raise fail(column, "missing")
        if column == "first":
            typed[column] = None if value in (None, "") else _whole(value, True, lambda p, c=column: fail(c, p))
        elif column in ("seed", "decisions", "turns"):
            typed[column] = _whole(value, column != "seed", lambda p, c=column: fail(c, p))
        elif column == "duration" or _SCORE.match(column):
            typed[column] = _finite(value, lambda p, c=column: fail(c, p))
        else:  # seat names, players, winners: text
            if value is not None and not isinstance(value, str):
                raise fail(column, f"expected text, got {value!r}")
            typed[column] = value
    seats = {int(m.group(1)) for column, value in typed.items() if (m := _SEAT.match(column)) and value}
    for seat in seats:
        if typed.get(f"s{seat}_total") is None:
            raise fail(f"s{seat}_total", f"empty, but seat{seat} played")
    winners = typed["winners"] or ""
    if winners:
        if not _WINNERS.match(winners):
            raise fail("winners", f"expected seat numbers joined by '+' (\"0\", \"0+2\") or nothing, got {winners!r}")
        listed = [int(part) for part in winners.split("+")]
        if len(set(listed)) != len(listed):
            raise fail("winners", f"a seat listed twice in {winners!r}")
        strangers = [seat for seat in listed if seat not in seats]
        if strangers:
            raise fail("winners", f"seat {strangers[0]} is not a seat of this game (seats: "
                                  f"{', '.join(map(str, sorted(seats)))})")
    typed["winners"] = winners
    if typed.get("first") is not None and typed["first"] not in seats:
        raise fail("first", f"seat {typed['first']} is not a seat of this game")
    return typed


def _whole(value: Any, natural: bool, fail) -> int:
    if isinstance(value, str):
        if not _WHOLE.match(value.strip()):
            raise fail(f"expected a whole number, got {value[:40]!r}")
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise fail(f"expected a whole number, got {value!r}")
    if not WHOLE_RANGE[0] <= value <= WHOLE_RANGE[1] or natural and value < 0:
        raise fail(f"{value} is out of range")
    return value


def _finite(value: Any, fail) -> int | float | None:
    if value is None or value == "":
        return None
    if isinstance(value, str):
        text = value.strip()
        if not _WHOLE.match(text) and not _DECIMAL.match(text):
            raise fail(f"expected a number, got {value[:40]!r}")
        value = int(text) if _WHOLE.match(text) else float(text)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise fail(f"expected a number, got {value!r}")
    if isinstance(value, float) and not math.isfinite(value):
        raise fail(f"expected a finite number, got {value!r}")
    if not -MAGNITUDE <= value <= MAGNITUDE:
        raise fail(f"{value:g} is outside -1e15..1e15 (no game scores or lasts that much)")
    return value
