"""`mcts:N/max=λ`: UCB exploits λ times the best reward seen below an edge plus 1-λ times its mean (bots/mcts.py)."""
from __future__ import annotations

import pytest

from dicelands.bots import make_agent
from dicelands.bots.mcts import Edge, Node
from dicelands.engine import get_game
from dicelands.engine.errors import OptionError


def two_options(max_share: float) -> int:
    """A node with a trap and a sure thing: A once reached 1.0 but its other follow-ups were bad (mean 0.25); B gave
    0.6 every time. Which index UCB takes."""
    agent = make_agent(f"mcts:10/max={max_share}/normalize=0", 1)
    node, keys = Node(), [(0, "A"), (0, "B")]
    for key, rewards in zip(keys, ([1.0, 0.0, 0.0, 0.0], [0.6, 0.6, 0.6, 0.6])):
        edge = node.edges[key] = Edge()
        edge.avail, edge.visits, edge.total, edge.best = 4, 4, sum(rewards), max(rewards)
    node.visits = 8
    return agent._ucb(node, keys)


def test_the_mean_prefers_the_sure_option_and_the_max_the_best_continuation():
    assert two_options(0.0) == 1
    assert two_options(1.0) == 0
    assert two_options(0.5) == 0  # 0.625 against 0.6


def test_max_is_a_share_and_off_by_default():
    assert make_agent("mcts:30", 1).max == 0.0 and make_agent("mcts:30/max=0.7", 1).max == 0.7
    for bad in ("mcts:30/max=1.5", "mcts:30/max=-0.1", "mcts:30/max=all"):
        with pytest.raises(OptionError, match="max") as error:
            make_agent(bad)
        assert "\n" not in str(error.value)


def first_decision(game):
    state = game.new_state({"players": 2}, 4)
    while len(game.legal_actions(state, game.to_move(state)[0])) < 2:
        seat = game.to_move(state)[0]
        state = game.apply(state, seat, game.legal_actions(state, seat)[0])
    seat = game.to_move(state)[0]
    return game.view(state, seat), seat, game.legal_actions(state, seat)


def test_a_search_records_each_edges_best_reward_and_replays_for_a_seed():
    game = get_game("dice-colony")
    view, seat, legal = first_decision(game)
    agent = make_agent("mcts:60/max=1", 3)
    root = agent.search(game, view, seat, legal)
    visited = [edge for edge in root.edges.values() if edge.visits]
    assert len(visited) >= 2
    for edge in visited:
        assert edge.total / edge.visits <= edge.best + 1e-12 and 0.0 <= edge.best <= 1.0
    assert any(edge.best > edge.total / edge.visits + 1e-9 for edge in visited if edge.visits > 1)
    assert make_agent("mcts:60/max=1", 3).evaluate(game, view, seat, legal) == \
        make_agent("mcts:60/max=1", 3).evaluate(game, view, seat, legal)
