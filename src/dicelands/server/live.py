"""A game being played on the server: its Match, seats, lock and subscribers (its bots: server/bot_seats.py).

Every change goes the same way, under the game's asyncio lock: check the seat and the expected index, let the
engine validate and apply, commit the action to storage, and only then acknowledge and tell the subscribers.
If the commit fails the in-memory match is put back, so memory never runs ahead of the database.
"""
from __future__ import annotations

import asyncio
import hashlib
import hmac
import time
from collections import Counter
from dataclasses import dataclass
from typing import Any

import msgspec

from ..bots import make_agent, own_seed
from ..engine import DicelandsError, Match
from .bot_seats import BotSeats
from .config import ServerConfig
from .errors import ApiError, bad_request, conflict, forbidden, unprocessable
from .storage import ConflictError, Storage, StoredGame
from .thinking import BotPool


def encode(message: dict) -> str:
    """JSON text for a socket: msgspec writes a snapshot about five times faster than the json module."""
    return msgspec.json.encode(message).decode()


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def claimed(seat: dict) -> bool | None:
    """A person's seat: has someone taken it (opened its invitation)? Not who. None for bots and automata."""
    return bool(seat.get("token_hash")) if seat["kind"] == "human" else None


class WrittenElsewhere(ApiError):
    """409: another server process committed an action at the index this one was about to take."""


class Subscriber:
    """One live connection: which seat it sees as (None = spectator) and which log entries it still needs."""

    def __init__(self, seat: int | None, log_from: int = 0, key: str | None = None):
        self.seat = seat
        self.log_from = log_from
        self.key = key  # the hash of the seat token it was let in with
        self.revoked: str | None = None  # why that token no longer stands: the connection is closed with it
        self.changed = asyncio.Event()
        self.changed.set()  # the first snapshot goes out at once

    def notify(self, changed_from: int) -> None:
        self.log_from = min(self.log_from, changed_from)
        self.changed.set()


@dataclass
class Change:
    index: int  # the number of actions after the change
    log_from: int  # the first log entry that changed


class LiveGame(BotSeats):
    def __init__(self, stored: StoredGame, match: Match, storage: Storage, config: ServerConfig | None = None,
                 pool: BotPool | None = None, owner: str = "this process", stats: Counter | None = None):
        self.stored = stored
        self.match = match
        self.game = match.game
        self.storage = storage
        self.config = config or ServerConfig()
        self.bot_delay = self.config.bot_delay
        self.pool = pool  # where search bots think (None: a thread of this process)
        self.bot_seconds = 0.0  # search time this game's bots have spent (ServerConfig.bot_seconds_per_game)
        self.lock = asyncio.Lock()
        self.subscribers: set[Subscriber] = set()
        # The applied actions, (seat, action object); log lines are written per reader on first use (see log_line)
        self.log: list[tuple[int, Any]] = [self._replayed(i) for i in range(len(match.actions))]
        self._lines: dict[int, dict[int | None, dict]] = {}  # per entry, per reader (equal lines: one object)
        self.agents = {seat: make_agent(info["bot"], seed=own_seed())
                       for seat, info in enumerate(stored.seats) if info["kind"] == "bot"}
        self.fallbacks: dict[int, Any] = {}  # random agents a bot falls back to when its search budget is spent
        self.spent: dict[int, Any] = {}  # greedy agents a search bot plays on with once the game's search time is spent
        self.bots_wake = asyncio.Event()
        self.bot_task: asyncio.Task | None = None
        self.owner = owner  # this process, in the game's bot lease (Storage.claim_bots)
        self.owns_bots = False  # this process held the lease at its last claim: its bots run here
        self.stats = stats if stats is not None else Counter()  # the process's bot choices and moves (health)
        self._views: dict[Any, Any] = {}  # what snapshots share, for the current position
        self.touched = time.monotonic()  # last use: an idle game leaves memory (Hall.sweep)
        self.seats_lock = asyncio.Lock()  # seat keys are read back from storage one reload at a time (seats.py)

    def subscribe(self, subscriber: Subscriber) -> None:
        self.subscribers.add(subscriber)
        self.touched = time.monotonic()

    def unsubscribe(self, subscriber: Subscriber) -> None:
        self.subscribers.discard(subscriber)
        self.touched = time.monotonic()

    @property
    def id(self) -> str:
        return self.stored.id

    @property
    def seats(self) -> list[dict]:
        return self.stored.seats

    # ---- who may act -------------------------------------------------------------------------------------------
    def authorize(self, seat: Any, token: Any) -> int:
        """The seat number if `token` is that human seat's secret; 403 otherwise (nothing is changed)."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(self.seats):
            raise forbidden(f"seat {seat!r} is not a seat of this game (seats 0..{len(self.seats) - 1})")
        info = self.seats[seat]
        if info["kind"] != "human":
            raise forbidden(f"seat {seat} is played by {info['kind']} {info['name']!r}, not by a person")
        if not info.get("token_hash"):
            raise forbidden(f"seat {seat} has not been claimed: its invitation link claims it")
        if not isinstance(token, str) or not hmac.compare_digest(token_hash(token), info["token_hash"]):
            raise forbidden(f"wrong or missing seat token for seat {seat}")
        return seat

    def replace_seats(self, seats: list[dict]) -> None:
        """New seat keys (server/seats.py): connections let in with a token that no longer stands are closed."""
        self.stored.seats = seats
        for subscriber in self.subscribers:
            if subscriber.seat is not None and subscriber.key != seats[subscriber.seat].get("token_hash"):
                subscriber.revoked = (f"the key of seat {subscriber.seat} was replaced (the seat renewed its key, or "
                                      "the game's creator invited someone else to it)")
        self._changed(Change(len(self.match.actions), len(self.log)))  # every snapshot shows which seats are taken

    # ---- changes -----------------------------------------------------------------------------------------------
    def check_expected(self, seat: int, expect: Any) -> None:
        """Optimistic concurrency: `expect` is the number of actions the client saw (the index its action gets).

        A stale index is still the same decision when the seat was already to move at that index and has not acted
        since (other seats acting in a simultaneous step); anything else is a conflict.
        """
        if isinstance(expect, bool) or not isinstance(expect, int):
            raise bad_request("'expect' must be the action index the client saw (a whole number)")
        count = len(self.match.actions)
        if expect == count:
            return
        if expect > count or expect < 0:
            raise conflict(f"expected action index {expect}, but the game is at index {count}")
        same_decision = (seat in self.game.to_move(self.match.history[expect])
                         and all(acted != seat for acted, _ in self.match.actions[expect:]))
        if not same_decision:
            raise conflict(f"the game moved on: expected action index {expect}, it is now at {count}; "
                           "reload the position and choose again")

    async def act(self, seat: int, action: Any, expect: Any) -> dict:
        async with self.lock:
            if isinstance(expect, int) and expect > len(self.match.actions):
                await self._catch_up()  # the client saw a position this process has not heard of yet
            # (an index behind ours needs no read: if storage is further on still, the write conflicts, and the
            # conflict catches up and decides again; in a simultaneous step that read was a round trip per move)
            self.check_expected(seat, expect)
            try:
                return await self._apply_seen(seat, action, expect)
            except WrittenElsewhere:  # another process took the index first; now caught up: still the same decision
                self.check_expected(seat, expect)  # (another seat's move in a simultaneous step)? Then it applies.
                return await self._apply_seen(seat, action, expect)

    async def _apply_seen(self, seat: int, action: Any, expect: int) -> dict:
        """An option the seat saw at an older index (a simultaneous step) that no longer applies because of the
        other seats' moves since is a conflict (reload and choose again), not an illegal action."""
        try:
            return await self._apply(seat, action)
        except ApiError as exc:
            if exc.status == 422 and expect != len(self.match.actions):
                raise conflict(f"the game moved on since index {expect} ({exc.message}); reload the position and "
                               "choose again") from None
            raise

    async def undo(self, seat: int, expect: Any) -> dict:
        """Take back the seat's last decision and the bots' moves after it (the engine's rule decides:
        Match.undo_refusal with the bot seats as automated), one stored action at a time."""
        async with self.lock:
            if isinstance(expect, bool) or not isinstance(expect, int):
                raise bad_request("'expect' must be the action index the client saw (a whole number)")
            if expect > len(self.match.actions):
                await self._catch_up()
            if expect != len(self.match.actions):
                raise conflict(f"expected action index {expect}, but the game is at index {len(self.match.actions)}")
            refusal = self.match.undo_refusal(seat, self.agents)
            if refusal:
                raise unprocessable(f"seat {seat} cannot undo: {refusal}")
            undone: list[str] = []
            while True:
                index = len(self.match.actions) - 1
                before_action = self.match.actions[-1]
                told = self.match.notation_for(index, seat)  # a bot's move, as the seat that undoes may read it
                self.match.revert_last()
                try:
                    await self.storage.delete_last_action(self.id, index, *self._status())
                except Exception:
                    self.match.apply(*before_action)  # not taken back after all (applying again is exact)
                    self._status()
                    if undone:
                        self._changed(Change(index + 1, index + 1))
                    raise
                self.log.pop()
                self._forget_lines(index)
                undone.insert(0, told)
                if before_action[0] == seat:
                    break
            self._changed(Change(index, index))
            reply = {"undone": undone[0], "index": index}
            if undone[1:]:
                reply["bots_undone"] = undone[1:]  # the bots' moves after it, oldest first
            return reply

    async def _apply(self, seat: int, action: Any) -> dict:
        try:
            applied = self.match.apply(seat, action)
        except DicelandsError as exc:
            raise unprocessable(str(exc)) from None
        index = len(self.match.actions) - 1
        try:
            await self.storage.append_action(self.id, index, seat, str(applied), *self._status())
        except BaseException as exc:
            self.match.revert_last()
            self._views.clear()  # nothing computed from the position that was not committed may be shown
            if isinstance(exc, ConflictError):  # another process wrote this index first
                await self._catch_up()
                raise WrittenElsewhere(409, f"the game moved on: {exc}; reload the position and choose again") \
                    from None
            raise
        self.log.append((seat, applied))
        self._changed(Change(index + 1, index))
        return {"index": index, "action": str(applied), "seat": seat}

    def _status(self) -> tuple[str, dict | None, bool]:
        over = self.match.is_over()
        self.stored.status = "over" if over else "playing"
        self.stored.result = self.match.result().to_json() if over else None
        self.stored.bot_turn = self.bot_turn()
        return self.stored.status, self.stored.result, self.stored.bot_turn

    def bot_turn(self) -> bool:
        return not self.match.is_over() and self._bot_to_move() is not None

    # ---- other server processes --------------------------------------------------------------------------------
    async def catch_up(self, count: int | None = None, action: tuple[int, str] | None = None) -> None:
        """Another process changed this game in storage (PostgreSQL NOTIFY): bring the match up to it. When the
        change is the one action after ours, it is applied as heard; otherwise storage is read."""
        async with self.lock:
            have = len(self.match.actions)
            if action is not None and count == have + 1:
                seat, text = action
                self.log.append((seat, self.match.apply(seat, text)))
                self._status()
                self._changed(Change(count, count - 1))
            elif (action is not None and count is not None and count <= have
                  and tuple(self.match.actions[count - 1]) == tuple(action)):
                pass  # already here: read from storage when a write of ours lost the index to it
            else:
                await self._catch_up()

    async def _catch_up(self) -> None:
        count = len(self.match.actions)
        rows = await self.storage.actions_from(self.id, max(0, count - 1))
        if count and (not rows or tuple(rows[0]) != tuple(self.match.actions[-1])):
            await self._reload()  # an undo elsewhere: our last action is gone or replaced
            return
        new = rows[1:] if count else rows
        for seat, text in new:
            applied = self.match.apply(seat, text)
            self.log.append((seat, applied))
        if new:
            self._status()
            self._changed(Change(len(self.match.actions), count))

    async def _reload(self) -> None:
        stored = await self.storage.load_game(self.id)
        assert stored is not None, f"game {self.id} is no longer stored"
        self.match = Match.from_record(stored.record())
        self.stored.status, self.stored.result, self.stored.bot_turn = stored.status, stored.result, stored.bot_turn
        self.log = [self._replayed(i) for i in range(len(self.match.actions))]
        self._lines.clear()
        self._changed(Change(len(self.match.actions), 0))

    def fairness(self) -> dict:
        """Fair dice: the commitment to the server's seed (revealed at the end), or the seed the creator chose."""
        over = self.match.is_over()
        return {"commitment": self.stored.header.get("seed_commitment"),
                "chosen": self.match.seed if self.stored.seed_chosen else None,
                "revealed": self.match.seed if over and not self.stored.seed_chosen else None}

    def _changed(self, change: Change) -> None:
        self._views.clear()
        self.stored.updated = time.time()
        self.touched = time.monotonic()
        for subscriber in list(self.subscribers):
            subscriber.notify(change.log_from)
        self.bots_wake.set()

    def _replayed(self, index: int) -> tuple[int, Any]:
        """The action object behind a stored action (the match keeps it with its history)."""
        return self.match.history.move(index)

    def log_line(self, index: int, reader: int | None) -> dict:
        """Log entry `index` as `reader` (a seat, None = a spectator) may read it: the game writes each line and the
        notation for its reader (a secret card drawn, a secret plan chosen is named only to its seat). Written once
        per reader; readers whose lines are the same (most lines are public) share one."""
        lines = self._lines.setdefault(index, {})
        line = lines.get(reader)
        if line is None:
            seat, action = self.log[index]
            before = self.match.history[index]
            after = self.match.history[index + 1] if index + 1 < len(self.match.history) else self.match.state
            line = {"index": index, "seat": seat,
                    "action": self.game.show.notation_for(before, after, seat, action, reader),
                    "text": self.game.show.describe(before, seat, action, reader),
                    "events": self.game.show.events(before, after, reader)}
            line = lines[reader] = next((known for known in lines.values() if known == line), line)
        return line

    def _forget_lines(self, index: int) -> None:
        for key in [key for key in self._lines if key >= index]:
            del self._lines[key]

    # ---- what a connection sees --------------------------------------------------------------------------------
    def _cached(self, key: Any, make) -> Any:
        """Computed once per position: what many connections share (views per seat, the public part)."""
        if key not in self._views:
            self._views[key] = make()
        return self._views[key]

    def cards_json(self) -> list[dict]:
        """Every card the table meets, as clients receive them (no provenance): the same for the whole game."""
        if "cards" not in self.__dict__:
            self.__dict__["cards"] = [card.to_json() for card in self.game.show.cards(self.match.options)]
        return self.__dict__["cards"]

    def view(self, seat: int | None) -> dict:
        return self._cached(("view", seat), lambda: self.game.view(self.match.state, seat))

    def _public(self) -> dict:
        state = self.match.state
        movers = list(self.game.to_move(state))
        result = self.match.result().to_json()
        return {
            "type": "state", "id": self.id, "game": self.game.id, "title": self.game.title,
            "index": len(self.match.actions),
            "seats": [{"name": s["name"], "kind": s["kind"], "bot": s.get("bot"), "claimed": claimed(s)}
                      for s in self.seats],
            "to_move": movers,
            "prompts": {str(m): self.game.prompt(state, m, public=True) for m in movers},
            "over": not movers,
            "scores": result["scores"],  # running scores by category (Result holds public information only)
            "result": result if not movers else None,
            "dice": self.fairness(),
        }

    def _private(self, seat: int | None) -> dict:
        public = self._cached("public", self._public)
        # the seat's own decision, if a person there is to move now
        mover = seat if seat is not None and seat in public["to_move"] and self.seats[seat]["kind"] == "human" else None
        undo_refusal = self.match.undo_refusal(seat, self.agents) if seat is not None else "spectators cannot undo"
        state = self.match.state
        legal = self.game.legal_actions(state, mover) if mover is not None else []
        names = [info["name"] for info in self.seats]
        return {
            "seat": seat,
            "view": self.view(seat),
            "prompt": self.game.prompt(state, mover) if mover is not None else None,
            # in players' words
            "player_prompt": self.game.show.player_prompt(state, mover, names) if mover is not None else None,
            "legal": [str(a) for a in legal],
            # the same options with kind and named fields, and `text`: the option in players' words
            "actions": [{**self.game.codec.action_json(a), "text": self.game.show.option_text(state, mover, a, names)}
                        for a in legal if mover is not None],
            "can_undo": undo_refusal is None and not public["over"],
            "undo_refusal": undo_refusal,
        }

    async def settled_message(self, seat: int | None, log_from: int = 0) -> tuple[str, int]:
        """The settled snapshot as JSON text for a socket, and the log length it covers. Written once per position,
        seat and log start: a seat's sockets and all spectators that are up to date share one text."""
        async with self.lock:
            log_from = max(0, min(log_from, len(self.log)))
            text = self._cached(("text", seat, log_from), lambda: encode(self.snapshot(seat, log_from)))
            return text, len(self.log)

    async def settled_snapshot(self, seat: int | None, log_from: int = 0) -> dict:
        """A snapshot of a committed position: while a change is being written (the game's lock is held, and the
        write awaits the database) the in-memory match is ahead of storage, and may yet be put back."""
        async with self.lock:
            return self.snapshot(seat, log_from)

    def snapshot(self, seat: int | None, log_from: int = 0) -> dict:
        """Everything one seat (None = spectator) may see: its view, its own options (as notation in `legal` and as
        kind + named fields in `actions`), the log as written for it, the scores."""
        log_from = max(0, min(log_from, len(self.log)))
        return {**self._cached("public", self._public), **self._cached(("seat", seat), lambda: self._private(seat)),
                "log_start": log_from, "log": [self.log_line(i, seat) for i in range(log_from, len(self.log))]}

    # ---- memory ------------------------------------------------------------------------------------------------
    def idle(self, now: float, idle_seconds: float) -> bool:
        """Unwatched, untouched, and no bot of ours to move (another process's bots may be: it holds the game)."""
        return (not self.subscribers and not self.lock.locked() and not (self.bot_turn() and self.owns_bots)
                and now - self.touched >= idle_seconds)
