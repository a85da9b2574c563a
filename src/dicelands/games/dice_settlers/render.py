"""Rendering (rich) and log lines for Dice Settlers: hex map, dice pools, tableau, supplies."""
from __future__ import annotations

from collections import Counter

from rich.console import Group
from rich.table import Table
from rich.text import Text

from ...engine.english import counted
from .board import HIDDEN_HEX, TECHS, TILES
from .words import die_words, seat_name, source_words, tech_name, tile_at, tile_name
from .extensions import hooks
from .state import PH_OVER, colour_of, die_sort_key

TERRAIN_STYLE = {"plains": "yellow", "forest": "green", "mountains": "white", "hills": "rgb(170,110,60)",
                 "desert": "rgb(255,140,0)", "shore": "cyan", None: "blue"}  # None: a Sea hex (Fish and Ships)
DIE_STYLE = {"white": "bold white", "yellow": "yellow", "green": "green", "grey": "grey62",
             "brown": "rgb(170,110,60)", "orange": "rgb(255,140,0)", "blue": "blue", "treasure": "bold magenta"}
SEAT_MARK = "ABCD"
CELL_W = 12  # characters per hex; rows are offset by half a hex (pointy-top axial layout)
PHASES = {"draft": "choosing starting tiles", "start": "placing starting tiles", "roll": "Roll phase",
          "action": "Action phase", "over": "game over"}


def _feature(tile) -> str:
    """A tile's special in a few characters (the legend explains them)."""
    if tile.vp_stars:
        return f"*{tile.vp_stars.first}/{tile.vp_stars.second}"
    if tile.factory:
        return "factory"
    if tile.converter:
        return f"{tile.converter.from_icon[:4]}>{tile.converter.to_icon[:4]}"
    if tile.tracker_bonus:
        return f"hand+{tile.tracker_bonus}"
    if tile.exploration_bonus:
        return "bonus"
    return ""


def map_text(state) -> Text:
    """The island as offset hex rows: each tile its name, its special, and the tents (A2 = 2 tents of A) and
    house (^A) on it; modules add hexes of their own and pieces (hooks `map-hexes`, `map-marks`: sA = A's Ship)."""
    if not state.tiles:
        return Text("(no tiles placed yet)")
    own = {c: h for hexes in hooks(state.options, "map-hexes") for c, h in hexes(state).items() if c not in state.tiles}
    pieces: dict = {}  # a module's pieces on a hex (Ships), after the tents
    for marks in hooks(state.options, "map-marks"):
        for c, mark in marks(state).items():
            pieces[c] = f"{pieces.get(c, '')} {mark}".strip()
    cells = [*state.tiles, *own]
    rmin, rmax = min(r for _, r in cells), max(r for _, r in cells)
    xmin = min(2 * q + r for q, r in cells)
    out = Text()
    for r in range(rmin, rmax + 1):
        lines = [Text(), Text(), Text()]
        col = 0
        for q, rr in sorted(c for c in cells if c[1] == r):
            x = (2 * q + r - xmin) * (CELL_W // 2)
            for line in lines:
                line.append(" " * (x - col))
            col = x + CELL_W
            if (q, r) in own:  # a module's hex that is not a tile on the map (a face-down Sea tile)
                top, middle, bottom = own[(q, r)]
                parts = (top, middle, f"{bottom} {pieces.get((q, r), '')}".strip())
                for line, part, edges in zip(lines, parts, ("/\\", "||", "\\/")):
                    line.append(f"{edges[0]}{part}".ljust(CELL_W - 1)[:CELL_W - 1] + edges[1], style=TERRAIN_STYLE[None])
                continue
            tile = TILES[state.tiles[(q, r)]]
            style = TERRAIN_STYLE.get(tile.terrain, "")
            lines[0].append(f"/{tile_name(state.tiles[(q, r)])}".ljust(CELL_W - 1)[:CELL_W - 1] + "\\", style=style)
            lines[1].append(f"|{_feature(tile)}".ljust(CELL_W - 1)[:CELL_W - 1] + "|", style=style)
            marks = " ".join(f"{SEAT_MARK[s]}{n}" for s, n in enumerate(state.tents[(q, r)]) if n)
            house = state.houses.get((q, r))
            if house is not None:
                marks = f"^{SEAT_MARK[house]} {marks}".strip()
            marks = f"{marks} {pieces.get((q, r), '')}".strip()
            lines[2].append(f"\\{marks}".ljust(CELL_W - 1)[:CELL_W - 1] + "/", style=style)
        for line in lines:
            line.rstrip()
            out.append_text(line)
            out.append("\n")
    out.rstrip()
    return out


def _dice(dice, faces=None) -> Text:
    text = Text()
    for die in sorted(dice, key=die_sort_key):
        label = f"{colour_of(die)} {faces[die]}" if faces else colour_of(die)
        text.append(label + "  ", style=DIE_STYLE.get(colour_of(die), ""))
    return text


def _names(state, names):
    return [seat_name(state, s, names) for s in range(state.seats)]


def render(game, state, seat, legal=None, names=None):
    """The table in words: round and phase, the island (tiles by name), each player's dice, tokens and score with
    where it comes from, the technologies; a legend. `names` name the seats (else "player 1"...)."""
    shown = _names(state, names)
    parts = []
    head = Text(f"Dice Settlers - round {state.round}, {PHASES.get(state.phase, state.phase)} - first player: "
                f"{shown[state.first]}", style="bold")
    parts.append(head)
    parts.append(Text(f"VP supply {state.vp_supply}; {len(state.stack)} tiles left to explore; dice to recruit: "
                      + ", ".join(f"{n} {c}" for c, n in state.supply.items() if n)
                      + (f"; THE GAME ENDS after this round ({', '.join(state.triggers)})" if state.triggers else "")))
    parts.append(map_text(state))
    table = Table(show_lines=False, box=None, padding=(0, 1))
    for col in ("player", "points", "tents", "houses", "tokens", "bag", "dice rolled", "spent", "doing"):
        table.add_column(col)
    result = game.result(state)
    for s, p in enumerate(state.players):
        line = result.scores[s]
        points = f"{line['total']}"
        label = f"{SEAT_MARK[s]} {shown[s]}"
        if s == state.bot_seat:
            bot = state.bot
            sides = " ".join(f"{HIDDEN_HEX[i]} {len(side)}" for i, side in enumerate(bot.sides) if side)
            table.add_row(label, points, str(p.personal), str(p.houses), "-", f"{len(bot.queue)} waiting",
                          Text(sides), "-", f"rolled {bot.last_roll}" if bot.last_roll else "")
            continue
        tokens = " ".join(f"{r} {n}" for r, n in p.res.items() if n) or "-"
        bag = " ".join(f"{n} {c}" for c, n in Counter(colour_of(d) for d in p.bag).items()) or "-"
        doing = game.prompt(state, s, public=True) if s in game.to_move(state) and s != seat else ""
        table.add_row(label, points, str(p.personal), str(p.houses), tokens, bag, _dice(p.active, p.active),
                      _dice(p.spent), doing if doing != "wait" else "")
    parts.append(table)
    parts.append(Text("points: " + "; ".join(f"{shown[s]} {why(line)}" for s, line in enumerate(result.scores))))
    parts += [Text(part) if isinstance(part, str) else part  # a module's plain lines are text, not markup
              for module_render in hooks(state.options, "render") for part in module_render(state, seat)]
    owners = {t: [SEAT_MARK[s] for s, p in enumerate(state.players) if t in p.techs] for t in state.tableau}
    parts.append(Text("technologies (cost: Research icons + tokens, VP): " + "; ".join(
        f"{tech_name(t)} ({TECHS[t].research_cost}{_cost(TECHS[t].resource_cost)}, {TECHS[t].vp} VP)"
        + (f" owned by {' '.join(owners[t])}" if owners[t] else "") for t in state.tableau)))
    parts.append(Text("map: " + ", ".join(f"{SEAT_MARK[s]} = {shown[s]}" for s in range(state.seats))
                      + "; A2 = 2 tents of A, ^A = A's house; *3/1 = stars for the most and second-most tents, "
                      "factory, food>wood = a converter, hand+1 = one more die in hand", style="grey62"))
    if state.phase == PH_OVER:
        winners = " and ".join(shown[s] for s in result.winners)
        parts.append(Text(f"game over - winner: {winners}", style="bold"))
    return Group(*parts)


def why(line: dict) -> str:
    """Where a score comes from, in one line."""
    parts = [counted(line["vp"], "VP token")] if line.get("vp") else []
    parts += [f"{line[k]} {label}" for k, label in (("tiles", "from tiles"), ("technologies", "from technologies"),
                                                    ("dice", "from dice")) if line.get(k)]
    return f"{line['total']} ({', '.join(parts) if parts else 'nothing yet'})"


def _cost(cost) -> str:
    return "".join(f" + {n} {r}" for r, n in cost.items())


def _die(state, seat, action) -> str:
    return die_words(state, seat, action["die"])


# Log phrases by action kind, in the words players read (words.py); `state` is the state before the action.
PHRASES = {
    "keep": lambda st, s, a: f"keeps {tile_name(a['tile'])}",
    "start": lambda st, s, a: f"places its starting tile {tile_at(st, a['cell'])}",
    "pioneer": lambda st, s, a: f"uses the Pioneer of its {colour_of(a['die'])} die",
    "resource": lambda st, s, a: f"uses its {_die(st, s, a)}",
    "set": lambda st, s, a: f"sets its {_die(st, s, a)} to another face",
    "face": lambda st, s, a: f"turns it to {a['icon']}",
    "rerollmode": lambda st, s, a: "chooses to reroll dice",
    "reroll": lambda st, s, a: f"picks its {_die(st, s, a)} to reroll",
    "rerollgo": lambda st, s, a: "rerolls the picked dice",
    "draw": lambda st, s, a: f"draws {a['count']} more {'die' if a['count'] == 1 else 'dice'}",
    "done": lambda st, s, a: "is done with the Roll phase",
    "action": lambda st, s, a: f"takes the action {a['action'].capitalize()}",
    "spend": lambda st, s, a: f"pays with its {_die(st, s, a)}",
    "spendv": lambda st, s, a: f"uses the icon of {source_words(st, a['source'])}",
    "pair": lambda st, s, a: f"pays two Pioneers as one {a['icon']}",
    "conv": lambda st, s, a: f"converts its {_die(st, s, a)} to {a['icon']} with {source_words(st, a['source'])}",
    "convface": lambda st, s, a: f"converts the {a['face']} icon to {a['icon']} with {source_words(st, a['source'])}",
    "paydone": lambda st, s, a: "has paid",
    "drawchoose": lambda st, s, a: f"chooses {tile_name(a['tile'])} from the drawn tiles",
    "put": lambda st, s, a: f"puts {tile_name(a['tile'])} {tile_at(st, a['cell'])}",
    "join": lambda st, s, a: "joins the exploration", "nojoin": lambda st, s, a: "does not join the exploration",
    "extra": lambda st, s, a: "places an extra tent", "noextra": lambda st, s, a: "places no extra tent",
    "taketents": lambda st, s, a: "takes 2 tents from the general supply",
    "tent": lambda st, s, a: f"places a tent on {tile_at(st, a['cell'])}",
    "move": lambda st, s, a: f"moves a tent from {tile_at(st, a['cell'])}",
    "to": lambda st, s, a: f"moves it to {tile_at(st, a['cell'])}",
    "settledone": lambda st, s, a: "ends the Settle action",
    "recruit": lambda st, s, a: f"recruits one {a['colour']} die",
    "research": lambda st, s, a: f"researches {tech_name(a['tech'])}",
    "token": lambda st, s, a: f"pays one {a['resource']} token",
    "raid": lambda st, s, a: f"raids {tile_at(st, a['cell'])}",
    "target": lambda st, s, a: "raids the tents of "
                               + ("the Diceoneer" if a["seat"] == st.bot_seat else f"seat {a['seat']}"),
    "trade": lambda st, s, a: f"trades one {a['resource']} token for VP",
    "tradedie": lambda st, s, a: f"returns its {colour_of(a['die'])} die for VP",
    "tradedone": lambda st, s, a: "ends the Trade action",
    "govern": lambda st, s, a: f"builds a house on {tile_at(st, a['cell'])}",
    "factory": lambda st, s, a: f"uses the factory on {tile_at(st, a['cell'])}",
    "pass": lambda st, s, a: "passes", "end": lambda st, s, a: "ends the turn",
}


def describe(state, seat, action) -> str:
    """The log line for an action (the same for every reader: nothing in Dice Settlers is hidden); seats are
    written "seat N", which surfaces turn into names."""
    who = "the Diceoneer" if seat == state.bot_seat else f"seat {seat}"
    phrase = PHRASES.get(action.kind)
    if phrase is None:  # a module's action: its own words, or the notation
        module_phrase = next((phrases[action.kind] for phrases in hooks(state.options, "phrases")
                              if action.kind in phrases), None)
        if module_phrase is not None:
            return f"{who} " + module_phrase.format(" ".join(str(action).split()[1:]))
    return f"{who} {phrase(state, seat, action)}" if phrase else f"{who}: {action}"


def events(before, after) -> list[str]:
    """What happened on its own after an action: the Diceoneer's turns, end triggers, a new round (the engine adds
    the final scores)."""
    lines = []
    if after.bot is not None and before.bot is not None:
        lines += after.bot.log[len(before.bot.log):]
    lines += [f"end of the game triggered ({trigger}): this round is finished, then the game ends"
              for trigger in after.triggers[len(before.triggers):]]
    if after.round != before.round:
        lines.append(f"round {before.round} ends; round {after.round} begins")
    return lines
