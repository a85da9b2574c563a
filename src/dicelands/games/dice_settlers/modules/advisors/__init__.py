"""Western Sea, the Advisors module (seed: Dice Settlers: Western Sea rulebook, "Advisors", Appendix 2).

Set-up and draft: draft.py; the pink die in the Roll phase (its Advisor face, conversions as resources): pink_die.py;
its conversions when paying and the Advisor action with each Advisor's ability: abilities.py (Spymaster's steps:
spymaster.py); the Diceoneer's Advisor: solo.py; log lines, labels, rendering and the bots' estimate: view.py;
data: data/advisors.yaml; the pink die and Chief of Staff reach the base tables through the `components` hook.
"""
from __future__ import annotations

from .....engine.errors import PositionError
from .....engine.modules import Module
from .....engine.options import OptionSpec
from ...hooks import SettlersHooks, SettlersModule
from ...payment import ChooseAction, PayFor
from ...roll import Manipulate
from . import card_texts
from .abilities import advise, can_advise, choose_options
from .cards import ADVISORS, PINK, components
from .draft import setup, starting_draft, white_without_presence
from .pink_die import extra_icons, pay_converted, pay_options, roll_options, start_face, start_resource
from .section import NAME, is_pink
from .solo import place, resolve
from .view import describe, heuristic, label, labels, option_text, prompt, render

SOLO_ADVISOR = OptionSpec(
    "solo_advisor", str, "both", "solo with Advisors: who gets an Advisor (the Diceoneer only "
    "makes it harder to beat, the player only easier)", choices=("both", "diceoneer", "player"))


def fits(options: dict) -> str | None:
    if options.get("solo_advisor", "both") != "both" and options.get("players") != 1:
        return "option 'solo_advisor' is a solo difficulty (seed Advisors › Solo Support): --option players=1"
    return None


SIDES = ("explore", "settle", "raid", "recruit", "research", "trade")
KEYS = {"advisor", "offer", "deck", "token", "resources", "gold"}


def to_json(state) -> dict:
    s = state.ext[NAME]
    return {"advisor": list(s["advisor"]), "offer": list(s["offer"]), "deck": sorted(s["deck"]),
            "token": s["token"], "resources": list(s["resources"]), "gold": s["gold"]}


def from_json(data, state) -> dict:
    where = "position.modules.advisors"
    if not isinstance(data, dict) or set(data) != KEYS:
        raise PositionError(f"{where}: expected the keys {', '.join(sorted(KEYS))}")
    advisor, offer, deck = data["advisor"], data["offer"], data["deck"]
    for key in ("advisor", "offer", "deck", "resources"):
        if not isinstance(data[key], list) or not all(isinstance(item, str) for item in data[key]):
            raise PositionError(f"{where}.{key}: expected a list of strings")
    if not isinstance(data["token"], str):
        raise PositionError(f"{where}.token: expected a string")
    if len(advisor) != state.seats:
        raise PositionError(f"{where}.advisor: one Advisor (or \"\") per seat ({state.seats})")
    if not all(isinstance(part, list) and all(isinstance(card, str) for card in part) for part in (advisor, offer, deck)):
        raise PositionError(f"{where}: advisor, offer and deck are lists of Advisor names")
    cards = [a for a in advisor if a] + list(offer) + list(deck)
    if sorted(cards) != sorted(ADVISORS):
        raise PositionError(f"{where}: each of the Advisors {', '.join(ADVISORS)} is in exactly one place "
                            "(a seat, the offer or the deck)")
    if data["token"] not in ("", *SIDES):
        raise PositionError(f"{where}.token: {data['token']!r} is not a side of the Diceoneer's hex")
    if any(r not in SIDES for r in data["resources"]):
        raise PositionError(f"{where}.resources: a list of sides of the Diceoneer's hex")
    if isinstance(data["gold"], bool) or not isinstance(data["gold"], int) or data["gold"] < 0:
        raise PositionError(f"{where}.gold: expected a whole number >= 0")
    pinks = [d for p in state.players for d in p.owned() if is_pink(d)]
    if state.bot is not None:
        pinks += [d for d in state.bot.owned() if is_pink(d)]
    if len(pinks) > PINK.count:
        raise PositionError(f"dice: {len(pinks)} pink dice in play; the game has {PINK.count}")
    return {"advisor": tuple(advisor), "offer": tuple(offer), "deck": tuple(deck), "token": data["token"],
            "resources": tuple(data["resources"]), "gold": data["gold"]}


MODULE: SettlersModule = Module(
    name=NAME,
    title="Western Sea: Advisors",
    game="dice-settlers",
    provenance="confirmed",
    source="Dice Settlers: Western Sea rulebook, 'Advisors' and Appendix 2 (seed 000_85f2547778bf558b); "
           "gaps: spec §12 G01, G24, G27",
    summary=("Players draft an Advisor or a starting tile each, then the other kind (solo: one Advisor is dealt to "
             "you and one to the Diceoneer). Your white die becomes a pink one: its Advisor face uses your "
             "Advisor's ability, and your Advisor turns some icons into others when you pay. Chief of Staff joins "
             "the technologies."),
    fits=fits,
    hooks=SettlersHooks(
        components=components,
        card_text=card_texts.card_text,
        cards=card_texts.cards,
        option_specs=(SOLO_ADVISOR,),
        setup=setup,
        starting_draft=starting_draft,
        recruit_colours=white_without_presence,
        position=(to_json, from_json),
        extra_icons=extra_icons,
        action_types=can_advise,
        labels=labels,
        label=label,
        describe=describe,
        option_text=option_text,
        prompt_text=prompt,
        render=render,
        heuristic=heuristic,
        diceoneer_roll=place,
        diceoneer_action=resolve,
    ),
    step_options={Manipulate: roll_options, PayFor: pay_options, ChooseAction: choose_options},
    actions={"advisorface": start_face, "pinkresource": start_resource, "pinkconv": pay_converted, "advise": advise},
    chance_kinds=("advisors",),
)
