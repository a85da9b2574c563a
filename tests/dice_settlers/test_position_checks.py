"""Dice Settlers positions: the map is connected (seed: an explored tile is placed "adjacent to at least 2 tiles",
a starting tile next to the tiles placed; spec §2.3.3), with or without modules."""
import json
import random

import pytest

from dicelands.engine import PositionError, get_game

GAME = get_game("dice-settlers")


def position_in_play(options, moves=80, seed=1):
    rnd, state = random.Random(seed), GAME.new_state(options, seed)
    for _ in range(moves):
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, rnd.choice(GAME.legal_actions(state, seat)))
    return json.loads(json.dumps(GAME.to_position(state)))


@pytest.mark.parametrize("modules", ["", "fish-and-ships"])
def test_a_tile_unconnected_to_the_map_is_refused(modules):
    position = position_in_play({"modules": modules})
    GAME.from_position(position)
    tile = position["stack"].pop()
    position["map"].append({"cell": "(999,999)", "tile": tile, "tents": [0] * len(position["players"]),
                            "house": None})
    with pytest.raises(PositionError, match=r"map: the tile at \(999,999\) is not connected to the map"):
        GAME.from_position(position)


def test_two_halves_of_a_map_are_refused_whichever_comes_first():
    position = position_in_play({})
    far = [{**entry, "cell": f"({int(q) + 50},{r})"} for entry in position["map"]
           for q, r in [entry["cell"].strip("()").split(",")]]
    position["map"] = position["map"][:1] + far[1:]
    with pytest.raises(PositionError, match="is not connected to the map"):
        GAME.from_position(position)
