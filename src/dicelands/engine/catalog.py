"""A base game's catalog of modules: which modules exist (found under its `modules` package), which the `modules`
option puts in play, and what those bring (hooks, option providers, action handlers, hidden zones).

The rules ask the catalog on nearly every decision (the hooks in play, a step's extra options, who handles an
action kind), always with the same few `modules` texts: each answer is worked out once per text and kept. `Module`
itself stays in modules.py (a generic frozen dataclass, which stays Python); this module is compiled.
"""
from __future__ import annotations

import pkgutil
from importlib import import_module
from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from .errors import OptionError
from .modules import ENGINE_POINTS, ActionHandler, Module, OptionProvider, points_of

if TYPE_CHECKING:
    from .hidden import HiddenZone

_NOTHING: tuple = ()


@mypyc_attr(allow_interpreted_subclasses=True)  # a game's own catalog may subclass it (Dice Settlers' does)
class ModuleCatalog:
    """The modules found under a base game's `modules` package, in a stable order (by name)."""

    def __init__(self, game_id: str, package: str, hooks_type: type | None = None) -> None:
        self.game_id = game_id
        self.package = package
        self.hooks_type = hooks_type
        self.points: dict[str, str] = {**ENGINE_POINTS, **points_of(hooks_type)}
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

    def resolve(self, text: object, options: dict) -> str:
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
        """The modules in play, in catalog order: () at once for the base game alone."""
        text: str = options.get("modules") or ""
        if not text:
            return _NOTHING
        found = self._active.get(text)
        if found is None:
            found = self._active[text] = tuple(self.modules[n] for n in text.split(",") if n)
        return found

    def step_options(self, options: dict) -> dict[type, OptionProvider]:
        """The option providers of the modules in play by base step type, merged once per modules option: StepFlow
        asks on every decision, so one lookup answers as the modules would in turn (their options concatenated in
        catalog order)."""
        text: str = options.get("modules") or ""
        found = self._step_options.get(text)
        if found is None:
            found = self._step_options[text] = _merged_options([m.step_options for m in self.active(options)])
        return found

    def actions(self, options: dict) -> dict[str, ActionHandler]:
        """The action handlers of the modules in play by kind (the first module in catalog order that handles a
        kind), merged once per modules option."""
        text: str = options.get("modules") or ""
        found = self._actions.get(text)
        if found is None:
            found = self._actions[text] = {kind: handler for m in self.active(options)[::-1]
                                           for kind, handler in m.actions.items()}
        return found

    def zones(self, options: dict) -> tuple[HiddenZone, ...]:
        return tuple(zone for m in self.active(options) for zone in m.zones)

    def in_play(self, options: dict) -> tuple:
        """The hooks objects of the modules in play, in catalog order (the base game reads its points off them):
        () at once for the base game alone."""
        text: str = options.get("modules") or ""
        if not text:
            return _NOTHING
        found = self._in_play.get(text)
        if found is None:
            found = self._in_play[text] = tuple(m.hooks for m in self.active(options) if m.hooks is not None)
        return found


def _merged_options(found: list) -> dict[type, OptionProvider]:
    """Per step type, the modules' option providers in catalog order: their options concatenated in that order."""
    providers: dict[type, list] = {}
    for by_step in found:
        for step_type, provider in by_step.items():
            providers.setdefault(step_type, []).append(provider)
    return {step_type: each[0] if len(each) == 1 else Concatenated(tuple(each))
            for step_type, each in providers.items()}


class Concatenated:
    """An option provider that asks several in turn and concatenates their options."""

    def __init__(self, providers: tuple) -> None:
        self.providers = providers

    def __call__(self, game: object, state: object, seat: int, step: object) -> list:
        out: list = []
        for provider in self.providers:
            out += provider(game, state, seat, step)
        return out
