"""Where search bots think: a pool of worker processes, so a search never holds the server's interpreter (GIL).

The pool's size bounds the CPU all bots of the server use together. Each game has a budget of search seconds;
a game that has spent it, or a search that does not answer within the per-move limit (queueing included), plays a
random legal option instead, so a game never waits long on its bots. The workers run at a lower priority
(ServerConfig.bot_nice, +10 by default, and on Linux the idle scheduling class): on a busy machine the servers' event
loops get the cores first.
"""
from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor

from ..bots.base import Agent
from ..engine import get_game


def start_worker(parent: int, nice: int) -> None:
    """In a new worker: lower its priority by `nice` (searches take the cores only when the servers leave them
    idle, so a person's move is not queued behind a bot's thinking), and never outlive the server."""
    if nice:
        os.nice(nice)
        if hasattr(os, "SCHED_IDLE"):
            # Below every niceness: even at +19 a search took enough time slices to push the p99 of people's moves
            # at 1,000 games from ~45 to ~60 ms; as an idle-class task it runs only on a core nothing else wants.
            os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    watch_parent(parent)


def worker_priority() -> tuple[int, bool]:
    """In a worker: its niceness and whether it runs in the idle class (the tests check the pool's priority)."""
    return os.nice(0), hasattr(os, "SCHED_IDLE") and os.sched_getscheduler(0) == os.SCHED_IDLE


def watch_parent(parent: int) -> None:
    """In a worker: exit when the server process is gone (even killed with SIGKILL), never outliving it."""
    def watch():
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)
    threading.Thread(target=watch, name="watch-server", daemon=True).start()


def think(agent: Agent, game_id: str, view: dict, seat: int, legal: list) -> tuple[int, Agent, float]:
    """In a worker: (index of the chosen option in `legal`, the agent with its generator advanced, CPU seconds)."""
    started = time.process_time()
    choice = agent.act(get_game(game_id), view, seat, legal)
    index = next(i for i, option in enumerate(legal) if str(option) == str(choice))
    return index, agent, time.process_time() - started


class BotPool:
    def __init__(self, workers: int, nice: int = 10):
        self.workers = workers
        self.nice = nice  # added to the workers' niceness (ServerConfig.bot_nice)
        self._executor: ProcessPoolExecutor | None = None

    def executor(self) -> ProcessPoolExecutor:
        if self._executor is None:  # spawned, not forked: the server's event loop and threads stay out of workers
            self._executor = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                                 initializer=start_worker, initargs=(os.getpid(), self.nice))
        return self._executor

    async def choose(self, agent, game_id: str, view: dict, seat: int, legal: list,
                     timeout: float) -> tuple[int, Agent, float] | None:
        """(index, agent, seconds) from a worker, or None when no answer came within `timeout` seconds."""
        future = self.executor().submit(think, agent, game_id, view, seat, legal)
        try:
            return await asyncio.wait_for(asyncio.wrap_future(future), timeout)
        except asyncio.TimeoutError:
            future.cancel()  # still queued: never runs; already running: its answer is dropped
            return None

    def shutdown(self) -> None:
        if self._executor is not None:  # waits for a search under way (a second or so) so no worker outlives us
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None
