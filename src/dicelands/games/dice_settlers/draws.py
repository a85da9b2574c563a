"""Chance in Dice Settlers: rolling dice, drawing dice from a bag (G08) and tiles from a pool.

All randomness comes from `state.rng`; forced outcomes (scenarios, records) are in the game's notation: kind "roll"
("w1=explore g2=wood") and kind "tiles" ("tile-17 tile-09").
"""
from __future__ import annotations

from ...engine.errors import ChanceError
from .state import LETTER, Player, State, colour_of, die_sort_key
from .tables import COMP, FACES, TILES

UNBAGGED = {LETTER[c] for c, die in COMP.dice.items() if not die.bagged}


def parse_rolls(text: str) -> list[tuple[str, str]]:
    out = []
    for token in text.split():
        die, eq, icon = token.partition("=")
        if not eq:
            raise ChanceError(f"forced roll {text!r}: {token!r} is not like w1=explore")
        out.append((die, icon))
    return out


def roll_dice(state: State, dice: list[str]) -> dict:
    """Faces for `dice` (kind "roll", forced text like "w1=explore g2=wood" naming exactly these dice)."""
    def forced(text: str) -> dict:
        pairs = parse_rolls(text)
        if sorted(d for d, _ in pairs) != sorted(dice):
            raise ValueError(f"the dice rolled now are {' '.join(dice) or 'none'}")
        for die, icon in pairs:
            if icon not in FACES[colour_of(die)]:
                raise ValueError(f"{die} has no {icon} face")
        return dict(pairs)

    return state.rng.forced_or("roll", lambda: {d: FACES[colour_of(d)][state.rng.below(6)] for d in dice}, forced)


def draw_dice(state: State, seat: int, count: int) -> list[str]:
    """Draw `count` dice from the bag, refilling it when empty (G08), then roll them. A refill takes only the dice
    spent in earlier rounds: dice spent this round stay in the spent area until clean-up (G08, 2026-11-30).

    Forced kind "roll": "w1=pioneer y1=food" names the dice drawn (in the bag, after a refill if needed) and faces."""
    p = state.players[seat]

    canonical = bool(state.options.get("modules"))

    def draw() -> dict:
        drawn = []
        for _ in range(count):
            if not p.bag:
                refill(p)
            if not p.bag:
                break
            if canonical:  # with modules (hidden zones): the order a position keeps, so belief samples draw alike
                p.bag.sort(key=die_sort_key)
            drawn.append(p.bag.pop(state.rng.below(len(p.bag))))
        return {d: FACES[colour_of(d)][state.rng.below(6)] for d in drawn}

    def forced(text: str) -> dict:
        pairs = parse_rolls(text)
        if len(pairs) > count:
            raise ValueError(f"only {count} dice are drawn now")
        for die, icon in pairs:
            if not p.bag:
                refill(p)
            if die not in p.bag:
                raise ValueError(f"{die} is not in seat {seat}'s bag")
            if icon not in FACES[colour_of(die)]:
                raise ValueError(f"{die} has no {icon} face")
            p.bag.remove(die)
        if len(pairs) < count and drawable(p):
            raise ValueError(f"{count} dice must be drawn")
        return dict(pairs)

    faces = state.rng.forced_or("roll", draw, forced)
    p.active.update(faces)
    return list(faces)


def refill(p: Player) -> None:
    """G08: the spent dice of earlier rounds go into the bag; those spent this round stay."""
    fresh = set(p.spent_this_round)
    fresh.update(d for d in p.spent if d.rstrip("0123456789") in UNBAGGED)  # a module's die "never" in the bag
    p.bag = [d for d in p.spent if d not in fresh]
    p.spent = [d for d in p.spent if d in fresh]


def drawable(p: Player) -> int:
    """Dice the seat could still draw now: the bag, and the spent dice a refill would put into it (G08)."""
    fresh = set(p.spent_this_round)
    return len(p.bag) + sum(1 for d in p.spent if d not in fresh and d.rstrip("0123456789") not in UNBAGGED)


class _TileNumbers(dict):
    """tile id -> its number, looked up as a dict (a sort by it runs no Python code per tile)."""

    def __missing__(self, tile: str) -> int:
        number = self[tile] = TILES[tile].number
        return number


TILE_NUMBER = _TileNumbers()


def draw_tiles(state: State, pool: list, count: int, what: str = "tiles") -> list[str]:
    """Draw `count` tiles at random from `pool` (kind "tiles", forced text like "tile-17 tile-09")."""
    def forced(text: str) -> list[str]:
        names = text.split()
        if len(names) != min(count, len(pool)):
            raise ValueError(f"{min(count, len(pool))} {what} are drawn now")
        for name in names:
            if name not in pool:
                raise ValueError(f"{name} is not in the {what} pool")
            pool.remove(name)
        return names

    if state.options.get("modules"):  # the order a position keeps (see draw_dice)
        pool.sort(key=TILE_NUMBER.__getitem__)
    return state.rng.forced_or(
        "tiles", lambda: [pool.pop(state.rng.below(len(pool))) for _ in range(min(count, len(pool)))], forced)
