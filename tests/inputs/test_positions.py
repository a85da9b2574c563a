"""Every game's `from_position` refuses a field of the wrong type with a PositionError (issue 16): in valid positions
of every registered game, each value in turn is swapped for a value of each other JSON type; the position then loads
(and can be played from) or is refused with a PositionError — never another exception. Also: a key nobody knows is
refused anywhere in a position."""
from __future__ import annotations

import copy
import json

import pytest

from dicelands.engine import PositionError, get_game

from .mutate import paths
from .positions import exercise, game_ids, positions

SWAPS = ([], {}, "x", 1.5, None, True, -1, [[]], ["x"], 2**70)


def swapped(position: dict, path: tuple, value) -> dict:
    changed = copy.deepcopy(position)
    parent = changed
    for part in path[:-1]:
        parent = parent[part]
    parent[path[-1]] = copy.deepcopy(value)
    return changed


def _other_type(old, new) -> bool:
    return type(old) is not type(new) or isinstance(old, (list, dict)) and old != new


@pytest.mark.parametrize("game_id", game_ids())
def test_a_field_of_the_wrong_type_is_a_position_error(game_id):
    game = get_game(game_id)
    for text in positions(game_id, per_game=2):
        position = json.loads(text)
        for path in paths(position)[1:]:
            old = _value_at(position, path)
            for value in SWAPS:
                if not _other_type(old, value):
                    continue
                broken = swapped(position, path, value)
                try:
                    state = game.from_position(broken)
                except PositionError:
                    continue
                except Exception as exc:  # noqa: BLE001 - the point of the test
                    pytest.fail(f"{game_id}: {'.'.join(map(str, path))} = {value!r}: {type(exc).__name__}: {exc}")
                try:
                    exercise(game, state)
                except Exception as exc:  # noqa: BLE001
                    pytest.fail(f"{game_id}: {'.'.join(map(str, path))} = {value!r} was accepted, then "
                                f"{type(exc).__name__}: {exc}")


@pytest.mark.parametrize("game_id", game_ids())
def test_an_unknown_key_is_refused_anywhere(game_id):
    game = get_game(game_id)
    position = json.loads(positions(game_id, per_game=2)[-1])
    for path in paths(position):
        target = _value_at(position, path)
        if not isinstance(target, dict):
            continue
        broken = copy.deepcopy(position)
        _value_at(broken, path)["colour_of_the_sky"] = "blue"
        with pytest.raises(PositionError):
            game.from_position(broken)
            pytest.fail(f"{game_id}: an unknown key in {'.'.join(map(str, path)) or 'the position'} was accepted")


def _value_at(tree, path):
    for part in path:
        tree = tree[part]
    return tree
