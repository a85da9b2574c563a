"""Every dicelands game as an OpenSpiel Python game: `pyspiel.load_game("dicelands_dice_colony(players=3)")`.

`register_games()` (run on import) registers `dicelands_<game id>` for every registered game; its parameters are
the game's options (types and defaults from the option specs) plus `seed`. What is declared, and why:

- dynamics SEQUENTIAL: a simultaneous step (several seats to move) is played one mover after another, each mover
  observing the same position; the picks are applied together, in seat order, after the last one (as PettingZoo
  does). So a mover does not see the picks made before its own in that step;
- chance SAMPLED_STOCHASTIC: dice and shuffles are drawn inside the engine's transitions from the state's own
  seeded generator (there are no explicit chance nodes). Game i made by `new_initial_state` uses seed `seed + i`
  (`seed=-1`: a fresh random seed each game);
- information IMPERFECT: whether or not a game has hidden zones, a mover of a simultaneous step does not see the
  others' picks; observations are the seat's view (`game.view`), which hides other seats' hidden zones;
- utility GENERAL_SUM in [-1, 1]: +1 a sole win, 0 a shared win, -1 a loss (with 2 players it sums to 0);
- players: the seats that decide; a rulebook automaton seat (LU-287, the Diceoneer) is part of the game.
- information state string (perfect recall): the player's own log from the start (what `game.show.describe` and
  `game.show.events` tell that seat, its own picks included) and its current view, as JSON; there is no information
  state tensor, because a history has no fixed size (the observation tensor is the encoded view).
A clone keeps the state's generator (the real future dice); `resample_from_infostate` deals the hidden parts and
the future anew from the player's view, for OpenSpiel's IS-MCTS.
"""
from __future__ import annotations

import itertools
import json
import random

import numpy as np
import pyspiel

from ..engine import registry
from .encode import Encoder
from .table import Table

PREFIX = "dicelands_"
_TABLES: dict[str, Table] = {}  # (kept out of states: OpenSpiel clones a state by deep-copying its attributes)


def _table(key: str) -> Table:
    return _TABLES[key]


def game_type(game) -> pyspiel.GameType:
    defaults = {spec.name: spec.default for spec in game.all_option_specs()}
    params = {name: value for name, value in defaults.items() if isinstance(value, (bool, int, float, str))}
    params["seed"] = 0
    players = next((spec for spec in game.option_specs if spec.name == "players"), None)
    low = players.minimum if players is not None and players.minimum is not None else 1
    high = players.maximum if players is not None and players.maximum is not None else low
    return pyspiel.GameType(
        short_name=PREFIX + game.id.replace("-", "_"), long_name=f"dicelands {game.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=high, min_num_players=low,
        provides_information_state_string=True, provides_information_state_tensor=False,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification=params)


def game_class(game_id: str):
    class DicelandsGame(pyspiel.Game):
        def __init__(self, params=None):
            game = registry.get_game(game_id)
            params = dict(params or {})
            seed = int(params.pop("seed", 0))
            table = Table(game, params)
            self.key = json.dumps([game.id, table.options], sort_keys=True, default=str)
            _TABLES.setdefault(self.key, table)
            longest = table.layout.meta["longest_game"]
            super().__init__(game_type(game), pyspiel.GameInfo(
                num_distinct_actions=table.actions, max_chance_outcomes=0, num_players=len(table.seats),
                min_utility=-1.0, max_utility=1.0, utility_sum=None, max_game_length=10 * longest + 100),
                {**table.options, "seed": seed})
            self._seeds = itertools.count(seed) if seed >= 0 else None

        def new_initial_state(self):
            seed = next(self._seeds) if self._seeds is not None else random.getrandbits(31)
            return DicelandsState(self, self.key, seed)

        def make_py_observer(self, iig_obs_type=None, params=None):
            return DicelandsObserver(self.key, perfect_recall=bool(iig_obs_type and iig_obs_type.perfect_recall))

    DicelandsGame.__name__ = f"DicelandsGame_{game_id.replace('-', '_')}"
    return DicelandsGame


class _Shared(tuple):
    """A per-player log: immutable, so a clone shares it (deep-copying grows with the game and ruled the run time)."""

    def __deepcopy__(self, memo):
        return self


class _Copied:
    """The engine state, cloned with the game's own cheap `copy()` rather than a generic deep copy."""

    def __init__(self, value):
        self.value = value

    def __deepcopy__(self, memo):
        return _Copied(self.value.copy())


class DicelandsState(pyspiel.State):
    def __init__(self, game, key: str, seed: int):
        super().__init__(game)
        self.key, self.seed = key, seed
        table = _table(key)
        self.player_of = {seat: i for i, seat in enumerate(table.seats)}
        self.engine_state = table.new_state(seed)
        self.picks: list = []  # (seat, action) of a simultaneous step, applied after its last mover
        self._queue = list(table.game.to_move(self.engine_state))
        self.logs: tuple[_Shared, ...] = tuple(_Shared() for _ in table.seats)

    @property
    def engine_state(self):
        return self._engine.value

    @engine_state.setter
    def engine_state(self, value):
        self._engine = _Copied(value)

    def current_player(self):
        if not self._queue:
            return pyspiel.PlayerId.TERMINAL
        return self.player_of[self._queue[0]]

    def _seat(self, player: int) -> int:
        return _table(self.key).seats[player]

    def _legal_actions(self, player):
        seat = self._seat(player)
        if not self._queue or self._queue[0] != seat:
            return []
        return sorted(_table(self.key).legal(self.engine_state, seat))

    def _apply_action(self, action):
        table = _table(self.key)
        seat = self._queue.pop(0)
        self.picks.append((seat, table.pick(table.legal(self.engine_state, seat), action, seat)))
        if self._queue:
            return
        game = table.game
        lines: list[list[str]] = [[] for _ in table.seats]
        for picked_seat, picked in sorted(self.picks, key=lambda pick: pick[0]):
            after = game.apply(self.engine_state, picked_seat, picked, check=False)
            for player, reader in enumerate(table.seats):
                lines[player].append(game.show.describe(self.engine_state, picked_seat, picked, reader))
                lines[player] += game.show.events(self.engine_state, after, reader)
            self.engine_state = after
        self.logs = tuple(_Shared(log + tuple(new)) for log, new in zip(self.logs, lines))
        self.picks = []
        self._queue = list(table.game.to_move(self.engine_state))

    def _action_to_string(self, player, action):
        return _table(self.key).space.labels[action]

    def is_terminal(self):
        return not self._queue

    def returns(self):
        table = _table(self.key)
        if self._queue:
            return [0.0] * len(table.seats)
        return [table.outcome(self.engine_state, seat) for seat in table.seats]

    def __str__(self):
        return json.dumps(_table(self.key).game.view(self.engine_state, None), sort_keys=True)

    def resample_from_infostate(self, player_id, probability_sampler):
        """A state `player_id` cannot tell from this one: the hidden parts and the future chance dealt anew from its
        view (`game.sample_state`), and the picks other movers already made in this simultaneous step drawn anew
        at random (it has not seen them). What OpenSpiel's IS-MCTS calls; a plain clone keeps the real future."""
        table = _table(self.key)
        seat = table.seats[player_id]
        chooser = random.Random(int(probability_sampler() * 2**31))
        sample = self.clone()
        sample.engine_state = table.game.sample_state(table.game.view(self.engine_state, seat), seat,
                                                      chooser.getrandbits(63))
        sample.picks = [(s, a) if s == seat else (s, chooser.choice(table.game.legal_actions(sample.engine_state, s)))
                        for s, a in self.picks]
        return sample


class DicelandsObserver:
    """The seat's view: `tensor` is the encoded view (encode.py), `string_from` the view as JSON; with perfect
    recall (the information state) the string also holds the seat's log from the start."""

    def __init__(self, key: str, perfect_recall: bool = False):
        self.key, self.perfect_recall = key, perfect_recall
        layout = _table(key).layout
        self.encoder = Encoder(layout)
        self.tensor = np.zeros(layout.size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state, player):
        table, seat = _table(self.key), _table(self.key).seats[player]
        self.encoder.encode(table.game.learning.observation_view(state.engine_state, seat), seat, out=self.tensor)

    def string_from(self, state, player):
        table = _table(self.key)
        view = table.game.view(state.engine_state, table.seats[player])
        if self.perfect_recall:
            return json.dumps({"log": state.logs[player], "view": view}, sort_keys=True)
        return json.dumps(view, sort_keys=True)


def register_games() -> list[str]:
    """Register every registered game with OpenSpiel (once per name); the short names."""
    names = []
    registered = set(pyspiel.registered_names())
    for game_id in registry.GAMES:
        name = PREFIX + game_id.replace("-", "_")
        if name not in registered:
            pyspiel.register_game(game_type(registry.get_game(game_id)), game_class(game_id))
        names.append(name)
    return names


register_games()
