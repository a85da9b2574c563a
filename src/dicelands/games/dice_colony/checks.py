"""What scenario cell checks (`icon_at`) read on a Dice Colony planet sheet: the letter of the icon drawn there."""
from __future__ import annotations

from ...engine.errors import DicelandsError
from ...geometry.notation import parse_cell
from .components import EMPTY, ICON_LETTERS, INDEX, START


def icon_letter(state, seat: int, cell: str) -> str:
    """The icon on `seat`'s sheet at `cell` as positions write it (V W O L X C), "" for an empty space. The printed
    starting colony at (0,0) is not drawn by anyone, so it reads as empty, as it is absent from positions."""
    if not 0 <= seat < len(state.sheets):
        raise DicelandsError(f"seat {seat} has no planet sheet (sheets: {len(state.sheets)})")
    space = parse_cell(cell)
    if space not in INDEX:
        raise DicelandsError(f"{cell} is not a space of the planet sheet")
    icon = state.sheets[seat].icons[INDEX[space]]
    return "" if icon in (EMPTY, START) else ICON_LETTERS[icon]
