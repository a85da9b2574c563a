"""A quick estimate for greedy bots and search cut-offs: the running score plus what the turn is worth so far
(resources and strength not yet turned into VP, dice still to spend)."""
from __future__ import annotations


def heuristic(game, state, seat: int) -> float:
    city = state.cities[seat]
    score = game.result(state).scores[seat]["total"]
    return (score + 0.4 * sum(city.stock) + 0.3 * (city.strength + city.bandit_strength)
            + 0.3 * city.dice_on_board() + 0.2 * city.hourglass + 0.5 * len(city.cards())
            - 0.6 * sum(city.off))
