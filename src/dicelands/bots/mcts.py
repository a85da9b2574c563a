"""Information-set Monte Carlo tree search (single observer), for any game through the engine interface.

Each iteration deals a fresh full state from the acting seat's view (`game.sample_state`: hidden parts *and*
future chance anew), so the search never peeks and chance inside `apply` is sampled as it would fall. The tree is
keyed by the (seat, notation) edges the observer's side of the table takes; chance outcomes and hidden cards are
not nodes, so all determinizations share one tree (that is the "information set" part). Options that exist only
in some determinizations are handled with availability counts in UCB.

Decisions in the tree: the observer's own (maximising its reward) and single-seat decisions of other seats
(maximising theirs). In a simultaneous step the observer's option comes from the tree and the other seats act
by the rollout policy (uniform random), since the observer cannot see what they chose. Rollouts are uniform
random to the end, or to `depth` further decisions and then scored with `game.heuristic`.

Budget: `iterations` per decision, or `seconds` per decision (wall clock; not reproducible across machines).
"""
from __future__ import annotations

import math
import re
import time

from ..engine.errors import OptionError
from .base import Agent

DEFAULT_ITERATIONS = 400


def parse_budget(arg: str | None) -> dict:
    """'500' -> 500 iterations; '1s', '0.5s', '250ms' -> time per decision; None -> the default iterations."""
    if arg is None:
        return {"iterations": DEFAULT_ITERATIONS}
    text = arg.strip().lower()
    match = re.fullmatch(r"(\d+(?:\.\d+)?)(ms|s)", text)
    if match:
        seconds = float(match.group(1)) / (1000 if match.group(2) == "ms" else 1)
        if seconds > 0:
            return {"seconds": seconds}
    elif text.isdigit() and int(text) > 0:
        return {"iterations": int(text)}
    raise OptionError(f"bot mcts:{arg}: budget must be iterations (mcts:500) or time per decision (mcts:1s, mcts:200ms)")


class Edge:
    __slots__ = ("visits", "total", "avail", "child")

    def __init__(self):
        self.visits, self.total, self.avail, self.child = 0, 0.0, 1, None


class Node:
    __slots__ = ("edges",)

    def __init__(self):
        self.edges: dict[tuple[int, str], Edge] = {}


def rewards_from(totals: list[float], winners) -> list[float]:
    """Per-seat reward in [0, 1]: mostly the share of the win, a little for the score (breaks ties in hopeless
    or certain positions, where win/loss alone gives no signal)."""
    best = max(max(totals), 1e-9)
    share = 1.0 / len(winners) if winners else 0.0
    return [0.9 * (share if s in winners else 0.0) + 0.1 * max(t, 0.0) / best for s, t in enumerate(totals)]


class MCTSAgent(Agent):
    name = "mcts"

    def __init__(self, seed: int = 0, iterations: int | None = None, seconds: float | None = None,
                 exploration: float = 0.7, depth: int | None = None):
        super().__init__(seed)
        self.iterations = iterations if iterations or seconds else DEFAULT_ITERATIONS
        self.seconds = seconds
        self.c = exploration
        self.depth = depth
        self.last_iterations = 0  # iterations done on the last decision (for benchmarks)

    # ---- the agent interface --------------------------------------------------------------------------------
    def act(self, game, view, seat, legal):
        if len(legal) == 1:
            return legal[0]
        return self.evaluate(game, view, seat, legal)[0][0]

    def evaluate(self, game, view, seat, legal):
        """Options with their mean reward (≈ chance to win), most visited first."""
        root = self.search(game, view, seat, legal)
        scored = []
        for index, action in enumerate(legal):
            edge = root.edges.get((seat, str(action)))
            visits, mean = (edge.visits, edge.total / edge.visits) if edge and edge.visits else (0, 0.0)
            scored.append((visits, mean, -index, action))
        scored.sort(key=lambda item: item[:3], reverse=True)
        return [(action, round(mean, 4)) for _, mean, _, action in scored]

    # ---- search ---------------------------------------------------------------------------------------------
    def search(self, game, view, seat, legal) -> Node:
        root = Node()
        allowed = {str(action) for action in legal}
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        done = 0
        while True:
            if deadline is None:
                if done >= self.iterations:
                    break
            elif done and time.perf_counter() >= deadline:
                break
            self._iterate(game, self.sample(game, view, seat), seat, root, allowed)
            done += 1
        self.last_iterations = done
        return root

    def _iterate(self, game, state, me: int, root: Node, allowed: set[str]) -> None:
        rng, node, path = self.rng, root, []
        while True:
            movers = game.to_move(state)
            if not movers:
                break
            chooser = me if me in movers else movers[0]
            options = game.legal_actions(state, chooser)
            keys = [(chooser, str(action)) for action in options]
            if node is root:
                pairs = [(a, k) for a, k in zip(options, keys) if k[1] in allowed] or list(zip(options, keys))
                options, keys = [a for a, _ in pairs], [k for _, k in pairs]
            untried = []
            for index, key in enumerate(keys):
                edge = node.edges.get(key)
                if edge is None:
                    untried.append(index)
                else:
                    edge.avail += 1
            expanded = bool(untried)
            if expanded:
                index = untried[rng.randrange(len(untried))]
                edge = node.edges[keys[index]] = Edge()
            else:
                index = self._ucb(node, keys)
                edge = node.edges[keys[index]]
            state = self._step(game, state, movers, chooser, options[index])
            path.append((edge, chooser))
            if expanded:
                break
            if edge.child is None:
                edge.child = Node()
            node = edge.child
        reward = self._rollout(game, state, me)
        for edge, chooser in path:
            edge.visits += 1
            edge.total += reward[chooser]

    def _ucb(self, node: Node, keys: list) -> int:
        best, best_value = 0, -math.inf
        for index, key in enumerate(keys):
            edge = node.edges[key]
            value = edge.total / edge.visits + self.c * math.sqrt(math.log(edge.avail) / edge.visits)
            if value > best_value:
                best, best_value = index, value
        return best

    def _step(self, game, state, movers, chooser: int, action):
        """`chooser` plays `action`; other seats of a simultaneous step pick at random; applied in seat order."""
        picks = {}
        for seat in movers:
            if seat == chooser:
                picks[seat] = action
            else:
                legal = game.legal_actions(state, seat)
                picks[seat] = legal[self.rng.randrange(len(legal))]
        for seat in sorted(picks):
            state = game.apply(state, seat, picks[seat], check=False)
        return state

    def _rollout(self, game, state, me: int) -> list[float]:
        rng, steps = self.rng, 0
        while True:
            movers = game.to_move(state)
            if not movers:
                result = game.result(state)
                return rewards_from([float(s["total"]) for s in result.scores], result.winners)
            if self.depth is not None and steps >= self.depth:
                values = [game.heuristic(state, seat) for seat in range(len(game.result(state).scores))]
                top = max(values)
                return rewards_from(values, tuple(s for s, v in enumerate(values) if v == top))
            legal = game.legal_actions(state, movers[0])
            state = game.apply(state, movers[0], legal[rng.randrange(len(legal))], check=False)
            steps += 1
