"""Environment throughput against the bare engine: what observations, masks and the vector plumbing cost.

    nice -n 10 python benchmarks/envs.py dice-colony --decisions 3000 --workers 2 --envs-per-worker 8

For the same game and options, random legal play throughout (the learner's opponents: the random agent, or the
game's automaton in an automaton seat), each as a cost over the engine (1.0 = the engine alone; the issue's target
is at most 1.3):
- engine: decisions per CPU second of `legal_actions` + `apply(check=False)` (what benchmarks/engine.py measures),
  over whole games;
- aec: the PettingZoo AEC environment in one process (every decision a step: the mover's observation, its mask);
  and the same with one constant observation (masks and the AEC bookkeeping alone);
- gym: one Gymnasium environment in one process, steps per CPU second, and the engine decisions a step holds (the
  learner's and the opponents' that follow: counted on an untimed replay of the same steps, so that the timed run
  calls the game untouched, compiled or pure); and the same with one constant observation;
- vector: `make_vector` (the batched vector environment, `--workers` processes of `--envs-per-worker` copies),
  steps per second of wall clock and per CPU second of all its processes (the main one and every worker, read
  from /proc): steps/s per core; its cost is the engine's time for the decisions those steps hold over that;
- the cost of each part per decision in microseconds: the engine's legal_actions and apply; the view and its
  encoding; the observation the environments make (from the state where the game has features.py); the mask.

All rates are CPU time (`time.process_time`, /proc for the workers), so that other work on a shared machine weighs
less; `--workers 0` skips the vector figure. The learner's random pick from its mask (`random_pick`) is timed
apart (the same picks replayed after the run, `picking_time`: not a clock read around each) and left out of the
environments' time: it is the policy's cost, not the environment's (with a 10 591-action
space, Dice Settlers', a numpy draw over the whole mask cost more than the step; until 2026-12-02 it was counted).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time

import numpy as np

from dicelands.cli.options import parse_options
from dicelands.engine import get_game
from dicelands.envs import make_vector
from dicelands.envs.features import ViewEncoder
from dicelands.envs.pettingzoo import raw_env


class Constant:
    """An encoder whose every observation is one constant vector (what is left is the masks and the bookkeeping);
    set as the table's encoder, since a compiled Table takes no new attributes."""

    def __init__(self, size: int):
        self.constant = np.zeros(size, dtype=np.float32)

    def observe(self, state, seat) -> np.ndarray:
        return self.constant


def engine_rate(game, options: dict, decisions: int) -> float:
    """Decisions per CPU second of random legal play over whole games (at least `decisions`): a game's late
    decisions cost more than its first ones in some games, and the environments play whole games too."""
    chooser, done, seed = random.Random(0), 0, 0
    start = time.process_time()
    while done < decisions:
        state = game.new_state(options, seed)
        seed += 1
        while game.to_move(state):
            seat = game.to_move(state)[0]
            legal = game.legal_actions(state, seat)
            state = game.apply(state, seat, legal[chooser.randrange(len(legal))], check=False)
            done += 1
    return done / (time.process_time() - start)


def random_pick(chooser: random.Random, mask: np.ndarray) -> int:
    """A uniformly random legal index of one mask: the cheapest policy there is (numpy finds the legal indexes)."""
    legal = np.flatnonzero(mask)
    return int(legal[chooser.randrange(len(legal))])


def env_rate(game_id: str, options: dict, decisions: int, observe: bool = True) -> float:
    """`observe=False`: every observation is one constant vector, so what is left is the masks and the
    environment's bookkeeping. The random pick from the mask is timed apart and left out (it is the learner's)."""
    env = raw_env(game_id, **options)
    if not observe:
        env.table.encoder = Constant(env.table.layout.size)
    chooser, done, seed, masks = random.Random(0), 0, 0, []
    start = time.process_time()
    while done < decisions:
        env.reset(seed=seed)
        seed += 1
        while done < decisions and env.agents:
            agent = env.agent_selection
            if env.terminations[agent]:
                env.step(None)
                continue
            mask = env.observe(agent)["action_mask"]
            masks.append(mask)
            env.step(random_pick(chooser, mask))
            done += 1
    return decisions / (time.process_time() - start - picking_time(masks))


def picking_time(masks: list) -> float:
    """CPU seconds the learner's random picks from `masks` took (the same picks again, from the same seed): left out
    of an environment's time. Timed on their own afterwards, not pick by pick inside the run: a CPU clock read costs
    about 1 µs, two a step were a fifth of a compiled engine decision added to the environment's cost."""
    chooser = random.Random(0)
    start = time.process_time()
    for mask in masks:
        random_pick(chooser, mask)
    return time.process_time() - start


def breakdown(game_id: str, options: dict, samples: int = 300) -> dict:
    """Microseconds per decision of each part, on states of a random game: the observation's view, its encoding
    (the environment's remembering Encoder, on the views in order), the mask; and, to compare, the engine's own
    legal_actions + apply and an environment step without an observation (masks and bookkeeping only)."""
    env = raw_env(game_id, **options)
    game, table, chooser = env.table.game, env.table, random.Random(1)
    states, picks, state = [], [], game.new_state(table.options, 1)
    while game.to_move(state) and len(states) < samples:
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        states.append((state, seat))
        picks.append(legal[chooser.randrange(len(legal))])
        state = game.apply(state, seat, picks[-1], check=False)
    views = [game.learning.observation_view(s, seat) for s, seat in states]
    view_encoder = ViewEncoder(game, table.layout)

    def timed(work) -> float:
        start = time.process_time()
        for item in work:
            item()
        return round((time.process_time() - start) / len(states) * 1e6, 1)
    return {"legal_actions_us": timed(lambda s=s, seat=seat: game.legal_actions(s, seat) for s, seat in states),
            "apply_us": timed(lambda s=s, seat=seat, a=a: game.apply(s, seat, a, check=False)
                              for (s, seat), a in zip(states, picks)),
            "view_us": timed(lambda s=s, seat=seat: game.learning.observation_view(s, seat) for s, seat in states),
            "encode_view_us": timed(lambda v=v, seat=seat: view_encoder.encode(v, seat)
                                    for v, (_, seat) in zip(views, states)),
            "observation_us": timed(lambda s=s, seat=seat: table.observation(s, seat) for s, seat in states),
            "observation_from": type(table.encoder).__name__,
            "mask_us": timed(lambda s=s, seat=seat: table.mask(table.space.legal_indexes(s, seat))
                             for s, seat in states)}


def opponents_for(game, options: dict) -> list[str]:
    """The random agent in every seat but the learner's, the game's automaton in an automaton seat (solo)."""
    resolved = game.resolve_options(options)
    automata = game.automaton_seats(resolved)
    return (["random"] * (game.num_seats(resolved) - len(automata) - 1)
            + [next(iter(game.automata), "")] * len(automata))


def random_actions(chooser: random.Random, masks: np.ndarray) -> np.ndarray:
    """A uniformly random legal index per row of `masks` (0 for a row without one)."""
    return np.array([random_pick(chooser, row) if row.any() else 0 for row in masks])


class CountingGame:
    """The game with its `apply` calls counted (every other attribute the game's own): set as the table's game for
    an untimed replay of a timed run, so that the timed run itself calls the game untouched (a compiled caller does
    not see a patched method, and a wrapper would add its own time to the environment's)."""

    def __init__(self, game):
        self.game, self.applied = game, 0

    def apply(self, *args, **kwargs):
        self.applied += 1
        return self.game.apply(*args, **kwargs)

    def __getattr__(self, name):
        return getattr(self.game, name)


def gym_play(env, steps: int) -> float:
    """`steps` steps of random legal play from seed 0 on (a new seed per game): the CPU seconds they took, the
    learner's random pick left out. The same steps every time it is called on a like environment."""
    chooser, seed, masks = random.Random(0), 0, []
    _, info = env.reset(seed=seed)
    start = time.process_time()
    for _ in range(steps):
        masks.append(info["action_mask"])
        _, _, over, _, info = env.step(random_pick(chooser, masks[-1]))
        if over:
            seed += 1
            _, info = env.reset(seed=seed)
    return time.process_time() - start - picking_time(masks)


def gym_rate(game_id: str, options: dict, steps: int, observe: bool = True) -> tuple[float, float]:
    """Steps per CPU second of one Gymnasium environment in this process against `opponents_for`, and the engine
    decisions (every seat's) per step, counted on an untimed replay of the same steps. `observe=False`: one constant
    observation (what is left is the masks and the environment's own loop)."""
    from dicelands.envs.gymnasium import DicelandsEnv

    def make() -> DicelandsEnv:
        env = DicelandsEnv(game_id, opponents=opponents_for(get_game(game_id), options), **options)
        if not observe:
            env.table.encoder = Constant(env.table.layout.size)
        return env
    cpu = gym_play(make(), steps)
    replay = make()
    counting = replay.table.game = CountingGame(replay.table.game)
    gym_play(replay, steps)
    return steps / cpu, counting.applied / steps


def process_cpu(pid: int) -> float:
    """CPU seconds (user + system) a process has used so far (Linux /proc)."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def vector_rate(game_id: str, options: dict, steps: int, workers: int, envs_per_worker: int) -> dict:
    """`make_vector` (the batched vector environment: `workers` processes, `envs_per_worker` environments each)
    against `opponents_for`, random legal actions chosen from the stacked masks: steps per second of wall clock,
    and per CPU second of all its processes (this one's and every worker's: steps/s per core)."""
    num_envs = workers * envs_per_worker
    envs = make_vector(game_id, num_envs=num_envs, workers=workers,
                       opponents=opponents_for(get_game(game_id), options), **options)
    try:
        chooser, picking = random.Random(0), 0.0
        _, info = envs.reset(seed=0)
        pids = [process.pid for process in envs.processes]
        cpu_start = time.process_time() + sum(map(process_cpu, pids))
        start = time.perf_counter()
        rounds = max(1, steps // num_envs)
        for _ in range(rounds):
            before = time.process_time()
            picks = random_actions(chooser, info["action_mask"])
            picking += time.process_time() - before
            _, _, _, _, info = envs.step(picks)
        wall = time.perf_counter() - start
        cpu = time.process_time() + sum(map(process_cpu, pids)) - cpu_start - picking
        return {"vector_steps_per_s": round(rounds * num_envs / wall),
                "vector_steps_per_cpu_s": round(rounds * num_envs / cpu),
                "vector_workers": workers, "vector_envs": num_envs}
    finally:
        envs.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--decisions", type=int, default=5000, help="per measurement (engine, env, vector steps)")
    parser.add_argument("--workers", type=int, default=2, help="vector worker processes (0: no vector figure)")
    parser.add_argument("--envs-per-worker", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=1,
                        help="measure engine, aec and gym this many times in turn; costs are each round's ratios, "
                             "their median printed (and their range): on a shared machine the load moves between "
                             "one measurement and the next")
    args = parser.parse_args()
    game = get_game(args.game)
    options = parse_options(args.option)
    raw_env(args.game, **options)  # derive the observation layout before timing
    rates: dict[str, list[float]] = {"engine": [], "aec": [], "aec_bare": [], "gym": [], "gym_bare": []}
    costs: dict[str, list[float]] = {name: [] for name in rates if name != "engine"}
    for _ in range(args.rounds):  # each round measures all five one after the other: a ratio within one round
        engine = engine_rate(game, game.resolve_options(options), args.decisions)
        env = env_rate(args.game, options, args.decisions)
        bare = env_rate(args.game, options, args.decisions, observe=False)
        gym, per_step = gym_rate(args.game, options, args.decisions)
        gym_bare, _ = gym_rate(args.game, options, args.decisions, observe=False)
        for name, rate in (("engine", engine), ("aec", env), ("aec_bare", bare), ("gym", gym * per_step),
                           ("gym_bare", gym_bare * per_step)):
            rates[name].append(rate)
            if name != "engine":
                costs[name].append(engine / rate)
    engine = statistics.median(rates["engine"])
    figures = {"game": game.id, "options": options, "rounds": args.rounds, "engine_decisions_per_s": round(engine),
               "aec_decisions_per_s": round(statistics.median(rates["aec"])),
               "aec_cost_x": round(statistics.median(costs["aec"]), 2),
               "aec_without_observations_cost_x": round(statistics.median(costs["aec_bare"]), 2),
               "gym_steps_per_s": round(statistics.median(rates["gym"]) / per_step), "decisions_per_step": round(per_step, 2),
               "gym_cost_x": round(statistics.median(costs["gym"]), 2),
               "gym_without_observations_cost_x": round(statistics.median(costs["gym_bare"]), 2)}
    if args.rounds > 1:
        figures["cost_x_ranges"] = {name: [round(min(found), 2), round(max(found), 2)] for name, found in costs.items()}
    if args.workers:
        vector = vector_rate(args.game, options, args.decisions, args.workers, args.envs_per_worker)
        figures.update({**vector, "vector_cost_x": round(engine / (vector["vector_steps_per_cpu_s"] * per_step), 2)})
    print(json.dumps({**figures, **breakdown(args.game, options)}))


if __name__ == "__main__":
    main()
