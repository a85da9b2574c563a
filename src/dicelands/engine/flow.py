"""Turn flow as typed steps: per seat, a stack of small frozen step objects.

A step is a frozen dataclass that knows what its seat decides (`prompt`), the options (`options`) and what taking
one does (`apply`, which changes the state in place and says what comes next by pushing, popping or replacing steps
on the seat's stack). A multi-step action is a stack: "pay for Settle" pushes "place a tent", which pops itself
when done, and the action's own step resumes. Where several seats decide at once, each has its own stack.

    @dataclass(frozen=True)
    class ChooseDie(Step):
        def prompt(self, game, state, seat): return "choose a die"
        def options(self, game, state, seat): return [...]
        def apply(self, game, state, seat, action): state.flow = state.flow.replace(seat, PlaceDie(action.die))

    STEPS.register(ChooseDie, PlaceDie)  # at the end of the module

A step made at many decisions writes its `__init__` out (`@dataclass(frozen=True, init=False)` and one
`object.__setattr__(self, name, value)` a field, the fields in order): compiled (mypyc), the `__init__` the
dataclasses module writes stays interpreted Python and costs about 20 times a compiled one.

Steps are registered by name in their game's `StepRegistry` (modules register theirs into the same registry), by a
call after the classes rather than a class decorator: a compiled (mypyc) class may carry no decorator but
`dataclass`;
positions store a step as `{"step": name, **fields}` and never by a literal spelled anywhere else. Views show every
seat's steps, so a step holds no secret: one that needs a hidden item refers to its zone ("the card just drawn is
the last in your hand"), and overrides `public_prompt` when its prompt names it.
"""
from __future__ import annotations

import re
from dataclasses import MISSING, fields
from typing import Any, ClassVar, cast

from mypy_extensions import mypyc_attr

from .actions import jsonable, rebuilt_by_fields
from .companions import AnyAction, AnyState
from .errors import PositionError
from .game import Game


@mypyc_attr(allow_interpreted_subclasses=True)  # games and tests subclass it in plain Python
class Step:
    """Base of every step. Subclasses are frozen dataclasses registered in a `StepRegistry`."""

    name: ClassVar[str] = ""
    decision: ClassVar[bool] = True  # False: a marker the seat waits on (no options, not among the movers)

    def prompt(self, game, state, seat: int) -> str:
        return "wait"

    def public_prompt(self, game, state, seat: int) -> str:
        """What the other seats and spectators read about this decision; override when the prompt names a secret."""
        return self.prompt(game, state, seat)

    def options(self, game, state, seat: int) -> list:
        return []

    def apply(self, game, state, seat: int, action) -> None:
        raise NotImplementedError(f"step {self.name!r} takes no action")

    def __reduce__(self):
        return rebuilt_by_fields(self)


@mypyc_attr(allow_interpreted_subclasses=True)  # games and tests subclass it in plain Python
class Waiting(Step):
    """The base of a step a seat waits on (no options, not among the movers). `decision` is set here, on a class
    that is not a dataclass, because in a compiled (mypyc) dataclass a class attribute set in the body becomes a
    field."""

    decision: ClassVar[bool] = False


def _kebab(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "-", name).lower()


def _tupled(value: Any) -> Any:
    """JSON lists back to the tuples steps hold (steps are frozen, so their fields are immutable)."""
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


class StepRegistry:
    """The steps of one game (and of its modules), by name: the one place a step's name is spelled."""

    def __init__(self, owner: str):
        self.owner = owner
        self.by_name: dict[str, type[Step]] = {}

    def register(self, *classes: type[Step], name: str | None = None) -> Any:
        """Register `classes` under their kebab-case names (`name`: one class under another name). Returns the one
        class given, so plain Python (tests, scripts) may still use it as a decorator; `register(name=...)` alone
        returns such a decorator."""
        def add(step_cls: type[Step]) -> type[Step]:
            step_name = name or _kebab(step_cls.__name__)
            if step_name in self.by_name and self.by_name[step_name] is not step_cls:
                raise ValueError(f"{self.owner}: step name {step_name!r} is registered twice")
            step_cls.name = step_name
            self.by_name[step_name] = step_cls
            return step_cls
        if not classes:
            return add
        if name is not None and len(classes) > 1:
            raise ValueError("a name can be given to one step class only")
        for cls in classes:
            add(cls)
        return classes[0] if len(classes) == 1 else None

    def to_json(self, step: Step) -> dict:
        return {"step": step.name, **{f.name: jsonable(getattr(step, f.name)) for f in fields(cast(Any, step))}}

    def from_json(self, data: Any) -> Step:
        if not isinstance(data, dict) or not isinstance(data.get("step"), str):
            raise PositionError(f"a step must be an object with a 'step' name, got {data!r}")
        cls = self.by_name.get(data["step"])
        if cls is None:
            raise PositionError(f"unknown step {data['step']!r} for {self.owner} (known: {', '.join(sorted(self.by_name))})")
        names = {f.name for f in fields(cast(Any, cls))}
        extra = sorted(set(data) - names - {"step"})
        if extra:
            raise PositionError(f"step {data['step']!r} has no field {extra[0]!r}")
        missing = [f.name for f in fields(cast(Any, cls)) if f.name not in data and f.default is MISSING
                   and f.default_factory is MISSING]
        if missing:
            raise PositionError(f"step {data['step']!r} needs field {missing[0]!r}")
        try:
            return cls(**{k: _tupled(v) for k, v in data.items() if k != "step"})
        except (TypeError, ValueError) as exc:
            raise PositionError(f"step {data['step']!r}: {exc}") from None


class Flow:
    """Per-seat stacks of steps, immutable: every change returns a new Flow, so state copies share it for free."""

    __slots__ = ("stacks", "_movers")

    def __init__(self, stacks: tuple[tuple[Step, ...], ...]) -> None:
        self.stacks: tuple[tuple[Step, ...], ...] = stacks
        self._movers: tuple[int, ...] | None = None  # computed once: a flow is asked again after a decision that
        # keeps it (a build, a trade) and by every surface

    def __reduce__(self):
        return Flow, (self.stacks,)  # see actions.rebuilt_by_fields

    @classmethod
    def empty(cls, seats: int) -> Flow:
        return cls(((),) * seats)

    def top(self, seat: int) -> Step | None:
        stack = self.stacks[seat]
        return stack[-1] if stack else None

    def _with(self, seat: int, stack: tuple[Step, ...]) -> Flow:
        stacks = list(self.stacks)
        stacks[seat] = stack
        return Flow(tuple(stacks))

    def push(self, seat: int, *steps: Step) -> Flow:
        """Put `steps` on the seat's stack; the last one given is decided first."""
        return self._with(seat, self.stacks[seat] + steps)

    def pop(self, seat: int) -> Flow:
        return self._with(seat, self.stacks[seat][:-1])

    def replace(self, seat: int, *steps: Step) -> Flow:
        """The top step is done and `steps` follow it (none: the step below resumes)."""
        return self._with(seat, self.stacks[seat][:-1] + steps)

    def set(self, seat: int, *steps: Step) -> Flow:
        return self._with(seat, steps)

    def hand_over(self, seat: int, to: int, *steps: Step) -> Flow:
        """`seat` is done (its stack emptied) and `to` goes on with `steps`: `set(seat).set(to, *steps)` at once."""
        stacks = list(self.stacks)
        stacks[seat] = ()
        stacks[to] = steps
        return Flow(tuple(stacks))

    def clear(self) -> Flow:
        return Flow.empty(len(self.stacks))

    def movers(self) -> tuple[int, ...]:
        movers = self._movers
        if movers is None:
            movers = self._movers = tuple(seat for seat, stack in enumerate(self.stacks)
                                          if stack and stack[-1].decision)
        return movers

    def idle(self) -> bool:
        """No seat has a step on its stack."""
        return not any(self.stacks)

    def to_json(self, registry: StepRegistry) -> list:
        return [[registry.to_json(step) for step in stack] for stack in self.stacks]

    @classmethod
    def from_json(cls, data: Any, registry: StepRegistry, seats: int) -> Flow:
        if not isinstance(data, list) or len(data) != seats or not all(isinstance(s, list) for s in data):
            raise PositionError(f"flow must be a list of {seats} step lists (one per seat), got {data!r}")
        return cls(tuple(tuple(registry.from_json(step) for step in stack) for stack in data))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Flow) and self.stacks == other.stacks

    def __repr__(self) -> str:
        return f"Flow({self.stacks!r})"


@mypyc_attr(allow_interpreted_subclasses=True)  # games and tests subclass it in plain Python
class StepFlow(Game):
    """A game whose turn flow is steps: who moves, prompts, options and applying come from the top step of each
    seat's stack (`state.flow`). The game keeps `_advance` for what happens between decisions (phases, chance,
    automata)."""

    steps: ClassVar[StepRegistry]

    def to_move(self, state: AnyState) -> tuple[int, ...]:
        flow: Flow = state.flow
        return flow.movers()

    def prompt(self, state: AnyState, seat: int, public: bool = False) -> str:
        step = self._decision(state, seat)
        if step is None:
            return "wait"
        return step.public_prompt(self, state, seat) if public else step.prompt(self, state, seat)

    def legal_actions(self, state: AnyState, seat: int) -> list:
        step = self._decision(state, seat)
        if step is None:
            return []
        options: list = step.options(self, state, seat)
        game_options: dict = state.options
        if game_options.get("modules"):  # modules' options on a base step
            catalog = self.catalog
            assert catalog is not None  # a game with a modules option has a catalog
            provider = catalog.step_options(game_options).get(type(step))
            if provider is not None:
                options = options + provider(self, state, seat, step)
        return options

    def _decision(self, state: AnyState, seat: int) -> Step | None:
        """The step `seat` decides now: the top of its stack, if that is a decision."""
        flow: Flow = state.flow
        stacks = flow.stacks
        if not 0 <= seat < len(stacks):
            return None
        stack: tuple[Step, ...] = stacks[seat]
        if not stack:
            return None
        step = stack[-1]
        return step if step.decision else None

    def _apply(self, state: AnyState, seat: int, action: AnyAction) -> None:
        game_options: dict = state.options
        if game_options.get("modules"):  # an action kind a module brought
            catalog = self.catalog
            assert catalog is not None
            handler = catalog.actions(game_options).get(getattr(action, "kind", ""))
            if handler is not None:
                handler(self, state, seat, action)
                return
        flow: Flow = state.flow
        flow.stacks[seat][-1].apply(self, state, seat, action)

    def current_step(self, state: AnyState, seat: int) -> Step | None:
        flow: Flow = state.flow
        return flow.top(seat)
