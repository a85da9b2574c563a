"""`--option NAME=VALUE` (repeatable), shared by the commands that start games: play, simulate, tournament.

Values stay text here; the game checks them (`Game.resolve_options`), so an unknown option or module, or a value
out of range, is one line naming it before any game starts.
"""
from __future__ import annotations

from ..engine.errors import OptionError


def add_option_argument(parser) -> None:
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option, e.g. side=b or modules=a,b (repeatable; `dicelands info GAME` lists them)")


def parse_options(pairs: list[str]) -> dict:
    options = {}
    for pair in pairs:
        name, equals, value = pair.partition("=")
        if not equals or not name.strip():
            raise OptionError(f"--option expects NAME=VALUE, got {pair!r}")
        options[name.strip()] = value.strip()
    return options
