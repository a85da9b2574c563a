"""`dicelands play GAME`: play in the terminal against bots, a rulebook opponent, or friends at one keyboard.

Seats named `you`, `human`, `you2`... are people; `easy`, `medium` and `strong` are bots by strength (random,
greedy, and each game's strongest bot: bots/registry.py STRENGTHS), other names are bots by name (`make_agent`) or a rulebook opponent the game plays itself
(`game.seat_plan`). Every game is saved after each action (`--save FILE`, else an autosave: cli/saving.py) and
`--continue` picks up the last one. `--resume FILE` never rewrites FILE unless `--save FILE` names it: the game goes
on in a new autosave, written only once a move is made. The game itself runs in cli/session.py. Piped input works: output is plain text,
each line read is echoed.
"""
from __future__ import annotations

import argparse
import os
import random
import re
import sys
from pathlib import Path

from rich.console import Console

from ..bots import STRENGTHS, agent_names, make_agent
from ..engine import Match, OptionError, get_game
from ..engine.match import load_record
from ..sim.runner import planned_options
from .options import add_option_argument, parse_options
from .saving import autosave_path, check_writable, last_game, make_data_folder, resumed_path
from .session import Session

HUMAN_NAME = re.compile(r"(you|human)\d*")


def register(subparsers) -> None:
    parser = subparsers.add_parser("play", help="play a game in the terminal")
    parser.add_argument("game", nargs="?", metavar="GAME", help="a game id, e.g. dice-colony")
    parser.add_argument("--players", metavar="NAMES",
                        help="comma-separated seats: you/you2... for people, easy/medium/strong (or random, greedy, "
                             "mcts) for bots, or a rulebook opponent (lu287 in Dice Colony, diceoneer in Dice "
                             "Settlers)")
    parser.add_argument("--side", help="shortcut for --option side=SIDE, for games that have a side option")
    add_option_argument(parser)
    parser.add_argument("--seed", type=int, help="the game's seed (default: a random one, printed)")
    parser.add_argument("--save", metavar="FILE",
                        help="save the game here after every action (default: an autosave in your data folder)")
    parser.add_argument("--resume", metavar="RECORD",
                        help="continue a saved game; RECORD is left as it is and the game goes on in a new autosave "
                             "(or --save FILE; --save RECORD to write over it)")
    parser.add_argument("--continue", dest="continue_last", action="store_true",
                        help="continue the game you played last")
    parser.add_argument("--auto-forced", action=argparse.BooleanOptionalAction, default=True,
                        help="take a person's only legal option without asking (default; --no-auto-forced asks)")
    parser.set_defaults(handler=run)


def run(args) -> int:
    source = None
    if args.continue_last:
        if args.resume:
            raise OptionError("give either --continue (the last game) or --resume FILE, not both")
        source = last_game()
        args.resume, args.save = str(source), args.save or str(source)  # the game's own save: it goes on there
    match = resume(args) if args.resume else start(args)
    roles = seat_roles(match, unknown_are_people=bool(args.resume))
    if args.save:
        save_path = Path(args.save)
    elif args.resume:  # never write over the file given
        save_path = resumed_path(match.game.id, match.seed, Path(args.resume))
    else:
        save_path = autosave_path(match.game.id, match.seed)
    if not args.save:
        make_data_folder(save_path.parent)
    check_writable(save_path)
    interactive = sys.stdin.isatty() and sys.stdout.isatty()
    # piped: 120 columns for a steady transcript, or the width COLUMNS asks for (rules and options fill to it)
    console = Console(highlight=False, width=None if interactive or os.environ.get("COLUMNS") else 120)
    resumed_from = Path(args.resume) if args.resume else None
    return Session(match, roles, console, interactive, save_path, args.auto_forced, resumed_from=resumed_from).play()


# ---- setting up ----------------------------------------------------------------------------------------------------
def start(args) -> Match:
    if not args.game:
        raise OptionError("name the game to play (e.g. dicelands play dice-colony), or give --resume RECORD")
    game = get_game(args.game)
    options = parse_options(args.option)
    if args.side:
        if not any(spec.name == "side" for spec in game.option_specs):
            raise OptionError(f"{game.id} has no 'side' option, so --side does not apply")
        options["side"] = args.side.strip().lower()
    names = [n.strip() for n in args.players.split(",")] if args.players else default_players(game, options)
    if len(names) == 1 and "players" not in options:
        raise OptionError(lonely(game, names[0]))
    plan = game.seat_plan(names)
    options = planned_options(game, plan.options, options)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 10**9)
    return Match.new(game, options, seed, list(plan.names or names))


def resume(args) -> Match:
    if args.players or args.option or args.side or args.seed is not None:
        raise OptionError("--resume continues the recorded game: its players, options and seed cannot be changed")
    match = Match.from_record(load_record(args.resume), name=args.resume)
    if args.game and get_game(args.game).id != match.game.id:
        raise OptionError(f"{args.resume} is a {match.game.id} game, not {args.game}")
    return match


def default_players(game, options: dict) -> list[str]:
    seats = game.num_seats(game.resolve_options(options))
    return ["you"] + ["strong"] * (seats - 1)  # each game's strongest bot: about 1 s a decision at most


def lonely(game, name: str) -> str:
    """`--players you`: a one-seat game is rarely what was meant; say how to get an opponent (or play alone)."""
    solo = next(iter(game.automata), None)
    opponent = game.automata[solo].split(",")[0] if solo else ""
    against = f"--players {name},{solo} to play the solo game against {opponent}, " if solo else ""
    return (f"--players {name} seats nobody else: give {against}--players {name},easy (or medium, strong) to play "
            f"against a bot, or --option players=1 to play alone")


def who_can_sit(game) -> str:
    automata = "; ".join(f"{name} ({text})" for name, text in game.automata.items())
    return (f"people are you, you2, ...; bots are easy, medium, strong (or by name: {', '.join(agent_names())})"
            + (f"; the rulebook opponent is {automata}" if automata else ""))


def seat_roles(match: Match, unknown_are_people: bool = False) -> list[str | None]:
    """Per seat: "human", None for a rulebook opponent the game plays itself, or a bot spec (checked here).

    A name that is no bot is an error for a new game (a typo), but a person when resuming a record made elsewhere
    (a server game's "alice").
    """
    roles: list[str | None] = []
    for agent in match.game.seat_plan(list(match.seats)).agents:
        if agent is None:
            roles.append(None)
        elif HUMAN_NAME.fullmatch(agent.lower()):
            roles.append("human")
        elif agent.lower() in STRENGTHS:
            roles.append(STRENGTHS[agent.lower()])
        elif unknown_are_people and agent.partition(":")[0].lower() not in agent_names():
            roles.append("human")
        else:
            if agent.partition(":")[0].lower() not in agent_names() + ["policy"]:
                raise OptionError(f"unknown player {agent!r}: {who_can_sit(match.game)}")
            make_agent(agent, 0)  # a known bot with a bad argument (mcts:abc) fails here, saying why
            roles.append(agent)
    return roles


