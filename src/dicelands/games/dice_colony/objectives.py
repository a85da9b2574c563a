"""Objective cards: who meets a requirement, the end-of-turn check, and LU-287's flips (spec §8, §9.6, §11.2).

A slot is `(card id, flipped, ((seat, points), ...))`; slots are tuples and replaced, never mutated.
"""
from __future__ import annotations

from .components import COLONY, OBJECTIVES, TYPE_BY_NAME, Objective
from .state import P_OBJECTIVES, Sheet, State


def colonies_formed(sheet: Sheet, options: dict) -> int:
    """Formed colonies; the starting colony counts only with `starting_colony_scores` (spec C3)."""
    return sheet.counts[COLONY] + (1 if options["starting_colony_scores"] else 0)


def counted(sheet: Sheet, card: Objective, options: dict) -> int:
    """What an "accumulate" card (type C) counts on the sheet."""
    if card.count == "colonies":
        return colonies_formed(sheet, options)
    if card.count == "energy":
        return sheet.collected  # circles ever drawn, spent ones included (spec E5)
    return sheet.counts[TYPE_BY_NAME[card.count]]


def meets(sheet: Sheet, card: Objective, options: dict) -> bool:
    if card.type == "A":
        return any(shape == card.shape for _, _, shape in sheet.groups)
    if card.type == "B":
        return any(icon == card.group and len(cells) >= card.min_size for icon, cells, _ in sheet.groups)
    return counted(sheet, card, options) >= card.minimum


def check_objectives(state: State) -> list[tuple[int, str, int]]:
    """End of turn: every seat meeting a card it has not scored scores its current face; a scored card flips once.

    Returns (seat, card id, points) for the log.
    """
    scored_now = []
    slots = []
    for card_id, flipped, scored in state.objectives:
        card = OBJECTIVES[card_id]
        done = {seat for seat, _ in scored}
        value = card.low if flipped else card.high
        new = tuple((seat, value) for seat, sheet in enumerate(state.sheets)
                    if seat not in done and meets(sheet, card, state.options))
        for seat, points in new:
            state.sheet(seat).pts[P_OBJECTIVES] += points
            scored_now.append((seat, card_id, points))
        slots.append((card_id, flipped or bool(new), scored + new))
    state.objectives = tuple(slots)
    return scored_now


def lu_flip(state: State) -> int | None:
    """Solo: after the turn-5 check of rounds 2, 3 and 4, LU-287 flips the left, middle, right card (no points)."""
    if state.options["solo"] and state.turn == 5 and state.round in (2, 3, 4):
        position = state.round - 2
        card_id, _, scored = state.objectives[position]
        slots = list(state.objectives)
        slots[position] = (card_id, True, scored)
        state.objectives = tuple(slots)
        return position
    return None
