"""The Envoy cards and the Diplomatic Corps in players' words (extension points `cards` and `card-text`), written
from data/western_sea/envoys/envoys.yaml."""
from __future__ import annotations

from .....engine.cards import Card
from ...card_words import icon_word, listing, terrain_word
from .cards import CARDS, ENVOYS
from .rules import cards_in_play

EMBASSY_WORDS = {
    "free_action": lambda p: f"take a free {icon_word(p['action'])} action with {p['icons']} "
                             f"icon{'' if p['icons'] == 1 else 's'}",
    "draw_dice": lambda p: f"draw {p['count']} dice from your bag, roll them and add them to your active dice",
    "resources": lambda p: (f"gain {p['count']} resource tokens{' of different kinds' if p['different'] else ''}"
                            f"{' (not ' + listing([icon_word(i) for i in p['except']]) + ')' if p['except'] else ''}"),
    "vp": lambda p: f"gain {p['count']} VP",
    "set_die": lambda p: "set one of your active dice to any face",
}
SCORING_WORDS = {
    "tile": lambda card: f"each {terrain_word(card.terrain)} tile where you have presence",
    "terrain_type": lambda card: "each terrain type where you have presence",
    "technology": lambda card: "each technology you own",
    "house": lambda card: "each of your houses",
}


def envoy_name(card) -> str:
    return f"Envoy #{card.number}"


def envoy_card(card) -> Card:
    shared = " or ".join(icon_word(i) for i in card.icons)
    text = (f"Embassy ability (the Embassy holder's, when it visits): {EMBASSY_WORDS[card.embassy](card.params)}. "
            f"While it visits, every player may use its {shared} icon once that round. "
            f"Hire it in a Recruit action with {'an' if card.hire_colour[0] in 'aeiou' else 'a'} {card.hire_colour} "
            f"die and a die showing {icon_word(card.hire_icon)}. "
            f"Hired, it scores {card.vp} VP at the end of the game for {SCORING_WORDS[card.per](card)}.")
    return Card(envoy_name(card), "Envoy", text, provenance=card.provenance.status)


def cards(options: dict) -> list[Card]:
    return [envoy_card(ENVOYS[card_id]) for card_id in cards_in_play(options)]


def card_text(kind: str, key: str) -> str | None:
    if kind == "technology" and key == CARDS.corps_technology:
        return f"At the end of the game you score {CARDS.corps_vp_per_envoy} VP for each Envoy you hired."
    return None
