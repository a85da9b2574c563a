"""Learning environments for every dicelands game (the optional extra: `pip install 'dicelands[rl]'`; docs/rl.md).

- `dicelands.envs.gymnasium`: single-agent Gymnasium environments, registered on import as `dicelands/<Game>-v0`;
- `dicelands.envs.pettingzoo`: the PettingZoo AEC environment, every seat a learner;
- `dicelands.envs.openspiel`: the games as OpenSpiel Python games;
- `dicelands.envs.encode`: the observation layout (a seat's view as a fixed-shape vector);
- `dicelands.envs.policy`: a trained MaskablePPO policy as a dicelands agent (`policy:path.zip`).
"""
try:
    from .gymnasium import DicelandsEnv, make_vector, register_envs
except ImportError as exc:  # the core install has no learning libraries
    raise ImportError(f"dicelands.envs needs the rl extra: pip install 'dicelands[rl]' ({exc})") from exc

__all__ = ["DicelandsEnv", "make_vector", "register_envs"]
