"""Docks (#117), the Fish and Ships technology about Seaside factories. The seed gives its name, its brown seal and
that "One Island has a Factory on it (and it counts as a Seaside factory for the purposes of 'Docks')" (F&S › Island
tiles); its effect is ours (sea.yaml `docks`): at game end, VP per Seaside factory where you have presence — every
Seaside hex, and the Island with a Factory."""
from __future__ import annotations

from ...board import has_presence
from ...tables import TILES

from .data import SEA
from ...state import State

DOCKS = "T117"


def is_seaside_factory(tile: str) -> bool:
    hex_ = SEA.hexes.get(tile)
    return hex_ is not None and (hex_.kind == "seaside" or (hex_.kind == "island" and TILES[tile].factory is not None))


def seaside_factories(state: State, seat: int) -> int:
    """Seaside factories (the Island factory included) where `seat` has presence."""
    return sum(1 for cell, tile in state.tiles.items() if is_seaside_factory(tile) and has_presence(state, seat, cell))


def score(state: State, seat: int) -> dict:
    """The score line's `docks` when Docks is in the Tableau; the Diceoneer scores only printed technology VP (spec
    §9.2 [C: PDRAGON])."""
    if DOCKS not in state.tableau:
        return {}
    if DOCKS not in state.players[seat].techs or seat == state.bot_seat:
        return {"docks": 0}
    return {"docks": SEA.docks_vp * seaside_factories(state, seat)}
