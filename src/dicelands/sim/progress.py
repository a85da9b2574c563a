"""A progress bar with games/s and ETA, on stderr, only when stderr is a terminal."""
from __future__ import annotations

import contextlib
import sys

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, ProgressColumn, TextColumn, TimeRemainingColumn
from rich.text import Text


class RateColumn(ProgressColumn):
    def render(self, task) -> Text:
        speed = task.finished_speed or task.speed
        return Text(f"{speed:.1f} games/s" if speed else "- games/s")


@contextlib.contextmanager
def progress_bar(total: int, label: str = "games", enabled: bool | None = None):
    """Yields a callable to call once per finished game."""
    if enabled is None:
        enabled = sys.stderr.isatty()
    if not enabled:
        yield lambda *_: None
        return
    columns = (TextColumn(label), BarColumn(), MofNCompleteColumn(), RateColumn(), TextColumn("ETA"),
               TimeRemainingColumn())
    with Progress(*columns, console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task(label, total=total)
        yield lambda *_: progress.advance(task)
