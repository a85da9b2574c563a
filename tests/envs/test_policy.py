"""A trained policy is an agent like any other: `policy:model.zip` in simulate (needs sb3-contrib and torch, which
CI does not install; the training example is run by hand)."""
import pytest

pytest.importorskip("gymnasium")
pytest.importorskip("sb3_contrib")

from sb3_contrib import MaskablePPO  # noqa: E402

from dicelands.bots import make_agent  # noqa: E402
from dicelands.engine import OptionError, get_game  # noqa: E402
from dicelands.envs import DicelandsEnv  # noqa: E402
from dicelands.envs.policy import save_policy  # noqa: E402
from dicelands.sim.runner import play_game  # noqa: E402


def test_a_saved_policy_plays_in_simulate_as_an_agent(tmp_path):
    env = DicelandsEnv("toy", opponents=["random"], modules="cards")
    model = MaskablePPO("MlpPolicy", env, n_steps=64, batch_size=32, n_epochs=1, seed=0, device="cpu")
    model.learn(128)
    path = tmp_path / "policy.zip"
    save_policy(model, path, env.table)
    rows = [play_game(get_game("toy"), (f"policy:{path}", "random"), seed, {"modules": "cards"}) for seed in range(3)]
    assert all(row["winners"] for row in rows)
    with pytest.raises(OptionError, match="no such model file"):
        make_agent(f"policy:{tmp_path / 'missing.zip'}")
    with pytest.raises(OptionError, match="trained on toy"):
        play_game(get_game("toy"), (f"policy:{path}", "random"), 0, {})  # another layout: without the module
