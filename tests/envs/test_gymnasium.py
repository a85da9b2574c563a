"""Gymnasium single-agent environments: Gymnasium's checker, registration, the seeding contract with `dicelands
simulate`, masks for sb3-contrib, bad input, and the vector environment."""
import pytest

pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

import numpy as np
from gymnasium.error import ResetNeeded
from gymnasium.utils.env_checker import check_env

import gymnasium
from dicelands.bots import RandomAgent
from dicelands.engine import get_game, registry
from dicelands.envs import DicelandsEnv, make_vector, register_envs
from dicelands.envs.table import EnvError
from dicelands.sim.runner import agent_seed, play_game


def test_gymnasium_check_env_passes(case):
    game, options, opponents = case
    check_env(DicelandsEnv(game, opponents=opponents, illegal_action="lose", render_mode="ansi", **options),
              skip_render_check=False)


def test_every_registered_game_is_registered_with_gymnasium():
    ids = register_envs()
    assert "dicelands/DiceColony-v0" in ids and "dicelands/DiceSettlers-v0" in ids
    assert len(ids) == len(registry.GAMES)
    env = gymnasium.make("dicelands/DiceColony-v0", opponents=["lu287"])
    assert env.unwrapped.table.options["solo"] is True and env.unwrapped.learner == 0


@pytest.mark.parametrize("env_id", register_envs())
def test_every_registered_id_works_with_no_arguments(env_id):
    """Catan seats 3..4: the default fills the game's default table (4) with random opponents, not 2 seats."""
    env = gymnasium.make(env_id)
    game = env.unwrapped.table.game
    assert len(env.unwrapped.opponent_specs) + 1 == game.num_seats(env.unwrapped.table.options)
    _, info = env.reset(seed=0)
    assert info["action_mask"].any()
    env.step(int(np.flatnonzero(info["action_mask"])[0]))


def test_no_opponents_given_fills_the_seats_the_options_ask_for():
    env = DicelandsEnv("catan", players=3)
    assert env.opponent_specs == {1: "random", 2: "random"}


@pytest.mark.parametrize("seed", [0, 7])
def test_reset_seed_plays_the_game_dicelands_simulate_plays_with_that_seed(case, seed):
    """The learner picks as simulate's agent in its seat would (a random agent seeded for that seat): the game
    ends exactly as simulate's row for the same seed and players says."""
    game, options, opponents = case
    env = DicelandsEnv(game, opponents=opponents, **options)
    _, info = env.reset(seed=seed)
    mine = RandomAgent(agent_seed(seed, env.learner))
    engine = env.table.game
    over = False
    while not over:
        legal = engine.legal_actions(env.state, env.learner)
        action = legal[0] if len(legal) == 1 else mine.act(engine, engine.view(env.state, env.learner),
                                                           env.learner, legal)
        _, reward, over, _, info = env.step(env.table.space.index(env.state, env.learner, action))
    row = play_game(get_game(game), tuple(["random", *opponents]), seed, options)
    scores = info["result"]["scores"]
    assert {f"s{seat}_{k}": v for seat, line in enumerate(scores) for k, v in line.items()} == \
        {k: v for k, v in row.items() if k[0] == "s" and k[1].isdigit()}
    assert "+".join(map(str, info["result"]["winners"])) == row["winners"]


def test_masks_for_sb3_contrib_and_in_info(case):
    game, options, opponents = case
    env = DicelandsEnv(game, opponents=opponents, **options)
    _, info = env.reset(seed=3)
    masks = env.action_masks()
    assert masks.dtype == bool and masks.shape == (env.action_space.n,) and masks.any()
    assert (info["action_mask"] == masks).all()
    legal = env.table.game.legal_actions(env.state, env.learner)
    assert set(np.flatnonzero(masks)) == {env.table.space.index(env.state, env.learner, a) for a in legal}
    assert masks[env.action_space.sample()]  # sampling without a mask draws a legal action


def test_bad_input_is_refused_and_the_environment_stays_usable():
    env = DicelandsEnv("toy", opponents=["random"])
    env.reset(seed=1)
    before = env.table.game.to_position(env.state)
    for bad in (5, 99, -1, None):
        with pytest.raises(ValueError, match="not legal now|an action is an index"):
            env.step(bad)
    assert env.table.game.to_position(env.state) == before
    env.step(0)  # still usable
    with pytest.raises(EnvError, match="unknown game 'nope'"):
        DicelandsEnv("nope")
    with pytest.raises(EnvError, match="unknown bot 'nobody'"):
        DicelandsEnv("toy", opponents=["nobody"])
    with pytest.raises(EnvError, match="unknown option"):
        DicelandsEnv("toy", colour="red")
    with pytest.raises(EnvError, match="LU-287 plays only the solo game"):
        DicelandsEnv("dice-colony", opponents=["lu287", "random"])
    with pytest.raises(gymnasium.error.Error):
        gymnasium.make("dicelands/NoSuchGame-v0")
    with pytest.raises(ResetNeeded):
        DicelandsEnv("toy").step(0)


def test_a_step_after_the_end_asks_for_reset_and_illegal_lose_forfeits():
    env = DicelandsEnv("toy", opponents=["random"], illegal_action="lose")
    env.reset(seed=1)
    _, reward, terminated, _, info = env.step(7)
    assert (reward, terminated) == (-1.0, True) and "not legal now" in info["illegal_action"]
    with pytest.raises(ResetNeeded, match="call reset"):
        env.step(0)
    env.reset(seed=1)
    env.step(0)


def test_the_vector_environment_runs_copies_in_worker_processes():
    envs = make_vector("toy", num_envs=2, opponents=["random"], skip_forced=True)
    try:
        obs, info = envs.reset(seed=[1, 2])
        assert obs.shape == (2, envs.single_observation_space.shape[0])
        for _ in range(30):
            masks = np.stack(envs.call("action_masks"))
            assert (masks == info["action_mask"]).all()
            actions = [int(np.flatnonzero(m)[0]) if m.any() else 0 for m in masks]
            obs, rewards, terminated, truncated, info = envs.step(actions)
    finally:
        envs.close()
