"""Dice Colony positions: the whole state as JSON, and its validation.

Format (a JSON object; every key below is required unless marked optional; unknown keys are refused):

    {
      "game": "dice-colony", "rules_version": "1",
      "options": {"players": 2, "side": "a", "solo": false, "no_legal_colored": "skip", "max_group_size": 6,
                  "group_must_be_maximal": false, "starting_colony_scores": false,
                  "side_b_has_energy": true, "energy_capacity": 6},      # missing options take their defaults
      "round": 1, "turn": 1,                  # 1-5 each; the game is over after round 5 turn 5
      "first_player": 0,                      # seat holding the First Player card this turn
      "phase": "draw",                        # "barren" | "draw" | "remove" | "over" (see below)
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
         "step": "group",                     # this seat's sub-step, see below
         ...step fields}],
      "rng": {"state": "9e3779b97f4a7c15", "forced": []}   # optional; absent = a generator seeded with 0
    }

Energy collected so far (circles ever drawn) is not stored: it is min(energy_capacity, non-barren icons on energy
spaces). Running scores are not stored either: they follow from the sheets and the objective slots.

Phases and steps. "barren": the black die was rolled and some seat still places its barren region (steps
"barren", "copy" of a barren, or "done"). "draw": seats take and place a coloured die (steps "take", "place",
"copy", "group", "life", "done"); at least one seat is not done. "remove": every seat is done and the first player
removes a die. "over": the game has ended; table and set_aside are empty and every step is "done".

Step fields (only the ones listed for the step may appear):
  took         "red3" or "red3 as red4" - the die taken this turn (steps place, copy, group, life, done in the draw
               and remove phases; required for place; may be absent for a seat that drew nothing)
  anywhere     true when no coloured die fitted and the die may go on any empty space (steps take, place; optional)
  context      "barren" | "main" | "life" - what a copy or group step belongs to (steps copy, group)
  star         [q, r] - the star just drawn on (step copy; the icon to copy is the one on the star)
  fresh        [[q, r], ...] - the icon(s) just drawn that the group must contain (step group)
  selection    [[q, r], ...] - the cells selected so far, in order (step group)
  life_group   [[q, r], ...] - a closed vegetation/water/ores group whose lives are being placed, and
  lives_left   lives still to place (step life; steps copy and group in context "life")
"""
from __future__ import annotations

from ...engine.chance import Rng
from ...engine.errors import ChanceError, DicelandsError, PositionError
from .components import (BARREN, CELLS, CENTRE, COLONY, COLOURS, DICE_PER_COLOUR, EMPTY, GROUP_TYPES,
                         ICON_LETTERS, INDEX, INTERIOR, LETTER_ICON, LIFE, NEIGHBOURS, OBJECTIVES, START,
                         STARTING_CARDS, side_for)
from .planet import component, shape_of, star_copy_targets, life_targets
from .scoring import recompute_pts
from .state import (BARREN_STEP, COPY, CTX_BARREN, CTX_LIFE, CTX_MAIN, DONE, GROUP, LIFE as LIFE_STEP, PH_BARREN,
                    PH_DRAW, PH_OVER, PH_REMOVE, PLACE, TAKE, Sheet, State)
from .actions import energy_variants

TOP_KEYS = {"game", "rules_version", "options", "round", "turn", "first_player", "phase", "bag", "table",
            "set_aside", "objectives", "sheets", "rng"}
OPTIONAL_TOP = {"rng", "rules_version"}
SHEET_KEYS = {"starting_card", "icons", "groups", "energy", "fresh_energy", "step"}
STEP_FIELDS = {
    BARREN_STEP: set(), TAKE: {"anywhere"}, PLACE: {"took", "anywhere"},
    COPY: {"took", "context", "star", "life_group", "lives_left"},
    GROUP: {"took", "context", "fresh", "selection", "life_group", "lives_left"},
    LIFE_STEP: {"took", "life_group", "lives_left"}, DONE: {"took"},
}
PLAIN_ICON = {letter: code for letter, code in LETTER_ICON.items() if code != START}
INTERIOR_CELLS = frozenset(i for i, inner in enumerate(INTERIOR) if inner)
PHASE_STEPS = {PH_BARREN: {BARREN_STEP, COPY, DONE}, PH_DRAW: {TAKE, PLACE, COPY, GROUP, LIFE_STEP, DONE},
               PH_REMOVE: {DONE}, PH_OVER: {DONE}}


def _cell_json(i: int) -> list[int]:
    return list(CELLS[i])


def _die(d) -> str:
    return f"{d[0]}{d[1]}"


# ---- state -> position -------------------------------------------------------------------------------------------
def to_position(game, state: State) -> dict:
    sheets = []
    for sheet in state.sheets:
        icons = [[*CELLS[i], ICON_LETTERS[icon]] for i, icon in enumerate(sheet.icons) if icon and icon != START]
        entry = {"starting_card": sheet.card, "icons": icons,
                 "groups": [{"type": ICON_LETTERS[icon], "cells": [_cell_json(c) for c in cells]}
                            for icon, cells, _ in sheet.groups],
                 "energy": sheet.energy, "fresh_energy": sheet.fresh, "step": sheet.step}
        step = sheet.step
        if sheet.die is not None:
            c, v, c2, v2 = sheet.die
            entry["took"] = f"{c}{v}" if (c, v) == (c2, v2) else f"{c}{v} as {c2}{v2}"
        if sheet.anywhere:
            entry["anywhere"] = True
        if step in (COPY, GROUP):
            entry["context"] = sheet.ctx
        if step == COPY:
            entry["star"] = _cell_json(sheet.star)
        if step == GROUP:
            entry["fresh"] = [_cell_json(c) for c in sheet.fresh_cells]
            entry["selection"] = [_cell_json(c) for c in sheet.sel]
        if sheet.life_group:
            entry["life_group"] = [_cell_json(c) for c in sheet.life_group]
            entry["lives_left"] = sheet.lives_left
        sheets.append(entry)
    bag = dict(zip(COLOURS, state.bag))
    return {**game.position_header(state), "options": dict(state.options), "round": state.round,
            "turn": state.turn, "first_player": state.first, "phase": state.phase, "bag": bag,
            "table": [_die(d) for d in state.table], "set_aside": [_die(d) for d in state.set_aside],
            "objectives": [{"card": cid, "flipped": flipped, "scored": [list(x) for x in scored]}
                           for cid, flipped, scored in state.objectives],
            "sheets": sheets, "rng": state.rng.to_json()}


# ---- position -> state ---------------------------------------------------------------------------------------------
def _int(value, what: str, lo: int | None = None, hi: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise PositionError(f"{what} must be a whole number, got {value!r}")
    if lo is not None and value < lo or hi is not None and value > hi:
        raise PositionError(f"{what} must be in {lo}..{hi}, got {value}")
    return value


DICE = {f"{c}{v}": (c, v) for c in COLOURS for v in range(1, 7)}


def _parse_die(text, what: str, allow_black: bool = True) -> tuple[str, int]:
    die = DICE.get(text) if type(text) is str else None
    if die is not None and (allow_black or die[0] != "black"):
        return die
    if isinstance(text, str):
        colour, value = text.rstrip("123456"), text[len(text.rstrip("123456")):]
        if colour in COLOURS and len(value) == 1 and (allow_black or colour != "black"):
            return colour, int(value)
    kind = "coloured die" if not allow_black else "die"
    raise PositionError(f"{what}: {text!r} is not a {kind} like green3")


def _cell(value, what: str) -> int:
    if type(value) is not list or len(value) != 2 or type(value[0]) is not int or type(value[1]) is not int:
        raise PositionError(f"{what}: expected a cell [q, r], got {value!r}")
    i = INDEX.get((value[0], value[1]))
    if i is None:
        raise PositionError(f"{what}: cell ({value[0]},{value[1]}) is off the map")
    return i


def _cells(value, what: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise PositionError(f"{what}: expected a list of cells, got {value!r}")
    cells = tuple(_cell(v, what) for v in value)
    if len(set(cells)) != len(cells):
        raise PositionError(f"{what}: a cell is listed twice")
    return cells


def _connected(cells) -> bool:
    cells = set(cells)
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        for n in NEIGHBOURS[todo.pop()]:
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == cells


def _keys(obj, allowed: set, required: set, what: str) -> None:
    if not isinstance(obj, dict):
        raise PositionError(f"{what} must be a JSON object")
    unknown = sorted(set(obj) - allowed)
    if unknown:
        raise PositionError(f"{what}: unknown key {unknown[0]!r}")
    missing = sorted(required - set(obj))
    if missing:
        raise PositionError(f"{what}: missing key {missing[0]!r}")


def from_position(game, position) -> State:
    game.check_position_header(position)
    _keys(position, TOP_KEYS, TOP_KEYS - OPTIONAL_TOP, "position")
    if "rules_version" in position and position["rules_version"] != game.rules_version:
        raise PositionError(f"position has rules version {position['rules_version']!r}, "
                            f"this build has {game.rules_version!r}")
    if not isinstance(position["options"], dict):
        raise PositionError("options must be a JSON object")
    try:
        options = game.resolve_options(position["options"])
    except DicelandsError as exc:
        raise PositionError(f"options: {exc}") from None
    players = options["players"]
    rnd = _int(position["round"], "round", 1, 5)
    turn = _int(position["turn"], "turn", 1, 5)
    first = _int(position["first_player"], "first_player", 0, players - 1)
    phase = position["phase"]
    if phase not in PHASE_STEPS:
        raise PositionError(f"phase must be one of {', '.join(PHASE_STEPS)}, got {phase!r}")
    if phase == PH_OVER and (rnd, turn) != (5, 5):
        raise PositionError("phase 'over' needs round 5 turn 5")

    # ---- dice -------------------------------------------------------------------------------------------------
    bag_json = position["bag"]
    _keys(bag_json, set(COLOURS), set(COLOURS), "bag")
    bag = tuple(_int(bag_json[c], f"bag {c}", 0, 10) for c in COLOURS)
    if not isinstance(position["table"], list) or not isinstance(position["set_aside"], list):
        raise PositionError("table and set_aside must be lists of dice")
    table = tuple(_parse_die(d, "table") for d in position["table"])
    set_aside = tuple(_parse_die(d, "set_aside", allow_black=False) for d in position["set_aside"])
    total = sum(bag) + len(table) + len(set_aside)
    if total != sum(DICE_PER_COLOUR):
        raise PositionError(f"dice: {total} dice in bag + table + set aside, the game has exactly 10")
    for k, colour in enumerate(COLOURS):
        n = bag[k] + sum(1 for c, _ in table if c == colour) + sum(1 for c, _ in set_aside if c == colour)
        if n != DICE_PER_COLOUR[k]:
            raise PositionError(f"dice: {n} {colour} dice in bag + table + set aside, expected {DICE_PER_COLOUR[k]}")
    if phase == PH_OVER:
        if table or set_aside:
            raise PositionError("phase 'over': the table and set_aside must be empty")
    else:
        if len(table) != 3:
            raise PositionError(f"table: {len(table)} dice, every turn rolls 3")
        if len(set_aside) != turn - 1:
            raise PositionError(f"set_aside: {len(set_aside)} dice on turn {turn}, expected {turn - 1}")
        if sum(1 for c, _ in table if c == "black") > 1:
            raise PositionError("table: there is only one black die")
    has_black = any(c == "black" for c, _ in table)
    if phase == PH_BARREN and not has_black:
        raise PositionError("phase 'barren' needs the black die on the table")

    # ---- objectives -------------------------------------------------------------------------------------------
    slots_json = position["objectives"]
    if not isinstance(slots_json, list) or len(slots_json) != 3:
        raise PositionError("objectives must be a list of 3 cards (left, middle, right)")
    slots = []
    for k, slot in enumerate(slots_json):
        what = f"objectives[{k}]"
        _keys(slot, {"card", "flipped", "scored"}, {"card", "flipped", "scored"}, what)
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
            seat = _int(entry[0], f"{what} scored seat", 0, players - 1)
            points = _int(entry[1], f"{what} scored points")
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
    sheets = []
    for seat, entry in enumerate(sheets_json):
        sheets.append(_sheet(entry, seat, options, side, phase, table))
    cards = [s.card for s in sheets]
    if len(set(cards)) != len(cards):
        raise PositionError("sheets: two players hold the same starting card")
    if phase in (PH_BARREN, PH_DRAW) and all(s.step == DONE for s in sheets):
        raise PositionError(f"phase {phase!r}: every seat is done, so the phase would be over")
    if options["solo"] and first != 0:
        raise PositionError("solo: the human is always the first player")

    rng_json = position.get("rng")
    try:
        rng = Rng(0) if rng_json is None else Rng.from_json(rng_json)
    except (ChanceError, AttributeError) as exc:
        raise PositionError(f"rng: {exc}") from None
    state = State(options, rng, sheets, tuple(slots), rnd, turn, first, phase, bag, table, set_aside)
    for seat, sheet in enumerate(sheets):
        sheet.pts = recompute_pts(sheet, seat, state)
    return state


def _sheet(entry, seat: int, options: dict, side, phase: str, table: tuple) -> Sheet:
    what = f"sheets[{seat}]"
    if not isinstance(entry, dict):
        raise PositionError(f"{what} must be a JSON object")
    step = entry.get("step")
    if step not in STEP_FIELDS:
        raise PositionError(f"{what}: step must be one of {', '.join(STEP_FIELDS)}, got {step!r}")
    _keys(entry, SHEET_KEYS | STEP_FIELDS[step], SHEET_KEYS, what)
    if step not in PHASE_STEPS[phase]:
        raise PositionError(f"{what}: step {step!r} cannot happen in phase {phase!r}")
    card = _int(entry["starting_card"], f"{what} starting_card", 1, 4)
    sheet = Sheet.blank(card)
    icons = sheet.icons
    icons[CENTRE] = START
    sheet.counts[START] = 1

    # icons
    if not isinstance(entry["icons"], list):
        raise PositionError(f"{what}: icons must be a list of [q, r, icon]")
    items = entry["icons"]
    try:  # fast path for well-formed lists; anything odd goes through the checks below for a precise message
        placed = [INDEX[(q, r)] for q, r, _ in items if type(q) is int and type(r) is int]
        codes = [PLAIN_ICON[letter] for _, _, letter in items]
        fast = len(placed) == len(codes) == len(set(placed)) and CENTRE not in placed
    except (KeyError, TypeError, ValueError):
        fast = False
    if fast:
        counts = sheet.counts
        for cell, icon in zip(placed, codes):
            icons[cell] = icon
            counts[icon] += 1
        items = ()
    else:
        placed, codes = [], []
    for item in items:
        if type(item) is not list or len(item) != 3:
            raise PositionError(f"{what}: icons entries are [q, r, icon], got {item!r}")
        cell = INDEX.get((item[0], item[1])) if type(item[0]) is int and type(item[1]) is int else None
        if cell is None:
            cell = _cell(item[:2], f"{what} icons")
        icon = LETTER_ICON.get(item[2]) if type(item[2]) is str else None
        if icon is None or icon == START:
            raise PositionError(f"{what}: unknown icon {item[2]!r} (use V, W, O, L, X or C)")
        if icons[cell]:
            where = "the printed starting colony" if cell == CENTRE else ICON_LETTERS[icons[cell]]
            raise PositionError(f"{what}: two icons on one space ({CELLS[cell][0]},{CELLS[cell][1]}): "
                                f"{where} and {item[2]}")
        icons[cell] = icon
        sheet.counts[icon] += 1
        placed.append(cell)
        codes.append(icon)
    if side.starting_icons:
        for cell, icon in STARTING_CARDS[card]:
            if icons[cell] != icon:
                raise PositionError(f"{what}: starting card {card} puts {ICON_LETTERS[icon]} at "
                                    f"({CELLS[cell][0]},{CELLS[cell][1]}), the position has "
                                    f"{ICON_LETTERS[icons[cell]]!r}")
    filled = set(placed)
    filled.add(CENTRE)
    for i in [i for i, icon in zip(placed, codes) if icon == COLONY]:
        if not (INTERIOR[i] and filled.issuperset(NEIGHBOURS[i])):
            raise PositionError(f"{what}: colony at ({CELLS[i][0]},{CELLS[i][1]}) is not surrounded by 6 icons")
    for i in [i for i in INTERIOR_CELLS.difference(filled) if filled.issuperset(NEIGHBOURS[i])]:
        raise PositionError(f"{what}: empty space ({CELLS[i][0]},{CELLS[i][1]}) is surrounded, so it must "
                            f"be a colony")

    # groups
    if not isinstance(entry["groups"], list):
        raise PositionError(f"{what}: groups must be a list")
    for k, group in enumerate(entry["groups"]):
        gwhat = f"{what} groups[{k}]"
        _keys(group, {"type", "cells"}, {"type", "cells"}, gwhat)
        icon = LETTER_ICON.get(group["type"]) if isinstance(group["type"], str) else None
        if icon not in GROUP_TYPES:
            raise PositionError(f"{gwhat}: type must be V, W, O or L, got {group['type']!r}")
        cells = _cells(group["cells"], gwhat)
        if not 3 <= len(cells) <= options["max_group_size"]:
            raise PositionError(f"{gwhat}: a group has 3-{options['max_group_size']} cells, got {len(cells)}")
        for c in cells:
            if icons[c] != icon:
                raise PositionError(f"{gwhat}: cell ({CELLS[c][0]},{CELLS[c][1]}) holds "
                                    f"{ICON_LETTERS[icons[c]]!r}, not the group's type {group['type']}")
            if sheet.closed[c]:
                raise PositionError(f"{gwhat}: cell ({CELLS[c][0]},{CELLS[c][1]}) is already in another group")
        if not _connected(cells):
            raise PositionError(f"{gwhat}: the cells are not connected")
        for c in cells:
            sheet.closed[c] = 1
        cells = tuple(sorted(cells))
        sheet.groups.append((icon, cells, shape_of(cells)))

    # energy
    on_energy = sum(1 for c in side.energy if icons[c] and icons[c] != BARREN)
    sheet.collected = min(options["energy_capacity"], on_energy)
    sheet.energy = _int(entry["energy"], f"{what} energy", 0)
    if sheet.energy > sheet.collected:
        raise PositionError(f"{what}: energy {sheet.energy} but only {sheet.collected} collected (non-barren icons "
                            f"on energy spaces, at most energy_capacity)")
    sheet.fresh = _int(entry["fresh_energy"], f"{what} fresh_energy", 0)
    if sheet.fresh > sheet.energy:
        raise PositionError(f"{what}: fresh_energy {sheet.fresh} is more than the energy available "
                            f"({sheet.energy}); energy collected this turn cannot have been spent")

    # the step
    sheet.step = step
    sheet.ctx = CTX_BARREN if phase == PH_BARREN else CTX_MAIN
    if "took" in entry:
        if phase not in (PH_DRAW, PH_REMOVE) or step == TAKE:
            raise PositionError(f"{what}: 'took' only exists after taking a die in the draw phase")
        sheet.die = _took(entry["took"], what, table)
    elif step == PLACE:
        raise PositionError(f"{what}: step 'place' needs 'took'")
    if entry.get("anywhere") is not None:
        if not isinstance(entry["anywhere"], bool):
            raise PositionError(f"{what}: anywhere must be true or false")
        sheet.anywhere = entry["anywhere"]
    if step == BARREN_STEP and 0 not in icons:
        raise PositionError(f"{what}: step 'barren' but the map is full")
    if step in (COPY, GROUP):
        if "context" not in entry:
            raise PositionError(f"{what}: step {step!r} needs 'context'")
        ctx = entry["context"]
        allowed = {PH_BARREN: (CTX_BARREN,), PH_DRAW: (CTX_MAIN, CTX_LIFE)}
        if ctx not in allowed.get(phase, ()):
            raise PositionError(f"{what}: context {ctx!r} is not possible for step {step!r} in phase {phase!r}")
        sheet.ctx = ctx
    if step == COPY:
        if "star" not in entry:
            raise PositionError(f"{what}: step 'copy' needs 'star'")
        star = _cell(entry["star"], f"{what} star")
        if not side.star_mask[star]:
            raise PositionError(f"{what}: ({CELLS[star][0]},{CELLS[star][1]}) is not a star space")
        if icons[star] in (EMPTY, COLONY) or not star_copy_targets(icons, star):
            raise PositionError(f"{what}: the star at ({CELLS[star][0]},{CELLS[star][1]}) has nothing to copy "
                                f"or no empty neighbour")
        if (icons[star] == BARREN) != (sheet.ctx == CTX_BARREN):
            raise PositionError(f"{what}: a barren copy belongs to the barren context and only it")
        sheet.star, sheet.copy_icon = star, icons[star]
    if step == GROUP:
        for key in ("fresh", "selection"):
            if key not in entry:
                raise PositionError(f"{what}: step 'group' needs {key!r}")
        fresh = _cells(entry["fresh"], f"{what} fresh")
        sel = _cells(entry["selection"], f"{what} selection")
        if not 1 <= len(fresh) <= 2:
            raise PositionError(f"{what}: fresh lists the 1 or 2 icons just drawn")
        gtype = icons[fresh[0]]
        if gtype not in GROUP_TYPES or sheet.ctx == CTX_BARREN:
            raise PositionError(f"{what}: fresh icon {ICON_LETTERS[gtype]!r} cannot form a group")
        for c in fresh + sel:
            if icons[c] != gtype or sheet.closed[c]:
                raise PositionError(f"{what}: ({CELLS[c][0]},{CELLS[c][1]}) is not an unclosed "
                                    f"{ICON_LETTERS[gtype]} icon")
        if (sheet.ctx == CTX_LIFE) != (gtype == LIFE):
            raise PositionError(f"{what}: a life group belongs to the life context and only it")
        if sel and (not set(fresh) & set(sel) or not _connected(sel)):
            raise PositionError(f"{what}: the selection must be connected and contain a fresh icon")
        if len(sel) > options["max_group_size"]:
            raise PositionError(f"{what}: the selection is larger than max_group_size")
        if len(fresh) == 1 and not sel:
            raise PositionError(f"{what}: with one fresh icon the selection starts with it")
        if len(component(sheet, fresh[0])) < 3:
            raise PositionError(f"{what}: the fresh icon's cluster has fewer than 3 icons, no group is offered")
        sheet.fresh_cells, sheet.sel, sheet.gtype = fresh, sel, gtype
    needs_lives = step == LIFE_STEP or step in (COPY, GROUP) and sheet.ctx == CTX_LIFE
    if needs_lives:
        for key in ("life_group", "lives_left"):
            if key not in entry:
                raise PositionError(f"{what}: step {step!r} while placing lives needs {key!r}")
        group = tuple(sorted(_cells(entry["life_group"], f"{what} life_group")))
        if not any(cells == group and icon != LIFE for icon, cells, _ in sheet.groups):
            raise PositionError(f"{what}: life_group is not a closed vegetation, water or ores group")
        left = _int(entry["lives_left"], f"{what} lives_left", 0, 3)
        if step == LIFE_STEP and (left < 1 or not life_targets(icons, group)):
            raise PositionError(f"{what}: step 'life' needs lives left and an empty space next to the group")
        sheet.life_group, sheet.lives_left = group, left
        sheet.ctx = CTX_LIFE
    elif "life_group" in entry or "lives_left" in entry:
        raise PositionError(f"{what}: life_group/lives_left only while placing lives")
    return sheet


def _took(text, what: str, table: tuple) -> tuple:
    if not isinstance(text, str):
        raise PositionError(f"{what}: took must be text like 'red3' or 'red3 as red4'")
    parts = text.split()
    if len(parts) == 1:
        parts = parts + ["as", parts[0]]
    if len(parts) != 3 or parts[1] != "as":
        raise PositionError(f"{what}: took {text!r} is not like 'red3' or 'red3 as red4'")
    c, v = _parse_die(parts[0], f"{what} took", allow_black=False)
    c2, v2 = _parse_die(parts[2], f"{what} took", allow_black=False)
    if (c, v) not in table:
        raise PositionError(f"{what}: took {c}{v}, which is not on the table")
    if (c2, v2) != (c, v) and (c2, v2) not in energy_variants(c, v):
        raise PositionError(f"{what}: one energy cannot turn {c}{v} into {c2}{v2}")
    return (c, v, c2, v2)
