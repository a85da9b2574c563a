"""Progress on stderr: a bar with games/s and ETA on a terminal; plain lines when stderr is piped or a file (a line
at each tenth of the games and at least every 30 s), so a long run is never silent."""
from __future__ import annotations

import contextlib
import sys
import time

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, ProgressColumn, TextColumn, TimeRemainingColumn
from rich.text import Text

QUIET_SECONDS = 30.0  # piped: the longest silence between two progress lines


class RateColumn(ProgressColumn):
    def render(self, task) -> Text:
        speed = task.finished_speed or task.speed
        return Text(f"{speed:.1f} games/s" if speed else "- games/s")


@contextlib.contextmanager
def progress_bar(total: int, label: str = "games", enabled: bool | None = None):
    """Yields a callable to call once per finished game. enabled=None: a bar on a terminal, lines otherwise;
    False: nothing."""
    if enabled is False:
        yield lambda *_: None
        return
    if enabled is None and not sys.stderr.isatty():
        yield progress_lines(total, label)
        return
    columns = (TextColumn(label), BarColumn(), MofNCompleteColumn(), RateColumn(), TextColumn("ETA"),
               TimeRemainingColumn())
    with Progress(*columns, console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task(label, total=total)
        yield lambda *_: progress.advance(task)


def progress_lines(total: int, label: str = "games", stream=None):
    """A callable printing `games: 6/60 done, 2.1 games/s, about 26 s left` at each tenth and after 30 s quiet."""
    started = last = time.monotonic()
    done = 0
    step = max(1, total // 10)

    def tick(*_):
        nonlocal done, last
        done += 1
        now = time.monotonic()
        if done % step and done != total and now - last < QUIET_SECONDS:
            return
        last = now
        rate = done / (now - started) if now > started else 0.0
        left = f", about {(total - done) / rate:.0f} s left" if rate and done < total else ""
        print(f"{label}: {done}/{total} done, {rate:.1f} {label}/s{left}", file=stream or sys.stderr, flush=True)

    return tick
