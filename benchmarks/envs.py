"""Environment throughput against the bare engine: what observations and masks cost.

    python benchmarks/envs.py dice-colony --decisions 5000 --workers 2

Three figures for the same game and options, random legal play throughout:
- engine: decisions/s of `legal_actions` + `apply(check=False)` (what benchmarks/engine.py measures);
- env: decisions/s of the PettingZoo AEC environment in one process (every decision: the mover's observation,
  encoded from its view, its action mask, the step), and the cost over the engine, in percent; the same without
  observations (one constant vector), which is what masks and the AEC bookkeeping cost alone;
- vector: steps/s of `make_vector` (Gymnasium's AsyncVectorEnv, one worker process per environment) against the
  random agent, in all and per worker (a step there is the learner's decision and the opponents' that follow);
- the cost of each part per decision in microseconds: the engine's legal_actions and apply; the observation's view,
  its encoding; the mask (legal_actions included).

The engine and env rates are per core: CPU time of this process (`time.process_time`), so that other work on a
shared machine slows neither side; the vector rate is wall-clock time over all workers (`--workers 0` skips it).
"""
from __future__ import annotations

import argparse
import json
import random
import time

import numpy as np

from dicelands.cli.options import parse_options
from dicelands.engine import get_game
from dicelands.envs import make_vector
from dicelands.envs.pettingzoo import raw_env


def engine_rate(game, options: dict, decisions: int) -> float:
    chooser, done, seed = random.Random(0), 0, 0
    start = time.process_time()
    while done < decisions:
        state = game.new_state(options, seed)
        seed += 1
        while done < decisions and game.to_move(state):
            seat = game.to_move(state)[0]
            legal = game.legal_actions(state, seat)
            state = game.apply(state, seat, legal[chooser.randrange(len(legal))], check=False)
            done += 1
    return decisions / (time.process_time() - start)


def env_rate(game_id: str, options: dict, decisions: int, observe: bool = True) -> float:
    """`observe=False`: every observation is one constant vector, so what is left is the masks, the environment's
    bookkeeping and the random pick from the mask."""
    env = raw_env(game_id, **options)
    if not observe:
        constant = np.zeros(env.table.layout.size, dtype=np.float32)
        env.table.observation = lambda state, seat: constant
    chooser, done, seed = random.Random(0), 0, 0
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
            env.step(chooser.choice(np.flatnonzero(mask).tolist()))
            done += 1
    return decisions / (time.process_time() - start)


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
    views = [game.observation_view(s, seat) for s, seat in states]

    def timed(work) -> float:
        start = time.process_time()
        for item in work:
            item()
        return round((time.process_time() - start) / len(states) * 1e6, 1)
    return {"legal_actions_us": timed(lambda s=s, seat=seat: game.legal_actions(s, seat) for s, seat in states),
            "apply_us": timed(lambda s=s, seat=seat, a=a: game.apply(s, seat, a, check=False)
                              for (s, seat), a in zip(states, picks)),
            "view_us": timed(lambda s=s, seat=seat: game.observation_view(s, seat) for s, seat in states),
            "encode_us": timed(lambda v=v, seat=seat: table.encoder.encode(v, seat)
                               for v, (_, seat) in zip(views, states)),
            "mask_us": timed(lambda s=s, seat=seat: table.mask(table.space.legal_indexes(s, seat))
                             for s, seat in states)}


def vector_rate(game_id: str, options: dict, steps: int, workers: int) -> float:
    game = get_game(game_id)
    resolved = game.resolve_options(options)
    automata = game.automaton_seats(resolved)
    opponents = ["random"] * (game.num_seats(resolved) - len(automata) - 1) + [next(iter(game.automata))] * len(automata)
    envs = make_vector(game_id, num_envs=workers, opponents=opponents, **options)
    try:
        chooser = random.Random(0)
        _, info = envs.reset(seed=list(range(workers)))
        start = time.perf_counter()
        for _ in range(steps // workers):
            masks = info["action_mask"]
            actions = [chooser.choice(np.flatnonzero(m).tolist()) if m.any() else 0 for m in masks]
            _, _, _, _, info = envs.step(actions)
        return (steps // workers) * workers / (time.perf_counter() - start)
    finally:
        envs.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--decisions", type=int, default=5000)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    game = get_game(args.game)
    options = parse_options(args.option)
    raw_env(args.game, **options)  # derive the observation layout before timing
    engine = engine_rate(game, game.resolve_options(options), args.decisions)
    env = env_rate(args.game, options, args.decisions)
    bare = env_rate(args.game, options, args.decisions, observe=False)
    figures = {"game": game.id, "options": options, "engine_decisions_per_s": round(engine),
               "env_decisions_per_s": round(env), "env_cost_percent": round(100 * (engine / env - 1)),
               "env_without_observations_decisions_per_s": round(bare),
               "env_without_observations_cost_percent": round(100 * (engine / bare - 1))}
    if args.workers:
        vector = vector_rate(args.game, options, args.decisions, args.workers)
        figures.update({"vector_steps_per_s": round(vector), "vector_workers": args.workers,
                        "vector_steps_per_s_per_worker": round(vector / args.workers)})
    print(json.dumps({**figures, **breakdown(args.game, options)}))


if __name__ == "__main__":
    main()
