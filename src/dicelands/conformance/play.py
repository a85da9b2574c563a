"""Playing one random seeded game with every check after every decision, and the option sets a game is run with."""
from __future__ import annotations

import json
import random
from dataclasses import dataclass

from ..engine.errors import OptionError
from ..engine.secrets import Knowledge, Sight
from . import checks
from .checks import Broken, canonical

MAX_DECISIONS = 20_000  # a random game longer than this "does not end"; a game may set its own
# (`game.conformance.max_decisions`)
CHECKS = ("positions", "pure-apply", "views", "over", "legal", "notation", "action-json", "action-space",
          "samples", "leaks", "secrets", "replay", "ends", "cards")


@dataclass(frozen=True)
class Failure:
    """What broke, where: decision k is the state after k decisions (0: just set up); `move` is the move taken from
    it, when the check was about that move."""

    game: str
    options: dict
    seed: int
    decision: int
    check: str
    message: str
    move: str = ""

    def __str__(self) -> str:
        options = ",".join(f"{k}={v}" for k, v in self.options.items()) or "default options"
        move = f" ({self.move})" if self.move else ""
        return f"{self.game} [{options}] seed {self.seed}, decision {self.decision}{move}: {self.check}: {self.message}"


class Report:
    """Failures of one game, at most one per check: a check that failed is not run again in that game."""

    def __init__(self, game, options: dict, seed: int, skip=()):
        self.game, self.options, self.seed = game, options, seed
        self.failures: list[Failure] = []
        self.off = set(skip)

    def run(self, check: str, decision: int, function, *args, move: str = ""):
        """`function(*args)`, or None after recording a failure (or when the check is off)."""
        if check in self.off:
            return None
        try:
            return function(*args)
        except Broken as exc:
            message = str(exc)
        except NotImplementedError as exc:
            message = f"not implemented: {exc}"
        except Exception as exc:  # the game raised while being checked: report it as this check's failure
            message = f"raised {type(exc).__name__}: {exc}"
        self.fail(check, decision, message, move)
        return None

    def fail(self, check: str, decision: int, message: str, move: str = "") -> None:
        self.off.add(check)
        self.failures.append(Failure(self.game.id, dict(self.options), self.seed, decision, check, message, move))


def check_game(game, options: dict, seed: int, skip=(), every: int = 1,
               max_decisions: int | None = None) -> list[Failure]:
    """Play one random game of `game` under `options` from `seed`, checking after every decision (`every` > 1: after
    about one decision in `every`, chosen by seed, and always the first and the last; for long soaks)."""
    report = Report(game, options, seed, skip)
    limit = max_decisions or game.conformance.max_decisions or MAX_DECISIONS
    state = report.run("play", 0, game.new_state, options, seed)
    if state is None:
        return report.failures
    options = state.options
    report.run("cards", 0, checks.cards_in_players_words, game, options)
    space = report.run("action-space", 0, game.learning.action_space, options)
    zones = game.zones(options)
    if not zones:  # nothing hidden: the view is the position without the generator
        report.off.update(("samples", "leaks", "secrets"))
    readers = [*range(game.num_seats(options)), None]
    texts: dict[int, str] = {}  # decision -> position, for the replay
    moves: list[tuple[int, str]] = []
    watch = Watch(zones, readers)
    try:
        finished = play(report, game, state, seed, every, limit, (zones, readers, space, watch), texts, moves)
    except Exception as exc:  # the game raised outside any check (to_move, legal_actions, ...)
        report.fail("play", len(moves), f"raised {type(exc).__name__}: {exc}")
        return report.failures
    if finished:
        report.run("replay", 0, replay, game, options, seed, moves, texts)
    return report.failures


def play(report: Report, game, state, seed: int, every: int, limit: int, context: tuple, texts: dict,
         moves: list) -> bool:
    """The random game itself, checking the chosen decisions; False when it had to stop early."""
    sampler, chooser = random.Random(seed * 7_919 + 5), random.Random(seed * 1_000_003 + 17)
    while True:
        decision, movers = len(moves), game.to_move(state)
        checked = not movers or decision == 0 or every <= 1 or sampler.randrange(every) == 0
        if checked:
            text = texts[decision] = texts.get(decision) or position_text(report, game, state, decision)
            views = check_state(report, game, state, decision, text, *context)
        else:
            report.run("over", decision, checks.over_matches_result, game, state)
        if not movers:
            return True
        if decision >= limit:
            report.fail("ends", decision, f"no end after {limit} random decisions")
            return False
        seat = chooser.choice(movers)
        action = chooser.choice(game.legal_actions(state, seat))
        move = f"seat {seat}: {action}"
        after = report.run("play", decision, lambda: game.apply(state, seat, action, check=False), move=move)
        if after is None:
            return False
        if checked:
            check_move(report, game, decision, (state, after), seat, action, text, views, seed)
            if "secrets" not in report.off:
                texts[decision + 1] = position_text(report, game, after, decision + 1)
            secrets_of_move(report, game, decision, (state, after), seat, action, (text, texts.get(decision + 1)),
                            context[3])
        moves.append((seat, str(action)))
        state = after


def position_text(report: Report, game, state, decision: int) -> str | None:
    """The state's position as canonical JSON, or None (reported once) when it cannot be written as JSON."""
    try:
        return canonical(game.to_position(state), "the position")
    except Exception as exc:
        if "positions" not in report.off:
            report.fail("positions", decision, str(exc) if isinstance(exc, Broken) else
                        f"to_position raised {type(exc).__name__}: {exc}")
        return None


def check_move(report: Report, game, decision: int, states: tuple, seat: int, action, text: str | None,
               views: dict, seed: int) -> None:
    """The checks of one move: `states` is (before, after); `text` and `views` are those of the state before."""
    move = f"seat {seat}: {action}"
    if text is not None:
        report.run("pure-apply", decision, checks.apply_is_pure, game, text, states[0], move=move)
    for reader, shown in views.items():
        if shown is None:
            continue
        sample = report.run("samples", decision, checks.belief_sample, game, reader, shown,
                            seed * 7919 + decision * 31 + (0 if reader is None else reader + 1), move=move)
        if sample is not None:
            report.run("leaks", decision, checks.lines_hide_the_unseen, game, reader, states, shown, sample, seat,
                       action, move=move)


def check_state(report: Report, game, state, decision: int, text: str | None, zones, readers, space,
                watch) -> dict:
    """The checks of one state; returns the readers' views (for the belief samples)."""
    report.run("over", decision, checks.over_matches_result, game, state)
    views: dict = {}
    if text is not None:  # else the position is not JSON, already reported
        report.run("positions", decision, checks.round_trip, game, text)
        position = json.loads(text) if zones else None
        views = {reader: report.run("views", decision, checks.view, game, state, reader, position, zones)
                 for reader in readers}
    legal = {seat: game.legal_actions(state, seat) for seat in game.to_move(state)}
    report.run("legal", decision, checks.movers_can_move, game, state, len(readers) - 1, legal)
    for seat, actions in legal.items():
        report.run("notation", decision, checks.notation_parses_back, game, state, seat, actions)
        report.run("action-json", decision, checks.action_json, game, seat, actions)
        if space is not None:
            report.run("action-space", decision, checks.action_space, space, state, seat, actions)
    sight = watch.sight(text) if "secrets" not in report.off else None
    if sight is not None:
        watch.knowledge.see(sight)
        public = report.run("secrets", decision, checks.public_texts, game, state, legal) or {}
        for reader in readers:
            report.run("secrets", decision, lambda r=reader: checks.tells_no_secret(
                r, {**public, **checks.own_texts(game, state, r, legal, views.get(r))},
                watch.knowledge.secrets(sight, r), "in this position"))
    return views


class Watch:
    """The secrets check's memory: what each reader has come to know so far (engine/secrets.py), and the position
    last read (a move's position after is the next decision's position before)."""

    def __init__(self, zones, readers):
        self.zones, self.knowledge = zones, Knowledge(readers)
        self.last: tuple[str, Sight] | None = None

    def sight(self, text: str | None) -> Sight | None:
        if text is None:
            return None
        if self.last is None or self.last[0] != text:
            self.last = (text, Sight(json.loads(text), self.zones))
        return self.last[1]


def secrets_of_move(report: Report, game, decision: int, states: tuple, seat: int, action, texts: tuple,
                    watch: Watch) -> None:
    """No reader is told, about a move, a spelling secret to it after the move (what the move showed it is known)."""
    if "secrets" in report.off:
        return
    before, after = watch.sight(texts[0]), watch.sight(texts[1])
    if before is None or after is None:
        return
    watch.knowledge.move(before, after)
    watch.knowledge.see(after)
    for reader in watch.knowledge.known:
        report.run("secrets", decision, lambda r=reader: checks.tells_no_secret(
            r, checks.texts_about_move(game, states, seat, action, r), watch.knowledge.secrets(after, r),
            "after the move"), move=f"seat {seat}: {action}")


def replay(game, options: dict, seed: int, moves: list, texts: dict) -> None:
    """The same (options, seed) and the moves' notation give the same positions again (those that were checked)."""
    state = game.new_state(options, seed)
    for decision in range(len(moves) + 1):
        if decision in texts and texts[decision] is not None:
            checks.same_json(texts[decision], canonical(game.to_position(state), "the position"),
                             f"replaying from the seed, the position after {decision} decisions differs")
        if decision < len(moves):
            seat, notation = moves[decision]
            state = game.apply(state, seat, notation)


# ---- option sets -----------------------------------------------------------------------------------------------
def option_sets(game) -> list[dict]:
    """The option sets a game is checked with: `default_option_sets(game)`, then the game's own
    `game.conformance.option_sets` (sides, solo modes, variants), without repeats."""
    found, seen = [], set()
    for options in default_option_sets(game) + [dict(o) for o in game.conformance.option_sets]:
        key = repr(sorted(game.resolve_options(options).items()))
        if key not in seen:
            seen.add(key)
            found.append(options)
    return found


def default_option_sets(game) -> list[dict]:
    """Every `players` value the game takes; with modules, each player count also with every single module and with
    all of them (sets a module refuses are left out)."""
    spec = next((s for s in game.all_option_specs() if s.name == "players"), None)
    if spec is None:
        players: list = [None]
    elif spec.choices:
        players = list(spec.choices)
    elif spec.minimum is not None and spec.maximum is not None:
        players = list(range(spec.minimum, spec.maximum + 1))
    else:
        players = [spec.default]
    modules = [""]
    if game.catalog is not None and game.catalog.modules:
        names = list(game.catalog.modules)
        modules += names + ([",".join(names)] if len(names) > 1 else [])
    found = []
    for count in players:
        for chosen in modules:
            options = ({} if count is None else {"players": count}) | ({"modules": chosen} if chosen else {})
            try:
                game.resolve_options(options)
            except OptionError:
                continue
            found.append(options)
    return found
