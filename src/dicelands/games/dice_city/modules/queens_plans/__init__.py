"""By Royal Decree: the Queen's Plans (seed, "Les Plans de la Reine"; spec §6, G16, G19, G26).

Set-up: every player is dealt 3 plans, keeps one as a secret plan, puts one face down in the middle and discards
the third to the box; when everyone has chosen, the middle plans are revealed: the common plans. In your turn you
may claim any common plan whose condition you meet, or reveal and claim your secret plan; the first secret plan
claimed puts every other secret plan into the common pool. Each plan is claimed once; claimed plans score their VP.
The secret plan (and the hand before it is chosen) is a hidden zone seen only by its owner.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .....engine.actions import Action
from .....engine.cards import Card
from .....engine.chance import forced_items
from .....engine.conservation import check_counts, check_once
from .....engine.errors import PositionError
from .....engine.flow import Step
from .....engine.hidden import SEAT, HiddenZone
from .....engine.inputs import conform
from .....engine.modules import Module
from ...build import Build
from ...combat import Attack
from ...hooks import CityHooks
from ...actions import act
from ...state import State
from ...steps import STEPS, Marker
from ...turn import UseDice
from ...words import name_of
from .schema import PlansJson
from .plans import PLANS, condition_words, describe_plan, shows

NAME = "queens-plans"
DEALT = 3
KEYS = ("deck", "box", "hands", "secret", "chosen", "common", "claimed")


def section(state: State) -> dict[str, Any]:
    return state.ext[NAME]


def update(state: State, **changes: Any) -> None:
    state.ext[NAME] = {**section(state), **changes}


def _with(per_seat: tuple, seat: int, items: tuple) -> tuple:
    return per_seat[:seat] + (items,) + per_seat[seat + 1:]


def setup(state) -> None:
    deck = list(PLANS)
    dealt = state.rng.forced_or("plans", lambda: shuffled(state.rng, deck)[:DEALT * state.players], lambda t: forced_plans(t, state.players))
    hands = tuple(tuple(dealt[DEALT * s: DEALT * s + DEALT]) for s in range(state.players))
    rest = tuple(p for p in deck if p not in dealt)
    empty = ((),) * state.players
    state.ext[NAME] = {"deck": rest, "box": (), "hands": hands, "secret": empty, "chosen": empty, "common": (),
                       "claimed": empty}
    state.flow = state.flow.push(state.start, RevealPlans())
    for seat in range(state.players):
        state.flow = state.flow.push(seat, ChoosePlans())


def shuffled(rng, deck: list) -> list:
    order = list(deck)
    rng.shuffle(order)
    return order


def forced_plans(text: str, players: int) -> list:
    """The plans dealt, {DEALT} per seat in seat order (the top of the shuffled deck)."""
    return forced_items(text, list(PLANS), f"the Queen's Plans ({DEALT} per seat in seat order)", DEALT * players)


@dataclass(frozen=True)
class ChoosePlans(Step):
    """Keep one dealt plan as the secret plan, then put one in the middle; the third goes back to the box."""

    def prompt(self, game, state, seat):
        plans = section(state)
        return "choose your secret plan" if not plans["secret"][seat] else "choose the plan for the middle"

    def public_prompt(self, game, state, seat):
        return "choose the Queen's Plans to keep"

    def options(self, game, state, seat):
        plans = section(state)
        verb = "common" if plans["secret"][seat] else "secret"
        return [act(f"{verb} {p}", f"plan-{verb}", plan=p) for p in plans["hands"][seat]]

    def apply(self, game, state, seat, action):
        plans = section(state)
        plan = action["plan"]
        hand = tuple(p for p in plans["hands"][seat] if p != plan)
        if action.kind == "plan-secret":
            update(state, hands=_with(plans["hands"], seat, hand), secret=_with(plans["secret"], seat, (plan,)))
            return
        update(state, hands=_with(plans["hands"], seat, ()), chosen=_with(plans["chosen"], seat, (plan,)),
               box=tuple(sorted(plans["box"] + hand)))
        state.flow = state.flow.pop(seat)


@dataclass(frozen=True)
class RevealPlans(Marker):
    """A marker under the start player's first turn: once every seat has chosen, the middle plans are revealed."""

    def resume(self, game, state, seat):
        plans = section(state)
        common = tuple(p for chosen in plans["chosen"] for p in chosen)
        update(state, chosen=((),) * state.players, common=common)
        state.flow = state.flow.pop(seat)


def claimable(state: State, seat: int) -> list[str]:
    plans = section(state)
    candidates: tuple[str, ...] = plans["common"] + plans["secret"][seat]
    if not candidates:
        return []
    cards = state.cities[seat].cards()
    return [p for p in candidates if shows(cards, PLANS[p])]


def offer_claims(game: Any, state: State, seat: int, step: object) -> list[Action]:
    return [act(f"claim {p}", "claim", plan=p) for p in claimable(state, seat)]


def claim(game, state, seat, action) -> None:
    plans = section(state)
    plan = action["plan"]
    claimed = _with(plans["claimed"], seat, plans["claimed"][seat] + (plan,))
    if plan in plans["secret"][seat]:  # revealed: every other secret plan joins the common ones (seed)
        others = tuple(p for s, secret in enumerate(plans["secret"]) if s != seat for p in secret)
        update(state, claimed=claimed, secret=((),) * state.players, common=plans["common"] + others)
    else:
        update(state, claimed=claimed, common=tuple(p for p in plans["common"] if p != plan))


def why_illegal(state, seat, text) -> str | None:
    words = text.split()
    if len(words) != 2 or words[0] != "claim":
        return None
    plan = words[1]
    if plan not in PLANS:
        return f"there is no Queen's Plan {plan!r} (q01..q18)"
    plans = section(state)
    for owner, claimed in enumerate(plans["claimed"]):
        if plan in claimed:
            return f"{plan_words(plan)} ({plan}) is already claimed by player {owner + 1}: each plan is claimed once"
    if plan not in plans["common"] and plan not in plans["secret"][seat]:
        return f"plan {plan} is neither a common plan nor your secret plan"
    if not isinstance(state.flow.top(seat), (UseDice, Attack, Build)):
        return "plans are claimed during your turn, between its decisions"
    return f"plan {plan} ({PLANS[plan].name}): your city does not meet its condition"


def plan_words(plan_id: str) -> str:
    return describe_plan(PLANS[plan_id])


def option_text(state, seat, action, names) -> str | None:
    if "plan" not in dict(action.fields):
        return None
    plan = plan_words(action["plan"])
    return {"plan-secret": f"keep {plan} as your secret plan", "plan-common": f"put {plan} in the middle"}.get(
        action.kind, f"claim the Queen's Plan {plan}")


def score(state, seat) -> dict:
    return {"plans": sum(PLANS[p].vp for p in section(state)["claimed"][seat])}


def describe(state, seat, action, reader) -> str | None:
    if action.kind in ("plan-secret", "plan-common"):
        if reader == seat:
            if action.kind == "plan-secret":
                return f"seat {seat} keeps {plan_words(action['plan'])} as their secret plan"
            discarded = " and ".join(plan_words(p) for p in section(state)["hands"][seat] if p != action["plan"])
            return f"seat {seat} puts {plan_words(action['plan'])} in the middle and discards {discarded}"
        return f"seat {seat} chooses a Queen's Plan"
    if action.kind == "claim":
        return f"seat {seat} claims the Queen's Plan {describe_plan(PLANS[action['plan']])}"
    return None


def plan_names(item: str) -> tuple[str, ...]:
    """A plan's names besides its id (what a text may call it by: the check that no text names another seat's
    secret plan looks for these too)."""
    plan = PLANS.get(item)
    return (plan.name, plan.name_fr) if plan else ()


def render(state, seat, names=None) -> list[str]:
    """The plans in one line where they fit: the middle ones, this seat's secret one, then those claimed."""
    plans = section(state)
    shown = " · ".join(describe_plan(PLANS[p]) for p in plans["common"]) or "none"
    if seat is not None and seat < len(plans["secret"]) and plans["secret"][seat]:
        plan = PLANS[plans["secret"][seat][0]]
        shown += f" · {plan.name} ({plan.vp} VP, yours)"
    for owner, claimed in enumerate(plans["claimed"]):
        if claimed:
            shown += f" · {name_of(owner, names)} claimed: " + ", ".join(describe_plan(PLANS[p]) for p in claimed)
    return [f"Queen's Plans: {shown}"]


def cards(options) -> list[Card]:
    return [Card(plan.name, "Queen's Plan", condition_words(plan), (f"worth {plan.vp} VP",), "project-default")
            for plan in PLANS.values()]


PER_SEAT = ("hands", "secret", "chosen", "claimed")


def to_json(state) -> dict:
    plans = section(state)
    return {key: [list(items) for items in plans[key]] if key in PER_SEAT else list(plans[key]) for key in KEYS}


def from_json(data, options) -> dict:
    where = f"modules.{NAME}"
    read = conform(data, PlansJson, where, PositionError, bounds=False)
    players = options["players"]
    found: dict[str, tuple] = {}
    for key in KEYS:
        value = getattr(read, key)
        per_seat = key in PER_SEAT
        if (per_seat and len(value) != players) or not all(p in PLANS for items in (value if per_seat else [value])
                                                           for p in items):
            raise PositionError(f"{where}.{key}: expected {'a list per seat of ' if per_seat else ''}"
                                "plan ids (q01..q18)")
        found[key] = tuple(tuple(items) for items in value) if per_seat else tuple(value)
    places: dict[str, tuple] = {}
    for key in KEYS:
        if key in PER_SEAT:
            places.update((f"{where}.{key}.{seat}", items) for seat, items in enumerate(found[key]))
        else:
            places[f"{where}.{key}"] = found[key]
    check_once(places, "plan")
    check_counts(places, dict.fromkeys(PLANS, 1), "plan")
    return found


MODULE: Module[CityHooks] = Module(
    name=NAME,
    title="By Royal Decree: the Queen's Plans",
    game="dice-city",
    provenance="confirmed",
    source="seed 003 (Par Décret Royal): Les Plans de la Reine; the 18 cards are spec G16 placeholders",
    summary=("Each player is dealt 3 Queen's Plans, keeps one as a secret plan, puts one face down in the middle "
             "(revealed when all have chosen: the common plans) and discards the third. In your turn, claim a "
             "common plan whose condition you meet, or reveal and claim your secret plan (the first one claimed "
             "makes every other secret plan common). Each plan is claimed once and scores its VP."),
    hooks=CityHooks(
        setup=setup,
        score=score,
        describe=describe,
        option_text=option_text,
        why_illegal=why_illegal,
        render=render,
        cards=cards,
        to_json=to_json,
        from_json=from_json,
        labels=tuple(f"{verb} {p}" for verb in ("secret", "common", "claim") for p in PLANS),
    ),
    step_options={UseDice: offer_claims, Attack: offer_claims, Build: offer_claims},
    actions={"claim": claim},
    zones=(HiddenZone("plan-hands", ("modules", NAME, "hands", SEAT), "owner", pool="plans", spell=plan_names),
           HiddenZone("secret-plans", ("modules", NAME, "secret", SEAT), "owner", pool="plans", spell=plan_names),
           HiddenZone("plans-chosen", ("modules", NAME, "chosen", SEAT), "owner", pool="plans", spell=plan_names),
           HiddenZone("plan-deck", ("modules", NAME, "deck"), "nobody", pool="plans", spell=plan_names),
           HiddenZone("plan-box", ("modules", NAME, "box"), "nobody", pool="plans", spell=plan_names)),
    chance_kinds=("plans",),
)

STEPS.register(ChoosePlans, RevealPlans)
