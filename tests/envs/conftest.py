"""The environments are tested on every registered game and on the engine's fixture game (with and without its
"cards" module, which has a per-seat hidden zone)."""
import pytest

from dicelands.engine import registry

# (game id, options, gymnasium opponents): every registered game at its default options, plus the fixture game.
CASES = [(game_id, {}, ["random"]) for game_id in registry.GAMES] + [
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
