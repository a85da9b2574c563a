"""Modules: expansions and variants that plug into a base game's declared extension points.

A base game declares its extension points (`Game.extension_points`: name -> what a hook there does) and keeps its
modules as packages under `dicelands/games/<game>/modules/<module>/`, each exporting `MODULE`. A module registers
its steps into the base game's step registry and names, for each extension point it uses, a hook. Players switch
modules on per game: `--option modules=a,b`. The base game calls `game.hooks(options, point)` where a point is
reached and never names a module, so a new module adds files, not branches.

Extension points every base game with modules has (the engine calls them):
    actions        {action kind: apply(game, state, seat, action)} for actions the module offers
    options        {step class: provider(game, state, seat, step) -> [actions]} extra options on a base step
    zones          (HiddenZone, ...) the module's hidden zones
Others are the base game's own (setup, scoring, views, rendering, effect kinds...), listed by `dicelands info GAME`.
"""
from __future__ import annotations

import pkgutil
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any, Callable

from .errors import OptionError

ENGINE_POINTS = {
    "actions": "apply the module's own action kinds",
    "options": "offer more options on a base game's step",
    "zones": "declare the module's hidden zones",
}


@dataclass(frozen=True)
class Module:
    name: str  # as players type it: "envoys"
    title: str
    game: str  # the id of the base game it belongs to
    provenance: str  # "confirmed" (from a rulebook) or "project-default" (our own, documented)
    source: str = ""  # the rulebook or spec it implements
    summary: str = ""  # its rules in one short paragraph, for players (`rules`); docs/rules has the rest
    hooks: dict[str, Any] = field(default_factory=dict)  # extension point -> hook
    requires: tuple[str, ...] = ()  # modules that must be in play too
    fits: Callable[[dict], str | None] | None = None  # options -> why the module cannot be used, or None
    # Set when the module's rules change so that its older records no longer replay; records of games with the
    # module then carry it in their rules version ("2+fish-and-ships.2"), and games without it are not affected.
    rules_version: str = ""

    def why_unfit(self, options: dict) -> str | None:
        return self.fits(options) if self.fits else None


class ModuleCatalog:
    """The modules found under a base game's `modules` package, in a stable order (by name)."""

    def __init__(self, game_id: str, package: str, points: dict[str, str]):
        self.game_id, self.package, self.points = game_id, package, {**ENGINE_POINTS, **points}
        self._modules: dict[str, Module] | None = None
        self._active: dict[str, tuple[Module, ...]] = {}

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
        unknown = sorted(set(module.hooks) - set(self.points))
        if unknown:
            raise OptionError(f"module {module.name!r} does not fit {self.game_id}: "
                              f"it has no extension point {unknown[0]!r}")
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

    def hooks(self, options: dict, point: str) -> list:
        return [m.hooks[point] for m in self.active(options) if point in m.hooks]
