"""The PettingZoo AEC environment: PettingZoo's own API test, masks equal to the engine's legal actions at every
step, simultaneous steps played from one position, rewards at the end, bad input refused with nothing changed."""
import pytest

pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

import random

import numpy as np
from gymnasium.error import ResetNeeded
from pettingzoo.test import api_test

from dicelands.envs.pettingzoo import env, raw_env
from dicelands.envs.table import EnvError


def test_pettingzoo_api_test_passes(case):
    game, options, _ = case
    api_test(env(game, **options), num_cycles=300, verbose_progress=False)


def test_the_mask_is_the_engines_legal_actions_at_every_step_of_random_games(case):
    game, options, _ = case
    aec = raw_env(game, **options)
    space, engine = aec.table.space, aec.table.game
    chooser = random.Random(0)
    # a game whose random games run thousands of decisions (it says so to the conformance suite) plays 50 / N
    for seed in range(50 // engine.conformance.every):
        aec.reset(seed=seed)
        while aec.agents:
            agent = aec.agent_selection
            if aec.terminations[agent]:
                aec.step(None)
                continue
            seat = aec.seat_of[agent]
            mask = aec.observe(agent)["action_mask"]
            legal = engine.legal_actions(aec.state_, seat)
            indexes = [space.index(aec.state_, seat, action) for action in legal]
            assert len(set(indexes)) == len(legal), "two legal actions share a label"
            assert set(np.flatnonzero(mask)) == set(indexes)
            pick = chooser.choice(indexes)
            assert space.action(aec.state_, seat, pick) == legal[indexes.index(pick)]
            aec.step(pick)
        assert engine.is_over(aec.state_)


def test_rewards_come_at_the_end_and_follow_the_result(case):
    game, options, _ = case
    aec = raw_env(game, **options)
    aec.reset(seed=5)
    chooser = np.random.default_rng(5)  # seeded random play: always the first option can circle forever (Catan)
    rewards = {agent: 0.0 for agent in aec.possible_agents}
    while aec.agents:
        agent = aec.agent_selection
        _, reward, terminated, _, _ = aec.last()
        rewards[agent] += reward
        if terminated:
            aec.step(None)
            continue
        assert reward == 0.0
        aec.step(int(chooser.choice(np.flatnonzero(aec.observe(agent)["action_mask"]))))
    winners = aec.table.game.result(aec.state_).winners
    for agent, seat in aec.seat_of.items():
        assert rewards[agent] == (-1.0 if seat not in winners else 1.0 if len(winners) == 1 else 0.0)


def test_bad_input_is_refused_and_the_environment_stays_usable():
    aec = raw_env("toy")
    aec.reset(seed=1)
    before = aec.table.game.to_position(aec.state_)
    for bad in (7, -1, "x"):
        with pytest.raises(ValueError, match="not legal now|an action is an index"):
            aec.step(bad)
    assert aec.table.game.to_position(aec.state_) == before and aec.agent_selection == "player_0"
    aec.step(0)
    assert aec.agent_selection == "player_1"
    with pytest.raises(EnvError, match="unknown game 'nope'"):
        raw_env("nope")
    with pytest.raises(EnvError, match="target"):
        raw_env("toy", target=0)
    with pytest.raises(ResetNeeded):
        raw_env("toy").step(0)


def test_render_returns_the_public_board_as_text():
    aec = raw_env("toy", modules="cards", render_mode="ansi")
    aec.reset(seed=2)
    aec.step(2)  # draw a secret card
    text = aec.render()
    assert isinstance(text, str) and "counter" in text
    card = aec.state_.ext["cards"]["hands"][0][0]
    assert f"'{card}'" not in text.split("'unseen'")[0]  # the public board shows the hand as its size only
