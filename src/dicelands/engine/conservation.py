"""Conservation checks for position readers: every component (card, die, tile, piece) is in exactly one place, and
as many of each kind are placed as the game has. A game lists its places (name -> the components found there) and
what it expects; the first problem is one PositionError naming the component and where it was found.

    places = {"deck": ["manor.1", "manor.2"], "display": ["manor"], "cities.0.built.w1": ["manor"]}
    check_once(places, "card")                      # an item with an identity (manor.2) in one place only
    check_counts(places, {"manor": 3}, "location", kind=card_of)   # exactly 3 manors in all places
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Mapping
from typing import TypeVar

from .errors import PositionError

H = TypeVar("H", bound=Hashable)  # a cell


def check_once(places: Mapping[str, Iterable[Hashable]], noun: str) -> None:
    """Each item in at most one place, once: `position: deck: card 'manor.2' appears twice (also in deck)`."""
    seen: dict[Hashable, str] = {}
    for place, items in places.items():
        for item in items:
            if item in seen:
                raise PositionError(f"position: {place}: {noun} {item!r} appears twice (also in {seen[item]})")
            seen[item] = place


def tally(places: Mapping[str, Iterable[Hashable]], kind: Callable[[Hashable], Hashable] = lambda item: item
          ) -> dict[Hashable, Counter]:
    """kind -> Counter(place -> how many of that kind are there)."""
    found: dict[Hashable, Counter] = {}
    for place, items in places.items():
        for item in items:
            found.setdefault(kind(item), Counter())[place] += 1
    return found


def where(counter: Counter) -> str:
    return ", ".join(f"{place} {n}" if n > 1 else place for place, n in counter.items()) or "nowhere"


def check_counts(places: Mapping[str, Iterable[Hashable]], expected: Mapping[Hashable, int], noun: str,
                 kind: Callable[[Hashable], Hashable] = lambda item: item, exact: bool = True) -> None:
    """As many of each kind in all places together as `expected` says (at most that many unless `exact`), and no
    kind the game does not have."""
    found = tally(places, kind)
    for name, counter in found.items():
        if name not in expected:
            raise PositionError(f"position: {next(iter(counter))}: {noun} {name!r} is not in this game")
    for name, count in expected.items():
        counter = found.get(name, Counter())
        total = sum(counter.values())
        if total > count:
            raise PositionError(f"position: {noun} {name!r}: {total} placed ({where(counter)}), the game has {count}")
        if exact and total < count:
            raise PositionError(f"position: {noun} {name!r}: {count - total} of its {count} missing from every "
                                f"place (found: {where(counter)})")


def check_connected(cells: Iterable[H], neighbours: Callable[[H], Iterable[H]], place: str,
                    name: Callable[[H], str] = str) -> None:
    """A map whose pieces are placed next to it (tiles touching the map): every cell reachable from the first one.
    `position: map: the tile at (999,999) is not connected to the map (nearest placed: ...)`."""
    cells = list(cells)
    if not cells:
        return
    placed, reached, frontier = set(cells), {cells[0]}, [cells[0]]
    while frontier:
        for near in neighbours(frontier.pop()):
            if near in placed and near not in reached:
                reached.add(near)
                frontier.append(near)
    apart = [cell for cell in cells if cell not in reached]
    if apart:
        raise PositionError(f"position: {place}: the tile at {name(apart[0])} is not connected to the map at "
                            f"{name(cells[0])} (a tile is placed next to the tiles already there)")
