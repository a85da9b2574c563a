"""Scores: the running tallies kept in each sheet, the same computed from scratch, LU-287, and the winners.

Categories per seat (spec §10): vegetation, water, ores, life (group points), colonies, objectives, barren (a
negative number) and total. LU-287 (solo) scores every (type, size 3-6) the human did not close and
5 x max(0, 10 - the human's formed colonies) (spec §11.2).
"""
from __future__ import annotations

from .components import BARREN_PENALTY, GROUP_POINTS, LU_COLONY_BASE, LU_COLONY_POINTS
from .grid import BARREN, CENTRE, COLONY, GROUP_TYPES, NEIGHBOURS
from .objectives import colonies_formed
from .planet import colony_value
from .state import P_BARREN, P_COLONIES, P_LIFE, P_OBJECTIVES, P_ORES, P_VEG, P_WATER, Sheet, State

CATEGORIES = ("vegetation", "water", "ores", "life", "colonies", "objectives", "barren", "total")


def _line(pts: list[int]) -> dict[str, int]:
    return {"vegetation": pts[P_VEG], "water": pts[P_WATER], "ores": pts[P_ORES], "life": pts[P_LIFE],
            "colonies": pts[P_COLONIES], "objectives": pts[P_OBJECTIVES], "barren": -pts[P_BARREN],
            "total": total(pts)}


def total(pts: list[int]) -> int:
    """The total of a seat's tallies: every category, the barren penalty taken off."""
    return (pts[P_VEG] + pts[P_WATER] + pts[P_ORES] + pts[P_LIFE] + pts[P_COLONIES] + pts[P_OBJECTIVES]
            - pts[P_BARREN])


def lu287_pts(human: Sheet, options: dict) -> list[int]:
    """LU-287's tallies: every (type, size) the human did not close, and the colonies short of its base."""
    closed = {(icon, len(cells)) for icon, cells, _ in human.groups}
    pts = [0] * 7
    for icon in GROUP_TYPES:
        pts[icon - 1] = sum(points for size, points in GROUP_POINTS.items() if (icon, size) not in closed)
    pts[P_COLONIES] = LU_COLONY_POINTS * max(0, LU_COLONY_BASE - colonies_formed(human, options))
    return pts


def lu287_line(human: Sheet, options: dict) -> dict[str, int]:
    return _line(lu287_pts(human, options))


def score_lines(state: State) -> list[dict[str, int]]:
    """The running score lines (from the tallies), one per seat; LU-287's last."""
    lines = [_line(sheet.pts) for sheet in state.sheets]
    if state.options["solo"]:
        lines.append(lu287_line(state.sheets[0], state.options))
    return lines


def recompute_pts(sheet: Sheet, seat: int, state: State) -> list[int]:
    """A sheet's tallies computed from scratch from its icons, groups and the objective slots."""
    icons = sheet.icons
    pts = [0] * 7
    for icon, cells, _ in sheet.groups:
        pts[icon - 1] += GROUP_POINTS[len(cells)]
    if COLONY in icons:
        pts[P_COLONIES] = sum(colony_value(icons, c) for c, icon in enumerate(icons) if icon == COLONY)
    if BARREN in icons:  # -2 for each barren region touching another one
        barrens = {c for c, icon in enumerate(icons) if icon == BARREN}
        pts[P_BARREN] = BARREN_PENALTY * sum(1 for c in barrens if not barrens.isdisjoint(NEIGHBOURS[c]))
    if state.options["starting_colony_scores"]:
        pts[P_COLONIES] += colony_value(icons, CENTRE)
    pts[P_OBJECTIVES] = sum(points for _, _, scored in state.objectives for s, points in scored if s == seat)
    return pts


def recompute_scores(state: State) -> list[dict[str, int]]:
    """score_lines(state) computed from scratch (tests compare the two after every decision)."""
    lines = [_line(recompute_pts(sheet, seat, state)) for seat, sheet in enumerate(state.sheets)]
    if state.options["solo"]:
        lines.append(lu287_line(state.sheets[0], state.options))
    return lines


def winners(lines: list[dict[str, int]]) -> tuple[int, ...]:
    """Highest total; then most colony points; still tied: the tied seats share the win (spec §10, F4, S4)."""
    best = max((line["total"], line["colonies"]) for line in lines)
    return tuple(seat for seat, line in enumerate(lines) if (line["total"], line["colonies"]) == best)
