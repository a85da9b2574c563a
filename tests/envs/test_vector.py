"""The batched vector environment (envs/vector.py) plays exactly what Gymnasium's SyncVectorEnv plays."""
import pytest

pytest.importorskip("gymnasium")

import numpy as np

from dicelands.envs import make_vector


@pytest.mark.parametrize("game_id, opponents", [("toy", ["random"]), ("dice-colony", ["random"])])
def test_the_batched_vector_environment_steps_as_the_sync_one_through_autoresets(game_id, opponents):
    """5 copies over 2 worker processes (uneven slices), seeded alike, the same actions: every step's observations,
    rewards, ends, masks and end-of-game results are the sync environment's, across episode ends (next-step
    autoreset)."""
    kwargs = {"opponents": opponents, "skip_forced": True}
    batched = make_vector(game_id, num_envs=5, workers=2, **kwargs)
    sync = make_vector(game_id, num_envs=5, asynchronous=False, **kwargs)
    try:
        (obs, info), (obs_s, info_s) = batched.reset(seed=3), sync.reset(seed=3)
        assert np.array_equal(obs, obs_s) and np.array_equal(info["action_mask"], info_s["action_mask"])
        ended = 0
        for step in range(120 if game_id == "toy" else 40):
            masks = info["action_mask"]
            actions = [int(np.flatnonzero(m)[step % max(1, m.sum())]) if m.any() else 0 for m in masks]
            obs, rewards, terminated, truncated, info = batched.step(actions)
            obs_s, rewards_s, terminated_s, truncated_s, info_s = sync.step(actions)
            assert np.array_equal(obs, obs_s) and np.array_equal(rewards, rewards_s)
            assert np.array_equal(terminated, terminated_s) and np.array_equal(truncated, truncated_s)
            assert np.array_equal(info["action_mask"], info_s["action_mask"])
            assert ("result" in info) == ("result" in info_s)
            if "result" in info:
                assert list(info["_result"]) == list(info_s["_result"])
            ended += int(terminated.sum())
        assert ended or game_id != "toy"
        assert (np.stack(batched.call("action_masks")) == info["action_mask"]).all()
    finally:
        batched.close()
        sync.close()


def test_a_worker_error_is_raised_in_the_main_process():
    envs = make_vector("toy", num_envs=2, workers=2, opponents=["random"])
    try:
        envs.reset(seed=1)
        with pytest.raises(RuntimeError, match="not legal now"):
            envs.step([10**6, 10**6])
    finally:
        envs.close()
