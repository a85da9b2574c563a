"""Objectives, the solo opponent LU-287, final scoring and tie-breaks, and the 5 x 5 turn structure."""
import random

import pytest

from dicelands.engine import Match, OptionError
from dicelands.games.dice_colony import GAME
from dicelands.games.dice_colony.components import GROUP_POINTS, LIFE, ORES, VEG, WATER
from dicelands.games.dice_colony.scoring import lu287_line
from dicelands.games.dice_colony.state import Sheet

from dicelands.games.dice_colony.turn import RemoveDie, TakeDie

from .helpers import OVER, REMOVE, legal, play, scores, sheet, stage, state

FOUR_ENERGIES = "V(3,-3) V(0,3) V(-3,3) V(-3,0) V(2,0)"  # four energy spaces drawn on, and a vegetation at (2,0)
TRIANGLE = ("O", "(4,-4) (5,-4) (4,-3)")  # a closed triangle of ores (objective A01)


def auto(s, seat):
    """Play a seat's first legal actions until it has drawn this turn (never forming groups)."""
    while seat in GAME.to_move(s) and stage(s) is not RemoveDie:
        actions = legal(s, seat)
        s = play(s, (seat, "nogroup" if "nogroup" in actions else actions[0]))
    return s


def test_objectives_several_players_score_the_high_value_then_the_card_flips():
    """Rulebook: "It is possible and allowed for multiple players to score for the same objective in the same turn,
    and it is also possible for a player to score for more than one objective at the same time. Each card can only
    be scored once per player." and "if the card is face-up, turn it over to show the side with the lower value.\""""
    seat0 = sheet(f"{FOUR_ENERGIES} O(4,-4) O(5,-4) O(4,-3)", groups=[TRIANGLE], step=TakeDie(), card=1)
    seat1 = sheet(FOUR_ENERGIES, step=TakeDie(), card=2)
    seat2 = sheet("V(3,-3) V(0,3) V(-3,3) V(2,0) V(-2,0)", step=TakeDie(), card=3)  # only three energy spaces
    s = state(seat0, seat1, seat2, table=("green2", "red1", "blue1"), objectives=("C07", "A01", "B01"),
              forced=[("roll", "green5 red1 blue1")])
    for seat in (0, 1, 2):
        s = play(s, (seat, "take green2"), (seat, "place (3,0)"))  # (3,0) is an energy space
    assert GAME.to_move(s) == (0,)
    s = play(s, (0, "remove red1"))  # the check comes after the removal, at the end of the turn
    c07, a01, _ = s.objectives
    assert c07 == ("C07", True, ((0, 6), (1, 6)))  # both score the higher value, the card flips once
    assert a01 == ("A01", True, ((0, 5),))  # seat 0 scores two cards at the same check
    assert scores(s, 0)["objectives"] == 11 and scores(s, 1)["objectives"] == 6
    # turn 2: seat 2 reaches 5 energy and scores the lower value; seats 0 and 1 do not score C07 again
    s = play(s, (2, "take green5"), (2, "place (-3,0)"))
    for seat in (0, 1):
        s = auto(s, seat)
    s = play(s, (1, "remove red1"))
    assert s.objectives[0] == ("C07", True, ((0, 6), (1, 6), (2, 3)))
    assert [scores(s, seat)["objectives"] for seat in (0, 1, 2)] == [11, 6, 3]


@pytest.mark.parametrize("round_, position", [(2, 0), (3, 1), (4, 2)])
def test_lu287_flips_left_middle_right_after_rounds_2_3_4(round_, position):
    """Rulebook (solo): "LU-287 will complete different Objective cards at the end of certain rounds: in the 2nd
    round, the card on the left; in the 3rd, the middle card; and in the 4th, the one on the right. ... LU-287 will
    not score these Objective cards, it will only turn them over\""""
    s = state(sheet(), stage=REMOVE, round=round_, turn=5, table=("green1", "red1", "blue1"),
              set_aside=("green2", "green3", "red2", "red3"), objectives=("C07", "C01", "C02"), solo=True)
    s = play(s, (0, "remove blue1"))
    assert [flipped for _, flipped, _ in s.objectives] == [k == position for k in range(3)]
    assert all(scored == () for _, _, scored in s.objectives)
    assert scores(s, 1)["objectives"] == 0 and scores(s, 0)["objectives"] == 0
    assert (s.round, s.turn) == (round_ + 1, 1)


def test_lu287_does_not_flip_in_rounds_1_and_5_nor_before_turn_5():
    """Rulebook (solo): LU-287 completes cards "at the end of certain rounds: in the 2nd ... 3rd ... 4th" only."""
    s = state(sheet(), stage=REMOVE, round=1, turn=5, table=("green1", "red1", "blue1"),
              set_aside=("green2", "green3", "red2", "red3"), objectives=("C07", "C01", "C02"), solo=True)
    s = play(s, (0, "remove blue1"))
    assert not any(flipped for _, flipped, _ in s.objectives)
    s = state(sheet(), stage=REMOVE, round=2, turn=4, table=("green1", "red1", "blue1"),
              set_aside=("green2", "green3", "red2"), objectives=("C07", "C01", "C02"), solo=True)
    s = play(s, (0, "remove blue1"))
    assert not any(flipped for _, flipped, _ in s.objectives)


def test_after_lu287_flips_a_card_the_human_can_still_score_its_lower_value():
    """Rulebook (solo): LU-287 turns a card "so you don't score the highest points"; Clarifications: "Once an
    Objective card is flipped, it will grant its new value until the end of the game\""""
    five = "V(3,-3) V(0,3) V(-3,3) V(-3,0) V(3,0)"
    s = state(sheet(five), stage=REMOVE, round=3, turn=1, table=("green1", "red1", "blue1"),
              objectives=("C07", "C01", "C02"), flipped=("C07",), solo=True)
    s = play(s, (0, "remove blue1"))
    assert s.objectives[0] == ("C07", True, ((0, 3),))


def test_solo_example_table_human_60_and_lu287_52_not_the_printed_58():
    """Rulebook (solo example): "you managed to form a group with 5 Vegetation icons (8 points); three groups of 3,
    4 and 5 Ore icons (18 points in total); a group of 4 and another of 5 Water icons (14 points in total); and
    three groups of 3, 4 and 6 Lives (20 points in total), which gives you a total of 60 points".

    The printed LU-287 column says Water "3 and 6 (20 points)" and TOTAL 58, but the rulebook's own group table
    gives 4 + 10 = 14 for groups of 3 and 6, so LU-287's groups total 20 + 10 + 14 + 8 = 52. The printed 58 is
    an arithmetic error in the example; we implement the table (spec §11.4, docs/rules/dice-colony.md).
    """
    def row(letter, r, q0, n):
        return letter, " ".join(f"({q},{r})" for q in range(q0, q0 + n))
    groups = [row("V", -4, -1, 5), row("O", -2, -3, 3), row("O", -2, 1, 4), row("O", 0, -5, 5),
              row("W", 0, 1, 4), row("W", 2, -5, 5), row("L", 2, 1, 3), row("L", 4, -5, 4), row("L", -5, 0, 6)]
    icons = " ".join(f"{t}{c}" for t, cs in groups for c in cs.split())
    s = state(sheet(icons, groups=groups), stage=OVER, round=5, turn=5, table=(), solo=True)
    human, lu = GAME.result(s).scores
    assert (human["vegetation"], human["ores"], human["water"], human["life"]) == (8, 18, 14, 20)
    assert human["vegetation"] + human["ores"] + human["water"] + human["life"] == 60
    assert (lu["vegetation"], lu["ores"], lu["water"], lu["life"]) == (20, 10, 14, 8)
    assert lu["vegetation"] + lu["ores"] + lu["water"] + lu["life"] == 52


def test_lu287_colonies_are_ten_minus_yours_at_5_points_each():
    """Rulebook (solo): "Subtract the number of colonies you formed from the number 10. ... If you formed 6
    colonies, LU-287 scores 4 colonies. LU-287 colonies always score 5 points each." (max(0, ...): spec S2)"""
    options = {"starting_colony_scores": False}
    human = Sheet.blank(1)
    human.counts[6] = 6
    assert lu287_line(human, options)["colonies"] == 20
    human.counts[6] = 12
    assert lu287_line(human, options)["colonies"] == 0
    human.counts[6] = 0
    line = lu287_line(human, options)
    assert line["colonies"] == 50
    assert line["total"] == 50 + 4 * sum(GROUP_POINTS.values())  # nothing closed: LU-287 scores every box


def test_lu287_scores_each_type_and_size_the_human_did_not_close():
    """Rulebook (solo): "LU-287 will score precisely for the groups you did not complete.\""""
    human = Sheet.blank(1)
    human.groups = [(VEG, (0, 1, 2, 3, 4), ()), (WATER, (0, 1, 2), ()), (ORES, (0, 1, 2, 3, 4, 5), ()),
                    (LIFE, (0, 1, 2, 3), ()), (LIFE, (5, 6, 7, 8), ())]
    line = lu287_line(human, {"starting_colony_scores": False})
    assert (line["vegetation"], line["water"], line["ores"], line["life"]) == (20, 24, 18, 22)


def _colony_sheet(card):
    return sheet("V(-2,-2) V(-2,-1) V(-3,0) O(-4,0) O(-4,-1) O(-3,-2) C(-3,-1)", card=card)  # colony: 4 points


def _group_sheet(card):
    return sheet("V(1,0) V(2,0) V(3,0)", groups=[("V", "(1,0) (2,0) (3,0)")], card=card)  # group: 4 points


def test_tie_break_on_colony_points():
    """Rulebook: "In case of a tie, the player who scored the most points for their colonies wins.\""""
    s = state(_group_sheet(1), _colony_sheet(2), stage=OVER, round=5, turn=5, table=())
    result = GAME.result(s)
    assert [line["total"] for line in result.scores] == [4, 4]
    assert result.over and result.winners == (1,)


def test_still_tied_players_share_the_victory():
    """Rulebook: "If the tie remains, the tied players share the victory.\""""
    s = state(_colony_sheet(1), _colony_sheet(2), _group_sheet(3), stage=OVER, round=5, turn=5, table=())
    assert GAME.result(s).winners == (0, 1)


def test_no_winner_while_the_game_is_running():
    """Rulebook: "At the end of the 5th and final round, the points are scored and the player with the highest
    score wins." - running scores during play, winners only at the end."""
    s = state(_colony_sheet(1), _group_sheet(2), stage=REMOVE, table=("green1", "red1", "blue1"))
    result = GAME.result(s)
    assert not result.over and result.winners == () and result.scores[0]["total"] == 4


@pytest.mark.parametrize("options", [{"players": 2}, {"players": 3, "side": "b"}, {"players": 1, "solo": True}])
def test_five_rounds_of_five_turns_first_player_passes_left_every_turn(options):
    """Rulebook: "Dice Colony is played in 5 rounds of 5 turns each." and "The starting player passes the First
    Player Card to the player on their left and the turn ends." and the first player is "the one with the lowest
    Starting card value"; solo (spec §11.2): the human always goes first."""
    players = options["players"]
    deal = {1: "3", 2: "2 1", 3: "4 2 3"}[players]
    s = GAME.new_state(options, 11, [("deal", deal)])
    rnd = random.Random(11)
    seen = []
    while GAME.to_move(s):
        assert len(s.table) == 3 and sum(s.bag) + len(s.table) + len(s.set_aside) == 10
        if stage(s) is RemoveDie:
            seen.append((s.round, s.turn, s.first))
            assert len(s.set_aside) == s.turn - 1
        seat = rnd.choice(GAME.to_move(s))
        assert seat < players  # LU-287 never decides
        s = GAME.apply(s, seat, rnd.choice(GAME.legal_actions(s, seat)))
    assert [(r, t) for r, t, _ in seen] == [(r, t) for r in range(1, 6) for t in range(1, 6)]
    start = {1: 0, 2: 1, 3: 1}[players]  # the lowest card
    assert [f for _, _, f in seen] == [(start + k) % players for k in range(25)]
    assert s.bag == (3, 3, 3, 1) and s.table == () and s.set_aside == ()
    assert GAME.result(s).over


def test_seat_plan_for_lu287():
    """Rulebook (solo): "you must defeat LU-287" - LU-287 is a seat the game plays itself."""
    plan = GAME.seat_plan(["ana", "lu287"])
    assert plan.options == {"players": 1, "solo": True} and plan.agents == ("ana", None)
    assert GAME.seat_plan(["lu287", "ana"]).agents == ("ana", None)
    assert GAME.num_seats(GAME.resolve_options(plan.options)) == 2
    assert GAME.automaton_seats(GAME.resolve_options(plan.options)) == (1,)
    with pytest.raises(OptionError):
        GAME.seat_plan(["ana", "bo", "lu287"])
    with pytest.raises(OptionError, match="solo"):
        GAME.resolve_options({"players": 2, "solo": True})
    match = Match.new(GAME, plan.options, seed=1, seats=list(plan.names))
    assert match.to_move() == (0,) and len(match.result().scores) == 2
