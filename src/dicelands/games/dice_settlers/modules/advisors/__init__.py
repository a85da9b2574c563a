"""Western Sea, the Advisors module (seed: Dice Settlers: Western Sea rulebook, "Advisors", Appendix 2).

Set-up and draft: draft.py; the pink die in the Roll phase (its Advisor face, conversions as resources): pink.py;
its conversions when paying and the Advisor action with each Advisor's ability: abilities.py; the Diceoneer's
Advisor: solo.py; log lines, labels, rendering and the bots' estimate: view.py; data: data/advisors.yaml.
"""
from __future__ import annotations

from .....engine.modules import Module
from .....engine.options import OptionSpec
from ...payment import ChooseAction, PayFor
from ...roll import Manipulate
from . import card_texts
from .abilities import advise, can_advise, choose_options
from .draft import setup, starting_draft, white_without_presence
from .solo import place, resolve
from .view import describe, heuristic, label, labels, option_text, prompt, render
from .position import from_json, to_json
from .pink import extra_icons, pay_converted, pay_options, roll_options, start_face, start_resource
from .section import NAME

SOLO_ADVISOR = OptionSpec(
    "solo_advisor", str, "both", "solo with Advisors: who gets an Advisor (the Diceoneer only "
    "makes it harder to beat, the player only easier)", choices=("both", "diceoneer", "player"))


def fits(options: dict) -> str | None:
    if options.get("solo_advisor", "both") != "both" and options.get("players") != 1:
        return "option 'solo_advisor' is a solo difficulty (seed Advisors › Solo Support): --option players=1"
    return None


MODULE = Module(
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
    hooks={
        "card-text": card_texts.card_text,
        "cards": card_texts.cards,
        "option-specs": (SOLO_ADVISOR,),
        "setup": setup,
        "starting-draft": starting_draft,
        "recruit-colours": white_without_presence,
        "position": (to_json, from_json),
        "options": {Manipulate: roll_options, PayFor: pay_options, ChooseAction: choose_options},
        "actions": {"advisorface": start_face, "pinkresource": start_resource, "pinkconv": pay_converted,
                    "advise": advise},
        "extra-icons": extra_icons,
        "action-types": can_advise,
        "labels": labels,
        "label": label,
        "describe": describe,
        "option-text": option_text,
        "prompt-text": prompt,
        "render": render,
        "heuristic": heuristic,
        "diceoneer-roll": place,
        "diceoneer-action": resolve,
    },
)
