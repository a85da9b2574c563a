"""The Envoys on the terminal: the display with the selection markers, the Envoy in the middle (its icon and who
spent it), the Embassy tile's holder, the deck, and each seat's hired Envoys."""
from __future__ import annotations

from rich.text import Text

from ...render import SEAT_MARK
from . import rules
from .cards import ENVOYS


def card_text(card_id: str) -> str:
    card = ENVOYS[card_id]
    icon = "/".join(card.icons)
    scoring = f"{card.vp}VP/{card.terrain or card.per}"
    return f"{card_id} [{icon}; hire {card.hire_colour}+{card.hire_icon}; {scoring}]"


def render(state, seat) -> list:
    envoys = rules.section(state)
    markers = dict(envoys["markers"])

    def marks(card):
        return "".join(SEAT_MARK[s] for s in markers.get(card, ()))

    lines = Text("Envoys: Embassy with " + SEAT_MARK[rules.holder(state)] + f"; deck {len(envoys['deck'])}\n")
    lines.append("  display: " + ("; ".join(card_text(c) + (f" <{marks(c)}>" if marks(c) else "")
                                             for c in envoys["display"]) or "(empty)") + "\n")
    current = envoys["current"]
    if current:
        spent = "".join(SEAT_MARK[s] for s, p in enumerate(state.players) if rules.icon_used(p))
        lines.append(f"  visiting: {card_text(current)}" + (f" <{marks(current)}>" if marks(current) else "")
                     + (f", icon spent by {spent}" if spent else "") + "\n", style="bold")
    for s, cards in enumerate(envoys["hired"]):
        if cards:
            lines.append(f"  hired by {SEAT_MARK[s]}: {', '.join(cards)} ({rules.points(state, s)} VP)\n")
    return [lines]
