"""The map questions: presence, control, hand size from the map and technologies, where tiles and tents may go."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...geometry.hexgrid import neighbours
from ...geometry.notation import format_cell as cell_text, parse_cell  # noqa: F401 (the core's cell notation)
from .hooks import in_play as modules_in_play
from .state import Cell, Player, State
from .tables import SETUP, TECHS, TILES


# ---- presence and control -----------------------------------------------------------------------------------------
def has_presence(state: State, seat: int, cell: Cell) -> bool:
    return state.tents[cell][seat] > 0 or state.houses.get(cell) == seat


def presence_cells(state: State, seat: int) -> list[Cell]:
    """The tiles where the seat has tents or a house, in placement order."""
    tents = state.tents
    housed = [cell for cell, owner in state.houses.items() if owner == seat]  # (few: one lookup per tile less)
    return [cell for cell in state.tiles if tents[cell][seat] > 0 or cell in housed]


def controller(state: State, cell: Cell) -> int | None:
    """The house owner, else the seat with strictly the most tents (spec §6.3; ties: nobody, G20)."""
    house = state.houses.get(cell)
    if house is not None:
        return house
    counts = state.tents[cell]
    best = max(counts)
    if best == 0 or counts.count(best) > 1:
        return None
    return counts.index(best)


def hand_size(state: State, seat: int) -> int:
    """G07: tracker 3 + tiles with a tracker bonus where you have presence + technologies, capped at 7."""
    player = state.players[seat]
    size = SETUP.tracker_start
    for cell in presence_cells(state, seat):
        size += TILES[state.tiles[cell]].tracker_bonus
    for tech in player.techs:
        for effect in TECHS[tech].effects:
            if effect.kind == "tracker_bonus":
                size += effect.params["amount"]
    return min(size, SETUP.hand_size_cap)


def tech_effects(player: Player, kind: str) -> list[tuple[str, Mapping[str, Any]]]:
    """(technology, its effect's parameters) of each effect of `kind` the player's technologies have, in research
    order."""
    found: list[tuple[str, Mapping[str, Any]]] = []
    for tech in player.techs:
        for effect in TECHS[tech].effects:
            if effect.kind == kind:
                found.append((tech, effect.params))
    return found


def modifier(player: Player, action: str, name: str) -> int:
    return sum(p["amount"] for _, p in tech_effects(player, "action_modifier")
               if p["action"] == action and p["modifier"] == name)


def absorption(player: Player) -> int:
    return sum(p["icons"] for _, p in tech_effects(player, "raid_absorption"))


def explore_positions(state: State, seat: int) -> list:
    """Empty cells touching >= 2 tiles (seed: the 'at least 2 adjacent tiles' rule); G13: of those, the ones
    next to a tile where the explorer has presence, when any exists."""
    tiles = state.tiles
    counts: dict = {}
    blocked = {c for hooks in modules_in_play(state.options) if hooks.occupied for c in hooks.occupied(state)}
    for cell in tiles:
        if TILES[tiles[cell]].module and not any(state.tents[cell]) and cell not in state.houses:
            continue  # seed F&S: "empty Shore hexes do NOT count towards the 'at least 2 adjacent tiles' rule"
        for n in neighbours(cell):
            if n not in tiles and n not in blocked:
                counts[n] = counts.get(n, 0) + 1
    legal = sorted(c for c, k in counts.items() if k >= 2)
    own = set(presence_cells(state, seat))
    near = [c for c in legal if any(n in own for n in neighbours(c))]
    return near or legal


def start_positions(state: State) -> list:
    """Spec §2.3.3: a starting tile touches as many placed tiles as possible."""
    if not state.tiles:
        return [(0, 0)]
    counts: dict = {}
    for cell in state.tiles:
        for n in neighbours(cell):
            if n not in state.tiles:
                counts[n] = counts.get(n, 0) + 1
    best = max(counts.values())
    return sorted(c for c, k in counts.items() if k == best)


def settle_targets(state: State, seat: int) -> list:
    """G15 (b): a tile where you have presence, or one next to it."""
    own = presence_cells(state, seat)
    targets = set(own)
    for cell in own:
        for n in neighbours(cell):
            if n in state.tiles:
                targets.add(n)
    return sorted(c for c in targets if TILES[state.tiles[c]].settleable)
