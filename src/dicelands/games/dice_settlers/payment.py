"""The Action phase turn (spec §5, G10): choose an action type not taken this round (or pass), pay its icons one
source at a time, then resolve it; free actions (Govern, factories) are open before and after, then end the turn.

A turn's stack: `ChooseAction` -> `PayFor(action, paid)` -> `AfterAction` with the action's own steps pushed on top
of it (actions/*.py); when they pop, `AfterAction` resumes.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ...engine.actions import make_action
from ...engine.flow import Step
from .actions import explore, factory, govern, harvest, raid, recruit, research, settle, trade
from .gains import spend_die
from .hooks import in_play as modules_in_play, modules_of
from .icons import available, convertible_icons, converter_to, converters, targets, virtual_faces, virtual_icons
from .state import State, colour_of, die_sort_key
from .steps import STEPS, act
from .tables import ACTIONS, PIONEER_LIKE

PASS, END_TURN = act("pass", "pass", control=True), act("end", "end turn", control=True)
PAY_DONE, CANCEL = act("paydone", "pay done", control=True), act("cancel", "cancel", control=True)
RULES_OF = {"explore": explore, "settle": settle, "recruit": recruit, "harvest": harvest, "research": research,
            "raid": raid, "trade": trade}
FREE = {"govern": govern, "factory": factory}


NEED: Final = {name: rules.need for name, rules in RULES_OF.items()}
CHOOSE: Final = {a: act("action", f"action {a}", action=a) for a in ACTIONS}  # the option choosing each action


def feasible(state: State, seat: int, action: str) -> bool:
    if action in state.players[seat].taken:
        return False
    need = NEED[action](state, seat)
    return need is not None and available(state, seat, action, enough=need) >= need


def free_actions(state: State, seat: int) -> list:
    return govern.options(state, seat) + factory.options(state, seat)


def turn_action(state: State, seat: int, action) -> None:
    """Before or after the turn's action: choose it, a free action, or pass / end the turn."""
    if action.kind == "action":
        state.flow = state.flow.replace(seat, PayFor(action["action"], ()))
    elif action.kind in ("pass", "end"):
        end_turn(state, seat)
    elif action.kind == "govern":
        govern.build_house(state, seat, action["cell"])
    else:
        factory.use_factory(state, seat, action["cell"])


def end_turn(state: State, seat: int) -> None:
    state.players[seat].slots += 1
    state.flow = state.flow.set(seat)
    state.turn += 1


def modules_offer(game, state, seat: int, step) -> bool:
    """Whether the modules add options to this step (the pink die's conversion on `PayFor`): a payment they can
    go on with offers no `cancel`, which would only lead back to where the action was chosen."""
    for module in modules_of(state.options):
        provider = module.step_options.get(type(step))
        if provider is not None and provider(game, state, seat, step):
            return True
    return False


@dataclass(frozen=True)
class ChooseAction(Step):
    def prompt(self, game, state: State, seat: int):
        return "choose an action (or a free action, or pass)"

    def options(self, game, state: State, seat: int):
        out = [CHOOSE[a] for a in ACTIONS if feasible(state, seat, a)]
        # pass when passing is open, or when nothing else is (a module's action type is asked only then)
        if state.players[seat].slots >= 1 or state.options["pass_rule"] == "any" or not (
                out or any(hooks.action_types(state, seat) for hooks in modules_in_play(state.options)
                               if hooks.action_types)):
            out.append(PASS)
        return out + free_actions(state, seat)

    def apply(self, game, state: State, seat: int, action):
        turn_action(state, seat, action)


# The two steps of every action (frozen dataclasses) write out their `__init__`: compiled, the one `dataclass` writes
# is interpreted Python, ten times the cost of the step.
@dataclass(frozen=True, init=False)
class AfterAction(Step):
    """The turn's action (`action`, paid with `paid`) is taken; its own steps sit on top of this one until done."""

    action: str
    paid: tuple

    def __init__(self, action: str, paid: tuple) -> None:
        object.__setattr__(self, "action", action)
        object.__setattr__(self, "paid", paid)

    def prompt(self, game, state: State, seat: int):
        return "free actions, or end turn"

    def options(self, game, state: State, seat: int):
        return [END_TURN] + free_actions(state, seat)

    def apply(self, game, state: State, seat: int, action):
        turn_action(state, seat, action)


@dataclass(frozen=True, init=False)
class PayFor(Step):
    """Icons paid so far (`paid`) for `action`."""

    action: str
    paid: tuple

    def __init__(self, action: str, paid: tuple) -> None:
        object.__setattr__(self, "action", action)
        object.__setattr__(self, "paid", paid)

    def prompt(self, game, state: State, seat: int):
        return f"spend icons for {self.action} (paid {len(self.paid)}), then pay done"

    def options(self, game, state: State, seat: int):
        p = state.players[seat]
        action = self.action
        wanted = targets(action, state.options)
        out = []
        seen = set()
        dice = sorted(p.active, key=die_sort_key)
        for die in dice:
            icon = p.active[die]
            key = (colour_of(die), icon)
            if icon in wanted and key not in seen:
                seen.add(key)
                out.append(act("spend", f"spend {die}", die=die))
        for source, _icon, _count in virtual_icons(state, seat, action):
            out.append(act("spend_virtual", f"spend {source}", source=source))
        as_icons = [t for t in wanted if t != "gold"]  # seed: 2 Pioneers as 1 of any other icon (except Gold)
        pairs = set()
        pioneers = [d for d in dice if p.active[d] in PIONEER_LIKE]
        for i, a in enumerate(pioneers):
            for b in pioneers[i + 1:]:
                if p.active[a] != p.active[b]:
                    continue  # seed F&S: "you may not spend 1 Pioneer and 1 Ship icon as 1 of any other icon"
                pair = (colour_of(a), colour_of(b), p.active[a])
                if pair not in pairs:
                    pairs.add(pair)
                    for icon in as_icons:
                        out.append(act("pair_pioneers", f"convert {a}+{b} as {icon}", dice=(a, b), icon=icon))
        if pioneers:  # a virtual die face pairs as a die showing it would (seed Envoys › General Benefit)
            for source, shown in virtual_faces(state, seat, PIONEER_LIKE):
                partners = {colour_of(d): d for d in pioneers[::-1] if p.active[d] == shown}
                for die in sorted(partners.values(), key=die_sort_key):
                    for icon in as_icons:
                        out.append(act("pair_virtual", f"convert {source}+{die} as {icon}", source=source, die=die,
                                       icon=icon))
        for source, from_icon in converters(state, seat, action):
            seen_colours = set()
            to = converter_to(state, source)
            outs = as_icons if to == "any_non_gold" else [to]
            for die in dice:
                if p.active[die] == from_icon and colour_of(die) not in seen_colours:
                    seen_colours.add(colour_of(die))
                    for icon in outs:
                        suffix = f" as {icon}" if action == "harvest" else ""
                        # not `act`: one notation may convert to the icon of whichever action is paid for
                        out.append(make_action("convert_die", f"convert {source} {die}{suffix}", source=source, die=die,
                                               icon=icon))
            for face, icon_shown in convertible_icons(state, seat):
                if icon_shown == from_icon:
                    for icon in outs:
                        suffix = f" as {icon}" if action == "harvest" else ""
                        out.append(make_action("convert_virtual", f"convert {source} {face}{suffix}", source=source,
                                               face=face, icon=icon))
        need = NEED[action](state, seat, self.paid)
        if need is not None and len(self.paid) >= need:
            out.append(PAY_DONE)
        if not out and not modules_offer(game, state, seat, self):
            out.append(CANCEL)  # safety net: nothing left to spend and not enough paid (never expected)
        return out

    def apply(self, game, state: State, seat: int, action):
        p = state.players[seat]
        kind = action.kind
        if kind == "paydone":
            p.taken = p.taken + (self.action,)
            state.flow = state.flow.replace(seat, AfterAction(self.action, self.paid))
            RULES_OF[self.action].resolve(state, seat, self.paid)
            return
        if kind == "cancel":
            state.flow = state.flow.replace(seat, ChooseAction())
            return
        if kind == "spend":
            icons: tuple[str, ...] = (p.active[action["die"]],)
            spend_die(p, action["die"])
        elif kind == "spend_virtual":
            source = action["source"]
            icon, count = next((i, n) for s, i, n in virtual_icons(state, seat, self.action) if s == source)
            p.used = p.used + (source,)
            icons = (icon,) * count
        elif kind == "pair_pioneers":
            for die in action["dice"]:
                spend_die(p, die)
            icons = (action["icon"],)
        elif kind == "pair_virtual":  # a virtual Pioneer-like face and a die showing the same icon
            spend_die(p, action["die"])
            p.used = p.used + (action["source"],)
            icons = (action["icon"],)
        elif kind == "convert_virtual":  # a module's icon (not a die) through a converter: both are used
            p.used = p.used + (action["source"], action["face"])
            icons = (action["icon"],)
        else:  # convert_die
            spend_die(p, action["die"])
            p.used = p.used + (action["source"],)
            icons = (action["icon"],)
        state.flow = state.flow.replace(seat, PayFor(self.action, self.paid + icons))

STEPS.register(ChooseAction, AfterAction, PayFor)
