"""Result tables: one row per game, written as CSV or Parquet (by the file's suffix) and read back.

Columns: seed, players (the --players list), seat0..seatN (seat names), s{seat}_{category} (final scores by
category, `total` always present), winners ("0", or "0+2" for a shared win, "" for none), decisions, turns,
duration (seconds; the only column that differs between identical runs).
"""
from __future__ import annotations

import csv
import os
import re
from pathlib import Path

from .runner import RunError

FORMATS = (".csv", ".parquet")
_NUMERIC = re.compile(r"^(seed|decisions|turns|duration|s\d+_.+)$")


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


def _number(text: str):
    if text == "" or text is None:
        return None
    try:
        return int(text)
    except ValueError:
        return float(text)


def read_rows(path: str | os.PathLike) -> list[dict]:
    path = Path(path)
    if not path.is_file():
        raise RunError(f"cannot read results {str(path)!r}: no such file")
    try:
        if path.suffix.lower() == ".parquet":
            import pyarrow.parquet as pq
            rows = pq.read_table(path).to_pylist()
        else:
            with path.open(newline="", encoding="utf-8") as handle:
                rows = [{k: (_number(v) if _NUMERIC.match(k) else v) for k, v in row.items()}
                        for row in csv.DictReader(handle)]
    except (OSError, ValueError, ImportError) as exc:
        raise RunError(f"cannot read results {str(path)!r}: {exc}") from None
    for row in rows:
        row["winners"] = "" if row.get("winners") is None else str(row["winners"])
    if not rows or "seed" not in rows[0] or "winners" not in rows[0]:
        raise RunError(f"{str(path)!r} holds no dicelands simulation rows")
    return rows
