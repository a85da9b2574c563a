"""The board picture of Dice Settlers (rich): round and phase, hex map, the seats' scores, dice and tokens, the
modules' panels, the tableau, supplies; fitted to the screen. The log lines are in words.py."""
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
from .words import seat_name, tech_name

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
        doing = game.show.player_prompt(state, s, names)
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
