"""Scenarios: rules tests written as data. The file format is documented in docs/scenarios.md.

A scenario starts a game from options + seed (+ forced chance) or from a position, then runs its steps in order:
`do` (actions), `force` (chance outcomes to queue) and `expect` (assertions about the state reached).

    scenarios = load_scenarios("tests/scenarios/GAME/some_rule.yaml")          # ScenarioError if malformed
    outcome = run_scenario(scenarios[0])                                      # never raises
    outcome.passed, outcome.line()

A malformed file (bad YAML, unknown keys, wrong types) is a ScenarioError: it cannot be run at all. Everything that
goes wrong while running — an action refused, a value that differs, even a crash inside the game — is a failed
scenario, reported as an Outcome naming the step and the mismatch.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

import msgspec

from .data import DataError
from .errors import ECHO_LIMIT, DicelandsError, quoted
from .fixtures import build_fixtures, fixtures_in_play
from .game import normalize_notation
from .inputs import conform, read_json, read_yaml
from .match import MAX_FORCED, Match, check_forced_kinds
from .registry import get_game
from .scenario_checks import (SPECTATOR, Logged, Mismatch, contains, expect_count, expect_length, expect_text,
                              expect_view, log_lines, lookup, option_texts, reader_of, reader_name, seat_view,
                              subset_difference)
from .schemas import OptionValue


class ScenarioError(DicelandsError):
    """A scenario file that cannot be run: unreadable, not YAML/JSON, or not in the scenario format."""


SCENARIO_KEYS = {"name", "cite", "game", "options", "seed", "force", "players", "position", "seats", "steps", "notes",
                 "components"}
STEP_KEYS = {"seat", "do", "force", "expect", "note"}
EXPECT_KEYS = {"scores", "legal", "legal_count", "legal_includes", "legal_excludes", "to_move", "prompt", "error",
               "over", "winners", "position", "icon_at", "seen_by", "view", "view_contains", "view_omits",
               "log_contains", "log_omits", "options_contain", "options_omit", "length", "count"}
READER_KEYS = ("view", "view_contains", "view_omits", "log_contains", "log_omits")  # need `seen_by:`
SCENARIO_SUFFIXES = (".yaml", ".yml", ".json")

Unset = msgspec.UnsetType
Notations = str | int | list[str | int]
Seats = int | list[int]
Points = dict[str, int | float]
Texts = str | int | list[str | int]


class IconAtSchema(msgspec.Struct, forbid_unknown_fields=True):
    cell: str
    icon: str | None
    seat: int | Unset = msgspec.UNSET


class ExpectSchema(msgspec.Struct, forbid_unknown_fields=True):
    """The shape of every expectation, checked when the file is loaded (what each means: docs/scenarios.md)."""
    scores: dict[int | str, Points] | list[Points] | Unset = msgspec.UNSET
    legal: Notations | Unset = msgspec.UNSET
    legal_count: int | Unset = msgspec.UNSET
    legal_includes: Notations | Unset = msgspec.UNSET
    legal_excludes: Notations | Unset = msgspec.UNSET
    to_move: Seats | Unset = msgspec.UNSET
    prompt: str | int | Unset = msgspec.UNSET
    error: str | Unset = msgspec.UNSET
    over: bool | Unset = msgspec.UNSET
    winners: Seats | Unset = msgspec.UNSET
    position: dict[str | int, Any] | Unset = msgspec.UNSET
    icon_at: IconAtSchema | list[IconAtSchema] | Unset = msgspec.UNSET
    seen_by: Annotated[int, msgspec.Meta(ge=0)] | Literal["spectator"] | Unset = msgspec.UNSET
    view: dict[str | int, Any] | Unset = msgspec.UNSET
    view_contains: Texts | Unset = msgspec.UNSET
    view_omits: Texts | Unset = msgspec.UNSET
    log_contains: Texts | Unset = msgspec.UNSET
    log_omits: Texts | Unset = msgspec.UNSET
    options_contain: Texts | Unset = msgspec.UNSET
    options_omit: Texts | Unset = msgspec.UNSET
    length: dict[str | int, Annotated[int, msgspec.Meta(ge=0)]] | Unset = msgspec.UNSET
    count: dict[str | int, dict[str | int, Annotated[int, msgspec.Meta(ge=0)]]] | Unset = msgspec.UNSET


@dataclass
class Step:
    number: int  # 1-based, as a reader counts the steps of a scenario
    seat: int | None = None
    do: list[str] = field(default_factory=list)
    force: list[tuple[str, str]] = field(default_factory=list)
    expect: dict = field(default_factory=dict)  # without `error`, which is attached to the `do` it is about
    error: str | None = None  # this step's `do` must be refused with a message containing this text


@dataclass
class Scenario:
    name: str
    cite: str
    game: str
    file: Path
    options: dict = field(default_factory=dict)
    seed: int = 0
    force: list[tuple[str, str]] = field(default_factory=list)
    players: list[str] | None = None
    seats: list[str] | None = None
    position: dict | None = None
    components: dict = field(default_factory=dict)  # inline components: {kind: {key: component}} (engine/fixtures.py)
    steps: list[Step] = field(default_factory=list)
    setup_error: str | None = None  # the set-up itself (options, position) must be refused


AT_END = -1  # Outcome.step of a failure found once every step has run (an unused forced chance outcome)


@dataclass
class Outcome:
    scenario: Scenario
    step: int | None = None  # None: passed; 0: the set-up; AT_END: after the last step; else the failing step
    message: str = ""

    @property
    def passed(self) -> bool:
        return self.step is None

    def line(self) -> str:
        where = "setup" if self.step == 0 else "end" if self.step == AT_END else f"step {self.step}"
        text = f"{self.scenario.file}: {self.scenario.name}: "
        return text + ("passed" if self.passed else f"{where}: {' '.join(self.message.split())}")


# ---- loading -----------------------------------------------------------------------------------------------------
def scenario_files(paths: list[str | Path]) -> list[Path]:
    """The given files, and the scenario files found under the given directories, in a stable order."""
    found: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            found += sorted(p for p in path.rglob("*") if p.suffix in SCENARIO_SUFFIXES and p.is_file())
        else:
            found.append(path)
    return found


def load_scenarios(path: str | Path) -> list[Scenario]:
    """Every scenario in a file (one scenario or a list of them), fully checked; ScenarioError names the problem."""
    path = Path(path)
    data = _read(path)
    entries = data if isinstance(data, list) else [data]
    if not entries:
        raise ScenarioError(f"{path}: no scenarios in the file")
    scenarios, names = [], set()
    for index, entry in enumerate(entries):
        scenario = _parse_scenario(entry, path, f"{path}: scenario #{index + 1}")
        if scenario.name in names:
            raise ScenarioError(f"{path}: two scenarios are named {scenario.name!r}")
        names.add(scenario.name)
        scenarios.append(scenario)
    return scenarios


def _read(path: Path) -> Any:
    """The file through the input policy (engine/inputs.py): JSON by its suffix, else YAML."""
    if path.suffix == ".json":
        return read_json(path, "scenario file", ScenarioError)
    return read_yaml(path, "scenario file", ScenarioError)


def _parse_scenario(entry: Any, path: Path, where: str) -> Scenario:
    if not isinstance(entry, dict):
        raise ScenarioError(f"{where}: a scenario must be a mapping, got {_kind(entry)}")
    if isinstance(entry.get("name"), str) and entry["name"].strip():
        where = f"{path}: scenario {entry['name']!r}"
    _no_unknown_keys(entry, SCENARIO_KEYS, where)
    for key in ("name", "cite", "game"):
        if not isinstance(entry.get(key), str) or not entry[key].strip():
            raise ScenarioError(f"{where}: needs `{key}:` (text)")
    scenario = Scenario(name=entry["name"].strip(), cite=entry["cite"].strip(), game=entry["game"], file=path)
    scenario.options = _typed(entry, "options", dict, {}, where)
    conform(scenario.options, dict[str, OptionValue], f"{where}: options", ScenarioError)
    scenario.seed = _typed(entry, "seed", int, 0, where)
    scenario.force = _parse_force(entry.get("force", []), f"{where}: force")
    scenario.players = _names(entry, "players", where)
    scenario.seats = _names(entry, "seats", where)
    if "position" in entry:
        if "options" in entry or "seed" in entry or "players" in entry:
            raise ScenarioError(f"{where}: start from `position:` or from `options:`/`seed:`/`players:`, not both")
        scenario.position = _parse_position(entry["position"], path, where)
    if "components" in entry:
        scenario.components = _parse_components(scenario.game, entry["components"], where)
    steps = entry.get("steps", [])
    if not isinstance(steps, list):
        raise ScenarioError(f"{where}: `steps:` must be a list")
    scenario.steps = [_parse_step(step, number, where) for number, step in enumerate(steps, 1)]
    _attach_errors(scenario, [step.get("expect", {}).get("error") for step in steps], where)
    if len(scenario.force) + sum(len(step.force) for step in scenario.steps) > MAX_FORCED:
        raise ScenarioError(f"{where}: more than {MAX_FORCED} forced outcomes in all")
    _check_chance_kinds(scenario, where)
    _check_position(scenario, where)
    return scenario


def _parse_components(game_id: str, raw: Any, where: str) -> dict:
    """Inline components, each read by its data file's own builder (the same schema); DataError -> ScenarioError."""
    try:
        game = get_game(game_id)
    except DicelandsError as exc:
        raise ScenarioError(f"{where}: components: {exc}") from None
    try:
        return build_fixtures(game, raw, f"{where}: components")
    except DataError as exc:
        raise ScenarioError(str(exc)) from None


def _check_position(scenario: Scenario, where: str) -> None:
    """A position the game refuses is a malformed file (exit 2), unless the scenario expects its set-up refused."""
    if scenario.position is None or scenario.setup_error:
        return
    try:
        game = get_game(scenario.game)
    except DicelandsError:
        return  # an unknown game is the set-up's failure, reported when the scenario runs
    try:
        with fixtures_in_play(game, scenario.components):  # a position may hold the scenario's inline components
            game.from_position(scenario.position)
    except DicelandsError as exc:
        raise ScenarioError(f"{where}: position: {exc}") from None
    except Exception:  # noqa: BLE001 - a bug in the game: the scenario runs and reports the crash as its failure
        return


def _check_chance_kinds(scenario: Scenario, where: str) -> None:
    try:
        game = get_game(scenario.game)
    except DicelandsError:
        return  # an unknown game is the set-up's failure, reported when the scenario runs
    check_forced_kinds(game, scenario.force, f"{where}: force", ScenarioError)
    for step in scenario.steps:
        check_forced_kinds(game, step.force, f"{where}: step {step.number}: force", ScenarioError)


def _parse_position(value: Any, path: Path, where: str) -> dict:
    if isinstance(value, str):
        target = (path.parent / value)
        try:
            value = read_json(target, "position", ScenarioError)
        except ScenarioError as exc:
            raise ScenarioError(f"{where}: position: {exc}") from None
    if not isinstance(value, dict):
        raise ScenarioError(f"{where}: `position:` must be a mapping or the path of a JSON file")
    return value


def _parse_step(raw: Any, number: int, where: str) -> Step:
    where = f"{where}: step {number}"
    if not isinstance(raw, dict) or not raw:
        raise ScenarioError(f"{where}: a step is a mapping with `do:`, `force:` or `expect:`, got {_kind(raw)}")
    _no_unknown_keys(raw, STEP_KEYS, where)
    if not {"do", "force", "expect"} & set(raw):
        raise ScenarioError(f"{where}: a step needs `do:`, `force:` or `expect:`")
    step = Step(number, seat=_seat(raw.get("seat"), where) if "seat" in raw else None)
    do = raw.get("do", [])
    for action in do if isinstance(do, list) else [do]:
        if isinstance(action, (dict, list)) or action is None:
            raise ScenarioError(f"{where}: `do:` takes action notation (text) or a list of them, got {action!r}")
        if str(action).count("(") != str(action).count(")"):
            raise ScenarioError(f"{where}: `do:` item {str(action)!r} has unbalanced parentheses; inside [a, b] "
                                "lists quote notation that holds a comma: [\"place (2,-1)\", close]")
        step.do.append(str(action))
    step.force = _parse_force(raw.get("force", []), f"{where}: force")
    expect = raw.get("expect", {})
    if not isinstance(expect, dict):
        raise ScenarioError(f"{where}: `expect:` must be a mapping")
    _no_unknown_keys(expect, EXPECT_KEYS, f"{where}: expect")
    conform(expect, ExpectSchema, f"{where}: expect", ScenarioError)
    _check_reader(expect, f"{where}: expect")
    step.expect = {key: value for key, value in expect.items() if key != "error"}
    return step


def _check_reader(expect: dict, where: str) -> None:
    """View and log checks (and `view.` paths of length/count) say whose eyes they use; options belong to a seat,
    not to a spectator; and a `seen_by` is read by some check."""
    needing = [key for key in READER_KEYS if key in expect]
    needing += [f"{key}: {path}" for key in ("length", "count") if isinstance(expect.get(key), dict)
                for path in expect[key] if str(path) == "view" or str(path).startswith("view.")]
    if needing and "seen_by" not in expect:
        raise ScenarioError(f"{where}: `{needing[0]}` needs `seen_by:` (a seat number, or {SPECTATOR}): whose view "
                            "and log it reads")
    option_keys = [key for key in ("options_contain", "options_omit") if key in expect]
    if expect.get("seen_by") == SPECTATOR and option_keys:
        raise ScenarioError(f"{where}: `{option_keys[0]}:` needs a seat: a spectator has no options")
    if "seen_by" in expect and not needing and not option_keys:
        raise ScenarioError(f"{where}: `seen_by:` is there but no check reads through it (view, view_contains, "
                            "view_omits, log_contains, log_omits, options_contain, options_omit, or a `view.` path "
                            "of length/count)")


def _attach_errors(scenario: Scenario, errors: list[Any], where: str) -> None:
    """An `error` expectation is about one `do`: the same step's, else the previous step's, else the next step's.

    A scenario whose only step is a lone `expect: {error: ...}` expects its set-up to be refused.
    """
    steps = scenario.steps
    for index, (step, error) in enumerate(zip(steps, errors)):
        if error is None:
            continue
        if not isinstance(error, str) or not error.strip():
            raise ScenarioError(f"{where}: step {step.number}: `error:` must be text the message should contain")
        previous = steps[index - 1] if index else None
        following = steps[index + 1] if index + 1 < len(steps) else None
        if step.do:
            target = step
        elif previous and previous.do and previous.error is None and errors[index - 1] is None:
            target = previous
        elif following and following.do and errors[index + 1] is None:
            target = following
        elif len(steps) == 1:
            scenario.setup_error = error
            continue
        else:
            raise ScenarioError(f"{where}: step {step.number}: `error:` has no `do:` next to it to be about")
        target.error = error


def _parse_force(value: Any, where: str) -> list[tuple[str, str]]:
    """`roll: green3 red5 black2`, a list of such entries, or [kind, outcome] pairs -> [(kind, outcome)]."""
    outcomes = []
    for item in value if isinstance(value, list) else [value]:
        if isinstance(item, dict) and item and all(_is_text(k) and _is_text(v) for k, v in item.items()):
            outcomes += [(str(kind), str(text)) for kind, text in item.items()]
        elif isinstance(item, list) and len(item) == 2 and all(map(_is_text, item)):
            outcomes.append((str(item[0]), str(item[1])))
        else:
            raise ScenarioError(f"{where}: expected entries like `- roll: green3 red5 black2`, got {item!r}")
    if len(outcomes) > MAX_FORCED:
        raise ScenarioError(f"{where}: {len(outcomes)} forced outcomes, over the limit of {MAX_FORCED}")
    return outcomes


def _is_text(value: Any) -> bool:
    """Notation in a YAML file: text, or a number YAML read as one (`roll: 3`)."""
    return isinstance(value, (str, int)) and not isinstance(value, bool)


def _typed(entry: dict, key: str, kind: type, default: Any, where: str) -> Any:
    value = entry.get(key, default)
    if isinstance(value, bool) and kind is not bool or not isinstance(value, kind):
        raise ScenarioError(f"{where}: `{key}:` must be {'a whole number' if kind is int else 'a mapping'}")
    return value


def _names(entry: dict, key: str, where: str) -> list[str] | None:
    value = entry.get(key)
    if value is None:
        return None
    if isinstance(value, str):
        value = [name.strip() for name in value.split(",")]
    if not isinstance(value, list) or not all(isinstance(name, str) and name for name in value):
        raise ScenarioError(f"{where}: `{key}:` must be a list of names")
    return value


def _seat(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ScenarioError(f"{where}: `seat:` must be a seat number (0, 1, ...), got {value!r}")
    return value


def _no_unknown_keys(mapping: dict, known: set[str], where: str) -> None:
    unknown = sorted(str(key) for key in mapping if key not in known)
    if unknown:
        raise ScenarioError(f"{where}: unknown key {unknown[0]!r} (known: {', '.join(sorted(known))})")


def _kind(value: Any) -> str:
    return {list: "a list", dict: "a mapping", str: "text", type(None): "nothing"}.get(type(value), repr(value))


# ---- running -----------------------------------------------------------------------------------------------------
def run_scenario(scenario: Scenario) -> Outcome:
    """Play the scenario; the first mismatch (or refused action, or crash) ends it as a failure. Its inline
    components are in the game's tables while it runs, and only for it."""
    if not scenario.components:
        return _run(scenario)
    with fixtures_in_play(get_game(scenario.game), scenario.components):
        return _run(scenario)


def _run(scenario: Scenario) -> Outcome:
    try:
        match = _start(scenario)
    except DicelandsError as exc:
        if scenario.setup_error and contains(str(exc), scenario.setup_error):
            return Outcome(scenario)
        expected = f", expected an error containing {scenario.setup_error!r}" if scenario.setup_error else ""
        return Outcome(scenario, 0, f"refused: {exc}{expected}")
    except Exception as exc:  # a bug in the game is a failed rules test, not a crash of the runner
        return Outcome(scenario, 0, f"crashed: {type(exc).__name__}: {exc}")
    if scenario.setup_error:
        return Outcome(scenario, 0, f"the set-up was accepted, expected an error containing {scenario.setup_error!r}")
    previous_seat = None  # the seat of the previous step's `do`
    logged: list[Logged] = []  # the actions of the latest step that took any, for `log_*` checks
    for step in scenario.steps:
        try:
            previous_seat = _run_step(match, step, previous_seat, logged)
        except Mismatch as mismatch:
            return Outcome(scenario, step.number, str(mismatch))
        except DicelandsError as exc:
            return Outcome(scenario, step.number, str(exc))
        except Exception as exc:
            return Outcome(scenario, step.number, f"crashed: {type(exc).__name__}: {exc}")
    unused = _forced_queue(match)
    if unused:
        shown = ", ".join(f"{kind}: {text}" for kind, text in unused[:3]) + (", ..." if len(unused) > 3 else "")
        return Outcome(scenario, AT_END, f"{len(unused)} forced chance outcome{'s' if len(unused) > 1 else ''} "
                       f"never used ({shown}): the game met no chance event of that kind when it was next in the "
                       "queue (outcomes are taken in order, and one of the wrong kind is skipped over by sampling)")
    return Outcome(scenario)


def _forced_queue(match: Match) -> list:
    rng = getattr(match.state, "rng", None)
    return list(getattr(rng, "forced", None) or [])


def _start(scenario: Scenario) -> Match:
    game = get_game(scenario.game)
    if scenario.position is not None:
        match = Match.from_position(game, scenario.position, scenario.seats)
        match.state.rng.forced.extend(scenario.force)
        return match
    options, seats = dict(scenario.options), scenario.seats
    if scenario.players:
        plan = game.seat_plan(scenario.players)
        options.update(plan.options)
        seats = seats or list(plan.names or scenario.players)
    return Match.new(game, options, scenario.seed, seats, scenario.force)


def _run_step(match: Match, step: Step, previous_seat: int | None = None, logged: list | None = None) -> int | None:
    """Run one step; returns the seat that took its `do` (None without one), for the next step's `expect`.
    `logged` (the actions of the latest step that took any) is replaced by this step's when it has a `do`."""
    match.state.rng.forced.extend(step.force)
    logged = [] if logged is None else logged
    seat = None
    if step.do:
        logged.clear()
        seat = _do(match, step, logged)
    if step.expect:
        fallback = seat if seat is not None else previous_seat
        check_expectations(match, step.expect, step.seat, fallback, logged)
    return seat


def _do(match: Match, step: Step, logged: list[Logged]) -> int | None:
    """Take the step's actions; returns the seat that took them (the last one's, if the mover changed)."""
    seat = None
    for index, text in enumerate(step.do):
        seat = step.seat if step.seat is not None else _sole_mover(match, f"do {quoted(text)}")
        before, state = _position(match), match.state
        try:
            logged.append(Logged(state, seat, match.apply(seat, text), None))
        except DicelandsError as exc:
            if step.error is None:
                raise Mismatch(f"{quoted(text)} was refused: {exc}") from None
            if index != len(step.do) - 1:
                raise Mismatch(f"{quoted(text)} was refused before the step's last action: {exc}") from None
            if not contains(str(exc), step.error):
                raise Mismatch(f"{quoted(text)} was refused with {quoted(str(exc), 4 * ECHO_LIMIT)}, expected an error containing "
                               f"{step.error!r}") from None
            if _position(match) != before:
                raise Mismatch(f"the refused action {quoted(text)} changed the state") from None
            return seat
        logged[-1] = Logged(state, seat, logged[-1].action, match.state)
    if step.error is not None:
        raise Mismatch(f"{step.do[-1]!r} was accepted, expected an error containing {step.error!r}")
    return seat


def check_expectations(match: Match, expect: dict, seat: int | None = None, fallback: int | None = None,
                       logged: list[Logged] | None = None) -> None:
    """Raise Mismatch naming every expectation of this step that does not hold.

    `seat` is the step's `seat:`; without it the checks look at the single seat to move, and when several seats are
    to move (a simultaneous step) at `fallback`: the seat of the step's `do`, else of the previous step's. Checks
    through a reader's eyes use `seen_by` (`logged`: the actions their log lines are about).
    """
    problems = []
    reader = reader_of(expect.get("seen_by"))
    for key, value in expect.items():
        try:
            if key == "icon_at":  # looks at a board, not at a decision: its own default (the step's seat, else 0)
                CHECKS[key](match, value, seat)
            elif key in READER_CHECKS:
                READER_CHECKS[key](match, value, reader, logged or [])
            elif key in ("options_contain", "options_omit") and "seen_by" in expect:
                CHECKS[key](match, value, reader)
            elif key != "seen_by":
                CHECKS[key](match, value, _default_seat(match, seat, fallback))
        except Mismatch as mismatch:
            problems.append(f"{key}: {mismatch}")
    if problems:
        raise Mismatch("; ".join(problems))


# ---- the expectations ----------------------------------------------------------------------------------------------
def _expect_scores(match: Match, expected: Any, seat: int | None) -> None:
    scores = match.result().scores
    items = expected.items() if isinstance(expected, dict) else enumerate(expected or [])
    for key, categories in items:
        seat_no = _seat_key(key, len(scores))
        if not isinstance(categories, dict):
            raise Mismatch(f"seat {seat_no}: give a mapping of category -> points, got {categories!r}")
        for category, points in categories.items():
            got = scores[seat_no].get(category)
            if got != points:
                known = "" if category in scores[seat_no] else f" (categories: {', '.join(scores[seat_no])})"
                raise Mismatch(f"seat {seat_no} {category}: expected {points}, got {got}{known}")


def _expect_legal(match: Match, expected: Any, seat: int | None) -> None:
    want, got = set(_notations(expected)), set(_legal(match, seat))
    if want != got:
        missing, extra = sorted(want - got), sorted(got - want)
        parts = ([f"missing {_shortlist(missing)}"] if missing else []) + ([f"unexpected {_shortlist(extra)}"]
                                                                           if extra else [])
        raise Mismatch(", ".join(parts))


def _expect_legal_count(match: Match, expected: Any, seat: int | None) -> None:
    got = _legal(match, seat)
    if len(got) != expected:
        raise Mismatch(f"expected {expected} options, got {len(got)}: {_shortlist(got)}")


def _expect_legal_includes(match: Match, expected: Any, seat: int | None) -> None:
    missing = sorted(set(_notations(expected)) - set(_legal(match, seat)))
    if missing:
        raise Mismatch(f"not legal: {_shortlist(missing)}")


def _expect_legal_excludes(match: Match, expected: Any, seat: int | None) -> None:
    present = sorted(set(_notations(expected)) & set(_legal(match, seat)))
    if present:
        raise Mismatch(f"legal but should not be: {_shortlist(present)}")


def _expect_to_move(match: Match, expected: Any, seat: int | None) -> None:
    want = tuple(expected) if isinstance(expected, list) else (expected,)
    if tuple(match.to_move()) != want:
        raise Mismatch(f"expected {list(want)}, got {list(match.to_move())}")


def _expect_prompt(match: Match, expected: Any, seat: int | None) -> None:
    seat = _seat_for(match, seat)
    got = match.game.prompt(match.state, seat)
    if not contains(got, str(expected)):
        raise Mismatch(f"expected a prompt containing {expected!r}, got {got!r}")


def _expect_over(match: Match, expected: Any, seat: int | None) -> None:
    if match.is_over() != bool(expected):
        raise Mismatch(f"expected the game {'' if expected else 'not '}to be over; to move: {list(match.to_move())}")


def _expect_winners(match: Match, expected: Any, seat: int | None) -> None:
    want = sorted(expected if isinstance(expected, list) else [expected])
    got = sorted(match.result().winners)
    if want != got:
        raise Mismatch(f"expected {want}, got {got}")


def _expect_position(match: Match, expected: Any, seat: int | None) -> None:
    if not isinstance(expected, dict):
        raise Mismatch("give a mapping of (dotted) paths to values")
    position = _position(match)
    for path, value in expected.items():
        actual = lookup(position, str(path))
        difference = subset_difference(value, actual, str(path))
        if difference:
            raise Mismatch(difference)


def _expect_icon_at(match: Match, expected: Any, seat: int | None) -> None:
    for check in expected if isinstance(expected, list) else [expected]:
        if not isinstance(check, dict) or "cell" not in check or "icon" not in check:
            raise Mismatch(f"give {{cell: \"(q,r)\", icon: NAME, seat: N}}, got {check!r}")
        board_seat = check.get("seat", 0 if seat is None else seat)
        cell = str(check["cell"])
        try:
            got = match.game.show.cell_check(match.state, board_seat, cell)
        except DicelandsError as exc:
            raise Mismatch(f"seat {board_seat} {cell}: {exc}") from None
        if got is None:
            raise Mismatch(f"{match.game.title} has no cell checks")
        want = "" if check["icon"] in (None, "empty", "none") else str(check["icon"]).lower()
        if got.lower() != want:
            raise Mismatch(f"seat {board_seat} {cell}: expected {want or 'empty'}, got {got or 'empty'}")


def _expect_options(match: Match, expected: Any, seat: int | None, present: bool) -> None:
    seat = _seat_for(match, seat)
    expect_text(option_texts(match, seat), expected, present, f"seat {seat}'s options")


def _view_text(match: Match, reader: int | None) -> list[str]:
    """The view as text, without its `unseen` pools: they list every component the reader has not seen."""
    view = seat_view(match, reader)
    view.pop("unseen", None)
    return [json.dumps(view, ensure_ascii=False)]


READER_CHECKS = {
    "view": lambda match, value, reader, logged: expect_view(match, value, reader),
    "view_contains": lambda match, value, reader, logged: expect_text(
        _view_text(match, reader), value, True, f"the view of {reader_name(reader)}", show=False),
    "view_omits": lambda match, value, reader, logged: expect_text(
        _view_text(match, reader), value, False, f"the view of {reader_name(reader)}", show=False),
    "log_contains": lambda match, value, reader, logged: expect_text(
        log_lines(match, logged, reader), value, True, f"the log of {reader_name(reader)}"),
    "log_omits": lambda match, value, reader, logged: expect_text(
        log_lines(match, logged, reader), value, False, f"the log of {reader_name(reader)}"),
    "length": lambda match, value, reader, logged: expect_length(match, value, reader),
    "count": lambda match, value, reader, logged: expect_count(match, value, reader),
}

CHECKS = {"scores": _expect_scores, "legal": _expect_legal, "legal_count": _expect_legal_count,
          "legal_includes": _expect_legal_includes, "legal_excludes": _expect_legal_excludes,
          "to_move": _expect_to_move, "prompt": _expect_prompt, "over": _expect_over, "winners": _expect_winners,
          "position": _expect_position, "icon_at": _expect_icon_at,
          "options_contain": lambda match, value, seat: _expect_options(match, value, seat, True),
          "options_omit": lambda match, value, seat: _expect_options(match, value, seat, False)}


# ---- helpers -------------------------------------------------------------------------------------------------------
def _position(match: Match) -> dict:
    return json.loads(json.dumps(match.game.to_position(match.state)))  # tuples become lists, as in a file


def _legal(match: Match, seat: int | None) -> list[str]:
    seat = _seat_for(match, seat)
    if seat not in match.to_move():
        return []
    return [normalize_notation(action) for action in match.legal_actions(seat)]


def _seat_for(match: Match, seat: int | None) -> int:
    return seat if seat is not None else _sole_mover(match, "this check")


def _default_seat(match: Match, seat: int | None, fallback: int | None) -> int | None:
    """The step's seat; else, when several seats are to move, the seat of this (or the previous) step's `do`."""
    movers = match.to_move()
    if seat is not None or len(movers) <= 1 or fallback not in movers:
        return seat
    return fallback


def _sole_mover(match: Match, what: str) -> int:
    movers = match.to_move()
    if len(movers) != 1:
        raise Mismatch(f"{what}: say which `seat:` (seats to move: {list(movers) or 'none, the game is over'})")
    return movers[0]


def _seat_key(key: Any, seats: int) -> int:
    seat = int(key) if isinstance(key, int) or str(key).isdigit() else -1
    if not 0 <= seat < seats:
        raise Mismatch(f"no seat {key} (the game has {seats})")
    return seat


def _notations(value: Any) -> list[str]:
    return [normalize_notation(v) for v in (value if isinstance(value, list) else [value])]


def _shortlist(items: list[str], limit: int = 8) -> str:
    shown = ", ".join(items[:limit])
    return f"[{shown}{', ...' if len(items) > limit else ''}]" + (f" ({len(items)})" if len(items) > limit else "")
