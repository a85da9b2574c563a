"""By Royal Decree, the Queen's Plans (seed, "Les Plans de la Reine"): every rule sentence as a test."""
import pytest

from dicelands.engine.errors import IllegalActionError

from dicelands.games.dice_city.modules.queens_plans.plans import PLANS

from .helpers import DISPLAY, GAME, build, legal, play

Q = "queens-plans"
DEALT = "q01 q05 q09 q02 q06 q17"  # p1: q01 q05 q09, p2: q02 q06 q17


def dealt(players=2, **options):
    forced = [("display", DISPLAY), ("first", "p1"), ("roll", "white1 yellow2 red2 blue3 black3"),
              ("roll", "white6 yellow6 red6 blue6 black6"), ("plans", DEALT)]
    return GAME.new_state({"players": players, "modules": Q, **options}, 0, forced=forced)


def chosen():
    state = dealt()
    state = GAME.apply(state, 0, "secret q01")
    state = GAME.apply(state, 0, "common q05")
    state = GAME.apply(state, 1, "secret q02")
    return GAME.apply(state, 1, "common q06")


def test_each_player_keeps_a_secret_plan_puts_one_in_the_middle_and_discards_the_third():
    """Seed: "après avoir disposés les 8 cartes Lieux, mélangez les cartes Plans de la Reine et distribuez trois
    cartes à chaque joueur face cachée"; "Sélectionnez une carte Plan et posez-là face cachée devant vous ...
    posez-là face cachée au milieu de la table. Cette réserve de cartes va former les plans communs. Défaussez la
    troisième carte face cachée"; "Après que chaque joueur ait effectué ces trois actions, les cartes placées au
    milieu de la table sont révélées"; "Tous les plans défaussés retournent dans la boîte"."""
    state = dealt()
    assert GAME.to_move(state) == (0, 1)
    assert legal(state, 0) == ["secret q01", "secret q05", "secret q09"]
    state = play(state, "secret q01", "common q05")
    assert GAME.to_move(state) == (1,) and state.ext[Q]["common"] == ()
    state = play(state, "secret q02", "common q06", seat=1)
    plans = state.ext[Q]
    assert plans["common"] == ("q05", "q06") and plans["secret"] == (("q01",), ("q02",))
    assert set(plans["box"]) == {"q09", "q17"} and GAME.to_move(state) == (0,)


def test_a_secret_plan_is_seen_only_by_its_owner():
    """Seed: "Chaque joueur consulte ses cartes"; "Cette carte est votre plan secret": the dealt cards and the
    secret plan are seen by their owner only."""
    state = chosen()
    assert GAME.view(state, 0)["modules"][Q]["secret"][0] == ["q01"]
    assert GAME.view(state, 1)["modules"][Q]["secret"][0] == {"hidden": 1}
    assert GAME.view(state, None)["modules"][Q]["secret"] == [{"hidden": 1}, {"hidden": 1}]
    keep = GAME.legal_action(dealt(), 0, "secret q01")
    assert "q01" not in GAME.show.describe(dealt(), 0, keep, reader=1)
    kept = GAME.apply(dealt(), 0, keep)
    assert GAME.show.notation_for(dealt(), kept, 0, keep, reader=0) == "secret q01"
    assert GAME.show.notation_for(dealt(), kept, 0, keep, reader=1) == GAME.show.notation_for(dealt(), kept, 0, keep) == \
        "secret (hidden)"


def test_a_common_plan_is_claimed_by_whoever_meets_it_once():
    """Seed: "Si vous avez rempli les conditions d'une ou plusieurs cartes plan commune(s) pendant votre tour, vous
    pouvez les réclamer et placez la ou les cartes devant vous"; "Une fois qu'une carte plan a été validé, il ne
    peut plus être réclamé par un autre joueur"; "À la fin de la partie, additionnez la valeur des Points de
    Victoire (PV) de toutes les cartes plans de la Reine que vous avez validées et ajoutez-les à votre total"."""
    state = chosen()
    for space in ("w1", "w2"):
        build(state, 0, space, "manor")  # two Cultural locations in one row: q06
    assert "claim q06" in legal(state)
    state = play(state, "claim q06")
    score = GAME.result(state).scores[0]
    assert score["plans"] == 4 and score["total"] == sum(v for part, v in score.items() if part != "total")
    assert "claim q06" not in legal(state)
    build(state, 1, "k1", "manor")
    build(state, 1, "k2", "manor")
    state = play(state, "done dice", "done attacks")
    state.rng.forced = [("roll", "white1 yellow1 red1 blue1 black1")]
    state = play(state, "end turn")
    before = GAME.to_position(state)
    with pytest.raises(IllegalActionError, match=r"\(q\d\d\) is already claimed by player 1: each plan is claimed once"):
        GAME.apply(state, 1, "claim q06")
    assert GAME.to_position(state) == before


def test_a_plan_not_met_is_refused_with_the_reason_and_nothing_changes():
    state = chosen()
    before = GAME.to_position(state)
    with pytest.raises(IllegalActionError, match="does not meet its condition"):
        GAME.apply(state, 0, "claim q05")
    with pytest.raises(IllegalActionError, match="neither a common plan nor your secret plan"):
        GAME.apply(state, 0, "claim q02")
    assert GAME.to_position(state) == before


def test_claiming_a_secret_plan_puts_every_other_secret_plan_in_the_common_pool():
    """Seed: "Pour déclarer votre propre carte plan personnelle, révélez la carte aux autres joueurs pour montrer
    que vous avez bien rempli les conditions"; "Dés lors qu'un joueur a validé sa carte plan personnelle, toutes les
    autres cartes plans personnelles doivent être révélées et mises au milieu de la table"."""
    state = chosen()
    for space in ("w1", "w2", "k3"):
        build(state, 0, space, "church")  # three Civic locations: q01
    state = play(state, "claim q01")
    plans = state.ext[Q]
    assert plans["secret"] == ((), ()) and set(plans["common"]) == {"q05", "q06", "q02"}
    assert GAME.view(state, 0)["modules"][Q]["common"] == ["q05", "q06", "q02"]


def test_build_means_cards_added_by_any_means_and_never_printed_locations():
    """Seed: "les Lieux qui ont été ajoutés à votre plateau de jeu (par n'importe quel moyen). Les Lieux de départ
    ne sont pas considérés comme construits"; Barracks' free Regular Army counts (spec §6)."""
    state = chosen()
    state.ext[Q] = {**state.ext[Q], "common": ("q05", "q06", "q04")}  # q04: three Military locations
    build(state, 0, "w1", "barracks")
    build(state, 0, "w2", "catapult")
    assert "claim q04" not in legal(state)  # the printed Militias do not count
    state = play(state, "white use", "place k6")
    assert "claim q04" in legal(state)


def test_a_covered_card_no_longer_counts_for_a_plan():
    """Spec G26 (project default): plans read the visible location cards."""
    state = chosen()
    state.ext[Q] = {**state.ext[Q], "common": ("q04",)}
    for space in ("w1", "w2", "w3"):
        build(state, 0, space, "catapult")
    assert "claim q04" in legal(state)
    build(state, 0, "w3", "manor")
    assert "claim q04" not in legal(state)


def test_types_are_the_four_categories_by_colour():
    """Seed: "Quand un plan se rèfère à une carte Lieu du même type ou d'un certain type, il fait référence au type
    général - Civique, Culturel, Économique ou Militaire"; "le bleu pour le Civil, le violet pour le Culturel, le
    jaune pour l'Économique et le rouge pour le militaire"; q10 = a Civic location directly left of a Cultural one."""
    state = chosen()
    state.ext[Q] = {**state.ext[Q], "common": ("q10",)}
    build(state, 0, "b1", "manor")
    build(state, 0, "b2", "well")
    assert "claim q10" not in legal(state)
    build(state, 0, "b3", "festival-hall")
    assert "claim q10" in legal(state)


def test_the_expansion_has_18_queens_plans():
    """Seed, Matériel: "18 Cartes Plans de la Reine"; a deal to 4 players takes 12 different ones of them (their
    conditions are the spec's placeholders, G16: the seed prints none)."""
    assert len(PLANS) == 18
    forced = [("display", DISPLAY), ("first", "p1")] + [("roll", "white1 yellow2 red2 blue3 black3")] * 4
    state = GAME.new_state({"players": 4, "modules": Q}, 5, forced=forced)
    hands = [plan for hand in state.ext[Q]["hands"] for plan in hand]
    assert len(hands) == len(set(hands)) == 12 and set(hands) <= set(PLANS)


def test_a_secret_plan_made_common_can_be_claimed_by_another_player():
    """Seed: the other secret plans, once revealed, "deviennent maintenant des plans communs, et n'importe quel joueur
    peut les réclamer": p1 claims its own secret (q01), then p2's former secret (q02)."""
    state = chosen()
    for space in ("w1", "w2", "k3"):
        build(state, 0, space, "church")  # three Civic locations: q01
    state = play(state, "claim q01")
    assert "claim q02" not in legal(state)
    for space in ("y1", "y2", "b3"):
        build(state, 0, space, "manor")  # three Cultural locations: q02, p2's secret plan
    state = play(state, "claim q02")
    assert set(state.ext[Q]["claimed"][0]) == {"q01", "q02"} and GAME.result(state).scores[0]["plans"] == 3 + 3


def test_a_plan_is_claimed_only_during_ones_own_turn():
    """Seed: "Si vous avez rempli les conditions d'une ou plusieurs cartes plan commune(s) pendant votre tour, vous
    pouvez les réclamer": p2 meets a common plan during p1's turn and may not claim it then (refused, nothing
    changed); it can in its own turn (ruling R17)."""
    state = chosen()
    for space in ("w1", "w2"):
        build(state, 1, space, "manor")  # p2: two Cultural locations in one row, q06
    before = GAME.to_position(state)
    with pytest.raises(IllegalActionError, match="waiting for seat 0"):
        GAME.apply(state, 1, "claim q06")
    assert GAME.to_position(state) == before
    state.rng.forced = [("roll", "white1 yellow1 red1 blue1 black1")]
    state = play(state, "done dice", "done attacks", "end turn")
    assert "claim q06" in legal(state, 1)


def test_several_common_plans_may_be_claimed_in_one_turn():
    """Seed: "Si vous avez rempli les conditions d'une ou plusieurs cartes plan commune(s) pendant votre tour, vous
    pouvez les réclamer et placez la ou les cartes devant vous": both common plans, one after the other."""
    state = chosen()
    for space, card in (("w1", "manor"), ("w2", "manor"), ("k1", "church"), ("k2", "church")):
        build(state, 0, space, card)  # q05: two Civic in a row; q06: two Cultural in a row
    assert {"claim q05", "claim q06"} <= set(legal(state))
    state = play(state, "claim q05", "claim q06")
    assert state.ext[Q]["claimed"][0] == ("q05", "q06") and state.ext[Q]["common"] == ()
    assert GAME.result(state).scores[0]["plans"] == 4 + 4
