"""A tiny game for testing the engine alone: two seats race a counter to 10.

Each turn the mover either steps (+1) or rolls (+1..3 from a seeded die; forced kind "roll"). A "secret" number
dealt at setup to each seat is hidden from the other seat, so views and belief sampling have something to hide.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from dicelands.engine import Game, OptionSpec, PositionError, Result, Rng


@dataclass(frozen=True)
class Step:
    def __str__(self) -> str:
        return "step"


@dataclass(frozen=True)
class Roll:
    def __str__(self) -> str:
        return "roll"


@dataclass
class ToyState:
    rng: Rng
    counter: int = 0
    mover: int = 0
    secrets: list[int] = field(default_factory=list)
    last_roll: int = 0
    target: int = 10

    def copy(self) -> ToyState:
        return ToyState(self.rng.copy(), self.counter, self.mover, list(self.secrets), self.last_roll, self.target)


class ToyGame(Game):
    id = "toy"
    title = "Toy race"
    rules_version = "1"
    option_specs = (OptionSpec("players", int, 2, "seats", minimum=2, maximum=2),
                    OptionSpec("target", int, 10, "counter value that ends the game", minimum=1, maximum=99))

    def _setup(self, options, rng):
        state = ToyState(rng, target=options["target"])
        state.secrets = [rng.die(), rng.die()]
        return state

    def _advance(self, state):
        pass

    def to_move(self, state):
        return () if state.counter >= state.target else (state.mover,)

    def prompt(self, state, seat):
        return "step or roll"

    def legal_actions(self, state, seat):
        return [Step(), Roll()]

    def _apply(self, state, seat, action):
        if isinstance(action, Roll):
            forced = state.rng.take_forced("roll")
            state.last_roll = int(forced) if forced else state.rng.die(3)
            state.counter += state.last_roll
        else:
            state.counter += 1
        state.mover = 1 - state.mover

    def result(self, state):
        over = self.is_over(state)
        scores = tuple({"total": state.counter if seat != state.mover else 0} for seat in (0, 1))
        return Result(scores, (1 - state.mover,) if over else (), over)

    def view(self, state, seat):
        secrets = [s if seat == i else None for i, s in enumerate(state.secrets)]
        return {"counter": state.counter, "mover": state.mover, "secrets": secrets, "target": state.target}

    def sample_state(self, view, seat, seed):
        rng = Rng(seed)
        state = ToyState(rng, view["counter"], view["mover"], [s if s is not None else rng.die() for s in view["secrets"]])
        state.target = view["target"]
        return state

    def to_position(self, state):
        return {**self.position_header(state), "options": {"players": 2, "target": state.target},
                "counter": state.counter, "mover": state.mover, "secrets": state.secrets, "rng": state.rng.to_json()}

    def from_position(self, position):
        self.check_position_header(position)
        if not isinstance(position.get("counter"), int) or position["counter"] < 0:
            raise PositionError("counter must be a non-negative whole number")
        state = ToyState(Rng.from_json(position["rng"]), position["counter"], position["mover"], list(position["secrets"]))
        state.target = position["options"]["target"]
        return state


GAME = ToyGame()
