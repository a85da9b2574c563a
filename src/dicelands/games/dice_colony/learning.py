"""What learning environments need of Dice Colony (engine/companions.py `LearningSpec`): the fixed action space
(every notation, actions.py) and the observation by parts (envs/features.py): each top-level key of the view built
from the state alone, written by position.py's own writers, with a token that is equal whenever that key's JSON is.

Dice Colony hides nothing (the generator aside), so every seat's fragment is the position's. The state's tuples
(bag, dice, objectives) and its flow are immutable and shared between copies; a sheet is copied on every apply, so
its token is its parts, compared by value.
"""
from __future__ import annotations

from typing import Any, Callable

import msgspec

from ...engine.companions import LearningSpec
from .actions import action_labels
from .components import CELLS, COLOURS, EMPTY, ICON_LETTERS, NCELLS, START
from .position import objective_json
from .position_sheet import CELL_ROWS, die_json, took_json, write_sheet
from .steps import STEPS

to_builtins = msgspec.to_builtins


class DiceColonyLearning(LearningSpec):
    def action_labels(self, options: dict) -> tuple[str, ...]:
        return action_labels()

    def observation_parts(self, options: dict) -> list:
        return observation_parts(self.game)


def sheet_json(sheet, icons: bool = True) -> dict:
    """A sheet as the position writes it; without `icons`, no "icons" key (the encoder writes them apart)."""
    entry = to_builtins(write_sheet(sheet, icons))
    if not icons:
        del entry["icons"]
    return entry


def icon_row(key: int) -> list:
    """The row of the view's "icons" list that key cell * 8 + icon stands for."""
    cell, icon = divmod(key, len(ICON_LETTERS))
    return [*CELLS[cell], ICON_LETTERS[icon]]


def group_json(group: Any) -> dict:
    """One closed group as the position writes it (position_sheet.py `GroupJson`)."""
    icon, cells, _ = group
    return {"type": ICON_LETTERS[icon], "cells": [CELL_ROWS[c] for c in cells]}


def _took(sheet: Any) -> Any:
    return None if sheet.took is None else took_json(sheet.took)


# The sheet's keys other than "icons" and "groups", each read from the sheet (None: the key is not written).
SCALARS: tuple[tuple[str, Callable[[Any], Any]], ...] = (
    ("starting_card", lambda sheet: sheet.card), ("energy", lambda sheet: sheet.energy),
    ("fresh_energy", lambda sheet: sheet.fresh), ("took", _took))


def sheets_writer(node, encoder):
    """Each sheet's features, written only where they changed since this buffer's last observation: "icons" (the
    longest part of the observation, a row per drawn cell) by `Rows` from the icon codes, "groups" group by group,
    and each other key alone."""
    import numpy as np

    from ...envs.encode import CLIP, _clipped
    from ...envs.features import FeatureCache, rows_for
    icons = [rows_for(item.keys["icons"], NCELLS * len(ICON_LETTERS), icon_row) if "icons" in item.keys else None
             for item in node.items]
    drawn = np.array([code not in (EMPTY, START) for code in range(len(ICON_LETTERS))])
    cells = np.arange(NCELLS) * len(ICON_LETTERS)
    closed = FeatureCache(encoder, group_json)  # the features of a closed group at a position of "groups"
    written: dict = {}  # (id of a buffer, sheet) -> (the icon list, the groups, the other keys' values) it shows

    def whole_sheet(sheet, item, rows, buffer) -> None:
        if rows is None:
            encoder.clear(item.start, item.stop, buffer)
        else:
            encoder.clear(item.start, rows.node.start, buffer)
            encoder.clear(rows.node.stop, item.stop, buffer)
        encoder.fill(item, sheet_json(sheet, icons=False), buffer)

    def write_groups(groups, old, item, buffer) -> None:
        place = item.keys.get("groups")
        if place is None:
            return
        if place.length < 0 or place.kind_offset:
            encoder.clear(place.start, place.stop, buffer)
            encoder.fill(place, [group_json(group) for group in groups], buffer)
            return
        buffer[place.length] = _clipped(len(groups) / place.longest)
        positions = place.items
        for position in range(min(len(positions), max(len(groups), len(old)))):
            if position < len(groups) and position < len(old) and groups[position] == old[position]:
                continue
            child = positions[position]
            encoder.clear(child.start, child.stop, buffer)
            if position < len(groups):
                closed.write(child, groups[position], buffer)

    def write_sheet_features(sheet, i: int, buffer, features) -> None:
        item, rows = node.items[i], icons[i]
        values = tuple(value(sheet) for _, value in SCALARS)
        shown = written.get((id(buffer), i))
        if shown is None or item.kind_offset:
            whole_sheet(sheet, item, rows, buffer)
        else:
            for (key, _), value, before in zip(SCALARS, values, shown[2]):
                place = item.keys.get(key)
                if value != before and place is not None:
                    encoder.clear(place.start, place.stop, buffer)
                    if value is not None:
                        encoder.fill(place, value, buffer)
            if sheet.groups != shown[1]:
                write_groups(sheet.groups, shown[1], item, buffer)
        if rows is not None and (shown is None or shown[0] != sheet.icons):
            encoder.clear(rows.node.start, rows.node.stop, buffer)
            codes = np.frombuffer(bytes(sheet.icons), dtype=np.uint8)
            at = np.flatnonzero(drawn[codes])
            rows.write(features, cells[at] + codes[at])
        written[id(buffer), i] = (sheet.icons, sheet.groups, values)  # a state is never changed once made

    def write(state, seat, i, buffer, features) -> None:
        if i is not None:
            write_sheet_features(state.sheets[i], i, buffer, features)
            return
        encoder.clear(node.start, node.stop, buffer)
        for key in [key for key in written if key[0] == id(buffer)]:
            del written[key]
        encoder.fill(node, [], buffer)  # the list's own features (its length: none)
        features[node.length] = min(len(state.sheets) / node.longest, CLIP)
        for i, sheet in enumerate(state.sheets[:len(node.items)]):
            write_sheet_features(sheet, i, buffer, features)
    return write


def observation_parts(game) -> list:
    from ...envs.features import Part, flow_part
    header: dict[str, Any] = game.codec.position_header(None)
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
        Part("objectives", lambda state, seat: to_builtins([objective_json(slot) for slot in state.objectives]),
             lambda state, seat: state.objectives),
        Part("sheets", lambda state, seat, i: sheet_json(state.sheets[i]),
             items=lambda state, seat: [(s.icons, s.groups, s.energy, s.fresh, s.took, s.card) for s in state.sheets],
             writer=sheets_writer),
        flow_part(STEPS),
    ]
