"""`dicelands play GAME`: play in the terminal against bots, a rulebook opponent, or friends at one keyboard.

Each human decision shows the board (`game.render`), who decides and what, and the legal options numbered. Answer
with a number or with notation; several answers go on one line separated by `;`. Commands: help, save FILE, undo,
hint, log, board, quit. Seats named `you`, `human`, `you2`... are people; other names are bots (`make_agent`) or a
rulebook opponent the game plays itself (`game.seat_plan`). Piped input works: output is plain text, each line read
is echoed, and the end of input saves (with --save) and exits cleanly.
"""
from __future__ import annotations

import json
import os
import random
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console

from ..bots import agent_names, make_agent
from ..engine import DicelandsError, Match, OptionError, get_game, normalize_notation
from ..engine.match import load_record
from ..sim.runner import planned_options
from .options import add_option_argument, parse_options
from .replay import log_entries, score_table, seat_label, winners_line

HUMAN_NAME = re.compile(r"(you|human)\d*")
UNDO_POLICY = ("undo takes back only your own last action, and only when it revealed no chance outcome "
               "and no other seat has acted since")
HELP = """\
Answer with the number of an option or with its notation (e.g. `take blue5`); put several on one line with `;`.
  help         this text
  board        draw the board again
  log          the actions so far
  hint         a bot's estimate of your options
  undo         take back your last action (""" + UNDO_POLICY + """)
  save FILE    save the game record (continue later with --resume FILE)
  quit         stop (saves first when --save was given)"""
DONE, REFUSED, QUIT = "done", "refused", "quit"


def register(subparsers) -> None:
    parser = subparsers.add_parser("play", help="play a game in the terminal")
    parser.add_argument("game", nargs="?", metavar="GAME", help="a game id, e.g. dice-colony")
    parser.add_argument("--players", metavar="NAMES",
                        help="comma-separated seats: you/human/you2... for people, bot names (random, ...), "
                             "or a rulebook opponent (e.g. lu287)")
    parser.add_argument("--side", help="shortcut for --option side=SIDE, for games that have a side option")
    add_option_argument(parser)
    parser.add_argument("--seed", type=int, help="the game's seed (default: a random one, printed)")
    parser.add_argument("--save", metavar="FILE", help="save the record here on quit, end of input and game end")
    parser.add_argument("--resume", metavar="RECORD", help="continue a saved game")
    parser.add_argument("--auto-forced", action="store_true",
                        help="take a person's only legal option without asking")
    parser.set_defaults(handler=run)


def run(args) -> int:
    match = resume(args) if args.resume else start(args)
    interactive = sys.stdin.isatty() and sys.stdout.isatty()
    console = Console(highlight=False, width=None if interactive else 120)
    roles = seat_roles(match, unknown_are_people=bool(args.resume))
    session = Session(match, roles, console, interactive, args.save, args.auto_forced)
    return session.play()


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
    return ["you"] + ["random"] * (seats - 1)


def seat_roles(match: Match, unknown_are_people: bool = False) -> list[str | None]:
    """Per seat: "human", None for a rulebook opponent the game plays itself, or a bot spec (checked here).

    A name that is no bot is an error for a new game (a typo), but a person when resuming a record made elsewhere
    (a server game's "alice").
    """
    roles = []
    for agent in match.game.seat_plan(list(match.seats)).agents:
        if agent is None:
            roles.append(None)
        elif HUMAN_NAME.fullmatch(agent.lower()):
            roles.append("human")
        elif unknown_are_people and agent.partition(":")[0].lower() not in agent_names():
            roles.append("human")
        else:
            make_agent(agent, 0)  # an unknown bot name fails now, with the list of known ones
            roles.append(agent)
    return roles


def bot_seed(seed: int, seat: int, ply: int) -> int:
    """A fresh seed per bot decision: a resumed game continues exactly as the uninterrupted one would."""
    return (seed * 1_000_003 + (seat + 1) * 7_919 + ply) % 2**63


# ---- the session -------------------------------------------------------------------------------------------------
@dataclass
class Session:
    match: Match
    roles: list[str | None]
    console: Console
    interactive: bool
    save_path: str | None = None
    auto_forced: bool = False
    pending: list[str] = field(default_factory=list)  # the rest of a `;`-separated input line
    drawn: dict = field(default_factory=dict)  # seat -> the state its board was last drawn for
    forced_plies: set = field(default_factory=set)  # indexes of actions taken by --auto-forced
    at_keyboard: int | None = None

    @property
    def game(self):
        return self.match.game

    def play(self) -> int:
        self.introduce()
        while True:
            self.let_bots_move()
            if self.match.is_over():
                return self.finish()
            seat = self.human_to_move()
            if self.take_only_option(seat):
                continue
            if not self.pending:
                self.show_decision(seat)
                line = self.read_line()
                if line is None:
                    return self.end_of_input()
                self.pending = [part.strip() for part in line.split(";") if part.strip()]
                continue
            outcome = self.handle(seat, self.pending.pop(0))
            if outcome == QUIT:
                return 0
            if outcome == REFUSED and self.pending:
                self.say(f"(ignored the rest of the line: {'; '.join(self.pending)})")
                self.pending.clear()

    # ---- who moves --------------------------------------------------------------------------------------------
    def let_bots_move(self) -> None:
        while not self.match.is_over():
            bots = [seat for seat in self.match.to_move() if self.roles[seat] not in ("human", None)]
            if not bots:
                return
            seat = bots[0]
            state = self.match.state
            agent = make_agent(self.roles[seat], bot_seed(self.match.seed, seat, len(self.match.actions)))
            action = agent.act(self.game, self.game.view(state, seat), seat, self.game.legal_actions(state, seat))
            if self.apply(seat, action) == REFUSED:  # the same seed would choose it again: stop rather than loop
                raise DicelandsError(f"bot {self.roles[seat]} (seat {seat}) chose an illegal action")

    def human_to_move(self) -> int:
        movers = self.match.to_move()
        humans = [seat for seat in movers if self.roles[seat] == "human"]
        if not humans:
            raise DicelandsError(f"seat {movers[0]} ({self.match.seats[movers[0]]}) is played by the game itself "
                                 "but was asked to decide")
        seat = humans[0]
        if self.at_keyboard != seat and self.roles.count("human") > 1:
            self.say(f"--- {seat_label(self.match, seat)} to play ---")
        self.at_keyboard = seat
        return seat

    def take_only_option(self, seat: int) -> bool:
        legal = self.match.legal_actions(seat)
        if not (self.auto_forced and len(legal) == 1):
            return False
        self.forced_plies.add(len(self.match.actions))
        self.apply(seat, legal[0], note=" (the only option)")
        return True

    # ---- input ------------------------------------------------------------------------------------------------
    def read_line(self) -> str | None:
        try:
            if self.interactive:
                return input("> ")
            line = sys.stdin.readline()
        except (EOFError, KeyboardInterrupt):
            return None
        if not line:
            return None
        self.say(f"> {line.strip()}")  # piped input: keep the transcript readable
        return line

    def handle(self, seat: int, text: str) -> str:
        legal = self.match.legal_actions(seat)
        if normalize_notation(text) in {normalize_notation(action) for action in legal}:
            return self.apply(seat, text)
        word, _, rest = text.partition(" ")
        command = COMMANDS.get(word.lower())
        if command:
            return command(self, seat, rest.strip())
        if text.isdigit():
            number = int(text)
            if not 1 <= number <= len(legal):
                self.say(f"refused: there is no option {number}; choose 1 to {len(legal)}")
                return REFUSED
            return self.apply(seat, legal[number - 1])
        return self.apply(seat, text)

    def apply(self, seat: int, action, note: str = "") -> str:
        before = self.match.state
        try:
            applied = self.match.apply(seat, action)
        except DicelandsError as exc:
            self.say(f"refused: {exc}")
            return REFUSED
        self.say(f"{self.describe(before, seat, applied)}{note}")
        for line in self.game.events(before, self.match.state, self.reader):
            self.say(f"  {self.name_seats(line)}")
        return DONE

    # ---- output -----------------------------------------------------------------------------------------------
    @property
    def reader(self) -> int | None:
        """Whom log lines are written for: the one person at the keyboard. With several people at one keyboard
        (hot seat) everyone reads the screen, so a line naming one seat's secret card would show it to the others:
        they all get the public lines, as spectators do."""
        people = [seat for seat, role in enumerate(self.roles) if role == "human"]
        return people[0] if len(people) == 1 else None

    def say(self, text: str) -> None:
        self.console.print(text, markup=False, soft_wrap=True)

    def introduce(self) -> None:
        seats = []
        for seat, role in enumerate(self.roles):
            kind = {"human": "", None: ", played by the game"}.get(role, f", bot {role}")
            seats.append(f"{seat_label(self.match, seat)}{kind}")
        start = f"resumed after {len(self.match.actions)} actions" if self.match.actions else f"seed {self.match.seed}"
        helping = " Type `help` for commands." if "human" in self.roles else ""
        self.say(f"{self.game.title}: {'; '.join(seats)}. {start}.{helping}")

    def draw_board(self, seat: int | None, legal: list | None = None) -> None:
        board = self.game.render(self.match.state, seat, legal)
        if isinstance(board, str):
            self.say(board)
        else:
            self.console.print(board)
        self.drawn[seat] = self.match.state

    def show_decision(self, seat: int) -> None:
        legal = self.match.legal_actions(seat)
        if self.drawn.get(seat) is not self.match.state:
            self.draw_board(seat, legal)
        self.say(f"{seat_label(self.match, seat)}: {self.game.prompt(self.match.state, seat)}")
        self.say(numbered(legal, self.console.width))

    def name_seats(self, line: str) -> str:
        """"seat 0" -> "you (seat 0)" in a game's log line."""
        return re.sub(r"\bseat (\d+)\b", lambda m: seat_label(self.match, int(m.group(1)))
                      if int(m.group(1)) < len(self.match.seats) else m.group(0), line)

    def describe(self, before, seat: int, action) -> str:
        return self.labelled(seat, self.game.describe(before, seat, action, self.reader))

    def labelled(self, seat: int, line: str) -> str:
        """"seat 0 takes red3" -> "you (seat 0) takes red3"; other lines get the seat's label in front."""
        seat_word, label = f"seat {seat}", seat_label(self.match, seat)
        if line.startswith(seat_word) and not line[len(seat_word):][:1].isdigit():
            return label + line[len(seat_word):]
        return f"{label}: {line}"

    def finish(self) -> int:
        humans = [seat for seat, role in enumerate(self.roles) if role == "human"]
        self.draw_board(humans[0] if len(humans) == 1 else None)
        self.say("game over")
        self.console.print(score_table(self.match))
        self.say(winners_line(self.match))
        if self.save_path:
            self.save(self.save_path)
        return 0

    def end_of_input(self) -> int:
        if self.save_path:
            self.say("end of input")
            self.save(self.save_path)
        else:
            self.say("end of input: the game was not saved (give --save FILE to keep it)")
        return 0

    # ---- records ------------------------------------------------------------------------------------------------
    def save(self, path: str) -> bool:
        target = Path(path)
        temporary = target.with_name(target.name + ".part")
        try:
            temporary.write_text(record_text(self.match.to_record(with_result=self.match.is_over())),
                                 encoding="utf-8")
            os.replace(temporary, target)
        except OSError as exc:
            self.say(f"could not save to {path}: {exc.strerror or exc}")
            return False
        self.say(f"saved to {path} (continue with: dicelands play --resume {path})")
        return True

    # ---- commands ---------------------------------------------------------------------------------------------
    def command_help(self, seat: int, rest: str) -> str:
        self.say(HELP)
        return DONE

    def command_board(self, seat: int, rest: str) -> str:
        self.draw_board(seat, self.match.legal_actions(seat) if seat in self.match.to_move() else None)
        return DONE

    def command_log(self, seat: int, rest: str) -> str:
        if not self.match.actions:
            self.say("no actions yet")
        for number, actor, line, events in log_entries(self.match, self.reader):
            self.say(f"{number:4}. {self.labelled(actor, line)}")
            for event in events:
                self.say(f"        {self.name_seats(event)}")
        return DONE

    def command_save(self, seat: int, rest: str) -> str:
        path = rest or self.save_path
        if not path:
            self.say("save where? type: save FILE")
            return REFUSED
        if self.save(path):
            self.save_path = path
            return DONE
        return REFUSED

    def command_quit(self, seat: int, rest: str) -> str:
        if self.save_path:
            self.save(self.save_path)
        elif self.interactive:
            try:
                path = input("save the game to which file? (Enter: quit without saving) ").strip()
            except (EOFError, KeyboardInterrupt):
                path = ""
            if path:
                self.save(path)
        else:
            self.say("quit without saving (give --save FILE, or type `save FILE` before quitting)")
        return QUIT

    def command_undo(self, seat: int, rest: str) -> str:
        """Take back the seat's last choice, with any only-option actions --auto-forced took after it."""
        taken = []
        while (refusal := self.match.undo_refusal(seat)) is None:
            ply = len(self.match.actions) - 1
            taken.append((self.match.state, self.match.undo(seat)))
            if ply not in self.forced_plies:
                break
            self.forced_plies.discard(ply)
        else:
            for _, text in reversed(taken):  # stopped inside a run of forced actions: put them back
                self.match.apply(seat, text)
                self.forced_plies.add(len(self.match.actions) - 1)
            self.say(f"cannot undo: {refusal} ({UNDO_POLICY})")
            return REFUSED
        self.say(f"took back: {'; '.join(text for _, text in reversed(taken))}")
        return DONE

    def command_hint(self, seat: int, rest: str) -> str:
        state, seed = self.match.state, bot_seed(self.match.seed, seat, len(self.match.actions))
        legal = self.game.legal_actions(state, seat)
        for name in dict.fromkeys(["mcts", "greedy", *agent_names()]):
            try:
                agent = make_agent(name, seed)
            except OptionError:
                continue
            estimates = agent.evaluate(self.game, self.game.view(state, seat), seat, legal)
            if estimates:
                shown = ", ".join(f"{action} ({value:.3g})" for action, value in estimates[:5])
                self.say(f"hint from {name}, best first: {shown}  [{agent.value_meaning}]")
                return DONE
        self.say(f"no bot gives an estimate here (bots: {', '.join(agent_names())})")
        return DONE


COMMANDS = {"help": Session.command_help, "board": Session.command_board, "log": Session.command_log,
            "save": Session.command_save, "quit": Session.command_quit, "undo": Session.command_undo,
            "hint": Session.command_hint}


def numbered(legal: list, width: int) -> str:
    """The options as `1) take blue5` entries, in as many columns as fit."""
    entries = [f"{number:>3}) {action}" for number, action in enumerate(legal, 1)]
    column = max(map(len, entries), default=0) + 2
    per_line = max(1, width // column)
    lines = ["".join(e.ljust(column) for e in entries[i:i + per_line]).rstrip() for i in range(0, len(entries), per_line)]
    return "\n".join(lines)


def record_text(record: dict) -> str:
    """JSON with one action per line, so saved games read and diff well."""
    lines = []
    for key, value in record.items():
        if key == "actions" and value:
            body = "[\n" + ",\n".join(f"    {json.dumps(action)}" for action in value) + "\n  ]"
        else:
            body = json.dumps(value)
        lines.append(f"  {json.dumps(key)}: {body}")
    return "{\n" + ",\n".join(lines) + "\n}\n"
