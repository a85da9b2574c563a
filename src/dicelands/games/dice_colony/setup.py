"""Setting up a Dice Colony table (rulebook "Setup"; spec §7): the Starting cards dealt, one per player, with their
icons drawn on side A; three Objective cards dealt; the lowest Starting card plays first. A scenario may force the
deal (`forced` outcomes "deal" and "objectives", docs/scenarios.md), read by the parsers here."""
from __future__ import annotations

from ...engine.chance import Rng
from ...engine.flow import Flow
from . import planet
from .components import INDEX, OBJECTIVE_IDS, OBJECTIVES, START, STARTING_CARDS
from .state import Sheet, State
from .turn import ROLL_DICE


def starting_cards(text: str, players: int) -> list[int]:
    """A forced deal: one starting card number per player, like "3 1"."""
    try:
        cards = [int(t) for t in text.split()]
    except ValueError:
        raise ValueError("expected starting card numbers like '3 1'") from None
    if len(cards) != players or len(set(cards)) != players or not set(cards) <= {1, 2, 3, 4}:
        raise ValueError(f"need {players} different card numbers from 1-4")
    return cards


def objective_cards(text: str) -> list[str]:
    dealt = text.upper().split()
    if len(dealt) != 3 or len(set(dealt)) != 3 or not set(dealt) <= set(OBJECTIVES):
        raise ValueError("need 3 different card ids like 'A01 B02 C05'")
    return dealt


def setup(options: dict, rng: Rng, seats: int) -> State:
    """The table before the first roll: `seats` stacks (LU-287's included), the first player to roll."""
    players = options["players"]
    cards = rng.forced_or("deal", lambda: rng.sample([1, 2, 3, 4], players),
                          lambda text: starting_cards(text, players))
    dealt = rng.forced_or("objectives", lambda: rng.sample(OBJECTIVE_IDS, 3), objective_cards)
    side = planet.side_for(options)
    sheets = []
    for card in cards:
        sheet = Sheet.blank(card)
        sheet.icons[INDEX[(0, 0)]] = START  # the printed starting colony
        sheet.counts[START] = 1
        if side.starting_icons:
            for cell, icon in STARTING_CARDS[card]:
                planet.draw(sheet, side, cell, icon, options)
        sheets.append(sheet)
    first = min(range(players), key=lambda s: cards[s])
    flow = Flow.empty(seats).push(first, ROLL_DICE)
    return State(options, rng, sheets, tuple((cid, False, ()) for cid in dealt), flow, first=first)
