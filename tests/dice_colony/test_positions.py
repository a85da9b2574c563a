"""Positions: the documented JSON round-trips, and malformed or rule-breaking positions fail with PositionError."""
import copy
import json
import random
import re

import pytest

from dicelands.engine import PositionError
from dicelands.engine.chance import Rng
from dicelands.games.dice_colony import GAME
from dicelands.games.dice_colony.position import __doc__ as FORMAT_DOC
from dicelands.games.dice_colony.steps import STEPS, FormGroup, PlaceLives
from dicelands.games.dice_colony.turn import BarrenStage, DrawStage, PlaceBarren, PlaceIcon, RollDice, TakeDie

from .helpers import BARREN, group_of, position, sheet, stage, state, top


def mid_game(seed=4, steps=120, **options):
    s = GAME.new_state({"players": 2, **options}, seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        seat = rnd.choice(GAME.to_move(s))
        s = GAME.apply(s, seat, rnd.choice(GAME.legal_actions(s, seat)))
    return s


def test_position_round_trips_and_is_json():
    s = mid_game()
    pos = GAME.to_position(s)
    assert json.loads(json.dumps(pos)) == pos
    assert GAME.from_position(pos) == s
    assert GAME.to_position(GAME.from_position(pos)) == pos


def test_the_format_is_documented():
    for key in ("icons", "groups", "fresh_energy", "set_aside", "objectives", "flow", "took", "anywhere"):
        assert key in FORMAT_DOC
    for name in STEPS.by_name:  # every step, and the two no position holds (resumed at once)
        assert name in FORMAT_DOC, name


def test_view_hides_only_the_future_draws_and_sample_state_deals_them_anew():
    s = mid_game()
    view = GAME.view(s, 0)
    assert "rng" not in view and view["bag"] == GAME.to_position(s)["bag"]
    assert GAME.view(s, None) == view == GAME.view(s, 1)
    sample = GAME.sample_state(view, 0, seed=99)
    assert GAME.view(sample, 0) == view and sample.rng != s.rng


def test_missing_rng_means_seed_zero():
    pos = position(sheet(step=TakeDie()))
    del pos["rng"]
    drawn = GAME.from_position(pos).rng
    seeded = Rng(0)
    assert [drawn.below(1000) for _ in range(8)] == [seeded.below(1000) for _ in range(8)]
    assert drawn.to_json() == seeded.to_json()


def base():
    """A valid two-seat position: seat 0 is placing red5, seat 1 is done."""
    return position(sheet("W(1,0) W(2,0) W(3,0) O(0,1)", groups=[("W", "(1,0) (2,0) (3,0)")],
                          step=PlaceIcon("red", 5), took="red5", card=1),
                    sheet("V(-1,0)", card=2, took="green3"),
                    table=("green3", "red5", "blue2"), set_aside=("blue1",))


def test_base_is_valid():
    assert stage(GAME.from_position(base())) is DrawStage


def _broken(edit):
    pos = copy.deepcopy(base())
    edit(pos)
    return pos


BROKEN = {
    "unknown key": (lambda p: p.update(extra=1), "unknown key 'extra'"),
    "other game": (lambda p: p.update(game="dice-settlers"), "not 'dice-colony'"),
    "bad option": (lambda p: p["options"].update(side="c"), "options: option 'side'"),
    "unknown icon": (lambda p: p["sheets"][0]["icons"].append([0, 2, "Z"]), "unknown icon 'Z'"),
    "off the map": (lambda p: p["sheets"][0]["icons"].append([6, 0, "V"]), "(6,0) is off the map"),
    "two icons on a space": (lambda p: p["sheets"][0]["icons"].append([0, 1, "V"]), "two icons on one space (0,1)"),
    "icon on the colony": (lambda p: p["sheets"][0]["icons"].append([0, 0, "V"]), "printed starting colony"),
    "11 dice": (lambda p: p["bag"].update(black=1, green=3), "11 dice"),
    "wrong colours": (lambda p: p["bag"].update(green=p["bag"]["green"] + 1, red=p["bag"]["red"] - 1),
                      "green dice in bag + table + set aside, expected 3"),
    "black set aside": (lambda p: p.update(set_aside=["black1"]), "not a coloured die"),
    "two dice rolled": (lambda p: p.update(table=["green3", "red5"]), "dice"),
    "group on other icons": (lambda p: p["sheets"][0]["groups"].append({"type": "V", "cells": [[0, 1], [1, 1],
                                                                                              [2, 1]]}), "holds"),
    "group too small": (lambda p: p["sheets"][0]["groups"][0].update(cells=[[1, 0], [2, 0]]), "3-6 cells"),
    "group not connected": (lambda p: (p["sheets"][0]["icons"].append([5, 0, "W"]),
                                       p["sheets"][0]["groups"][0].update(cells=[[1, 0], [2, 0], [5, 0]])),
                            "not connected"),
    "cell in two groups": (lambda p: p["sheets"][0]["groups"].append(dict(p["sheets"][0]["groups"][0])),
                           "already in another group"),
    "step in wrong stage": (lambda p: p["flow"][0].__setitem__(0, STEPS.to_json(BarrenStage())),
                            "cannot happen in the barren stage"),
    "everyone done in draw": (lambda p: p["flow"][0].pop(), "every seat is done"),
    "place without a die": (lambda p: p["sheets"][0].pop("took"), "needs 'took'"),
    "place another die": (lambda p: p["flow"][0][1].update(value=4), "place-icon red4 is not the die used"),
    "unknown step": (lambda p: p["flow"][1].append({"step": "fly"}), "unknown step 'fly' for dice-colony"),
    "step without its field": (lambda p: p["flow"][0][1].pop("colour"), "needs field 'colour'"),
    "step with another field": (lambda p: p["flow"][0][1].update(die="red5"), "has no field 'die'"),
    "automatic step": (lambda p: p["flow"][0].__setitem__(0, STEPS.to_json(RollDice())), "no position waits on"),
    "step of another stage": (lambda p: p["flow"][1].__setitem__(0, STEPS.to_json(RollDice())),
                              "cannot happen in the draw stage"),
    "flow of 3 seats": (lambda p: p["flow"].append([]), "one per seat"),
    "took a die not rolled": (lambda p: p["sheets"][0].update(took="red6"), "not on the table"),
    "impossible energy change": (lambda p: p["sheets"][0].update(took="red5 as blue6"), "cannot turn red5"),
    "energy not collected": (lambda p: p["sheets"][1].update(energy=1), "only 0 collected"),
    "same starting card": (lambda p: p["sheets"][1].update(starting_card=1), "same starting card"),
    "colony not surrounded": (lambda p: p["sheets"][1]["icons"].append([-3, -1, "C"]), "not surrounded"),
    "surrounded but empty": (lambda p: p["sheets"][1]["icons"].extend(
        [[q, r, "X"] for q, r in ((-2, -2), (-2, -1), (-3, 0), (-4, 0), (-4, -1), (-3, -2))]), "must be a colony"),
    "unknown objective": (lambda p: p["objectives"][0].update(card="Z99"), "unknown objective card"),
    "scored twice": (lambda p: p["objectives"][0].update(flipped=True, scored=[[0, 5], [0, 2]]), "twice"),
    "scored not flipped": (lambda p: p["objectives"][0].update(scored=[[0, 5]]), "not flipped"),
    "wrong points": (lambda p: p["objectives"][0].update(flipped=True, scored=[[0, 4]]), "not 4"),
    "set aside count": (lambda p: p.update(turn=3), "expected 2"),
    "sheet count": (lambda p: p["sheets"].pop(), "expected 2 sheets"),
    "cells as text": (lambda p: p["sheets"][0]["groups"][0].update(cells=["(1,0)"]),
                      "sheets.0.groups.0.cells.0: expected array"),
    "bad rng": (lambda p: p.update(rng={"state": "xyz"}), "rng"),
    "over too early": (lambda p: p.update(flow=[[], []], table=[], set_aside=[]), "round 5 turn 5"),
    "not an object": (lambda p: p.update(sheets=[1, 2]), "sheets.0: expected object"),
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_malformed_positions_fail_with_a_message_naming_the_problem(name):
    edit, message = BROKEN[name]
    with pytest.raises(PositionError, match=re.escape(message)):
        GAME.from_position(_broken(edit))


def test_side_a_positions_must_show_the_starting_card():
    """Rulebook Setup: "Each player must draw on their planet sheet the same configuration shown on the card\""""
    pos = position(sheet(step=TakeDie(), card=2), side="a")
    pos["sheets"][0]["icons"] = [i for i in pos["sheets"][0]["icons"] if i[2] != "W"]
    with pytest.raises(PositionError, match="starting card 2 puts W at"):
        GAME.from_position(pos)


def test_barren_stage_needs_the_black_die_and_consistent_steps():
    with pytest.raises(PositionError, match="needs the black die"):
        state(sheet(step=PlaceBarren()), stage=BARREN, table=("green1", "red1", "blue1"))
    with pytest.raises(PositionError, match="cannot happen in the barren stage"):
        state(sheet(step=TakeDie()), stage=BARREN, table=("black1", "red1", "blue1"))


def test_group_step_pending_fields_are_checked():
    good = dict(step=FormGroup("W", group_of("(1,0)"), group_of("(1,0)")), took="blue2")
    assert top(state(sheet("W(1,0) W(2,0) W(3,0)", **good), table=("blue2", "red1", "green1")), 0).selected
    with pytest.raises(PositionError, match="fewer than 3"):
        state(sheet("W(1,0) W(2,0)", **good), table=("blue2", "red1", "green1"))
    pos = position(sheet("W(1,0) W(2,0) W(3,0)", **good), table=("blue2", "red1", "green1"))
    del pos["flow"][0][-1]["fresh"]
    with pytest.raises(PositionError, match="needs field 'fresh'"):
        GAME.from_position(pos)
    with pytest.raises(PositionError, match="not an unclosed W icon"):
        state(sheet("W(1,0) W(2,0) W(3,0) V(0,1)", **dict(good, step=FormGroup("W", group_of("(1,0)"),
                                                                                   group_of("(1,0) (0,1)")))),
              table=("blue2", "red1", "green1"))
    with pytest.raises(PositionError, match="not a closed vegetation, water or ores group"):
        state(sheet("W(1,0) W(2,0) W(3,0)", step=PlaceLives(group_of("(1,0) (2,0) (3,0)"), 1), took="blue2"),
              table=("blue2", "red1", "green1"))


def test_a_seat_to_move_must_have_an_option():
    """Lives with no room left are lost at once (rulebook Clarifications), so no position waits on them."""
    corner = "V(5,-5) V(4,-5) V(4,-4) V(5,-4) X(3,-5) X(3,-4) X(3,-3) X(4,-3) X(5,-3)"
    with pytest.raises(PositionError, match="must place a life next to the group just closed .* but has no option"):
        state(sheet(corner, groups=[("V", "(5,-5) (4,-5) (4,-4) (5,-4)")], took="green1",
                    step=PlaceLives(group_of("(5,-5) (4,-5) (4,-4) (5,-4)"), 2)),
              table=("green1", "red1", "blue1"), side="a")


def test_a_position_of_the_format_before_the_flow_is_refused_naming_the_change():
    """Before the typed steps (rules version 1, until 2026-11-30) a position had a top-level "phase" and a "step" on
    each sheet; reading one names that format change and the rules version, not an unknown key."""
    old = {"game": "dice-colony", "rules_version": "1", "options": {"players": 1}, "round": 1, "turn": 1,
           "first_player": 0, "phase": "draw", "bag": {"green": 2, "red": 2, "blue": 2, "black": 1},
           "table": ["green3", "red5", "blue2"], "set_aside": [],
           "objectives": [{"card": "A01", "flipped": False, "scored": []},
                          {"card": "B02", "flipped": False, "scored": []},
                          {"card": "C05", "flipped": False, "scored": []}],
           "sheets": [{"starting_card": 1, "icons": [[1, -1, "V"], [-2, 0, "O"], [0, 2, "W"]], "groups": [],
                       "energy": 0, "fresh_energy": 0, "step": "take"}]}
    for position in (old, {k: v for k, v in old.items() if k != "rules_version"}):
        with pytest.raises(PositionError, match=r"format from before the typed steps \(a top-level 'phase' .*rules "
                                                r"version 1 .*reads rules version 1 positions, which hold a 'flow'"):
            GAME.from_position(copy.deepcopy(position))


def test_written_positions_are_the_documented_json():
    """The writer goes through the position's types: plain JSON values (lists, never tuples), keys in the order
    the format lists them, `took` and `rng` where they belong."""
    s = mid_game()
    pos = GAME.to_position(s)
    assert list(pos) == ["game", "rules_version", "options", "round", "turn", "first_player", "bag", "table",
                         "set_aside", "objectives", "sheets", "flow", "rng"]
    assert json.loads(json.dumps(pos)) == pos and "(" not in repr(pos)  # no tuple anywhere
    assert list(pos["sheets"][0])[:5] == ["starting_card", "icons", "groups", "energy", "fresh_energy"]
