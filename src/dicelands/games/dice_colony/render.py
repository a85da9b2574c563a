"""Rendering Dice Colony with rich: the table, the objective cards, the scores and every planet sheet.

A sheet is drawn as offset hex rows, north at the top. Open icons are plain letters (` V `), icons in closed groups
are bracketed and bold (`[V]`), `·` is an empty space, `e` an unused Energy space, `*` an unused Star (side B).
Icons on Energy or Star spaces are underlined. `S` is the printed starting colony, `C` a formed colony.
"""
from __future__ import annotations

from rich.columns import Columns
from rich.console import Group
from rich.panel import Panel
from rich.text import Text

from .components import (BARREN, COLONY, EMPTY, ICON_LETTERS, INDEX, LIFE, OBJECTIVES, ORES, RADIUS, START,
                         VEG, WATER, side_for)
from .words import ROW_LETTERS, score_why
from .objectives import colonies_formed
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


def _sheet_info(game, state: State, seat: int) -> Text:
    sheet = state.sheets[seat]
    info = Text()
    info.append(f"energy {sheet.energy} ({sheet.collected}/{state.options['energy_capacity']} collected)")
    info.append(f"  colonies {colonies_formed(sheet, state.options)}  groups {len(sheet.groups)}")
    if sheet.took is not None:
        c, v, c2, v2 = sheet.took
        info.append("   took ")
        info.append_text(die_text(c, v))
        if (c, v) != (c2, v2):
            info.append(" as ")
            info.append_text(die_text(c2, v2))
    return info


def _sheet_panel(game, state: State, seat: int, names: list[str], labels: dict[int, int] | None = None,
                 prompt: bool = False) -> Panel:
    info = _sheet_info(game, state, seat)
    line = score_lines(state)[seat]
    info.append(f"\npoints: {score_why(state, seat, line)}")
    if prompt and seat in game.to_move(state):
        info.append(f"\nto do: {game.player_prompt(state, seat, names)}", style="bold")
    title = f"{names[seat]}: {line['total']} points" + (" (winner)" if seat in game.result(state).winners else "") + (
        " - first player" if seat == state.first and not state.flow.idle() else "")
    return Panel(Group(sheet_text(state, seat, labels), info), title=title,
                 subtitle=f"starting card {state.sheets[seat].card}", expand=False)


def _objectives(state: State, names: list[str]) -> Text:
    out = Text()
    for k, (cid, flipped, scored) in enumerate(state.objectives):
        card = OBJECTIVES[cid]
        now = f"{card.low}" if flipped else f"{card.high}/{card.low}"
        by = ", ".join(f"{names[s]} {p}" for s, p in scored) or "nobody yet"
        out.append(f"{cid} {card.name}: ", style="bold")
        out.append(f"{card.requirement()} - {now} points - {by}\n")
    out.rstrip()
    return out


def _score_line(state: State, seat: int, line: dict, names: list[str], winners) -> Text:
    mark = " (winner)" if seat in winners else ""
    text = Text(f"{names[seat]}{mark}: {line['total']} points", style="bold")
    text.append(f" - {score_why(state, seat, line)}")
    return text


def _summary(game, state: State, seat: int, names: list[str]) -> Text:
    """Another seat in one line (two when it scored in many ways): score with the why, its sheet in numbers."""
    lines = score_lines(state)
    line = lines[seat]
    text = Text(f"{names[seat]}{' (winner)' if seat in game.result(state).winners else ''}: {line['total']} points",
                style="bold")
    if line["total"] or any(line.values()):
        text.append(f" - {score_why(state, seat, line)}")
    text.append(" | ")
    text.append_text(_sheet_info(game, state, seat))
    return text


def render(game, state: State, seat: int | None, legal: list | None = None, names=None):
    """The table as `seat` sees it (Dice Colony hides nothing but future draws): the dice and objectives, your
    sheet in full (with `legal`, each option's number on the cell it acts on), the others in short. Without a
    seat (spectators, several people at one keyboard) every sheet is drawn. Fits 100 x 40 for four players."""
    names = seat_names(state, names)
    head = Text()
    opts = state.options
    mode = f"{opts['players']} player{'s' if opts['players'] > 1 else ''}, side {opts['side'].upper()}" + (
        ", solo against LU-287" if opts["solo"] else "")
    if state.flow.idle():
        head.append(f"Dice Colony - {mode} - game over\n", style="bold")
    else:
        head.append(f"Dice Colony - round {state.round}/5, turn {state.turn}/5 - {stage_of(state)} - "
                    f"first player: {names[state.first]} - {mode}\n", style="bold")
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
        head.append("   ")
    head.append("bag: " + ", ".join(f"{n} {c}" for c, n in zip(("green", "red", "blue", "black"), state.bag)))
    parts = [head, _objectives(state, names)]
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
        parts.append(_sheet_panel(game, state, seat, names, labels))
        parts += [_summary(game, state, s, names) for s in range(len(state.sheets)) if s != seat]
        if opts["solo"]:
            parts.append(_score_line(state, len(state.sheets), lines[-1], names, winners))
    parts.append(Text("V vegetation W water O ores L life X barren C colony S start e energy * star [V] grouped"
                      + (" 3 = option 3" if option_labels(legal) else ""), style="grey62"))
    return Group(*parts)
