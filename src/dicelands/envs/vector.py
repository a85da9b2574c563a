"""A batched vector environment: each worker process steps many environments, through shared memory.

Gymnasium's `AsyncVectorEnv` runs one environment per worker process and pickles every step's results through a
pipe; for a dicelands step (tens of microseconds of play) that traffic costs more than the play. Here `workers`
processes each hold a slice of the `num_envs` environments: a step sends each worker its slice of the actions (one
small message), the worker steps its environments one after another and writes observations, masks, rewards and
flags straight into arrays shared with the main process, and answers with the few infos that say more than the mask
(a result at the end of a game, the seed at a reset: `info["seed"]` is only given for the environments that reset). So a step costs one round trip per worker, whatever the number
of environments.

The Gymnasium vector API: `reset(seed=)` (an int s seeds environment i with s + i; a list seeds each), `step`, with
next-step autoreset as `AsyncVectorEnv` does (the step after an episode's end resets that environment and ignores its
action), `info["action_mask"]` (num_envs x actions, bool), `call(name)` and `close()`.
"""
from __future__ import annotations

import multiprocessing as mp
import traceback
from typing import Any
from multiprocessing.sharedctypes import RawArray

import numpy as np
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

QUIET_INFO = ("action_mask",)  # in shared memory already
STEADY_INFO = ("seed",)  # the same at every step of a game: sent with a reset only


def _arrays(buffers: dict, num_envs: int, size: int, actions: int) -> dict:
    return {"obs": np.frombuffer(buffers["obs"], np.float32).reshape(num_envs, size),
            "mask": np.frombuffer(buffers["mask"], np.bool_).reshape(num_envs, actions),
            "reward": np.frombuffer(buffers["reward"], np.float64),
            "terminated": np.frombuffer(buffers["terminated"], np.bool_),
            "truncated": np.frombuffer(buffers["truncated"], np.bool_)}


def _worker(pipe, make_env, indexes: list[int], buffers: dict, shape: tuple) -> None:
    envs = [make_env() for _ in indexes]
    shared = _arrays(buffers, *shape)
    ended = [False] * len(indexes)

    def record(k: int, obs, info: dict, reset: bool) -> dict | None:
        i = indexes[k]
        shared["obs"][i] = obs
        shared["mask"][i] = info["action_mask"]
        extra = {key: value for key, value in info.items() if key not in QUIET_INFO}
        if reset or any(key not in STEADY_INFO for key in extra):
            return extra
        return None

    try:
        while True:
            command, payload = pipe.recv()
            if command == "reset":
                infos = []
                for k, env in enumerate(envs):
                    obs, info = env.reset(seed=payload[k])
                    ended[k] = False
                    shared["reward"][indexes[k]] = 0.0
                    shared["terminated"][indexes[k]] = shared["truncated"][indexes[k]] = False
                    infos.append(record(k, obs, info, True))
                pipe.send(("ok", infos))
            elif command == "step":
                infos = []
                for k, env in enumerate(envs):
                    i = indexes[k]
                    reset = ended[k]
                    if reset:  # next-step autoreset
                        obs, info = env.reset()
                        reward, terminated, truncated = 0.0, False, False
                    else:
                        obs, reward, terminated, truncated, info = env.step(payload[k])
                    ended[k] = terminated or truncated
                    shared["reward"][i], shared["terminated"][i], shared["truncated"][i] = reward, terminated, truncated
                    infos.append(record(k, obs, info, reset))
                pipe.send(("ok", infos))
            elif command == "call":
                name, args, kwargs = payload
                results = []
                for env in envs:
                    attribute = getattr(env, name)
                    results.append(attribute(*args, **kwargs) if callable(attribute) else attribute)
                pipe.send(("ok", results))
            elif command == "close":
                for env in envs:
                    env.close()
                pipe.send(("ok", None))
                return
    except Exception:  # the main process re-raises it
        pipe.send(("error", traceback.format_exc()))
    except KeyboardInterrupt:
        pass


class BatchedVectorEnv(VectorEnv):
    """`num_envs` environments made by `make_env` (a picklable callable), spread over `workers` processes."""

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP}

    def __init__(self, make_env, num_envs: int, workers: int = 2, context: str | None = None):
        probe = make_env()
        self.single_observation_space = probe.observation_space
        self.single_action_space = probe.action_space
        self.num_envs = num_envs
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self.metadata = {**getattr(probe, "metadata", {}), **self.metadata}
        size, actions = probe.observation_space.shape[0], int(probe.action_space.n)  # a Box and a Discrete
        probe.close()
        self.buffers = {"obs": RawArray("f", num_envs * size), "mask": RawArray("b", num_envs * actions),
                        "reward": RawArray("d", num_envs), "terminated": RawArray("b", num_envs),
                        "truncated": RawArray("b", num_envs)}
        self.shared = _arrays(self.buffers, num_envs, size, actions)
        workers = max(1, min(workers, num_envs))
        self.slices = [list(range(num_envs))[w::workers] for w in range(workers)]
        ctx = mp.get_context(context)
        self.pipes, self.processes = [], []
        for indexes in self.slices:
            ours, theirs = ctx.Pipe()
            # every start method's context has Process; typeshed's BaseContext (a context named by a str) has not
            process = ctx.Process(  # type: ignore[attr-defined]
                target=_worker, args=(theirs, make_env, indexes, self.buffers, (num_envs, size, actions)), daemon=True)
            process.start()
            theirs.close()
            self.pipes.append(ours)
            self.processes.append(process)
        self.closed = False

    def _round_trip(self, command: str, payloads: list) -> list:
        for pipe, payload in zip(self.pipes, payloads):
            pipe.send((command, payload))
        answers = []
        for pipe in self.pipes:
            status, answer = pipe.recv()
            if status == "error":
                self.close(terminate=True)
                raise RuntimeError(f"a worker of the vector environment failed:\n{answer}")
            answers.append(answer)
        return answers

    def _infos(self, answers: list) -> dict:
        info: dict = {}
        for indexes, extras in zip(self.slices, answers):
            for i, extra in zip(indexes, extras):
                if extra:
                    info = self._add_info(info, extra, i)
        info["action_mask"] = self.shared["mask"].copy()
        return info

    def reset(self, *, seed=None, options=None):
        if seed is None:
            seeds: list[int | None] = [None] * self.num_envs
        elif isinstance(seed, int):
            seeds = [seed + i for i in range(self.num_envs)]
        else:
            seeds = list(seed)
            if len(seeds) != self.num_envs:
                raise ValueError(f"reset: {len(seeds)} seeds for {self.num_envs} environments")
        answers = self._round_trip("reset", [[seeds[i] for i in indexes] for indexes in self.slices])
        return self.shared["obs"].copy(), self._infos(answers)

    def step(self, actions):
        actions = np.asarray(actions).tolist()
        answers = self._round_trip("step", [[actions[i] for i in indexes] for indexes in self.slices])
        shared = self.shared
        return (shared["obs"].copy(), shared["reward"].copy(), shared["terminated"].copy(),
                shared["truncated"].copy(), self._infos(answers))

    def call(self, name: str, *args, **kwargs) -> tuple:
        """`name` on every environment (a method is called, an attribute read), in environment order."""
        answers = self._round_trip("call", [(name, args, kwargs)] * len(self.pipes))
        results: list[Any] = [None] * self.num_envs
        for indexes, values in zip(self.slices, answers):
            for i, value in zip(indexes, values):
                results[i] = value
        return tuple(results)

    def close(self, terminate: bool = False, **kwargs: Any) -> None:
        if getattr(self, "closed", True):
            return
        self.closed = True
        if not terminate:
            for pipe in self.pipes:
                try:
                    pipe.send(("close", None))
                    pipe.recv()
                except (OSError, EOFError):
                    pass
        for process in self.processes:
            if terminate:
                process.terminate()
            process.join(timeout=5)
        for pipe in self.pipes:
            pipe.close()

    def __del__(self):
        self.close()
