"""`dicelands compare GAME --players a,b --vary NAME=A,B [--vary ...] -n N [--option NAME=VALUE]...`

Plays the same seeds under every combination of the --vary values (a game option, or `seatN` for the bot in the
N-th seat) and prints, per seat, the win rate and mean score per category under each, with the paired difference
against the first combination and its 95% interval. A rule change is a one-line experiment, e.g.
`dicelands compare dice-settlers --players greedy,diceoneer --vary difficulty=normal,hard -n 200`.
"""
from __future__ import annotations

import json

from ..engine import get_game
from ..sim.compare import compare, format_comparison, schedule, variants
from ..sim.results import check_output, write_rows
from .options import parse_options
from .simulate import add_run_arguments, players_list, run_games


def register(subparsers) -> None:
    parser = subparsers.add_parser("compare", help="the same seeds under several option values or bots: differences "
                                                   "in win rate and score with intervals")
    parser.add_argument("game", help="a game id, e.g. dice-settlers")
    parser.add_argument("--players", default="random,random",
                        help="comma-separated seats (as for simulate); a seat varied with --vary seatN is replaced")
    parser.add_argument("--vary", action="append", default=[], metavar="NAME=A,B",
                        help="values to compare: a game option (difficulty=normal,hard) or a seat counted from 1 "
                             "(seat1=greedy,mcts:100); several --vary give every combination; the first is the "
                             "baseline")
    add_run_arguments(parser)
    parser.add_argument("--out", help="write one row per game, with its variant, to a .csv or .parquet file")
    parser.add_argument("--json", action="store_true", help="print the comparison as one JSON object")
    parser.set_defaults(handler=run)


def run(args) -> int:
    game = get_game(args.game)
    variant_list = variants(game, players_list(args.players), parse_options(args.option), args.vary)
    jobs = schedule(variant_list, args.games, args.seed)
    out, args.out = args.out, None  # rows are written here, labelled with their variant
    if out:
        check_output(out)
    outcome = run_games(game, jobs, args)
    rows = outcome.rows
    complete = len(rows) - len(rows) % args.games
    if out and rows:
        write_rows([{"variant": variant_list[i // args.games].label, **row} for i, row in enumerate(rows)], out)
    if complete >= 2 * args.games:
        kept = variant_list[:complete // args.games]
        result = {"game": game.id, "seeds": [args.seed, args.seed + args.games - 1], **compare(kept, rows[:complete])}
        print(json.dumps(result, sort_keys=True) if args.json else
              f"{game.id}: seeds {args.seed}..{args.seed + args.games - 1}\n" + format_comparison(result))
    return 130 if outcome.interrupted else 0
