"""The state of a toy race: one dataclass, copied on every action (Game.apply works on a private copy)."""
from __future__ import annotations

from dataclasses import dataclass, field

from dicelands.engine import Flow, Rng


@dataclass
class ToyState:
    options: dict
    rng: Rng
    flow: Flow  # the seats' step stacks (engine/flow.py): who decides what
    counter: int = 0
    mover: int = 0
    secrets: list = field(default_factory=list)  # per seat: [card], a hidden zone (game.py `hidden_zones`)
    deck: list = field(default_factory=list)  # face down
    last_roll: int = 0
    ext: dict = field(default_factory=dict)  # module name -> its section (immutable values: copies share them)

    def copy(self) -> ToyState:
        return ToyState(self.options, self.rng.copy(), self.flow, self.counter, self.mover,
                        [s[:] for s in self.secrets], self.deck[:], self.last_roll, dict(self.ext))
