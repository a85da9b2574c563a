"""Western Sea #120 Diverse Society, the one new technology that needs no module: "The only exception to this is card
#120 (Diverse Society) which does not rely on any modules and can thus be added to any game of Dice Settlers" (seed,
New technologies). Its seal, costs and VP are our placeholder (technologies.yaml, spec §12 G24)."""
from __future__ import annotations

import pytest

from dicelands.engine import get_game
from dicelands.engine.errors import OptionError
from dicelands.games.dice_settlers.actions.research import candidates
from dicelands.games.dice_settlers.tables import TECHS, technologies_in_play
from dicelands.games.dice_settlers.scoring import tech_points

from tests.dice_settlers.test_rules import setup_game, to_action_phase

GAME = get_game("dice-settlers")
CARD = "diverse-society"


def test_only_the_option_deals_it_into_a_random_tableau():
    plain = GAME.new_state({"players": 2, "tableau": "random"}, seed=1)
    assert CARD not in technologies_in_play(plain.options) and CARD not in plain.tableau
    dealt = [GAME.new_state({"players": 2, "tableau": "random", "diverse_society": True}, seed=s).tableau
             for s in range(20)]
    assert CARD in technologies_in_play({"players": 2, "tableau": "random", "diverse_society": True})
    assert any(CARD in tableau for tableau in dealt)
    assert all(len(tableau) == 9 for tableau in dealt)  # it is one of the deck's cards, not an extra one


def test_it_needs_no_module_and_goes_with_every_module():
    for modules in ("", "envoys", "enclosures", "advisors", "fish-and-ships"):
        state = GAME.new_state({"players": 2, "tableau": "random", "diverse_society": True, "modules": modules},
                               seed=3)
        assert CARD in technologies_in_play(state.options)


def test_the_first_game_tableau_refuses_it_and_says_why():
    with pytest.raises(OptionError, match="only a random tableau"):
        GAME.new_state({"players": 2, "diverse_society": True}, seed=1)


def test_researched_it_scores_its_printed_vp():
    state = to_action_phase(setup_game(2, tableau="random", diverse_society=True,
                                       forced=[("tableau", " ".join([CARD, *_eight_others()]))]))
    assert CARD in state.tableau
    seat = GAME.to_move(state)[0]
    state.players[seat].res.update({r: 3 for r in state.players[seat].res})
    assert CARD in candidates(state, seat, TECHS[CARD].research_cost)
    before = tech_points(state, seat)
    state.players[seat].techs = (*state.players[seat].techs, CARD)
    assert tech_points(state, seat) == before + TECHS[CARD].vp


def _eight_others() -> list[str]:
    pool = technologies_in_play({"players": 2, "tableau": "random"})
    return [t for t, tech in pool.items() if not tech.promo and not tech.set_aside][:8]


def test_every_optional_card_names_a_yes_no_option_of_the_game():
    specs = {spec.name: spec for spec in GAME.all_option_specs()}
    optional = [tech for tech in TECHS.values() if tech.option]
    assert optional and all(tech.option in specs and specs[tech.option].kind is bool for tech in optional)
