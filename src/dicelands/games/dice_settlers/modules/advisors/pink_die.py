"""The pink die (seed, Advisors "Changes in Gameplay"): its Pioneer and Explore faces may be used as the icons the
Advisor converts them to (one way); a converted resource works in the Roll phase too; its Advisor face is set only by
spending 2 Pioneer and/or resource icons (and/or Ship icons with Fish and Ships) in the Roll phase, never by any
other ability; rerolls treat it as any die.

Roll phase: `Manipulate` gains "advisor face pk1" (-> `PayAdvisorFace(die, paid)`, dice one by one) and
"resource pk1 as food" (-> `PinkAsResource(die)`: set another die or draw). Action phase: `PayFor` gains
"convert pk1 as recruit" (kind pinkconv).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from .....engine.flow import Step
from ...board import tech_effects
from ...draws import draw_dice, drawable
from ...gains import spend_die
from ...icons import convertible_icons, spend_virtual_face, targets
from ...roll import SetFace
from ...rulesdata import RULES
from ...state import State, colour_of, die_sort_key
from ...steps import STEPS, act
from ...tables import RESOURCES
from .cards import ADVISORS, FACE_COST
from .section import advisor_of, pink_among

FISH_AND_SHIPS = "fish-and-ships"  # seed: Ship icons pay for the Advisor face only "if playing with Fish and Ships"


def pink_dice(p) -> list:
    return sorted(pink_among(p.active), key=die_sort_key)  # (a hot path: sort the few pink ones)


def conversion(state: State, seat: int, die: str) -> tuple[str, int] | None:
    """(icon, count) the pink die's face may be used as under the seat's Advisor, or None."""
    advisor = advisor_of(state, seat)
    face = state.players[seat].active.get(die)
    if not advisor or face not in ADVISORS[advisor].conversions:
        return None
    card = ADVISORS[advisor]
    return card.conversions[face], 1 + (card.explore_bonus if face == "explore" else 0)


# ---- the Advisor face ---------------------------------------------------------------------------------------------
def face_cost(p) -> int:
    """2 icons (seed); Chief of Staff #115 makes it fewer (G24 default, data/advisors.yaml)."""
    return min([FACE_COST] + [params["icons"] for _, params in tech_effects(p, "advisor_face_cost")])


def pays_for_face(state, icon: str) -> bool:  # (only the options are read: a test gives just those)
    if icon == "pioneer" or icon in RESOURCES:
        return True
    return icon == "ship" and FISH_AND_SHIPS in state.options.get("modules", "").split(",")


def face_payers(state: State, seat: int, pink: str) -> list:
    p = state.players[seat]
    return [d for d in sorted(p.active, key=die_sort_key) if d != pink and pays_for_face(state, p.active[d])]


def virtual_payers(state: State, seat: int) -> list:
    """Source keys of virtual die faces that pay for the Advisor face as a die showing them would (seed Envoys ›
    General Benefit: "all base game rules of spending virtual dice are unchanged")."""
    return [key for key, icon in convertible_icons(state, seat) if pays_for_face(state, icon)]


def roll_options(game, state, seat, step) -> list:
    """On `Manipulate`: set the pink die to its Advisor face; use a converted resource face as a resource."""
    p = state.players[seat]
    out = []
    for die in pink_dice(p):
        # the virtual faces are alternatives (one Envoy's icon; #129's three are one choice): one of them at most
        payers = len(face_payers(state, seat, die)) + bool(virtual_payers(state, seat))
        if p.active[die] != "advisor" and payers >= face_cost(p):
            out.append(act("advisorface", f"advisor face {die}", die=die))
        converted = conversion(state, seat, die)
        if converted and converted[0] in RESOURCES and (len(p.active) > 1 or drawable(p)):
            out.append(act("pinkresource", f"resource {die} as {converted[0]}", die=die, icon=converted[0]))
    return out


def start_face(game, state, seat, action) -> None:
    state.flow = state.flow.push(seat, PayAdvisorFace(action["die"], ()))


def start_resource(game, state, seat, action) -> None:
    state.flow = state.flow.push(seat, PinkAsResource(action["die"]))


@dataclass(frozen=True)
class PayAdvisorFace(Step):
    """Dice spent so far (`paid`) to set the pink die `die` to its Advisor face; each a Pioneer, resource or Ship."""

    die: str
    paid: tuple[str, ...]

    def prompt(self, game, state: State, seat: int):
        cost = face_cost(state.players[seat])
        return f"spend a Pioneer or resource die to set {self.die} to its Advisor face ({len(self.paid)}/{cost})"

    def options(self, game, state: State, seat: int):
        p = state.players[seat]
        out, seen = [], set()
        for die in face_payers(state, seat, self.die):
            key = (colour_of(die), p.active[die])
            if key not in seen:
                seen.add(key)
                out.append(act("payface", f"pay {die}", die=die))
        out += [act("payface", f"pay {key}", source=key) for key in virtual_payers(state, seat)]
        return out

    def apply(self, game, state: State, seat: int, action):
        p = state.players[seat]
        fields = dict(action.fields)
        if "source" in fields:
            spend_virtual_face(p, fields["source"])
        else:
            spend_die(p, fields["die"])
        paid = self.paid + (fields.get("die") or fields["source"],)
        if len(paid) < face_cost(p):
            state.flow = state.flow.replace(seat, PayAdvisorFace(self.die, paid))
            return
        p.active[self.die] = "advisor"
        state.flow = state.flow.pop(seat)


@dataclass(frozen=True)
class PinkAsResource(Step):
    """The pink die's face used as the resource its Advisor converts it to: set another die, or draw (seed F&S)."""

    die: str

    def prompt(self, game, state: State, seat: int):
        return f"use {self.die} as a resource: set another die, or draw"

    def options(self, game, state: State, seat: int):
        p = state.players[seat]
        out, seen = [], set()
        for die in sorted(p.active, key=die_sort_key):
            key = (colour_of(die), p.active[die])
            if die != self.die and key not in seen:
                seen.add(key)
                out.append(act("set", f"set {die}", die=die))
        out += [act("draw", f"draw {k}", control=True, count=k) for k in range(1, min(RULES.draw_max, drawable(p)) + 1)]
        return out

    def apply(self, game, state: State, seat: int, action):
        spend_die(state.players[seat], self.die)
        if action.kind == "set":
            state.flow = state.flow.replace(seat, SetFace(action["die"]))
        else:
            draw_dice(state, seat, action["count"])
            state.flow = state.flow.pop(seat)


# ---- paying for actions -------------------------------------------------------------------------------------------
def pay_options(game, state, seat, step) -> list:
    """On `PayFor` (and the Advisors' own payment steps): the pink die's face as its converted icon."""
    p = state.players[seat]
    wanted = targets(step.action)
    out = []
    for die in pink_dice(p):
        converted = conversion(state, seat, die)
        if converted and converted[0] in wanted:
            out.append(act("pinkconv", f"convert {die} as {converted[0]}", die=die, icon=converted[0]))
    return out


def pay_converted(game, state, seat, action) -> None:
    step = state.flow.top(seat)
    converted = conversion(state, seat, action["die"])
    assert converted is not None  # offered only for a pink die whose face converts (pay_options)
    _icon, count = converted
    spend_die(state.players[seat], action["die"])
    state.flow = state.flow.replace(seat, dataclasses.replace(step, paid=step.paid + (action["icon"],) * count))


def extra_icons(state: State, seat: int, action: str) -> int:
    """Icons the pink die's conversion adds for `action` (for offering the action; paying spends it)."""
    active = state.players[seat].active
    dice = pink_among(active)  # (a hot path: most seats have no pink die active; order is no matter)
    if not dice:
        return 0
    wanted = targets(action)
    total = 0
    for die in dice:
        converted = conversion(state, seat, die)
        if converted and converted[0] in wanted:
            total += converted[1]
    return total

STEPS.register(PayAdvisorFace, PinkAsResource)
