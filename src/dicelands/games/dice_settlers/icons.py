"""Where an action's icons come from besides dice showing them (spec §5; G24): two Pioneers as one icon (not Gold),
technologies granting icons once per round, and converters (tiles with presence, converting technologies)."""
from __future__ import annotations

from .board import cell_text, has_presence, parse_cell, tech_effects
from .hooks import in_play as modules_in_play
from .rulesdata import RULES
from .state import State
from .tables import ACTIONS, PAID_WITH, PIONEER_LIKE, RESOURCES, TECHS, TILES, resources_in_play

ICON_OF_ACTION = {a: PAID_WITH[a][0] for a in ACTIONS if a != "harvest"}


def targets(action: str, options: dict | None = None) -> tuple[str, ...]:
    """The icons that pay for `action`: its own icon, or any resource (of the modules in play) for Harvest."""
    if action != "harvest":
        return (ICON_OF_ACTION[action],)
    return RESOURCES if options is None else resources_in_play(options)


def available(state: State, seat: int, action: str, enough: int | None = None) -> int:
    """How many icons of `action` the seat can still produce now (dice, Pioneer pairs, virtual, converters). With
    `enough` (asking "at least that many?"), the answer stops at the first source that makes it enough: every source
    only adds, and the converters (every tile) and the modules' own sources, asked for all seven actions on every
    choice, are the main cost."""
    p = state.players[seat]
    wanted = targets(action, state.options)
    spare: dict[str, int] = {}  # icons shown by dice that do not pay for the action (a multi-icon face: each icon)
    n = 0
    for face in p.active.values():
        for icon in (face.split("+") if "+" in face else (face,)):
            if icon in wanted:
                n += 1
            else:
                spare[icon] = spare.get(icon, 0) + 1
    if enough is not None and n >= enough:
        return n
    for _source, _icon, count in technology_icons(state, seat, action):
        n += count
    if enough is not None and n >= enough:
        return n
    faces: dict[str, int] | None = None  # the modules' convertible icons, looked up only when a converter needs more
    for _source, from_icon in converters(state, seat, action):  # one die each: before pairs, which take two
        if spare.get(from_icon, 0) > 0:
            spare[from_icon] -= 1
            n += 1
            continue
        if faces is None:
            faces = _convertible_counts(state, seat, wanted)
        if faces.get(from_icon, 0) > 0:
            faces[from_icon] -= 1
            n += 1
    for icon in PIONEER_LIKE:  # seed F&S: 2 Ships as 1 icon like 2 Pioneers, never 1 of each
        lone = spare.pop(icon, 0)
        if lone % RULES.pioneer_pair:  # a lone die: a virtual face of its icon completes the pair (pair_virtual)
            if faces is None:
                faces = _convertible_counts(state, seat, wanted)
            if faces.get(icon, 0) > 0:
                faces[icon] -= 1
                lone += 1
        n += lone // RULES.pioneer_pair
    if enough is not None and n >= enough:
        return n
    in_play = modules_in_play(state.options)
    for hooks in in_play:
        if hooks.virtual_icons:
            for _source, _icon, count in hooks.virtual_icons(state, seat, action):
                n += count
    for hooks in in_play:
        if hooks.extra_icons:
            n += hooks.extra_icons(state, seat, action)
    return n


def _convertible_counts(state: State, seat: int, wanted: tuple[str, ...]) -> dict[str, int]:
    """icon -> how many of the modules' convertible icons show it, but those paying for the action itself."""
    counts: dict[str, int] = {}
    for _key, icon in convertible_icons(state, seat):
        if icon not in wanted:
            counts[icon] = counts.get(icon, 0) + 1
    return counts


def virtual_icons(state: State, seat: int, action: str) -> list[tuple[str, str, int]]:
    """Technologies granting icons (once per round each), and the modules' sources: (source key, icon, count)."""
    found: list[tuple[str, str, int]] = []
    for hooks in modules_in_play(state.options):
        if hooks.virtual_icons:
            found.extend(hooks.virtual_icons(state, seat, action))
    found.extend(technology_icons(state, seat, action))
    return found


def technology_icons(state: State, seat: int, action: str) -> list[tuple[str, str, int]]:
    """Technologies granting icons once per round each: (source key, icon, count)."""
    found: list[tuple[str, str, int]] = []
    if action == "harvest":
        return found
    p = state.players[seat]
    icon = ICON_OF_ACTION[action]
    for tech, params in tech_effects(p, "extra_icon"):
        if f"tech:{tech}" not in p.used and params["icon"] in (icon, "matching_action"):
            found.append((f"tech:{tech}", icon, params["count"]))
    return found


def convertible_icons(state: State, seat: int) -> list[tuple[str, str]]:
    """(source key, icon): icons of the modules' sources that converters take as a die showing that icon (seed
    Envoys: "All technologies (including dice conversions) apply"); converting one marks its source used."""
    found: list[tuple[str, str]] = []
    for hooks in modules_in_play(state.options):
        if hooks.convertible_icons:
            found.extend(hooks.convertible_icons[0](state, seat))
    return found


def virtual_faces(state: State, seat: int, icons: tuple) -> list:
    """(source key, icon) of the modules' virtual die faces showing one of `icons` that the seat may still spend (seed
    Envoys › General Benefit: "each player has that die face ... all base game rules of spending virtual dice are
    unchanged": every place that takes a die face of an icon takes them; spending one marks its source used)."""
    return [(key, icon) for key, icon in convertible_icons(state, seat) if icon in icons]


def virtual_face_keys(options: dict) -> list:
    """Every source key a virtual die face may have (for the action space)."""
    return [key for hooks in modules_in_play(options) if hooks.convertible_icons
            for key in hooks.convertible_icons[1](options)]


def spend_virtual_face(player, source: str) -> None:
    player.used = player.used + (source,)


def converters(state: State, seat: int, action: str) -> list[tuple[str, str]]:
    """(source key, from icon) of unused converters that can make an icon for `action` (G24, tiles §4.4)."""
    p = state.players[seat]
    wanted = targets(action, state.options)
    found: list[tuple[str, str]] = []
    for cell, tile in state.tiles.items():  # tiles with a converter and your presence, in placement order
        conv = TILES[tile].converter
        if conv is not None and conv.to_icon in wanted and has_presence(state, seat, cell):
            key = f"tile:{cell_text(cell)}"
            if key not in p.used:
                found.append((key, conv.from_icon))
    for tech, params in tech_effects(p, "conversion"):
        key = f"tech:{tech}"
        to = params["to_icon"]
        ok = (any(t != "gold" for t in wanted) if to == "any_non_gold" else to in wanted)
        if ok and key not in p.used and params["from_icon"] not in wanted:
            found.append((key, params["from_icon"]))
    return found


def converter_to(state: State, source: str) -> str:
    """The icon a converter makes ("any_non_gold" for Scientific Survey)."""
    kind, _, name = source.partition(":")
    if kind == "tile":
        converter = TILES[state.tiles[parse_cell(name)]].converter
        assert converter is not None  # a source "tile:..." names a converter tile
        return converter.to_icon
    return next(e.params["to_icon"] for e in TECHS[name].effects if e.kind == "conversion")
