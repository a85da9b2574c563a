"""Groups, lives, colonies, side B stars and barren regions - the rulebook's worked examples first."""
import pytest

from dicelands.engine import IllegalActionError
from dicelands.games.dice_colony import GAME
from dicelands.games.dice_colony.components import INTERIOR, SIDES

from dicelands.games.dice_colony.steps import CopyStar, FormGroup, PlaceLives
from dicelands.games.dice_colony.turn import DrawStage, PlaceBarren, TakeDie

from .helpers import BARREN, REMOVE, group_of, icon, legal, lives_left, play, scores, sheet, stage, state, top


def test_paula_water_group_of_four_scores_6_and_draws_2_lives_one_by_one():
    """Rulebook: "After drawing her 4th adjacent water icon, Paula decides to form a group, gaining 6 Development
    Points. Paula immediately draws two life icons around the group she has just formed.\""""
    # side A, starting card 1 puts water at (0,2); two more waters are already drawn
    s = state(sheet("W(1,2) W(1,3)", step=TakeDie()), side="a", table=("blue2", "red5", "green5"))
    s = play(s, (0, "take blue2"), (0, "place (2,2)"))  # the 4th water, east of (1,2)
    assert isinstance(top(s, 0), FormGroup) and top(s, 0).selected  # the selection starts as the fresh icon
    assert legal(s, 0) == ["add (1,2)", "add (1,3)", "nogroup"]
    s = play(s, (0, "add (1,2)"), (0, "add (0,2)"), (0, "add (1,3)"))
    assert "close" in legal(s, 0)
    s = play(s, (0, "close"))
    assert scores(s, 0)["water"] == 6
    assert isinstance(top(s, 0), PlaceLives) and lives_left(s, 0) == 2
    assert "life (2,1)" in legal(s, 0) and "life (-1,2)" in legal(s, 0)
    s = play(s, (0, "life (2,1)"))
    assert isinstance(top(s, 0), PlaceLives) and lives_left(s, 0) == 1  # one by one
    s = play(s, (0, "life (-1,2)"))
    assert top(s, 0) is None
    assert icon(s, 0, "(2,1)") == icon(s, 0, "(-1,2)") == "L"


def test_lives_are_lost_when_there_is_no_space_next_to_the_group():
    """Rulebook Clarifications: "if you have to draw 3, but you only have room for 2, you will only draw 2.\""""
    walls = "X(3,-5) X(3,-4) X(3,-3) X(5,-3)"  # only (4,-3) stays empty next to the corner group
    s = state(sheet(f"V(5,-5) V(4,-5) V(4,-4) V(5,-4) {walls}", took="green1",
                    step=FormGroup("V", group_of("(5,-5)"), group_of("(5,-5)"))), table=("green1", "red1", "blue1"), side="a")
    s = play(s, (0, "add (4,-5)"), (0, "add (4,-4)"), (0, "add (5,-4)"), (0, "close"))
    assert lives_left(s, 0) == 2
    assert legal(s, 0) == ["life (4,-3)"]
    s = play(s, (0, "life (4,-3)"))
    assert top(s, 0) is None and lives_left(s, 0) == 0
    assert s.sheets[0].counts[4] == 1  # one life drawn, the second lost


def test_nicolas_colony_scores_8_and_the_barren_does_not_count():
    """Rulebook: "After drawing a 3rd water icon, Nicolas decides to close a group, drawing a life icon and creating
    an area for a colony to form. ... this colony will score 8 points (2 for vegetation, 2 for water, 2 for ores
    and 2 for life) but will not score points for the barren region.\""""
    around = "V(3,-4) O(3,-3) X(2,-4) W(2,-2) W(1,-2)"  # five of the six neighbours of (2,-3)
    s = state(sheet(around, step=TakeDie()), side="a", table=("blue2", "red5", "green5"))
    s = play(s, (0, "take blue2"), (0, "place (2,-1)"), (0, "add (2,-2)"), (0, "add (1,-2)"), (0, "close"))
    assert scores(s, 0)["water"] == 4 and lives_left(s, 0) == 1
    s = play(s, (0, "life (1,-3)"))  # the sixth neighbour
    assert icon(s, 0, "(2,-3)") == "C"
    assert scores(s, 0)["colonies"] == 8


def test_colonies_form_immediately_in_the_middle_of_placing_lives():
    """Rulebook Clarifications: "A colony must be drawn as soon as an empty space is enclosed by 6 icons. Once you
    have done that, continue drawing if you still have icons to draw.\""""
    around = "V(3,-4) O(3,-3) X(2,-4) W(2,-2) W(1,-2) W(1,-1)"
    s = state(sheet(around, step=TakeDie(), card=4), side="a", table=("blue2", "red5", "green5"))
    s = play(s, (0, "take blue2"), (0, "place (2,-1)"))  # cluster (2,-1) (2,-2) (1,-2) (1,-1): 4 waters
    s = play(s, (0, "add (2,-2)"), (0, "add (1,-2)"), (0, "add (1,-1)"), (0, "close"))
    assert lives_left(s, 0) == 2
    s = play(s, (0, "life (1,-3)"))
    assert icon(s, 0, "(2,-3)") == "C" and isinstance(top(s, 0), PlaceLives) and lives_left(s, 0) == 1
    s = play(s, (0, "life (3,-2)"))
    assert top(s, 0) is None


def test_a_barren_completes_a_colony_too():
    """Rulebook: "Barren regions also count towards forming a colony"; spec §9.5: colonies after EVERY icon."""
    around = "V(3,-4) O(3,-3) W(2,-2) W(1,-2) L(1,-3)"
    s = state(sheet(f"{around} V(1,-4)", step=PlaceBarren()), stage=BARREN, table=("black2", "red5", "green5"))
    s = play(s, (0, "barren (2,-4)"))
    assert icon(s, 0, "(2,-3)") == "C" and scores(s, 0)["colonies"] == 8


def test_lives_can_form_a_life_group_in_a_chain():
    """Rulebook: "Note that lives can also be enclosed to form new groups" (spec G4: after each life, one Life group
    containing it may be closed; Life groups produce no lives)."""
    s = state(sheet("W(1,2) W(1,3) L(2,0) L(3,0)", step=TakeDie()), side="a", table=("blue2", "red5", "green5"))
    s = play(s, (0, "take blue2"), (0, "place (2,2)"), (0, "add (1,2)"), (0, "add (0,2)"), (0, "add (1,3)"),
             (0, "close"), (0, "life (2,1)"))
    assert isinstance(top(s, 0), FormGroup) and top(s, 0).icon == "L"  # a life group containing the new life
    s = play(s, (0, "add (2,0)"), (0, "add (3,0)"), (0, "close"))
    assert scores(s, 0)["life"] == 4
    assert isinstance(top(s, 0), PlaceLives) and lives_left(s, 0) == 1  # back to the water group's second life
    s = play(s, (0, "life (-1,2)"))
    assert top(s, 0) is None and scores(s, 0)["water"] == 6


def test_group_selection_is_built_cell_by_cell():
    """Rulebook: a group "must contain the last icon drawn and is formed exclusively by 3 or more icons of the same
    type ... that make up a continuous chain and that have not been previously closed in another group.\""""
    s = state(sheet("O(1,0) O(2,0) O(3,0) O(4,0) O(5,0) O(1,1) O(5,-1) O(0,2)", step=FormGroup("O", group_of("(1,0)"), group_of("(1,0)")), took="red2", groups=[("O", "(3,0) (4,0) (5,0)")]),
              table=("red2", "red5", "green5"), side="b")
    assert legal(s, 0) == ["add (2,0)", "add (1,1)", "nogroup"]  # closed (3,0) and distant (0,2) are not offered
    with pytest.raises(IllegalActionError, match="does not touch the selection"):
        GAME.apply(s, 0, "add (0,2)")
    with pytest.raises(IllegalActionError, match="not an unclosed ores icon"):
        GAME.apply(s, 0, "add (3,0)")
    with pytest.raises(IllegalActionError, match="at least 3"):
        GAME.apply(s, 0, "close")
    s = play(s, (0, "add (2,0)"), (0, "add (1,1)"))
    s = play(s, (0, "close"))
    assert scores(s, 0)["ores"] == 4 + 4 and lives_left(s, 0) == 1


def test_no_group_step_below_three_and_nogroup_leaves_icons_open():
    """Rulebook: groups have "3 or more icons"; forming one is optional ("you may decide to form a group")."""
    s = state(sheet("W(1,0)", step=TakeDie()), table=("blue2", "red5", "green5"))
    s = play(s, (0, "take blue2"), (0, "place (2,0)"))
    assert top(s, 0) is None  # a pair: no group step
    s = state(sheet("W(1,0) W(2,0)", step=TakeDie()), table=("blue2", "red5", "green5"))
    s = play(s, (0, "take blue2"), (0, "place (3,0)"), (0, "nogroup"))
    assert top(s, 0) is None and not any(s.sheets[0].closed)


def test_a_later_group_must_contain_the_fresh_icon():
    """Rulebook: "Remember: to form a group, the group must include the icon you just drew.\""""
    s = state(sheet("W(1,0) W(2,0) W(3,0) V(0,1)", step=TakeDie()), table=("green3", "red5", "green5"))
    s = play(s, (0, "take green3"), (0, "place (0,2)"))
    assert top(s, 0) is None  # the waters are not touched by the fresh vegetation pair


def test_max_group_size_and_maximal_group_options():
    """Spec G3 (max_group_size, default 6) and G2 (group_must_be_maximal, default false)."""
    row = "W(1,0) W(2,0) W(3,0) W(4,0) W(5,0)"
    s = state(sheet(row, step=FormGroup("W", group_of("(1,0)"), group_of("(1,0)")), took="blue2"),
              table=("blue2", "red5", "green5"), max_group_size=3)
    s = play(s, (0, "add (2,0)"), (0, "add (3,0)"))
    assert legal(s, 0) == ["close", "nogroup"]
    s = state(sheet(row, step=FormGroup("W", group_of("(1,0)"), group_of("(1,0)")), took="blue2"),
              table=("blue2", "red5", "green5"), group_must_be_maximal=True)
    s = play(s, (0, "add (2,0)"), (0, "add (3,0)"))
    assert "close" not in legal(s, 0)
    s = play(s, (0, "add (4,0)"), (0, "add (5,0)"), (0, "close"))
    assert scores(s, 0)["water"] == 8


def test_side_b_star_copies_the_icon_and_the_copy_can_join_the_group():
    """Rulebook (B side): "Whenever the players draw an icon (including a barren region) over a space marked with a
    star, they must immediately draw the same icon on one of the spaces adjacent to the star.\""""
    s = state(sheet("V(1,-1) V(0,-1)", step=TakeDie()), table=("green2", "red5", "blue5"))
    s = play(s, (0, "take green2"), (0, "place (2,-1)"))  # (2,-1) is a star
    assert isinstance(top(s, 0), CopyStar)
    assert legal(s, 0) == ["copy (3,-2)", "copy (3,-1)", "copy (2,0)", "copy (1,0)", "copy (2,-2)"]
    s = play(s, (0, "copy (3,-1)"))
    assert icon(s, 0, "(3,-1)") == "V"
    assert top(s, 0).selected == ()  # the selection starts empty: the fresh icon or its copy comes first
    assert legal(s, 0) == ["add (2,-1)", "add (3,-1)", "nogroup"]
    s = play(s, (0, "add (3,-1)"), (0, "add (2,-1)"), (0, "add (1,-1)"), (0, "add (0,-1)"), (0, "close"))
    assert scores(s, 0)["vegetation"] == 6


def test_side_b_star_copies_barren_regions_too():
    """Rulebook (B side): "(including a barren region)"; the copy belongs to the barren step, which waits for it."""
    s = state(sheet("V(1,0)", step=PlaceBarren()), sheet("V(1,0)", step=PlaceBarren(), card=2), stage=BARREN,
              table=("black3", "red5", "blue5"))
    s = play(s, (0, "barren (1,1)"))  # (1,1) is a star
    assert isinstance(top(s, 0), CopyStar) and GAME.to_move(s) == (0, 1)
    s = play(s, (1, "barren (1,1)"), (1, "copy (0,2)"))
    assert GAME.to_move(s) == (0,)  # seat 1 waits for seat 0's copy before taking a die
    s = play(s, (0, "copy (2,1)"))
    assert icon(s, 0, "(2,1)") == "X" and stage(s) is DrawStage
    assert scores(s, 0)["barren"] == -4  # the copy touches its star


def test_every_star_is_interior_so_a_star_drawn_on_always_has_room_for_its_copy():
    """Rulebook: "If there is no other empty space around the star, the player will not be able to draw the second
    icon". On our side B a star with 6 filled neighbours is already a colony (colonies form at once), so the copy
    always has room; see docs/rules/dice-colony.md."""
    assert all(INTERIOR[star] for star in SIDES["b"].stars)


def test_diego_two_touching_barrens_cost_4_and_a_chain_of_three_costs_6():
    """Rulebook: "you lose 2 points for each barren region adjacent to another" and "Diego cannot prevent his barren
    region to be next to another ... Diego will lose 4 points" (spec F5: a chain of 3 costs 6)."""
    s = state(sheet("X(-3,1)", step=PlaceBarren()), stage=BARREN, table=("black5", "red5", "blue5"), side="a")
    assert scores(s, 0)["barren"] == 0
    s = play(s, (0, "barren (-4,1)"))  # west of (-3,1)
    assert scores(s, 0)["barren"] == -4
    chain = state(sheet("X(-3,1) X(-4,1) X(-5,1)"), stage=REMOVE, table=("black5", "red5", "blue5"))
    assert scores(chain, 0)["barren"] == -6
    apart = state(sheet("X(-3,1) X(-5,1) X(2,3)"), stage=REMOVE, table=("black5", "red5", "blue5"))
    assert scores(apart, 0)["barren"] == 0
