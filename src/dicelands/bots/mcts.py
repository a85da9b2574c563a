"""Information-set Monte Carlo tree search (single observer), for any game through the engine interface.

Each iteration deals a fresh full state from the acting seat's view (`game.sample_state`: hidden parts *and*
future chance anew), so the search never peeks and chance inside `apply` is sampled as it would fall. The tree is
keyed by (seat, notation) edges; chance outcomes and hidden cards are not nodes, so all determinizations share
one tree (the "information set" part), and options that exist only in some determinizations are handled with
availability counts in UCB.

Tree decisions are the observer's own (maximising its reward) and single-seat decisions of other seats
(maximising theirs). In a simultaneous step the observer's option comes from the tree and the other seats act
by the rollout policy from the same position: the observer cannot see what they chose.

`game.hints.heuristic` guides the search three ways, which is what makes it strong at small budgets in games whose
turns are long chains of small decisions (take a die, place it, add cells to a group, close it):
- priors: a node's options are tried best-first by the chooser's heuristic one step ahead (`prior=step`), or by
  what `greedy` values them at, the chooser's own following decisions completed greedily (`prior=chain`
  everywhere, `prior=root` at the root only, where it costs least), and a progressive
  bias (bias * prior / (visits + 1)) is added to UCB; progressive widening keeps about widen * sqrt(visits)
  options in play, so a node's value is that of its best options rather than the mean of all of them;
- rollouts: "greedy" (each decision the best one step ahead) or "random";
- cut-off: a rollout stops after `horizon` further chance events (0 = at the next roll or draw) or `depth`
  decisions and is scored by the heuristic; a finished game is scored by its result.
Rewards are a logistic of how much a seat's lead grew since the root (`scale` points ~ one unit), half of it
the share of the win at the end of a game; `others` weighs the other seats' standing in a cut-off (0 = only
the seat's own heuristic, which removes the noise of the others' simulated moves).
`cutoff=value` scores the cut-offs by `game.hints.value` instead, a value a game fits to played games (Dice Colony's:
games/dice_colony/value.py); the priors and rollouts keep the heuristic.

`max=λ` (0 to 1; default 0) has UCB exploit λ times the best reward seen below an edge plus 1-λ times its mean.
Where the tree holds no chance (a Dice Colony turn is a chain of the seat's own decisions up to the next roll, and
the cut-off is there), an option is worth its best continuation, not the mean of all those tried; the mean drags a
good option down with the bad follow-ups that exploration tried after it.

`normalize=1` rescales the mean rewards in UCB to the range of rewards seen in this search (min-max, as in MuZero),
so that the exploration constant and the prior bias mean the same in a game whose heuristic moves by 0.1 per move
(Catan) as in one where it moves by 5 (Dice Colony): the `scale` then no longer needs tuning per game.

`reuse=1` keeps the subtree of the option chosen when the seat's next decision follows it directly (no chance, no
other seat's move: the seat's next view is the one the search expected), so a turn of several small decisions is
searched once and refined, not searched afresh at each; the budget counts new iterations only.

Budget: `iterations` per decision, or `seconds` per decision (wall clock; not reproducible across machines). A timed
search stops early once the most visited option leads the next by more than the rest of the second could give it at
the rate so far: that choice is settled, and the time goes to the decisions that are still open.
"""
from __future__ import annotations

import heapq
import math
import re
import time
from typing import Any, Callable

from ..engine.errors import OptionError
from ..engine.game import Game, GameState
from .base import Agent, greedy_value

DEFAULT_ITERATIONS = 200
# Search settings a bot name may carry after its budget, `mcts:200/scale=1/prior=chain`: name -> parser.
SETTINGS: dict[str, Callable[[str], Any] | tuple[str, ...]] = {
            "exploration": float, "bias": float, "scale": float, "widen": float, "others": float,
            "horizon": int, "depth": int, "rollout": ("greedy", "random"), "prior": ("step", "chain", "root"),
            "normalize": ("0", "1"), "reuse": ("0", "1"),
            "cutoff": ("heuristic", "value"), "max": float}


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


def parse_settings(texts: list[str]) -> dict:
    """['scale=1', 'prior=chain'] -> {'scale': 1.0, 'prior': 'chain'}; unknown names and bad values are errors."""
    settings: dict[str, Any] = {}
    for text in texts:
        name, _, value = text.partition("=")
        kind = SETTINGS.get(name.strip())
        try:
            if kind is None:
                raise ValueError
            if isinstance(kind, tuple):
                if value.strip() not in kind:
                    raise ValueError
                settings[name.strip()] = int(value) if name.strip() in ("normalize", "reuse") else value.strip()
            else:
                settings[name.strip()] = kind(value)
        except ValueError:
            raise OptionError(f"bot mcts setting {text!r}: expected NAME=VALUE with NAME one of "
                              f"{', '.join(SETTINGS)} (e.g. mcts:200/scale=1/prior=chain)") from None
    return settings


Key = tuple[int, str]  # an edge: (the seat choosing, the option's notation)


class Edge:
    __slots__ = ("visits", "total", "avail", "child", "prior", "best")

    def __init__(self, prior: float = 0.0) -> None:
        self.visits: int = 0
        self.total: float = 0.0
        self.avail: int = 1
        self.prior: float = prior
        self.child: Node | None = None
        self.best: float = -math.inf  # the chooser's best reward seen below this edge


class Node:
    __slots__ = ("edges", "priors", "visits")

    def __init__(self) -> None:
        self.visits: int = 0
        self.edges: dict[Key, Edge] = {}
        self.priors: dict[Key, float] = {}  # heuristic prior of options not expanded yet


def margins(values: list[float], others: float = 1.0) -> list[float]:
    """Each seat's value minus `others` times the best other seat's."""
    return [value - others * max((v for s, v in enumerate(values) if s != seat), default=0.0)
            for seat, value in enumerate(values)]


def rewards_from(values: list[float], winners: tuple[int, ...] | None = None, scale: float = 10.0,
                 base: list[float] | None = None, others: float = 1.0) -> list[float]:
    """Per-seat reward in [0, 1] from final totals (with the real winners) or heuristic values (cut-off):
    a logistic of how much the seat's margin over the best other seat grew since the root (`base`), so a bigger
    lead is better even when the win is already certain or out of reach. At the end of the game half of the
    reward is the share of the win."""
    rewards = []
    for seat, lead in enumerate(margins(values, others)):
        margin = max(-50.0, min(50.0, (lead - (base[seat] if base else 0.0)) / scale))
        reward = 1.0 / (1.0 + math.exp(-margin))
        if winners is not None:
            reward = 0.5 * reward + 0.5 * (1.0 / len(winners) if seat in winners else 0.0)
        rewards.append(reward)
    return rewards


class MCTSAgent(Agent):
    name = "mcts"
    value_meaning = "mean search reward from 0 to 1, roughly the chance to win"

    def __init__(self, seed: int = 0, iterations: int | None = None, seconds: float | None = None,
                 exploration: float = 0.3, depth: int | None = None, bias: float = 1.0, scale: float = 5.0,
                 widen: float = 1.0, others: float = 0.0, horizon: int | None = 0, rollout: str = "greedy",
                 prior: str = "root", normalize: int = 1, reuse: int = 0, cutoff: str = "heuristic",
                 max: float = 0.0):
        super().__init__(seed)
        self.iterations: int | None = iterations if iterations or seconds else DEFAULT_ITERATIONS
        self.seconds: float | None = seconds
        self.c: float = exploration
        self.bias: float = bias  # heuristic priors; 0 = plain UCB with random expansion
        self.widen: float = widen
        self.rollout: str = rollout  # "greedy" or "random"
        self.horizon: int | None = horizon  # cut-off after this many chance events (None: no limit)
        self.depth: int | None = depth  # ... or this many decisions of the rollout
        self.scale: float = scale
        self.others: float = others
        # "step": heuristic one step ahead; "chain": greedy's value (own decisions completed); "root": chain at the
        # root (the decision being made), step below it (cheaper where options are many)
        self.prior: str = prior
        self.normalize: int = normalize  # 1: mean rewards rescaled to the range seen in this search (min-max) in UCB
        self.low: float = 1.0
        self.high: float = 0.0
        self.base: list[float] = []  # the seats' margins at the root, what rewards measure the change from
        self.seats: int = 0  # the number of seats scored (of the game searched)
        self.last_iterations: int = 0  # iterations done on the last decision (for benchmarks)
        self.reuse: int = reuse
        self.cutoff: str = cutoff  # what scores a cut-off rollout: "heuristic" or the game's fitted "value"
        if not 0.0 <= max <= 1.0:
            raise OptionError(f"bot mcts setting max={max}: expected a share from 0 to 1")
        self.max: float = max  # the share of an edge's best reward seen (against its mean) that UCB exploits
        self.kept: tuple | None = None  # (the view expected at the seat's next decision, its subtree)

    # ---- the agent interface --------------------------------------------------------------------------------
    def act(self, game: Game, view: dict | None, seat: int, legal: list) -> Any:
        if len(legal) == 1:
            return legal[0]
        assert view is not None  # a search reads the view
        if not self.reuse:
            return self.evaluate(game, view, seat, legal)[0][0]
        root = self.search(game, view, seat, legal, self._kept_tree(view))
        choice = self._ranked(root, seat, legal)[0][0]
        self._keep(game, view, seat, root, choice)
        return choice

    def evaluate(self, game: Game, view: dict, seat: int, legal: list) -> list[tuple[object, float]]:
        """Options with their mean reward (≈ chance to win), most visited first."""
        return self._ranked(self.search(game, view, seat, legal), seat, legal)

    def _ranked(self, root: Node, seat: int, legal: list) -> list[tuple[object, float]]:
        scored = []
        for index, action in enumerate(legal):
            edge = root.edges.get((seat, str(action)))
            visits, mean = (edge.visits, edge.total / edge.visits) if edge and edge.visits else (0, 0.0)
            scored.append((visits, mean, -index, action))
        scored.sort(key=lambda item: item[:3], reverse=True)
        return [(action, round(mean, 4)) for _, mean, _, action in scored]

    # ---- tree reuse ---------------------------------------------------------------------------------------------
    def _kept_tree(self, view: dict) -> Node | None:
        kept, self.kept = self.kept, None
        return kept[1] if kept is not None and kept[0] == view else None

    def _keep(self, game: Game, view: dict, seat: int, root: Node, choice: Any) -> None:
        """Keep the chosen option's subtree if the seat decides again right after it with nothing new to see."""
        edge = root.edges.get((seat, str(choice)))
        if edge is None or edge.child is None:
            return
        state = self.sample(game, view, seat)
        after = game.apply(state, seat, choice, check=False)
        if after.rng.state == state.rng.state and game.to_move(after) == (seat,):
            self.kept = (game.view(after, seat), edge.child)

    # ---- search ---------------------------------------------------------------------------------------------
    def search(self, game: Game, view: dict, seat: int, legal: list, root: Node | None = None) -> Node:
        """Iterate from `root` (a kept subtree: its rewards, their reference point and range carry on) or a new one."""
        allowed = {str(action) for action in legal}
        sample = game.sampler(view, seat)  # the view parsed once where nothing but the future is hidden
        state = sample(self.rng.getrandbits(63))
        self.seats = len(game.result(state).scores)
        if root is None:
            root = Node()
            self.low, self.high = 1.0, 0.0
            self.base = margins([self._score(game, state, s) for s in range(self.seats)], self.others)
        start = time.perf_counter()
        seconds = self.seconds
        deadline = start + seconds if seconds else 0.0
        iterations = self.iterations or 0  # the budget without a deadline
        done = 0
        while True:
            if not seconds:
                if done >= iterations:
                    break
            elif done:
                now = time.perf_counter()
                if now >= deadline or done % 8 == 0 and self._settled(root, seat, (deadline - now) * done / (now - start)):
                    break
            self._iterate(game, sample(self.rng.getrandbits(63)), seat, root, allowed)
            done += 1
        self.last_iterations = done
        return root

    @staticmethod
    def _settled(root: Node, seat: int, remaining: float) -> bool:
        """True when the most visited option leads the next by more than the iterations left could give it (at the
        rate so far), so the rest of a timed budget cannot change the choice. Only timed searches stop on it: an
        iteration budget always runs whole, so a seed replays the same game as before."""
        first, second = 0, 0
        for (chooser, _), edge in root.edges.items():
            if chooser == seat:
                visits = edge.visits
                if visits > first:
                    first, second = visits, first
                elif visits > second:
                    second = visits
        return first - second > remaining

    def _iterate(self, game: Game, state: GameState, me: int, root: Node, allowed: set[str]) -> None:
        node = root
        path: list[tuple[Edge, int]] = []
        chances = 0
        seen: int = state.rng.state
        horizon = self.horizon
        while True:
            movers: tuple[int, ...] = game.to_move(state)
            if not movers:
                break
            chooser = me if me in movers else movers[0]
            options: list = game.legal_actions(state, chooser)
            keys: list[Key] = [(chooser, str(action)) for action in options]
            if node is root:
                pairs = [(a, k) for a, k in zip(options, keys) if k[1] in allowed] or list(zip(options, keys))
                options, keys = [a for a, _ in pairs], [k for _, k in pairs]
            untried: list[int] = []
            tried = 0
            edges = node.edges
            for index, key in enumerate(keys):
                found = edges.get(key)
                if found is None:
                    untried.append(index)
                else:
                    found.avail += 1
                    tried += 1
            # progressive widening: a node tries more of its options as it is visited more (best prior first)
            expanded = bool(untried) and (not tried or not self.bias or tried < self.widen * (node.visits + 1) ** 0.5)
            node.visits += 1
            if expanded:
                index = self._expansion(game, state, chooser, node, options, keys, untried, node is root)
                edge = edges[keys[index]] = Edge(node.priors.pop(keys[index], 0.0))
            else:
                index = self._ucb(node, keys)
                edge = edges[keys[index]]
            state = self._step(game, state, movers, chooser, options[index])
            path.append((edge, chooser))
            now: int = state.rng.state
            if now != seen:
                chances, seen = chances + 1, now
            if expanded or horizon is not None and chances > horizon:
                break
            child = edge.child
            if child is None:
                child = edge.child = Node()
            node = child
        reward = self._rollout(game, state, chances)
        if self.normalize:
            self.low, self.high = min(self.low, *reward), max(self.high, *reward)
        for edge, chooser in path:
            value = reward[chooser]
            edge.visits += 1
            edge.total += value
            if value > edge.best:
                edge.best = value

    def _expansion(self, game: Game, state: GameState, chooser: int, node: Node, options: list, keys: list[Key],
                   untried: list[int], at_root: bool) -> int:
        """The untried option to add: the best by the chooser's heuristic one step ahead (ties at random)."""
        if not self.bias:
            return untried[self.rng.randrange(len(untried))]
        priors = node.priors
        missing = [i for i in untried if keys[i] not in priors]
        if missing:
            values: dict[int, float] = {}
            if self.prior == "chain" or self.prior == "root" and at_root:
                for i in missing:
                    values[i] = greedy_value(game, state, chooser, options[i])
            else:
                heuristic = game.hints.heuristic
                for i in missing:
                    values[i] = heuristic(game.apply(state, chooser, options[i], check=False), chooser)
            top = max(values.values())
            for i, value in values.items():
                priors[keys[i]] = math.exp(max(-50.0, (value - top) / self.scale * 4))
        rng = self.rng
        best, best_prior, best_tie = -1, -math.inf, -math.inf
        for i in untried:  # the highest prior, ties broken by a draw for each option in turn
            prior, tie = priors[keys[i]], rng.random()
            if prior > best_prior or prior == best_prior and tie > best_tie:
                best, best_prior, best_tie = i, prior, tie
        return best

    def _worth(self, edge: Edge) -> float:
        """What UCB exploits: the mean reward, or with `max` a mix of it and the best reward seen below the edge."""
        mean = edge.total / edge.visits
        return mean + self.max * (edge.best - mean) if self.max else mean

    def _ucb(self, node: Node, keys: list[Key]) -> int:
        best, best_value = 0, -math.inf
        low, spread = (self.low, self.high - self.low) if self.normalize and self.high > self.low else (0.0, 1.0)
        c, bias, edges = self.c, self.bias, node.edges
        for index, key in enumerate(keys):
            edge = edges.get(key)
            if edge is None:
                continue
            value = ((self._worth(edge) - low) / spread + c * math.sqrt(math.log(edge.avail) / edge.visits)
                     + bias * edge.prior / (edge.visits + 1))
            if value > best_value:
                best, best_value = index, value
        return best

    def _step(self, game: Game, state: GameState, movers: tuple[int, ...], chooser: int, action: Any) -> GameState:
        """`chooser` plays `action`; other seats of a simultaneous step pick by the rollout policy, from the same
        position (they do not see `action`); all applied in seat order."""
        if len(movers) == 1:
            return game.apply(state, chooser, action, check=False)
        picks = {seat: action if seat == chooser else self._policy(game, state, seat) for seat in movers}
        for seat in sorted(picks):
            state = game.apply(state, seat, picks[seat], check=False)
        return state

    def _policy(self, game: Game, state: GameState, seat: int) -> Any:
        """The rollout policy: uniform random, or greedy (the best option one step ahead by the heuristic)."""
        legal = game.legal_actions(state, seat)
        if self.rollout == "greedy" and len(legal) > 1:
            heuristic = game.hints.heuristic
            best, best_value = legal[0], -math.inf
            for action in legal:  # the first of the best, as max() takes it
                value = heuristic(game.apply(state, seat, action, check=False), seat)
                if value > best_value:
                    best, best_value = action, value
            return best
        return legal[self.rng.randrange(len(legal))]

    def _score(self, game: Game, state: GameState, seat: int) -> float:
        """A cut-off's score of `seat`: the game's heuristic, or its fitted value with `cutoff=value`."""
        return game.hints.value(state, seat) if self.cutoff == "value" else game.hints.heuristic(state, seat)

    def _rollout(self, game: Game, state: GameState, chances: int) -> list[float]:
        """Play by the rollout policy to the end, or until `depth` decisions or more than `horizon` chance events
        (counting the ones in the tree), then score with the heuristic."""
        steps = 0
        seen: int = state.rng.state
        depth, horizon = self.depth, self.horizon
        while True:
            movers: tuple[int, ...] = game.to_move(state)
            if not movers:
                result = game.result(state)
                return rewards_from([float(s["total"]) for s in result.scores], result.winners, self.scale, self.base,
                                    self.others)
            if depth is not None and steps >= depth or horizon is not None and chances > horizon:
                values = [self._score(game, state, seat) for seat in range(self.seats)]
                return rewards_from(values, scale=self.scale, base=self.base, others=self.others)
            state = game.apply(state, movers[0], self._policy(game, state, movers[0]), check=False)
            steps += 1
            now: int = state.rng.state
            if now != seen:
                chances, seen = chances + 1, now
