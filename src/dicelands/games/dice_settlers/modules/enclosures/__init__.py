"""Dice Settlers — Western Sea: the Enclosures module (seed "Enclosures"; cards #131-#148, technologies Demarcation
#113 and Statehood #121).

Each player holds hidden Enclosure cards (2 dealt at set-up, at most 4); Settle may spend 1 icon to draw 2 and discard
1 (hand.py); a card whose pattern the player holds on the map is revealed as a free action and scores its VP at the
end (reveal.py). The Diceoneer ignores them; against it each unused strength scores at least 2 VP (G36).
Rulings: docs/rules/dice-settlers.md "Enclosures".
"""
from __future__ import annotations

from .....engine.hidden import SEAT, HiddenZone
from .....engine.modules import Module
from ...actions.settle import PlaceTents
from ...hooks import SettlersHooks, SettlersModule
from ...payment import AfterAction, ChooseAction
from . import card_texts
from .cards import CARDS, SETTING
from .hand import DRAW, NAME, draw, offer_draw, setup
from .reveal import offer_reveals, potential, reveal, score, why_illegal
from .views import check_state, describe, from_json, option_text, render_lines, to_json


def labels(options: dict) -> tuple[str, ...]:
    return (str(DRAW), *(f"enclosure discard {c}" for c in CARDS), *(f"enclosure reveal {c}" for c in CARDS))


MODULE: SettlersModule = Module(
    name=NAME,
    title="Enclosures: hidden pattern cards drawn on Settle, revealed for VP",
    game="dice-settlers",
    provenance="confirmed",
    source="seed 000_85f2547778bf558b (Dice Settlers: Western Sea rulebook), 'Enclosures'; card data spec §12 G30",
    summary=("Each player holds hidden pattern cards (2 at the start, at most 4). One Settle icon of a Settle "
             "action may draw 2 cards and discard 1 instead of placing a tent. In your turn, reveal a card when "
             "its pattern of tiles lies on the map (turned or mirrored) with your presence on each of its tiles "
             "and control of at least 2 of them: revealed cards score their VP, cards in hand nothing. The "
             "Diceoneer does not use them."),
    hooks=SettlersHooks(
        card_text=card_texts.card_text,
        cards=card_texts.cards,
        setup=setup,
        score=score,
        heuristic=potential,
        position=(to_json, from_json),
        check_state=check_state,
        describe=describe,
        option_text=option_text,
        render=render_lines,
        labels=labels,
        explain_illegal=why_illegal,
        diceoneer_unused_strength=lambda state: SETTING["diceoneer_unused_vp"],
    ),
    step_options={PlaceTents: offer_draw, ChooseAction: offer_reveals, AfterAction: offer_reveals},
    actions={"encdraw": draw, "reveal": reveal},
    zones=(HiddenZone("enclosure-hands", ("modules", NAME, "hands", SEAT), "owner", pool=NAME),
           HiddenZone("enclosure-discards", ("modules", NAME, "discards", SEAT), "owner", pool=NAME),
           HiddenZone("enclosure-deck", ("modules", NAME, "deck"), "nobody", pool=NAME)),
    chance_kinds=("enclosures",),
)
