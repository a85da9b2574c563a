"""Small builders so Dice Colony tests read like the rulebook: positions from a few icons, actions as notation."""
from __future__ import annotations

import re

from dicelands.games.dice_colony import GAME
from dicelands.games.dice_colony.components import CELLS, COLOURS, DICE_PER_COLOUR, ICON_LETTERS, INDEX, \
    STARTING_CARDS

TOKEN = re.compile(r"([VWOLXC])\((-?\d+),(-?\d+)\)")


def cells(text: str) -> list[list[int]]:
    """'(1,0) (2,0)' -> [[1, 0], [2, 0]]"""
    return [[int(q), int(r)] for q, r in re.findall(r"\((-?\d+),(-?\d+)\)", text)]


def sheet(icons: str = "", *, card: int = 1, groups=(), energy: int = 0, fresh_energy: int = 0,
          step: str = "done", **fields) -> dict:
    """A sheet entry; icons written 'W(1,0) W(2,0) X(0,1)', groups as ('W', '(1,0) (2,0) (3,0)')."""
    found = [[int(q), int(r), letter] for letter, q, r in TOKEN.findall(icons)]
    entry = {"starting_card": card, "icons": found,
             "groups": [{"type": t, "cells": cells(c)} for t, c in groups],
             "energy": energy, "fresh_energy": fresh_energy, "step": step}
    for key, value in fields.items():
        entry[key] = cells(value) if key in ("star", "fresh", "selection", "life_group") else value
    if "star" in entry:
        entry["star"] = entry["star"][0]
    return entry


def position(*sheets: dict, phase: str = "draw", table=("green3", "red5", "blue2"), set_aside=(),
             round: int = 1, turn: int | None = None, first: int = 0, objectives=("A01", "B01", "C01"),
             scored=None, flipped=(), forced=(), side: str = "b", **options) -> dict:
    """A whole position. The bag holds whatever is not on the table or set aside; side A adds the starting icons."""
    opts = {"players": len(sheets), "side": side, **options}
    sheets = [dict(s, icons=list(s["icons"])) for s in sheets]
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
            "turn": turn if turn is not None else len(set_aside) + 1, "first_player": first, "phase": phase,
            "bag": bag, "table": list(table), "set_aside": list(set_aside),
            "objectives": [{"card": c, "flipped": c in flipped or bool(scored.get(c)),
                            "scored": [list(x) for x in scored.get(c, [])]} for c in objectives],
            "sheets": sheets, "rng": {"state": "0000000000000001", "forced": [list(f) for f in forced]}}


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
