"""What every environment shares: a game under fixed options, its seats, observations, masks and rewards.

Built only on the engine's public surface: `game.learning.action_space(options)` (the fixed action space and its masks),
`game.view(state, seat)` (what a seat may see; encode.py turns it into numbers), `game.to_move`, `game.apply` and
`game.result`. Automaton seats (a rulebook solo opponent) are played by the game itself, so the learning seats are
the others.
"""
from __future__ import annotations

import io
from typing import Any

import numpy as np

from ..engine import get_game
from ..engine.errors import DicelandsError
from .encode import Layout, derive_layout
from .features import make_encoder


def _seat_of_pick(pick: tuple) -> int:
    return pick[0]


class EnvError(DicelandsError, ValueError):
    """Bad input to an environment (unknown game or option, an illegal action index); nothing was changed."""


def resolve_game(game):
    try:
        return get_game(game) if isinstance(game, str) else game
    except DicelandsError as exc:
        raise EnvError(str(exc)) from None


class Table:
    def __init__(self, game, options: dict | None = None, layout: Layout | None = None, layout_games: int = 12):
        self.game = resolve_game(game)
        try:
            self.options = self.game.resolve_options(options or {})
            self.space = self.game.learning.action_space(self.options)
        except DicelandsError as exc:
            raise EnvError(str(exc)) from None
        self.size: int = self.space.size
        self.layout = layout or derive_layout(self.game, self.options, games=layout_games)
        self.encoder = make_encoder(self.game, self.options, self.layout)  # from the state where the game can
        self._labels_are_notation = self.game.learning.labels_are_notation
        automata = set(self.game.automaton_seats(self.options))
        self.seats = tuple(s for s in range(self.game.num_seats(self.options)) if s not in automata)

    @property
    def actions(self) -> int:
        return self.size

    def new_state(self, seed: int):
        return self.game.new_state(self.options, seed)

    def observation(self, state, seat: int | None) -> np.ndarray:  # None: a spectator
        return self.encoder.observe(state, seat)

    def legal(self, state, seat: int) -> dict:
        """index -> legal action, for a seat that must decide now ({} for any other)."""
        if seat not in self.game.to_move(state):
            return {}
        return self.legal_indexes(state, seat)

    def legal_indexes(self, state, seat: int) -> dict:
        """index -> legal action of a seat to move (the action space's `legal_indexes`, without a method call per
        action where the game labels an action by its notation, the default)."""
        if not self._labels_are_notation:
            return self.space.legal_indexes(state, seat)
        index_of = self.space.index_of
        try:
            return {index_of[str(action)]: action for action in self.game.legal_actions(state, seat)}
        except KeyError:  # a label outside the action space: the space's own error
            return self.space.legal_indexes(state, seat)

    def mask(self, legal: dict, dtype: type = np.int8) -> np.ndarray:
        """The legal indexes as a vector of 0 and 1 (`dtype`: int8, or bool for Gymnasium's masks): written byte by
        byte into a fresh buffer that numpy then reads without a copy (one numpy call, not a zeroed array and a fancy
        assignment from a list)."""
        flags = bytearray(self.size)
        for index in legal:
            flags[index] = 1
        return np.frombuffer(flags, dtype=dtype)

    def movers(self, state: Any, agent_of: dict, agents: list, no_actions: np.ndarray) -> tuple[list, dict, dict, dict]:
        """PettingZoo's AEC at a new position (pettingzoo.py `_begin_step`), compiled: the agents to move in seat
        order, each mover's legal indexes by seat, each mover's mask by agent, and every agent's info (its mask, or
        `no_actions` for an agent not to move)."""
        movers = self.game.to_move(state)
        queue = [agent_of[seat] for seat in movers]
        legal = {seat: self.legal_indexes(state, seat) for seat in movers}
        masks = {agent_of[seat]: self.mask(found) for seat, found in legal.items()}
        infos = {agent: {"action_mask": masks.get(agent, no_actions)} for agent in agents}
        return queue, legal, masks, infos

    def play_until(self, state: Any, learner: int, learner_pick: tuple, agents: dict,
                   skip_forced: bool) -> tuple[Any, dict, bool]:
        """Gymnasium's loop (gymnasium.py `_play_until_learner`), compiled: apply the learner's pick (with the other
        movers' picks from the same position), then play the other seats by `agents` until the learner has a real
        decision or the game is over. (the state reached, the learner's legal indexes there, whether it is over)"""
        game = self.game
        legal: dict = {}
        while True:
            movers = game.to_move(state)
            if not movers:
                return state, {}, True
            picks = list(learner_pick)
            if learner in movers and not learner_pick:
                legal = self.legal_indexes(state, learner)
                if not (skip_forced and len(legal) == 1):
                    return state, legal, False
                picks.append((learner, next(iter(legal.values()))))
            for seat in movers:
                if seat == learner:
                    continue
                options = game.legal_actions(state, seat)
                if len(options) == 1:
                    picks.append((seat, options[0]))
                    continue
                agent = agents[seat]
                view = game.view(state, seat) if getattr(agent, "reads_view", True) else None
                picks.append((seat, agent.act(game, view, seat, options)))
            if len(picks) > 1:
                picks.sort(key=_seat_of_pick)
            for seat, action in picks:
                state = game.apply(state, seat, action, check=False)
            learner_pick = ()

    def pick(self, legal: dict, index: Any, seat: int) -> Any:
        """The legal action at `index`; EnvError naming the label and the legal ones otherwise (nothing changes)."""
        try:
            index = int(index)
        except (TypeError, ValueError):
            raise EnvError(f"seat {seat}: an action is an index in [0, {self.space.size}), got {index!r}") from None
        if index in legal:
            return legal[index]
        label = self.space.labels[index] if 0 <= index < self.space.size else "outside the action space"
        shown = ", ".join(f"{i} ({self.space.labels[i]})" for i in sorted(legal)[:6])
        raise EnvError(f"seat {seat}: action {index} ({label}) is not legal now; legal: {shown}"
                       + (", ..." if len(legal) > 6 else ""))

    def outcome(self, state, seat: int, score_weight: float = 0.0) -> float:
        """At the end: +1 a sole win, 0 a shared win (a draw), -1 a loss; plus `score_weight` x (own total - the
        best other seat's total, automata included)."""
        result = self.game.result(state)
        winners = result.winners
        reward = (1.0 if winners == (seat,) else 0.0) if seat in winners else -1.0
        if score_weight:
            totals = [line["total"] for line in result.scores]
            others = [t for s, t in enumerate(totals) if s != seat]
            reward += score_weight * (totals[seat] - (max(others) if others else 0))
        return reward

    def render(self, state, seat: int | None = None) -> str:
        """The terminal board as text, as `seat` sees it (None: the public view)."""
        from rich.console import Console
        console = Console(file=io.StringIO(), width=120, color_system=None, record=True)
        console.print(self.game.show.render(state, seat))
        return console.export_text()
