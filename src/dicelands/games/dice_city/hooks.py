"""Dice City's extension points: what a module (modules/presence, modules/queens_plans, modules/trade_board) may
plug into the base game. One field per point, typed with the hook's signature; the base game reads them with
`game.in_play(options)` and never names a module (engine/modules.py). A hook takes the state first, as Dice
Settlers' do; one that needs the game takes it from its own package.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...engine.modules import point

if TYPE_CHECKING:
    from ...engine.cards import Card
    from .components import Location
    from .state import State

# An ability kind of a location card: (game, state, seat, space, args, colour) resolves it (abilities.py).
Effect = Callable[[Any, "State", int, int, tuple, "int | None"], None]


@dataclass(frozen=True)
class CityHooks:
    setup: Callable[[State], None] | None = point(
        "setup(state): after the base set-up, before the first turn")
    locations: Mapping[str, Location] | None = point(
        "the module's location cards by id, added to the deck set-ups")
    effects: Mapping[str, Effect] | None = point(
        "{ability kind: resolve(game, state, seat, space, args, colour)}: the abilities of the module's cards")
    guard: Callable[[State, int, Location], bool] | None = point(
        "guard(state, seat, location) -> bool: False makes a used ability do nothing (PRESENCE)")
    rolled: Callable[[State, int, int], None] | None = point(
        "rolled(state, seat, colour): a city die has just been rolled onto the board")
    built: Callable[[State, int, int], None] | None = point(
        "built(state, seat, space): a location card has just been put on a space")
    end_turn: Callable[[State, int], None] | None = point(
        "end_turn(state, seat): the turn ends, before the city dice are rolled")
    score: Callable[[State, int], dict[str, int]] | None = point(
        "score(state, seat) -> {category: VP}")
    to_json: Callable[[State], dict] | None = point(
        "to_json(state) -> dict: the module's section of a position")
    from_json: Callable[[Any, dict], Any] | None = point(
        "from_json(data, options) -> section: the module's section of a position, checked")
    labels: tuple[str, ...] | None = point(
        "(label, ...): the module's labels in the action space")
    render: Callable[[State, int | None, Any], list[str]] | None = point(
        "render(state, seat, names) -> [lines]: the module's part of the terminal view (wrapped)")
    describe: Callable[[State, int, Any, int | None], str | None] | None = point(
        "describe(state, seat, action, reader) -> a log line for the module's actions, or None")
    why_illegal: Callable[[State, int, str], str | None] | None = point(
        "why_illegal(state, seat, text) -> the reason a refused action of the module's is refused, or None")
    option_text: Callable[[State, int, Any, Any], str | None] | None = point(
        "option_text(state, seat, action, names) -> the module's option in players' words, or None")
    cards: Callable[[dict], list[Card]] | None = point(
        "cards(options) -> [Card, ...]: the module's cards besides its locations, in players' words")
