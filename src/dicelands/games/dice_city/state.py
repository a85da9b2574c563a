"""The state of a Dice City game: one city per seat (5x6 spaces with their built cards, deactivation tokens, dice
on the board, stock, strength, tokens, Bandits and Trade Ships taken) and the shared table (deck, display, supply
stacks, piles). Plain lists, copied explicitly: search bots copy states a lot."""
from __future__ import annotations

from typing import Any, Final

from ...engine.chance import Rng
from ...engine.flow import Flow
from .components import COLOURS, COLUMNS, LOCATIONS, PRINTED, Location

SPACE_COUNT: Final = len(PRINTED)


CITY_FIELDS: Final = ("built", "off", "dice", "stock", "strength", "bandit_strength", "hourglass", "vp_tokens",
                      "bandits", "ships", "used", "flags")


class City:
    """A plain class with its own `__init__` rather than a dataclass: compiled, a dataclass's `__init__` is the Python
    one the dataclasses module writes, and a state copy makes one City per seat at every decision."""

    def __init__(self, built: list[tuple[str, ...]] | None = None, off: list[bool] | None = None,
                 dice: list[int] | None = None, stock: list[int] | None = None, strength: int = 0,
                 bandit_strength: int = 0, hourglass: int = 0, vp_tokens: int = 0, bandits: tuple[int, ...] = (),
                 ships: tuple[int, ...] = (), used: tuple[str, ...] = (), flags: tuple[str, ...] = ()) -> None:
        self.built: list[tuple[str, ...]] = [()] * SPACE_COUNT if built is None else built  # per space: card ids,
        # the top one last
        self.off: list[bool] = [False] * SPACE_COUNT if off is None else off  # a deactivation token on the space
        self.dice: list[int] = [0] * len(COLOURS) if dice is None else dice  # per colour: column 1-6, 0 = spent
        self.stock: list[int] = [0, 0, 0] if stock is None else stock  # wood, stone, iron
        self.strength = strength
        self.bandit_strength = bandit_strength  # usable only against Bandits (Watchtower)
        self.hourglass = hourglass  # Pass tokens
        self.vp_tokens = vp_tokens
        # tuples, replaced rather than changed, so that a copy shares them
        self.bandits = bandits  # VP of each Bandit taken
        self.ships = ships  # VP of each Trade Ship bought
        self.used = used  # card ids whose ability was used this turn (dice and copies)
        self.flags = flags  # this turn: "hourglass", "display", and modules' own

    def copy(self) -> City:
        return City(self.built[:], self.off[:], self.dice[:], self.stock[:], self.strength, self.bandit_strength,
                    self.hourglass, self.vp_tokens, self.bandits, self.ships, self.used, self.flags)

    def fields(self) -> tuple:
        return (self.built, self.off, self.dice, self.stock, self.strength, self.bandit_strength, self.hourglass,
                self.vp_tokens, self.bandits, self.ships, self.used, self.flags)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, City) and self.fields() == other.fields()

    def __repr__(self) -> str:
        return "City(" + ", ".join(f"{name}={value!r}" for name, value in zip(CITY_FIELDS, self.fields())) + ")"

    def __reduce__(self) -> tuple:
        return City, self.fields()  # compiled, pickle and copy make it only through __init__

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


STATE_FIELDS: Final = ("options", "rng", "flow", "cities", "deck", "display", "discards", "supply", "bandits",
                       "ships", "current", "start", "turns", "last_round", "ext")


class State:
    """A plain class with its own `__init__`, as City (one is made at every decision)."""

    def __init__(self, options: dict[str, Any], rng: Rng, flow: Flow, cities: list[City], deck: tuple[str, ...],
                 display: list[str | None], discards: tuple[str, ...], supply: dict[str, int], bandits: list[int],
                 ships: list[int], current: int = 0, start: int = 0, turns: int = 0, last_round: bool = False,
                 ext: dict[str, Any] | None = None) -> None:
        self.options = options
        self.rng = rng
        self.flow = flow
        self.cities = cities
        self.deck = deck  # face down, the top card last (tuples, replaced rather than changed: a copy shares them)
        self.display = display  # slots: card id or None
        self.discards = discards
        self.supply = supply  # supply stack -> cards left
        self.bandits = bandits  # cards left per Bandit pile
        self.ships = ships  # cards left per Trade Ship pile
        self.current = current
        self.start = start
        self.turns = turns  # turns finished
        self.last_round = last_round
        self.ext: dict[str, Any] = {} if ext is None else ext  # module name -> its section (immutable values)

    def copy(self) -> State:
        return State(self.options, self.rng.copy(), self.flow, [c.copy() for c in self.cities], self.deck,
                     self.display[:], self.discards, dict(self.supply), self.bandits[:], self.ships[:],
                     self.current, self.start, self.turns, self.last_round, dict(self.ext))

    def fields(self) -> tuple:
        return (self.options, self.rng, self.flow, self.cities, self.deck, self.display, self.discards, self.supply,
                self.bandits, self.ships, self.current, self.start, self.turns, self.last_round, self.ext)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.fields() == other.fields()

    def __repr__(self) -> str:
        return "State(" + ", ".join(f"{name}={value!r}" for name, value in zip(STATE_FIELDS, self.fields())) + ")"

    def __reduce__(self) -> tuple:
        return State, self.fields()  # compiled, pickle and copy make it only through __init__

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
