"""Rendering (rich) and log lines for Dice Settlers: hex map, dice pools, tableau, supplies."""
from __future__ import annotations

import io
from collections import Counter

from rich.console import Console, Group
from rich.text import Text

from ...engine.english import counted
from .hooks import in_play as modules_in_play
from .state import PH_OVER, colour_of, die_sort_key
from .tables import HIDDEN_HEX, TECHS
from .terminal_map import SEAT_MARK, IslandMap, beside
from .words import die_words, seat_name, source_words, tech_name, tile_at, tile_name

DIE_STYLE = {"white": "bold white", "yellow": "yellow", "green": "green", "grey": "grey62",
             "brown": "rgb(170,110,60)", "orange": "rgb(255,140,0)", "blue": "blue", "treasure": "bold magenta"}
PHASES = {"draft": "choosing starting tiles", "start": "placing starting tiles", "roll": "Roll phase",
          "action": "Action phase", "over": "game over"}


def map_text(state, width: int = 100) -> Text:
    """The island drawn to fit `width` columns (terminal_map.py)."""
    return IslandMap(state).text(width)[0]


def screen_rows(width: int) -> int:
    """The rows a board may take: the screen's height is not given, so a narrow terminal (under 100 columns) is
    taken as 24 rows, a wider one as 40 (the issue's 80x24 and 120x40)."""
    return 24 if width < 100 else 40


def _dice(dice, faces=None, grouped: bool = False) -> Text:
    """Dice by colour (and face); `grouped`: alike dice once with their number ("2 green settle")."""
    labels = [(f"{colour_of(die)} {faces[die]}" if faces else colour_of(die), colour_of(die))
              for die in sorted(dice, key=die_sort_key)]
    counts = Counter(labels) if grouped else Counter()
    text = Text()
    for i, (label, colour) in enumerate(dict.fromkeys(labels) if grouped else labels):
        text.append(", " if i else "")
        text.append(f"{counts[(label, colour)]} {label}" if counts[(label, colour)] > 1 else label,
                    style=DIE_STYLE.get(colour, ""))
    return text


def _names(state, names):
    return [seat_name(state, s, names) for s in range(state.seats)]


def _seat_line(game, state, seat, s, shown, score, names, level: int) -> Text:
    """One player's line: points and where they come from, pieces, tokens, bag, dice and what they are deciding.
    Level 1 (another player on a narrow screen, or anyone when the table is short of rows): points, pieces, tokens
    and rolled dice (alike ones grouped), and the bag for oneself; level 2: no bag, another player's rolled dice
    only counted and not what they are deciding, in fewer words ("12 points, 1 tent, 4 houses; 4 food")."""
    p = state.players[s]
    other = s != seat
    line = Text(f"{SEAT_MARK[s]} {shown[s]}", style="bold")
    total = score["total"]
    points = counted(total, "point") + ("" if level else why(score)[len(str(total)):])
    pieces = f"{counted(p.personal, 'tent')}, {counted(p.houses, 'house')}" if level >= 2 else \
        f"tents {p.personal}, houses {p.houses}"
    line.append(f": {points}{', ' if level >= 2 else '; '}{pieces}")
    if s == state.bot_seat:
        bot = state.bot
        sides = ", ".join(f"{len(side)} at {HIDDEN_HEX[i].capitalize()}" for i, side in enumerate(bot.sides) if side)
        line.append(f"; dice: {len(bot.queue)} waiting" + (f", {sides}" if sides else "")
                    + (f"; rolled {bot.last_roll}" if bot.last_roll else ""))
        return line
    tokens = ", ".join(f"{n} {r}" for r, n in p.res.items() if n) or ("no tokens" if level >= 2 else "none")
    bag = ", ".join(f"{n} {c}" for c, n in Counter(colour_of(d) for d in p.bag).items()) or "empty"
    line.append(f"; {'' if level >= 2 else 'tokens '}{tokens}" + ("" if level >= 2 or (level and other) else f"; bag {bag}"))
    if p.active and level >= 2 and other:
        line.append(f"; rolled {counted(len(p.active), 'die', 'dice')}")
    elif p.active:
        line.append("; rolled ")
        line.append_text(_dice(p.active, p.active, grouped=level > 0))
    if p.spent and not level:
        line.append("; spent " + ", ".join(f"{n} {c}" for c, n in Counter(colour_of(d) for d in
                                                                        sorted(p.spent, key=die_sort_key)).items()))
    if s in game.to_move(state) and other and level < 2:
        doing = game.player_prompt(state, s, names)
        if doing != "wait":
            line.append(f"; now: {doing}", style="italic")
    return line


def render(game, state, seat, legal=None, names=None, width: int = 100):
    """The table in words, fitted to `width` columns and to the rows such a screen has (`screen_rows`): round and
    phase, the island, each player's score with where it comes from, dice and tokens, the modules' parts, the
    technologies; a legend. When the table passes the rows, it is drawn briefer, step by step (`_seat_line`'s
    levels; the modules' panels and the legend in one line each; `card NAME` tells a card's text) and the map in
    a denser layout. `names` name the seats (else "player 1"...)."""
    shown = _names(state, names)
    rows = screen_rows(width)
    for level in (0, 1, 2):
        parts, island = _table(game, state, seat, shown, names, width, level)
        room = rows - _rows([*parts, Text(island.legend("compact", shown, level))], width)
        board, layout = island.text(width, room)
        legend = island.legend(layout, shown, level)
        head = [parts[0]]
        if level >= 2:  # the round and phase too, when all of it fits beside the map
            with_head, left = beside(board, f"{parts[0].plain}; {legend}", width)
            if legend.endswith(left):
                board, legend, head = with_head, left, []
        if level:
            board, legend = beside(board, legend, width)
        table = [*head, board, *([Text(legend, style="grey62")] if legend else []), *parts[1:]]
        if _rows(table, width) <= rows:
            break
    return Group(*table)


def _table(game, state, seat, shown, names, width: int, level: int) -> tuple[list, IslandMap]:
    """The parts of the table but the map and its legend, at a level of detail (0: the most)."""
    narrow = width < 100
    brief = narrow or level > 0
    head = Text(f"{'' if brief else 'Dice Settlers, '}round {state.round}, {PHASES.get(state.phase, state.phase)}; "
                f"first player {shown[state.first]}", style="bold")
    head.append(f"; VP supply {state.vp_supply}; {counted(len(state.stack), 'tile')} to explore"
                + ("" if brief else "; dice to recruit: " + ", ".join(f"{n} {c}" for c, n in state.supply.items()
                                                                       if n))
                + ((f"; LAST ROUND ({', '.join(state.triggers)})" if level else
                    f"; THE GAME ENDS after this round ({', '.join(state.triggers)})") if state.triggers else ""),
                style="")
    result = game.result(state)
    seats = [_seat_line(game, state, seat, s, shown, result.scores[s], names, max(level, narrow and s != seat))
             for s in range(state.seats)]
    modules = [Text(part) if isinstance(part, str) else part  # a module's plain lines are text, not markup
               for hooks in modules_in_play(state.options) if hooks.render
               for part in hooks.render(state, seat, width, brief)]
    owners = {t: [SEAT_MARK[s] for s, p in enumerate(state.players) if t in p.techs] for t in state.tableau}
    techs = Text(("technologies (owners): " if level and any(owners.values()) else "technologies: ")
                 + (", " if level >= 2 else "; ").join(
        tech_name(t) + ("" if brief else f" (cost {TECHS[t].research_cost} Research{_cost(TECHS[t].resource_cost)}"
                                         f", {TECHS[t].vp} VP)")
        + ((f" ({' '.join(owners[t])})" if level else f" owned by {' '.join(owners[t])}") if owners[t] else "")
        for t in state.tableau))
    over = [Text(f"game over - winner: {' and '.join(shown[s] for s in result.winners)}", style="bold")] \
        if state.phase == PH_OVER else []
    return [head, *seats, *modules, techs, *over], IslandMap(state)


def _rows(parts, width: int) -> int:
    """How many rows these parts take on a screen `width` columns wide."""
    console = Console(width=width, file=io.StringIO(), color_system=None)
    with console.capture() as capture:
        console.print(Group(*parts))
    return len(capture.get().rstrip("\n").split("\n"))


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
    "spendv": lambda st, s, a: f"uses the icon of {source_words(st, a['source'], s)}",
    "pair": lambda st, s, a: f"pays two Pioneers as one {a['icon']}",
    "conv": lambda st, s, a: f"converts its {_die(st, s, a)} to {a['icon']} with {source_words(st, a['source'])}",
    "convface": lambda st, s, a: (f"converts the icon of {source_words(st, a['face'], s)} to {a['icon']} with "
                                  f"{source_words(st, a['source'], s)}"),
    "vpair": lambda st, s, a: (f"pays the icon of {source_words(st, a['source'], s)} and its {_die(st, s, a)} as "
                               f"one {a['icon']}"),
    "paydone": lambda st, s, a: "has paid", "cancel": lambda st, s, a: "cancels the action",
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
