"""All games the server knows: creating them, loading them from storage (replaying records), listing them.

A game is loaded into memory on first use; games still in play are loaded at start-up so their bots carry on.
"""
from __future__ import annotations

import asyncio
import re
import secrets
from importlib import import_module
from importlib.resources import files
from typing import Any

from ..bots import agent_names
from ..engine import DicelandsError, Match, available_games, get_game
from ..engine.data import DataError
from ..engine.inputs import parse_yaml
from ..engine.registry import GAMES
from .errors import bad_request, not_found, unprocessable
from .live import LiveGame, token_hash
from .storage import Storage, StoredGame

MAX_NAME = 40


def new_game_id() -> str:
    return secrets.token_urlsafe(8).replace("-", "x").replace("_", "y")


def catalog() -> dict:
    """What the lobby offers: each game with its options and rulebook opponents, and the engine's bots."""
    games = []
    for game_id in available_games():
        game = get_game(game_id)
        options = [{"name": spec.name, "kind": spec.kind.__name__, "default": spec.default, "help": spec.help,
                    "choices": list(spec.choices), "minimum": spec.minimum, "maximum": spec.maximum}
                   for spec in game.all_option_specs()]  # with `modules` for a game that takes modules
        games.append({"id": game.id, "title": game.title, "options": options, "automata": dict(game.automata)})
    return {"games": games, "bots": agent_names()}


def component_data(game_id: str, name: str) -> dict:
    """A game's data/NAME.yaml as JSON: printed components (sheets, cards) a board renderer draws. Public by nature."""
    game = _game(game_id)
    if not re.fullmatch(r"[a-z0-9_-]{1,40}", name):
        raise not_found(f"no data file {name!r}")
    package = import_module(GAMES[game.id])
    path = files(package.__name__) / "data" / f"{name}.yaml"
    if not path.is_file() and game.catalog is not None and name in game.catalog.modules:  # a module's own data
        path = files(f"{game.catalog.package}.{name.replace('-', '_')}") / "data" / f"{name}.yaml"
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
    def __init__(self, storage: Storage, bot_delay: float = 0.0):
        self.storage = storage
        self.bot_delay = bot_delay
        self.games: dict[str, LiveGame] = {}
        self._loading: dict[str, asyncio.Lock] = {}

    async def start(self) -> None:
        await self.storage.open()
        for game_id in await self.storage.unfinished_ids():
            await self.get(game_id)

    async def stop(self) -> None:
        for live in self.games.values():
            await live.stop_bots()
        await self.storage.close()

    async def get(self, game_id: str) -> LiveGame:
        if game_id in self.games:
            return self.games[game_id]
        async with self._loading.setdefault(game_id, asyncio.Lock()):
            if game_id not in self.games:
                stored = await self.storage.load_game(game_id)
                if stored is None:
                    self._loading.pop(game_id, None)
                    raise not_found(f"no game with id {game_id!r}")
                match = Match.from_record(stored.record())  # replaying the record rebuilds the game exactly
                live = LiveGame(stored, match, self.storage, self.bot_delay)
                self.games[game_id] = live
                live.start_bots()
        return self.games[game_id]

    async def create(self, request: Any) -> tuple[LiveGame, dict[int, str]]:
        """A new game from the lobby's request; returns it with the secret token of each human seat."""
        if not isinstance(request, dict):
            raise bad_request("the request must be a JSON object")
        plan = seat_plan(request.get("game"), request.get("options"))
        game = get_game(plan["game"])
        seats = self._seats(request.get("seats"), plan)
        seed = request.get("seed")
        if seed is None:
            seed = secrets.randbits(31)
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
            raise bad_request("'seed' must be a non-negative whole number")
        tokens = {seat: secrets.token_urlsafe(18) for seat, info in enumerate(seats) if info["kind"] == "human"}
        for seat, token in tokens.items():
            seats[seat]["token_hash"] = token_hash(token)
        try:
            match = Match.new(game, plan["options"], seed, [info["name"] for info in seats])
        except DicelandsError as exc:
            raise unprocessable(str(exc)) from None
        header = {key: value for key, value in match.to_record(with_result=False).items() if key != "actions"}
        stored = StoredGame(new_game_id(), game.id, header, seats, "over" if match.is_over() else "playing")
        await self.storage.create_game(stored)
        live = LiveGame(stored, match, self.storage, self.bot_delay)
        self.games[stored.id] = live
        live.start_bots()
        return live, tokens

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
        return seats

    @staticmethod
    def _seat(seat: int, entry: dict, plan: dict) -> dict:
        kind = entry.get("kind")
        name = entry.get("name")
        if name is not None and (not isinstance(name, str) or len(name) > MAX_NAME):
            raise bad_request(f"seat {seat}: 'name' must be a text of at most {MAX_NAME} characters")
        if seat in plan["automaton_seats"]:
            automaton = entry.get("bot") or (plan["automaton_names"] or ["automaton"])[0]
            if automaton not in plan["automaton_names"]:
                raise unprocessable(f"seat {seat} is the rulebook opponent ({', '.join(plan['automaton_names'])})")
            return {"kind": "automaton", "name": automaton, "bot": automaton}
        if kind == "human":
            return {"kind": "human", "name": (name or "").strip() or f"player {seat + 1}"}
        if kind == "bot":
            spec = entry.get("bot")
            if spec not in agent_names():  # bare names only: a budget like mcts:10000000 would hog the server
                raise unprocessable(f"seat {seat}: unknown bot {spec!r}; 'bot' must be one of {', '.join(agent_names())}")
            return {"kind": "bot", "name": (name or "").strip() or spec, "bot": spec}
        raise unprocessable(f"seat {seat}: 'kind' must be \"human\" or \"bot\", got {kind!r}")

    async def recent(self, limit: int = 50) -> list[dict]:
        summaries = await self.storage.list_games(limit)
        out = []
        for summary in summaries:
            live = self.games.get(summary.id)
            out.append({"id": summary.id, "game": summary.game, "status": summary.status,
                        "actions": len(live.match.actions) if live else summary.n_actions,
                        "seats": [{"name": s["name"], "kind": s["kind"]} for s in summary.seats],
                        "result": summary.result, "created": summary.created, "updated": summary.updated})
        return out
