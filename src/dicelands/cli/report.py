"""`dicelands report RESULTS [--html report.html] [--json]`: statistics of a simulate/tournament result file."""
from __future__ import annotations

import json
from pathlib import Path

from ..sim import read_rows, summarize
from ..sim.report import write_html
from ..sim.results import RunError
from ..sim.stats import format_scores, format_summary, seconds, title_of, what_was_played


def register(subparsers) -> None:
    parser = subparsers.add_parser("report", help="win rates with confidence intervals, scores, game length")
    parser.add_argument("results", help="a .csv or .parquet file written by `simulate --out`")
    parser.add_argument("--html", help="also write a self-contained HTML report with plots (needs the sim extra: "
                                       "pip install 'dicelands[sim]')")
    parser.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    parser.set_defaults(handler=run)


WHAT_REPORT_READS = "report reads the .csv or .parquet file that `dicelands simulate --out` writes"


def read_results(path: str) -> list[dict]:
    """The rows, or one line saying what is wrong and what report reads (a game record gets a pointer to replay)."""
    try:
        return read_rows(path)
    except RunError as exc:
        if looks_like_a_record(path):
            raise RunError(f"{path} is a game record, not a result table: watch it with dicelands replay {path} "
                           "--log") from None
        message = str(exc)
        raise RunError(message if "simulate" in message else f"{message} ({WHAT_REPORT_READS})") from None


def looks_like_a_record(path: str) -> bool:
    """A record file starts with its format (records.md); only a regular file's first bytes are read."""
    try:
        if not Path(path).is_file():
            return False
        with open(path, encoding="utf-8", errors="replace") as handle:
            head = handle.read(4096)
    except OSError:
        return False
    return head.lstrip().startswith("{") and '"dicelands-record' in head


def run(args) -> int:
    if args.html:
        target = Path(args.html)
        if not target.parent.is_dir() if str(target.parent) else False:
            raise RunError(f"cannot write report {args.html!r}: directory {str(target.parent)!r} does not exist")
    rows = read_results(args.results)
    summary = summarize(rows)
    title = title_of(rows, Path(args.results).name)
    if args.json:
        played = {key: value for key, value in what_was_played(rows).items() if value}  # as simulate --json has it
        print(json.dumps({**played, **summary}, sort_keys=True, allow_nan=False))
    else:  # the text summary always, also when the HTML report cannot be written
        print(title)
        print(format_summary(summary))
        print()
        print(format_scores(summary))
        time = seconds(rows)
        if time:
            print(f"\ntime per game: mean {time['mean']:.3f} s, max {time['max']:.3f} s")
    if args.html:
        write_html(args.html, rows, summary, title=f"dicelands report: {title}")
        if not args.json:
            print(f"wrote {args.html}")
    return 0
