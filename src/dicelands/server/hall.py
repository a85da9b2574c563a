"""All games the server knows: creating them, loading them from storage (replaying records), listing them.

A game is loaded into memory on first use and leaves it when idle (`sweep`); at start-up only the games where a
bot is to move are loaded, so their bots carry on.
"""
from __future__ import annotations

import asyncio
import logging
import os
import re
import secrets
import socket
import time
from collections import Counter
from importlib.resources import files
from typing import Any

from ..bots import STRENGTHS, agent_names, numbered, strength_of
from ..engine import DicelandsError, Match, available_games, get_game
from ..engine.chance import KEY_PATTERN
from ..engine.commitment import new_seed, seed_commitment
from ..engine.data import DataError
from ..engine.inputs import parse_yaml
from ..engine.registry import GAMES
from .config import ServerConfig
from .errors import bad_request, forbidden, not_found, too_many, unprocessable
from .guard import GAME_ID, clean_name, shown_id
from .live import LiveGame, claimed, token_hash
from .seats import NewGameKeys, invite_everyone, reload_seats
from .storage import Storage, StoredGame
from .thinking import BotPool

MAX_NAME = 40
log = logging.getLogger("dicelands.server")


def new_game_id() -> str:
    return secrets.token_urlsafe(8).replace("-", "x").replace("_", "y")


def catalog() -> dict:
    """What the lobby offers: each game with its options, its modules (name, title, summary: the lobby's checkboxes)
    and rulebook opponents; the engine's bots and the strengths players choose them by (easy, medium, strong)."""
    games = []
    for game_id in available_games():
        game = get_game(game_id)
        options = [{"name": spec.name, "kind": spec.kind.__name__, "default": spec.default, "help": spec.help,
                    "choices": list(spec.choices), "minimum": spec.minimum, "maximum": spec.maximum}
                   for spec in game.all_option_specs()]  # with `modules` for a game that takes modules
        modules = [{"name": module.name, "title": module.title, "summary": module.summary}
                   for module in (game.catalog.modules.values() if game.catalog is not None else ())]
        games.append({"id": game.id, "title": game.title, "options": options, "automata": dict(game.automata),
                      "modules": modules})
    strengths = [{"name": word, "bot": bot} for word, bot in STRENGTHS.items()]
    return {"games": games, "bots": agent_names(), "strengths": strengths}


def component_data(game_id: str, name: str) -> dict:
    """A game's data/NAME.yaml (NAME may name a subfolder, as a module's data does) as JSON: printed components
    (sheets, cards) a board renderer draws. Public by nature."""
    game = _game(game_id)
    if not re.fullmatch(r"[a-z0-9_-]{1,40}(/[a-z0-9_-]{1,40}){0,3}", name):  # a module's data: western_sea/envoys/...
        raise not_found(f"no data file {name!r}")
    path = files(GAMES[game.id]) / "data" / f"{name}.yaml"
    for module in (game.catalog.modules.values() if game.catalog is not None and not path.is_file() else ()):
        found = files(f"{game.modules_package}.{module.name.replace('-', '_')}") / "data" / f"{name}.yaml"
        if found.is_file():  # a module's printed components (its own data folder)
            path = found
            break
    if not path.is_file():
        raise not_found(f"{game.id} has no data file {name!r}")
    return parse_yaml(path.read_text(encoding="utf-8"), f"{game.id} data/{name}.yaml", DataError)


def seat_plan(game_id: Any, options: Any) -> dict:
    """Resolved options, the number of seats and which of them the game itself plays (rulebook opponents)."""
    game = _game(game_id)
    if options is not None and not isinstance(options, dict):
        raise bad_request("'options' must be an object")
    try:
        resolved = game.resolve_options(options or {})
    except DicelandsError as exc:
        raise unprocessable(str(exc)) from None
    automata = list(game.automaton_seats(resolved))
    return {"game": game.id, "options": resolved, "seats": game.num_seats(resolved), "automaton_seats": automata,
            "automaton_names": list(game.automata)}


def _game(game_id: Any):
    if not isinstance(game_id, str):
        raise bad_request("'game' must be a game id, e.g. \"dice-colony\"")
    try:
        return get_game(game_id)
    except DicelandsError as exc:
        raise unprocessable(str(exc)) from None


class Hall:
    def __init__(self, storage: Storage, config: ServerConfig | None = None):
        self.storage = storage
        self.config = config or ServerConfig()
        self.bot_delay = self.config.bot_delay
        self.games: dict[str, LiveGame] = {}
        self._loading: dict[str, asyncio.Lock] = {}
        self._creating = asyncio.Lock()
        self.pool = BotPool(self.config.bot_workers, self.config.bot_nice)
        self._sweeper: asyncio.Task | None = None
        self._background: set[asyncio.Task] = set()
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"  # in bot leases
        self.stats: Counter = Counter()  # bot choices made and bot moves committed by this process

    async def start(self) -> None:
        await self.storage.open()
        await self.storage.listen(self._changed_elsewhere, self._seats_changed_elsewhere)
        await self.adopt_orphans()  # only games where a bot is to move (and no other process runs it): the rest
        #                             wait in storage until someone asks for them
        self._sweeper = asyncio.create_task(self._sweep_loop(), name="idle-games")

    async def stop(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
        for live in self.games.values():
            await live.stop_bots()
        self.pool.shutdown()
        await self.storage.close()

    async def get(self, game_id: str) -> LiveGame:
        live = self.games.get(game_id)
        if live is None:
            live = await self._load(game_id)
        live.touched = time.monotonic()
        return live

    async def _load(self, game_id: str) -> LiveGame:
        if not GAME_ID.fullmatch(game_id):
            raise not_found(f"no game with id {shown_id(game_id)}")
        async with self._loading.setdefault(game_id, asyncio.Lock()):
            if game_id not in self.games:
                stored = await self.storage.load_game(game_id)
                if stored is None:
                    self._loading.pop(game_id, None)
                    raise not_found(f"no game with id {shown_id(game_id)}")
                match = Match.from_record(stored.record())  # replaying the record rebuilds the game exactly
                live = self._live(stored, match)
                self.games[game_id] = live
                live.start_bots()
        self._loading.pop(game_id, None)
        return self.games[game_id]

    def _changed_elsewhere(self, game_id: str, count: int, action: tuple[int, str] | None) -> None:
        """Another server process committed a change to this game (PostgreSQL NOTIFY)."""
        live = self.games.get(game_id)
        if live is not None:
            task = asyncio.create_task(live.catch_up(count, action))
            self._background.add(task)
            task.add_done_callback(self._background.discard)

    def _seats_changed_elsewhere(self, game_id: str) -> None:
        """Another server process changed this game's seat keys (a claim, an invitation, a rotation)."""
        live = self.games.get(game_id)
        if live is not None:
            task = asyncio.create_task(reload_seats(live))
            self._background.add(task)
            task.add_done_callback(self._background.discard)

    # ---- bounded memory ----------------------------------------------------------------------------------------
    async def _sweep_loop(self) -> None:
        while True:
            await asyncio.sleep(min(self.config.sweep_seconds, self.config.idle_seconds / 2,
                                    self.config.bot_lease_seconds / 2))
            self.sweep()
            try:
                await self.adopt_orphans()
            except Exception as exc:  # the database is away; the next round tries again
                log.warning("looking for games whose bots no process runs: %s", exc)

    async def adopt_orphans(self) -> list[str]:
        """Load the games where a bot is to move and no live process holds their bot lease (its owner died, hung,
        or there is none yet): their bots carry on here. Their ids."""
        adopted = [game_id for game_id in await self.storage.orphaned_bot_games() if game_id not in self.games]
        for game_id in adopted:
            await self.get(game_id)
        return adopted

    def sweep(self, now: float | None = None) -> list[str]:
        """Games nobody watches, plays or waits on a bot in: out of memory (storage has them). Their ids."""
        now = time.monotonic() if now is None else now
        idle = [game_id for game_id, live in self.games.items() if live.idle(now, self.config.idle_seconds)]
        for game_id in idle:
            self.games.pop(game_id).drop_bots()
        return idle

    async def create(self, request: Any, client: str | None = None) -> tuple[LiveGame, NewGameKeys]:
        """A new game from the lobby's request; returns it with the creator key and each person's seat's invitation
        (server/seats.py). Nobody holds a seat yet."""
        if not isinstance(request, dict):
            raise bad_request("the request must be a JSON object")
        plan = seat_plan(request.get("game"), request.get("options"))
        game = get_game(plan["game"])
        seats = self._seats(request.get("seats"), plan)
        people = sum(info["kind"] == "human" for info in seats)
        if people == 0 and not self.config.bot_only_games:
            raise forbidden("games without a person (only bots and rulebook opponents) are turned off on this server")
        seed, chosen = self._seed(request.get("seed"), people)
        async with self._creating:  # the limits are checked and the game stored as one step per process
            if client is not None:
                await self._check_limits(client)
            keys = invite_everyone(seats)
            try:
                match = Match.new(game, plan["options"], seed, [info["name"] for info in seats])
            except DicelandsError as exc:
                raise unprocessable(str(exc)) from None
            header = {key: value for key, value in match.to_record(with_result=False).items() if key != "actions"}
            if not chosen:
                header["seed_commitment"] = seed_commitment(seed)
            stored = StoredGame(new_game_id(), game.id, header, seats, "over" if match.is_over() else "playing",
                                creator=client, seed_chosen=chosen, creator_key=token_hash(keys.creator_key))
            live = self._live(stored, match)
            stored.bot_turn = live.bot_turn()
            await self.storage.create_game(stored)
        self.games[stored.id] = live
        live.start_bots()
        return live, keys

    def _seed(self, given: Any, people: int) -> tuple[int | str, bool]:
        """(seed, chosen by the creator?). The server draws 256 bits, the key of the keyed generator (docs/server.md,
        Fair dice). A seed is chosen by a player only where no other person plays against it: solo and bot-only
        games (or, for tests and organised events, a server configured to allow it); either form is accepted."""
        if given is None:
            return new_seed(), False
        whole = isinstance(given, int) and not isinstance(given, bool)
        if not (whole and 0 <= given < 2**63 or isinstance(given, str) and KEY_PATTERN.fullmatch(given)):
            raise bad_request("'seed' must be a non-negative whole number or 64 lowercase hexadecimal digits")
        if people > 1 and not self.config.seeded_games_with_people:
            raise unprocessable("'seed' may be chosen only in a game with at most one person: in a game between "
                                "people the server draws the dice and shows its commitment to them")
        return given, True

    async def _check_limits(self, client: str) -> None:
        now = time.time()
        counts = await self.storage.client_counts(client, now - 60, now - self.config.open_game_seconds)
        if counts.recent >= self.config.games_per_minute:
            retry = (counts.oldest_recent or now) + 60 - now
            raise too_many(f"at most {self.config.games_per_minute} new games per minute from one address; "
                           f"try again in {max(1, round(retry))} s", retry)
        if counts.open >= self.config.open_games_per_client:
            raise too_many(f"at most {self.config.open_games_per_client} unfinished games from one address; "
                           "finish or leave one first (an untouched game stops counting after a day)", 60)

    def _live(self, stored: StoredGame, match: Match) -> LiveGame:
        return LiveGame(stored, match, self.storage, self.config, self.pool, self.owner, self.stats)

    def _seats(self, given: Any, plan: dict) -> list[dict]:
        if not isinstance(given, list):
            raise bad_request("'seats' must be a list with one entry per seat")
        if len(given) != plan["seats"]:
            raise unprocessable(f"these options make {plan['seats']} seats, but {len(given)} were given")
        seats = []
        for seat, entry in enumerate(given):
            if not isinstance(entry, dict):
                raise bad_request(f"seat {seat}: expected an object like {{\"kind\": \"human\", \"name\": \"Ann\"}}")
            seats.append(self._seat(seat, entry, plan))
        unnamed = [info for info in seats if info.pop("unnamed", False)]  # bots named by their strength
        for info, name in zip(unnamed, numbered([info["name"] for info in unnamed])):
            info["name"] = name  # "strong 1", "strong 2": who offered that trade
        return seats

    @staticmethod
    def _seat(seat: int, entry: dict, plan: dict) -> dict:
        kind = entry.get("kind")
        name = entry.get("name")
        if name is not None and (not isinstance(name, str) or len(name) > MAX_NAME):
            raise bad_request(f"seat {seat}: 'name' must be a text of at most {MAX_NAME} characters")
        name = clean_name(name) if name else name  # no control or bidi characters: a name shows as it reads
        if seat in plan["automaton_seats"]:
            automaton = entry.get("bot") or (plan["automaton_names"] or ["automaton"])[0]
            if automaton not in plan["automaton_names"]:
                raise unprocessable(f"seat {seat} is the rulebook opponent ({', '.join(plan['automaton_names'])})")
            return {"kind": "automaton", "name": automaton, "bot": automaton}
        if kind == "human":
            return {"kind": "human", "name": (name or "").strip() or f"player {seat + 1}"}
        if kind == "bot":
            spec = entry.get("bot")
            if spec not in agent_names() and spec not in STRENGTHS:  # bare names: mcts:10000000 would hog the server
                raise unprocessable(f"seat {seat}: unknown bot {spec!r}; 'bot' must be one of "
                                    f"{', '.join([*STRENGTHS, *agent_names()])}")
            if given := (name or "").strip():
                return {"kind": "bot", "name": given, "bot": STRENGTHS.get(spec, spec)}
            return {"kind": "bot", "name": strength_of(spec) or spec, "bot": STRENGTHS.get(spec, spec),
                    "unnamed": True}
        raise unprocessable(f"seat {seat}: 'kind' must be \"human\" or \"bot\", got {kind!r}")

    async def recent(self, limit: int = 50) -> list[dict]:
        summaries = await self.storage.list_games(limit)
        out = []
        for summary in summaries:
            live = self.games.get(summary.id)
            out.append({"id": summary.id, "game": summary.game, "status": summary.status,
                        "actions": len(live.match.actions) if live else summary.n_actions,
                        "seats": [{"name": s["name"], "kind": s["kind"], "claimed": claimed(s)} for s in summary.seats],
                        "result": summary.result, "created": summary.created, "updated": summary.updated})
        return out
