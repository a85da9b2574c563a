"""`dicelands simulate GAME -n N --players a,b [--option NAME=VALUE]... [--seed S] [--workers K] [--backend local|ray]
[--out FILE] [--json]`

Game i uses seed S+i, so the rows (and the printed summary, which leaves out durations) are the same whatever the
backend or the number of workers. Every input is checked before the first game runs.
"""
from __future__ import annotations

import json
import sys

from ..engine import get_game
from ..engine.errors import OptionError
from ..sim import Job, check_players, format_summary, run_jobs, summarize, write_rows
from ..sim.progress import progress_bar
from ..sim.results import check_output
from ..sim.runner import check_ray_address
from .options import add_option_argument, parse_options


def register(subparsers) -> None:
    parser = subparsers.add_parser("simulate", help="play N seeded games between bots and summarise them")
    parser.add_argument("game", help="a game id, e.g. dice-colony")
    add_run_arguments(parser)
    parser.add_argument("--players", default="random,random",
                        help="comma-separated seats: bots by strength (easy, medium, strong, as in play) or by engine "
                             "name (random, greedy, mcts[:budget], best), or a rulebook opponent (lu287)")
    parser.add_argument("--out", help="write one row per game to a .csv or .parquet file")
    parser.add_argument("--json", action="store_true", help="print one machine-readable summary object")
    parser.set_defaults(handler=run)


def add_run_arguments(parser) -> None:
    add_option_argument(parser)
    parser.add_argument("-n", "--games", type=int, default=100, help="number of games (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="game i uses seed S+i (default 0)")
    parser.add_argument("--workers", type=int, default=None, help="processes or Ray CPUs (default: all cores)")
    parser.add_argument("--backend", choices=("local", "ray"), default="local")
    parser.add_argument("--ray-address", help="an existing Ray cluster (HOST:PORT or 'auto'); implies --backend ray")
    parser.add_argument("--no-progress", action="store_true",
                        help="no progress on stderr (a bar on a terminal, else a line at each tenth of the games)")


def check_run_arguments(args) -> str:
    """The backend to use; one-line errors for bad counts or an unusable Ray."""
    if args.games < 1:
        raise OptionError(f"-n must be at least 1, got {args.games}")
    if args.workers is not None and args.workers < 1:
        raise OptionError(f"--workers must be at least 1, got {args.workers}")
    backend = "ray" if args.ray_address else args.backend
    if backend == "ray":
        check_ray_address(args.ray_address)
    return backend


def run_games(game, jobs: list, args):
    """Check the run arguments and output path, play the jobs behind a progress bar, write the rows (also those
    finished before a Ctrl-C) and say so if interrupted. Shared by `simulate` and `tournament`."""
    backend = check_run_arguments(args)
    if args.out:
        check_output(args.out)
    with progress_bar(len(jobs), enabled=False if args.no_progress else None) as tick:
        outcome = run_jobs(game.id, jobs, workers=args.workers, backend=backend, ray_address=args.ray_address,
                           on_row=tick)
    if args.out and outcome.rows:
        write_rows(outcome.rows, args.out)
    if outcome.interrupted:
        kept = f"; rows kept in {args.out}" if args.out and outcome.rows else ""
        print(f"dicelands: interrupted after {len(outcome.rows)} of {len(jobs)} games{kept}", file=sys.stderr)
    return outcome


def players_list(text: str) -> list[str]:
    players = [p.strip() for p in str(text).split(",")]
    if not all(players):
        raise OptionError(f"--players {text!r}: empty seat name in the list")
    return players


def run(args) -> int:
    game = get_game(args.game)
    players = players_list(args.players)
    options = parse_options(args.option)
    check_players(game, players, options)
    jobs = [Job(i, tuple(players), args.seed + i, tuple(options.items())) for i in range(args.games)]
    outcome = run_games(game, jobs, args)
    if outcome.rows:
        summary = {"game": game.id, "players": players, **({"options": options} if options else {}),
                   **summarize(outcome.rows)}
        print(json.dumps(summary, sort_keys=True) if args.json else format_summary(summary))
    return 130 if outcome.interrupted else 0
