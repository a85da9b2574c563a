"""The Enclosure cards and the module's technologies in players' words (extension points `cards` and `card-text`),
written from modules/enclosures/data/enclosures.yaml: a card's pattern as a shape and the tiles it needs."""
from __future__ import annotations

from .....engine.cards import Card
from .....geometry.hexgrid import neighbours
from ...card_words import listing, terrain_word
from .cards import ANY, CARDS, DATA, SAME, SETTING, SPLIT, cards_in_play

NUMBER_WORDS = ("none", "one", "two", "three")
TECH_WORDS = {
    "extra_draw": lambda n: f"When you draw Enclosure cards, you draw {n} more (and still discard 1).",
    "vp_per_revealed": lambda n: f"At the end of the game you score {n} VP for each Enclosure you revealed.",
}


def hex_words(spec: str) -> str:
    if spec == ANY:
        return "any tile"
    if SPLIT in spec:
        return " or ".join(terrain_word(t) for t in spec.split(SPLIT))
    return terrain_word(spec)


def in_a_row(cells) -> bool:
    return len({q for q, _ in cells}) == 1 or len({r for _, r in cells}) == 1 or len({q + r for q, r in cells}) == 1


def shape_words(hexes) -> str:
    """The pattern in words: "a row of 3 tiles: Plains, Mountains, then Hills or Desert"; "3 tiles that all touch
    each other: ..."; "3 tiles of one terrain in a row, and a Plains tile touching two of them"."""
    cells = [cell for cell, _ in hexes]
    specs = [spec for _, spec in hexes]
    if in_a_row(cells):
        if SAME in specs:
            others = [hex_words(s) for s in specs if s != SAME]
            return f"a row of {len(cells)} tiles: {specs.count(SAME)} of one terrain, then {listing(others)}"
        named = [hex_words(specs[i]) for i in sorted(range(len(cells)), key=lambda i: cells[i])]
        return f"a row of {len(cells)} tiles: {', '.join(named[:-1])}, then {named[-1]}"
    same = [c for c, s in hexes if s == SAME]
    if not same:
        return f"{len(cells)} tiles that all touch each other: {listing([hex_words(s) for s in specs])}"
    group = f"{len(same)} tiles of one terrain {'in a row' if in_a_row(same) else 'that all touch each other'}"
    extra = [f"{'an' if hex_words(s)[0] in 'AEIOU' else 'a'} {hex_words(s)} tile touching "
             f"{NUMBER_WORDS[sum(n in same for n in neighbours(c))]} of them" for c, s in hexes if s != SAME]
    return f"{group}, and {listing(extra)}"


def enclosure_card(card) -> Card:
    text = (f"Pattern: {shape_words(card.hexes)} (the pattern may be turned or mirrored). In your turn, reveal it "
            f"as a free action when the pattern lies on the map, you have presence on each of its tiles and "
            f"control (ties count) at least {SETTING['controlled_tiles']} of them. Revealed, it scores {card.vp} VP "
            f"at the end of the game; in your hand it scores nothing.")
    return Card(f"Enclosure #{card.number}", "Enclosure", text, (f"worth {card.vp} VP",), card.provenance.status)


def cards(options: dict) -> list[Card]:
    return [enclosure_card(CARDS[card_id]) for card_id in cards_in_play(options)]


def card_text(kind: str, key: str) -> str | None:
    effect = DATA.technologies.get(key) if kind == "technology" else None
    return TECH_WORDS[effect.effect](effect.amount) if effect else None
