import pytest


@pytest.fixture(autouse=True)
def fixture_games_registered(monkeypatch):
    from dicelands.engine import registry
    monkeypatch.setitem(registry.GAMES, "blind-bid", "tests.bots.blind_bid")
    monkeypatch.setitem(registry.GAMES, "toy", "tests.engine.toy_game")
