"""Structured actions (kind, notation, named fields) and the fixed action space: every legal action has an index."""
import random

import pytest

from dicelands.engine import IllegalActionError
from dicelands.games.dice_colony import GAME
from dicelands.games.dice_colony.actions import CLOSE, NOGROUP, PLACE, REMOVE, TAKE
from dicelands.games.dice_colony.components import INDEX


@pytest.mark.parametrize("action, expected", [
    (PLACE[INDEX[(2, -1)]], {"kind": "place", "notation": "place (2,-1)", "cell": [2, -1]}),
    (TAKE[("red", 3, "red", 3)], {"kind": "take", "notation": "take red3", "die": "red3", "as": "red3"}),
    (TAKE[("red", 3, "blue", 3)], {"kind": "take", "notation": "take red3 as blue3", "die": "red3", "as": "blue3"}),
    (TAKE[("red", 6, "red", 1)], {"kind": "take", "notation": "take red6 as red1", "die": "red6", "as": "red1"}),
    (REMOVE[("green", 3)], {"kind": "remove", "notation": "remove green3", "die": "green3"}),
    (CLOSE, {"kind": "close", "notation": "close", "control": True}),  # a control of the turn, not a cell or a die
    (NOGROUP, {"kind": "nogroup", "notation": "nogroup", "control": True}),
])
def test_actions_have_a_kind_their_notation_and_named_fields(action, expected):
    assert GAME.codec.action_json(action) == expected


def test_the_action_space_lists_every_notation_once():
    space = GAME.learning.action_space({"players": 2})
    assert space.size == 5 * 91 + 18 * 5 + 18 + 2 == 565
    assert space.labels == GAME.learning.action_space({"players": 4, "side": "b"}).labels  # the same for every option set
    assert "copy (0,-5)" in space.labels and "take green1 as green6" in space.labels and "nogroup" in space.labels


@pytest.mark.parametrize("options", [{"players": 2}, {"players": 3, "side": "b", "no_legal_colored": "anywhere"},
                                     {"players": 1, "solo": True, "side": "b"}])
def test_every_legal_action_has_an_index_that_gives_it_back(options):
    space = GAME.learning.action_space(options)
    rnd = random.Random(len(options))
    for seed in range(3):
        s = GAME.new_state(options, seed)
        while GAME.to_move(s):
            seat = rnd.choice(GAME.to_move(s))
            legal = GAME.legal_actions(s, seat)
            indexes = [space.index(s, seat, action) for action in legal]
            assert len(set(indexes)) == len(legal)
            assert [space.action(s, seat, i) for i in indexes] == legal
            assert sum(space.mask(s, seat)) == len(legal)
            s = GAME.apply(s, seat, rnd.choice(legal))
    with pytest.raises(IllegalActionError, match="not a legal option now"):
        space.action(GAME.new_state(options, 0), 0, space.labels.index("nogroup"))
