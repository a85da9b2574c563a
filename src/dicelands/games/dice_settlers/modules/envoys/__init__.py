"""Envoys (Dice Settlers — Western Sea; seed /work/shared/seeds/000_85f2547778bf558b.txt, "Envoys"): the Embassy
tile, the Envoy display, Roll step 2b, the Embassy abilities, the shared icon once per round, hiring through Recruit,
end-of-round return and refill, end-game scoring per terrain, and the Diplomatic Corps technology (#118).

Data: data/western_sea/envoys/ (cards.py loads it). Rulings: docs/rules/dice-settlers.md, "Western Sea: Envoys".
"""
from __future__ import annotations

from .....engine import Module
from ...actions.recruit import RecruitDice
from ...hooks import SettlersHooks, SettlersModule
from ...roll import Manipulate
from . import card_texts, position, rules, steps
from .render import describe, option_text, prompt, render, source_words


def fits(options: dict) -> str | None:
    if options.get("players") == 1:
        return "the Envoys module is not supported for solo play (seed, Envoys: 'Solo Support')"
    return None


MODULE: SettlersModule = Module(
    name=rules.NAME,
    title="Envoys: the Embassy, a visiting Envoy each round, hired Envoys scored per terrain",
    game="dice-settlers",
    provenance="confirmed",
    source="seed 000_85f2547778bf558b (Western Sea rulebook), Envoys; card data Appendix 1 and spec §12 G26",
    summary=("The player to the right of the first player holds the Embassy: each round, after the roll, they "
             "choose a visible Envoy to visit and may use its Embassy ability; every player may use the visiting "
             "Envoy's icon once that round. In a Recruit, two dice (one showing the Envoy's icon, one of its "
             "colour) hire an Envoy instead of recruiting a die; each hired Envoy scores its VP per tile of its "
             "terrain where you have presence. Not for solo play."),
    fits=fits,
    hooks=SettlersHooks(
        card_text=card_texts.card_text,
        cards=card_texts.cards,
        clean_up=rules.end_of_round,
        convertible_icons=(rules.convertible_icons, position.icon_sources),
        dice_rolled=steps.after_roll,
        heuristic=rules.potential,
        labels=position.labels,
        describe=describe,
        option_text=option_text,
        prompt_text=prompt,
        source_words=source_words,
        position=(position.to_json, position.from_json),
        recruit_alternatives=rules.can_hire_after_paying,
        render=render,
        score=rules.score,
        setup=rules.setup,
        virtual_icons=rules.virtual_icons,
    ),
    step_options={RecruitDice: steps.offer_hire, Manipulate: steps.offer_resource},
    actions={"hire": steps.hire, "recruitnothing": steps.recruit_nothing,
             "envoyresource": steps.choose_resource_use, "envoypioneer": steps.choose_resource_use},
    chance_kinds=("envoys",),
)
