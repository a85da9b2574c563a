"""Hidden zones: declared once, and views, belief samples and the undo rule about reveals follow from them.

A zone is a list of items at a path in the game's position: a hand per seat (`("hands", SEAT)`), a face-down stack
(`("deck",)`), what a seat has peeked at. A GROUP path ends in a mapping from seat groups to lists (`{"": [...],
"0,2": [...]}`): each list is seen by the seats its key names (face-down tiles some seats have peeked at). Its owner sees a per-seat zone when `seen_by="owner"`; nobody sees a
zone with `seen_by="nobody"`. A view is the position without the generator, each zone the viewer may not see
replaced by `{"hidden": size}`, plus `"unseen"`: per pool, the sorted items the viewer cannot see (derivable from
public knowledge of the components, so it reveals nothing). A belief sample deals each pool's unseen items anew into
the hidden zones, sizes kept, and gives the state a fresh generator.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from .chance import Rng
from .errors import PositionError

SEAT = "<seat>"  # in a zone path: one entry per seat
GROUP = "<group>"  # in a zone path: a mapping from seat groups ("", "0", "0,2") to lists, each seen by its seats


def group_seats(key: str) -> frozenset:
    """The seats of a GROUP key: "" nobody, "0,2" seats 0 and 2."""
    return frozenset(int(s) for s in key.split(",") if s)


def group_key(seats) -> str:
    return ",".join(str(s) for s in sorted(seats))


@dataclass(frozen=True)
class HiddenZone:
    name: str
    path: tuple  # keys from the position root; SEAT marks the per-seat list
    seen_by: str = "owner"  # "owner" (per-seat zones) or "nobody"
    pool: str = ""  # zones sharing a pool are dealt anew together; default: the zone's own name
    # The words besides its id that name an item in text (a card's name), for the check that no text tells a reader
    # what is secret to it (engine/secrets.py); given any text, returns () for what is not an item of the zone.
    spell: Callable[[str], tuple[str, ...]] | None = field(default=None, compare=False)

    @property
    def pool_name(self) -> str:
        return self.pool or self.name

    def locations(self, position: dict) -> list[tuple[int | frozenset[int] | None, Any, Any]]:
        """(owner seat or None, the parent container, key) for every list this zone holds in `position`."""
        found: list = []

        def walk(node: Any, path: tuple, owner: int | None) -> None:
            if not path:
                return
            head, rest = path[0], path[1:]
            if head == GROUP:
                if not isinstance(node, dict):
                    raise PositionError(f"zone {self.name!r}: expected a mapping of seat groups")
                for key in sorted(node):
                    found.append((group_seats(key), node, key))
                return
            if head == SEAT:
                if not isinstance(node, list):
                    raise PositionError(f"zone {self.name!r}: expected a list per seat")
                for seat in range(len(node)):
                    if rest:
                        walk(node[seat], rest, seat)
                    else:
                        found.append((seat, node, seat))
                return
            if not isinstance(node, dict) or head not in node:
                raise PositionError(f"zone {self.name!r}: the position has no {head!r}")
            if rest:
                walk(node[head], rest, owner)
            else:
                found.append((owner, node, head))

        walk(position, self.path, None)
        return found

    def visible(self, owner: int | frozenset | None, viewer: int | None) -> bool:
        if isinstance(owner, frozenset):  # a GROUP list: seen by the seats of its key
            return viewer in owner
        return self.seen_by == "owner" and owner is not None and owner == viewer


def hide(position: dict, zones: tuple[HiddenZone, ...], viewer: int | None, unseen: bool = True) -> dict:
    """The position as `viewer` sees it (changes `position` in place and returns it); `unseen=False` leaves out the
    "unseen" pool lists (an observation does not read them)."""
    pools: dict[str, list] = {}
    for zone in zones:
        for owner, parent, key in zone.locations(position):
            items = parent[key]
            if not zone.visible(owner, viewer):
                if unseen:
                    pools.setdefault(zone.pool_name, []).extend(items)
                parent[key] = {"hidden": len(items)}
    if zones and unseen:
        position["unseen"] = {pool: sorted(items, key=str) for pool, items in pools.items()}
    return position


def deal_unseen(view: dict, zones: tuple[HiddenZone, ...], seed: int) -> dict:
    """A position consistent with `view`: every hidden zone filled from its pool's unseen items, shuffled."""
    position = _copy_json(view)
    rng = Rng(seed)
    pools = {pool: list(items) for pool, items in position.pop("unseen", {}).items()}
    for items in pools.values():
        rng.shuffle(items)
    for zone in zones:
        for _, parent, key in zone.locations(position):
            slot = parent[key]
            if isinstance(slot, dict) and "hidden" in slot:
                pool = pools.get(zone.pool_name, [])
                if len(pool) < slot["hidden"]:
                    raise PositionError(f"zone {zone.name!r}: the view's unseen items do not fill it")
                parent[key] = [pool.pop() for _ in range(slot["hidden"])]
    position["rng"] = dealt_rng(seed, rng).to_json()
    return position


def dealt_rng(seed: int, dealer: Rng | None = None) -> Rng:
    """The generator a belief sample from `seed` gets: seeded by the next draw of the generator that dealt its hidden
    zones (`dealer`, made from `seed`; without hidden zones it drew nothing)."""
    return Rng((dealer or Rng(seed)).next64())


def seen_items(position: dict, zones: tuple[HiddenZone, ...], viewer: int | None) -> set:
    """(zone, item, occurrence) triples of zone contents `viewer` can see."""
    seen: set = set()
    for zone in zones:
        counts: dict = {}
        for owner, parent, key in zone.locations(position):
            if zone.visible(owner, viewer):
                for item in parent[key]:
                    counts[item] = counts.get(item, 0) + 1
                    seen.add((zone.pool_name, str(item), counts[item]))
    return seen


def _copy_json(node: Any) -> Any:
    if isinstance(node, dict):
        return {k: _copy_json(v) for k, v in node.items()}
    if isinstance(node, list):
        return [_copy_json(v) for v in node]
    return node
