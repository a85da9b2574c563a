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

from ...board import TILES
from .cards import CARDS, SETTING, tech_amount
from .hand import section, update, with_seat
from .....geometry.shapes import find_matches


def reveal_action(card: str):
    return make_action("reveal", f"enclosure reveal {card}", card=card)


def terrain_at(state, cell) -> str:
    tile = state.tiles[cell]
    return TILES[tile].terrain if tile in TILES else tile  # a tile a module brings (Sea) is its own kind


def controls_with_ties(state, seat: int, cell) -> bool:
    """'Control (including ties)': your house, or no other house and no seat with more tents than you."""
    house = state.houses.get(cell)
    if house is not None:
        return house == seat
    counts = state.tents[cell]
    return counts[seat] > 0 and counts[seat] == max(counts)


# per card, the terrains it names outright (split, "?" and "=" hexes aside): a cheap test before matching shapes
FIXED = {card.id: Counter(spec for _, spec in card.hexes if "/" not in spec and spec not in ("?", "="))
         for card in CARDS.values()}


def own_tiles(state, seat: int) -> tuple:
    """(cell, terrain, controlled with ties) of every tile where the seat has presence: presence is needed on every
    tile of a match, so only these can be covered. (A hot path: has_presence, terrain_at and controls_with_ties
    inlined.)"""
    tents, houses, out = state.tents, state.houses, []
    for cell, tile in state.tiles.items():
        counts, house = tents[cell], houses.get(cell)
        if counts[seat] > 0 or house == seat:
            control = house == seat if house is not None else counts[seat] == max(counts)
            out.append((cell, TILES[tile].terrain if tile in TILES else tile, control))
    return tuple(out)


def matches(state, seat: int, card: str, board: tuple | None = None) -> tuple:
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
    return tuple(cells for cells in _shapes(card, tuple((cell, terrain) for cell, terrain, _ in board))
                 if sum(1 for cell in cells if cell in controlled) >= SETTING["controlled_tiles"])


@lru_cache(maxsize=4096)  # cached apart from control: tents move between tiles more often than presence changes
def _shapes(card: str, terrains: tuple) -> tuple:
    """The cells of each placement of the card's pattern on these (cell, terrain) tiles."""
    return tuple(placement.cells for placement in find_matches(CARDS[card].pattern, dict(terrains),
                                                               distinct_cell_sets=True))


def why_not(state, seat: int, card: str) -> str | None:
    """Which condition of the seed a reveal breaks, or None if the card may be revealed."""
    if card not in section(state)["hands"][seat]:
        return f"{card} is not in your hand"
    board = {cell: terrain_at(state, cell) for cell in state.tiles}
    if not find_matches(CARDS[card].pattern, board, distinct_cell_sets=True):
        return f"the pattern of {card} is not present on the map (seed: 'The shown pattern is present on the map')"
    if not matches(state, seat, card):
        return (f"no match of {card}'s pattern has your presence on all its tiles and your control (ties included) "
                f"of at least {SETTING['controlled_tiles']} of them (seed: the conditions for revealing)")
    return None


def offer_reveals(game, state, seat, step) -> list:
    hand = section(state)["hands"][seat]
    if not hand:
        return []
    return list(_offers(tuple(hand), own_tiles(state, seat)))


@lru_cache(maxsize=4096)
def _offers(hand: tuple, board: tuple) -> tuple:
    return tuple(reveal_action(card) for card in sorted(hand, key=lambda c: CARDS[c].number) if _matches(card, board))


def why_illegal(state, seat: int, text: str) -> str | None:
    """The rule an illegal `enclosure reveal eNNN` breaks (None: not a reveal, or not this module's to explain)."""
    words = text.split()
    if words[:2] != ["enclosure", "reveal"]:
        return None
    if len(words) != 3 or words[2] not in CARDS:
        return f"name one Enclosure card: enclosure reveal e131 ... e148"
    return why_not(state, seat, words[2]) or "revealing is a free action of your own turn, between actions"


def reveal(game, state, seat, action) -> None:
    card = action["card"]
    cards = section(state)
    update(state, hands=with_seat(cards["hands"], seat, tuple(c for c in cards["hands"][seat] if c != card)),
           revealed=with_seat(cards["revealed"], seat, cards["revealed"][seat] + (card,)))


# ---- scoring ------------------------------------------------------------------------------------------------------
def score(state, seat: int) -> dict:
    """Seed Scoring: 'each player scores the Victory Points shown on their face-up Enclosure cards. Enclosure cards
    left in players' hands are worth nothing.' Statehood (#121, project default) adds VP per revealed card."""
    revealed = section(state)["revealed"][seat]
    bonus = tech_amount(state.players[seat], "vp_per_revealed") * len(revealed)
    return {"enclosures": sum(CARDS[c].vp for c in revealed) + bonus}


def potential(state, seat: int) -> float:
    """For greedy bots: a card in hand is worth a share of its VP, more when the map already shows its pattern."""
    total = 0.0
    for card in section(state)["hands"][seat]:
        total += CARDS[card].vp * (0.6 if matches(state, seat, card) else 0.25)
    return total
