"""`dicelands tournament GAME --bots a,b,c -n N [--option NAME=VALUE]...`: every pair plays N games (seats
alternate, seeds S..S+N-1) with the same game options; prints the win-rate matrix and ratings (Weng-Lin via
openskill, and Elo)."""
from __future__ import annotations

import json

from ..engine import get_game
from ..sim.tournament import format_tournament, matrix, ratings, schedule
from .options import parse_options
from .simulate import add_run_arguments, players_list, run_games


def register(subparsers) -> None:
    parser = subparsers.add_parser("tournament", help="round robin between bots: win-rate matrix and ratings")
    parser.add_argument("game", help="a game id, e.g. dice-colony")
    parser.add_argument("--bots", required=True, help="comma-separated bots, e.g. easy,medium,mcts:20 (or lu287)")
    add_run_arguments(parser)
    parser.add_argument("--out", help="write one row per game to a .csv or .parquet file (readable by `report`)")
    parser.add_argument("--json", action="store_true", help="print matrix and ratings as one JSON object")
    parser.set_defaults(handler=run)


def run(args) -> int:
    game = get_game(args.game)
    bots = players_list(args.bots)
    options = parse_options(args.option)
    jobs = schedule(game, bots, args.games, args.seed, options)
    outcome = run_games(game, jobs, args)
    if outcome.rows:
        grid, table = matrix(outcome.rows, bots), ratings(outcome.rows, bots)
        if args.json:
            print(json.dumps({"game": game.id, "bots": bots, "games_per_pair": args.games, "seed": args.seed,
                              "matrix": grid, "ratings": table}, sort_keys=True))
        else:
            print(f"{game.id}: {len(outcome.rows)} games, {args.games} per pair, seeds {args.seed}.."
                  f"{args.seed + args.games - 1}")
            print(format_tournament(bots, grid, table))
    return 130 if outcome.interrupted else 0
