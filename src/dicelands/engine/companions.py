"""What a game declares beside its decision model: how it is shown, its codec, its bot hints, its learning spec and
its conformance settings. Each is a small class with the defaults every game shares; a game subclasses the ones it
changes and names them on its `Game` class (`show_type = DiceColonyShow`), and surfaces reach them as
`game.show`, `game.codec`, `game.hints`, `game.learning` and `game.conformance`, never by probing the game.

    game.show.render(state, seat, legal, names, width)     # a `rich` renderable of the board as `seat` sees it
    game.show.describe(before, seat, action, reader)         # a log line for `reader`
    game.codec.action_json(action)                           # what a client receives for an option
    game.hints.heuristic(state, seat)                        # a greedy bot's estimate
    game.learning.action_space(options)                      # the fixed action space (engine/space.py)
    game.conformance.option_sets                             # option sets the conformance suite plays besides
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, ClassVar, TypeVar

from mypy_extensions import mypyc_attr

from .actions import action_json, normalize_notation
from .cards import Card
from .data import provenance_summary
from .errors import NotationError, OptionError, PositionError
from .fixtures import data_only
from .secrets import Sight, move_secrets, named, redacted

if TYPE_CHECKING:
    from .game import Game
    from .space import ActionSpace

# A game's own state and actions: each game has its own types (its state is an engine/game.py GameState, its
# actions frozen dataclasses whose str() is their notation); the engine and the surfaces pass them through.
AnyState = Any
AnyAction = Any


@mypyc_attr(allow_interpreted_subclasses=True)  # games and tests subclass it in plain Python
class Companion:
    """A part of a game that is not its decision model. `game` is the game it belongs to (games are stateless
    singletons, so a companion may cache what depends only on options)."""

    def __init__(self, game: Game):
        self.game = game


@mypyc_attr(allow_interpreted_subclasses=True)  # games and tests subclass it in plain Python
class Presentation(Companion):
    """How a game is shown to people: prompts and option words, the board, log lines, cards, refusals."""

    def __init__(self, game: Game):
        super().__init__(game)
        self._sights: tuple[tuple[Any, Sight], ...] = ()

    def player_prompt(self, state: AnyState, seat: int, names: list[str] | None = None) -> str:
        """What `seat` decides, in players' words for the table (`game.prompt` stays the short form scenarios and
        error messages quote); by default the prompt."""
        return self.game.prompt(state, seat)

    def option_text(self, state: AnyState, seat: int, action: AnyAction, names: list[str] | None = None,
                    width: int | None = None) -> str:
        """What a player reads for this option, in the game's own words ("put the water at C4"); `names` are the
        seats' names for options that name a seat; `width`: the columns of the terminal listing the options (a game
        may then speak in short of what its board marks), None on a page with room for full words. The notation
        stays what is typed and recorded; by default the words are the notation."""
        return str(action)

    def why_illegal(self, state: AnyState, seat: int, text: str, legal: list) -> str:
        """Why `text` is not one of `legal`: games may explain better; this names the decision and some options."""
        shown = ", ".join(str(a) for a in legal[:6]) + (", ..." if len(legal) > 6 else "")
        return f"seat {seat} must {self.game.prompt(state, seat)}; legal: {shown}"

    def render(self, state: AnyState, seat: int | None, legal: list | None = None, names: list[str] | None = None,
               width: int = 100) -> Any:
        """Something `rich` can print: the board as `seat` sees it; `legal` (the seat's options, numbered from 1 as
        a surface lists them) lets the game mark on the board where each option acts; `names` are the seats'
        names (games without them count seats from 1); `width`: the columns of the screen, which no line may pass."""
        return str(self.game.view(state, seat))

    def cards(self, options: dict) -> tuple[Card, ...]:
        """Every card and piece a table with these (resolved) options can meet, in players' words (engine/cards.py);
        the terminal's `card NAME` and the browser's hover or tap show them."""
        return ()

    def describe(self, state: AnyState, seat: int, action: AnyAction, reader: int | None = None) -> str:
        """A log line for `reader` (a seat, or None for a spectator); `state` is the state before the action. It
        says only what `reader` may know: the seat that draws a secret card reads which, the others that one was
        drawn."""
        return f"seat {seat}: {action}"

    def notation_for(self, before: AnyState, after: AnyState, seat: int, action: AnyAction,
                     reader: int | None = None) -> str:
        """The action's notation as `reader` (a seat, None = a spectator) may receive it in a log entry or message:
        the notation itself for the seat that acted and where it names nothing secret to the reader; otherwise each
        word of it that names an item secret to the reader after the action (engine/secrets.py) becomes "(hidden)":
        the other seats read "secret (hidden)" where the chooser reads "secret q17". `before`/`after` are the
        states around the action. Records keep the notation itself. A game may write its own public form."""
        text = str(action)
        zones = self.game.zones(before.options)
        if reader == seat or not zones:
            return text
        after_sight = self._sight(after)
        if not named(text, after_sight.hidden(reader)):
            return text
        return redacted(text, move_secrets(self._sight(before), after_sight, reader))

    def _sight(self, state: AnyState) -> Sight:
        """The state as its readers see it (engine/secrets.py); the last two are kept, as a log entry is written
        for each reader in turn."""
        kept = self._sights
        for known, sight in kept:
            if known is state:
                return sight
        sight = Sight(self.game.to_position(state), self.game.zones(state.options))
        self._sights = ((state, sight), *kept[:1])
        return sight

    def events(self, before: AnyState, after: AnyState, reader: int | None = None) -> list[str]:
        """Log lines for `reader` about what happened on its own after an action (chance outcomes, scoring, a new
        round), in the words of `describe`. Ends with the final scores when the game has just ended."""
        lines = self.game_events(before, after, reader)
        game = self.game
        if game.is_over(after) and not game.is_over(before):
            result = game.result(after)
            totals = ", ".join(f"seat {seat} {line['total']}" for seat, line in enumerate(result.scores))
            lines.append(f"game over: {totals}; winner{'s' if len(result.winners) > 1 else ''}: "
                         + ", ".join(f"seat {seat}" for seat in result.winners))
        return lines

    def game_events(self, before: AnyState, after: AnyState, reader: int | None) -> list[str]:
        """The game's own event lines for `reader` (see `events`)."""
        return []

    def cell_check(self, state: AnyState, seat: int, cell: str) -> str | None:
        """What a scenario's `icon_at` check reads at a cell of `seat`'s board (`cell` in the game's own notation,
        e.g. "(1,1)"): a short text such as an icon letter, "" for an empty cell. Raise a DicelandsError naming
        the cell or seat when the game has no such one. None, the default, says the game has no cell checks."""
        return None


@mypyc_attr(allow_interpreted_subclasses=True)  # games and tests subclass it in plain Python
class Codec(Companion):
    """How a game's actions and positions are written: notation, the JSON clients receive, position headers, and
    where its component data come from."""


    def action_json(self, action: AnyAction) -> dict:
        """What clients receive for an option: kind, notation, named fields, and `control` when the option is a
        control of the turn (pass, done, stop) rather than a place on the board (engine/actions.py)."""
        return action_json(action)

    def parse_action(self, state: AnyState, seat: int, text: str) -> AnyAction:
        """Notation -> the legal action; NotationError for empty text, IllegalActionError otherwise."""
        if not normalize_notation(text):
            raise NotationError("empty action")
        return self.game.legal_action(state, seat, text)

    def position_header(self, state: AnyState) -> dict:
        return {"game": self.game.id, "rules_version": self.game.rules_version}

    def check_position_header(self, position: Any) -> None:
        if not isinstance(position, dict):
            raise PositionError("a position must be a JSON object")
        if position.get("game") != self.game.id:
            raise PositionError(f"position is for game {position.get('game')!r}, not {self.game.id!r}")

    def position_options(self, position: dict) -> dict:
        """The options a position names, checked (modules included); PositionError says what is wrong."""
        try:
            return self.game.resolve_options(position.get("options"), typed=True)
        except OptionError as exc:
            raise PositionError(f"position options: {exc}") from None

    def provenance(self) -> list[tuple[str, str, str]]:
        """The game's component data by part: (part, provenance, note), for `dicelands info`. By default the parts
        are the data files and sections of the game's package."""
        return provenance_summary(type(self.game).__module__.rpartition(".")[0])


@mypyc_attr(allow_interpreted_subclasses=True)  # games and tests subclass it in plain Python
class BotHints(Companion):
    """What a game tells bots beyond its rules: a quick estimate, a fitted value, and the bot that plays it best."""


    # The strongest bot of this game at no more than 1 s per decision, found by measurement (docs/bots.md); what
    # the bot name `best` plays.
    best_bot: ClassVar[str] = "mcts:1s"
    # The same against the rulebook's automaton (a solo game), where measurement found another bot stronger there.
    best_bot_solo: ClassVar[str | None] = None

    def heuristic(self, state: AnyState, seat: int) -> float:
        """A quick estimate of how well `seat` stands (higher is better) for greedy bots; games may do better."""
        return float(self.game.result(state).scores[seat]["total"])

    def value(self, state: AnyState, seat: int) -> float:
        """How well `seat` stands, for a search's cut-offs (`mcts:.../cutoff=value`): a game with a value fitted to
        played games gives it here; by default the heuristic."""
        return self.heuristic(state, seat)

    def best_bot_for(self, options: dict) -> str:
        """What `best` plays with these (resolved) options."""
        if self.best_bot_solo and self.game.automaton_seats(options):
            return self.best_bot_solo
        return self.best_bot


@mypyc_attr(allow_interpreted_subclasses=True)  # games and tests subclass it in plain Python
class LearningSpec(Companion):
    """What learning environments need: the fixed action space and how a state is encoded (envs/)."""

    def __init__(self, game: Game):
        super().__init__(game)
        self._spaces: dict[str, ActionSpace] = {}

    def action_labels(self, options: dict) -> tuple[str, ...]:
        """Every label an action can have under `options`: the fixed action space (engine/space.py)."""
        raise NotImplementedError(f"{self.game.id} defines no action space")

    def action_label(self, state: AnyState, seat: int, action: AnyAction) -> str:
        """The action's label in the action space; by default its notation."""
        return str(action)

    @property
    def labels_are_notation(self) -> bool:
        """Whether every action's label is its notation (the default `action_label`), so a caller may skip the call."""
        return type(self).action_label is LearningSpec.action_label

    def action_space(self, options: dict | None = None) -> ActionSpace:
        from .space import ActionSpace
        key = repr(sorted(self.game.resolve_options(options).items()))
        spaces = self._spaces
        if key not in spaces:
            with data_only():  # kept for every game: never with a scenario's inline components in it
                spaces[key] = ActionSpace(self.game, options or {})
        return spaces[key]

    def observation_view(self, state: AnyState, seat: int | None) -> dict:
        """What a learning environment encodes for `seat` (envs/encode.py): the view without its "unseen" pool lists
        (public knowledge, long, and not encoded). A game may build it faster from its state; it must encode as the
        view does (tests/envs/test_encode.py checks every game)."""
        from .hidden import hide
        game = self.game
        if game._overrides("view"):
            view = game.view(state, seat)
            view.pop("unseen", None)
            return view
        position = game.to_position(state)
        del position["rng"]
        return hide(position, game.zones(state.options), seat, unseen=False)

    def observation_parts(self, options: dict) -> list | None:
        """The parts of the state a fast encoder reads (envs/features.py `Part`), or None: the view is encoded."""
        return None


@mypyc_attr(allow_interpreted_subclasses=True)  # games and tests subclass it in plain Python
class ConformanceSettings(Companion):
    """How the conformance suite (conformance/) plays the game beyond its default option sets."""

    option_sets: ClassVar[tuple[dict, ...]] = ()  # option sets played besides each player count's defaults
    max_decisions: ClassVar[int | None] = None  # decisions after which a conformance game is cut short (None: the suite's)
    every: ClassVar[int] = 1  # CI checks about one decision in `every` (a game with long random games; the soak: all)
