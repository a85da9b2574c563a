"""The Dice Colony heuristic: points plus a potential that fades to nothing by the end of the game."""
import pytest

from dicelands.engine import get_game
from dicelands.sim.runner import agent_seed
from dicelands.bots import make_agent

from dicelands.games.dice_colony.heuristic import heuristic


def play(players, seed, stop=None):
    game = get_game("dice-colony")
    plan = game.seat_plan(players)
    state = game.new_state(plan.options, seed)
    agents = [make_agent(n, agent_seed(seed, s)) if n else None for s, n in enumerate(plan.agents)]
    decisions = 0
    while game.to_move(state) and decisions != stop:
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        state = game.apply(state, seat, agents[seat].act(game, game.view(state, seat), seat, legal), check=False)
        decisions += 1
    return game, state


def test_midgame_value_is_points_plus_a_positive_potential():
    game, state = play(["random", "random"], 3, stop=60)
    for seat in (0, 1):
        total = game.result(state).scores[seat]["total"]
        assert heuristic(state, seat) >= total
    assert any(heuristic(state, seat) > game.result(state).scores[seat]["total"] for seat in (0, 1))


def test_at_the_end_the_value_is_the_final_score():
    game, state = play(["random", "random", "random"], 4)
    assert game.is_over(state)
    for seat in range(3):
        assert heuristic(state, seat) == pytest.approx(game.result(state).scores[seat]["total"])


def test_solo_value_is_the_lead_over_lu287():
    game, state = play(["random", "lu287"], 5)
    human, lu = (line["total"] for line in game.result(state).scores)
    assert heuristic(state, 0) == pytest.approx(human - lu)
    assert heuristic(state, 1) == pytest.approx(lu - human)


def test_the_game_uses_it_for_its_bots():
    game, state = play(["random", "random"], 5, stop=40)
    assert game.hints.heuristic(state, 0) == heuristic(state, 0)


def _close_everything(sheet):
    """The sheet as if the human had closed a group of every (type, size): LU-287 scores no group points."""
    from dicelands.games.dice_colony.components import GROUP_POINTS, GROUP_TYPES
    sheet = sheet.copy()
    sheet.groups = sheet.groups + [(icon, tuple(range(size)), ()) for icon in GROUP_TYPES for size in GROUP_POINTS]
    return sheet


def test_solo_potential_counts_the_lu287_points_a_group_to_come_takes_away():
    from dicelands.games.dice_colony.heuristic import Weights, potential
    game, state = play(["random", "lu287"], 7, stop=40)
    plain, denying = Weights(denial=0.0, colony=0.0), Weights(denial=1.0, colony=0.0)
    assert potential(state, 0, denying) > potential(state, 0, plain)
    state.sheets[0] = _close_everything(state.sheets[0])  # nothing left to deny: the same value
    assert potential(state, 0, denying) == pytest.approx(potential(state, 0, plain))


def test_denial_means_nothing_with_other_players():
    from dicelands.games.dice_colony.heuristic import Weights, potential
    game, state = play(["random", "random"], 7, stop=60)
    for seat in (0, 1):
        assert potential(state, seat, Weights(denial=2.0)) == pytest.approx(potential(state, seat, Weights(denial=0.0)))
