"""Final score (spec §4): VP tokens + visible location cards (deactivated ones too, [S18]) + Bandits + Trade Ships
+ Cathedral bonuses + what the modules score (Queen's Plans, Monastery); the tie-breakers; solo's target."""
from __future__ import annotations

from .components import COLUMNS, LOCATIONS


def cathedral_bonus(city) -> int:
    """Each active Cathedral: +1 per Cultural location in its row, itself included (ruling, docs/rules)."""
    bonus = 0
    for space, stack in enumerate(city.built):  # (a hot path: every heuristic call)
        if stack and stack[-1] == "cathedral" and not city.off[space]:
            row = space // COLUMNS
            bonus += sum(1 for other in range(row * COLUMNS, row * COLUMNS + COLUMNS)
                         if city.location(other).category == "cultural")
    return bonus


def score_line(game, state, seat: int) -> dict[str, int]:
    city = state.cities[seat]
    line = {"tokens": city.vp_tokens, "locations": sum(LOCATIONS[stack[-1]].vp for stack in city.built if stack),
            "bandits": sum(city.bandits), "ships": sum(city.ships), "cathedrals": cathedral_bonus(city)}
    if state.options.get("modules"):
        for hooks in game.in_play(state.options):
            if hooks.score is not None:
                line.update(hooks.score(state, seat))
    line["total"] = sum(line.values())
    return line


def winners(state, lines: list[dict]) -> tuple[int, ...]:
    """Highest total; ties: most location cards, then most Bandit + Trade Ship VP, then the nearest the start
    player in turn order (spec §4, G10)."""
    if state.solo:
        return (0,) if lines[0]["total"] >= state.options["solo_target"] else ()
    order = [(state.start + k) % state.players for k in range(state.players)]

    def key(seat: int) -> tuple:
        city = state.cities[seat]
        return (lines[seat]["total"], len(city.cards()), lines[seat]["bandits"] + lines[seat]["ships"],
                -order.index(seat))

    return (max(range(state.players), key=key),)
