"""The environments are tested on every registered game and on the engine's fixture game (with and without its
"cards" module, which has a per-seat hidden zone)."""
import pytest

from dicelands.engine import registry



def fewest_opponents(game_id: str) -> list[str]:
    """Random opponents for the smallest table the game allows beside the learner (one, or two for Catan)."""
    players = next(spec for spec in registry.get_game(game_id).option_specs if spec.name == "players")
    return ["random"] * max(1, (players.minimum or 2) - 1)


# (game id, options, gymnasium opponents): every registered game at its default options, plus the fixture game.
CASES = [(game_id, {}, fewest_opponents(game_id)) for game_id in registry.GAMES] + [
    ("dice-colony", {"players": 1, "solo": True}, ["lu287"]),
    ("dice-settlers", {"players": 1}, ["diceoneer"]),
    ("dice-settlers", {"modules": "enclosures"}, ["random"]),
    ("dice-settlers", {"modules": "fish-and-ships"}, ["random"]),
    ("dice-settlers", {"players": 2, "modules": "envoys"}, ["random"]),
    ("dice-settlers", {"modules": "advisors"}, ["random"]),
    ("toy", {}, ["random"]),
    ("toy", {"modules": "cards"}, ["random"]),
]
IDS = [f"{game}-{'-'.join(f'{k}={v}' for k, v in options.items()) or 'default'}-vs-{','.join(opponents)}"
       for game, options, opponents in CASES]


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch):
    monkeypatch.setitem(registry.GAMES, "toy", "tests.engine.toy_game")


@pytest.fixture(params=CASES, ids=IDS)
def case(request):
    return request.param
