"""The Dice Settlers heuristic: against the Diceoneer the player's standing is its margin; with other players a
share of the best other score is taken off (the weights in games/dice_settlers/hints.py)."""
import dataclasses

import pytest

from dicelands.bots import make_agent
from dicelands.engine import get_game
from dicelands.games.dice_settlers import hints as settlers_heuristic
from dicelands.sim.runner import agent_seed


def play(players, seed, stop):
    game = get_game("dice-settlers")
    plan = game.seat_plan(players)
    state = game.new_state(plan.options, seed)
    agents = [make_agent(n, agent_seed(seed, s)) if n else None for s, n in enumerate(plan.agents)]
    for _ in range(stop):
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        state = game.apply(state, seat, agents[seat].act(game, game.view(state, seat), seat, legal), check=False)
    return game, state


def value_with(monkeypatch, game, state, seat, **weights):
    monkeypatch.setattr(settlers_heuristic, "WEIGHTS", dataclasses.replace(settlers_heuristic.Weights(), **weights))
    return game.hints.heuristic(state, seat)


@pytest.mark.parametrize("players, share", [(["greedy", "diceoneer"], "diceoneer"), (["greedy", "random"], "others")])
def test_the_best_other_score_is_taken_off_by_its_weight(monkeypatch, players, share):
    game, state = play(players, 11, stop=100)
    best_other = game.result(state).scores[1]["total"]
    assert best_other > 0
    none, full = (value_with(monkeypatch, game, state, 0, **{share: value}) for value in (0.0, 1.0))
    assert none - full == pytest.approx(best_other)



def test_dice_in_hand_count_by_their_faces_while_their_action_is_open():
    from dicelands.games.dice_settlers.state import Player
    weights = settlers_heuristic.Weights(face=0.3, trade_face=1.5)
    hand = settlers_heuristic.hand_value
    explore = Player(active={"w1": "explore"})
    assert hand(explore, weights) == pytest.approx(0.3)
    assert hand(Player(active={"w1": "explore"}, taken=("explore",)), weights) == 0  # the action is taken this round
    assert hand(Player(active={"w1": "pioneer"}), weights) == pytest.approx(0.15)  # two Pioneers make one icon
    assert hand(Player(active={"o1": "food"}), weights) == pytest.approx(0.3)  # Harvest still open
    # a Trade face is worth its 2 VP to come only with a token to trade
    assert hand(Player(active={"o1": "trade"}, res={"food": 0}), weights) == pytest.approx(0.3)
    assert hand(Player(active={"o1": "trade", "o2": "trade"}, res={"food": 1}), weights) == pytest.approx(2.1)


@pytest.mark.parametrize("players, counted", [(["greedy", "diceoneer"], True), (["greedy", "random"], False)])
def test_tiles_left_in_the_map_stack_count_against_the_player_only_solo(monkeypatch, players, counted):
    game, state = play(players, 11, stop=40)
    assert state.stack
    none, full = (value_with(monkeypatch, game, state, 0, stack=value) for value in (0.0, 1.0))
    assert none - full == pytest.approx(len(state.stack) if counted else 0)
