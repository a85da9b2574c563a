"""Modules: expansions and variants that plug into a base game's typed extension points.

A base game declares its extension points as one frozen dataclass (`Game.hooks_type`, in its `hooks.py`): a field
per point, typed with the hook's signature, `None` by default, documented with `point("what a hook there does")`.
A module is a package under `dicelands/games/<game>/modules/<module>/` exporting `MODULE = Module(...,
hooks=TheGamesHooks(setup=..., score=...))`: a misspelt point fails when the module is imported (the dataclass has
no such field) and an ill-typed hook fails under mypy. The base game reaches the hooks of the modules in play with
`game.in_play(options)` (a tuple of its hooks objects, in catalog order) and never names a module, so a new module
adds files, not branches. Players switch modules on per game: `--option modules=a,b`.

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
import pkgutil
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import import_module
from typing import TYPE_CHECKING, Any, Callable, Generic, TypeVar

from .errors import OptionError

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


class ModuleCatalog:
    """The modules found under a base game's `modules` package, in a stable order (by name)."""

    def __init__(self, game_id: str, package: str, hooks_type: type | None = None):
        self.game_id, self.package, self.hooks_type = game_id, package, hooks_type
        self.points = {**ENGINE_POINTS, **points_of(hooks_type)}
        self._modules: dict[str, Module] | None = None
        self._active: dict[str, tuple[Module, ...]] = {}
        self._in_play: dict[str, tuple] = {}
        self._step_options: dict[str, dict[type, OptionProvider]] = {}
        self._actions: dict[str, dict[str, ActionHandler]] = {}

    @property
    def modules(self) -> dict[str, Module]:
        if self._modules is None:
            self._modules = self._discover()
        return self._modules

    def _discover(self) -> dict[str, Module]:
        try:
            parent = import_module(self.package)
        except ImportError:
            return {}
        found = {}
        for info in sorted(pkgutil.iter_modules(parent.__path__), key=lambda i: i.name):
            module = getattr(import_module(f"{self.package}.{info.name}"), "MODULE", None)
            if isinstance(module, Module):
                found[module.name] = module
        return found

    def resolve(self, text: Any, options: dict) -> str:
        """The `modules` option checked and written canonically ("a,b" in catalog order); OptionError says why not."""
        if not isinstance(text, str):
            raise OptionError(f"option 'modules': expected names separated by commas, got {text!r}")
        names = [n.strip().lower() for n in text.split(",") if n.strip()]
        known = self.modules
        for name in names:
            module = known.get(name)
            if module is None:
                listed = ", ".join(known) or "none"
                raise OptionError(f"unknown module {name!r} for {self.game_id} (modules: {listed})")
            self._check_fits(module, names, options)
        return ",".join(n for n in known if n in names)

    def _check_fits(self, module: Module, names: list[str], options: dict) -> None:
        if module.game != self.game_id:
            raise OptionError(f"module {module.name!r} is for {module.game}, not {self.game_id}")
        if module.hooks is not None and (self.hooks_type is None or not isinstance(module.hooks, self.hooks_type)):
            wanted = self.hooks_type.__name__ if self.hooks_type else "none (the game has no extension points)"
            raise OptionError(f"module {module.name!r} does not fit {self.game_id}: its hooks are a "
                              f"{type(module.hooks).__name__}, not {wanted}")
        for needed in module.requires:
            if needed not in names:
                raise OptionError(f"module {module.name!r} needs module {needed!r} in play too")
        reason = module.why_unfit(options)
        if reason:
            raise OptionError(f"module {module.name!r} cannot be used here: {reason}")

    def active(self, options: dict) -> tuple[Module, ...]:
        text = options.get("modules", "")
        found = self._active.get(text)
        if found is None:
            found = self._active[text] = tuple(self.modules[n] for n in text.split(",") if n)
        return found

    def step_options(self, options: dict) -> dict[type, OptionProvider]:
        """The option providers of the modules in play by base step type, merged once per modules option: StepFlow
        asks on every decision, so one lookup answers as the modules would in turn (their options concatenated in
        catalog order)."""
        text = options.get("modules", "")
        found = self._step_options.get(text)
        if found is None:
            found = self._step_options[text] = _merged_options([m.step_options for m in self.active(options)])
        return found

    def actions(self, options: dict) -> dict[str, ActionHandler]:
        """The action handlers of the modules in play by kind (the first module in catalog order that handles a
        kind), merged once per modules option."""
        text = options.get("modules", "")
        found = self._actions.get(text)
        if found is None:
            found = self._actions[text] = {kind: handler for m in self.active(options)[::-1]
                                           for kind, handler in m.actions.items()}
        return found

    def zones(self, options: dict) -> tuple[HiddenZone, ...]:
        return tuple(zone for m in self.active(options) for zone in m.zones)

    def in_play(self, options: dict) -> tuple:
        """The hooks objects of the modules in play, in catalog order (the base game reads its points off them)."""
        text = options.get("modules", "")
        found = self._in_play.get(text)
        if found is None:
            found = self._in_play[text] = tuple(m.hooks for m in self.active(options) if m.hooks is not None)
        return found




def _merged_options(found: list) -> dict:
    """Per step type, the modules' option providers in catalog order: their options concatenated in that order."""
    providers: dict[type, list] = {}
    for by_step in found:
        for step_type, provider in by_step.items():
            providers.setdefault(step_type, []).append(provider)
    return {step_type: each[0] if len(each) == 1 else _concatenated(tuple(each)) for step_type, each in providers.items()}


def _concatenated(providers: tuple) -> OptionProvider:
    def options(game, state, seat: int, step) -> list:
        out: list = []
        for provider in providers:
            out += provider(game, state, seat, step)
        return out
    return options
