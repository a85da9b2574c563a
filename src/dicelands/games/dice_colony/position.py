"""Dice Colony positions: the whole state as JSON, and its validation.

Format (a JSON object; every key below is required unless marked optional; unknown keys are refused):

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
"""
from __future__ import annotations

from ...engine.chance import Rng
from ...engine.errors import ChanceError, DicelandsError, PositionError
from .components import CELLS, COLOURS, DICE_PER_COLOUR, ICON_LETTERS, OBJECTIVES, START, side_for
from .position_flow import check_flow, read_flow
from .position_schema import check_shape
from .position_parts import cell_json, die_json, keys, parse_die, took_json, whole
from .position_sheet import read_sheet
from .scoring import recompute_pts
from .state import State
from .steps import STEPS

TOP_KEYS = {"game", "rules_version", "options", "round", "turn", "first_player", "bag", "table",
            "set_aside", "objectives", "sheets", "flow", "rng"}
OPTIONAL_TOP = {"rng", "rules_version"}


# ---- state -> position -------------------------------------------------------------------------------------------
def to_position(game, state: State) -> dict:
    sheets = []
    for sheet in state.sheets:
        icons = [[*CELLS[i], ICON_LETTERS[icon]] for i, icon in enumerate(sheet.icons) if icon and icon != START]
        entry = {"starting_card": sheet.card, "icons": icons,
                 "groups": [{"type": ICON_LETTERS[icon], "cells": [cell_json(c) for c in cells]}
                            for icon, cells, _ in sheet.groups],
                 "energy": sheet.energy, "fresh_energy": sheet.fresh}
        if sheet.took is not None:
            entry["took"] = took_json(sheet.took)
        sheets.append(entry)
    bag = dict(zip(COLOURS, state.bag))
    return {**game.position_header(state), "options": dict(state.options), "round": state.round,
            "turn": state.turn, "first_player": state.first, "bag": bag,
            "table": [die_json(d) for d in state.table], "set_aside": [die_json(d) for d in state.set_aside],
            "objectives": [{"card": cid, "flipped": flipped, "scored": [list(x) for x in scored]}
                           for cid, flipped, scored in state.objectives],
            "sheets": sheets, "flow": state.flow.to_json(STEPS), "rng": state.rng.to_json()}


# ---- position -> state ---------------------------------------------------------------------------------------------
def from_position(game, position) -> State:
    game.check_position_header(position)
    check_shape(position)
    keys(position, TOP_KEYS, TOP_KEYS - OPTIONAL_TOP, "position")
    if "rules_version" in position and position["rules_version"] != game.rules_version:
        raise PositionError(f"position has rules version {position['rules_version']!r}, "
                            f"this build has {game.rules_version!r}")
    if not isinstance(position["options"], dict):
        raise PositionError("options must be a JSON object")
    try:
        options = game.resolve_options(position["options"], typed=True)
    except DicelandsError as exc:
        raise PositionError(f"options: {exc}") from None
    players = options["players"]
    rnd = whole(position["round"], "round", 1, 5)
    turn = whole(position["turn"], "turn", 1, 5)
    first = whole(position["first_player"], "first_player", 0, players - 1)
    flow = read_flow(game, position["flow"], options)
    over = flow.idle()
    if over and (rnd, turn) != (5, 5):
        raise PositionError("flow: every stack is empty (the game is over), which needs round 5 turn 5")

    # ---- dice -------------------------------------------------------------------------------------------------
    bag_json = position["bag"]
    keys(bag_json, set(COLOURS), set(COLOURS), "bag")
    bag = tuple(whole(bag_json[c], f"bag {c}", 0, 10) for c in COLOURS)
    if not isinstance(position["table"], list) or not isinstance(position["set_aside"], list):
        raise PositionError("table and set_aside must be lists of dice")
    table = tuple(parse_die(d, "table") for d in position["table"])
    set_aside = tuple(parse_die(d, "set_aside", allow_black=False) for d in position["set_aside"])
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

    # ---- objectives -------------------------------------------------------------------------------------------
    slots_json = position["objectives"]
    if not isinstance(slots_json, list) or len(slots_json) != 3:
        raise PositionError("objectives must be a list of 3 cards (left, middle, right)")
    slots = []
    for k, slot in enumerate(slots_json):
        what = f"objectives[{k}]"
        keys(slot, {"card", "flipped", "scored"}, {"card", "flipped", "scored"}, what)
        cid = slot["card"]
        if cid not in OBJECTIVES:
            raise PositionError(f"{what}: unknown objective card {cid!r}")
        if any(s[0] == cid for s in slots):
            raise PositionError(f"{what}: card {cid} is dealt twice")
        if not isinstance(slot["flipped"], bool):
            raise PositionError(f"{what}: flipped must be true or false")
        card = OBJECTIVES[cid]
        scored = []
        if not isinstance(slot["scored"], list):
            raise PositionError(f"{what}: scored must be a list of [seat, points]")
        for entry in slot["scored"]:
            if not isinstance(entry, list) or len(entry) != 2:
                raise PositionError(f"{what}: scored entries are [seat, points], got {entry!r}")
            seat = whole(entry[0], f"{what} scored seat", 0, players - 1)
            points = whole(entry[1], f"{what} scored points")
            if points not in (card.high, card.low):
                raise PositionError(f"{what}: card {cid} is worth {card.high} or {card.low}, not {points}")
            if any(s == seat for s, _ in scored):
                raise PositionError(f"{what}: seat {seat} scored card {cid} twice (each card once per player)")
            scored.append((seat, points))
        if scored and not slot["flipped"]:
            raise PositionError(f"{what}: card {cid} was scored but is not flipped")
        slots.append((cid, slot["flipped"], tuple(scored)))

    # ---- sheets -------------------------------------------------------------------------------------------------
    sheets_json = position["sheets"]
    if not isinstance(sheets_json, list) or len(sheets_json) != players:
        raise PositionError(f"sheets: expected {players} sheets (one per player)")
    side = side_for(options)
    sheets = [read_sheet(entry, seat, options, side, table) for seat, entry in enumerate(sheets_json)]
    cards = [s.card for s in sheets]
    if len(set(cards)) != len(cards):
        raise PositionError("sheets: two players hold the same starting card")
    if options["solo"] and first != 0:
        raise PositionError("solo: the human is always the first player")

    rng_json = position.get("rng")
    try:
        rng = Rng(0) if rng_json is None else Rng.from_json(rng_json)
    except (ChanceError, AttributeError) as exc:
        raise PositionError(f"rng: {exc}") from None
    state = State(options, rng, sheets, tuple(slots), flow, rnd, turn, first, bag, table, set_aside)
    for seat, sheet in enumerate(sheets):
        sheet.pts = recompute_pts(sheet, seat, state)
    check_flow(game, state)
    return state
