"""Dice Settlers actions: notation, structured fields and the fixed action space.

Notation (lowercase; cells `(q,r)` without spaces; dice by per-seat id). Each action is an engine `Action`
(`make_action(kind, text, **fields)`); its fields are in brackets, its kind in braces where it is not the notation's
first word. A virtual icon is one not on a die: a technology's extra icon, a module's piece (the Envoy's face).

Set-up
    keep tile-03 [tile]               draft: keep one offered starting tile
    start (q,r) [cell]                place your starting tile (touching as many tiles as possible)
Roll phase (every seat at once)
    pioneer w1 | resource y1 [die]    spend this die's Pioneer / resource icon on a manipulation
    set g2 [die] | reroll {reroll_start} | draw 1 [count]     (choosing the die commits it)
    face explore [icon]               the face the set die shows now
    reroll g2 [die] ... | reroll go {reroll_picked}    pick up to 3 dice to reroll, one by one, then reroll them
    done                              end your manipulation
Action phase
    action explore [action]           choose an action type (each once per round)
    spend w2 [die] | spend tech:general-education [source] {spend_virtual}     a die's icon, a virtual icon
    convert w1+w3 as settle [dice, icon] {pair_pioneers}      2 Pioneers as 1 icon (not Gold)
    convert envoy+bl1 as trade [source, die, icon] {pair_virtual}     a virtual Ship face with a Ship die
    convert tile:(1,0) w2 [as food] [source, die, icon] {convert_die}     a converter spends w2 as another icon
    convert tile:(1,0) envoy [as food] [source, face, icon] {convert_virtual}     ... or a virtual face
    pay done {paydone} | cancel       stop paying, resolve the action
    draw-choose tile-17 [tile] {drawchoose} | put tile-17 (2,-1) [tile, cell]
    join | nojoin {decline_join} | extra tent {extra_tent} | no extra tent {decline_extra_tent}
    take tents {taketents} | tent (q,r) | move (q,r) | to (q,r) [cell] | settle done {settledone}
    recruit yellow [colour] | research mapmaking [tech] | token food [resource] | raid (q,r) [cell] | target 1 [seat]
    trade food [resource] | trade die y3 [die] {tradedie} | trade done {tradedone}
    govern (q,r) | factory (q,r) [cell]   free actions
    pass | end turn

Action space (`action_labels(options)`, `action_label(state, seat, action)`). A label names what an action means
within its decision, never a die's serial (serials are unbounded: traded dice come back with new ones):
    a die by its colour and the face it shows: "spend yellow:food", "set white:pioneer" (kinds pioneer, resource,
    set, reroll, spend; the options offer one die per colour and face); a spent die by colour: "tradedie green";
    two Pioneers by their colours: "pair white+green as settle"; a converter by its tile id or technology:
    "conv tile-07 grey wood", "conv tech:scientific-survey white recruit"; "put (q,r)" without the tile (the step
    holds it); every other action by its notation ("keep tile-03", "face explore", "draw 2", "action raid",
    "tent (1,-1)", "target 2", "pass", ...).
Cells: every cell within distance R of (0,0), R = seats + map-stack tiles for the player count - 1. The first tile is
at (0,0) and each later tile touches a placed one, so the k-th tile lies within k - 1 steps, and every cell an
action names (a placed tile, or a place for the next tile) within R. Within one decision no two legal actions share
a label (tests/dice_settlers/test_engine_api.py).
"""
from __future__ import annotations

from functools import lru_cache

from ...geometry.hexgrid import neighbours
from .board import cell_text, parse_cell
from .hooks import in_play as modules_in_play
from .icons import virtual_face_keys
from .tables import (ACTIONS, FACES, PIONEER_LIKE, RECRUITABLE as ALL_RECRUITABLE, SETUP, TILES as ALL_TILES,
                     colours_in_play, in_play, resources_in_play, technologies_in_play)
from .rulesdata import RULES
from .state import colour_of

BY_FACE = ("pioneer", "resource", "set", "reroll", "spend")
BY_CELL = ("start", "put", "tent", "move", "to", "raid", "govern", "factory")
FIELDLESS = ("done", "reroll", "reroll go", "pass", "end turn", "pay done", "cancel", "join", "nojoin", "extra tent",
             "no extra tent", "take tents", "settle done", "trade done")


def cell_radius(options: dict) -> int:
    players = options["players"]
    seats = players + 1 if players == 1 else players
    return seats + SETUP.map_stack[players].count - 1


@lru_cache(maxsize=None)
def cells_within(radius: int) -> tuple:
    seen, ring = {(0, 0)}, [(0, 0)]
    for _ in range(radius):
        outer = []
        for c in ring:
            for n in neighbours(c):
                if n not in seen:
                    seen.add(n)
                    outer.append(n)
        ring = outer
    return tuple(sorted(seen))


def action_labels(options: dict) -> tuple[str, ...]:
    """The base game's labels over the components in play (board.in_play), then the modules' labels."""
    seats = options["players"] + 1 if options["players"] == 1 else options["players"]
    COLOURS, RESOURCES = colours_in_play(options), resources_in_play(options)  # noqa: N806 (the tables in play)
    TILES = {t: tile for t, tile in ALL_TILES.items() if in_play(tile, options)}  # noqa: N806
    TECHS = technologies_in_play(options)  # noqa: N806
    RECRUITABLE = [c for c in ALL_RECRUITABLE if c in COLOURS]  # noqa: N806
    icons = sorted({i for c in COLOURS for i in FACES[c]} | set(RESOURCES))
    non_gold = [i for i in icons if i != "gold" and i not in PIONEER_LIKE and "+" not in i]
    labels = list(FIELDLESS)
    labels += [f"{kind} {c}:{face}" for kind in BY_FACE for c in COLOURS for face in dict.fromkeys(FACES[c])]
    labels += [f"tradedie {c}" for c in COLOURS if c != "white"]
    labels += [f"pair {a}+{b} as {icon}" for i, a in enumerate(COLOURS) for b in COLOURS[i:] for icon in non_gold]
    faces = virtual_face_keys(options)
    if faces:  # a module's virtual die face paired with a die (kind pair_virtual)
        labels += [f"pair virtual+{c} as {icon}" for c in COLOURS for icon in non_gold]
    labels += [f"conv {t.id} {c} {t.converter.to_icon}" for t in TILES.values() if t.converter for c in
               (*COLOURS, *faces)]
    for tech in TECHS.values():
        for effect in tech.effects:
            if effect.kind == "conversion":
                to = effect.params["to_icon"]
                labels += [f"conv tech:{tech.id} {c} {i}" for c in (*COLOURS, *faces)
                           for i in (non_gold if to == "any_non_gold" else [to])]
            if effect.kind == "extra_icon":
                labels.append(f"spend tech:{tech.id}")
    labels += [f"{kind} {cell_text(c)}" for kind in BY_CELL for c in cells_within(cell_radius(options))]
    labels += [f"keep {t.id}" for t in TILES.values() if t.starting]
    labels += [f"draw-choose {t.id}" for t in TILES.values() if not t.starting]
    labels += [f"face {i}" for i in icons]
    labels += [f"draw {k}" for k in range(1, RULES.draw_max + 1)]
    labels += [f"action {a}" for a in ACTIONS]
    labels += [f"recruit {c}" for c in RECRUITABLE]
    labels += [f"research {t}" for t in TECHS]
    labels += [f"token {r}" for r in RESOURCES] + [f"trade {r}" for r in RESOURCES]
    labels += [f"target {s}" for s in range(seats)]
    labels += [label for hooks in modules_in_play(options) if hooks.labels for label in hooks.labels(options)]
    return tuple(dict.fromkeys(labels))


def action_label(state, seat: int, action) -> str:
    kind = action.kind
    for hooks in modules_in_play(state.options):
        label = hooks.label(state, seat, action) if hooks.label else None
        if label:
            return label
    if kind in BY_FACE:
        die = action["die"]
        return f"{kind} {colour_of(die)}:{state.players[seat].active[die]}"
    if kind in BY_CELL:
        return f"{kind} {cell_text(action['cell'])}"
    if kind == "tradedie":
        return f"tradedie {colour_of(action['die'])}"
    if kind == "pair_pioneers":
        a, b = action["dice"]
        return f"pair {colour_of(a)}+{colour_of(b)} as {action['icon']}"
    if kind == "pair_virtual":
        return f"pair virtual+{colour_of(action['die'])} as {action['icon']}"
    if kind in ("convert_die", "convert_virtual"):
        source = action["source"]
        if source.startswith("tile:"):
            source = state.tiles[parse_cell(source[5:])]
        shown = action["face"] if kind == "convert_virtual" else colour_of(action["die"])
        return f"conv {source} {shown} {action['icon']}"
    if kind == "spend_virtual":
        return f"spend {action['source']}"
    if kind == "drawchoose":
        return f"draw-choose {action['tile']}"
    return str(action)
