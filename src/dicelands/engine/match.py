"""A game in progress with its history: what surfaces (CLI, server, simulation) hold.

A record is (game, rules version, options, seats, seed, forced chance, actions); everything else is derived by
replaying it. Record format (JSON), documented in docs/records.md:

    {"format": "dicelands-record/1", "game": "dice-colony", "rules_version": "1",
     "options": {...}, "seats": ["you", "random"], "seed": 7, "forced": [],
     "actions": [[0, "take blue5"], [1, "place (1,0)"], ...],
     "result": {...}}            # optional: what the game ended with, checked by `replay --verify`

A record may start from a position instead of (options, seed, forced): "position": {...}.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

import msgspec

from .chance import seed_error
from .commitment import seed_commitment
from .errors import DicelandsError, IllegalActionError, RecordError, quoted
from .game import Game
from .history import History
from .inputs import conform, read_json
from .registry import get_game
from .schemas import OptionValue

RECORD_FORMAT = "dicelands-record/1"
MAX_FORCED = 5000  # forced chance outcomes in a record or scenario; each position written carries the whole queue


SeatNumber = Annotated[int, msgspec.Meta(ge=0)]
Name = Annotated[str, msgspec.Meta(min_length=1, pattern=r"\S")]  # a seat name: not empty, not only spaces


class ResultSchema(msgspec.Struct, forbid_unknown_fields=True):
    scores: list[dict[str, int | float]]
    winners: list[int]
    over: bool


class RecordSchema(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A record as it is read (docs/records.md); every field typed, unknown keys refused."""
    game: str
    format: str = RECORD_FORMAT
    rules_version: str | None = None
    options: dict[str, OptionValue] | msgspec.UnsetType = msgspec.UNSET
    seed: int | str | msgspec.UnsetType = msgspec.UNSET  # a whole number, or 64 hex digits (engine/chance.py)
    forced: list[tuple[str, str]] | msgspec.UnsetType = msgspec.UNSET
    position: dict[str, Any] | None = None
    seats: Annotated[list[Name], msgspec.Meta(min_length=1)] | None = None
    actions: list[tuple[SeatNumber, str]] = []
    result: ResultSchema | None = None
    seed_commitment: str | None = None  # the hash of the seed published before play (engine/commitment.py)


UNDOER = object()  # Match.undo_back's default reader: the seat that undoes


@dataclass
class Match:
    game: Game
    options: dict
    seed: int | str
    seats: tuple[str, ...]
    state: Any
    forced: list = field(default_factory=list)
    position: dict | None = None
    actions: list[tuple[int, str]] = field(default_factory=list)
    seed_commitment: str | None = None  # a record's, kept so a continued game can still be checked against it
    history: History = None  # type: ignore[assignment]  # the state before each action (checkpoints + replay)

    def __post_init__(self):
        if self.history is None:
            self.history = History(self.game)

    @classmethod
    def new(cls, game: Game | str, options: dict | None = None, seed: int | str = 0,
            seats: list[str] | tuple[str, ...] | None = None, forced: list | tuple = ()) -> Match:
        game = get_game(game) if isinstance(game, str) else game
        options = game.resolve_options(options)
        seats = tuple(seats) if seats else tuple(f"seat{i}" for i in range(game.num_seats(options)))
        if len(seats) != game.num_seats(options):
            raise RecordError(f"{len(seats)} seat names given but the options make {game.num_seats(options)} seats")
        state = game.new_state(options, seed, [tuple(f) for f in forced])
        return cls(game, options, seed, seats, state, [list(f) for f in forced])

    @classmethod
    def from_position(cls, game: Game | str, position: dict, seats: list[str] | None = None) -> Match:
        game = get_game(game) if isinstance(game, str) else game
        state = game.from_position(position)
        options = game.resolve_options(position.get("options", {}), typed=True)
        names = tuple(seats) if seats else tuple(f"seat{i}" for i in range(game.num_seats(options)))
        if len(names) != game.num_seats(options):
            raise RecordError(f"{len(names)} seat names given but the position has {game.num_seats(options)} seats")
        return cls(game, options, 0, names, state, position=position)

    # ---- play ------------------------------------------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        return self.game.to_move(self.state)

    def legal_actions(self, seat: int) -> list:
        return self.game.legal_actions(self.state, seat)

    def apply(self, seat: int, action) -> Any:
        """Validate and apply; on an illegal action nothing changes. Returns the legal Action applied."""
        legal = self.game.legal_action(self.state, seat, action)
        before = self.state
        self.state = self.game.apply(before, seat, legal, check=False)
        self.history.append(before, seat, legal)
        self.actions.append((seat, str(legal)))
        return legal

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def result(self):
        return self.game.result(self.state)

    # ---- undo policy -------------------------------------------------------------------------------------------
    def undo_refusal(self, seat: int, automated=()) -> str | None:
        """Why `seat` may not take back its last decision now, or None when it may.

        Fair undo never crosses a chance event, a hidden reveal, or a decision of another person: the actions taken
        back are this seat's last one and any taken after it by `automated` seats (bots and automata, whose
        choices would simply be made again), and none of them may have drawn on the random generator or revealed
        something hidden. Without `automated`, only this seat's own last action can be taken back.
        """
        return self._undo_reach(seat, frozenset(automated))[1]

    def _undo_reach(self, seat: int, automated: frozenset) -> tuple[int, str | None]:
        """(how many actions an undo by `seat` takes back, why it may not: None when it may)."""
        if not self.actions:
            return 0, "nothing to undo"
        for back in range(1, len(self.actions) + 1):
            actor, _ = self.actions[-back]
            if actor != seat and actor not in automated:
                return 0, f"the last action was seat {actor}'s" if back == 1 else f"seat {actor} has acted since"
            before, after = self.history[-back], (self.history[-back + 1] if back > 1 else self.state)
            whose = "it" if actor == seat else f"seat {actor}'s action since"
            if before.rng != after.rng:
                return 0, f"{whose} revealed a chance outcome"
            if self.game.reveals(before, after):
                return 0, f"{whose} revealed hidden information"
            if actor == seat:
                return back, None
        return 0, "nothing of yours to undo"

    def undo(self, seat: int) -> str:
        """Take back `seat`'s own last action (the policy above, without automated seats); its notation."""
        refusal = self.undo_refusal(seat)
        if refusal:
            raise IllegalActionError("undo", seat, refusal)
        return self.revert_last()

    def undo_back(self, seat: int, automated=(), reader: Any = UNDOER) -> list[str]:
        """Take back `seat`'s last decision and the automated seats' actions after it; their notations as `reader`
        may read them (`notation_for`; by default the seat that undoes), oldest first."""
        back, refusal = self._undo_reach(seat, frozenset(automated))
        if refusal:
            raise IllegalActionError("undo", seat, refusal)
        reader = seat if reader is UNDOER else reader
        taken = []
        for _ in range(back):
            taken.append(self.notation_for(len(self.actions) - 1, reader))
            self.revert_last()
        return taken[::-1]

    def notation_for(self, index: int, reader: int | None) -> str:
        """Action `index`'s notation as `reader` (a seat, None = a spectator) may receive it (Game.notation_for)."""
        seat, action = self.history.move(index)
        after = self.history[index + 1] if index + 1 < len(self.history) else self.state
        return self.game.show.notation_for(self.history[index], after, seat, action, reader)

    def revert_last(self) -> str:
        """Take back the last action whatever the policy says (e.g. its storage failed); returns its notation."""
        self.state = self.history.pop()
        return self.actions.pop()[1]

    # ---- records -------------------------------------------------------------------------------------------------
    def to_record(self, with_result: bool = True) -> dict:
        record: dict[str, Any] = {"format": RECORD_FORMAT, "game": self.game.id,
                                  "rules_version": self.game.record_rules_version(self.options)}
        if self.position is not None:
            record["position"] = self.position
        else:
            record.update(options=self.options, seed=self.seed, forced=self.forced)
        if self.seed_commitment is not None:
            record["seed_commitment"] = self.seed_commitment
        record["seats"] = list(self.seats)
        record["actions"] = [[seat, text] for seat, text in self.actions]
        if with_result:
            record["result"] = self.result().to_json()
        return record

    @classmethod
    def from_record(cls, record: Any, *, verify: bool = False, name: str = "record") -> Match:
        """Replay a record (a RecordSchema, or a mapping checked against it first). RecordError names the first
        problem: a field of the wrong type (by its path), an action that does not apply, a result that differs."""
        if not isinstance(record, RecordSchema):
            record = parse_record(record, name)
        game = _at(name, "game", get_game, record.game)
        if verify and record.seed_commitment is not None:
            check_commitment(record, name)
        if record.position is not None:
            match = _at(name, "position", cls.from_position, game, record.position, record.seats)
        else:
            forced = [] if record.forced is msgspec.UNSET else record.forced
            check_forced_kinds(game, forced, f"{name}: forced", RecordError)
            options = {} if record.options is msgspec.UNSET else record.options
            seed = 0 if record.seed is msgspec.UNSET else record.seed
            if (why := seed_error(seed)) is not None:
                raise RecordError(f"{name}: seed: {why}")
            match = _at(name, "options", cls.new, game, options, seed, record.seats, forced)
        match.seed_commitment = record.seed_commitment
        current = game.record_rules_version(match.options)
        other_rules = record.rules_version is not None and record.rules_version != current
        if verify and other_rules:
            raise RecordError(f"{name}: record was made with rules version {record.rules_version!r}, "
                              f"this build has {current!r}")
        for index, (seat, text) in enumerate(record.actions):
            try:
                match.apply(seat, text)
            except DicelandsError as exc:
                why = (f" (the record was made with rules version {record.rules_version!r}, this build has "
                       f"{current!r}: the rules changed since)" if other_rules else "")
                raise RecordError(f"{name}: action #{index + 1} {quoted(text)}: {exc}{why}") from None
        if verify and record.result is not None:
            got, recorded = match.result().to_json(), msgspec.to_builtins(record.result)
            if got != recorded:
                raise RecordError(f"{name}: replayed result {json.dumps(got)} differs from the recorded "
                                  f"{json.dumps(recorded)}")
        return match


def check_commitment(record: RecordSchema, name: str) -> None:
    """The seed must be the one the server committed to before play (fair dice, docs/server.md)."""
    seed = 0 if record.seed is msgspec.UNSET else record.seed
    if seed_commitment(seed) != record.seed_commitment:
        raise RecordError(f"{name}: seed_commitment: the seed {seed} does not hash to the commitment "
                          f"{record.seed_commitment} published before play")


def _at(name: str, field: str, build, *args):
    """`build(*args)`, its DicelandsError named by the record and the field it is about."""
    try:
        return build(*args)
    except RecordError as exc:
        raise RecordError(f"{name}: {exc}") from None
    except DicelandsError as exc:
        raise RecordError(f"{name}: {field}: {exc}") from None


def parse_record(data: Any, name: str = "record") -> RecordSchema:
    """A record in memory checked against the schema; RecordError names the path of the first bad field."""
    if not isinstance(data, dict):
        raise RecordError(f"{name}: a record must be a JSON object")
    return _checked(conform(data, RecordSchema, name, RecordError), name)


def load_record(path: str | Path) -> RecordSchema:
    """A record file through the input policy and the schema in one pass."""
    return _checked(read_json(path, "record", RecordError, RecordSchema), str(path))


def _checked(record: RecordSchema, name: str) -> RecordSchema:
    if record.format != RECORD_FORMAT:
        raise RecordError(f"{name}: format: unknown record format {record.format!r} (expected {RECORD_FORMAT})")
    if record.position is not None:
        given = [key for key in ("options", "seed", "forced") if getattr(record, key) is not msgspec.UNSET]
        if given:
            raise RecordError(f"{name}: {given[0]}: a record starts from `position` or from options/seed/forced, "
                              "not both")
    if record.forced is not msgspec.UNSET and len(record.forced) > MAX_FORCED:
        raise RecordError(f"{name}: forced: {len(record.forced)} outcomes, over the limit of {MAX_FORCED}")
    return record


def check_forced_kinds(game: Game, forced: list, where: str, error: type[DicelandsError]) -> None:
    """A forced outcome of a chance kind the game never draws would block the queue for good: refuse it (for a
    game that declares its `chance_kinds`)."""
    kinds = game.known_chance_kinds()
    for index, (kind, _) in enumerate(forced):
        if kinds is not None and kind not in kinds:
            raise error(f"{where}.{index}: unknown chance kind {kind!r} for {game.id} (known: {', '.join(kinds)})")


def load_json(path: str | Path, what: str = "file") -> Any:
    """Read a JSON file through the input policy (engine/inputs.py) with a one-line error on any problem."""
    return read_json(path, what, RecordError)
