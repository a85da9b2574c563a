"""Dice Colony positions: the whole state as JSON, and its validation.

Format (a JSON object; every key below is required unless marked optional; unknown keys are refused). The types
below (`PositionJson` and its parts) state it: a position is decoded into them with msgspec, strictly, and written
from them, so the shape is said once; what a type cannot say (dice counts, cells on the map, the rules) is checked
by hand after it, each refusal naming the path and the problem.

    {
      "game": "dice-colony", "rules_version": "1",
      "options": {"players": 2, "side": "a", "solo": false, "no_legal_colored": "skip", "max_group_size": 6,
                  "group_must_be_maximal": false, "starting_colony_scores": false,
                  "side_b_has_energy": true, "energy_capacity": 6},      # missing options take their defaults
      "round": 1, "turn": 1,                  # 1-5 each; the game is over after round 5 turn 5
      "first_player": 0,                      # seat holding the First Player card this turn
      "bag": {"green": 2, "red": 3, "blue": 1, "black": 1},
      "table": ["green3", "blue5", "blue1"],  # this turn's dice in roll order (empty when over)
      "set_aside": ["red4"],                  # coloured dice removed earlier this round (turn - 1 of them)
      "objectives": [                         # left, middle, right (LU-287 flips them in that order)
        {"card": "A01", "flipped": true, "scored": [[0, 5], [1, 5]]},   # [seat, points] in the order scored
        {"card": "B02", "flipped": false, "scored": []},
        {"card": "C05", "flipped": false, "scored": []}],
      "sheets": [                             # one per player (LU-287 has no sheet)
        {"starting_card": 3,                  # 1-4, different for every player
         "icons": [[0, -2, "V"], [2, 0, "W"], [-1, 1, "O"], [1, 0, "X"]],
                                              # [q, r, icon], icon: V vegetation, W water, O ores, L life,
                                              # X barren, C formed colony. The printed starting colony at (0,0)
                                              # is not listed. Side A lists the Starting card's icons too.
         "groups": [{"type": "W", "cells": [[2, 0], [3, 0], [2, 1]]}],   # closed groups, in the order closed
         "energy": 1,                         # energy available (circles drawn and not crossed out)
         "fresh_energy": 0,                   # of which collected this turn (spendable from the next turn)
         "took": "red3 as red4"}],            # optional: the die taken this turn ("red3" when no energy was spent)
      "flow": [                               # per seat (LU-287's seat too), its stack of steps, bottom first
        [{"step": "draw-stage"}, {"step": "place-lives", "group": [[2, 0], [3, 0], [2, 1]], "left": 2}],
        [{"step": "draw-stage"}]],
      "rng": {"state": "9e3779b97f4a7c15", "forced": []}   # optional; absent = a generator seeded with 0
    }

Energy collected so far (circles ever drawn) is not stored: it is min(energy_capacity, non-barren icons on energy
spaces). Running scores are not stored either: they follow from the sheets and the objective slots.

The flow (steps.py, turn.py; each step is `{"step": name, **its fields}`, cells as [q, r], icons as letters). The
top of a stack is what that seat decides now; a seat whose stack holds only its stage marker waits for the others.
  barren stage   every sheet's stack is [barren-stage] plus, while that seat still decides, place-barren or the
                 copy-star of its barren; the black die is on the table
  draw stage     every sheet's stack is [draw-stage] plus one of: take-die {anywhere}; place-icon {colour, value,
                 anywhere} (the die in "took", as used); copy-star {star}; form-group {icon, fresh, selected};
                 place-lives {group, left}, perhaps with the copy-star or form-group of a life just drawn on top
  remove stage   the first player's stack is [remove-die], the others are empty
  over           every stack is empty (round 5, turn 5, table and set_aside empty)
Step fields:
  anywhere       true when no coloured die fitted and the die may go on any empty space (spec P2 "anywhere")
  star           the star just drawn on; the icon to copy is the one on it
  fresh          the icon(s) just drawn, one of which the group must contain; selected: the cells so far, in order
  group, left    the closed vegetation/water/ores group whose lives are placed, and how many are still to place
roll-dice and end-turn are resumed at once, so no position holds them. Some seat always has a decision with at
least one option, unless the game is over.

Earlier formats are refused by name: before the typed steps (rules version 1, until 2026-11-30) a position had a
top-level "phase" ("barren" | "draw" | "remove" | "over") and a "step" with its fields on each sheet instead of the
"flow"; reading one says so (`OLD_FORMAT`) rather than naming an unknown key.
"""
from __future__ import annotations

from typing import Any

import msgspec

from ...engine.chance import Rng
from ...engine.errors import ChanceError, DicelandsError, PositionError
from ...engine.inputs import conform
from ...engine.schemas import UNSET, FlowJson, OptionValue, RngSchema, Strict, Unset, check_flow_types
from .components import COLOURS, DICE_PER_COLOUR, OBJECTIVES
from .planet import side_for
from .position_flow import check_flow, read_flow
from .position_sheet import Cell, SheetJson, die_json, parse_die, read_sheet, whole, write_sheet
from .scoring import recompute_pts
from .state import State
from .steps import STEPS


# ---- the format --------------------------------------------------------------------------------------------------
class ObjectiveJson(Strict):
    card: str  # its id, A01..C07
    flipped: bool
    scored: list[tuple[int, int]]  # [seat, points] in the order scored


class BagJson(Strict):
    green: int
    red: int
    blue: int
    black: int


class PositionJson(Strict, kw_only=True):
    game: str
    rules_version: str | Unset = UNSET
    options: dict[str, OptionValue]
    round: int
    turn: int
    first_player: int
    bag: BagJson
    table: list[str]  # dice: "green3"
    set_aside: list[str]
    objectives: list[ObjectiveJson]
    sheets: list[SheetJson]  # position_sheet.py
    flow: FlowJson  # per seat, its steps (engine/flow.py); their fields are checked by their classes
    rng: RngSchema | Unset = UNSET


STEP_FIELDS = {  # element types of the step fields the step classes annotate only as `tuple`
    "star": Cell, "fresh": tuple[Cell, ...], "selected": tuple[Cell, ...], "group": tuple[Cell, ...],
}
OLD_FORMAT = ("position: this is the Dice Colony position format from before the typed steps (a top-level 'phase' "
              "and a 'step' on each sheet; rules version 1 until 2026-11-30); this build reads rules version "
              "{version} positions, which hold a 'flow' of steps per seat instead (docs/positions.md): write the "
              "position again from a game played with this build")


# ---- state -> position -------------------------------------------------------------------------------------------
def objective_json(slot: tuple) -> ObjectiveJson:
    card, flipped, scored = slot
    rows: list[Any] = [[seat, points] for seat, points in scored]  # JSON arrays (see position_sheet.ICON_ROWS)
    return ObjectiveJson(card, flipped, rows)


def write(game, state: State) -> PositionJson:
    """The state as its position type, without the generator (views leave it out)."""
    return PositionJson(**game.codec.position_header(state), options=dict(state.options), round=state.round,
                        turn=state.turn, first_player=state.first, bag=BagJson(*state.bag),
                        table=[die_json(d) for d in state.table], set_aside=[die_json(d) for d in state.set_aside],
                        objectives=[objective_json(slot) for slot in state.objectives],
                        sheets=[write_sheet(sheet) for sheet in state.sheets], flow=state.flow.to_json(STEPS))


def to_position(game, state: State) -> dict:
    position = msgspec.to_builtins(write(game, state))
    position["rng"] = state.rng.to_json()
    return position


# ---- position -> state ---------------------------------------------------------------------------------------------
def decode(game, position: Any) -> PositionJson:
    """The position as its type: PositionError naming the path of the first key or value that does not fit, or the
    format change when it is one of an earlier format."""
    game.codec.check_position_header(position)
    if "phase" in position and "flow" not in position:
        raise PositionError(OLD_FORMAT.format(version=game.rules_version))
    typed = conform(position, PositionJson, "position", PositionError, bounds=False)
    check_flow_types(position["flow"], STEPS, PositionError, "position: flow", STEP_FIELDS)
    return typed


def from_position(game, position: Any) -> State:
    pos = decode(game, position)
    if pos.rules_version is not UNSET and pos.rules_version != game.rules_version:
        raise PositionError(f"position has rules version {pos.rules_version!r}, "
                            f"this build has {game.rules_version!r}")
    try:
        options = game.resolve_options(pos.options, typed=True)
    except DicelandsError as exc:
        raise PositionError(f"options: {exc}") from None
    players = options["players"]
    rnd = whole(pos.round, "round", 1, 5)
    turn = whole(pos.turn, "turn", 1, 5)
    first = whole(pos.first_player, "first_player", 0, players - 1)
    flow = read_flow(game, pos.flow, options)
    over = flow.idle()
    if over and (rnd, turn) != (5, 5):
        raise PositionError("flow: every stack is empty (the game is over), which needs round 5 turn 5")
    bag, table, set_aside = read_dice(pos, turn, over)
    slots = read_objectives(pos.objectives, players)

    if len(pos.sheets) != players:
        raise PositionError(f"sheets: expected {players} sheets (one per player)")
    side = side_for(options)
    sheets = [read_sheet(entry, seat, options, side, table) for seat, entry in enumerate(pos.sheets)]
    cards = [s.card for s in sheets]
    if len(set(cards)) != len(cards):
        raise PositionError("sheets: two players hold the same starting card")
    if options["solo"] and first != 0:
        raise PositionError("solo: the human is always the first player")
    try:
        rng = Rng(0) if pos.rng is UNSET else Rng.from_json(position["rng"])
    except ChanceError as exc:
        raise PositionError(f"rng: {exc}") from None
    state = State(options, rng, sheets, slots, flow, rnd, turn, first, bag, table, set_aside)
    for seat, sheet in enumerate(sheets):
        sheet.pts = recompute_pts(sheet, seat, state)
    check_flow(game, state)
    return state


def read_dice(pos: PositionJson, turn: int, over: bool) -> tuple[tuple, tuple, tuple]:
    """The bag by colour, the dice on the table and those set aside: exactly the game's 10 dice among them."""
    bag = tuple(whole(getattr(pos.bag, c), f"bag {c}", 0, 10) for c in COLOURS)
    table = tuple(parse_die(d, "table") for d in pos.table)
    set_aside = tuple(parse_die(d, "set_aside", allow_black=False) for d in pos.set_aside)
    total = sum(bag) + len(table) + len(set_aside)
    if total != sum(DICE_PER_COLOUR):
        raise PositionError(f"dice: {total} dice in bag + table + set aside, the game has exactly 10")
    for k, colour in enumerate(COLOURS):
        n = bag[k] + sum(1 for c, _ in table if c == colour) + sum(1 for c, _ in set_aside if c == colour)
        if n != DICE_PER_COLOUR[k]:
            raise PositionError(f"dice: {n} {colour} dice in bag + table + set aside, expected {DICE_PER_COLOUR[k]}")
    if over:
        if table or set_aside:
            raise PositionError("the game is over (every stack is empty): the table and set_aside must be empty")
    else:
        if len(table) != 3:
            raise PositionError(f"table: {len(table)} dice, every turn rolls 3")
        if len(set_aside) != turn - 1:
            raise PositionError(f"set_aside: {len(set_aside)} dice on turn {turn}, expected {turn - 1}")
        if sum(1 for c, _ in table if c == "black") > 1:
            raise PositionError("table: there is only one black die")
    return bag, table, set_aside


def read_objectives(slots_json: list[ObjectiveJson], players: int) -> tuple:
    """The three Objective card slots: known cards, dealt once, each scored at one of its two values once a seat."""
    if len(slots_json) != 3:
        raise PositionError("objectives must be a list of 3 cards (left, middle, right)")
    slots: list[tuple] = []
    for k, slot in enumerate(slots_json):
        what, cid = f"objectives[{k}]", slot.card
        if cid not in OBJECTIVES:
            raise PositionError(f"{what}: unknown objective card {cid!r}")
        if any(s[0] == cid for s in slots):
            raise PositionError(f"{what}: card {cid} is dealt twice")
        card = OBJECTIVES[cid]
        scored: list[tuple[int, int]] = []
        for seat, points in slot.scored:
            whole(seat, f"{what} scored seat", 0, players - 1)
            if points not in (card.high, card.low):
                raise PositionError(f"{what}: card {cid} is worth {card.high} or {card.low}, not {points}")
            if any(s == seat for s, _ in scored):
                raise PositionError(f"{what}: seat {seat} scored card {cid} twice (each card once per player)")
            scored.append((seat, points))
        if scored and not slot.flipped:
            raise PositionError(f"{what}: card {cid} was scored but is not flipped")
        slots.append((cid, slot.flipped, tuple(scored)))
    return tuple(slots)
