"""Dice City's cards in players' words (engine/cards.py): every location a table can meet (the printed starting
locations, the supply stacks, the deck types of the sets in play), the Bandits and the Trade Ships, and what the
modules add through the `cards` hook (Queen's Plans, the trade board). A location's text is derived from its
ability data, so the terminal, the browser and the rules engine read the same card."""
from __future__ import annotations

from ...engine.cards import Card
from ...engine.english import counted
from .components import BANDITS, LOCATIONS, RESOURCES, SHIPS, STARTING, SUPPLY, BASE_DECK_TYPES

# the sentence of a simple effect, from its words in the data ("gain wood 2" -> "gain 2 wood")
COPY_SCOPES = {"any": "any other location in your city", "dice": "any other location in your city that has a die on it",
               "row": "any other location in this row"}


def amounts(counts) -> str:
    """(("wood", 1), ("stone", 2)) -> "1 wood and 2 stone"."""
    parts = [f"{n} {resource}" for resource, n in counts if n]
    return ", ".join(parts[:-1]) + f" and {parts[-1]}" if len(parts) > 1 else (parts[0] if parts else "nothing")


def effect_sentence(effect: tuple[str, ...]) -> str | None:
    """What one effect does, or None when only the card's printed text says it (a special ability)."""
    kind, args = effect[0], effect[1:]
    if kind == "gain":
        return "Gain " + amounts((args[i], int(args[i + 1])) for i in range(0, len(args), 2)) + "."
    if kind == "strength":
        return f"Gain {args[0]} strength for this turn's attacks."
    if kind == "bandit-strength":
        return f"Gain {args[0]} strength for this turn, good only against Bandits."
    if kind == "vp":
        return f"Gain {args[0]} VP."
    if kind == "reroll-self":
        return "Roll the die you used here again: it lands in its row and may be used again."
    if kind == "copy":
        return f"Use the ability of {COPY_SCOPES[args[0]]}."
    if kind == "reroll-one":
        return "Roll one of your unspent city dice again."
    return None


KEYWORDS = ("presence", "deactivate", "ongoing")


def printed_text(text: str) -> str:
    """The data's text without the keywords it starts with (the card's text says them in words)."""
    head, colon, rest = text.partition(":")
    words = head.replace(",", " ").split()
    if colon and words and all(w.lower() in KEYWORDS or w.isdigit() for w in words):
        text = rest.strip()
    return text[0].upper() + text[1:]


def ability_text(location) -> str:
    """The whole ability in sentences: its conditions (PRESENCE), what it does, DEACTIVATE, when it works."""
    sentences = []
    if location.presence is not None:
        sentences.append(f"PRESENCE {location.presence}: it works only if you have exactly "
                         f"{counted(location.presence, 'city die', 'city dice')} left in your city once the die "
                         "that uses it is removed.")
    derived = [effect_sentence(effect) for effect in location.effects]
    printed = printed_text(location.text)
    says_more = printed.rstrip(".").count(". ") >= len(derived)  # a rule besides its effects (Wagon Maker's roll)
    if location.kind == "activated" and all(derived) and not (location.text and says_more and not location.printed):
        sentences += [sentence for sentence in derived if sentence]  # (all of them)
    else:
        sentences.append(printed)
    if location.kind == "ongoing":
        sentences.append("It works while it is active; a die spent on it does nothing.")
    if location.deactivate:
        sentences.append("DEACTIVATE: using it turns it off until a die reactivates it.")
    return " ".join(sentences)


def category_name(category: str) -> str:
    return category.capitalize()


def cost_words(cost) -> str:
    return "free" if not any(cost) else amounts(zip(RESOURCES, cost))


def location_card(location) -> Card:
    if location.printed:
        return Card(location.name, "starting location", ability_text(location),
                    ("printed on every player's board; it cannot be attacked",))
    where = (f"{location.copies} in the supply, always for sale" if location.id in SUPPLY
             else f"{counted(location.copies, 'copy', 'copies')} in the deck")
    details = (f"costs {cost_words(location.cost)}",
               f"defence {location.defence}", f"worth {counted(location.vp, 'VP', 'VP')}", where)
    return Card(location.name, f"{category_name(location.category)} location", ability_text(location), details,
                location.provenance)


def bandit_name(pile) -> str:
    return f"Bandits (strength {pile.strength})"


def ship_name(pile) -> str:
    return f"{pile.name.capitalize()} Trade Ship"


def pile_cards() -> list[Card]:
    found = [Card(bandit_name(pile), "Bandit card",
                  f"In your Attack step, spend {pile.strength} strength to defeat these Bandits and take the card: "
                  f"it is worth {pile.vp} VP at the end of the game.", (f"pile {pile.name}",), "project-default")
             for pile in BANDITS]
    found += [Card(ship_name(pile), "Trade Ship card",
                   f"In your Build & Trade step, pay {cost_words(pile.cost)} to buy it: it is worth {pile.vp} VP at "
                   f"the end of the game.", (), "project-default") for pile in SHIPS]
    return found


def locations_in_play(game, options: dict) -> list:
    ids = [*STARTING, *SUPPLY, *BASE_DECK_TYPES]
    ids += [card for hooks in game.in_play(options) for card in hooks.locations or () if card not in ids]
    return [LOCATIONS[card] for card in ids]


def dice_city_cards(game, options: dict) -> tuple[Card, ...]:
    found = [location_card(location) for location in locations_in_play(game, options)] + pile_cards()
    for hooks in game.in_play(options):
        if hooks.cards is not None:
            found += hooks.cards(options)
    return tuple(found)
