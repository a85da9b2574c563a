"""PettingZoo AEC environment for every dicelands game: `env(game="dice-colony", players=3)`.

Agents are `player_<seat>` for the seats that decide (a rulebook automaton seat is played by the game). An
observation is `{"observation": float32 vector (encode.py), "action_mask": int8 vector}` over the game's fixed
action space. A simultaneous step (several seats to move) is played the PettingZoo way, one agent after another:
each mover observes the same position and sees no other mover's pick; the picks are applied together, in seat
order, once the last mover has chosen. Rewards come at the end (table.py: win +1, shared win 0, loss -1, plus
`score_weight` x the score difference); `render()` returns the public board as text.
"""
from __future__ import annotations

from typing import Any, cast

import numpy as np
from gymnasium import spaces
from gymnasium.error import ResetNeeded
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from .encode import CLIP
from .table import Table


class DicelandsAEC(AECEnv):
    metadata = {"render_modes": ["ansi"], "name": "dicelands_v0", "is_parallelizable": False}

    def __init__(self, game="dice-colony", render_mode: str | None = None, score_weight: float = 0.0,
                 layout=None, **options):
        super().__init__()
        self.table = Table(game, options, layout)
        self.metadata = {**self.metadata, "name": f"dicelands_{self.table.game.id.replace('-', '_')}_v0"}
        self.render_mode, self.score_weight = render_mode, score_weight
        self.possible_agents = [f"player_{seat}" for seat in self.table.seats]
        self.seat_of = {agent: seat for agent, seat in zip(self.possible_agents, self.table.seats)}
        self.agent_of = {seat: agent for agent, seat in self.seat_of.items()}
        self._no_actions = np.zeros(self.table.actions, dtype=np.int8)  # the mask of a seat not to move
        self._no_actions.flags.writeable = False
        size = self.table.layout.size
        space = spaces.Dict({"observation": spaces.Box(-CLIP, CLIP, (size,), np.float32),
                             "action_mask": spaces.Box(0, 1, (self.table.actions,), np.int8)})
        self.observation_spaces = {agent: space for agent in self.possible_agents}
        self.action_spaces = {agent: spaces.Discrete(self.table.actions) for agent in self.possible_agents}
        self.state_: Any = None  # the game's state
        self.seed_: int | None = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    # ---- play ----------------------------------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict | None = None):
        # a SeedSequence made without entropy draws an int
        self.seed_ = int(seed) if seed is not None else cast(int, np.random.SeedSequence().entropy) % 2**31
        self.state_ = self.table.new_state(self.seed_)
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos: dict[str, dict] = {agent: {} for agent in self.agents}
        self._begin_step()

    def _begin_step(self) -> None:
        """Who must pick now: the seats to move in this position; picks wait in `_picks` until all have chosen."""
        self._queue, self._legal, masks, infos = self.table.movers(self.state_, self.agent_of, self.agents,
                                                                   self._no_actions)
        self._picks: list = []
        if self._queue:
            self.agent_selection = self._queue[0]
            self._masks, self.infos = masks, infos
        else:
            self._finish()

    def _mask(self, agent) -> np.ndarray:
        return self._masks.get(agent, self._no_actions).copy()

    def observe(self, agent):
        return {"observation": self.table.observation(self.state_, self.seat_of[agent]),
                "action_mask": self._mask(agent)}

    def step(self, action):
        if self.state_ is None or not self.agents:
            raise ResetNeeded("the game is over (or not started): call reset()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self.seat_of[agent]
        chosen = self.table.pick(self._legal[seat], action, seat)  # EnvError (a ValueError) and nothing changes
        self._cumulative_rewards[agent] = 0.0
        self._picks.append((seat, chosen))
        self._queue.pop(0)
        self._clear_rewards()
        if self._queue:
            self.agent_selection = self._queue[0]
            return
        if len(self._picks) > 1:
            self._picks.sort(key=lambda pick: pick[0])
        for picked_seat, picked in self._picks:
            self.state_ = self.table.game.apply(self.state_, picked_seat, picked, check=False)
        self._begin_step()

    def _finish(self) -> None:
        self._masks = {}
        for agent in self.agents:
            self.rewards[agent] = self.table.outcome(self.state_, self.seat_of[agent], self.score_weight)
            self.terminations[agent] = True
            self.infos[agent] = {"action_mask": self._mask(agent),
                                 "result": self.table.game.result(self.state_).to_json()}
        self._accumulate_rewards()
        self.agent_selection = self.agents[0]

    def render(self):
        if self.state_ is None:
            return "the game has not started: call reset()"
        return self.table.render(self.state_)

    def close(self):
        pass


def raw_env(game="dice-colony", **kwargs) -> DicelandsAEC:
    return DicelandsAEC(game, **kwargs)


def env(game="dice-colony", **kwargs):
    """The AEC environment behind PettingZoo's usual wrappers (order enforcing, bounds checks on actions)."""
    return wrappers.OrderEnforcingWrapper(raw_env(game, **kwargs))
