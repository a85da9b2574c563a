"""Dice Settlers on the engine API (issue 8): the fixed action space (notation.py: every legal action of random games
has a label in the universe of its options, no two legal actions of one decision share a label, index -> action ->
index round-trips), steps in positions (unknown or ill-fitting steps refused), per-reader log lines."""
from __future__ import annotations

import random

import pytest

from dicelands.engine import get_game
from dicelands.engine.errors import PositionError
from dicelands.games.dice_settlers.icons import targets
from dicelands.games.dice_settlers.payment import PayFor
from dicelands.games.dice_settlers.roll import SetFace
from dicelands.games.dice_settlers.steps import STEPS

GAME = get_game("dice-settlers")


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_legal_action_has_a_label_in_the_universe_unique_within_its_decision(players):
    paid = 0  # conv and pair options whose fields were checked: none would leave that check unrun
    for seed in range(6):
        options = {"players": players, "tableau": "random" if seed % 2 else "first-game",
                   "married_bliss": seed % 3 == 0, "pass_rule": "any" if seed % 5 == 0 else "second"}
        space = GAME.learning.action_space(options)
        chooser = random.Random(seed)
        state = GAME.new_state(options, seed)
        while GAME.to_move(state):
            seat = chooser.choice(GAME.to_move(state))
            legal = GAME.legal_actions(state, seat)
            labels = [GAME.learning.action_label(state, seat, action) for action in legal]
            assert len(set(labels)) == len(labels), f"labels repeat at {GAME.prompt(state, seat)}: {labels}"
            outside = [label for label in labels if label not in space.index_of]
            assert not outside, f"outside the universe: {outside}"
            step = GAME.current_step(state, seat)
            for action in legal:  # the fields say what the action does (the web client selects by them)
                if action.kind in ("convert_die", "pair_pioneers"):
                    assert isinstance(step, PayFor) and action["icon"] in targets(step.action), (action, step)
                    paid += 1
            mask = space.mask(state, seat)
            assert sum(mask) == len(legal)
            action = chooser.choice(legal)
            assert space.action(state, seat, space.index(state, seat, action)) is action
            state = GAME.apply(state, seat, action, check=False)
    assert paid, "no conv or pair option came up in these games: their fields were never checked"


def test_a_position_naming_an_unknown_step_is_refused_with_one_clear_error():
    state = GAME.new_state({"players": 2}, seed=1)
    position = GAME.to_position(state)
    seat = GAME.to_move(state)[0]
    position["flow"][seat][-1]["step"] = "dance"
    with pytest.raises(PositionError, match="unknown step 'dance'"):
        GAME.from_position(position)
    old_style = GAME.to_position(state)
    old_style["players"][0]["step"] = "keep"
    with pytest.raises(PositionError, match="position.flow"):
        GAME.from_position(old_style)


def test_a_step_whose_fields_do_not_fit_the_position_is_refused():
    state = GAME.new_state({"players": 2}, seed=1)
    while state.phase != "roll":
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    good = GAME.to_position(state)
    manipulate = good["flow"][0][0]
    set_face = STEPS.to_json(SetFace("w1"))
    for stack, message in (([manipulate, {**set_face, "die": "w9"}], f"'{SetFace.name}' does not fit"),
                           ([manipulate, {"step": SetFace.name, "tile": "w1"}], "has no field 'tile'")):
        position = GAME.to_position(state)
        position["flow"][0] = stack
        with pytest.raises(PositionError, match=message):
            GAME.from_position(position)


def test_log_lines_are_the_same_for_every_reader():
    """Nothing in Dice Settlers is hidden: describe and events write one line for every seat and spectator."""
    chooser = random.Random(5)
    state = GAME.new_state({"players": 1}, seed=5)
    for _ in range(300):
        if not GAME.to_move(state):
            break
        seat = chooser.choice(GAME.to_move(state))
        action = chooser.choice(GAME.legal_actions(state, seat))
        after = GAME.apply(state, seat, action, check=False)
        assert len({GAME.show.describe(state, seat, action, reader) for reader in (None, 0, 1)}) == 1
        assert GAME.show.events(state, after, 0) == GAME.show.events(state, after, 1) == GAME.show.events(state, after)
        state = after
