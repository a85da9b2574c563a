"""Rendering Dice Colony with rich: the table, the objective cards, the scores and every planet sheet.

A sheet is drawn as offset hex rows, north at the top. Open icons are plain letters (` V `), icons in closed groups
are bracketed and bold (`[V]`), `·` is an empty space, `e` an unused Energy space, `*` an unused Star (side B).
Icons on Energy or Star spaces are underlined. `S` is the printed starting colony, `C` a formed colony.
"""
from __future__ import annotations

from rich.columns import Columns
from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .components import (BARREN, COLONY, EMPTY, ICON_LETTERS, INDEX, LIFE, OBJECTIVES, ORES, RADIUS, START,
                         VEG, WATER, side_for)
from .objectives import colonies_formed
from .scoring import CATEGORIES, score_lines
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
    sheet = state.sheets[seat]
    side = side_for(state.options)
    step = state.flow.top(seat)
    fresh = {INDEX[c] for c in step.selected + step.fresh} if isinstance(step, FormGroup) else set()
    labels = labels or {}
    out = Text()
    for r in range(-RADIUS, RADIUS + 1):
        out.append(f"{r:+d} ".rjust(4) + "  " * abs(r))
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
                letter = ICON_LETTERS[icon]
                style = STYLE[icon] + (" underline" if special else "")
                if sheet.closed[i]:
                    out.append(f"[{letter}]", style="bold " + style)
                elif i in fresh:
                    out.append(f"<{letter}>", style="reverse " + style)
                else:
                    out.append(f" {letter} ", style=style)
            out.append(" ")
        out.append("\n")
    return out


def _sheet_panel(game, state: State, seat: int, labels: dict[int, int] | None = None) -> Panel:
    sheet = state.sheets[seat]
    info = Text()
    info.append(f"energy {sheet.energy} (collected {sheet.collected}/{state.options['energy_capacity']})")
    info.append(f"   colonies {colonies_formed(sheet, state.options)}   groups {len(sheet.groups)}")
    if sheet.took is not None:
        c, v, c2, v2 = sheet.took
        info.append("   took ")
        info.append_text(die_text(c, v))
        if (c, v) != (c2, v2):
            info.append(" as ")
            info.append_text(die_text(c2, v2))
    if seat in game.to_move(state):
        info.append(f"\nto do: {game.prompt(state, seat)}", style="bold")
    title = f"seat {seat}" + (" (first player)" if seat == state.first and not state.flow.idle() else "")
    return Panel(Group(sheet_text(state, seat, labels), info), title=title,
                 subtitle=f"starting card {sheet.card}", expand=False)


def _objectives_table(state: State) -> Table:
    table = Table(title="objectives", show_lines=False)
    for col in ("", "card", "requirement", "now", "scored by"):
        table.add_column(col)
    for k, (cid, flipped, scored) in enumerate(state.objectives):
        card = OBJECTIVES[cid]
        now = f"{card.low} (flipped)" if flipped else f"{card.high} (then {card.low})"
        by = ", ".join(f"seat {s}: {p}" for s, p in scored) or "-"
        table.add_row(("left", "middle", "right")[k], f"{cid} {card.name}", card.requirement(), now, by)
    return table


def _scores_table(game, state: State) -> Table:
    result = game.result(state)
    table = Table(title="final scores" if result.over else "scores so far")
    table.add_column("seat")
    for name in CATEGORIES:
        table.add_column(name, justify="right")
    names = [f"seat {s}" for s in range(len(state.sheets))] + (["LU-287"] if state.options["solo"] else [])
    for seat, line in enumerate(score_lines(state)):
        mark = " *" if seat in result.winners else ""
        table.add_row(names[seat] + mark, *(str(line[c]) for c in CATEGORIES))
    return table


def render(game, state: State, seat: int | None, legal: list | None = None):
    """The whole table as `seat` sees it (Dice Colony hides nothing but future draws); with `legal`, the seat's
    sheet shows each option's number on the cell it acts on."""
    head = Text()
    opts = state.options
    mode = f"{opts['players']} player(s), side {opts['side'].upper()}" + (", solo vs LU-287" if opts["solo"] else "")
    if state.flow.idle():
        head.append(f"Dice Colony - {mode} - game over\n", style="bold")
    else:
        head.append(f"Dice Colony - {mode} - round {state.round}/5, turn {state.turn}/5 - {stage_of(state)}"
                    f" - first player: seat {state.first}\n", style="bold")
        head.append("table: ")
        for colour, value in state.table:
            head.append_text(die_text(colour, value))
            head.append(" ")
        head.append("  set aside: ")
        for colour, value in state.set_aside:
            head.append_text(die_text(colour, value))
            head.append(" ")
        if not state.set_aside:
            head.append("-")
        head.append("\n")
    head.append("bag: " + ", ".join(f"{n} {c}" for c, n in zip(("green", "red", "blue", "black"), state.bag)))
    order = list(range(len(state.sheets)))
    if seat is not None and 0 <= seat < len(order):
        order.remove(seat)
        order.insert(0, seat)
    labels = option_labels(legal)
    sheets = Columns([_sheet_panel(game, state, s, labels if s == seat else None) for s in order])
    legend = Text("V vegetation  W water  O ores  L life  X barren  C colony  S start  e energy  * star  "
                  "[V] closed group  <V> selected/fresh" + ("  3 = the cell of option 3" if labels else ""),
                  style="grey62")
    return Group(head, _objectives_table(state), _scores_table(game, state), sheets, legend)
