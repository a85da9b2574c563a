"""The Dice Settlers position format is its msgspec types (position.py): what is written is what the types say,
and a value that does not fit them, in the base position or a module's section, is refused naming its path."""
import json
import random

import msgspec
import pytest

from dicelands.engine import PositionError, get_game
from dicelands.games.dice_settlers.position import PlayerJson, Position

GAME = get_game("dice-settlers")
ALL_MODULES = {"players": 3, "modules": "fish-and-ships,advisors,envoys,enclosures"}


def played(options, moves=150, seed=4):
    chooser, state = random.Random(seed), GAME.new_state(options, seed)
    for _ in range(moves):
        if not GAME.to_move(state):
            break
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, chooser.choice(GAME.legal_actions(state, seat)))
    return state


@pytest.mark.parametrize("options", [{"players": 1}, ALL_MODULES])
def test_what_is_written_is_the_type_in_its_order(options):
    position = json.loads(json.dumps(GAME.to_position(played(options))))
    typed = msgspec.convert(position, Position, strict=True)
    assert list(position) == [k for k in Position.__struct_encode_fields__ if k in position]
    assert list(position["players"][0]) == list(PlayerJson.__struct_encode_fields__)
    assert msgspec.to_builtins(typed) == position  # nothing written that the type does not hold
    assert GAME.to_position(GAME.from_position(position)) == position


@pytest.mark.parametrize("change, message", [
    (lambda p: p["players"][0]["tents"].update(general=-1), r"position: players\.0\.tents\.general: expected int >= 0"),
    (lambda p: p["players"][1].update(technologies="x"), r"position: players\.1\.technologies: expected array"),
    (lambda p: p["map"][0].update(tents=["1", 0, 0]), r"position: map\.0\.tents\.0: expected int, got str"),
    (lambda p: p["modules"]["advisors"].update(gold=-1), r"position\.modules\.advisors: gold: expected int >= 0"),
    (lambda p: p["modules"]["advisors"].pop("token"), r"position\.modules\.advisors: missing key 'token'"),
    (lambda p: p["modules"]["envoys"].update(hired=[["envoy-122"], 3, []]),
     r"position\.modules\.envoys: hired\.1: expected array, got int"),
    (lambda p: p["modules"]["fish-and-ships"].update(port_due="5"),
     r"position\.modules\.fish-and-ships: port_due: expected int, got str"),
    (lambda p: p["modules"]["fish-and-ships"].update(colour=1),
     r"position\.modules\.fish-and-ships: unknown key 'colour'"),
    (lambda p: p["modules"]["enclosures"]["hands"].append([]),
     r"position\.modules\.enclosures\.hands: expected a list of card ids per seat \(3 seats\)"),
])
def test_a_value_that_does_not_fit_its_type_is_refused_by_path(change, message):
    position = json.loads(json.dumps(GAME.to_position(played(ALL_MODULES))))
    change(position)
    with pytest.raises(PositionError, match=message):
        GAME.from_position(position)
