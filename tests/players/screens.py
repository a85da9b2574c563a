"""Terminal screen harness: the decision screens a person sees in `dicelands play`, and what is wrong with them.

Stable API (other helpers' per-game tests import these; keep the signatures):

    decision_screens(game_id, options, width, height, seed=0, decisions=30, seat=0) -> Iterator[Screen]
        Drives a real `dicelands.cli.session.Session` on a rich Console(width=width, record=True) over a seeded game:
        `seat` is the person ("you"), every other agent seat moves by a random choice drawn from `seed`, seats the
        game plays itself (LU-287, the Diceoneer) move as the game moves them. Like the Session (`--auto-forced`), a
        decision with a single option is taken without a screen. Yields up to `decisions` screens (None: the whole
        game), each the board as `Session.draw_board` prints it and the question as `Session.show_decision` prints it.
    screen_problems(screen, names=()) -> list[str]
        Every problem of one screen (empty list: fine). `names`: extra whole names (locations, tiles, seats ...)
        besides `game.show.cards(options)` that must never be shown cut.
    assert_screens_ok(game_id, options, width, height, seed=0, decisions=30, names=(), seat=0) -> list[Screen]
        Fails with the first problems found (each names the decision number and quotes the line); returns the screens.
    not_for_players(text, allowed=()) -> list[str]   (shared with tests/browser/screens.py)
        The working words in `text`: engine/cards.py NOT_FOR_PLAYERS (placeholder, project default, spec, G27, §,
        T123, ('..., kebab ids like envoy-127 / tile-03, q04) plus coordinates like (-1,5). Words in `allowed`
        (real names such as "LU-287") are taken out first.
    cut_names(text, names) -> list[str]   (shared with tests/browser/screens.py)
        Names shown cut ("Small Hou", "Quartermaste") and words glued together ("whiteForest").

The checks of one screen:
- no line longer than the width;
- no cut names and no glued words (`cut_names`);
- no internal id, coordinate, Python tuple or spec code (`not_for_players`);
- paging: the Session prints the board, then the question (the prompt line and the numbered options), and then
  waits for a line of input on the row below. It has no pager: a terminal scrolls. So a decision is clean when
  either the whole screen fits the height with the input row (board + question <= height - 1 rows), or it splits
  into two whole pages at the board/question boundary: the question alone fits with the input row
  (question <= height - 1: every option is on screen while the person types) and the board alone fits the
  screen (board <= height: one scroll back, or the `board` command, shows all of it). Lines never wrap (the width
  check), so rows are lines.
"""
from __future__ import annotations

import io
import random
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator

from rich.console import Console

from dicelands.cli.session import Session
from dicelands.engine import Match
from dicelands.engine.cards import NOT_FOR_PLAYERS
from dicelands.engine.registry import get_game

WIDTHS = (80, 120)
HEIGHTS = (24, 40)
SIZES = ((80, 24), (120, 40))  # the two terminals
AGENT_NAMES = ("you", "easy", "medium", "strong", "greedy", "random")

# A coordinate a player cannot read: (-1,5), (0, 1), (2,-3,1).
COORDINATE = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+(?:\s*,\s*-?\d+)?\s*\)")
# Python leaking: a list or dict of strings, a repr of None.
PYTHON = re.compile(r"\[\s*'|\{\s*'|<[a-z_.]+ object at|\bNone\b(?=[,)\]])")
# Two words glued: "whiteForest", "yelloMountain" (a capitalised word of 4 or more letters after a lower-case letter).
GLUED = re.compile(r"\b[a-z]{2,}[A-Z][a-z]{3,}\b")


@dataclass
class Screen:
    game_id: str
    options: dict
    width: int
    height: int
    number: int  # the how-many-th decision screen of this person (from 1)
    board: list[str]  # the board as drawn (may be empty when the game draws nothing)
    question: list[str]  # the prompt line and the numbered options
    legal: list  # the options, in the order shown
    seat_names: tuple[str, ...]
    card_names: tuple[str, ...]

    @property
    def lines(self) -> list[str]:
        return self.board + self.question

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    def where(self) -> str:
        return f"{self.game_id} {self.options} at {self.width}x{self.height}, decision {self.number}"


def not_for_players(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """The working words a player would read in `text` (engine/cards.py NOT_FOR_PLAYERS, coordinates, Python
    reprs); real names in `allowed` (a seat called "LU-287") are taken out first."""
    for name in sorted((a for a in allowed if a), key=len, reverse=True):
        text = text.replace(name, " ")
    found = [m.group(0) for m in NOT_FOR_PLAYERS.finditer(text)]
    found += [m.group(0) for m in COORDINATE.finditer(text)]
    found += [m.group(0) for m in PYTHON.finditer(text)]
    return found


def _name_words(names: Iterable[str]) -> set[str]:
    return {w for name in names for w in re.findall(r"[A-Za-z][A-Za-z']*", name)}


def cut_names(text: str, names: Iterable[str]) -> list[str]:
    """Names shown cut, and words glued together.

    - A name cut inside a word: the text holds the start of a name (4 letters or more, from a word start) that ends
      inside one of the name's words, with no letter after it: "Small Hou" of "Small House", "Quartermaste" (but
      not when that start is itself a word of a name: "Quarter" of "Caravan Quarter" beside "Quartermaster").
    - A capitalised word (3 letters or more) that is no word of any name but the start of one: "Mountai" when
      "Mountains" is a name's word (a name cut at a column boundary, wherever the name began).
    - Words glued together: "whiteForest".
    """
    names = [n for n in set(names) if len(n) >= 4]
    words = _name_words(names)
    found, spans = [], []
    for name in names:
        for end in range(4, len(name)):
            if not (name[end - 1].isalpha() and name[end].isalpha()):
                continue  # cut between words: "Small" of "Small House" is a word of its own
            piece = name[:end]
            if piece in words:
                continue  # a whole word of another name: "Recruit" (a card) beside "Recruiting Drive"
            for m in re.finditer(r"(?<![A-Za-z])" + re.escape(piece) + r"(?![A-Za-z'])", text):
                found.append(f"{piece!r} (of {name!r})")
                spans.append(m.span())
    for m in re.finditer(r"(?<![A-Za-z'])([A-Z][a-z]{2,})(?![A-Za-z'])", text):
        token = m.group(1)
        if token in words or any(start <= m.start() < end for start, end in spans):
            continue
        longer = sorted(w for w in words if w.startswith(token) and len(w) > len(token))
        if longer:
            found.append(f"{token!r} (of {longer[0]!r})")
    found += [f"{m.group(0)!r} (words glued together)" for m in GLUED.finditer(text)]
    return sorted(set(found))


def screen_problems(screen: Screen, names: Iterable[str] = ()) -> list[str]:
    """Every problem of one screen; an empty list when it is fine."""
    problems = []
    for line in screen.lines:
        if len(line) > screen.width:
            problems.append(f"line of {len(line)} columns over the width {screen.width}: {line!r}")
    allowed = (*screen.seat_names, *screen.card_names, *names)
    for cut in cut_names(screen.text, (*screen.card_names, *names)):
        problems.append(f"cut name or glued words {cut}: {_line_with(screen, cut)!r}")
    for word in not_for_players(screen.text, allowed):
        problems.append(f"not in players' words {word!r}: {_line_with(screen, word)!r}")
    problems += paging_problems(screen)
    return problems


def paging_problems(screen: Screen) -> list[str]:
    """See the module text: the whole screen fits with the input row, or board and question are each one page."""
    board, question, height = len(screen.board), len(screen.question), screen.height
    if board + question <= height - 1:
        return []
    problems = []
    if question > height - 1:
        problems.append(f"the prompt and options take {question} rows: with the input row they pass the height "
                        f"{height}, so some options scroll away while the person types")
    if board > height:
        problems.append(f"the board takes {board} rows, more than the height {height}: no scroll shows it whole")
    return problems


def _line_with(screen: Screen, piece: str) -> str:
    """The first line showing `piece` (a word found, or a cut name as cut_names quotes it first: 'Small Hou' ...)."""
    quoted = re.match(r"""(['"])(.+?)\1 \(""", piece)
    piece = quoted.group(2) if quoted else piece
    return next((line.strip() for line in screen.lines if piece in line), piece)


def _seat_names(game, options: dict) -> tuple[list[str], set[int]]:
    automata = set(game.automaton_seats(options))
    names, agents = [], iter(AGENT_NAMES)
    for seat in range(game.num_seats(options)):
        if seat in automata:
            names.append(_automaton_name(game, len(names)))
        else:
            names.append(next(agents))
    return names, automata


def _automaton_name(game, index: int) -> str:
    """The rulebook opponent as its description names it ("LU-287, the solo opponent ..." -> "LU-287")."""
    descriptions = list(game.automata.values())
    return descriptions[0].split(",")[0].strip() if descriptions else f"opponent {index + 1}"


def decision_screens(game_id: str, options: dict, width: int, height: int, seed: int = 0,
                     decisions: int | None = 30, seat: int = 0) -> Iterator[Screen]:
    """The decision screens `seat` sees over a seeded game (module text)."""
    game = get_game(game_id)
    resolved = game.resolve_options(options)
    names, automata = _seat_names(game, resolved)
    names[seat], names[0] = names[0], names[seat]
    match = Match.new(game, options, seed, names)
    roles = [None if s in automata else "human" if s == seat else "random" for s in range(len(names))]
    card_names = tuple(card.name for card in game.show.cards(resolved))
    chooser = random.Random(f"{game_id} {sorted(options.items())} {seed}")
    shown = 0
    for _ in range(20000):
        if match.is_over() or decisions is not None and shown >= decisions:
            return
        mover = match.to_move()[0]
        legal = match.legal_actions(mover)
        if mover == seat and len(legal) > 1:
            shown += 1
            yield _screen(match, options, roles, seat, legal, width, height, shown, tuple(names), card_names)
        match.apply(mover, chooser.choice(legal))


def _screen(match: Match, options: dict, roles, seat: int, legal: list, width: int, height: int, number: int,
            seat_names: tuple[str, ...], card_names: tuple[str, ...]) -> Screen:
    console = Console(width=width, height=height, record=True, file=io.StringIO(), color_system=None)
    session = Session(match, list(roles), console, False, Path("unused.json"))
    session.draw_board(seat, legal)
    board = console.export_text(clear=True).rstrip("\n")
    session.show_decision(seat)  # the board is drawn for this state already: prompt and options only
    question = console.export_text().rstrip("\n")
    return Screen(match.game.id, dict(options), width, height, number,
                  board.split("\n") if board else [], question.split("\n"), legal, seat_names, card_names)


def assert_screens_ok(game_id: str, options: dict, width: int, height: int, seed: int = 0,
                      decisions: int | None = 30, names: Iterable[str] = (), seat: int = 0) -> list[Screen]:
    """Check every decision screen; fail naming the first screens with problems and what is wrong with them."""
    names = tuple(names)
    screens, failures = [], []
    for screen in decision_screens(game_id, options, width, height, seed, decisions, seat):
        screens.append(screen)
        problems = screen_problems(screen, names)
        if problems and len(failures) < 3:
            failures.append(f"{screen.where()}:\n  " + "\n  ".join(problems[:8]) + "\n" + screen.text)
    assert screens, f"{game_id} {options}: the person was never asked anything"
    assert not failures, "\n\n".join(failures)
    return screens
