"""The games dicelands knows. A new game is one line here; surfaces find games only through this table."""
from __future__ import annotations

from importlib import import_module

from .errors import UnknownGameError
from .game import Game

GAMES: dict[str, str] = {
    "dice-colony": "dicelands.games.dice_colony",
    "dice-settlers": "dicelands.games.dice_settlers",
    "catan": "dicelands.games.catan",
    "catan-land-ho": "dicelands.games.catan.land_ho",
    "dice-city": "dicelands.games.dice_city",
}


def available_games() -> list[str]:
    """Ids of the games whose package is present and exports GAME."""
    found = []
    for game_id in GAMES:
        try:
            get_game(game_id)
        except UnknownGameError:
            continue
        found.append(game_id)
    return found


def get_game(game_id: str) -> Game:
    key = str(game_id).strip().lower().replace("_", "-")
    if key not in GAMES:
        raise UnknownGameError(f"unknown game {game_id!r} (known: {', '.join(GAMES)})")
    try:
        module = import_module(GAMES[key])
        return module.GAME
    except (ImportError, AttributeError) as exc:
        raise UnknownGameError(f"game {key!r} is not available in this build ({exc})") from None
