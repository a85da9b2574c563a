"""The `dicelands` command. Each subcommand lives in its own module with `register(subparsers)`.

A subcommand's handler returns an exit code. Every DicelandsError (bad input) is printed as one line on stderr
with exit code 2, never a traceback. Output to a closed pipe ends quietly with exit code 141.
"""
from __future__ import annotations

import argparse
import os
import sys
from importlib import import_module

from ..engine.errors import DicelandsError

SUBCOMMANDS = ("play", "replay", "check", "simulate", "tournament", "compare", "report", "serve", "info",
               "compile")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dicelands", description="Dice-and-map colonization games, by the rulebook.")
    parser.add_argument("--version", action="version", version=f"dicelands {installed_version()}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMANDS:
        try:
            module = import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"{__name__}.{name}":
                continue  # that surface is not built yet
            raise
        module.register(subparsers)
    return parser


def installed_version() -> str:
    try:
        from importlib.metadata import version
        return version("dicelands")
    except Exception:  # running from a source tree that is not installed
        return "(source tree, not installed)"


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "handler", None):
        parser.print_help()
        return 2
    try:
        return int(args.handler(args) or 0)
    except DicelandsError as exc:
        print(f"dicelands: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("dicelands: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return _closed_pipe()


def _closed_pipe() -> int:
    """The reader of our output went away (`dicelands report r.csv | head`): stop quietly, as `cat` does."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # so the flush at exit does not fail again
    except (OSError, ValueError, AttributeError):  # stdout is not a real file (a test's capture)
        pass
    return 141  # 128 + SIGPIPE, what a shell reports for a command ended by a closed pipe


if __name__ == "__main__":
    sys.exit(main())
