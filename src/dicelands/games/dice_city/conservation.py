"""Conservation in a Dice City position (docs/positions.md): every location card is in exactly one place (the deck,
the display, the discards, a city, or a step placing it), the deck holds each copy once, and there are as many of
each card as the deck set-up deals; the supply stacks and the Bandit and Trade Ship piles add up to what the game
started with."""
from __future__ import annotations

from collections import Counter

from ...engine.conservation import check_counts, check_once, tally, where
from ...engine.errors import PositionError
from ...engine.fixtures import in_data
from .build import PlaceCard
from .components import BANDITS, DECK_CATEGORIES, LOCATIONS, SHIPS, SPACES, SUPPLY
from .display import PER_CATEGORY, TYPES_PER_CATEGORY, card_of, deck_types, mixed


def card_places(state) -> dict[str, list[str]]:
    places = {"deck": [card_of(item) for item in state.deck], "display": [c for c in state.display if c],
              "discards": list(state.discards)}
    for seat, city in enumerate(state.cities):
        for space, stack in enumerate(city.built):
            if stack:
                places[f"cities.{seat}.built.{SPACES[space]}"] = list(stack)
    for seat, stack in enumerate(state.flow.stacks):
        held = [step.card for step in stack if isinstance(step, PlaceCard)]
        if held:
            places[f"flow.{seat}"] = held
    return places


def check_cards(game, state) -> None:
    check_once({"deck": state.deck}, "card")
    for item in state.deck:
        card, _, copy = item.rpartition(".")
        if not 1 <= int(copy) <= LOCATIONS[card].copies:
            raise PositionError(f"position: deck: card {item!r}: {card} has copies 1-{LOCATIONS[card].copies}")
    places = card_places(state)
    built = tally({p: [c for c in cards if c in SUPPLY] for p, cards in places.items()})
    for card in SUPPLY:
        counter = built.get(card, Counter())
        if state.supply[card] + sum(counter.values()) != LOCATIONS[card].copies:
            raise PositionError(f"position: supply: {state.supply[card]} {card} in the supply and "
                                f"{sum(counter.values())} built ({where(counter)}), the game has "
                                f"{LOCATIONS[card].copies}")
    types = deck_types(game, state.options)
    # a scenario's inline location (engine/fixtures.py) is in play by that scenario alone, outside every deck
    deck_cards = {p: [c for c in cards if c not in SUPPLY and not _inline(c)] for p, cards in places.items()}
    setup = state.options["deck"]
    exact = not mixed(game, state.options) or setup == "quick"  # every copy of every type is dealt
    check_counts(deck_cards, {t: LOCATIONS[t].copies for t in types}, "location", exact=exact)
    if not exact:
        _check_setup(deck_cards, types, setup)


def _inline(card: str) -> bool:
    return card in LOCATIONS and not in_data(LOCATIONS, card)


def _check_setup(places: dict[str, list[str]], types: list[str], setup: str) -> None:
    """With expansion cards, `full` deals every copy of 5 types per category and `random` 15 cards per category."""
    counts: dict[str, int] = {}
    for cards in places.values():
        for card in cards:
            counts[card] = counts.get(card, 0) + 1
    for category in DECK_CATEGORIES:
        of_category = [t for t in types if LOCATIONS[t].category == category]
        if setup == "full":
            present = [t for t in of_category if counts.get(t)]
            for card in present:
                if counts[card] != LOCATIONS[card].copies:
                    raise PositionError(f"position: location {card!r}: {counts[card]} placed, but the full set-up "
                                        f"deals all {LOCATIONS[card].copies} copies of a type in play")
            if len(present) != min(TYPES_PER_CATEGORY, len(of_category)):
                raise PositionError(f"position: {len(present)} {category} location types in play, the full set-up "
                                    f"deals {min(TYPES_PER_CATEGORY, len(of_category))}")
        else:
            total = sum(counts.get(t, 0) for t in of_category)
            dealt = min(PER_CATEGORY, sum(LOCATIONS[t].copies for t in of_category))
            if total != dealt:
                raise PositionError(f"position: {total} {category} location cards placed, the random set-up deals "
                                    f"{dealt}")


def check_piles(state) -> None:
    """Not in solo (its piles are never used up): cards taken and cards left make the piles' sizes."""
    players = state.options["players"]
    if players == 1:
        return
    for key, piles in (("bandits", BANDITS), ("ships", SHIPS)):
        for index, pile in enumerate(piles):
            taken = sum(1 for city in state.cities for vp in getattr(city, key) if vp == pile.vp)
            left = getattr(state, key)[index]
            if taken + left != pile.size(players):
                raise PositionError(f"position: {key} pile {pile.name}: {left} left and {taken} taken, the game has "
                                    f"{pile.size(players)}")
        known = {pile.vp for pile in piles}
        for seat, city in enumerate(state.cities):
            strange = [vp for vp in getattr(city, key) if vp not in known]
            if strange:
                raise PositionError(f"position: cities.{seat}.{key}: no pile is worth {strange[0]} VP")
