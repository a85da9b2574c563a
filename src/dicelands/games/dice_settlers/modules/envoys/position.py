"""The Envoys' part of a position (`position["modules"]["envoys"]`) and its validation, and the module's labels in
the action space:

    {"display": ["envoy-122", ...], "deck": ["envoy-125", ...], "current": "envoy-124" | "",
     "markers": {"envoy-124": [0], ...}, "hired": [["envoy-123"], [], ...]}   # hired: one list per seat
"""
from __future__ import annotations

from .....engine.errors import PositionError
from .....engine.inputs import conform
from .....engine.schemas import Strict
from ...tables import resources_in_play
from .cards import ENVOYS
from .rules import NAME, cards_in_play, section


class EnvoysJson(Strict):
    display: list[str]
    deck: list[str]
    current: str  # "" when no Envoy visits
    markers: dict[str, list[int]]  # card -> the seats whose selection markers lie on it
    hired: list[list[str]]  # per seat


def to_json(state) -> dict:
    envoys = section(state)
    return {"display": list(envoys["display"]), "deck": list(envoys["deck"]), "current": envoys["current"],
            "markers": {card: list(seats) for card, seats in envoys["markers"]},
            "hired": [list(cards) for cards in envoys["hired"]]}


def _cards(value: list[str], where: str, allowed: list) -> tuple:
    for card in value:
        if card not in allowed:
            raise PositionError(f"{where}: {card!r} is not an Envoy card in this game (in play: {', '.join(allowed)})")
    return tuple(value)


def from_json(data, state) -> dict:
    """The section as EnvoysJson, then what its type cannot say: cards in play, each in one place, per seat."""
    where = f"position.modules.{NAME}"
    if data is None:
        raise PositionError(f"{where}: missing (the module is in play)")
    envoys = conform(data, EnvoysJson, where, PositionError, bounds=False)
    allowed = cards_in_play(state.options)
    display = _cards(envoys.display, f"{where}.display", allowed)
    deck = tuple(sorted(_cards(envoys.deck, f"{where}.deck", allowed)))
    current = envoys.current
    if current != "" and current not in allowed:
        raise PositionError(f"{where}.current: {current!r} is not an Envoy card in this game")
    if len(envoys.hired) != state.seats:
        raise PositionError(f"{where}.hired: one list per seat ({state.seats})")
    hired = tuple(_cards(h, f"{where}.hired[{i}]", allowed) for i, h in enumerate(envoys.hired))
    placed = [*display, *deck, *([current] if current else []), *(c for h in hired for c in h)]
    if len(set(placed)) != len(placed):
        raise PositionError(f"{where}: an Envoy card is in two places")
    if len(display) > 4:
        raise PositionError(f"{where}.display: at most 4 face-up Envoys")
    markers = []
    for card, seats in sorted(envoys.markers.items()):
        if card not in display and card != current:
            raise PositionError(f"{where}.markers: {card!r} is neither face up nor the current Envoy")
        if not seats or not all(0 <= s < state.seats for s in seats) or len(set(seats)) != len(seats):
            raise PositionError(f"{where}.markers.{card}: expected a list of different seats")
        markers.append((card, tuple(sorted(seats))))
    if state.seats >= 3:
        for seat in range(state.seats):
            if sum(seat in s for _, s in markers) > 1:
                raise PositionError(f"{where}.markers: at 3-4 players a seat has one selection marker")
    return {"display": display, "deck": deck, "current": current, "markers": tuple(markers), "hired": hired}


def icon_sources(options: dict) -> list:
    """The source keys of the shared icon ("envoy", "envoy:<icon>" on a card offering a choice)."""
    return ["envoy", *(f"envoy:{i}" for i in sorted({i for card in ENVOYS.values() for i in card.icons}))]


def labels(options: dict) -> tuple:
    cards = sorted(ENVOYS)
    icons = sorted({i for card in ENVOYS.values() for i in card.icons})
    out = [f"select {c}" for c in cards] + [f"hire {c}" for c in cards]
    out += ["spend envoy", *(f"spend envoy:{i}" for i in icons), "embassy use", "embassy decline", "envoy resource",
            "envoy pioneer", "recruit nothing"]
    kinds = [r for r in resources_in_play(options) if r != "gold"]
    out += [f"take {a}+{b}" for i, a in enumerate(kinds) for b in kinds[i + 1:]]
    return tuple(out)
