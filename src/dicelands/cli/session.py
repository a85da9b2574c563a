"""One terminal game in progress: bots move, people are asked, every action is written to the save file.

Each person's decision shows the board (`game.show.render`), who decides and what (`game.prompt`), and the options
numbered in the game's words (`game.show.option_text`). Answers: a number, or an option's notation (`notation` lists
them); several on one line separated by `;`. Messages to players are sentences that say what to do next.
"""
from __future__ import annotations

import sys
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console

from ..bots import agent_names, make_agent, own_seed, strength_of
from ..engine import DicelandsError, Match, OptionError, normalize_notation
from ..engine.cards import lookup
from .guide import guide_text
from .naming import name_seats
from .replay import log_entries, score_table, seat_label, winners_line
from .saving import remember_last, write_record

UNDO_POLICY = ("undo takes back your last decision, with the bots' moves after it, as long as no die was rolled "
               "and nothing hidden was shown since")
HELP = """\
Answer with the number of an option; put several on one line with `;`. Commands:
  help         this text
  rules        the rules of this game, in short
  board        draw the board again
  log          what has happened so far
  notation     the options in notation (you may type those too, e.g. `{example}`)
  hint         a bot's estimate of your options (takes a few seconds)
  card NAME    what a card or piece does, e.g. `card {card_example}`
  cards        the cards and pieces in this game, by kind
  undo         take back your last decision (""" + UNDO_POLICY + """)
  save FILE    save a copy of the game to FILE
  quit         stop; the game stays saved, continue it with `dicelands play --continue`"""
DONE, REFUSED, QUIT = "done", "refused", "quit"


def bot_words(role: str, name: str) -> str:
    """"a bot", with its strength when it has one a player would know and the name does not say it already."""
    strength = strength_of(role)
    if strength is None:
        return f"a bot: {role}"
    if name.split(" ")[0] == strength:
        return "a bot"
    return f"{'an' if strength == 'easy' else 'a'} {strength} bot"


@dataclass
class Session:
    match: Match
    roles: list[str | None]  # per seat: "human", None (played by the game) or a bot spec
    console: Console
    interactive: bool
    save_path: Path
    auto_forced: bool = True
    pending: list[str] = field(default_factory=list)  # the rest of a `;`-separated input line
    drawn: dict = field(default_factory=dict)  # seat -> the state its board was last drawn for
    forced_plies: set = field(default_factory=set)  # indexes of actions taken by --auto-forced
    at_keyboard: int | None = None
    resumed_from: Path | None = None  # the record given to --resume: read, never written (unless it is save_path)
    heard: bool = False  # a line of input was read in this session
    changed: bool = False  # an action was applied or undone in this session

    @property
    def kept_in(self) -> Path:
        """Where the game is now: the save file, or, while nothing has changed since resuming, the record given."""
        return self.resumed_from if self.resumed_from and not self.changed else self.save_path

    @property
    def game(self):
        return self.match.game

    @property
    def automated(self) -> set[int]:
        """Seats whose moves a person's undo may take back with theirs: bots (the game's own seats never act)."""
        return {seat for seat, role in enumerate(self.roles) if role not in ("human", None)}

    def play(self) -> int:
        self.introduce()
        if self.resumed_from is None:  # a resumed game is written only once something changes
            self.save(quiet=True)
        try:
            return self.loop()
        except KeyboardInterrupt:
            return self.interrupted()

    def loop(self) -> int:
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
            bots = [(seat, role) for seat in self.match.to_move()
                    if (role := self.roles[seat]) is not None and role != "human"]
            if not bots:
                return
            seat, role = bots[0]
            state = self.match.state
            agent = make_agent(role, own_seed())  # never from the game's seed (docs/bots.md, Seeds)
            action = agent.act(self.game, self.game.view(state, seat), seat, self.game.legal_actions(state, seat))
            if self.apply(seat, action) == REFUSED:  # a bot's mistake: stop rather than loop
                raise DicelandsError(f"the bot {role} ({self.name(seat)}) chose an illegal action; the "
                                     f"game is saved in {self.kept_in}: please report this with that file")

    def human_to_move(self) -> int:
        movers = self.match.to_move()
        humans = [seat for seat in movers if self.roles[seat] == "human"]
        if not humans:
            raise DicelandsError(f"{self.name(movers[0])} is played by the game itself but was asked to decide; the "
                                 f"game is saved in {self.kept_in}: please report this with that file")
        seat = humans[0]
        if self.at_keyboard != seat and self.roles.count("human") > 1:
            self.say(f"--- {self.name(seat)} to play ---")
        self.at_keyboard = seat
        return seat

    def take_only_option(self, seat: int) -> bool:
        legal = self.match.legal_actions(seat)
        if not (self.auto_forced and len(legal) == 1) or self.resumed_from and not self.heard:
            return False  # resuming: the person is asked once before a move is made for them
        self.forced_plies.add(len(self.match.actions))
        self.apply(seat, legal[0], note=" (the only option)")
        return True

    # ---- input ------------------------------------------------------------------------------------------------
    def read_line(self) -> str | None:
        try:
            if self.interactive:
                return input("> ")
            line = sys.stdin.readline()
        except EOFError:
            return None
        if not line:
            return None
        self.heard = True
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
                self.say(f"refused: there is no option {number}; choose a number from 1 to {len(legal)}")
                return REFUSED
            return self.apply(seat, legal[number - 1])
        return self.apply(seat, text, typed=True)

    def apply(self, seat: int, action, note: str = "", typed: bool = False) -> str:
        before = self.match.state
        try:
            applied = self.match.apply(seat, action)
        except DicelandsError as exc:
            hint = (f"; answer with a number from 1 to {len(self.match.legal_actions(seat))}, or type `notation` "
                    "or `help`") if typed else ""
            self.say(f"refused: {self.name_seats(str(exc))}{hint}")
            return REFUSED
        self.say(f"{self.describe(before, seat, applied)}{note}")
        for line in self.game.show.events(before, self.match.state, self.reader):
            self.say(f"  {self.name_seats(line)}")
        self.changed = True
        self.save(quiet=True)
        return DONE

    # ---- output -----------------------------------------------------------------------------------------------
    @property
    def reader(self) -> int | None:
        """Whom log lines are written for: the one person at the keyboard. With several people at one keyboard
        (hot seat) everyone reads the screen, so they all get the public lines, as spectators do."""
        people = [seat for seat, role in enumerate(self.roles) if role == "human"]
        return people[0] if len(people) == 1 else None

    def name(self, seat: int) -> str:
        return seat_label(self.match, seat)

    @property
    def names(self) -> list[str]:
        return [self.name(seat) for seat in range(len(self.match.seats))]

    def say(self, text: str) -> None:
        self.console.print(text, markup=False, soft_wrap=True)

    def introduce(self) -> None:
        seats = []
        for seat, role in enumerate(self.roles):
            kind = ("" if role == "human" else " (played by the game)" if role is None
                    else f" ({bot_words(role, self.name(seat))})")
            seats.append(f"{self.name(seat)}{kind}")
        start = f"resumed after {len(self.match.actions)} actions" if self.match.actions else f"seed {self.match.seed}"
        saved = f"The game is saved in {self.save_path} after every move."
        if self.resumed_from and self.resumed_from.resolve() != self.save_path.resolve():
            saved = (f"{self.resumed_from} is left as it is; from the first move on the game is saved in "
                     f"{self.save_path}.")
        self.say(f"{self.game.title}: {'; '.join(seats)}. {start}. {saved}" + (" Type `help` for commands, `rules` for the rules." if "human" in self.roles else ""))

    def draw_board(self, seat: int | None, legal: list | None = None) -> None:
        board = self.game.show.render(self.match.state, seat, legal, names=self.names, width=self.console.width)
        if isinstance(board, str):
            self.say(self.name_seats(board))
        else:
            self.console.print(board)
        self.drawn[seat] = self.match.state

    def show_decision(self, seat: int) -> None:
        legal = self.match.legal_actions(seat)
        if self.drawn.get(seat) is not self.match.state:
            self.draw_board(seat, legal)
        words = self.game.show.player_prompt(self.match.state, seat, self.names)
        prompt = f"{self.name(seat)}: {self.name_seats(words)}"
        self.say(wrapped(prompt, self.console.width, "  "))
        words = [self.game.show.option_text(self.match.state, seat, action, self.names, width=self.console.width)
                 for action in legal]
        self.say(numbered(words, self.console.width))

    def name_seats(self, line: str) -> str:
        return name_seats(line, self.names)

    def describe(self, before, seat: int, action) -> str:
        return self.labelled(seat, self.game.show.describe(before, seat, action, self.reader))

    def labelled(self, seat: int, line: str) -> str:
        """"seat 0 takes red3" -> "you takes red3"; other lines get the seat's name in front."""
        named = self.name_seats(line)
        return named if named != line or line.startswith(self.name(seat)) else f"{self.name(seat)}: {line}"

    def finish(self) -> int:
        humans = [seat for seat, role in enumerate(self.roles) if role == "human"]
        self.draw_board(humans[0] if len(humans) == 1 else None)
        self.say("game over")
        self.console.print(score_table(self.match))
        self.say(winners_line(self.match))
        if self.resumed_from is None or self.changed:
            self.save(quiet=True)
        self.say(f"the finished game is saved in {self.kept_in} (watch it again: dicelands replay "
                 f"{self.kept_in} --log)")
        return 0

    def end_of_input(self) -> int:
        self.say(f"end of input: the game is saved in {self.kept_in}; continue it with: {self.continue_hint()}")
        return 0

    def interrupted(self) -> int:
        """Ctrl-C: at a keyboard, ask; the game is saved either way."""
        if self.interactive:
            try:
                answer = input("\nstop playing? the game is saved (y = stop, Enter = go on) ").strip().lower()
            except (EOFError, KeyboardInterrupt):
                answer = "y"
            if answer not in ("y", "yes"):
                return self.play_on()
        self.say(f"stopped: the game is saved in {self.kept_in}; continue it with: {self.continue_hint()}")
        return 130

    def play_on(self) -> int:
        self.drawn.clear()
        try:
            return self.loop()
        except KeyboardInterrupt:
            return self.interrupted()

    def continue_hint(self) -> str:
        if self.kept_in != self.save_path:
            return f"dicelands play --resume {self.kept_in}"
        return f"dicelands play --continue (or --resume {self.save_path})"

    # ---- records ------------------------------------------------------------------------------------------------
    def save(self, path: Path | None = None, quiet: bool = False) -> bool:
        target = Path(path) if path else self.save_path
        try:
            write_record(target, self.match.to_record(with_result=self.match.is_over()))
        except OSError as exc:
            self.say(f"could not save to {target}: {exc.strerror or exc}; type `save FILE` to save elsewhere")
            return False
        if target == self.save_path:
            remember_last(target)
        if not quiet:
            self.say(f"saved a copy to {target} (continue it with: dicelands play --resume {target}); "
                     f"the game goes on saving to {self.save_path}")
        return True

    # ---- commands ---------------------------------------------------------------------------------------------
    def command_help(self, seat: int, rest: str) -> str:
        cards = self.game.show.cards(self.match.options)
        self.say(HELP.format(example=notation_example(self.match.legal_actions(seat)),
                             card_example=cards[0].name if cards else "NAME"))
        return DONE

    def command_card(self, seat: int, rest: str) -> str:
        cards = self.game.show.cards(self.match.options)
        if not rest:
            self.say("which card? type `card` and its name, e.g. `card "
                     f"{cards[0].name if cards else 'NAME'}`; `cards` lists them")
            return REFUSED
        found = lookup(cards, rest)
        if not found:
            known = "; type `cards` to list the cards in play" if cards else " (this game lists no cards yet)"
            self.say(f"no card named \"{rest}\" in this game{known}")
            return REFUSED
        names = list(dict.fromkeys(card.name for card in found))
        if len(names) > 1:
            self.say(self.listed(f'{len(names)} cards match "{rest}":', names, "; type more of the name"))
            return DONE
        for card in found:
            name, text, *details = card.lines()
            width = self.console.width
            self.say("\n".join([name, wrapped(text, width, ""),
                                 *(wrapped(f"- {line}", width, "  ") for line in details)]))
        return DONE

    def command_cards(self, seat: int, rest: str) -> str:
        cards = self.game.show.cards(self.match.options)
        if not cards:
            self.say("this game lists no cards yet")
            return DONE
        by_kind: dict[str, list[str]] = {}
        for card in cards:
            by_kind.setdefault(card.kind, []).append(card.name)
        for kind, names in by_kind.items():
            self.say(self.listed(f"{kind} ({len(names)}):", names))
        self.say("type `card NAME` for what one does")
        return DONE

    def listed(self, head: str, names: list[str], tail: str = "") -> str:
        """`head` and the names separated by commas, wrapped to the console's width between names (never inside
        a name)."""
        width, indent = max(20, self.console.width), "    "
        lines, line = [], head
        for n, name in enumerate(names):
            part = name + ("," if n < len(names) - 1 else tail)
            if len(line) + 1 + len(part) > width and line.strip():
                lines.append(line)
                line = indent + part
            else:
                line = f"{line} {part}"
        return "\n".join(lines + [line])

    def command_rules(self, seat: int, rest: str) -> str:
        self.say(guide_text(self.game, self.match.options, self.console.width))
        return DONE

    def command_board(self, seat: int, rest: str) -> str:
        self.draw_board(seat, self.match.legal_actions(seat) if seat in self.match.to_move() else None)
        return DONE

    def command_notation(self, seat: int, rest: str) -> str:
        self.say(numbered([str(action) for action in self.match.legal_actions(seat)], self.console.width))
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
        if not rest:
            self.say(f"the game is saved in {self.save_path} after every move; to keep a copy elsewhere type: "
                     "save FILE")
            return DONE
        return DONE if self.save(Path(rest)) else REFUSED

    def command_quit(self, seat: int, rest: str) -> str:
        self.say(f"the game is saved in {self.kept_in}; continue it with: {self.continue_hint()}")
        return QUIT

    def command_undo(self, seat: int, rest: str) -> str:
        """Take back the seat's last decision with the bots' moves after it (the engine's rule, Match.undo_refusal);
        a decision --auto-forced took is no decision, so undo goes on to the one before it."""
        match = self.match
        kept = (match.state, match.history.copy(), list(match.actions), set(self.forced_plies))
        taken: list[str] = []
        while (refusal := match.undo_refusal(seat, self.automated)) is None:
            own = max(i for i, (actor, _) in enumerate(match.actions) if actor == seat)
            taken = match.undo_back(seat, self.automated, self.reader) + taken
            if own not in self.forced_plies:
                self.changed = True
                self.save(quiet=True)
                self.say(f"took back: {'; '.join(taken)}")
                return DONE
            self.forced_plies.discard(own)
        match.state, match.history, match.actions, self.forced_plies = kept  # stopped among forced moves
        self.say(f"cannot undo: {self.name_seats(refusal)} ({UNDO_POLICY})")
        return REFUSED

    def command_hint(self, seat: int, rest: str) -> str:
        state, seed = self.match.state, own_seed()
        legal = self.game.legal_actions(state, seat)
        names = self.names
        self.say("thinking (a few seconds)...")
        for name in dict.fromkeys(["mcts", "greedy", *agent_names()]):
            try:
                agent = make_agent(name, seed)
            except OptionError:
                continue
            estimates = agent.evaluate(self.game, self.game.view(state, seat), seat, legal)
            if estimates:
                numbers = {str(action): n for n, action in enumerate(legal, 1)}
                shown = ", ".join(f"{numbers.get(str(action), '?')}) "
                                  f"{self.game.show.option_text(state, seat, action, names, width=self.console.width)} "
                                  f"({value:.3g})"
                                  for action, value in estimates[:5])
                self.say(f"hint from {name}, best first: {shown}  [{agent.value_meaning}]")
                return DONE
        self.say(f"no bot gives an estimate here (bots: {', '.join(agent_names())})")
        return DONE


COMMANDS = {"help": Session.command_help, "rules": Session.command_rules, "board": Session.command_board,
            "log": Session.command_log, "notation": Session.command_notation, "save": Session.command_save,
            "quit": Session.command_quit, "undo": Session.command_undo, "hint": Session.command_hint,
            "card": Session.command_card, "cards": Session.command_cards}


# "you draws and rolls", "you (first player) sets": the verbs whose subject is "you", at the start of a sentence
def notation_example(legal: list) -> str:
    """An option of this very decision as typed: the longest notation (one naming a place or a die shows the
    notation best), or `1`'s option when all are one word."""
    return max(map(str, legal), key=lambda text: (" " in text, len(text)), default="help")




def wrapped(text: str, width: int, indent: str) -> str:
    """`text` in lines of at most `width` columns, broken between words (a terminal would break inside them)."""
    return textwrap.fill(text, width, subsequent_indent=indent, break_long_words=False, break_on_hyphens=False)


def numbered(entries_text: list[str], width: int) -> str:
    """The options as `1) take blue 5` entries, in as many columns as fit; one a line, wrapped, when they are long."""
    entries = [f"{number:>3}) {text}" for number, text in enumerate(entries_text, 1)]
    shortest = min(map(len, entries), default=0) + 2
    for per_line in range(max(1, width // max(shortest, 1)), 1, -1):
        # each column as wide as its own longest entry, so one long option does not spread every column
        columns = [max(len(e) for e in entries[k::per_line]) + 2 for k in range(min(per_line, len(entries)))]
        if sum(columns) - 2 <= width:
            return "\n".join("".join(e.ljust(columns[k]) for k, e in enumerate(entries[i:i + per_line])).rstrip()
                             for i in range(0, len(entries), per_line))
    return "\n".join(wrapped(entry, width, "     ") for entry in entries)
