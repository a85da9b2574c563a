"""Final (and running) scores, G23: VP tokens, VP-star tiles, technologies, 1 VP per 3 dice owned; tie-breakers."""
from __future__ import annotations

from .board import SETUP, TECHS, TILES
from .extensions import hooks
from .rulesdata import RULES
from .state import State


def owned_dice(state: State, seat: int) -> int:
    if seat == state.bot_seat:
        return len(state.diceoneer.owned())
    p = state.players[seat]
    return len(p.bag) + len(p.active) + len(p.spent)


def tile_points(state: State) -> list[int]:
    """Controller scores the first value, a single clear second the second value (KS-era, G23); tied for the most:
    each tied player scores the second value and nobody else (G20). A house controls its tile (§6.4)."""
    points = [0] * state.seats
    for cell, tile in state.tiles.items():
        stars = TILES[tile].vp_stars
        if not stars:
            continue
        counts = state.tents[cell]
        leader = state.houses.get(cell)
        if leader is None:
            best = max(counts)
            if best == 0:
                continue
            leaders = [s for s, c in enumerate(counts) if c == best]
            if len(leaders) > 1:
                for s in leaders:
                    points[s] += stars.second
                continue
            leader = leaders[0]
        points[leader] += stars.first
        rest = [(c, s) for s, c in enumerate(counts) if s != leader and c > 0]
        if rest:
            top = max(c for c, _ in rest)
            seconds = [s for c, s in rest if c == top]
            if len(seconds) == 1:
                points[seconds[0]] += stars.second
    return points


def tech_points(state: State, seat: int) -> int:
    p = state.players[seat]
    total = 0
    for tech in p.techs:
        card = TECHS[tech]
        total += card.vp
        if seat == state.bot_seat:
            continue  # PDRAGON: the Diceoneer scores only the printed VP
        for effect in card.effects:
            if effect.kind == "end_game_vp" and effect.params["per"] == "own_tent_pair_on_one_tile":
                total += effect.params["vp"] * sum(counts[seat] // 2 for counts in state.tents.values())
    return total


def score_lines(state: State) -> list[dict]:
    tiles = tile_points(state)
    lines = []
    for seat, p in enumerate(state.players):
        line = {"vp": p.vp, "tiles": tiles[seat], "technologies": tech_points(state, seat),
                "dice": owned_dice(state, seat) // RULES.dice_per_vp}
        for module_score in hooks(state.options, "score"):
            line.update(module_score(state, seat))
        line["total"] = sum(line.values())
        lines.append(line)
    return lines


def winners(state: State, lines: list[dict]) -> tuple[int, ...]:
    """Most VP; ties: most houses built, then most technologies, then a shared win (G23)."""
    def key(seat):
        p = state.players[seat]
        return (lines[seat]["total"], SETUP.houses_per_player - p.houses, len(p.techs))
    best = max(key(s) for s in range(state.seats))
    return tuple(s for s in range(state.seats) if key(s) == best)

