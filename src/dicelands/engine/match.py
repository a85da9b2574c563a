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
from typing import Any

from .errors import DicelandsError, IllegalActionError, RecordError
from .game import Game
from .registry import get_game

RECORD_FORMAT = "dicelands-record/1"


@dataclass
class Match:
    game: Game
    options: dict
    seed: int
    seats: tuple[str, ...]
    state: Any
    forced: list = field(default_factory=list)
    position: dict | None = None
    actions: list[tuple[int, str]] = field(default_factory=list)
    history: list[Any] = field(default_factory=list)  # state before each action, for undo

    @classmethod
    def new(cls, game: Game | str, options: dict | None = None, seed: int = 0,
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
        options = game.resolve_options(position.get("options", {}))
        seats = tuple(seats) if seats else tuple(f"seat{i}" for i in range(game.num_seats(options)))
        if len(seats) != game.num_seats(options):
            raise RecordError(f"{len(seats)} seat names given but the position has {game.num_seats(options)} seats")
        return cls(game, options, 0, seats, state, position=position)

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
        self.history.append(before)
        self.actions.append((seat, str(legal)))
        return legal

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def result(self):
        return self.game.result(self.state)

    # ---- undo policy -------------------------------------------------------------------------------------------
    def undo_refusal(self, seat: int) -> str | None:
        """Why `seat` may not take back its last action now, or None when it may.

        Fair undo never crosses a chance event, a hidden reveal, or another seat's action: the last action must be
        this seat's, and applying it must not have drawn on the random generator.
        """
        if not self.actions:
            return "nothing to undo"
        last_seat, _ = self.actions[-1]
        if last_seat != seat:
            return f"the last action was seat {last_seat}'s"
        before, after = self.history[-1], self.state
        if before.rng != after.rng:
            return "it revealed a chance outcome"
        if self.game.reveals(before, after):
            return "it revealed hidden information"
        return None

    def undo(self, seat: int) -> str:
        refusal = self.undo_refusal(seat)
        if refusal:
            raise IllegalActionError("undo", seat, refusal)
        return self.revert_last()

    def revert_last(self) -> str:
        """Take back the last action whatever the policy says (e.g. its storage failed); returns its notation."""
        self.state = self.history.pop()
        return self.actions.pop()[1]

    # ---- records -------------------------------------------------------------------------------------------------
    def to_record(self, with_result: bool = True) -> dict:
        record: dict[str, Any] = {"format": RECORD_FORMAT, "game": self.game.id,
                                  "rules_version": self.game.rules_version}
        if self.position is not None:
            record["position"] = self.position
        else:
            record.update(options=self.options, seed=self.seed, forced=self.forced)
        record["seats"] = list(self.seats)
        record["actions"] = [[seat, text] for seat, text in self.actions]
        if with_result:
            record["result"] = self.result().to_json()
        return record

    @classmethod
    def from_record(cls, record: Any, *, verify: bool = False) -> Match:
        """Replay a record. RecordError names the first action that does not apply, or the result that differs."""
        if not isinstance(record, dict):
            raise RecordError("a record must be a JSON object")
        if record.get("format", RECORD_FORMAT) != RECORD_FORMAT:
            raise RecordError(f"unknown record format {record.get('format')!r} (expected {RECORD_FORMAT})")
        if "game" not in record:
            raise RecordError("record has no 'game'")
        game = get_game(record["game"])
        if verify and record.get("rules_version", game.rules_version) != game.rules_version:
            raise RecordError(f"record was made with rules version {record['rules_version']!r}, "
                              f"this build has {game.rules_version!r}")
        seats = record.get("seats")
        if "position" in record:
            match = cls.from_position(game, record["position"], seats)
        else:
            seed = record.get("seed", 0)
            if isinstance(seed, bool) or not isinstance(seed, int):
                raise RecordError(f"record seed must be a whole number, got {seed!r}")
            match = cls.new(game, record.get("options", {}), seed, seats, record.get("forced", []))
        actions = record.get("actions", [])
        if not isinstance(actions, list):
            raise RecordError("record 'actions' must be a list")
        for index, entry in enumerate(actions):
            if not (isinstance(entry, (list, tuple)) and len(entry) == 2 and isinstance(entry[0], int)
                    and isinstance(entry[1], str)):
                raise RecordError(f"action #{index + 1}: expected [seat, \"notation\"], got {entry!r}")
            try:
                match.apply(entry[0], entry[1])
            except DicelandsError as exc:
                raise RecordError(f"action #{index + 1} {entry[1]!r}: {exc}") from None
        if verify and "result" in record:
            got = match.result().to_json()
            if got != record["result"]:
                raise RecordError(f"replayed result {json.dumps(got)} differs from the recorded "
                                  f"{json.dumps(record['result'])}")
        return match


def load_json(path: str | Path, what: str = "file") -> Any:
    """Read a JSON file with a one-line error on any problem."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise RecordError(f"cannot read {what} {str(path)!r}: {exc.strerror or exc}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{path}: malformed JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from None
