"""The games dicelands knows. A new game is one line here; surfaces find games only through this table."""
from __future__ import annotations

import difflib
import re
from importlib import import_module

from .errors import UnknownGameError, quoted
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
    """The game with exactly this id: ids are not read loosely (`Dice-City`, `dice_city`, `dice-city ` are refused,
    with the id meant suggested), so a record or scenario names its game one way only."""
    key = game_id if isinstance(game_id, str) else str(game_id)
    if key not in GAMES:
        loose = re.sub(r"[\s_]+", "-", key.strip().lower())
        close = difflib.get_close_matches(loose, GAMES, n=1) if len(loose) <= 64 else []
        meant = loose if loose in GAMES else next(iter(close), None)
        hint = f"; did you mean {meant!r}?" if meant else ""
        raise UnknownGameError(f"unknown game {quoted(game_id)}{hint} (known: {', '.join(GAMES)})")
    try:
        module = import_module(GAMES[key])
        return module.GAME
    except (ImportError, AttributeError) as exc:
        raise UnknownGameError(f"game {key!r} is not available in this build ({exc})") from None
