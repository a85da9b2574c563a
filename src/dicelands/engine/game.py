"""The decision model every game implements.

A game is a stateless `Game` object plus a plain state object it owns. From the outside:

    state = game.new_state(options, seed)          # setup and chance run until the first decision
    game.to_move(state)      -> (seat, ...)        # who must decide now; several seats = simultaneous step
    game.prompt(state, seat) -> "choose a die"     # what they decide
    game.legal_actions(state, seat) -> [Action]    # finite list of small typed actions; str(action) is notation
    state = game.apply(state, seat, action)        # a NEW state; automatic steps and chance run inside

`apply` never changes the state it is given, so an illegal action (IllegalActionError) leaves everything as it
was. Actions are frozen dataclasses; `str(action)` is their stable text notation, which is also how records store
them. Hidden information is a view: `game.view(state, seat)` is a JSON-able dict with only what that seat may see,
and `game.sample_state(view, seat, seed)` deals the unseen parts anew (a belief sample for search bots).
A game implements the underscored hooks; the public methods here add the checks that every game shares.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Protocol

from mypy_extensions import mypyc_attr

from .actions import normalize_notation
from .cards import Card
from .chance import Rng, rng_for_seed
from .companions import (AnyAction, AnyState, BotHints, Codec, ConformanceSettings, LearningSpec, Presentation)
from .errors import IllegalActionError, OptionError
from .hidden import HiddenZone, deal_unseen, dealt_rng, hide, seen_items
from .catalog import ModuleCatalog
from .options import OptionSpec, resolve_options
from .secrets import Sight, shown_by_move

if TYPE_CHECKING:
    from .space import ActionSpace


class GameState(Protocol):
    rng: Rng

    def copy(self) -> GameState: ...


@dataclass(frozen=True)
class Result:
    """Final (or running) scores per seat by category; `total` is always present."""

    scores: tuple[dict[str, int], ...]
    winners: tuple[int, ...]  # seats sharing the win; empty while the game is not over
    over: bool

    def to_json(self) -> dict:
        return {"scores": [dict(s) for s in self.scores], "winners": list(self.winners), "over": self.over}


@dataclass(frozen=True)
class SeatPlan:
    """How a `--players` list maps to options and seats: automaton seats are played by the game itself."""

    options: dict
    agents: tuple[str | None, ...]  # per seat: the agent name, or None for a rulebook automaton the game plays
    names: tuple[str, ...] = field(default=())


@mypyc_attr(allow_interpreted_subclasses=True)  # games and tests subclass it in plain Python
class Game(ABC):
    id: ClassVar[str]
    title: ClassVar[str]
    rules_version: ClassVar[str]
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    automata: ClassVar[dict[str, str]] = {}  # seat name -> description, e.g. {"lu287": "LU-287, the solo opponent"}
    # A base game that takes modules names the package holding them and its hooks dataclass (its extension points);
    # see engine/modules.py. Games without a modules package take no `modules` option.
    modules_package: ClassVar[str] = ""
    hooks_type: ClassVar[type | None] = None  # the base game's hooks dataclass (engine/modules.py)
    hidden_zones: ClassVar[tuple[HiddenZone, ...]] = ()  # see engine/hidden.py; modules add theirs
    # The kinds of chance event the game draws (`rng.take_forced(kind)`); a forced outcome of another kind in a
    # record or scenario is refused when it is read. None: not declared, not checked.
    chance_kinds: ClassVar[tuple[str, ...] | None] = None
    # Decisions after which a simulated game is stopped as one that never ends (a bug: an option that leads back to
    # where it was chosen, picked for ever by a deterministic bot); far above the longest game seen, random bots'.
    decision_limit: ClassVar[int] = 100_000

    # one game object per game, made by the registry (engine/registry.py); its companions are made with it
    _catalog: ModuleCatalog | None
    show: Presentation
    codec: Codec
    hints: BotHints
    learning: LearningSpec
    conformance: ConformanceSettings

    # ---- options, modules and seats ----------------------------------------------------------------------------
    @property
    def catalog(self) -> ModuleCatalog | None:
        if not self.modules_package:
            return None
        if self._catalog is None:
            catalog = self._catalog = ModuleCatalog(self.id, self.modules_package, self.hooks_type)
            self._catalog_found(catalog)
        return self._catalog

    def _catalog_found(self, catalog: ModuleCatalog) -> None:
        """Called once, when the modules are first looked up (a game may register what they bring)."""

    def all_option_specs(self) -> tuple[OptionSpec, ...]:
        if self.catalog is None:
            return self.option_specs
        names = ", ".join(self.catalog.modules) or "none yet"
        own = tuple(spec for module in self.catalog.modules.values() for spec in module.options)
        return self.option_specs + own + (OptionSpec("modules", str, "", f"modules in play, by name ({names})"),)

    def resolve_options(self, options: dict | None, typed: bool = False) -> dict:
        """Defaults filled in and every value checked. `typed`: the options of a file (a position), where text is
        never read as a number or true/false (the command line's `--option players=3` is text and is read)."""
        resolved = resolve_options(self.all_option_specs(), options, self.id, typed)
        if self.catalog is not None:
            resolved["modules"] = self.catalog.resolve(resolved["modules"], resolved)
        self._check_options(resolved)
        return resolved

    def record_rules_version(self, options: dict) -> str:
        """The rules version a record of a game with these (resolved) options carries: the game's, plus each module
        in play that has a version of its own."""
        if self.catalog is None or not options.get("modules"):
            return self.rules_version
        names = options["modules"].split(",")
        own = [f"{m.name}.{m.rules_version}" for m in self.catalog.modules.values()
               if m.name in names and m.rules_version]
        return "+".join([self.rules_version, *own])

    def in_play(self, options: dict) -> tuple:
        """The hooks objects (of type `hooks_type`) of the modules in play, in catalog order."""
        return self.catalog.in_play(options) if self.catalog is not None else ()

    def known_chance_kinds(self) -> tuple[str, ...] | None:
        """`chance_kinds` and those of every module the game has (None: not declared, not checked)."""
        if self.chance_kinds is None or self.catalog is None:
            return self.chance_kinds
        return self.chance_kinds + tuple(k for m in self.catalog.modules.values() for k in m.chance_kinds
                                         if k not in self.chance_kinds)

    def zones(self, options: dict) -> tuple[HiddenZone, ...]:
        return self.hidden_zones + self.catalog.zones(options) if self.catalog is not None else self.hidden_zones

    def _overrides(self, name: str) -> bool:
        """Whether this game writes its own method `name` rather than the engine's (a game that writes its own
        `view` is encoded from that view)."""
        return getattr(type(self), name) is not getattr(Game, name)

    def _check_options(self, options: dict) -> None:
        """Cross-option checks; raise OptionError."""

    def seat_plan(self, names: list[str]) -> SeatPlan:
        """Default: every name is an agent seat, `players` = their number. Games with automata override."""
        for name in names:
            if name in self.automata:
                raise OptionError(f"{self.id} cannot seat {name!r} here")
        return SeatPlan({"players": len(names)}, tuple(names), tuple(names))

    def num_seats(self, options: dict) -> int:
        return options["players"]

    def automaton_seats(self, options: dict) -> tuple[int, ...]:
        return ()

    # ---- the decision model ------------------------------------------------------------------------------------
    def new_state(self, options: dict | None = None, seed: int | str = 0, forced: list | tuple = ()) -> GameState:
        """A new game; `seed` picks the generator (engine/chance.py): a whole number or 64 hex digits (a key)."""
        state = self._setup(self.resolve_options(options), rng_for_seed(seed, forced))
        self._advance(state)
        return state

    @abstractmethod
    def _setup(self, options: dict, rng: Rng) -> GameState: ...

    @abstractmethod
    def _advance(self, state: AnyState) -> None:
        """Run automatic steps and chance until a decision is due or the game is over (mutates state)."""

    @abstractmethod
    def to_move(self, state: AnyState) -> tuple[int, ...]:
        """Seats that must decide now. Several seats = a simultaneous step: no seat's options may depend on what the
        others choose in it, so surfaces may ask every mover from the same state and apply the choices in any order."""

    @abstractmethod
    def prompt(self, state: AnyState, seat: int, public: bool = False) -> str:
        """What `seat` is deciding, in words; `public=True`: the line others may read (it names no secret)."""

    @abstractmethod
    def legal_actions(self, state: AnyState, seat: int) -> list: ...

    @abstractmethod
    def _apply(self, state: AnyState, seat: int, action: AnyAction) -> None:
        """Apply a legal action to `state` in place (state is already a private copy)."""

    def first_seat(self, state: AnyState) -> int | None:
        """The seat that starts the game (its first player, as the rules choose it: a card, a roll), read from a
        state at the start; None when the game has no first player. Statistics of the first player's advantage
        use it (sim/stats.py)."""
        return None

    def is_over(self, state: AnyState) -> bool:
        return not self.to_move(state)

    def apply(self, state: AnyState, seat: int, action: AnyAction, *, check: bool = True) -> AnyState:
        """A new state after `seat` takes `action` (an Action or its notation); `state` itself is untouched."""
        if check or isinstance(action, str):
            action = self.legal_action(state, seat, action)
        new = state.copy()
        self._apply(new, seat, action)
        self._advance(new)
        return new

    def legal_action(self, state: AnyState, seat: int, action: AnyAction) -> AnyAction:
        """The legal Action matching `action` (object or notation), or IllegalActionError naming the reason."""
        text = normalize_notation(action)
        if self.is_over(state):
            raise IllegalActionError(text, seat, "the game is over")
        if seat not in self.to_move(state):
            movers = ", ".join(map(str, self.to_move(state)))
            raise IllegalActionError(text, seat, f"seat {seat} has no decision now (waiting for seat {movers})")
        legal = self.legal_actions(state, seat)
        for candidate in legal:
            if normalize_notation(candidate) == text:
                return candidate
        raise IllegalActionError(text, seat, self.show.why_illegal(state, seat, text, legal))

    # ---- scores, views, positions ------------------------------------------------------------------------------
    @abstractmethod
    def result(self, state: AnyState) -> Result:
        """Scores by category (running while in play) and, once over, the winners. Public information: surfaces
        show it to every seat and spectator, so a game whose running score would reveal something hidden must
        report only the public part until the end."""

    def view(self, state: AnyState, seat: int | None) -> dict:
        """JSON-able: everything `seat` may see (None = a spectator: public information only). By default the
        position without the generator (whose state would tell the future), the hidden zones `seat` may not see
        replaced by their sizes (engine/hidden.py)."""
        position = self.to_position(state)
        del position["rng"]
        return hide(position, self.zones(state.options), seat)

    def sample_state(self, view: dict, seat: int | None, seed: int) -> GameState:
        """A full state consistent with `view`: unseen zone contents and future chance dealt anew from `seed`."""
        return self.from_position(deal_unseen(view, self.zones(view.get("options", {})), seed))

    def sampler(self, view: dict, seat: int | None) -> Callable[[int], GameState]:
        """`sample_state(view, seat, seed)` as a function of the seed, for a search that samples one view many times.
        Where nothing is hidden from `seat` but the future (no hidden zone, the engine's `sample_state`), the view is
        parsed once and each sample is a copy of it with the generator `deal_unseen` gives it: the same state as
        `sample_state`'s, without parsing the position again (most of a search iteration's cost in such games)."""
        if self._overrides("sample_state") or self.zones(view.get("options", {})):
            return lambda seed: self.sample_state(view, seat, seed)
        parsed = self.sample_state(view, seat, 0)

        def sample(seed: int) -> GameState:
            state = parsed.copy()
            state.rng = dealt_rng(seed)
            return state
        return sample

    @abstractmethod
    def to_position(self, state: AnyState) -> dict:
        """The whole state as documented JSON (see docs/positions.md)."""

    @abstractmethod
    def from_position(self, position: Any) -> GameState:  # Any: what is not a JSON object is refused by name
        """Parse and validate a position; PositionError names the first problem."""

    def reveals(self, before: AnyState, after: AnyState) -> bool:
        """Did going from `before` to `after` show any seat something it had not seen in a hidden zone (a card drawn
        from a face-down stack), or bring a single item out of the zones it could not see into the open (the
        Queen's Plans put in the middle, revealed)? Undo must not cross it. Follows from the declared zones."""
        zones = self.zones(before.options)
        if not zones:
            return False
        old, new = self.to_position(before), self.to_position(after)
        seats = range(self.num_seats(before.options))
        if any(seen_items(new, zones, seat) - seen_items(old, zones, seat) for seat in seats):
            return True
        was, now = Sight(old, zones), Sight(new, zones)
        return any(shown_by_move(was, now, seat) & was.distinct(seat) for seat in seats)

    # ---- companions: what a game declares beside its decision model (engine/companions.py) --------------------
    show_type: ClassVar[type[Presentation]] = Presentation
    codec_type: ClassVar[type[Codec]] = Codec
    hints_type: ClassVar[type[BotHints]] = BotHints
    learning_type: ClassVar[type[LearningSpec]] = LearningSpec
    conformance_type: ClassVar[type[ConformanceSettings]] = ConformanceSettings

    def __init__(self) -> None:
        self._catalog = None
        self.show = self.show_type(self)
        self.codec = self.codec_type(self)
        self.hints = self.hints_type(self)
        self.learning = self.learning_type(self)
        self.conformance = self.conformance_type(self)
