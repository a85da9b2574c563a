"""Result tables: one row per game, written as CSV or Parquet (by the file's suffix) and read back.

Columns: game (its id), options (the game options given, as a JSON object; tables written before these two
columns were added read as before, without them), seed, players (the --players list), seat0..seatN (seat names),
s{seat}_{category} (final scores by category, `total` always present), winners ("0", or "0+2" for a shared win, ""
for none), decisions, turns, duration (seconds; the only column that differs between identical runs). Column names
and `winners` count seats from 0 as the engine's records do; every command prints them counted from 1.
"""
from __future__ import annotations

import csv
import io
import os
from pathlib import Path

from ..engine.inputs import decode_utf8, read_bytes
from .runner import RunError
from .table import check_columns, check_row

FORMATS = (".csv", ".parquet")


def columns(rows: list[dict]) -> list[str]:
    seen: dict[str, None] = {}
    for row in rows:
        seen.update(dict.fromkeys(row))
    return list(seen)


def check_output(path: str | os.PathLike) -> Path:
    """A one-line error now, before any game runs, if results could not be written there."""
    path = Path(path)
    if path.suffix.lower() not in FORMATS:
        raise RunError(f"output {str(path)!r}: use a .csv or .parquet file name")
    if path.suffix.lower() == ".parquet":
        try:
            import pyarrow  # noqa: F401
        except ImportError:
            raise RunError("Parquet output needs pyarrow: pip install 'dicelands[sim]' (or write .csv)") from None
    parent = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise RunError(f"output {str(path)!r} is a directory")
    if not parent.is_dir():
        raise RunError(f"output {str(path)!r}: directory {str(parent)!r} does not exist")
    if not os.access(parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise RunError(f"output {str(path)!r} is not writable")
    return path


def write_rows(rows: list[dict], path: str | os.PathLike) -> Path:
    path = check_output(path)
    names = columns(rows)
    if path.suffix.lower() == ".parquet":
        import pyarrow as pa
        import pyarrow.parquet as pq
        table = pa.Table.from_pydict({name: [row.get(name) for row in rows] for name in names})
        pq.write_table(table, path)
    else:
        with path.open("w", newline="", encoding="utf-8") as handle:
            writer = csv.DictWriter(handle, fieldnames=names)
            writer.writeheader()
            writer.writerows(rows)
    return path


def read_rows(path: str | os.PathLike) -> list[dict]:
    """A result table through the input policy (engine/inputs.py) and its schema (sim/table.py), typed row by row."""
    name = str(path)
    data = read_bytes(path, "results", RunError)
    if Path(path).suffix.lower() == ".parquet":
        columns, raw = _parquet_rows(data, name)
    else:
        columns, raw = _csv_rows(decode_utf8(data, name, RunError), name)
    if not columns:
        raise RunError(f"{name!r} holds no dicelands simulation rows")
    check_columns(columns, name)
    rows = [check_row(row, number, name) for number, row in enumerate(raw, 2)]
    if not rows:
        raise RunError(f"{name!r} holds no dicelands simulation rows")
    return rows


def _csv_rows(text: str, name: str) -> tuple[list[str], list[dict]]:
    reader = csv.DictReader(io.StringIO(text, newline=""))
    try:
        rows = list(reader)
        columns = list(reader.fieldnames or [])
    except csv.Error as exc:
        raise RunError(f"{name}: row {reader.line_num + 1}: malformed CSV: {exc}") from None
    if len(set(columns)) != len(columns):
        raise RunError(f"{name}: a column named twice in the header")
    return columns, rows


def _parquet_rows(data: bytes, name: str) -> tuple[list[str], list[dict]]:
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise RunError("reading Parquet needs pyarrow: pip install 'dicelands[sim]' (or use .csv)") from None
    try:
        table = pq.read_table(pa.BufferReader(data))
        return list(table.column_names), table.to_pylist()
    except (pa.ArrowException, OSError, ValueError, TypeError) as exc:
        raise RunError(f"cannot read results {name!r}: not a readable Parquet table: {exc}") from None
