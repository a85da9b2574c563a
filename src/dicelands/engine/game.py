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
from typing import Any, ClassVar, Protocol

from .actions import action_json
from .cards import Card
from .chance import Rng, rng_for_seed
from .errors import IllegalActionError, NotationError, OptionError, PositionError
from .fixtures import data_only
from .hidden import HiddenZone, deal_unseen, hide, seen_items
from .modules import ModuleCatalog
from .options import OptionSpec, resolve_options
from .secrets import Sight, move_secrets, named, redacted, shown_by_move


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


def normalize_notation(text: str) -> str:
    return " ".join(str(text).strip().lower().split())


class Game(ABC):
    id: ClassVar[str]
    title: ClassVar[str]
    rules_version: ClassVar[str]
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    automata: ClassVar[dict[str, str]] = {}  # seat name -> description, e.g. {"lu287": "LU-287, the solo opponent"}
    # A base game that takes modules names the package holding them and its own extension points (name -> what a
    # hook there does); see engine/modules.py. Games without either take no `modules` option.
    modules_package: ClassVar[str] = ""
    extension_points: ClassVar[dict[str, str]] = {}
    hidden_zones: ClassVar[tuple[HiddenZone, ...]] = ()  # see engine/hidden.py; modules add theirs
    # The kinds of chance event the game draws (`rng.take_forced(kind)`); a forced outcome of another kind in a
    # record or scenario is refused when it is read. None: not declared, not checked.
    chance_kinds: ClassVar[tuple[str, ...] | None] = None
    # The strongest bot of this game at no more than 1 s per decision, found by measurement (docs/bots.md); what
    # the bot name `best` plays.
    best_bot: ClassVar[str] = "mcts:1s"
    # The same against the rulebook's automaton (a solo game), where measurement found another bot stronger there.
    best_bot_solo: ClassVar[str | None] = None
    # Decisions after which a simulated game is stopped as one that never ends (a bug: an option that leads back to
    # where it was chosen, picked for ever by a deterministic bot); far above the longest game seen, random bots'.
    decision_limit: ClassVar[int] = 100_000

    # ---- options, modules and seats ----------------------------------------------------------------------------
    @property
    def catalog(self) -> ModuleCatalog | None:
        if not self.modules_package:
            return None
        found = self.__dict__.get("_catalog")
        if found is None:
            found = self.__dict__["_catalog"] = ModuleCatalog(self.id, self.modules_package, self.extension_points)
        return found

    def all_option_specs(self) -> tuple[OptionSpec, ...]:
        if self.catalog is None:
            return self.option_specs
        names = ", ".join(self.catalog.modules) or "none yet"
        return self.option_specs + (OptionSpec("modules", str, "", f"modules in play, by name ({names})"),)

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

    def hooks(self, options: dict, point: str) -> list:
        """The hooks that the modules in play put at extension point `point`, in catalog order."""
        return self.catalog.hooks(options, point) if self.catalog is not None else []

    def zones(self, options: dict) -> tuple[HiddenZone, ...]:
        return self.hidden_zones + tuple(z for zones in self.hooks(options, "zones") for z in zones)

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

    def best_bot_for(self, options: dict) -> str:
        """What `best` plays with these (resolved) options."""
        return self.best_bot_solo if self.best_bot_solo and self.automaton_seats(options) else self.best_bot

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
    def _advance(self, state) -> None:
        """Run automatic steps and chance until a decision is due or the game is over (mutates state)."""

    @abstractmethod
    def to_move(self, state) -> tuple[int, ...]:
        """Seats that must decide now. Several seats = a simultaneous step: no seat's options may depend on what the
        others choose in it, so surfaces may ask every mover from the same state and apply the choices in any order."""

    @abstractmethod
    def prompt(self, state, seat: int, public: bool = False) -> str:
        """What `seat` is deciding, in words; `public=True`: the line others may read (it names no secret)."""

    @abstractmethod
    def legal_actions(self, state, seat: int) -> list: ...

    @abstractmethod
    def _apply(self, state, seat: int, action) -> None:
        """Apply a legal action to `state` in place (state is already a private copy)."""

    def action_json(self, action) -> dict:
        """What clients receive for an option: kind, notation and named fields (engine/actions.py)."""
        return action_json(action)

    def action_labels(self, options: dict) -> tuple[str, ...]:
        """Every label an action can have under `options`: the fixed action space (engine/space.py)."""
        raise NotImplementedError(f"{self.id} defines no action space")

    def action_label(self, state, seat: int, action) -> str:
        """The action's label in the action space; by default its notation."""
        return str(action)

    def first_seat(self, state) -> int | None:
        """The seat that starts the game (its first player, as the rules choose it: a card, a roll), read from a
        state at the start; None when the game has no first player. Statistics of the first player's advantage
        use it (sim/stats.py)."""
        return None

    def player_prompt(self, state, seat: int, names=None) -> str:
        """What `seat` decides, in players' words for the table (`prompt` stays the short form scenarios and error
        messages quote); by default the prompt."""
        return self.prompt(state, seat)

    def option_text(self, state, seat: int, action, names=None, width: int | None = None) -> str:
        """What a player reads for this option, in the game's own words ("put the water at C4"); `names` are the
        seats' names for options that name a seat; `width`: the columns of the terminal listing the options (a game
        may then speak in short of what its board marks), None on a page with room for full words. The notation
        stays what is typed and recorded; by default the words are the notation."""
        return str(action)

    def action_space(self, options: dict | None = None):
        from .space import ActionSpace
        key = repr(sorted(self.resolve_options(options).items()))
        spaces = self.__dict__.setdefault("_spaces", {})
        if key not in spaces:
            with data_only():  # kept for every game: never with a scenario's inline components in it
                spaces[key] = ActionSpace(self, options or {})
        return spaces[key]

    def is_over(self, state) -> bool:
        return not self.to_move(state)

    def apply(self, state, seat: int, action, *, check: bool = True):
        """A new state after `seat` takes `action` (an Action or its notation); `state` itself is untouched."""
        if check or isinstance(action, str):
            action = self.legal_action(state, seat, action)
        new = state.copy()
        self._apply(new, seat, action)
        self._advance(new)
        return new

    def legal_action(self, state, seat: int, action):
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
        raise IllegalActionError(text, seat, self.why_illegal(state, seat, text, legal))

    def why_illegal(self, state, seat: int, text: str, legal: list) -> str:
        """Games may explain better; this names the decision and shows some legal options."""
        shown = ", ".join(str(a) for a in legal[:6]) + (", ..." if len(legal) > 6 else "")
        return f"seat {seat} must {self.prompt(state, seat)}; legal: {shown}"

    # ---- scores, views, positions ------------------------------------------------------------------------------
    @abstractmethod
    def result(self, state) -> Result:
        """Scores by category (running while in play) and, once over, the winners. Public information: surfaces
        show it to every seat and spectator, so a game whose running score would reveal something hidden must
        report only the public part until the end."""

    def view(self, state, seat: int | None) -> dict:
        """JSON-able: everything `seat` may see (None = a spectator: public information only). By default the
        position without the generator (whose state would tell the future), the hidden zones `seat` may not see
        replaced by their sizes (engine/hidden.py)."""
        position = self.to_position(state)
        del position["rng"]
        return hide(position, self.zones(state.options), seat)

    def observation_view(self, state, seat: int | None) -> dict:
        """What a learning environment encodes for `seat` (envs/encode.py): the view without its "unseen" pool lists
        (public knowledge, long, and not encoded). A game may build it faster from its state; it must encode as the
        view does (tests/envs/test_encode.py checks every game)."""
        if type(self).view is not Game.view:
            view = self.view(state, seat)
            view.pop("unseen", None)
            return view
        position = self.to_position(state)
        del position["rng"]
        return hide(position, self.zones(state.options), seat, unseen=False)

    def sample_state(self, view: dict, seat: int | None, seed: int) -> GameState:
        """A full state consistent with `view`: unseen zone contents and future chance dealt anew from `seed`."""
        return self.from_position(deal_unseen(view, self.zones(view.get("options", {})), seed))

    @abstractmethod
    def to_position(self, state) -> dict:
        """The whole state as documented JSON (see docs/positions.md)."""

    @abstractmethod
    def from_position(self, position: dict) -> GameState:
        """Parse and validate a position; PositionError names the first problem."""

    def reveals(self, before, after) -> bool:
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

    def heuristic(self, state, seat: int) -> float:
        """A quick estimate of how well `seat` stands (higher is better) for greedy bots; games may do better."""
        return float(self.result(state).scores[seat]["total"])

    def value(self, state, seat: int) -> float:
        """How well `seat` stands, for a search's cut-offs (`mcts:.../cutoff=value`): a game with a value fitted to
        played games gives it here; by default the heuristic."""
        return self.heuristic(state, seat)

    def render(self, state, seat: int | None, legal: list | None = None, names=None, width: int = 100):
        """Something `rich` can print: the board as `seat` sees it; `legal` (the seat's options, numbered from 1 as
        a surface lists them) lets the game mark on the board where each option acts; `names` are the seats'
        names (games without them count seats from 1); `width`: the columns of the screen, which no line may pass."""
        return str(self.view(state, seat))

    def cards(self, options: dict) -> tuple[Card, ...]:
        """Every card and piece a table with these (resolved) options can meet, in players' words (engine/cards.py);
        the terminal's `card NAME` and the browser's hover or tap show them."""
        return ()

    def describe(self, state, seat: int, action, reader: int | None = None) -> str:
        """A log line for `reader` (a seat, or None for a spectator); `state` is the state before the action. It
        says only what `reader` may know: the seat that draws a secret card reads which, the others that one was
        drawn."""
        return f"seat {seat}: {action}"

    def notation_for(self, before, after, seat: int, action, reader: int | None = None) -> str:
        """The action's notation as `reader` (a seat, None = a spectator) may receive it in a log entry or message:
        the notation itself for the seat that acted and where it names nothing secret to the reader; otherwise each
        word of it that names an item secret to the reader after the action (engine/secrets.py) becomes "(hidden)":
        the other seats read "secret (hidden)" where the chooser reads "secret q17". `before`/`after` are the
        states around the action. Records keep the notation itself. A game may write its own public form."""
        text = str(action)
        zones = self.zones(before.options)
        if reader == seat or not zones:
            return text
        after_sight = self._sight(after)
        if not named(text, after_sight.hidden(reader)):
            return text
        return redacted(text, move_secrets(self._sight(before), after_sight, reader))

    def _sight(self, state) -> Sight:
        """The state as its readers see it (engine/secrets.py); the last two are kept, as a log entry is written
        for each reader in turn."""
        kept = self.__dict__.get("_sights", ())
        for known, sight in kept:
            if known is state:
                return sight
        sight = Sight(self.to_position(state), self.zones(state.options))
        self.__dict__["_sights"] = ((state, sight), *kept[:1])
        return sight

    def events(self, before, after, reader: int | None = None) -> list[str]:
        """Log lines for `reader` about what happened on its own after an action (chance outcomes, scoring, a new
        round), in the words of `describe`. Ends with the final scores when the game has just ended."""
        lines = self._events(before, after, reader)
        if self.is_over(after) and not self.is_over(before):
            result = self.result(after)
            totals = ", ".join(f"seat {seat} {line['total']}" for seat, line in enumerate(result.scores))
            lines.append(f"game over: {totals}; winner{'s' if len(result.winners) > 1 else ''}: "
                         + ", ".join(f"seat {seat}" for seat in result.winners))
        return lines

    def _events(self, before, after, reader: int | None) -> list[str]:
        """The game's own event lines for `reader` (see `events`)."""
        return []

    def position_header(self, state) -> dict:
        return {"game": self.id, "rules_version": self.rules_version}

    def check_position_header(self, position: Any) -> None:
        if not isinstance(position, dict):
            raise PositionError("a position must be a JSON object")
        if position.get("game") != self.id:
            raise PositionError(f"position is for game {position.get('game')!r}, not {self.id!r}")

    def position_options(self, position: dict) -> dict:
        """The options a position names, checked (modules included); PositionError says what is wrong."""
        try:
            return self.resolve_options(position.get("options"), typed=True)
        except OptionError as exc:
            raise PositionError(f"position options: {exc}") from None

    def parse_action(self, state, seat: int, text: str):
        """Notation -> the legal action; NotationError for empty text, IllegalActionError otherwise."""
        if not normalize_notation(text):
            raise NotationError("empty action")
        return self.legal_action(state, seat, text)

    def cell_check(self, state, seat: int, cell: str) -> str | None:
        """What a scenario's `icon_at` check reads at a cell of `seat`'s board (`cell` in the game's own notation,
        e.g. "(1,1)"): a short text such as an icon letter, "" for an empty cell. Raise a DicelandsError naming
        the cell or seat when the game has no such one. None, the default, says the game has no cell checks."""
        return None
