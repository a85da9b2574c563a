"""The deck and the central display (spec §2.3, §3.1 A4, §5.7, §8): deck set-ups, refilling, clearing, and the
solo display that slides down a row each turn."""
from __future__ import annotations

from typing import Any

from ...engine.chance import forced_items, forced_names
from .components import BASE_DECK_TYPES, DECK_CATEGORIES, LOCATIONS
from .state import State

DECK_SETUPS = ("quick", "random", "full")
PER_CATEGORY = 15  # "Random": 15 cards per category (seed)
TYPES_PER_CATEGORY = 5  # "Full game": 5 types per category, all 3 copies (seed)


def deck_types(game, options: dict) -> list[str]:
    """The location types in play: the base deck's and those the modules bring (hook `locations`)."""
    types = list(BASE_DECK_TYPES)
    for hooks in game.in_play(options):
        types += [t for t in hooks.locations or () if t not in types]
    return types


def mixed(game, options: dict) -> bool:
    return len(deck_types(game, options)) > len(BASE_DECK_TYPES)


def build_deck(game, options: dict, rng) -> list[str]:
    """The shuffled deck for the `deck` option. With the base game alone every set-up gives the same 60 cards.
    Chance kind "deck": the whole deck, top card first, as location types (`manor*3 farm ...`); it replaces the
    set-up's choice of cards too, so it must hold what the set-up would (every card for `quick`; 15 cards of each
    category for `random`; 5 types of each category with all their copies for `full`)."""
    types = deck_types(game, options)
    return [f"{card}.{copy}" for copy, card in numbered(
        rng.forced_or("deck", lambda: shuffled_cards(types, options["deck"], rng),
                      lambda text: forced_deck(text, types, options["deck"])[::-1]))]


def shuffled_cards(types: list[str], setup: str, rng) -> list[str]:
    if setup == "full":
        chosen = []
        for category in DECK_CATEGORIES:
            of_category = [t for t in types if LOCATIONS[t].category == category]
            chosen += rng.sample(of_category, min(TYPES_PER_CATEGORY, len(of_category)))
        types = chosen
    cards = [t for t in types for _ in range(LOCATIONS[t].copies)]
    if setup == "random":
        picked = []
        for category in DECK_CATEGORIES:
            of_category = [c for c in cards if LOCATIONS[c].category == category]
            picked += rng.sample(of_category, min(PER_CATEGORY, len(of_category)))
        cards = picked
    rng.shuffle(cards)
    return cards


def forced_deck(text: str, types: list[str], setup: str) -> list[str]:
    """A forced deck, top card first, checked against what the deck set-up could have chosen."""
    cards = [t for t in types for _ in range(LOCATIONS[t].copies)]
    if setup == "quick":
        return forced_items(text, cards, "the deck")
    if setup == "full":
        order = forced_items(text, cards, "the cards in play", len(forced_names(text)))
        for category in DECK_CATEGORIES:
            of_category = [t for t in types if LOCATIONS[t].category == category]
            named = sorted({t for t in order if t in of_category})
            if len(named) != min(TYPES_PER_CATEGORY, len(of_category)):
                raise ValueError(f"{len(named)} {category} types ({' '.join(named)}), the full game takes "
                                 f"{min(TYPES_PER_CATEGORY, len(of_category))}")
            short = [t for t in named if order.count(t) != LOCATIONS[t].copies]
            if short:
                raise ValueError(f"{short[0]}: {order.count(short[0])} of its {LOCATIONS[short[0]].copies} copies; "
                                 "the full game takes every copy of a type")
        return order
    per_category = {c: min(PER_CATEGORY, sum(LOCATIONS[t].copies for t in types if LOCATIONS[t].category == c))
                    for c in DECK_CATEGORIES}
    order = forced_items(text, cards, "the cards in play", sum(per_category.values()))
    for category, wanted in per_category.items():
        count = sum(1 for t in order if LOCATIONS[t].category == category)
        if count != wanted:
            raise ValueError(f"{count} {category} cards, the random deck takes {wanted}")
    return order


def numbered(cards: list[str]) -> list[tuple[int, str]]:
    """Each deck card named with its copy number ("manor.2"): a face-down card is then never the same text as a
    face-up copy of it, so a view that hides the deck cannot be read as naming it (tests/envs)."""
    seen: dict[str, int] = {}
    found = []
    for card in cards:
        seen[card] = seen.get(card, 0) + 1
        found.append((seen[card], card))
    return found


def card_of(deck_item: str) -> str:
    return deck_item.rpartition(".")[0]


def display_size(options: dict) -> int:
    return 10 if options["players"] == 1 and options["solo_hard"] else 8


def discard_count(game: Any, state: State) -> tuple[int, int]:
    """How many display cards A4 discards: 4, or 4 to 8 in the quick set-up with expansion cards (seed)."""
    cards = sum(1 for c in state.display if c)
    most = 8 if state.options["deck"] == "quick" and mixed(game, state.options) else 4
    return min(4, cards), min(most, cards)


def draw(state: State) -> str | None:
    deck = state.deck
    if not deck:
        return None
    state.deck = deck[:-1]
    return card_of(deck[-1])


def refill(state: State) -> None:
    """Fill every empty slot from the deck (not in solo, where the display only slides at the end of a turn)."""
    if state.solo:
        return
    for slot, card in enumerate(state.display):
        if card is None:
            state.display[slot] = draw(state)


def clear_slots(state: State, slots: tuple[int, ...]) -> None:
    for slot in slots:
        card = state.display[slot - 1]
        if card:
            state.discards += (card,)
        state.display[slot - 1] = None
    if state.solo:  # solo: the cleared slots are dealt anew at once (the A4 action itself, spec §3.1)
        for slot in slots:
            state.display[slot - 1] = draw(state)


def slide_solo_display(state: State) -> None:
    """Solo, end of turn (spec §8): discard the bottom row, move the top row down, deal a new top row."""
    half = len(state.display) // 2
    state.discards += tuple(c for c in state.display[half:] if c)
    state.display[half:] = state.display[:half]
    state.display[:half] = [draw(state) for _ in range(half)]


def take(state: State, slot: int) -> str:
    card = state.display[slot - 1]
    assert card is not None, "a build from an empty display slot"  # only slots with a card are offered
    state.display[slot - 1] = None
    refill(state)
    return card
