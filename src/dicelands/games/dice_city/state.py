"""The state of a Dice City game: one city per seat (5x6 spaces with their built cards, deactivation tokens, dice
on the board, stock, strength, tokens, Bandits and Trade Ships taken) and the shared table (deck, display, supply
stacks, piles). Plain lists, copied explicitly: search bots copy states a lot."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from ...engine.actions import rebuilt_by_fields
from ...engine.chance import Rng
from ...engine.flow import Flow
from .components import COLOURS, COLUMNS, LOCATIONS, PRINTED, Location

SPACE_COUNT: Final = len(PRINTED)


@dataclass
class City:
    built: list[tuple[str, ...]] = field(default_factory=lambda: [()] * SPACE_COUNT)  # per space: card ids, the top one last
    off: list[bool] = field(default_factory=lambda: [False] * SPACE_COUNT)  # a deactivation token on the space
    dice: list[int] = field(default_factory=lambda: [0] * len(COLOURS))  # per colour: column 1-6, 0 = spent this turn
    stock: list[int] = field(default_factory=lambda: [0, 0, 0])  # wood, stone, iron
    strength: int = 0
    bandit_strength: int = 0  # usable only against Bandits (Watchtower)
    hourglass: int = 0  # Pass tokens
    vp_tokens: int = 0
    bandits: list[int] = field(default_factory=list)  # VP of each Bandit taken
    ships: list[int] = field(default_factory=list)  # VP of each Trade Ship bought
    used: list[str] = field(default_factory=list)  # card ids whose ability was used this turn (dice and copies)
    flags: list[str] = field(default_factory=list)  # this turn: "hourglass", "display", and modules' own

    def copy(self) -> City:
        return City(self.built[:], self.off[:], self.dice[:], self.stock[:], self.strength, self.bandit_strength,
                    self.hourglass, self.vp_tokens, self.bandits[:], self.ships[:], self.used[:], self.flags[:])

    def __reduce__(self) -> tuple:
        return rebuilt_by_fields(self)  # compiled, pickle and copy make it only through __init__

    def location(self, space: int) -> Location:
        """What is visible on a space: the top card, else the printed starting location."""
        stack = self.built[space]
        return LOCATIONS[stack[-1] if stack else PRINTED[space]]

    def card_on(self, space: int) -> str | None:
        stack = self.built[space]
        return stack[-1] if stack else None

    def active(self, space: int) -> bool:
        return not self.off[space]

    def dice_on_board(self) -> int:
        return len(self.dice) - self.dice.count(0)

    def die_at(self, space: int) -> int | None:
        """The colour index of the die on this space, if any."""
        row, column = divmod(space, COLUMNS)
        return row if self.dice[row] == column + 1 else None

    def cards(self) -> list[tuple[int, Location]]:
        """(space, card) for every visible built location card."""
        return [(space, LOCATIONS[stack[-1]]) for space, stack in enumerate(self.built) if stack]

    def count_active(self, card_id: str) -> int:  # (a hot path: every heuristic call, through the scoring hooks)
        off = self.off
        count = 0
        for space, stack in enumerate(self.built):
            if stack and stack[-1] == card_id and not off[space]:
                count += 1
        return count


@dataclass
class State:
    options: dict[str, Any]
    rng: Rng
    flow: Flow
    cities: list[City]
    deck: list[str]  # face down, the top card last
    display: list[str | None]  # slots: card id or None
    discards: list[str]
    supply: dict[str, int]  # supply stack -> cards left
    bandits: list[int]  # cards left per Bandit pile
    ships: list[int]  # cards left per Trade Ship pile
    current: int = 0
    start: int = 0
    turns: int = 0  # turns finished
    last_round: bool = False
    ext: dict[str, Any] = field(default_factory=dict)  # module name -> its section (immutable values)

    def copy(self) -> State:
        return State(self.options, self.rng.copy(), self.flow, [c.copy() for c in self.cities], self.deck[:],
                     self.display[:], self.discards[:], dict(self.supply), self.bandits[:], self.ships[:],
                     self.current, self.start, self.turns, self.last_round, dict(self.ext))

    def __reduce__(self) -> tuple:
        return rebuilt_by_fields(self)  # compiled, pickle and copy make it only through __init__

    @property
    def players(self) -> int:
        return len(self.cities)

    @property
    def solo(self) -> bool:
        return len(self.cities) == 1

    def deactivation_tokens_left(self) -> int:
        left = DEACTIVATION_TOKENS
        for city in self.cities:
            left -= city.off.count(True)
        return left

    def hourglass_left(self) -> int:
        left = HOURGLASS_TOKENS
        for city in self.cities:
            left -= city.hourglass
        return left


DEACTIVATION_TOKENS: Final = 16  # spec §1.1; G13: the supply is a hard limit
HOURGLASS_TOKENS: Final = 16
