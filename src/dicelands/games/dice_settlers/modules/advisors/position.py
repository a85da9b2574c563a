"""The Advisors' part of a position (`position["modules"]["advisors"]`, section.py says what each key holds):

    {"advisor": ["a-broker", ""], "offer": [...], "deck": [...], "token": "" | SIDE, "resources": [SIDE, ...],
     "gold": 0}
"""
from __future__ import annotations

from typing import Annotated

import msgspec

from .....engine.errors import PositionError
from .....engine.inputs import conform
from .....engine.schemas import Strict
from .cards import ADVISORS, PINK
from .cards import SOLO_SIDES as SIDES  # of the Diceoneer's Action Hex
from .section import NAME, is_pink


class AdvisorsJson(Strict):
    advisor: list[str]  # per seat, "" before the draft gives one
    offer: list[str]
    deck: list[str]  # a set: written sorted
    token: str  # "" or a side
    resources: list[str]  # sides
    gold: Annotated[int, msgspec.Meta(ge=0)]


def to_json(state) -> dict:
    s = state.ext[NAME]
    return {"advisor": list(s["advisor"]), "offer": list(s["offer"]), "deck": sorted(s["deck"]),
            "token": s["token"], "resources": list(s["resources"]), "gold": s["gold"]}


def from_json(data, state) -> dict:
    """The section as AdvisorsJson, then what its type cannot say: each Advisor in one place, the sides, the pink
    dice."""
    where = f"position.modules.{NAME}"
    if data is None:
        raise PositionError(f"{where}: missing (the module is in play)")
    advisors = conform(data, AdvisorsJson, where, PositionError, bounds=False)
    if len(advisors.advisor) != state.seats:
        raise PositionError(f"{where}.advisor: one Advisor (or \"\") per seat ({state.seats})")
    cards = [a for a in advisors.advisor if a] + advisors.offer + advisors.deck
    if sorted(cards) != sorted(ADVISORS):
        raise PositionError(f"{where}: each of the Advisors {', '.join(ADVISORS)} is in exactly one place "
                            "(a seat, the offer or the deck)")
    if advisors.token not in ("", *SIDES):
        raise PositionError(f"{where}.token: {advisors.token!r} is not a side of the Diceoneer's hex")
    if any(r not in SIDES for r in advisors.resources):
        raise PositionError(f"{where}.resources: a list of sides of the Diceoneer's hex")
    pinks = [d for p in state.players for d in p.owned() if is_pink(d)]
    if state.bot is not None:
        pinks += [d for d in state.bot.owned() if is_pink(d)]
    if len(pinks) > PINK.count:
        raise PositionError(f"dice: {len(pinks)} pink dice in play; the game has {PINK.count}")
    return {"advisor": tuple(advisors.advisor), "offer": tuple(advisors.offer), "deck": tuple(advisors.deck),
            "token": advisors.token, "resources": tuple(advisors.resources), "gold": advisors.gold}
