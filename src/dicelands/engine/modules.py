"""Modules: expansions and variants that plug into a base game's typed extension points.

A base game declares its extension points as one frozen dataclass (`Game.hooks_type`, in its `hooks.py`): a field
per point, typed with the hook's signature, `None` by default, documented with `point("what a hook there does")`.
A module is a package under `dicelands/games/<game>/modules/<module>/` exporting `MODULE = Module(...,
hooks=TheGamesHooks(setup=..., score=...))`: a misspelt point fails when the module is imported (the dataclass has
no such field) and an ill-typed hook fails under mypy. The base game reaches the hooks of the modules in play with
`game.in_play(options)` (a tuple of its hooks objects, in catalog order) and never names a module, so a new module
adds files, not branches. Players switch modules on per game: `--option modules=a,b`. The game finds its modules
through its `ModuleCatalog` (catalog.py).

What every base game with modules takes, the engine reads from `Module` itself:
    actions        {action kind: apply(game, state, seat, action)} for actions the module offers
    step_options   {step class: provider(game, state, seat, step) -> [actions]} extra options on a base step
    zones          (HiddenZone, ...) the module's hidden zones
    chance_kinds   the kinds of chance event the module draws (`rng.take_forced(kind)`)
    options        (OptionSpec, ...) options of the module's own (`--option trade_side=town`); every module's are
                   known to the game whether or not it is in play, so records and positions naming one stay readable
"""
from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Generic, TypeVar


if TYPE_CHECKING:
    from .hidden import HiddenZone
    from .options import OptionSpec

HooksT = TypeVar("HooksT")
ActionHandler = Callable[[Any, Any, int, Any], None]  # (game, state, seat, action): applies the module's own kind
OptionProvider = Callable[[Any, Any, int, Any], list]  # (game, state, seat, step) -> more options on that step


def point(doc: str) -> Any:
    """A field of a base game's hooks dataclass: one extension point, no hook by default; `doc` says what a hook
    there does (and `dicelands info GAME` lists it)."""
    return field(default=None, metadata={"doc": doc})


def points_of(hooks_type: type | None) -> dict[str, str]:
    """A hooks dataclass's extension points: name -> what a hook there does."""
    if hooks_type is None:
        return {}
    return {f.name: f.metadata.get("doc", "") for f in dataclasses.fields(hooks_type)}

# What every module may bring besides its base game's own points, as `Module` fields (`dicelands info` lists them).
ENGINE_POINTS = {
    "actions": "{action kind: apply(game, state, seat, action)}: apply the module's own action kinds",
    "step_options": "{step class: provider(game, state, seat, step) -> [actions]}: more options on a base step",
    "zones": "(HiddenZone, ...): the module's hidden zones",
    "chance_kinds": "the kinds of chance event the module draws",
    "options": "(OptionSpec, ...): game options the module adds",
}


@dataclass(frozen=True)
class Module(Generic[HooksT]):
    name: str  # as players type it: "envoys"
    title: str
    game: str  # the id of the base game it belongs to
    provenance: str  # "confirmed" (from a rulebook) or "project-default" (our own, documented)
    source: str = ""  # the rulebook or spec it implements
    summary: str = ""  # its rules in one short paragraph, for players (`rules`); docs/rules has the rest
    hooks: HooksT | None = None  # the base game's hooks dataclass, filled in where the module plugs in
    actions: Mapping[str, ActionHandler] = field(default_factory=dict)
    step_options: Mapping[type, OptionProvider] = field(default_factory=dict)
    zones: tuple[HiddenZone, ...] = ()
    chance_kinds: tuple[str, ...] = ()
    options: tuple[OptionSpec, ...] = ()
    requires: tuple[str, ...] = ()  # modules that must be in play too
    fits: Callable[[dict], str | None] | None = None  # options -> why the module cannot be used, or None
    # Set when the module's rules change so that its older records no longer replay; records of games with the
    # module then carry it in their rules version ("2+fish-and-ships.2"), and games without it are not affected.
    rules_version: str = ""

    def why_unfit(self, options: dict) -> str | None:
        return self.fits(options) if self.fits else None
