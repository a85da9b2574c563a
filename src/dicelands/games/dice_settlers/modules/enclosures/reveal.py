"""Revealing an Enclosure and scoring it (seed "Enclosures": Changes in Gameplay, Reading Enclosure Cards, Scoring).

"Any time during your turn (as a free action) you may reveal an Enclosure card from your hand if all the following
conditions are met: the shown pattern is present on the map; you have presence on all tiles that are part of the
matched pattern; you have control (including ties) of at least 2 tiles that are part of the matched pattern."
The pattern may be rotated and mirrored (the core's shape matcher tries the 12 symmetries). Offered like Govern: on
the turn's choose-an-action step and after the action.
"""
from __future__ import annotations

from .....engine.actions import make_action
from collections import Counter
from functools import lru_cache

from ...tables import TILES
from .cards import ANY, CARDS, SAME, SETTING, SPLIT, tech_amount
from .hand import section, update, with_seat
from .views import enclosure_name, pattern_words
from .....geometry.hexgrid import connected_components
from .....geometry.shapes import find_matches
from ...state import State


def reveal_action(card: str):
    return make_action("reveal", f"enclosure reveal {card}", card=card)


def terrain_at(state: State, cell) -> str | None:
    tile = state.tiles[cell]
    return TILES[tile].terrain if tile in TILES else tile  # a tile a module brings (Sea) is its own kind


def controls_with_ties(state: State, seat: int, cell) -> bool:
    """'Control (including ties)': your house, or no other house and no seat with more tents than you."""
    house = state.houses.get(cell)
    if house is not None:
        return house == seat
    counts = state.tents[cell]
    return counts[seat] > 0 and counts[seat] == max(counts)


# per card, the terrains it names outright (split, "?" and "=" hexes aside): a cheap test before matching shapes
FIXED = {card.id: Counter(spec for _, spec in card.hexes if "/" not in spec and spec not in ("?", "="))
         for card in CARDS.values()}


# per card, the terrains its fixed and split hexes name (None: a "?" hex, which takes any tile), and whether it has
# an "=" triple (a tile of a terrain held fewer than 3 times can then only cover a named hex)
NAMED = {card.id: None if any(spec == ANY for _, spec in card.hexes) else
         frozenset(t for _, spec in card.hexes if spec != SAME for t in spec.split(SPLIT)) for card in CARDS.values()}
TRIPLE = {card.id: any(spec == SAME for _, spec in card.hexes) for card in CARDS.values()}


def own_tiles(state: State, seat: int) -> tuple:
    """(cell, terrain, controlled with ties) of every tile where the seat has presence: presence is needed on every
    tile of a match, so only these can be covered. In the order of `state.tents` (no answer depends on the order).
    (A hot path, asked on every choice of an action: has_presence, terrain_at and controls_with_ties inlined.)"""
    tents, houses, tiles = state.tents, state.houses, state.tiles
    housed = [cell for cell, owner in houses.items() if owner == seat]
    return tuple((cell, TILES[tiles[cell]].terrain if tiles[cell] in TILES else tiles[cell],
                  houses[cell] == seat if cell in houses else counts[seat] == max(counts))
                 for cell, counts in tents.items() if (counts[seat] > 0 or cell in housed) and cell in tiles)


def matches(state, seat: int, card: str, board: tuple | None = None) -> tuple:  # (state unread with a board)
    """The placements of the card's pattern that meet all three conditions (board cells, in pattern order)."""
    return _matches(card, own_tiles(state, seat) if board is None else board)


@lru_cache(maxsize=8192)  # a seat's own tiles change seldom between its decisions
def _matches(card: str, board: tuple) -> tuple:
    if len(board) < len(CARDS[card].hexes) or sum(c for _, _, c in board) < SETTING["controlled_tiles"]:
        return ()
    held = Counter(terrain for _, terrain, _ in board)
    if any(held[terrain] < n for terrain, n in FIXED[card].items()):
        return ()
    return _placements(card, board)


def _placements(card: str, board: tuple) -> tuple:
    """`board`: (cell, terrain, controlled with ties) for each tile where the seat has presence."""
    controlled = {cell for cell, _, control in board if control}
    terrains = _coverable(card, tuple((cell, terrain) for cell, terrain, _ in board))
    if len(terrains) < len(CARDS[card].hexes) or sum(1 for cell, _ in terrains if cell in controlled) < \
            SETTING["controlled_tiles"]:
        return ()  # (the common case: no placement, known without the matcher)
    return tuple(cells for cells in _shapes(card, terrains)
                 if sum(1 for cell in cells if cell in controlled) >= SETTING["controlled_tiles"])


def _coverable(card: str, terrains: tuple) -> tuple:
    """The (cell, terrain) tiles that some placement of the card's pattern might cover, in board order: a tile of a
    terrain the card cannot take at any of its hexes is left out, then any group of touching tiles smaller than the
    pattern (a placement is a touching group of the pattern's size). Only tiles no placement covers are left out, so
    the matcher finds the same placements, in the same order, on fewer tiles."""
    named = NAMED[card]
    if named is not None:
        if TRIPLE[card]:
            held = Counter(terrain for _, terrain in terrains)
            terrains = tuple((cell, t) for cell, t in terrains if t in named or held[t] >= 3)
        else:
            terrains = tuple((cell, t) for cell, t in terrains if t in named)
    size = len(CARDS[card].hexes)
    if len(terrains) < size:
        return ()
    groups = connected_components(cell for cell, _ in terrains)
    if len(groups) == 1:
        return terrains
    keep = set().union(*(group for group in groups if len(group) >= size))
    return tuple((cell, t) for cell, t in terrains if cell in keep)


@lru_cache(maxsize=4096)  # cached apart from control: tents move between tiles more often than presence changes
def _shapes(card: str, terrains: tuple) -> tuple:
    """The cells of each placement of the card's pattern on these (cell, terrain) tiles."""
    return tuple(placement.cells for placement in find_matches(CARDS[card].pattern, dict(terrains),
                                                               distinct_cell_sets=True))


def why_not(state: State, seat: int, card: str) -> str | None:
    """Which condition of the seed a reveal breaks, or None if the card may be revealed."""
    name = enclosure_name(card)
    if card not in section(state)["hands"][seat]:
        return f"{name} is not in your hand"
    board = {cell: terrain_at(state, cell) for cell in state.tiles}
    if not find_matches(CARDS[card].pattern, board, distinct_cell_sets=True):  # seed: "The shown pattern is
        return f"the pattern of {name} ({pattern_words(card)}) is not on the map"  # present on the map"
    if not matches(state, seat, card):  # seed: the conditions for revealing
        return (f"the pattern of {name} is on the map, but nowhere with your presence on all its tiles and your "
                f"control (ties included) of at least {SETTING['controlled_tiles']} of them")
    return None


def offer_reveals(game, state, seat, step) -> list:
    hand = section(state)["hands"][seat]
    if not hand:
        return []
    return list(_offers(tuple(hand), own_tiles(state, seat)))


@lru_cache(maxsize=4096)
def _offers(hand: tuple, board: tuple) -> tuple:
    return tuple(reveal_action(card) for card in sorted(hand, key=lambda c: CARDS[c].number) if _matches(card, board))


def why_illegal(state: State, seat: int, text: str) -> str | None:
    """The rule an illegal `enclosure reveal eNNN` breaks (None: not a reveal, or not this module's to explain)."""
    words = text.split()
    if words[:2] != ["enclosure", "reveal"]:
        return None
    if len(words) != 3 or words[2] not in CARDS:
        return "name one Enclosure card of your hand (the options list the ones you may reveal now)"
    return why_not(state, seat, words[2]) or "revealing is a free action of your own turn, between actions"


def reveal(game, state, seat, action) -> None:
    card = action["card"]
    cards = section(state)
    update(state, hands=with_seat(cards["hands"], seat, tuple(c for c in cards["hands"][seat] if c != card)),
           revealed=with_seat(cards["revealed"], seat, cards["revealed"][seat] + (card,)))


# ---- scoring ------------------------------------------------------------------------------------------------------
def score(state: State, seat: int) -> dict:
    """Seed Scoring: 'each player scores the Victory Points shown on their face-up Enclosure cards. Enclosure cards
    left in players' hands are worth nothing.' Statehood (#121, project default) adds VP per revealed card."""
    revealed = section(state)["revealed"][seat]
    bonus = tech_amount(state.players[seat], "vp_per_revealed") * len(revealed)
    return {"enclosures": sum(CARDS[c].vp for c in revealed) + bonus}


def potential(state: State, seat: int) -> float:
    """For greedy bots: a card in hand is worth a share of its VP, more when the map already shows its pattern."""
    total = 0.0
    for card in section(state)["hands"][seat]:
        total += CARDS[card].vp * (0.6 if matches(state, seat, card) else 0.25)
    return total
