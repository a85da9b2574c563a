"""Western Sea, the Advisors module (seed: Dice Settlers: Western Sea rulebook, "Advisors", Appendix 2).

Set-up and draft: draft.py; the pink die in the Roll phase (its Advisor face, conversions as resources): pink_die.py;
its conversions when paying and the Advisor action with each Advisor's ability: abilities.py (Spymaster's steps:
spymaster.py); the Diceoneer's Advisor: solo.py; log lines, labels, rendering and the bots' estimate: view.py;
data: data/advisors.yaml; the pink die and Chief of Staff reach the base tables through the `components` hook.
"""
from __future__ import annotations

from .....engine.modules import Module
from .....engine.options import OptionSpec
from ...hooks import SettlersHooks, SettlersModule
from ...payment import ChooseAction, PayFor
from ...roll import Manipulate
from . import card_texts
from .abilities import advise, can_advise, choose_options
from .cards import components
from .draft import setup, starting_draft, white_without_presence
from .pink_die import extra_icons, pay_converted, pay_options, roll_options, start_face, start_resource
from .position import from_json, to_json
from .section import NAME
from .solo import place, resolve
from .view import describe, heuristic, label, labels, option_text, prompt, render

SOLO_ADVISOR = OptionSpec(
    "solo_advisor", str, "both", "solo with Advisors: who gets an Advisor (the Diceoneer only "
    "makes it harder to beat, the player only easier)", choices=("both", "diceoneer", "player"))


def fits(options: dict) -> str | None:
    if options.get("solo_advisor", "both") != "both" and options.get("players") != 1:
        return "option 'solo_advisor' is a solo difficulty (seed Advisors › Solo Support): --option players=1"
    return None


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
    options=(SOLO_ADVISOR,),
    hooks=SettlersHooks(
        components=components,
        card_text=card_texts.card_text,
        cards=card_texts.cards,
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
