"""The Envoys' decisions: Roll step 2b (the Embassy holder selects an Envoy while the others wait, G32), the
Embassy ability at once, the shared icon spent in Roll step 3, and hiring through Recruit (seed, Envoys)."""
from __future__ import annotations

from dataclasses import dataclass

from .....engine.flow import Step, Waiting
from ...actions.recruit import RecruitDice, recruitable
from ...draws import draw_dice, drawable
from ...gains import take_vp
from ...icons import ICON_OF_ACTION
from ...payment import RULES_OF
from ...roll import REROLL, PickRerolls, SetFace
from ...rulesdata import RULES
from ...state import State, colour_of, die_sort_key
from ...steps import STEPS, act
from ...tables import PIONEER_LIKE, RESOURCES, resources_in_play
from . import rules
from .cards import ENVOYS

USE, DECLINE = act("embassyuse", "embassy use", control=True), act("embassydecline", "embassy decline", control=True)
ENVOY_RESOURCE = act("envoyresource", "envoy resource")
ENVOY_PIONEER = act("envoypioneer", "envoy pioneer")
RECRUIT_NOTHING = act("recruitnothing", "recruit nothing", control=True)


def after_roll(state: State) -> None:
    """Seed 2b, after every seat drew and rolled (G32): the holder selects; everyone else waits until then."""
    holder = rules.holder(state)
    if not rules.selectable(state, holder):
        return  # ruling: no Envoy it may select (all carry its marker, or none are left): none visits this round
    for seat in range(state.seats):
        step = SelectEnvoy() if seat == holder else AwaitEnvoy()
        state.flow = state.flow.push(seat, step)


@dataclass(frozen=True)
class AwaitEnvoy(Waiting):
    """Waiting for the Embassy holder's step 2b before starting step 3 (G32)."""



@dataclass(frozen=True)
class SelectEnvoy(Step):
    def prompt(self, game, state: State, seat: int):
        return "select the Envoy who visits this round (Embassy)"

    def options(self, game, state: State, seat: int):
        return [act("selectenvoy", f"select {card}", card=card) for card in rules.selectable(state, seat)]

    def apply(self, game, state: State, seat: int, action):
        card = action["card"]
        rules.select(state, seat, card)
        for other in range(state.seats):
            if isinstance(state.flow.top(other), AwaitEnvoy):
                state.flow = state.flow.pop(other)
        state.flow = state.flow.pop(seat)
        start_embassy(state, seat, ENVOYS[card])


# ---- the Embassy ability ---------------------------------------------------------------------------------------
def free_action_rules(action: str):
    return RULES_OF.get(action)  # the base game's actions (and any a module adds there)


def embassy_possible(state: State, seat: int, card) -> bool:
    """Whether the ability can do anything now (an optional ability that cannot is skipped)."""
    p = state.players[seat]
    if card.embassy == "free_action":
        action_rules = free_action_rules(card.params["action"])
        if action_rules is None:
            return False
        need = action_rules.need(state, seat)
        return need is not None and need <= card.params["icons"]
    if card.embassy == "draw_dice":
        return drawable(p) > 0
    if card.embassy == "set_die":
        return bool(p.active)
    return True


def start_embassy(state: State, seat: int, card) -> None:
    """Seed 2b: 'Upon selecting the Envoy, you immediately receive the ability marked as Embassy on the card.'"""
    if card.embassy == "vp":
        take_vp(state, seat, card.params["count"])
    elif card.embassy == "resources":
        state.flow = state.flow.push(seat, TakeResources(card.id))
    elif embassy_possible(state, seat, card):
        state.flow = state.flow.push(seat, UseEmbassy(card.id))


@dataclass(frozen=True)
class UseEmbassy(Step):
    """An optional ability ('You may ...'): use it or decline."""

    card: str

    def prompt(self, game, state: State, seat: int):
        return f"use the Embassy ability of {self.card}?"

    def options(self, game, state: State, seat: int):
        return [USE, DECLINE]

    def apply(self, game, state: State, seat: int, action):
        state.flow = state.flow.pop(seat)
        if action.kind == "embassyuse":
            use_embassy(state, seat, ENVOYS[self.card])


def use_embassy(state: State, seat: int, card) -> None:
    if card.embassy == "draw_dice":
        draw_dice(state, seat, card.params["count"])  # the bag refills when empty (G08)
    elif card.embassy == "set_die":
        state.flow = state.flow.push(seat, EmbassySetDie())
    else:
        # Seed 2b: not an action taken this round (nothing is added to `taken`), paid with the card's icons only, so
        # no technology adds or converts icons; its own steps follow (Mapmaking, Improved Research still apply)
        action = card.params["action"]
        free_action_rules(action).resolve(state, seat, (ICON_OF_ACTION[action],) * card.params["icons"])


@dataclass(frozen=True)
class TakeResources(Step):
    """#125: 'receive 2 different resource tokens of your choice. None of these tokens can be Gold.'"""

    card: str

    def prompt(self, game, state: State, seat: int):
        return "take 2 different resource tokens (not Gold), or decline"

    def options(self, game, state: State, seat: int):
        params = ENVOYS[self.card].params
        kinds = [r for r in resources_in_play(state.options) if r not in params["except"]]
        count = params["count"]
        out = [act("embassytake", f"take {'+'.join(c)}", resources=c) for c in combinations(kinds, count)]
        return out + [DECLINE]

    def apply(self, game, state: State, seat: int, action):
        state.flow = state.flow.pop(seat)
        if action.kind == "embassytake":
            p = state.players[seat]
            for resource in action["resources"]:
                p.res[resource] = p.res.get(resource, 0) + 1


def combinations(kinds: list, count: int) -> list[tuple]:
    if count == 0:
        return [()]
    return [(k,) + rest for i, k in enumerate(kinds) for rest in combinations(kinds[i + 1:], count - 1)]


@dataclass(frozen=True)
class EmbassySetDie(Step):
    """#129 (G26): set one active die to any face; the die chosen, its face comes next (roll.SetFace)."""

    def prompt(self, game, state: State, seat: int):
        return "choose an active die to set to any face"

    def options(self, game, state: State, seat: int):
        return distinct_dice(state.players[seat], "set")

    def apply(self, game, state: State, seat: int, action):
        state.flow = state.flow.replace(seat, SetFace(action["die"]))


def distinct_dice(p, kind: str, exclude: str = "") -> list:
    """One option per colour and face shown (the base game's way: dice alike are one choice)."""
    out, seen = [], set()
    for die in sorted(p.active, key=die_sort_key):
        key = (colour_of(die), p.active[die])
        if die != exclude and key not in seen:
            seen.add(key)
            out.append(act(kind, f"{kind} {die}", die=die))
    return out


# ---- the shared icon in Roll step 3 ------------------------------------------------------------------------------
def offer_resource(game, state, seat, step) -> list:
    """Seed 'General Benefit': the Envoy's die face 'to be used at any time (Roll Phase or Action Phase as
    appropriate)': a resource face (#123 Gold, G09; #129) sets a die or draws up to 2 dice, as a die would; a Ship
    face (#126; it "behaves exactly like a Pioneer icon") sets a die or rerolls up to 3, as a die would."""
    p = state.players[seat]
    icons = rules.shared_icons(state, seat)
    out = []
    if any(i in RESOURCES for i in icons) and (p.active or drawable(p)):
        out.append(ENVOY_RESOURCE)
    if any(i in PIONEER_LIKE for i in icons) and p.active:
        out.append(ENVOY_PIONEER)
    return out


def choose_resource_use(game, state, seat, action) -> None:
    state.flow = state.flow.push(seat, EnvoyManipulate() if action.kind == "envoyresource" else EnvoyPioneer())


@dataclass(frozen=True)
class EnvoyManipulate(Step):
    """The Envoy's resource icon spends on setting a die or drawing dice (choosing commits, as with a die)."""

    def prompt(self, game, state: State, seat: int):
        return "use the Envoy's icon: set a die, or draw dice"

    def options(self, game, state: State, seat: int):
        p = state.players[seat]
        draws = [act("draw", f"draw {k}", control=True, count=k)
                 for k in range(1, min(RULES.draw_max, drawable(p)) + 1)]
        return distinct_dice(p, "set") + draws

    def apply(self, game, state: State, seat: int, action):
        current = rules.section(state)["current"]
        icon = next(i for i in ENVOYS[current].icons if i in RESOURCES)
        p = state.players[seat]
        p.used = p.used + (rules.icon_source(current, icon),)
        if action.kind == "set":
            state.flow = state.flow.replace(seat, SetFace(action["die"]))
        else:
            state.flow = state.flow.pop(seat)
            draw_dice(state, seat, action["count"])


@dataclass(frozen=True)
class EnvoyPioneer(Step):
    """The Envoy's Ship icon as a Pioneer in step 3 (seed F&S › Ship: "spend 1 Ship to set another die or to reroll
    up to 3 of your dice"); choosing commits, as with a die."""

    def prompt(self, game, state: State, seat: int):
        return "use the Envoy's icon: set a die, or reroll"

    def options(self, game, state: State, seat: int):
        return distinct_dice(state.players[seat], "set") + [REROLL]

    def apply(self, game, state: State, seat: int, action):
        current = rules.section(state)["current"]
        icon = next(i for i in ENVOYS[current].icons if i in PIONEER_LIKE)
        p = state.players[seat]
        p.used = p.used + (rules.icon_source(current, icon),)
        state.flow = state.flow.replace(seat, SetFace(action["die"]) if action.kind == "set" else PickRerolls(()))


# ---- hiring through Recruit --------------------------------------------------------------------------------------
def offer_hire(game, state, seat, step) -> list:
    """Seed: 'Instead of recruiting one die, you may hire the current Envoy' (with 3 or 6 icons: one fewer die and
    the Envoy). A Recruit paid for but left with nothing to do ends ("recruit nothing")."""
    if rules.hire_pairs(state, seat):
        current = rules.section(state)["current"]
        return [act("hire", f"hire {current}", card=current)]
    return [] if recruitable(state, seat) else [RECRUIT_NOTHING]


def hire(game, state, seat, action) -> None:
    step = state.flow.top(seat)
    rules.hire(state, seat)
    if step.left > 1 and recruitable(state, seat):
        state.flow = state.flow.replace(seat, RecruitDice(step.left - 1))
    else:
        state.flow = state.flow.pop(seat)


def recruit_nothing(game, state, seat, action) -> None:
    state.flow = state.flow.pop(seat)

STEPS.register(AwaitEnvoy, SelectEnvoy, UseEmbassy, TakeResources, EmbassySetDie, EnvoyManipulate, EnvoyPioneer)
