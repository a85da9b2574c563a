"""`dicelands replay RECORD [--verify] [--seat N] [--log]`: replay a game record, show where it ended and the scores.

With --log the game's log is printed first: the public lines a spectator reads, or with --seat N the lines written
for seat N (a secret card it drew is named).

With --verify the replay is a check: any illegal action, or a result different from the recorded one, is reported on
one line and the exit code is 1 (docs/records.md).
"""
from __future__ import annotations

import sys

from rich.console import Console
from rich.table import Table

from ..bots import numbered
from ..engine import DicelandsError, Match, OptionError
from ..engine.match import load_record
from .naming import name_seats


def register(subparsers) -> None:
    parser = subparsers.add_parser("replay", help="replay a game record; --verify checks it")
    parser.add_argument("record", metavar="RECORD", help="a record file (JSON, docs/records.md)")
    parser.add_argument("--verify", action="store_true",
                        help="exit 1 if an action is illegal or the result differs from the recorded one")
    parser.add_argument("--seat", type=int, default=None, metavar="N",
                        help="draw the board (and write --log) as seat N sees it, counted from 1 (default: public "
                             "information only)")
    parser.add_argument("--log", action="store_true", help="print the log: each action and what followed from it")
    parser.add_argument("--commitment", metavar="HASH",
                        help="with --verify: the seed commitment shown before play (sha256:...); the record's seed "
                             "must hash to it")
    parser.set_defaults(handler=run)


def run(args) -> int:
    record = load_record(args.record)
    if args.verify:
        if args.commitment is not None and args.commitment != record.seed_commitment:
            print(f"dicelands: verify failed: {args.record}: the record's seed commitment "
                  f"{record.seed_commitment} is not the one given, {args.commitment}", file=sys.stderr)
            return 1
        try:
            match = Match.from_record(record, verify=True, name=args.record)
        except DicelandsError as exc:
            print(f"dicelands: verify failed: {exc}", file=sys.stderr)
            return 1
    else:
        match = Match.from_record(record, name=args.record)
    seat = None if args.seat is None else args.seat - 1  # players count seats from 1, the engine from 0
    if seat is not None and not 0 <= seat < len(match.seats):
        raise OptionError(f"--seat {args.seat}: the game has seats 1..{len(match.seats)}")
    console = Console(highlight=False)
    if args.log:
        names = seat_labels(match)
        for number, _seat, line, events in log_entries(match, seat):
            console.print(f"{number:4}. {name_seats(line, names)}", markup=False)
            for event in events:
                console.print(f"        {name_seats(event, names)}", markup=False)
    show_board(console, match, seat)
    console.print(f"{len(match.actions)} actions replayed; "
                  f"{'the game is over' if match.is_over() else 'the game is not over'}", markup=False)
    console.print(score_table(match))
    console.print(winners_line(match), markup=False)
    if args.verify:
        checked = "the result matches the record" if record.result is not None else "the record holds no result to compare"
        console.print(f"verified: every action is legal and {checked}", markup=False)
        if record.seed_commitment is not None:
            console.print(f"verified: the seed {record.seed} hashes to the commitment {record.seed_commitment} "
                          "published before play", markup=False, soft_wrap=True)
    return 0


def log_entries(match: Match, reader: int | None):
    """(number from 1, seat, line, event lines) for each action so far, as written for `reader` (None: public)."""
    game, afters = match.game, match.history[1:] + [match.state]
    for number, ((seat, text), before, after) in enumerate(zip(match.actions, match.history, afters), 1):
        action = game.legal_action(before, seat, text)
        yield number, seat, game.show.describe(before, seat, action, reader), game.show.events(before, after, reader)


def show_board(console: Console, match: Match, seat: int | None) -> None:
    board = match.game.show.render(match.state, seat, names=seat_labels(match), width=console.width)
    console.print(board, markup=False) if isinstance(board, str) else console.print(board)


def score_table(match: Match) -> Table:
    """Scores by category, one column per seat, `total` last."""
    result = match.result()
    table = Table(title="scores" if result.over else "scores so far")
    table.add_column("category")
    for seat in range(len(match.seats)):
        table.add_column(seat_label(match, seat), justify="right")
    categories = [c for scores in result.scores for c in scores if c != "total"]
    for category in dict.fromkeys(categories + ["total"]):
        table.add_row(category, *(str(scores.get(category, "")) for scores in result.scores))
    return table


def winners_line(match: Match) -> str:
    result = match.result()
    if not result.over:
        return f"to move: {', '.join(seat_label(match, s) for s in match.to_move())}"
    if not result.winners:
        return "no winner: a draw"
    names = " and ".join(seat_label(match, seat) for seat in result.winners)
    return f"{'shared win' if len(result.winners) > 1 else 'winner'}: {names}"


def seat_label(match: Match, seat: int) -> str:
    """A seat as players call it: its name (a rulebook opponent by its own name), numbered when several seats share
    the name ("strong 1", "strong 2")."""
    return seat_labels(match)[seat]


def seat_labels(match: Match) -> list[str]:
    names = [match.game.automata[name].split(",")[0] if name in match.game.automata else name for name in match.seats]
    return numbered(names)
