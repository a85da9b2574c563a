"""Factories, a free action in your own turn (tiles §4.4): return the printed number of your tents from a factory
tile to the general supply for its printed reward, once per round per factory."""
from __future__ import annotations

from ..board import cell_text, presence_cells

from ..gains import add_tents, gain
from ..steps import act
from ..tables import TILES
from ..state import State


def factory_cells(state: State, seat: int) -> list:
    p = state.players[seat]
    out = []
    for cell in presence_cells(state, seat):
        factory = TILES[state.tiles[cell]].factory
        if factory and state.tents[cell][seat] >= factory.tents and f"factory:{cell_text(cell)}" not in p.used:
            out.append(cell)
    return out


def use_factory(state: State, seat: int, cell) -> None:
    p = state.players[seat]
    factory = TILES[state.tiles[cell]].factory
    assert factory is not None  # offered only on a factory tile (factories)
    add_tents(state, seat, cell, -factory.tents)
    p.general += factory.tents
    p.used = p.used + (f"factory:{cell_text(cell)}",)
    gain(state, seat, factory.gain)


def options(state: State, seat: int) -> list:
    return [act("factory", f"factory {cell_text(c)}", cell=c) for c in factory_cells(state, seat)]
