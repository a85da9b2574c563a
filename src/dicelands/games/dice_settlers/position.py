"""Dice Settlers positions (docs/positions.md): the format is the msgspec types below, one statement for both ways.

`Position` is the whole file (`{"game": "dice-settlers", "rules_version": ..., "options": ..., "rng": ...,
"phase": ..., ..., "flow": [[{"step": NAME, **fields}, ...], ...], "diceoneer": null | {...}, "modules": {...}}`),
`PlayerJson` one seat, `MapEntry` one map tile (in placement order). A field named as the attribute of `State` or
`Player` it holds (`msgspec.field(name=...)` where the file's key differs: `res` is `resources`) is read and written
by functions made from the two types (position_fields.py): adding such a field to the format is adding it to the
type. By hand stay the parts kept in another shape (vp, dice, map, tents, the Diceoneer) and what a type cannot say:
names that must exist (tiles, dice ids, faces, technologies), counts per seat, and the rules of `check_state`
(conservation, a tile in one place, a connected map). `from_position` raises PositionError naming the first problem
(`position: players.0.tents.personal: expected int >= 0`, `position.stack: unknown tile 'tile-99'`).

`spent_this_round` (optional, default []) lists the dice spent since the round began, which a bag refill leaves in
the spent area until clean-up (G08). The stack is a set drawn at random (its order is chance), so a position holds
no hidden order; it is written in tile-number order.
"""
from __future__ import annotations

import functools
from collections import Counter
from typing import Annotated, Any

import msgspec

from ...engine.chance import Rng
from ...engine.conservation import check_connected
from ...engine.errors import ChanceError, DicelandsError, PositionError
from ...engine.flow import Flow
from ...geometry.hexgrid import neighbours
from ...engine.inputs import conform
from ...engine.schemas import UNSET, FlowJson, OptionValue, RngSchema, Strict, Unset, check_flow_types
from .board import cell_text, parse_cell
from .hooks import in_play as modules_in_play, modules_of
from .position_fields import reader, writer
from .state import (COLOUR_OF_LETTER, PH_ACTION, PH_DRAFT, PH_OVER, PH_ROLL, PH_START, Bot, Player, State,
                    die_sort_key)
from .steps import STEPS
from .tables import COMP, FACES, HIDDEN_HEX, SETUP, TECHS, TILES, colours_in_play, in_play, resources_in_play

PHASES = (PH_DRAFT, PH_START, PH_ROLL, PH_ACTION, PH_OVER)
TRIGGERS = ("dice", "houses", "vp", "stack")
Count = Annotated[int, msgspec.Meta(ge=0)]  # a whole number >= 0


# ---- the format --------------------------------------------------------------------------------------------------
class Vp(Strict):
    supply: Count
    initial: Count
    reserve_used: Count


class Dice(Strict):
    supply: dict[str, Count]  # colour -> dice
    box: dict[str, Count]


class MapEntry(Strict):
    cell: str  # "(q,r)"
    tile: str
    tents: list[Count]  # per seat
    house: int | None = None  # the seat whose house stands there


class Tents(Strict):
    personal: Count
    general: Count
    total: Count


class PlayerJson(Strict, kw_only=True):
    """A seat: the fields of `Player` by name, its three tent counts under `tents`."""
    bag: list[str]
    active: dict[str, str]  # die id -> face
    spent: list[str]
    spent_this_round: list[str] = []
    serial: dict[str, Count]  # colour -> last serial used
    tents: Tents
    houses: Count
    res: dict[str, Count] = msgspec.field(name="resources")
    vp: Count
    techs: list[str] = msgspec.field(name="technologies")
    taken: list[str]
    used: list[str]
    slots: Count


class Diceoneer(Strict):
    seat: int
    queue: list[str]
    sides: dict[str, dict[str, str]]  # side -> {die id: face}
    last_roll: int


class Position(Strict, kw_only=True):
    """The whole position: the fields of `State` by name, and the parts kept in other shapes (vp, dice, map, the
    Diceoneer) and by other readers (options, rng, flow, the modules' sections)."""
    game: str
    rules_version: str | Unset = UNSET
    options: dict[str, OptionValue]
    rng: RngSchema
    phase: str
    round: Count
    first: Count
    turn: Count
    draft: list[str]
    draft_seat: int
    kept: list[str]
    placer: Count
    triggers: list[str]
    vp: Vp
    dice: Dice
    stack: list[str]
    removed: list[str]
    start_pool: list[str]
    box_tiles: list[str]
    tableau: list[str]
    map: list[MapEntry]
    players: list[PlayerJson]
    flow: FlowJson
    diceoneer: Diceoneer | None = None
    modules: dict[str, Any] | Unset = UNSET  # module name -> its section, read by the module (its "position" hook)


_OWN_READERS = ("options", "rng", "players", "flow")  # fields of State read by the engine's own readers
_write_position = writer(Position, State, given=_OWN_READERS, omit=["modules"])
_read_position = reader(Position, State, omit=_OWN_READERS)
_write_player, _read_player_fields = writer(PlayerJson, Player), reader(PlayerJson, Player)
_BY_NUMBER = {"stack", "start_pool", "box_tiles"}  # sets: written in tile-number order
STALE_PLAYER_KEYS = {"step", "act", "paid", "left", "sub"}  # where a seat's turn was kept before the typed steps
STEP_FIELDS = {  # element types of the step fields the step classes annotate only as `tuple`
    "tiles": tuple[str, ...], "cell": tuple[int, int], "source": tuple[int, int], "joiners": tuple[int, ...],
    "units": tuple[str, ...], "picked": tuple[str, ...], "paid": tuple[str, ...],
}


def _number(tile: str) -> int:
    return TILES[tile].number


# ---- writing -----------------------------------------------------------------------------------------------------
def to_position(game, state: State) -> dict:
    bot, flow = state.bot, state.flow
    assert flow is not None
    position = _write_position(state, {
        **game.codec.position_header(state), "options": dict(state.options), "rng": state.rng.to_json(),
        "vp": {"supply": state.vp_supply, "initial": state.vp_initial, "reserve_used": state.vp_reserve_used},
        "dice": {"supply": dict(state.supply), "box": dict(state.box)},
        "map": [{"cell": cell_text(c), "tile": t, "tents": list(state.tents[c]), "house": state.houses.get(c)}
                for c, t in state.tiles.items()],
        "players": [player_json(p) for p in state.players], "flow": flow.to_json(STEPS),
        "diceoneer": None if bot is None else {
            "seat": state.bot_seat, "queue": list(bot.queue),
            "sides": {HIDDEN_HEX[i]: {d: bot.faces[d] for d in side} for i, side in enumerate(bot.sides)},
            "last_roll": bot.last_roll}})
    for name in _BY_NUMBER:
        position[name].sort(key=_number)
    sections = {m.name: m.hooks.position[0](state) for m in modules_of(state.options) if m.hooks and m.hooks.position}
    if sections:
        position["modules"] = sections
    return position


def player_json(p: Player) -> dict:
    """One seat as its position writes it (features.py reads it too)."""
    out = _write_player(p, {"tents": {"personal": p.personal, "general": p.general, "total": p.tents_total}})
    out["bag"].sort(key=die_sort_key)
    return out


# ---- reading -----------------------------------------------------------------------------------------------------
def from_position(game, data: Any) -> State:
    game.codec.check_position_header(data)
    position = _decode(data)
    try:
        options = game.resolve_options(position.options, typed=True)
    except DicelandsError as exc:
        raise PositionError(f"position.options: {exc}") from None
    try:
        rng = Rng.from_json(data["rng"])
    except ChanceError as exc:
        raise PositionError(f"position.rng: {exc}") from None
    seats = game.num_seats(options)
    state = State(options, rng, [])
    for name, value in _read_position(position).items():  # State is a compiled class: no __dict__
        setattr(state, name, value)
    _check_scalars(state, seats)
    state.vp_supply, state.vp_initial, state.vp_reserve_used = (position.vp.supply, position.vp.initial,
                                                                position.vp.reserve_used)
    colours = colours_in_play(options)
    for key in ("supply", "box"):
        table = getattr(position.dice, key)
        if set(table) != set(colours):
            raise PositionError(f"position.dice.{key}: expected a count for each of {', '.join(colours)}")
        setattr(state, key, {c: table[c] for c in colours})
    for i, entry in enumerate(position.map):
        _read_map_entry(state, entry, f"position.map[{i}]", seats)
    if len(position.players) != seats:
        raise PositionError(f"position.players: one entry per seat ({seats}), got {len(position.players)}")
    state.players = [_read_player(p, f"position.players[{i}]", options) for i, p in enumerate(position.players)]
    state.flow = Flow.from_json(data["flow"], STEPS, seats)
    if (position.diceoneer is None) != (options["players"] != 1):
        raise PositionError("position.diceoneer: present exactly in the solo game (players = 1)")
    if position.diceoneer is not None:
        _read_diceoneer(state, position.diceoneer, seats)
    sections = {} if position.modules is UNSET else position.modules
    with_sections = [(m.name, m.hooks.position) for m in modules_of(options) if m.hooks and m.hooks.position]
    unknown = sorted(set(sections) - {name for name, _ in with_sections})
    if unknown:
        raise PositionError(f"position.modules: {', '.join(map(repr, unknown))} is not a module in play with a section")
    for name, (_, read) in with_sections:
        state.ext[name] = read(sections.get(name), state)
    check_state(state)
    _check_steps(game, state)
    return state


def _check_steps(game, state: State) -> None:
    """A step whose fields do not fit the state (a die not active, an action that does not exist) is refused here
    rather than failing later."""
    assert state.flow is not None
    for seat in range(state.seats):
        step = state.flow.top(seat)
        if step is None or not step.decision:
            continue
        try:
            step.prompt(game, state, seat)
            step.options(game, state, seat)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
            raise PositionError(f"flow[{seat}]: step {step.name!r} does not fit the position ({exc!r})") from None


def _decode(data: dict) -> Position:
    """The position as its types, or PositionError naming the path of the first key or value that does not fit."""
    players = data.get("players")
    for index, raw in enumerate(players if isinstance(players, list) else []):
        stale = sorted(STALE_PLAYER_KEYS & set(raw)) if isinstance(raw, dict) else []
        if stale:
            raise PositionError(f"position.players[{index}].{stale[0]}: a seat's steps are in position.flow now "
                                "(docs/positions.md)")
    position = conform(data, Position, "position", PositionError, bounds=False)
    check_flow_types(data["flow"], STEPS, PositionError, "position: flow", STEP_FIELDS)
    return position


def _check_scalars(state: State, seats: int) -> None:
    """The state's own fields, just read: their names and counts."""
    if state.phase not in PHASES:
        raise PositionError(f"position.phase: unknown phase {state.phase!r} (known: {', '.join(PHASES)})")
    if state.first >= seats:
        raise PositionError(f"position.first: seat {state.first} does not exist ({seats} seats)")
    if len(state.kept) != seats:
        raise PositionError(f"position.kept: one entry per seat ({seats}), got {len(state.kept)}")
    for key in ("draft", "kept", "stack", "removed", "start_pool", "box_tiles"):
        _known(getattr(state, key), TILES, "tile", f"position.{key}", blank=key == "kept")
    for t in state.triggers:
        if t not in TRIGGERS:
            raise PositionError(f"position.triggers: unknown end trigger {t!r}")
    _known(state.tableau, TECHS, "technology", "position.tableau")


def _read_map_entry(state: State, entry: MapEntry, where: str, seats: int) -> None:
    try:
        cell = parse_cell(entry.cell)
    except (ValueError, AttributeError):
        raise PositionError(f"{where}.cell: {entry.cell!r} is not a cell like (1,-2)") from None
    if cell in state.tiles:
        raise PositionError(f"{where}: cell {cell_text(cell)} holds two tiles")
    state.tiles[cell] = _known((entry.tile,), TILES, "tile", f"{where}.tile")[0]
    if len(entry.tents) != seats:
        raise PositionError(f"{where}.tents: one count per seat ({seats}), got {len(entry.tents)}")
    state.tents[cell] = tuple(entry.tents)
    if entry.house is not None:
        if not 0 <= entry.house < seats:
            raise PositionError(f"{where}.house: {entry.house!r} is not a seat")
        state.houses[cell] = entry.house


def _read_player(raw: PlayerJson, where: str, options: dict) -> Player:
    p = Player(**_read_player_fields(raw))
    p.personal, p.general, p.tents_total = raw.tents.personal, raw.tents.general, raw.tents.total
    for zone in ("bag", "spent", "spent_this_round"):
        _dice(getattr(p, zone), f"{where}.{zone}")
    for die, icon in p.active.items():
        _face(_dice((die,), f"{where}.active")[0], icon, f"{where}.active")
    _known(p.serial, FACES, "die colour", f"{where}.serial")
    _known(p.res, resources_in_play(options), "resource", f"{where}.resources")
    _known(p.techs, TECHS, "technology", f"{where}.technologies")
    if len(set(p.techs)) != len(p.techs):
        raise PositionError(f"{where}.technologies: a technology is owned twice")
    return p


def _read_diceoneer(state: State, bot: Diceoneer, seats: int) -> None:
    where = "position.diceoneer"
    if bot.seat != seats - 1:
        raise PositionError(f"{where}.seat: the Diceoneer sits in seat {seats - 1}")
    if set(bot.sides) != set(HIDDEN_HEX):
        raise PositionError(f"{where}.sides: expected the sides {', '.join(HIDDEN_HEX)}")
    state.bot_seat, state.bot = bot.seat, Bot(queue=_dice(bot.queue, f"{where}.queue"), last_roll=bot.last_roll)
    for i, name in enumerate(HIDDEN_HEX):
        for die, icon in bot.sides[name].items():
            state.bot.sides[i].append(_dice((die,), f"{where}.sides.{name}")[0])
            state.bot.faces[die] = _face(die, icon, f"{where}.sides.{name}")


def _dice(dice, where: str):
    for value in dice:
        letters = value.rstrip("0123456789")
        if letters not in COLOUR_OF_LETTER or letters == value:
            raise PositionError(f"{where}: {value!r} is not a die id like w1, y2, gy1")
    return dice


def _face(die: str, icon: str, where: str) -> str:
    colour = COLOUR_OF_LETTER[die.rstrip("0123456789")]
    if icon not in FACES[colour]:
        raise PositionError(f"{where}: {die} ({colour}) has no {icon!r} face")
    return icon


def _known(names, table, noun: str, where: str, blank: bool = False):
    """`names` if each is a key of `table` (or "" with `blank`); PositionError naming the first that is not."""
    for name in names:
        if name not in table and not (blank and name == ""):
            raise PositionError(f"{where}: unknown {noun} {name!r}")
    return names


@functools.lru_cache(maxsize=None)
def _tiles_in_play(modules: str) -> tuple[str, ...]:
    return tuple(t for t in TILES if in_play(TILES[t], {"modules": modules}))


def check_state(state: State) -> None:
    """Conservation and consistency: PositionError names the first broken rule. Used by tests after every move."""
    seats = state.seats
    assert state.flow is not None
    where_die: dict[str, str] = {}
    per_colour: Counter[str] = Counter()
    for seat, p in enumerate(state.players):
        zones = [("bag", p.bag), ("active", p.active), ("spent", p.spent)]
        if seat == state.bot_seat and state.bot is not None:
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
        record = COMP.dice[colour]
        total = state.supply[colour] + state.box[colour] + per_colour[colour]
        if total != record.count:
            raise PositionError(f"dice: {total} {colour} dice in play, supply and box; the game has {record.count}")
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
