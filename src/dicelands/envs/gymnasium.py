"""Gymnasium single-agent environments: one learning seat, the other seats played by dicelands agents or the game.

    import gymnasium, dicelands.envs
    env = gymnasium.make("dicelands/DiceColony-v0", opponents=["lu287"])   # solo against LU-287
    env = gymnasium.make("dicelands/DiceColony-v0", opponents=["random"])  # 2 players against the random agent

`opponents` is a `--players` list without the learner (bot names as `dicelands simulate` takes them, a rulebook
opponent such as lu287, or Agent objects); the learner sits at `seat` (default 0) of that list. Observations are
the learner's view encoded (encode.py); `action_masks()` (what sb3-contrib's MaskablePPO calls) and
`info["action_mask"]` give the legal indexes of the fixed action space. Rewards come at the end (table.py).

Seeding contract: `reset(seed=s)` deals the game `dicelands simulate --seed s` plays first, with every opponent
seeded as simulate seeds that seat, and its opponents pick exactly as simulate's loop does (a single legal option is
taken without asking, a simultaneous step is picked from one position and applied in seat order). So a learner that
picks as the agent simulate puts in its seat plays simulate's game move for move (tests/envs/test_gymnasium.py).
"""
from __future__ import annotations

import functools
import os
import re
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from gymnasium.error import ResetNeeded

from ..bots import Agent, make_agent
from ..engine import registry
from ..engine.errors import DicelandsError
from ..sim.runner import agent_seed, planned_options
from .encode import CLIP
from .table import EnvError, Table, resolve_game

LEARNER = "learner"


class LegalDiscrete(spaces.Discrete):
    """The fixed action space whose `sample()` without a mask draws a legal action of the environment now (so
    Gymnasium's checker and random baselines step legally; an explicit mask is used as given)."""

    def __init__(self, n: int, legal_mask=None, seed=None):
        super().__init__(n, seed=seed)
        self.legal_mask = legal_mask

    def sample(self, mask=None, probability=None):
        if mask is None and probability is None and self.legal_mask is not None:
            legal = self.legal_mask()
            if legal.any():
                mask = legal.astype(np.int8)
        return super().sample(mask=mask, probability=probability)

    def __getstate__(self):
        return {**self.__dict__, "legal_mask": None}  # a copy in another process has no environment behind it


class DicelandsEnv(gymnasium.Env):
    metadata = {"render_modes": ["ansi"]}

    def __init__(self, game="dice-colony", opponents=None, seat: int = 0, score_weight: float = 0.0,
                 skip_forced: bool = False, illegal_action: str = "raise", render_mode: str | None = None,
                 layout=None, **options):
        game = resolve_game(game)
        if illegal_action not in ("raise", "lose"):
            raise EnvError(f"illegal_action must be 'raise' or 'lose', got {illegal_action!r}")
        self.illegal_action = illegal_action
        opponents = default_opponents(game, options) if opponents is None else list(opponents)
        if not 0 <= seat <= len(opponents):
            raise EnvError(f"seat {seat} is outside a table of {len(opponents) + 1}")
        names = [o if isinstance(o, str) else getattr(o, "name", "agent") for o in opponents]
        names.insert(seat, LEARNER)
        try:
            plan = game.seat_plan(names)
            merged = planned_options(game, plan.options, options, flag="opponents")
            for name in names:
                if name != LEARNER and name not in game.automata:
                    make_agent(name, 0)
        except DicelandsError as exc:
            raise EnvError(str(exc)) from None
        self.table = Table(game, merged, layout)
        if len(plan.agents) != game.num_seats(self.table.options):
            raise EnvError(f"{len(names)} seats given; {game.id} seats {game.num_seats(self.table.options)} "
                           "with these options")
        self.learner = plan.agents.index(LEARNER)
        given = iter([o for o in opponents if not (isinstance(o, str) and o in game.automata)])
        self.opponent_specs = {s: next(given) for s, name in enumerate(plan.agents) if name not in (None, LEARNER)}
        self.render_mode, self.score_weight, self.skip_forced = render_mode, score_weight, skip_forced
        self.observation_space = spaces.Box(-CLIP, CLIP, (self.table.layout.size,), np.float32)
        self.action_space = LegalDiscrete(self.table.actions, self.action_masks)
        self.state: Any = None  # the game's state
        self._over = True
        self._legal: dict = {}
        self.seed_used: int | None = None
        self._forfeited: str | None = None

    # ---- play ----------------------------------------------------------------------------------------------------
    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        self.seed_used = int(seed) if seed is not None else int(self.np_random.integers(2**31))
        self.agents = {s: spec if isinstance(spec, Agent) else make_agent(spec, agent_seed(self.seed_used, s))
                       for s, spec in self.opponent_specs.items()}
        self.state = self.table.new_state(self.seed_used)
        self._forfeited = None
        self._play_until_learner(())
        return self._observation(), self._info()

    def _play_until_learner(self, learner_pick) -> None:
        """Apply the learner's pick (with the other movers' picks from the same position), then play the other
        seats until the learner has a real decision or the game is over."""
        self.state, self._legal, self._over = self.table.play_until(self.state, self.learner, learner_pick,
                                                                    self.agents, self.skip_forced)

    def step(self, action):
        if self.state is None or self._over or self._forfeited:
            raise ResetNeeded("the game is over (or not started): call reset()")
        try:
            chosen = self.table.pick(self._legal, action, self.learner)  # EnvError (a ValueError); nothing changes
        except EnvError as exc:
            if self.illegal_action == "raise":
                raise
            return self._forfeit(str(exc))
        self._play_until_learner(((self.learner, chosen),))
        over = self._over
        reward = self.table.outcome(self.state, self.learner, self.score_weight) if over else 0.0
        return self._observation(), reward, over, False, self._info()

    def _forfeit(self, why: str):
        """illegal_action="lose": the learner loses the game at once (reward -1); the position is kept as it was."""
        self._legal = {}
        self._forfeited = why
        info = {"action_mask": self.action_masks(), "seed": self.seed_used, "illegal_action": why}
        return self._observation(), -1.0, True, False, info

    def _observation(self) -> np.ndarray:
        return self.table.observation(self.state, self.learner)

    def _info(self) -> dict:
        info = {"action_mask": self.action_masks(), "seed": self.seed_used}
        if self._over:
            info["result"] = self.table.game.result(self.state).to_json()
        return info

    def action_masks(self) -> np.ndarray:
        """The legal indexes now, as sb3-contrib's MaskablePPO asks for them (bool vector)."""
        return self.table.mask(self._legal if self.state is not None else {}, bool)

    def render(self):
        if self.state is None:
            return "the game has not started: call reset()"
        return self.table.render(self.state, self.learner)


def default_opponents(game, options: dict) -> list[str]:
    """Without `opponents`: the random agent in every other seat the game has under these options (its default
    player count when `players` is not given), so every registered id works with no arguments."""
    try:
        resolved = game.resolve_options(options)
    except DicelandsError as exc:
        raise EnvError(str(exc)) from None
    deciding = game.num_seats(resolved) - len(game.automaton_seats(resolved))
    return ["random"] * max(deciding - 1, 0)


# ---- registration --------------------------------------------------------------------------------------------
def env_name(game_id: str) -> str:
    """dice-colony -> DiceColony (the id `dicelands/DiceColony-v0`)."""
    return "".join(part.capitalize() for part in re.split(r"[-_\s]+", game_id) if part)


def register_envs() -> list[str]:
    """Register `dicelands/<Game>-v0` for every registered game (idempotent); the ids."""
    ids = []
    for game_id in registry.GAMES:
        env_id = f"dicelands/{env_name(game_id)}-v0"
        if env_id not in gymnasium.registry:
            gymnasium.register(env_id, entry_point=DicelandsEnv, kwargs={"game": game_id}, disable_env_checker=False)
        ids.append(env_id)
    return ids


def make_vector(game="dice-colony", num_envs: int = 2, asynchronous: bool = True, workers: int | None = None,
                batched: bool = True, **kwargs):
    """A batched environment of `num_envs` copies: by default spread over `workers` worker processes (default: one
    per core, at most one per copy), each stepping its copies through shared memory (vector.py); `batched=False`:
    Gymnasium's AsyncVectorEnv (one process per copy); `asynchronous=False`: all in this process (SyncVectorEnv).
    Each step returns `info["action_mask"]` stacked; `envs.call("action_masks")` gives them too."""
    from gymnasium.vector import AsyncVectorEnv, SyncVectorEnv
    if kwargs.get("layout") is None:  # derive the observation layout once, not in every worker
        kwargs["layout"] = DicelandsEnv(game, **kwargs).table.layout
    make_env = functools.partial(DicelandsEnv, game, **kwargs)
    if not asynchronous:
        return SyncVectorEnv([make_env] * num_envs)
    if not batched:
        return AsyncVectorEnv([make_env] * num_envs)
    from .vector import BatchedVectorEnv
    return BatchedVectorEnv(make_env, num_envs, workers or min(num_envs, os.cpu_count() or 1))


register_envs()
