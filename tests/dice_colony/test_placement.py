"""Drawing dice on the planet: the Positions Diagram, the black die, energy, the no-legal-space fallbacks."""
import pytest

from dicelands.engine import ChanceError, IllegalActionError
from dicelands.games.dice_colony import GAME

from dicelands.games.dice_colony.turn import PlaceBarren, PlaceIcon, RemoveDie, TakeDie

from .helpers import BARREN, REMOVE, die, icon, legal, play, position, scores, sheet, stage, state, top


def test_paula_blue_two_goes_east_of_a_filled_space():
    """Rulebook: "Paula chooses the blue dice (water) with a value of 2. She draws in a space adjacent to another
    space already drawn ... (although it does not have to be water), in the direction determined by 2"."""
    s = state(sheet("V(1,0)", step=TakeDie()), table=("blue2", "green6", "red6"))
    s = play(s, (0, "take blue2"))
    assert legal(s, 0) == ["place (2,0)"]  # 2 = east of the vegetation at (1,0); (1,0) itself is east of the colony
    s = play(s, (0, "place (2,0)"))
    assert icon(s, 0, "(2,0)") == "W"


def test_one_space_can_be_a_5_a_6_or_a_1_depending_on_the_reference():
    """Rulebook: "The highlighted position can be a 5, 6, or 1 depending on whether you take A, B or C as the
    reference point." - any filled space in the right direction will do (spec P1)."""
    target = "place (-3,-1)"
    a, b, c = "O(-2,-1)", "O(-3,0)", "O(-4,0)"  # east, south-east and south-west of the target
    for value, reference in ((5, a), (6, b), (1, c)):
        for took in ("green5", "green6", "green1"):
            s = state(sheet(reference, step=PlaceIcon(*die(took)), took=took), table=(took, "red2", "blue2"))
            assert (target in legal(s, 0)) == (took == f"green{value}"), (reference, took)
    s_all = [state(sheet(f"{a} {b} {c}", step=PlaceIcon(*die(t)), took=t), table=(t, "red2", "blue2"))
             for t in ("green5", "green6", "green1")]
    assert all(target in legal(s, 0) for s in s_all)


def test_unmarked_energy_and_star_spaces_are_not_references():
    """Spec §9.3: "Printed Energy or Star spaces that are still unmarked do not count as filled"."""
    s = state(sheet(step=PlaceIcon("green", 2), took="green2"), table=("green2", "red2", "blue2"))
    assert legal(s, 0) == ["place (1,0)"]  # only the starting colony is filled


def test_black_die_is_resolved_by_everyone_before_any_coloured_die():
    """Rulebook: "Whenever a player rolls a black die, all players must resolve it before choosing a colored
    die." - the barren step is a barrier for all seats."""
    s = state(sheet(step=PlaceBarren()), sheet(step=PlaceBarren(), card=2), stage=BARREN, table=("black2", "green3", "red1"))
    assert GAME.to_move(s) == (0, 1)
    assert legal(s, 0) == ["barren (1,0)"]
    s = play(s, (0, "barren (1,0)"))
    assert GAME.to_move(s) == (1,)
    assert legal(s, 0) == []
    with pytest.raises(IllegalActionError, match="no decision now"):
        GAME.apply(s, 0, "take green3")
    s = play(s, (1, "barren (1,0)"))
    assert GAME.to_move(s) == (0, 1)
    assert all(a.startswith("take") for seat in (0, 1) for a in legal(s, seat))
    # the barren counts as filled for this turn's coloured die (spec P5): green3 can go south-east of it
    assert "take green3" in legal(s, 0)
    s = play(s, (0, "take green3"))
    assert "place (1,1)" in legal(s, 0)


def test_black_die_without_a_legal_space_goes_on_any_empty_space():
    """Rulebook: "If a player does not have a valid space to mark a barren region based on the value indicated by
    the black die, he must draw it on any empty space on his map.\""""
    row = "W(1,0) W(2,0) W(3,0) W(4,0) W(5,0)"  # everything east of the colony is filled, up to the edge
    s = state(sheet(row, step=PlaceBarren(), energy=0), stage=BARREN, table=("black2", "green3", "red1"))
    assert len(legal(s, 0)) == 91 - 6
    s = play(s, (0, "barren (-5,5)"))
    assert icon(s, 0, "(-5,5)") == "X"


def test_a_full_map_skips_the_barren_and_the_draw():
    """Spec P4/F3: with no empty space the barren is skipped, and a full map does not end the game early."""
    from dicelands.games.dice_colony.components import CELLS
    full = " ".join(f"V({q},{r})" for q, r in CELLS if (q, r) != (0, 0))
    s = state(sheet(full), stage=REMOVE, table=("green1", "red2", "blue3"),
              forced=[("roll", "black3 green4 red5")], players=1)
    s = play(s, (0, "remove green1"))
    assert (s.round, s.turn, stage(s)) == (1, 2, RemoveDie)  # nothing to draw: straight to the removal
    assert GAME.to_move(s) == (0,)


def test_the_black_die_can_never_be_removed():
    """Rulebook: "ATTENTION! The black die CANNOT be eliminated and must always be returned to the bag.\""""
    s = state(sheet(), stage=REMOVE, table=("black2", "green3", "red4"))
    assert legal(s, 0) == ["remove green3", "remove red4"]
    with pytest.raises(IllegalActionError, match="black die can never be removed"):
        GAME.apply(s, 0, "remove black2")
    s = GAME.from_position({**position(sheet(), stage=REMOVE, table=("black2", "green3", "red4")),
                            "rng": {"state": "01", "forced": [["roll", "black5 green1 red1"]]}})
    s = play(s, (0, "remove green3"))
    assert s.set_aside == (("green", 3),)
    assert s.table == (("black", 5), ("green", 1), ("red", 1))  # the black die was back in the bag for turn 2


def test_removed_dice_stay_out_until_the_end_of_the_round():
    """Rulebook: "This die must be set aside and not returned to the bag until the end of the current round.\""""
    s = state(sheet(), stage=REMOVE, table=("black2", "green3", "red4"), set_aside=("blue1", "blue2", "blue3"),
              forced=[("roll", "green1 green2 red3")])
    assert s.turn == 4 and s.bag == (2, 2, 0, 0)
    s = play(s, (0, "remove red4"))
    assert s.turn == 5 and len(s.set_aside) == 4
    with pytest.raises(ChanceError, match="no blue die left"):
        GAME.apply(state(sheet(), stage=REMOVE, table=("black2", "green3", "red4"),
                         set_aside=("blue1", "blue2", "blue3"), forced=[("roll", "blue1 green2 red3")]),
                   0, "remove red4")


def test_energy_changes_the_value_by_one_with_wrapping():
    """Rulebook: "Change the value of a green, red or blue dice by +1 or -1. A value of 1 can be modified to become
    a 6 and a 6 can be modified to become a 1.\""""
    s = state(sheet("W(-3,0)", step=TakeDie(), energy=1), table=("red6", "blue1", "black4"))
    actions = legal(s, 0)
    for variant in ("take red6 as red1", "take red6 as red5", "take blue1 as blue6", "take blue1 as blue2"):
        assert variant in actions
    s = play(s, (0, "take red6 as red1"))
    assert s.sheets[0].energy == 0
    assert "place (1,-1)" in legal(s, 0)  # 1 = north-east of the colony
    s = play(s, (0, "place (1,-1)"))
    assert icon(s, 0, "(1,-1)") == "O"


def test_energy_changes_the_colour_but_not_also_the_value_and_never_to_black():
    """Rulebook: "Change the color of a green, red or blue dice to another color (except black). When doing so, it
    is not possible to modify its value as well." and "You cannot spend it to change the value of a black die.\""""
    s = state(sheet("W(-3,0) W(-3,3)", step=TakeDie(), energy=2), table=("red3", "green3", "black4"))
    actions = legal(s, 0)
    assert "take red3 as blue3" in actions and "take red3 as green3" in actions
    assert not any("black" in a for a in actions)
    with pytest.raises(IllegalActionError, match="not blue4"):
        GAME.apply(s, 0, "take red3 as blue4")
    s = play(s, (0, "take red3 as blue3"), (0, "place (0,1)"))
    assert icon(s, 0, "(0,1)") == "W"
    assert s.sheets[0].energy == 1  # a single energy per die (rulebook: "a single energy to modify a single die")


def test_identical_dice_are_offered_once():
    """Rulebook: "each player chooses one of the dice" - two identical dice are one choice (notation is the die)."""
    s = state(sheet(step=TakeDie()), table=("red3", "red3", "green1"))
    assert legal(s, 0) == ["take red3", "take green1"]


def test_energy_collected_this_turn_cannot_be_spent_yet():
    """Spec E3: energy collected during a turn can be used from the next turn on."""
    s = state(sheet(step=TakeDie(), energy=1, fresh_energy=1, icons="V(1,-1) V(2,-2) V(3,-3)"),
              table=("red3", "green3", "blue1"))
    assert not any(" as " in a for a in legal(s, 0))
    with pytest.raises(IllegalActionError, match="from the next turn"):
        GAME.apply(s, 0, "take red3 as red4")


def test_drawing_on_an_energy_space_collects_energy_but_a_barren_does_not():
    """Rulebook: "Whenever a player draws on top of an energy space (except when drawing a barren region), that
    player is able to extract that energy"."""
    s = state(sheet("V(1,0) V(2,0)", step=PlaceIcon("blue", 2), took="blue2"), table=("blue2", "red2", "green2"))
    s = play(s, (0, "place (3,0)"))
    assert (s.sheets[0].energy, s.sheets[0].collected, s.sheets[0].fresh) == (1, 1, 1)
    s = state(sheet("V(1,0) V(2,0)", step=PlaceBarren()), stage=BARREN, table=("black2", "red2", "green2"))
    s = play(s, (0, "barren (3,0)"))
    assert (s.sheets[0].energy, s.sheets[0].collected) == (0, 0)


def test_no_coloured_die_fits_the_seat_draws_nothing():
    """Spec P2 (project default "skip"): the seat's draw is skipped; the other seats play on."""
    blocked = sheet("W(1,0) W(2,0) W(3,0) W(4,0) W(5,0)")  # nothing east of a filled space is empty
    forced = [("roll", "green2 red2 blue2")]
    s = state(blocked, sheet(card=2), stage=REMOVE, table=("black2", "green3", "red4"), forced=forced)
    s = play(s, (0, "remove green3"))
    assert GAME.to_move(s) == (1,)
    assert top(s, 0) is None


def test_no_coloured_die_fits_anywhere_option():
    """Spec P2 with no_legal_colored = "anywhere": the die is drawn on any empty space."""
    blocked = sheet("W(1,0) W(2,0) W(3,0) W(4,0) W(5,0)")
    forced = [("roll", "green2 red2 blue2")]
    s = state(blocked, sheet(card=2), stage=REMOVE, table=("black2", "green3", "red4"), forced=forced,
              no_legal_colored="anywhere")
    s = play(s, (0, "remove green3"))
    assert GAME.to_move(s) == (0, 1)
    assert legal(s, 0) == ["take green2", "take red2", "take blue2"]
    s = play(s, (0, "take red2"))
    assert len(legal(s, 0)) == 91 - 6
    s = play(s, (0, "place (-5,5)"))
    assert icon(s, 0, "(-5,5)") == "O"


def test_players_may_take_the_same_die():
    """Rulebook: "Players can choose to draw the same die as another player without restrictions.\""""
    s = state(sheet(step=TakeDie()), sheet(step=TakeDie(), card=2), table=("blue2", "green6", "red6"))
    s = play(s, (0, "take blue2"), (1, "take blue2"), (1, "place (1,0)"), (0, "place (1,0)"))
    assert icon(s, 0, "(1,0)") == icon(s, 1, "(1,0)") == "W"
    assert GAME.to_move(s) == (0,) and stage(s) is RemoveDie
    assert scores(s, 0)["total"] == 0
