"""Dice Settlers' typed extension points (hooks.py): what a module may plug in, how the base game reaches the modules
in play, and what the modules contribute to the base tables through their `components` hook."""
from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from dicelands.engine import get_game
from dicelands.engine.modules import points_of
from dicelands.games.dice_settlers import hooks
from dicelands.games.dice_settlers.hooks import SettlersHooks
from dicelands.games.dice_settlers.tables import FACES, TECHS, technologies_in_play

GAME = get_game("dice-settlers")
MODULES = ("advisors", "enclosures", "envoys", "fish-and-ships")
BASE = Path(hooks.__file__).parent


def test_a_misspelt_point_fails_where_the_module_is_written():
    with pytest.raises(TypeError, match="tile_cels"):
        SettlersHooks(tile_cels=lambda state, seat, tile, cells: cells)  # type: ignore[call-arg]


def test_every_module_fills_the_games_hooks_type_and_the_catalog_is_the_games():
    assert GAME.hooks_type is SettlersHooks and GAME.catalog is hooks.CATALOG
    assert tuple(GAME.catalog.modules) == MODULES
    for module in GAME.catalog.modules.values():
        assert isinstance(module.hooks, SettlersHooks), module.name


def test_every_point_is_documented_and_listed_by_info():
    points = points_of(SettlersHooks)
    assert len(points) == len(dataclasses.fields(SettlersHooks)) and all(points.values())
    assert {"setup", "score", "tile_cells", "components", "diceoneer_roll"} <= set(points)
    listed = GAME.catalog.points
    assert set(points) <= set(listed) and {"actions", "options", "zones"} <= set(listed)


def test_the_base_game_alone_reaches_no_module():
    assert hooks.in_play({"modules": ""}) == () and hooks.in_play({}) == ()
    assert hooks.modules_of({"players": 2}) == ()


def test_the_modules_in_play_in_catalog_order_and_the_same_tuple_for_the_same_modules():
    options = GAME.resolve_options({"players": 2, "modules": "fish-and-ships,advisors"})
    found = hooks.in_play(options)
    assert found == (GAME.catalog.modules["advisors"].hooks, GAME.catalog.modules["fish-and-ships"].hooks)
    assert hooks.in_play(dict(options)) is found
    assert GAME.in_play(options) == found


def test_the_base_chance_kinds_name_no_module_and_the_modules_add_theirs():
    assert not set(GAME.chance_kinds) & {"advisors", "envoys", "enclosures"}
    assert {"advisors", "envoys", "enclosures"} <= set(GAME.known_chance_kinds())


def test_a_modules_components_join_the_tables_but_only_games_with_it_deal_them():
    GAME.catalog.modules  # finding the modules asks each for its components
    assert "chief-of-staff" in TECHS and TECHS["chief-of-staff"].module == "advisors" and "pink" in FACES
    assert "chief-of-staff" in technologies_in_play(GAME.resolve_options({"players": 2, "modules": "advisors",
                                                                          "tableau": "random"}))
    assert "chief-of-staff" not in technologies_in_play(GAME.resolve_options({"players": 2, "tableau": "random"}))


def test_no_base_file_imports_a_module_or_the_game_registry():
    for path in BASE.rglob("*.py"):
        if "modules" in path.relative_to(BASE).parts:
            continue
        text = path.read_text(encoding="utf-8")
        assert "get_game" not in text and "from .modules" not in text and "from ..modules" not in text, path
