"""Rendering (rich) and log lines for Dice Settlers: hex map, dice pools, tableau, supplies."""
from __future__ import annotations

from collections import Counter

from rich.console import Group
from rich.table import Table
from rich.text import Text

from .board import HIDDEN_HEX, TECHS, TILES, cell_text, controller
from .extensions import hooks
from .state import LETTER, PH_OVER, colour_of, die_sort_key

TERRAIN_STYLE = {"plains": ("Pl", "yellow"), "forest": ("Fo", "green"), "mountains": ("Mo", "white"),
                 "hills": ("Hi", "rgb(170,110,60)"), "desert": ("De", "rgb(255,140,0)"),
                 "shore": ("Sh", "cyan"), None: ("Se", "blue")}
DIE_STYLE = {"white": "bold white", "yellow": "yellow", "green": "green", "grey": "grey62",
             "brown": "rgb(170,110,60)", "orange": "rgb(255,140,0)", "blue": "blue", "treasure": "bold magenta"}
SEAT_MARK = "ABCD"
CELL_W = 8  # characters per hex; rows are offset by half a hex (pointy-top axial layout)


def _feature(tile) -> str:
    if tile.vp_stars:
        return f"*{tile.vp_stars.first}/{tile.vp_stars.second}"
    if tile.factory:
        return "fac"
    if tile.converter:
        return f"{tile.converter.from_icon[:2]}>{tile.converter.to_icon[:2]}"
    if tile.tracker_bonus:
        return f"h+{tile.tracker_bonus}"
    if tile.exploration_bonus:
        return "bon"
    return ""


def map_text(state) -> Text:
    if not state.tiles:
        return Text("(no tiles placed yet)")
    cells = list(state.tiles)
    rmin, rmax = min(r for _, r in cells), max(r for _, r in cells)
    xs = [2 * q + r for q, r in cells]
    xmin = min(xs)
    out = Text()
    for r in range(rmin, rmax + 1):
        row = [c for c in cells if c[1] == r]
        lines = [Text(), Text(), Text()]
        col = 0
        for q, rr in sorted(row):
            x = (2 * q + r - xmin) * (CELL_W // 2)
            for line in lines:
                line.append(" " * (x - col))
            col = x + CELL_W
            tile = TILES[state.tiles[(q, r)]]
            abbr, style = TERRAIN_STYLE.get(tile.terrain, ("??", ""))
            lines[0].append(f"{abbr}{tile.number:>2}{_feature(tile):<4}"[:CELL_W], style=style)
            tents = state.tents[(q, r)]
            marks = "".join(f"{SEAT_MARK[s]}{n}" for s, n in enumerate(tents) if n)
            house = state.houses.get((q, r))
            house_text = f"H{SEAT_MARK[house]}" if house is not None else ""
            lines[1].append(f"{marks or '.':<{CELL_W}}"[:CELL_W])
            lines[2].append(f"{cell_text((q, r)):<{CELL_W - 2}}{house_text:>2}"[:CELL_W], style="dim")
        for line in lines:
            out.append_text(line)
            out.append("\n")
    return out


def _dice(dice, faces=None) -> Text:
    text = Text()
    for die in sorted(dice, key=die_sort_key):
        label = f"{die}:{faces[die]}" if faces else die
        text.append(label + " ", style=DIE_STYLE.get(colour_of(die), ""))
    return text


def render(game, state, seat, legal=None):
    parts = []
    head = Text(f"Dice Settlers: round {state.round}, phase {state.phase}, first player {SEAT_MARK[state.first]}",
                style="bold")
    parts.append(head)
    parts.append(Text(f"VP supply {state.vp_supply} (reserve used {state.vp_reserve_used}); map stack "
                      f"{len(state.stack)} tiles; dice supply "
                      + ", ".join(f"{c} {n}" for c, n in state.supply.items() if n)
                      + (f"; END TRIGGERED: {', '.join(state.triggers)}" if state.triggers else "")))
    parts.append(map_text(state))
    parts += [Text(line) for module_render in game.hooks(state.options, "render") for line in module_render(state, seat)]
    table = Table(title="seats", show_lines=False)
    for col in ("seat", "VP", "tents", "houses", "res", "bag", "active", "spent", "techs", "deciding"):
        table.add_column(col)
    scores = game.result(state).scores
    for s, p in enumerate(state.players):
        if s == state.bot_seat:
            bot = state.bot
            active = Text()
            for i, side in enumerate(bot.sides):
                if side:
                    active.append(f"{HIDDEN_HEX[i]}:{len(side)} ")
            table.add_row(f"{SEAT_MARK[s]} Diceoneer", f"{p.vp} ({scores[s]['total']})", str(p.personal), str(p.houses),
                          "-", f"queue {len(bot.queue)}", active, "-", ", ".join(p.techs), f"d6={bot.last_roll}")
            continue
        res = " ".join(f"{r[:2]}{n}" for r, n in p.res.items() if n)
        bag = Counter(colour_of(d) for d in p.bag)
        table.add_row(f"{SEAT_MARK[s]} seat {s}", f"{p.vp} ({scores[s]['total']})", str(p.personal), str(p.houses),
                      res, " ".join(f"{LETTER[c]}{n}" for c, n in bag.items()), _dice(p.active, p.active),
                      _dice(p.spent), ", ".join(p.techs), game.prompt(state, s))
    parts.append(table)
    parts += [Text(part) if isinstance(part, str) else part  # a module's plain lines are text, not markup
              for module_render in hooks(state.options, "render") for part in module_render(state, seat)]
    owners = {t: [SEAT_MARK[s] for s, p in enumerate(state.players) if t in p.techs] for t in state.tableau}
    parts.append(Text("tableau: " + "; ".join(
        f"{t} (R{TECHS[t].research_cost}{_cost(TECHS[t].resource_cost)}, {TECHS[t].vp}VP)"
        + (f" [{''.join(owners[t])}]" if owners[t] else "") for t in state.tableau)))
    if state.phase == PH_OVER:
        parts.append(Text(f"game over: {game.result(state).scores}", style="bold"))
    return Group(*parts)


def _cost(cost) -> str:
    return "".join(f"+{n}{r[:2]}" for r, n in cost.items())


# Log phrases by action kind: `{0}` is the rest of the notation after its first word(s).
PHRASES = {
    "keep": "keeps starting tile {0}", "start": "places its starting tile at {0}",
    "pioneer": "spends the Pioneer of die {0}", "resource": "spends the resource of die {0}",
    "set": "chooses to set die {0}", "face": "turns it to {0}", "rerollmode": "chooses to reroll dice",
    "reroll": "picks die {0} to reroll", "rerollgo": "rerolls the picked dice", "draw": "chooses to draw {0} more dice",
    "done": "is done with the Roll phase", "action": "takes the action {0}", "spend": "spends die {0}",
    "spendv": "spends the icon of {0}", "pair": "converts two Pioneers: {0}", "conv": "converts {0}",
    "paydone": "has paid", "drawchoose": "chooses {0} from the drawn tiles", "join": "joins the exploration",
    "nojoin": "does not join the exploration", "extra": "places an extra tent", "noextra": "places no extra tent",
    "taketents": "takes 2 tents from the general supply", "tent": "places a tent on {0}",
    "move": "moves a tent from {0}", "to": "moves it to {0}", "settledone": "ends the Settle action",
    "recruit": "recruits one {0} die", "research": "researches {0}", "token": "pays with one {0} token",
    "target": "targets seat {0}", "trade": "trades one {0} token for VP", "tradedie": "returns die {0} for VP",
    "tradedone": "ends the Trade action", "factory": "uses the factory on {0}", "pass": "passes",
    "end": "ends the turn",
}


def describe(state, seat, action) -> str:
    """The log line for an action (the same for every reader: nothing in Dice Settlers is hidden)."""
    who = "the Diceoneer" if seat == state.bot_seat else f"seat {seat} ({SEAT_MARK[seat]})"
    text = str(action)
    if action.kind == "put":
        return f"{who} puts {action['tile']} at {cell_text(action['cell'])}"
    if action.kind == "govern":
        return f"{who} governs {cell_text(action['cell'])}: builds a house"
    if action.kind == "raid":
        return f"{who} raids {cell_text(action['cell'])} (controller: {controller(state, action['cell'])})"
    phrase = PHRASES.get(action.kind)
    for phrases in hooks(state.options, "phrases") if phrase is None else ():
        phrase = phrases.get(action.kind, phrase)
    if phrase is None:
        return f"{who}: {text}"
    words = text.split()
    prefix = {"drawchoose": 1, "tradedie": 2, "conv": 1, "pair": 1}.get(action.kind, 1)
    return f"{who} " + phrase.format(" ".join(words[prefix:]))


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
