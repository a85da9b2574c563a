"""Seeded batch games: one game per job, run in this process, in a local process pool, or as Ray tasks.

A job is (players, seed, options). The game and every seat's agent draw only from that seed (agent seed = a hash of the
game seed and the seat), so a job's row is the same whichever worker or backend plays it; rows come back in job
order. Interrupting a run (Ctrl-C) returns the rows finished so far with `interrupted=True`.
"""
from __future__ import annotations

import hashlib
import json
import logging
import os
import signal
import socket
import sys
import time
from dataclasses import dataclass, field
from importlib import import_module
from typing import Callable, Iterable

from ..bots import make_agent
from ..engine import registry
from ..engine.errors import DicelandsError, OptionError
from ..engine.game import Game


class RunError(DicelandsError):
    """Bad simulation input (backend, address, output path)."""


@dataclass(frozen=True)
class Job:
    index: int
    players: tuple[str, ...]
    seed: int
    options: tuple[tuple[str, object], ...] = ()  # game options (name, value) besides what the players list sets


@dataclass
class RunOutcome:
    rows: list[dict]
    interrupted: bool = False
    seconds: float = 0.0
    workers: int = 1
    backend: str = "local"
    extra: dict = field(default_factory=dict)


# ---- one game ---------------------------------------------------------------------------------------------------
def agent_seed(game_seed: int, seat: int) -> int:
    digest = hashlib.blake2b(f"{game_seed}/{seat}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def game_module(game_id: str) -> str:
    """The module that exports the game's GAME (what workers import); errors name unknown games."""
    game = registry.get_game(game_id)
    return registry.GAMES[game.id]


_GAMES: dict[str, Game] = {}


def _load(module: str) -> Game:
    """In a worker: the game from its registered package, by the name the registry gave in the parent process (so a
    game registered there alone, a test's, reaches a fresh Ray worker too)."""
    if module not in _GAMES:
        _GAMES[module] = import_module(module).GAME
    return _GAMES[module]


def planned_options(game, seat_options: dict, options: dict | None, flag: str = "--players") -> dict:
    """Game options plus what a players list sets (`players`, `solo`...); a disagreement between the two is an
    error naming both, not a silent override. Checked by the game (an unknown option or module is refused)."""
    options = dict(options or {})
    specs = {spec.name: spec for spec in game.all_option_specs()}
    for name, value in seat_options.items():
        if name in options and name in specs and specs[name].check(options[name]) != value:
            raise OptionError(f"--option {name}={options[name]} conflicts with {flag}, which sets {name}={value}")
    merged = {**options, **seat_options}
    game.resolve_options(merged)
    return merged


def check_players(game, players: list[str] | tuple[str, ...], options: dict | None = None, flag: str = "--players"):
    """The seat plan for a players list; a one-line error for an unknown bot, a wrong number of players or options
    that do not fit."""
    plan = game.seat_plan(list(players))
    options = game.resolve_options(planned_options(game, plan.options, options, flag))
    seats = game.num_seats(options)
    if len(plan.agents) != seats:
        raise OptionError(f"{len(players)} players given; {game.id} seats {seats} with these options")
    for name in plan.agents:
        if name is not None:
            make_agent(name, 0)
    return plan


def turn_marker(game, state):
    """(round, turn) when the game's public view numbers its turns; None when it does not."""
    view = game.view(state, None)
    return (view.get("round"), view["turn"]) if isinstance(view, dict) and "turn" in view else None


def play_game(game, players: tuple[str, ...], seed: int, options: dict | None = None) -> dict:
    """Play one seeded game to the end; the row of its results."""
    start = time.perf_counter()
    plan = game.seat_plan(list(players))
    planned = planned_options(game, plan.options, options)
    state = game.new_state(planned, seed)
    first = game.first_seat(state)
    agents = {seat: make_agent(name, agent_seed(seed, seat)) for seat, name in enumerate(plan.agents) if name}
    decisions = turns = 0
    previous: set[int] = set()
    markers: set = set()
    last_rng = None
    while True:
        movers = game.to_move(state)
        if not movers:
            break
        if not set(movers) <= previous or state.rng.state != last_rng:
            marker = turn_marker(game, state)
            if marker is None:  # a new turn, unless this is what is left of the last (simultaneous) step
                turns += not set(movers) <= previous
            elif marker not in markers:
                markers.add(marker)
                turns += 1
        previous, last_rng = set(movers), state.rng.state
        picks = []
        for seat in movers:  # every seat of a simultaneous step decides from the same position, then in seat order
            legal = game.legal_actions(state, seat)
            picks.append((seat, legal[0] if len(legal) == 1 else agents[seat].act(game, game.view(state, seat), seat, legal)))
        for seat, action in sorted(picks, key=lambda pick: pick[0]):
            state = game.apply(state, seat, action, check=False)
            decisions += 1
        if decisions >= game.decision_limit:
            raise RunError(f"{game.id} seed {seed} ({','.join(players)}): no end after {decisions} decisions "
                           f"(the last: seat {picks[-1][0]} played {picks[-1][1]}); a game that never ends is a bug")
    result = game.result(state)
    names = plan.names or tuple(players)
    resolved = game.resolve_options(planned)
    given = {name: resolved[name] for name in (options or {})}  # as given, typed ("2" -> 2)
    row = {"game": game.id, "options": json.dumps(given, sort_keys=True), "seed": seed,
           "players": ",".join(players)}
    for seat, name in enumerate(names):
        row[f"seat{seat}"] = name
    for seat, scores in enumerate(result.scores):
        for category, value in scores.items():
            row[f"s{seat}_{category}"] = value
    row["winners"] = "+".join(map(str, result.winners))
    if first is not None:
        row["first"] = first
    row.update(decisions=decisions, turns=turns, duration=round(time.perf_counter() - start, 4))
    return row


def _play_jobs(module: str, jobs: list[Job]) -> list[tuple[int, dict]]:
    game = _load(module)
    return [(job.index, play_game(game, job.players, job.seed, dict(job.options))) for job in jobs]


def _ignore_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


# ---- batches ----------------------------------------------------------------------------------------------------
def chunks(jobs: list[Job], workers: int) -> list[list[Job]]:
    """Batches of up to 16 games to save on overhead in big runs of fast games; single games in small runs (slow
    bots), so progress is smooth, the pool stays balanced and an interrupt loses little."""
    size = max(1, min(16, len(jobs) // (workers * 64)))
    return [jobs[i:i + size] for i in range(0, len(jobs), size)]


def run_jobs(game_id: str, jobs: Iterable[Job], *, workers: int | None = None, backend: str = "local",
             ray_address: str | None = None, on_row: Callable[[dict], None] | None = None) -> RunOutcome:
    module = game_module(game_id)
    jobs = list(jobs)
    workers = max(1, workers or os.cpu_count() or 1)
    start = time.perf_counter()
    done: dict[int, dict] = {}

    def collect(results):
        for index, row in results:
            done[index] = row
            if on_row:
                on_row(row)

    interrupted = False
    try:
        if backend == "ray":
            _run_ray(module, jobs, workers, ray_address, collect)
        elif workers == 1:
            for job in jobs:
                collect(_play_jobs(module, [job]))
        else:
            _run_pool(module, jobs, workers, collect)
    except KeyboardInterrupt:
        interrupted = True
    rows = [done[index] for index in sorted(done)]
    return RunOutcome(rows, interrupted, time.perf_counter() - start, workers, backend)


def _run_pool(module: str, jobs: list[Job], workers: int, collect) -> None:
    import multiprocessing
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    pool = multiprocessing.get_context(method).Pool(workers, initializer=_ignore_sigint)
    try:
        for results in pool.imap_unordered(_pool_task, [(module, batch) for batch in chunks(jobs, workers)]):
            collect(results)
        pool.close()
    except BaseException:
        pool.terminate()
        raise
    finally:
        pool.join()


def _pool_task(args):
    return _play_jobs(*args)


# ---- Ray ------------------------------------------------------------------------------------------------------
def check_ray_address(address: str | None) -> None:
    """Fail fast, in one line, when Ray is missing or an explicit host:port does not answer."""
    try:
        import ray  # noqa: F401
    except ImportError:
        raise RunError("--backend ray needs Ray: pip install 'dicelands[ray]'") from None
    if not address or address == "auto":
        return
    target = address.removeprefix("ray://")
    host, _, port = target.rpartition(":")
    if not host or not port.isdigit():
        raise RunError(f"Ray address {address!r} is not HOST:PORT (or 'auto')")
    try:
        socket.create_connection((host, int(port)), timeout=3).close()
    except OSError as exc:
        raise RunError(f"Ray address {address!r} is unreachable: {exc.strerror or exc}") from None


def _run_ray(module: str, jobs: list[Job], workers: int, address: str | None, collect) -> None:
    import ray
    check_ray_address(address)
    started_here = not ray.is_initialized()
    if started_here:
        try:
            if address:
                ray.init(address=address, log_to_driver=False, logging_level=logging.ERROR)
            else:  # a local Ray for this run; its workers import the game from the same paths as we do
                path = os.pathsep.join(p for p in sys.path if p)
                ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR,
                         runtime_env={"env_vars": {"PYTHONPATH": path}})
        except (ConnectionError, RuntimeError, ValueError) as exc:
            raise RunError(f"cannot start or reach Ray at {address or 'a local runtime'}: {exc}") from None
    task = ray.remote(_play_jobs)
    pending = [task.remote(module, batch) for batch in chunks(jobs, workers)]
    try:
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            for ref in ready:
                collect(ray.get(ref))
    except BaseException:
        for ref in pending:
            ray.cancel(ref, force=True)
        raise
    finally:
        if started_here:
            ray.shutdown()
