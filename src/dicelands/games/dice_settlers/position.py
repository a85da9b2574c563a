"""Dice Settlers positions: the whole state as documented JSON, and its validation.

    {"game": "dice-settlers", "rules_version": "2", "options": {...}, "rng": {...},
     "phase": "draft|start|roll|action|over", "round": 1, "first": 0, "turn": 0,
     "draft": ["tile-01", ...], "draft_seat": 0, "kept": ["tile-03", ""], "placer": 0,
     "triggers": ["stack"],
     "vp": {"supply": 30, "initial": 30, "reserve_used": 0},
     "dice": {"supply": {"yellow": 5, ...}, "box": {"white": 6, ...}},
     "stack": [...], "removed": [...], "start_pool": [...], "box_tiles": [...], "tableau": [...],
     "map": [{"cell": "(0,0)", "tile": "tile-03", "tents": [1, 0], "house": null}, ...],   # in placement order
     "players": [{"bag": ["w1"], "active": {"w2": "explore"}, "spent": [], "spent_this_round": [],
                  "serial": {"white": 3},
                  "tents": {"personal": 5, "general": 14, "total": 20}, "houses": 5,
                  "resources": {"food": 0, ...}, "vp": 0, "technologies": [], "taken": [], "used": [],
                  "slots": 0}, ...],
     "flow": [[{"step": NAME, **fields}, ...], []],   # per seat, its stack of steps (bottom first; steps.py)
     "diceoneer": null | {"seat": 1, "queue": ["w1", ...], "sides": {"explore": {"w3": "explore"}, ...},
                          "last_roll": 0}}

`spent_this_round` (optional, default []) lists the dice spent since the round began, which a bag refill leaves in
the spent area until clean-up (G08). The stack is a set drawn at random (its order is chance), so a position holds
no hidden order. `from_position` raises PositionError naming the first problem: unknown names, a die in two places,
broken conservation of dice, tents, houses or VP, a step that does not fit the phase.
"""
from __future__ import annotations

import functools
from collections import Counter

from ...engine.chance import Rng
from ...engine.conservation import check_connected
from ...engine.errors import ChanceError, DicelandsError, PositionError
from ...engine.flow import Flow
from ...geometry.hexgrid import neighbours
from .board import cell_text, parse_cell
from .hooks import in_play as modules_in_play, modules_of
from .state import (COLOUR_OF_LETTER, PH_ACTION, PH_DRAFT, PH_OVER, PH_ROLL, PH_START, Bot, Player, State,
                    die_sort_key)
from .position_schema import check_shape
from .steps import STEPS
from .tables import COMP, FACES, HIDDEN_HEX, SETUP, TECHS, TILES, colours_in_play, in_play, resources_in_play

PHASES = (PH_DRAFT, PH_START, PH_ROLL, PH_ACTION, PH_OVER)


def to_position(game, state: State) -> dict:
    position = game.position_header(state)
    position.update({
        "options": dict(state.options),
        "rng": state.rng.to_json(),
        "phase": state.phase,
        "round": state.round,
        "first": state.first,
        "turn": state.turn,
        "draft": list(state.draft),
        "draft_seat": state.draft_seat,
        "kept": list(state.kept),
        "placer": state.placer,
        "triggers": list(state.triggers),
        "vp": {"supply": state.vp_supply, "initial": state.vp_initial, "reserve_used": state.vp_reserve_used},
        "dice": {"supply": dict(state.supply), "box": dict(state.box)},
        "stack": sorted(state.stack, key=lambda t: TILES[t].number),
        "removed": list(state.removed),
        "start_pool": sorted(state.start_pool, key=lambda t: TILES[t].number),
        "box_tiles": sorted(state.box_tiles, key=lambda t: TILES[t].number),
        "tableau": list(state.tableau),
        "map": [{"cell": cell_text(c), "tile": t, "tents": list(state.tents[c]), "house": state.houses.get(c)}
                for c, t in state.tiles.items()],
        "players": [player_json(p) for p in state.players],
        "flow": state.flow.to_json(STEPS),
        "diceoneer": None if state.bot is None else {
            "seat": state.bot_seat, "queue": list(state.bot.queue),
            "sides": {HIDDEN_HEX[i]: {d: state.bot.faces[d] for d in side} for i, side in enumerate(state.bot.sides)},
            "last_roll": state.bot.last_roll},
    })
    sections = {m.name: m.hooks.position[0](state) for m in modules_of(state.options) if m.hooks.position}
    if sections:
        position["modules"] = sections
    return position


def player_json(p: Player) -> dict:
    return {"bag": sorted(p.bag, key=die_sort_key), "active": dict(p.active), "spent": list(p.spent),
            "spent_this_round": list(p.spent_this_round), "serial": dict(p.serial),
            "tents": {"personal": p.personal, "general": p.general, "total": p.tents_total},
            "houses": p.houses, "resources": dict(p.res), "vp": p.vp, "technologies": list(p.techs),
            "taken": list(p.taken), "used": list(p.used), "slots": p.slots}


# ---- reading -----------------------------------------------------------------------------------------------------
def _get(data: dict, key: str, kind, where: str):
    if not isinstance(data, dict) or key not in data:
        raise PositionError(f"{where}: missing {key!r}")
    value = data[key]
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise PositionError(f"{where}.{key}: expected a whole number, got {value!r}")
    if kind is not int and kind is not None and not isinstance(value, kind):
        raise PositionError(f"{where}.{key}: expected {kind.__name__}, got {value!r}")
    return value


def _nonneg(value, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise PositionError(f"{where}: expected a whole number >= 0, got {value!r}")
    return value


def _die(value, where: str) -> str:
    if not isinstance(value, str) or value.rstrip("0123456789") not in COLOUR_OF_LETTER or not value[
            len(value.rstrip("0123456789")):].isdigit():
        raise PositionError(f"{where}: {value!r} is not a die id like w1, y2, gy1")
    return value


def _face(die: str, icon, where: str) -> str:
    colour = COLOUR_OF_LETTER[die.rstrip("0123456789")]
    if icon not in FACES[colour]:
        raise PositionError(f"{where}: {die} ({colour}) has no {icon!r} face")
    return icon


def _tile(value, where: str) -> str:
    if value not in TILES:
        raise PositionError(f"{where}: unknown tile {value!r}")
    return value


def _cell(value, where: str):
    try:
        return parse_cell(value)
    except (ValueError, AttributeError):
        raise PositionError(f"{where}: {value!r} is not a cell like (1,-2)") from None


def from_position(game, position: dict) -> State:
    game.check_position_header(position)
    check_shape(position)
    try:
        options = game.resolve_options(_get(position, "options", dict, "position"), typed=True)
    except DicelandsError as exc:
        raise PositionError(f"position.options: {exc}") from None
    try:
        rng = Rng.from_json(_get(position, "rng", dict, "position"))
    except ChanceError as exc:
        raise PositionError(f"position.rng: {exc}") from None
    seats = game.num_seats(options)
    state = State(options, rng, [])
    state.phase = _get(position, "phase", str, "position")
    if state.phase not in PHASES:
        raise PositionError(f"position.phase: unknown phase {state.phase!r} (known: {', '.join(PHASES)})")
    for key in ("round", "first", "turn", "placer"):
        setattr(state, key, _nonneg(_get(position, key, int, "position"), f"position.{key}"))
    if state.first >= seats:
        raise PositionError(f"position.first: seat {state.first} does not exist ({seats} seats)")
    state.draft = tuple(_tile(t, "position.draft") for t in _get(position, "draft", list, "position"))
    state.draft_seat = _get(position, "draft_seat", int, "position")
    kept = _get(position, "kept", list, "position")
    if len(kept) != seats:
        raise PositionError(f"position.kept: one entry per seat ({seats}), got {len(kept)}")
    state.kept = tuple("" if k == "" else _tile(k, "position.kept") for k in kept)
    triggers = _get(position, "triggers", list, "position")
    for t in triggers:
        if t not in ("dice", "houses", "vp", "stack"):
            raise PositionError(f"position.triggers: unknown end trigger {t!r}")
    state.triggers = tuple(triggers)
    vp = _get(position, "vp", dict, "position")
    state.vp_supply = _nonneg(_get(vp, "supply", int, "position.vp"), "position.vp.supply")
    state.vp_initial = _nonneg(_get(vp, "initial", int, "position.vp"), "position.vp.initial")
    state.vp_reserve_used = _nonneg(_get(vp, "reserve_used", int, "position.vp"), "position.vp.reserve_used")
    dice = _get(position, "dice", dict, "position")
    for key in ("supply", "box"):
        table = _get(dice, key, dict, "position.dice")
        colours = colours_in_play(options)
        if set(table) != set(colours):
            raise PositionError(f"position.dice.{key}: expected a count for each of {', '.join(colours)}")
        setattr(state, key, {c: _nonneg(table[c], f"position.dice.{key}.{c}") for c in colours})
    for key in ("stack", "removed", "start_pool", "box_tiles"):
        setattr(state, key, [_tile(t, f"position.{key}") for t in _get(position, key, list, "position")])
    tableau = _get(position, "tableau", list, "position")
    for t in tableau:
        if t not in TECHS:
            raise PositionError(f"position.tableau: unknown technology {t!r}")
    state.tableau = tuple(tableau)
    # map
    for i, entry in enumerate(_get(position, "map", list, "position")):
        where = f"position.map[{i}]"
        cell = _cell(_get(entry, "cell", str, where), f"{where}.cell")
        if cell in state.tiles:
            raise PositionError(f"{where}: cell {cell_text(cell)} holds two tiles")
        state.tiles[cell] = _tile(_get(entry, "tile", str, where), f"{where}.tile")
        tents = _get(entry, "tents", list, where)
        if len(tents) != seats:
            raise PositionError(f"{where}.tents: one count per seat ({seats}), got {len(tents)}")
        state.tents[cell] = tuple(_nonneg(n, f"{where}.tents") for n in tents)
        house = entry.get("house")
        if house is not None:
            if isinstance(house, bool) or not isinstance(house, int) or not 0 <= house < seats:
                raise PositionError(f"{where}.house: {house!r} is not a seat")
            state.houses[cell] = house
    # players
    raw_players = _get(position, "players", list, "position")
    if len(raw_players) != seats:
        raise PositionError(f"position.players: one entry per seat ({seats}), got {len(raw_players)}")
    state.players = [_read_player(raw, f"position.players[{i}]", options) for i, raw in enumerate(raw_players)]
    state.flow = Flow.from_json(_get(position, "flow", list, "position"), STEPS, seats)
    sections = position.get("modules", {})
    if not isinstance(sections, dict):
        raise PositionError("position.modules: expected a mapping from module name to its section")
    bot = position.get("diceoneer")
    if (bot is None) != (options["players"] != 1):
        raise PositionError("position.diceoneer: present exactly in the solo game (players = 1)")
    if bot is not None:
        state.bot_seat = _get(bot, "seat", int, "position.diceoneer")
        if state.bot_seat != seats - 1:
            raise PositionError(f"position.diceoneer.seat: the Diceoneer sits in seat {seats - 1}")
        state.bot = Bot()
        state.bot.queue = [_die(d, "position.diceoneer.queue") for d in _get(bot, "queue", list, "position.diceoneer")]
        sides = _get(bot, "sides", dict, "position.diceoneer")
        if set(sides) != set(HIDDEN_HEX):
            raise PositionError(f"position.diceoneer.sides: expected the sides {', '.join(HIDDEN_HEX)}")
        for i, name in enumerate(HIDDEN_HEX):
            for die, icon in _get(sides, name, dict, "position.diceoneer.sides").items():
                _die(die, f"position.diceoneer.sides.{name}")
                state.bot.sides[i].append(die)
                state.bot.faces[die] = _face(die, icon, f"position.diceoneer.sides.{name}")
        state.bot.last_roll = _get(bot, "last_roll", int, "position.diceoneer")
    with_sections = [m for m in modules_of(options) if m.hooks.position]
    unknown = sorted(set(sections) - {m.name for m in with_sections})
    if unknown:
        raise PositionError(f"position.modules: {', '.join(map(repr, unknown))} is not a module in play with a section")
    for module in with_sections:
        state.ext[module.name] = module.hooks.position[1](sections.get(module.name), state)
    check_state(state)
    _check_steps(game, state)
    return state


def _check_steps(game, state: State) -> None:
    """A step whose fields do not fit the state (a die not active, an action that does not exist) is refused here
    rather than failing later."""
    for seat in range(state.seats):
        step = state.flow.top(seat)
        if step is None or not step.decision:
            continue
        try:
            step.prompt(game, state, seat)
            step.options(game, state, seat)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
            raise PositionError(f"flow[{seat}]: step {step.name!r} does not fit the position ({exc!r})") from None


def _read_player(raw: dict, where: str, options: dict) -> Player:
    p = Player()
    p.bag = [_die(d, f"{where}.bag") for d in _get(raw, "bag", list, where)]
    p.active = {_die(d, f"{where}.active"): _face(d, icon, f"{where}.active")
                for d, icon in _get(raw, "active", dict, where).items()}
    p.spent = [_die(d, f"{where}.spent") for d in _get(raw, "spent", list, where)]
    fresh = raw.get("spent_this_round", [])
    if not isinstance(fresh, list):
        raise PositionError(f"{where}.spent_this_round: expected list, got {fresh!r}")
    p.spent_this_round = tuple(_die(d, f"{where}.spent_this_round") for d in fresh)
    serial = _get(raw, "serial", dict, where)
    for colour, n in serial.items():
        if colour not in FACES:
            raise PositionError(f"{where}.serial: unknown die colour {colour!r}")
        _nonneg(n, f"{where}.serial.{colour}")
    p.serial = dict(serial)
    tents = _get(raw, "tents", dict, where)
    p.personal = _nonneg(_get(tents, "personal", int, f"{where}.tents"), f"{where}.tents.personal")
    p.general = _nonneg(_get(tents, "general", int, f"{where}.tents"), f"{where}.tents.general")
    p.tents_total = _nonneg(_get(tents, "total", int, f"{where}.tents"), f"{where}.tents.total")
    p.houses = _nonneg(_get(raw, "houses", int, where), f"{where}.houses")
    res = _get(raw, "resources", dict, where)
    for r, n in res.items():
        if r not in resources_in_play(options):
            raise PositionError(f"{where}.resources: unknown resource {r!r}")
        _nonneg(n, f"{where}.resources.{r}")
    p.res = dict(res)
    p.vp = _nonneg(_get(raw, "vp", int, where), f"{where}.vp")
    techs = _get(raw, "technologies", list, where)
    for t in techs:
        if t not in TECHS:
            raise PositionError(f"{where}.technologies: unknown technology {t!r}")
    if len(set(techs)) != len(techs):
        raise PositionError(f"{where}.technologies: a technology is owned twice")
    p.techs = tuple(techs)
    p.taken = tuple(_get(raw, "taken", list, where))
    p.used = tuple(_get(raw, "used", list, where))
    p.slots = _nonneg(_get(raw, "slots", int, where), f"{where}.slots")
    return p


@functools.lru_cache(maxsize=None)
def _tiles_in_play(modules: str) -> tuple[str, ...]:
    return tuple(t for t in TILES if in_play(TILES[t], {"modules": modules}))


def check_state(state: State) -> None:
    """Conservation and consistency: PositionError names the first broken rule. Used by tests after every move."""
    seats = state.seats
    where_die: dict[str, str] = {}
    per_colour = Counter()
    for seat, p in enumerate(state.players):
        zones = [("bag", p.bag), ("active", p.active), ("spent", p.spent)]
        if seat == state.bot_seat:
            if p.bag or p.active or p.spent:
                raise PositionError(f"players[{seat}]: the Diceoneer keeps its dice in its queue and beside its hex")
            zones = [("queue", state.bot.queue), ("hex", [d for side in state.bot.sides for d in side])]
        for zone, dice in zones:
            for die in dice:
                key = f"{seat}:{die}"
                if key in where_die:
                    raise PositionError(f"players[{seat}]: die {die} is both in {where_die[key]} and in {zone}")
                where_die[key] = zone
                colour = COLOUR_OF_LETTER[die.rstrip("0123456789")]
                per_colour[colour] += 1
                if int(die[len(die.rstrip("0123456789")):]) > p.serial.get(colour, 0):
                    raise PositionError(f"players[{seat}]: die {die} has a serial above the last one used")
        back = [d for d in p.spent_this_round if d in p.bag or d in p.active]
        if back or len(set(p.spent_this_round)) != len(p.spent_this_round):
            raise PositionError(f"players[{seat}].spent_this_round: "
                                f"{back[0] + ' is back in play' if back else 'a die is listed twice'} (G08)")
        if p.personal + p.general + sum(c[seat] for c in state.tents.values()) != p.tents_total:
            raise PositionError(f"players[{seat}]: tents do not add up (personal + general + on the map != total)")
        built = sum(1 for s in state.houses.values() if s == seat)
        if built + p.houses != SETUP.houses_per_player:
            raise PositionError(f"players[{seat}]: houses do not add up ({built} built + {p.houses} left != "
                                f"{SETUP.houses_per_player})")
        deciding = [step for step in state.flow.stacks[seat] if step.decision]
        if deciding and (seat == state.bot_seat or state.phase == PH_OVER):
            raise PositionError(f"flow[{seat}]: {deciding[0].name!r} is not a decision this seat can have now")
    for colour in state.supply:
        die = COMP.dice[colour]
        total = state.supply[colour] + state.box[colour] + per_colour[colour]
        if total != die.count:
            raise PositionError(f"dice: {total} {colour} dice in play, supply and box; the game has {die.count}")
    if state.vp_supply + sum(p.vp for p in state.players) != state.vp_initial + state.vp_reserve_used:
        raise PositionError("vp: supply + VP held != initial supply + VP taken from the reserve")
    tiles = [*state.tiles.values(), *state.stack, *state.removed, *state.start_pool, *state.box_tiles,
             *state.draft, *(k for k in state.kept if k and k not in state.tiles.values())]
    tiles += [t for stack in state.flow.stacks for step in stack for t in getattr(step, "tiles_held", tuple)()]
    in_play = modules_in_play(state.options)
    tiles += [t for hooks in in_play if hooks.tiles_held for t in hooks.tiles_held(state)]
    counts = Counter(tiles)
    double = [t for t, k in counts.items() if k > 1]
    if double:
        raise PositionError(f"tiles: {double[0]} is in two places")
    missing = [t for t in _tiles_in_play(state.options.get("modules", "")) if t not in counts]
    if missing:
        raise PositionError(f"tiles: {missing[0]} is nowhere (map, stack, removed, pools or box)")
    for seat in state.houses.values():
        if not 0 <= seat < seats:
            raise PositionError(f"map: a house of seat {seat}, which does not exist")
    held_off_map = {c for hooks in in_play if hooks.occupied for c in hooks.occupied(state)}
    check_connected([*state.tiles, *sorted(held_off_map - set(state.tiles))], neighbours, "map", cell_text)
    if state.phase in (PH_ROLL, PH_ACTION) and len(state.tiles) < seats:
        raise PositionError("map: every seat has placed its starting tile once the rounds begin")
    for hooks in in_play:
        if hooks.check_state:
            hooks.check_state(state)
