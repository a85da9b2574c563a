"""Issue 42: the Envoy's shared icon is a virtual die face wherever a die face of its icon is accepted (seed, Western
Sea, Envoys › General Benefit: "each player has that die face, to be used at any time (Roll Phase or Action Phase as
appropriate) once per round"; "All technologies (including dice conversions) apply, and all base game rules of
spending virtual dice are unchanged"). The places are listed in docs/rules/dice-settlers.md ("Virtual die faces");
the scenarios tests/scenarios/dice_settlers/western_sea.yaml play Sailing, Ship pairs, Roll step 3 and the Treasure
die; this file the pink die's Advisor face and the action space."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from dicelands.engine import get_game
from dicelands.games.dice_settlers.modules.envoys import rules

from tests.dice_settlers.test_advisors import active
from tests.dice_settlers.test_rules import setup_game, texts

GAME = get_game("dice-settlers")
POSITIONS = Path(__file__).resolve().parent / "positions"  # the positions of scenarios/dice_settlers/western_sea


def advisors_and_envoys(card):
    """3 players with Advisors and Envoys; the holder selects `card`; the Roll phase goes on (step 3)."""
    state = setup_game(3, modules="advisors,envoys", pass_rule="any")
    envoys = rules.section(state)
    cards = set(envoys["display"]) | set(envoys["deck"])
    display = (card, *sorted(cards - {card})[:3])
    rules.put(state, display=display, deck=tuple(sorted(cards - set(display))))
    state = GAME.apply(state, rules.holder(state), f"select {card}")
    if "embassy decline" in texts(state, rules.holder(state)):
        state = GAME.apply(state, rules.holder(state), "embassy decline")
    return state


def test_the_envoys_gold_pays_for_the_pink_dies_advisor_face():
    """seed Envoys › General Benefit: "all base game rules of spending virtual dice are unchanged"; Advisors ›
    Changes in Gameplay: "If you want to set the die to the special side in the Roll phase, you need to spend 2
    Pioneer and/or resource icons". #123's Gold (G09: Gold manipulates like a basic resource) and one Pioneer die
    pay for it."""
    state = advisors_and_envoys("envoy-123")
    seat = 0
    active(state, seat, {"pk1": "pioneer", "w1": "pioneer"})
    assert "advisor face pk1" in texts(state, seat)
    state = GAME.apply(state, seat, "advisor face pk1")
    assert set(texts(state, seat)) == {"pay w1", "pay envoy"}
    pay_envoy = next(a for a in GAME.legal_actions(state, seat) if str(a) == "pay envoy")
    label = GAME.learning.action_label(state, seat, pay_envoy)
    assert label == "pay envoy" and label in GAME.learning.action_labels(state.options)
    state = GAME.apply(state, seat, "pay envoy")
    assert state.players[seat].used == ("envoy",)
    state = GAME.apply(state, seat, "pay w1")
    assert state.players[seat].active == {"pk1": "advisor"}


def test_the_envoys_icon_alone_does_not_offer_the_advisor_face():
    """Advisors: "you need to spend 2 Pioneer and/or resource icons": the Envoy's one icon (once per round) and no
    die showing such an icon are not enough, so the face is not offered (no dead end)."""
    state = advisors_and_envoys("envoy-123")
    active(state, 0, {"pk1": "pioneer", "w1": "research"})
    assert "advisor face pk1" not in texts(state, 0)


@pytest.mark.parametrize("name", ["envoy_126_ship", "envoy_126_roll_phase", "envoy_123_gold_treasure"])
def test_every_virtual_face_option_has_a_label_of_the_action_space(name):
    """The action space (notation.py) names each new way to spend the Envoy's icon: `sail (q,r) virtual`, `pair
    virtual+blue as settle`, `treasureroll envoy`, `envoy pioneer`; within a decision no two options share a label."""
    state = GAME.from_position(json.loads((POSITIONS / f"western_sea_{name}.json").read_text()))
    labels = set(GAME.learning.action_labels(state.options))
    frontier = [state]
    seen = 0
    while frontier and seen < 60:
        state = frontier.pop()
        for seat in GAME.to_move(state):
            legal = GAME.legal_actions(state, seat)
            named = [GAME.learning.action_label(state, seat, a) for a in legal]
            assert len(set(named)) == len(named), named
            assert set(named) <= labels, sorted(set(named) - labels)
            for action in legal:
                if "envoy" in str(action) or str(action).startswith(("action", "reroll")):
                    frontier.append(GAME.apply(state, seat, action))
                    seen += 1
