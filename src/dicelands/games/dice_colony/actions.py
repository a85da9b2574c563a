"""Dice Colony actions and their notation (lowercase; cells `(q,r)` without spaces; dice colour+value).

    barren (q,r)              place the black die's barren region
    take blue5                choose a coloured die
    take red3 as red4         ... spending one energy: value +-1 (6<->1 wraps)
    take red3 as blue3        ... or colour change keeping the value
    place (q,r)               where the taken die's icon goes
    copy (q,r)                side B: the star copy, on an empty neighbour of the star
    add (q,r)                 group forming: add a cell to the selection
    close                     close the selected group (3+ cells)
    nogroup                   form no group now
    life (q,r)                place one life next to the group just closed
    remove green3             the first player sets a coloured die aside until the end of the round

Every possible action exists once, prebuilt at import: `legal_actions` hands out these shared objects.

Structured form (`to_json`, what clients select options by): `{"kind", "notation", **fields}` with `cell: [q, r]` for
barren/place/copy/add/life, `die` and `as` (the die used; equal to `die` when no energy is spent) for take, `die` for
remove, and no fields for close and nogroup.

Action space (`action_labels`, engine/space.py): an action's label is its notation, and the universe is every
notation above, the same for all options: 5 cell kinds x 91 cells, 90 takes (18 coloured dice, each as itself,
one up, one down or in the 2 other colours), 18 removes, close and nogroup - 565 labels. Side A never offers copy,
and a take "as" another die needs energy, but keeping the universe independent of options keeps indexes stable.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine.actions import rebuilt_by_fields
from .components import CELL_TEXT, CELLS, COLOURED, NCELLS


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    cell: int = -1  # cell index for barren/place/copy/add/life
    die: tuple = ()  # take/remove: (colour, value); take also (as_colour, as_value) appended
    text: str = ""

    def __str__(self) -> str:
        return self.text

    def __hash__(self) -> int:  # equal actions have the same text, whose hash a str caches (compiled, the dataclass's
        # own `__hash__` runs as Python)
        return hash(self.text)

    def __reduce__(self) -> tuple:
        return rebuilt_by_fields(self)  # compiled: a frozen class is made only through __init__ (pickle, copy)

    @property
    def control(self) -> bool:
        """Close the group or form none: a control of the turn, not a cell or a die (engine/actions.py)."""
        return self.kind in ("close", "nogroup")

    @property
    def spends_energy(self) -> bool:
        return self.kind == "take" and self.die[:2] != self.die[2:]

    def to_json(self) -> dict:
        found: dict[str, Any] = {"kind": self.kind, "notation": self.text}
        if self.cell >= 0:
            found["cell"] = list(CELLS[self.cell])
        elif self.kind == "take":
            found["die"], found["as"] = die_text(*self.die[:2]), die_text(*self.die[2:])
        elif self.kind == "remove":
            found["die"] = die_text(*self.die)
        return found


def die_text(colour: str, value: int) -> str:
    return f"{colour}{value}"


CELL_KINDS = ("barren", "place", "copy", "add", "life")
CELL_ACTIONS: dict[str, tuple[Action, ...]] = {
    kind: tuple(Action(kind, i, (), f"{kind} {CELL_TEXT[i]}") for i in range(NCELLS)) for kind in CELL_KINDS}
BARREN, PLACE, COPY, ADD, LIFE = (CELL_ACTIONS[k] for k in CELL_KINDS)
CLOSE = Action("close", text="close")
NOGROUP = Action("nogroup", text="nogroup")

# TAKE[(colour, value, as_colour, as_value)]
TAKE: dict[tuple[str, int, str, int], Action] = {}
for _c in COLOURED:
    for _v in range(1, 7):
        TAKE[(_c, _v, _c, _v)] = Action("take", die=(_c, _v, _c, _v), text=f"take {_c}{_v}")
        for _v2 in (_v % 6 + 1, (_v - 2) % 6 + 1):
            TAKE[(_c, _v, _c, _v2)] = Action("take", die=(_c, _v, _c, _v2), text=f"take {_c}{_v} as {_c}{_v2}")
        for _c2 in COLOURED:
            if _c2 != _c:
                TAKE[(_c, _v, _c2, _v)] = Action("take", die=(_c, _v, _c2, _v), text=f"take {_c}{_v} as {_c2}{_v}")
REMOVE: dict[tuple[str, int], Action] = {(c, v): Action("remove", die=(c, v), text=f"remove {c}{v}")
                               for c in COLOURED for v in range(1, 7)}


def energy_variants(colour: str, value: int) -> tuple[tuple[str, int], ...]:
    """What one energy can turn a coloured die into: value +-1 (wrapping) or another colour, same value."""
    return ((colour, value % 6 + 1), (colour, (value - 2) % 6 + 1)) + tuple(
        (c, value) for c in COLOURED if c != colour)


LABELS: tuple[str, ...] = tuple(a.text for k in CELL_KINDS for a in CELL_ACTIONS[k]) + tuple(
    a.text for a in TAKE.values()) + tuple(a.text for a in REMOVE.values()) + (CLOSE.text, NOGROUP.text)


def action_labels() -> tuple[str, ...]:
    """Every notation an action can have (the fixed action space, the same for every option set)."""
    return LABELS
