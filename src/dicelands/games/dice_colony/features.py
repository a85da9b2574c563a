"""Dice Colony's observation by parts (dicelands/envs/features.py): each top-level key of the view built from the
state alone, as position.py's `to_position` writes it, with a token that is equal whenever that key's JSON is.

Dice Colony hides nothing (the generator aside), so every seat's fragment is the position's. The state's tuples
(bag, dice, objectives) and its flow are immutable and shared between copies; a sheet is copied on every apply, so its
token is its parts, compared by value.
"""
from __future__ import annotations

from ...envs.features import Part
from .components import CELLS, COLOURS, ICON_LETTERS, START
from .position_parts import cell_json, die_json, took_json
from .steps import STEPS


def sheet_json(sheet) -> dict:
    entry = {"starting_card": sheet.card,
             "icons": [[*CELLS[i], ICON_LETTERS[icon]] for i, icon in enumerate(sheet.icons) if icon and icon != START],
             "groups": [{"type": ICON_LETTERS[icon], "cells": [cell_json(c) for c in cells]}
                        for icon, cells, _ in sheet.groups],
             "energy": sheet.energy, "fresh_energy": sheet.fresh}
    if sheet.took is not None:
        entry["took"] = took_json(sheet.took)
    return entry


def observation_parts(game, options: dict) -> list[Part]:
    header = {"game": game.id, "rules_version": game.rules_version}
    return [
        Part("game", lambda state, seat: header["game"]),
        Part("rules_version", lambda state, seat: header["rules_version"]),
        Part("options", lambda state, seat: dict(state.options)),
        Part("round", lambda state, seat: state.round, lambda state, seat: state.round),
        Part("turn", lambda state, seat: state.turn, lambda state, seat: state.turn),
        Part("first_player", lambda state, seat: state.first, lambda state, seat: state.first),
        Part("bag", lambda state, seat: dict(zip(COLOURS, state.bag)), lambda state, seat: state.bag),
        Part("table", lambda state, seat: [die_json(d) for d in state.table], lambda state, seat: state.table),
        Part("set_aside", lambda state, seat: [die_json(d) for d in state.set_aside],
             lambda state, seat: state.set_aside),
        Part("objectives", lambda state, seat: [{"card": card, "flipped": flipped, "scored": [list(x) for x in scored]}
                                                for card, flipped, scored in state.objectives],
             lambda state, seat: state.objectives),
        Part("sheets", lambda state, seat, i: sheet_json(state.sheets[i]),
             items=lambda state, seat: [(s.icons, s.groups, s.energy, s.fresh, s.took, s.card) for s in state.sheets]),
        Part("flow", lambda state, seat: state.flow.to_json(STEPS), lambda state, seat: state.flow),
    ]
