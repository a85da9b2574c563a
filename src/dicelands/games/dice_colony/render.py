"""Rendering Dice Colony with rich: the table, the objective cards, the scores and every planet sheet.

A sheet is drawn as offset hex rows, north at the top. Open icons are plain letters (` V `), icons in closed groups
are bracketed and bold (`[V]`), `·` is an empty space, `e` an unused Energy space, `*` an unused Star (side B).
Icons on Energy or Star spaces are underlined. `S` is the printed starting colony, `C` a formed colony.
"""
from __future__ import annotations

from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .components import (BARREN, COLONY, EMPTY, ICON_LETTERS, INDEX, LIFE, OBJECTIVES, ORES, RADIUS, START,
                         VEG, WATER)
from .words import ROW_LETTERS, score_why
from .objectives import colonies_formed
from .planet import side_for
from .scoring import score_lines
from .state import State
from .steps import FormGroup
from .turn import stage_of

STYLE = {VEG: "green", WATER: "blue", ORES: "red", LIFE: "magenta", BARREN: "grey50", COLONY: "bold yellow",
         START: "bold yellow"}
DIE_STYLE = {"green": "bold green", "red": "bold red", "blue": "bold blue", "black": "bold white on grey23"}


def die_text(colour: str, value: int) -> Text:
    return Text(f"{colour}{value}", style=DIE_STYLE[colour])


def option_labels(legal: list | None) -> dict[int, int]:
    """Cell index -> the number (from 1) of the option that acts on that cell, as surfaces list options."""
    return {action.cell: n for n, action in enumerate(legal or (), start=1) if getattr(action, "cell", -1) >= 0}


def sheet_text(state: State, seat: int, labels: dict[int, int] | None = None) -> Text:
    """The sheet as offset hex rows: row letters A-K at both ends, each space's place in its row numbered above the
    top row and below the bottom row (a space is named row + place, "C4": words.py)."""
    sheet = state.sheets[seat]
    side = side_for(state.options)
    step = state.flow.top(seat)
    fresh = {INDEX[c] for c in step.selected + step.fresh} if isinstance(step, FormGroup) else set()
    labels = labels or {}
    out = Text()
    out.append(_place_numbers(-RADIUS), style="grey50")
    for r in range(-RADIUS, RADIUS + 1):
        letter = ROW_LETTERS[r + RADIUS]
        out.append(f"{letter} " + "  " * abs(r), style="grey50")
        for q in range(max(-RADIUS, -RADIUS - r), min(RADIUS, RADIUS - r) + 1):
            i = INDEX[(q, r)]
            icon = sheet.icons[i]
            special = side.energy_mask[i] or side.star_mask[i]
            if i in labels:
                style = "bold black on cyan" if icon == EMPTY else "bold reverse " + STYLE[icon]
                out.append(f"{labels[i]:>2} "[-3:], style=style)
            elif icon == EMPTY:
                if side.energy_mask[i]:
                    out.append(" e ", style="yellow")
                elif side.star_mask[i]:
                    out.append(" * ", style="magenta")
                else:
                    out.append(" · ", style="grey42")
            else:
                letter_text = ICON_LETTERS[icon]
                style = STYLE[icon] + (" underline" if special else "")
                if sheet.closed[i]:
                    out.append(f"[{letter_text}]", style="bold " + style)
                elif i in fresh:
                    out.append(f"<{letter_text}>", style="reverse " + style)
                else:
                    out.append(f" {letter_text} ", style=style)
            out.append(" ")
        out.append("  " * abs(r) + letter + "\n", style="grey50")
    out.rstrip()
    return out


def _place_numbers(r: int) -> str:
    """The places of row r's spaces (1 at the left), aligned over (or under) them."""
    count = 2 * RADIUS + 1 - abs(r)
    return "  " + "  " * abs(r) + "".join(f"{n:^3} " for n in range(1, count + 1)).rstrip() + "\n"


def seat_names(state: State, names=None) -> list[str]:
    """Each seat as players call it (seats counted from 1 when no names are given); LU-287 last in solo."""
    seats = len(state.sheets)
    shown = [names[s] if names and s < len(names) else f"player {s + 1}" for s in range(seats)]
    return shown + (["LU-287"] if state.options["solo"] else [])


def _sheet_facts(state: State, seat: int) -> list[Text]:
    """The sheet in numbers: energy, colonies and groups, and the die taken this turn."""
    sheet = state.sheets[seat]
    facts = [Text(f"energy {sheet.energy} ({sheet.collected}/{state.options['energy_capacity']} collected)"),
             Text(f"colonies {colonies_formed(sheet, state.options)}  groups {len(sheet.groups)}")]
    if sheet.took is not None:
        c, v, c2, v2 = sheet.took
        took = Text("took ")
        took.append_text(die_text(c, v))
        if (c, v) != (c2, v2):
            took.append(" as ")
            took.append_text(die_text(c2, v2))
        facts.append(took)
    return facts


def _sheet_info(game, state: State, seat: int) -> Text:
    return Text("  ").join(_sheet_facts(state, seat))


LEGEND = ("V vegetation  W water", "O ores  L life  X barren", "C colony  S start", "e energy  * star",
          "[V] grouped")


def _legend(labels: dict[int, int] | None) -> list[str]:
    return [*LEGEND[:-1], LEGEND[-1] + ("  3 = option 3" if labels else "")]


def _sheet_panel(game, state: State, seat: int, names: list[str], labels: dict[int, int] | None = None,
                 prompt: bool = False, beside: bool = False) -> Panel:
    """A sheet with its numbers; `beside`: the numbers, the points and the legend to the right of the sheet (a
    seat's own sheet: the board keeps to 24 rows on an 80-column screen), else under it."""
    line = score_lines(state)[seat]
    points = Text(f"points: {score_why(state, seat, line)}")
    title = f"{names[seat]}: {line['total']} points" + (" (winner)" if seat in game.result(state).winners else "") + (
        " - first player" if seat == state.first and not state.flow.idle() else "")
    subtitle = f"starting card {state.sheets[seat].card}, side {state.options['side'].upper()}"
    if beside:
        side = Text("\n").join([*_sheet_facts(state, seat), points, Text(""),
                                 *(Text(entry, style="grey62") for entry in _legend(labels))])
        grid = Table.grid(padding=(0, 2))
        grid.add_column(no_wrap=True)
        grid.add_column(overflow="fold")
        grid.add_row(sheet_text(state, seat, labels), side)
        return Panel(grid, title=title, subtitle=subtitle, expand=False)
    info = _sheet_info(game, state, seat)
    info.append("\n")
    info.append_text(points)
    if prompt and seat in game.to_move(state):
        info.append(f"\nto do: {game.show.player_prompt(state, seat, names)}", style="bold")
    return Panel(Group(sheet_text(state, seat, labels), info), title=title, subtitle=subtitle, expand=False)


def _objectives(state: State, names: list[str], width: int) -> Text:
    """One line per objective card on the table: its name, what it asks, its points now and who scored it; on a
    narrow screen in short (a shape named in a word, nobody's scores unsaid) so each card keeps to one line."""
    out = Text()
    for cid, flipped, scored in state.objectives:
        card = OBJECTIVES[cid]
        now = f"{card.low}" if flipped else f"{card.high}/{card.low}"
        by = ", ".join(f"{names[s]} {p}" for s, p in scored)
        line = f"{card.requirement()} - {now} points - {by or 'nobody yet'}"
        if len(card.name) + 2 + len(line) > width:
            asks = (f"close a {card.name.lower()}-shaped group of {len(card.shape)}, any type" if card.type == "A"
                    else card.requirement())
            line = f"{asks} - {now} points" + (f" - {by}" if by else "")
        out.append(f"{card.name}: ", style="bold")
        out.append(line + "\n")
    out.rstrip()
    return out


def _score_line(state: State, seat: int, line: dict, names: list[str], winners) -> Text:
    mark = " (winner)" if seat in winners else ""
    text = Text(f"{names[seat]}{mark}: {line['total']} points", style="bold")
    text.append(f" - {score_why(state, seat, line)}")
    return text


def _summary(game, state: State, seat: int, names: list[str], width: int) -> Text:
    """Another seat in one line: score, why and the die it took (when the line has room for them), its sheet in
    numbers."""
    line = score_lines(state)[seat]
    text = Text(f"{names[seat]}{' (winner)' if seat in game.result(state).winners else ''}: {line['total']} points",
                style="bold")
    facts = _sheet_facts(state, seat)
    if len(text) + sum(len(fact) + 2 for fact in facts) + 1 > width:
        facts = facts[:2]  # the die it took is in the log too
    numbers = Text(" | ").append_text(Text("  ").join(facts))
    why = f" - {score_why(state, seat, line)}" if line["total"] or any(line.values()) else ""
    if len(text) + len(why) + len(numbers) <= width:
        text.append(why)
    return text.append_text(numbers)


def render(game, state: State, seat: int | None, legal: list | None = None, names=None, width: int = 100):
    """The table as `seat` sees it (Dice Colony hides nothing but future draws): the dice and objectives, your
    sheet in full (with `legal`, each option's number on the cell it acts on), the others in short. Without a
    seat (spectators, several people at one keyboard) every sheet is drawn. A seat's board fits 80 x 24 for four
    players (tests/players/test_screens_dice_colony.py); no line passes `width`."""
    names = seat_names(state, names)
    head = Text()
    opts = state.options
    mode = f"{opts['players']} player{'s' if opts['players'] > 1 else ''}, side {opts['side'].upper()}" + (
        ", solo against LU-287" if opts["solo"] else "")
    if state.flow.idle():
        head.append(f"Dice Colony - {mode} - game over\n", style="bold")
    else:
        where = (f"Dice Colony - round {state.round}/5, turn {state.turn}/5 - {stage_of(state)} - "
                 f"first player: {names[state.first]}")
        head.append(f"{where} - {mode}\n" if len(where) + len(mode) + 3 <= width else f"{where}\n", style="bold")
        head.append("dice: ")
        for colour, value in state.table:
            head.append_text(die_text(colour, value))
            head.append(" ")
        head.append("  set aside: ")
        for colour, value in state.set_aside:
            head.append_text(die_text(colour, value))
            head.append(" ")
        if not state.set_aside:
            head.append("-")
    bag = "bag: " + ", ".join(f"{n} {c}" for c, n in zip(("green", "red", "blue", "black"), state.bag))
    last_line = head.plain.rsplit("\n", 1)[-1]
    head.append(("   " if len(last_line) + 3 + len(bag) <= width else "\n") if last_line else "")
    head.append(bag)
    parts: list[RenderableType] = [head, _objectives(state, names, width)]
    lines = score_lines(state)
    winners = game.result(state).winners
    if seat is None or not 0 <= seat < len(state.sheets):
        parts.append(Text("final scores" if state.flow.idle() else "scores so far", style="bold underline"))
        parts += [_score_line(state, s, line, names, winners) for s, line in enumerate(lines)]
        parts.append(Columns([_sheet_panel(game, state, s, names, prompt=True) for s in range(len(state.sheets))]))
    else:
        labels = option_labels(legal)
        if state.flow.idle():
            totals = ", ".join(f"{names[s]} {line['total']}" for s, line in enumerate(lines))
            parts.append(Text(f"final scores: {totals} - winner: " + " and ".join(names[s] for s in winners),
                              style="bold"))
        parts.append(_sheet_panel(game, state, seat, names, labels, beside=True))
        parts += [_summary(game, state, s, names, width) for s in range(len(state.sheets)) if s != seat]
        if opts["solo"]:
            parts.append(_score_line(state, len(state.sheets), lines[-1], names, winners))
        return Group(*parts)
    parts.append(Text("  ".join(_legend(None)), style="grey62"))
    return Group(*parts)
