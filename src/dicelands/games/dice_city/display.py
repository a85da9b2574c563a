"""The deck and the central display (spec §2.3, §3.1 A4, §5.7, §8): deck set-ups, refilling, clearing, and the
solo display that slides down a row each turn."""
from __future__ import annotations

from .components import BASE_DECK_TYPES, DECK_CATEGORIES, LOCATIONS

DECK_SETUPS = ("quick", "random", "full")
PER_CATEGORY = 15  # "Random": 15 cards per category (seed)
TYPES_PER_CATEGORY = 5  # "Full game": 5 types per category, all 3 copies (seed)


def deck_types(game, options: dict) -> list[str]:
    """The location types in play: the base deck's and those the modules bring (hook `locations`)."""
    types = list(BASE_DECK_TYPES)
    for extra in game.hooks(options, "locations"):
        types += [t for t in extra if t not in types]
    return types


def mixed(game, options: dict) -> bool:
    return len(deck_types(game, options)) > len(BASE_DECK_TYPES)


def build_deck(game, options: dict, rng) -> list[str]:
    """The shuffled deck for the `deck` option. With the base game alone every set-up gives the same 60 cards."""
    types = deck_types(game, options)
    setup = options["deck"]
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
    return [f"{card}.{copy}" for copy, card in numbered(cards)]


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


def discard_count(game, state) -> tuple[int, int]:
    """How many display cards A4 discards: 4, or 4 to 8 in the quick set-up with expansion cards (seed)."""
    cards = sum(1 for c in state.display if c)
    most = 8 if state.options["deck"] == "quick" and mixed(game, state.options) else 4
    return min(4, cards), min(most, cards)


def draw(state) -> str | None:
    return card_of(state.deck.pop()) if state.deck else None


def refill(state) -> None:
    """Fill every empty slot from the deck (not in solo, where the display only slides at the end of a turn)."""
    if state.solo:
        return
    for slot, card in enumerate(state.display):
        if card is None:
            state.display[slot] = draw(state)


def clear_slots(state, slots) -> None:
    for slot in slots:
        card = state.display[slot - 1]
        if card:
            state.discards.append(card)
        state.display[slot - 1] = None
    if state.solo:  # solo: the cleared slots are dealt anew at once (the A4 action itself, spec §3.1)
        for slot in slots:
            state.display[slot - 1] = draw(state)


def slide_solo_display(state) -> None:
    """Solo, end of turn (spec §8): discard the bottom row, move the top row down, deal a new top row."""
    half = len(state.display) // 2
    state.discards += [c for c in state.display[half:] if c]
    state.display[half:] = state.display[:half]
    state.display[:half] = [draw(state) for _ in range(half)]


def take(state, slot: int) -> str:
    card = state.display[slot - 1]
    state.display[slot - 1] = None
    refill(state)
    return card
