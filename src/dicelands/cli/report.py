"""`dicelands report RESULTS [--html report.html] [--json]`: statistics of a simulate/tournament result file."""
from __future__ import annotations

import json
from pathlib import Path

from ..sim import read_rows, summarize
from ..sim.report import write_html
from ..sim.results import RunError
from ..sim.stats import format_scores, format_summary, seconds


def register(subparsers) -> None:
    parser = subparsers.add_parser("report", help="win rates with confidence intervals, scores, game length")
    parser.add_argument("results", help="a .csv or .parquet file written by `simulate --out`")
    parser.add_argument("--html", help="also write a self-contained HTML report with plots")
    parser.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    parser.set_defaults(handler=run)


def run(args) -> int:
    if args.html:
        target = Path(args.html)
        if not target.parent.is_dir() if str(target.parent) else False:
            raise RunError(f"cannot write report {args.html!r}: directory {str(target.parent)!r} does not exist")
    rows = read_rows(args.results)
    summary = summarize(rows)
    if args.json:
        print(json.dumps(summary, sort_keys=True, allow_nan=False))
    else:
        print(format_summary(summary))
        print()
        print(format_scores(summary))
        time = seconds(rows)
        if time:
            print(f"\ntime per game: mean {time['mean']:.3f} s, max {time['max']:.3f} s")
    if args.html:
        write_html(args.html, rows, summary, title=f"dicelands report: {Path(args.results).name}")
        if not args.json:
            print(f"wrote {args.html}")
    return 0
