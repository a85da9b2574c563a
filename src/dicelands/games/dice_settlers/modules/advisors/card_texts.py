"""The Advisor cards, the pink die, its Advisor face and Chief of Staff in players' words (extension points `cards`
and `card-text`), written from modules/advisors/data/advisors.yaml."""
from __future__ import annotations

from .....engine.cards import Card
from ...card_words import faces_words, icon_word, printed
from .cards import ADVISORS, CHIEF_FACE_COST, CHIEF_OF_STAFF, FACE_COST, PINK
from .solo import BROKER_GOLD, MERCHANT_VP, PATHFINDER_TENTS, SCIENTIST_STRENGTH

SOLO_EFFECTS = {  # what the Diceoneer's Advisor face does when its side resolves (solo.py)
    "steal": "it takes a coloured die from your spent area (none there: it recruits one more die)",
    "three_strength": f"it has {SCIENTIST_STRENGTH} more strength",
    "clear_and_build": "after its Raid every tent on that tile goes back and it builds a house there",
    "extra_die": "it recruits one more die",
    "four_vp": f"it gains {MERCHANT_VP} VP",
    "gold_next_round": f"next round it places {BROKER_GOLD} Gold tokens at Trade",
    "tents_and_tile": f"it gains {PATHFINDER_TENTS} tents and explores one more tile",
}


def conversions(advisor) -> str:
    said = []
    for face, icon in advisor.conversions.items():
        bonus = advisor.explore_bonus if face == "explore" else 0
        said.append(f"its {icon_word(face)} face as {f'{1 + bonus} ' if bonus else ''}"
                    f"{icon_word(icon)}{' icons' if bonus else ''}")
    return "When you pay, your pink die may show " + " and ".join(said) + "."


def advisor_card(advisor, solo: bool) -> Card:
    text = f"Ability (your pink die's Advisor face): {printed(advisor.text)} {conversions(advisor)}"
    if solo:
        text += (f" Held by the Diceoneer, its Advisor face goes beside the Diceoneer's "
                 f"{icon_word(advisor.solo_side)} side; when that side resolves, {SOLO_EFFECTS[advisor.solo_effect]}.")
    return Card(advisor.name, "Advisor", text, provenance=advisor.provenance.status)


def face_cost(count: int) -> str:
    return f"{count} Pioneer, resource or Ship icon{'' if count == 1 else 's'} of other dice"


def cards(options: dict) -> list[Card]:
    pink = Card(f"{PINK.colour.capitalize()} die", "die",
                f"Its six faces: {faces_words((face,) for face in PINK.faces)}. It takes the place of your white die; "
                f"nothing can take it from you, and no ability may set it to its Advisor face.",
                (f"{PINK.count} in the box",), PINK.provenance.status)
    face = Card("Advisor", "icon", f"Rolled on your pink die: spend {face_cost(FACE_COST)} to use your Advisor's "
                                   "ability.", provenance=PINK.provenance.status)
    solo = options.get("players") == 1
    return [advisor_card(advisor, solo) for advisor in ADVISORS.values()] + [pink, face]


def card_text(kind: str, key: str) -> str | None:
    if kind == "technology" and key == CHIEF_OF_STAFF.id:
        return (f"Using your pink die's Advisor face costs you {face_cost(CHIEF_FACE_COST)} instead of "
                f"{FACE_COST}.")
    return None
