"""Small builders so Dice Colony tests read like the rulebook: positions from a few icons, actions as notation."""
from __future__ import annotations

import re

from dicelands.games.dice_colony import GAME
from dicelands.games.dice_colony.components import CELLS, COLOURS, DICE_PER_COLOUR, ICON_LETTERS, INDEX, \
    STARTING_CARDS
from dicelands.games.dice_colony.steps import STEPS, PlaceLives, SheetStep
from dicelands.games.dice_colony.turn import BarrenStage, DrawStage, RemoveDie

# the stage a position is in: every seat's stack starts with BARREN or DRAW; REMOVE: the first player removes a die
BARREN, DRAW, REMOVE, OVER = BarrenStage(), DrawStage(), RemoveDie(), None

TOKEN = re.compile(r"([VWOLXC])\((-?\d+),(-?\d+)\)")


def cells(text: str) -> list[list[int]]:
    """'(1,0) (2,0)' -> [[1, 0], [2, 0]]"""
    return [[int(q), int(r)] for q, r in re.findall(r"\((-?\d+),(-?\d+)\)", text)]


def at(text: str) -> tuple:
    """'(1,0)' -> (1, 0), a cell as steps hold it."""
    (cell,) = group_of(text)
    return cell


def die(text: str) -> tuple[str, int]:
    """'red3' -> ('red', 3)"""
    return text.rstrip("123456"), int(text[-1])


def group_of(text: str) -> tuple:
    """'(1,0) (2,0)' -> ((1, 0), (2, 0)), cells as steps hold them."""
    return tuple(tuple(c) for c in cells(text))


def sheet(icons: str = "", *, card: int = 1, groups=(), energy: int = 0, fresh_energy: int = 0, step=(),
          took: str | None = None) -> dict:
    """A sheet entry; icons written 'W(1,0) W(2,0) X(0,1)', groups as ('W', '(1,0) (2,0) (3,0)'). `step` is what
    the seat still decides above its stage marker (a step, or a tuple of steps bottom first; none: done)."""
    found = [[int(q), int(r), letter] for letter, q, r in TOKEN.findall(icons)]
    entry = {"starting_card": card, "icons": found,
             "groups": [{"type": t, "cells": cells(c)} for t, c in groups],
             "energy": energy, "fresh_energy": fresh_energy, "_steps": step if isinstance(step, tuple) else (step,)}
    if took is not None:
        entry["took"] = took
    return entry


def flow_json(sheets, stage, first: int, seats: int) -> list:
    """The position's flow: each sheet's steps on its stage marker (REMOVE: the first player's; OVER: none)."""
    if stage is None:
        return [[] for _ in range(seats)]
    if isinstance(stage, RemoveDie):
        return [[STEPS.to_json(stage)] if seat == first else [] for seat in range(seats)]
    flow = [[STEPS.to_json(step) for step in (stage, *s["_steps"])] for s in sheets]
    return flow + [[] for _ in range(seats - len(flow))]


def position(*sheets: dict, stage=DRAW, table=("green3", "red5", "blue2"), set_aside=(),
             round: int = 1, turn: int | None = None, first: int = 0, objectives=("A01", "B01", "C01"),
             scored=None, flipped=(), forced=(), side: str = "b", **options) -> dict:
    """A whole position. The bag holds whatever is not on the table or set aside; side A adds the starting icons."""
    opts = {"players": len(sheets), "side": side, **options}
    flow = flow_json(sheets, stage, first, len(sheets) + (1 if options.get("solo") else 0))
    sheets = [{k: v for k, v in dict(s, icons=list(s["icons"])).items() if k != "_steps"} for s in sheets]
    if side == "a":
        for s in sheets:
            have = {(q, r) for q, r, _ in s["icons"]}
            for cell, icon in STARTING_CARDS[s["starting_card"]]:
                if CELLS[cell] not in have:
                    s["icons"].append([*CELLS[cell], ICON_LETTERS[icon]])
    bag = dict(zip(COLOURS, DICE_PER_COLOUR))
    for die in (*table, *set_aside):
        bag[die.rstrip("123456")] -= 1
    scored = scored or {}
    return {"game": "dice-colony", "rules_version": "1", "options": opts, "round": round,
            "turn": turn if turn is not None else len(set_aside) + 1, "first_player": first,
            "bag": bag, "table": list(table), "set_aside": list(set_aside),
            "objectives": [{"card": c, "flipped": c in flipped or bool(scored.get(c)),
                            "scored": [list(x) for x in scored.get(c, [])]} for c in objectives],
            "sheets": sheets, "flow": flow, "rng": {"state": "0000000000000001", "forced": [list(f) for f in forced]}}


def state(*sheets: dict, **kwargs):
    return GAME.from_position(position(*sheets, **kwargs))


def play(s, *moves):
    """Apply (seat, 'notation') moves in order; returns the final state."""
    for seat, text in moves:
        s = GAME.apply(s, seat, text)
    return s


def legal(s, seat: int) -> list[str]:
    return [str(a) for a in GAME.legal_actions(s, seat)]


def icon(s, seat: int, cell: str) -> str:
    (q, r), = [tuple(c) for c in cells(cell)]
    return ICON_LETTERS[s.sheets[seat].icons[INDEX[(q, r)]]]


def scores(s, seat: int) -> dict:
    return dict(GAME.result(s).scores[seat])


def top(s, seat: int):
    """The step `seat` decides now on its sheet, or None when its sheet is done for this turn (it may still have
    to remove a die as the first player)."""
    step = s.flow.top(seat)
    return step if isinstance(step, SheetStep) else None


def stage(s):
    """The stage the turn is in: the type at the bottom of the stacks (BarrenStage, DrawStage, RemoveDie; None: over)."""
    return next((type(stack[0]) for stack in s.flow.stacks if stack), None)


def lives_left(s, seat: int) -> int:
    """Lives of the group just closed still to place (0 when none are pending)."""
    return next((step.left for step in s.flow.stacks[seat] if isinstance(step, PlaceLives)), 0)
