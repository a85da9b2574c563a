"""A game's bot seats on the server: the runner that plays them, in the one process that holds the game's bot lease.

A mixin of LiveGame (server/live.py), which holds the state it uses: `agents` (seat -> agent), `fallbacks`, `spent`,
`bots_wake`, `bot_task`, `owner`/`owns_bots` (the lease, Storage.claim_bots), `stats`, `pool`, `bot_seconds`.
Search bots think in the pool (server/thinking.py) without holding the game; a move is played only if the position
is still the one thought about.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import Counter
from typing import TYPE_CHECKING, Any

from ..bots import make_agent, own_seed
from .errors import ApiError

if TYPE_CHECKING:
    from ..bots.base import Agent
    from ..engine import Game, Match
    from .config import ServerConfig
    from .storage import Storage
    from .thinking import BotPool

log = logging.getLogger("dicelands.server")


class BotSeats:
    # what LiveGame holds (server/live.py) and the runner uses
    game: Game
    match: Match
    storage: Storage
    config: ServerConfig
    pool: BotPool | None
    lock: asyncio.Lock
    agents: dict[int, Agent]
    fallbacks: dict[int, Agent]
    spent: dict[int, Agent]
    bots_wake: asyncio.Event
    bot_task: asyncio.Task | None
    bot_delay: float
    bot_seconds: float
    owner: str
    owns_bots: bool
    stats: Counter

    if TYPE_CHECKING:
        @property
        def id(self) -> str: ...

        async def _apply(self, seat: int, action: Any) -> dict: ...

    def start_bots(self) -> None:
        if self.agents and self.bot_task is None and not self.match.is_over():
            self.bots_wake.set()
            self.bot_task = asyncio.create_task(self._run_bots(), name=f"bots-{self.id}")

    async def stop_bots(self) -> None:
        if self.bot_task is not None:
            self.bot_task.cancel()
            try:
                await self.bot_task
            except (asyncio.CancelledError, Exception):
                pass
            self.bot_task = None

    def drop_bots(self) -> None:
        """Leaving memory: the bot task (waiting for a person) ends; the game's bots start again when it is loaded."""
        if self.bot_task is not None:
            self.bot_task.cancel()
            self.bot_task = None

    def _bot_to_move(self) -> int | None:
        return next((seat for seat in self.game.to_move(self.match.state) if seat in self.agents), None)

    async def _run_bots(self) -> None:
        try:
            while not self.match.is_over():
                await self.bots_wake.wait()
                self.bots_wake.clear()
                while (seat := self._bot_to_move()) is not None:
                    if not await self._hold_bots():  # another process runs them: ask again now and then
                        with contextlib.suppress(TimeoutError):
                            await asyncio.wait_for(self.bots_wake.wait(), self.config.bot_lease_seconds / 3)
                        self.bots_wake.clear()
                        continue
                    if self.bot_delay:
                        await asyncio.sleep(self.bot_delay)
                    try:
                        await self._bot_move(seat)
                    except ApiError as exc:
                        log.error("game %s: bot on seat %d failed: %s", self.id, seat, exc.message)
                        return
        finally:
            await self._let_go_of_bots()

    async def _hold_bots(self) -> bool:
        """Take or renew the game's bot lease: only the process holding it runs the bots (a game loaded in two
        processes would otherwise search twice; storage would still let only one move through)."""
        try:
            held = await self.storage.claim_bots(self.id, self.owner, self.config.bot_lease_seconds)
        except Exception as exc:  # the database is away: no bot moves until it answers
            log.warning("game %s: could not claim its bots: %s", self.id, exc)
            held = False
        if held != self.owns_bots:
            log.info("game %s: bots %s", self.id, "run here" if held else "run in another process")
        self.owns_bots = held
        return held

    async def _let_go_of_bots(self) -> None:
        if self.owns_bots:
            self.owns_bots = False
            try:
                await self.storage.release_bots(self.id, self.owner)
            except Exception as exc:  # the lease lapses by itself
                log.warning("game %s: could not release its bots: %s", self.id, exc)

    async def _bot_move(self, seat: int) -> None:
        """The bot thinks without holding the game (people's moves and snapshots go on), then plays if the position
        is still the one it thought about."""
        async with self.lock:
            if seat not in self.game.to_move(self.match.state):
                return
            index = len(self.match.actions)
            view, legal = self.game.view(self.match.state, seat), self.match.legal_actions(seat)
        choice = await self._think(self.agents[seat], seat, view, legal)
        async with self.lock:
            if len(self.match.actions) != index:
                return  # the game moved on meanwhile (another seat, or another process): the runner asks again
            try:
                await self._apply(seat, choice)
                self.stats["bot_moves"] += 1
            except ApiError as exc:
                if exc.status != 409:  # 409: another process played this seat first; carry on from there
                    raise

    async def _think(self, agent, seat: int, view: dict, legal: list):
        """The bot's choice: random ones inline, search bots in the pool within the game's budget of search time."""
        fallback = self.fallbacks.setdefault(seat, make_agent("random", seed=own_seed()))
        self.stats["bot_choices"] += 1
        if agent.name == "random" or len(legal) == 1:
            return agent.act(self.game, view, seat, legal)
        remaining = self.config.bot_seconds_per_game - self.bot_seconds
        spent = remaining <= 0
        if spent:
            # the game's search time is spent: the bot plays on one step ahead (`greedy`, milliseconds a decision),
            # not at random, so a strong opponent stays a fair one to the end of a long game
            if seat not in self.spent:
                log.warning("game %s: the bots' search time is spent; the bot on seat %d plays on as greedy",
                            self.id, seat)
                self.spent[seat] = make_agent("greedy", seed=own_seed())
            agent = self.spent[seat]
            remaining = self.config.bot_seconds_per_move
        timeout = min(self.config.bot_seconds_per_move, remaining)
        if self.pool is None:  # no pool (tests of one process): a thread
            started = time.perf_counter()
            choice = await asyncio.to_thread(agent.act, self.game, view, seat, legal)
            self.bot_seconds += time.perf_counter() - started
            return choice
        answer = await self.pool.choose(agent, self.game.id, view, seat, legal, timeout)
        if answer is None:
            self.bot_seconds += timeout
            log.warning("game %s: the bot on seat %d gave no answer within %.1f s; a random option is played",
                        self.id, seat, timeout)
            return fallback.act(self.game, view, seat, legal)
        index, thinker, seconds = answer
        (self.spent if spent else self.agents)[seat] = thinker  # its generator moved on in the worker
        self.bot_seconds += seconds
        return legal[index]
