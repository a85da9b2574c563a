"""The Envoys in players' words: the terminal panel (the display with the selection markers, the Envoy visiting and
who spent its icon, the Embassy tile's holder, the deck, each seat's hired Envoys), the options, prompts and log
lines. An Envoy is "Envoy #126", as printed on the card; the notation (`select envoy-126`) stays what is typed."""
from __future__ import annotations

from rich.text import Text

from .....engine.english import article

from . import rules
from .cards import ENVOYS

SEAT_MARK = "ABCD"
PER = {"terrain_type": "terrain type", "technology": "technology", "house": "house"}
EMBASSY_CHOICES = {"embassyuse": "use the Embassy ability", "embassydecline": "do not use the Embassy ability",
                   "envoyresource": "use the visiting Envoy's icon as a resource: set a die or draw dice",
                   "envoypioneer": "use the visiting Envoy's Ship icon: set a die or reroll dice",
                   "recruitnothing": "recruit nothing more"}


def envoy_name(card_id: str) -> str:
    return f"Envoy #{ENVOYS[card_id].number}"


def scoring_words(card) -> str:
    per = f"{card.terrain.capitalize()} tile" if card.per == "tile" else PER.get(card.per, card.per)
    return f"{card.vp} VP per {per}"


def card_text(card_id: str) -> str:
    """An Envoy in one line: its name, the icon it shares, what hires it, what it scores."""
    card = ENVOYS[card_id]
    icon = " or ".join(i.capitalize() for i in card.icons)
    return (f"{envoy_name(card_id)} ({icon} icon; hire with {article(card.hire_colour)} {card.hire_colour} die and "
            f"{article(card.hire_icon)} {card.hire_icon.capitalize()} die; {scoring_words(card)})")


def render(state, seat, width: int = 100, brief: bool | None = None) -> list:
    """The panel; `brief` (by default under 100 columns) in one line, the cards by name only (`card Envoy #126`
    tells the rest)."""
    envoys = rules.section(state)
    markers = dict(envoys["markers"])
    brief = width < 100 if brief is None else brief
    text = envoy_name if brief else card_text

    def marks(card):
        seats = markers.get(card, ())
        if brief:
            return f" [{' '.join(SEAT_MARK[s] for s in seats)}]" if seats else ""
        return f" [marker of {' and '.join(SEAT_MARK[s] for s in seats)}]" if seats else ""

    if brief:
        current = envoys["current"]
        hired = "; ".join(f"{SEAT_MARK[s]} {', '.join(text(c) for c in cards)}"
                          for s, cards in enumerate(envoys["hired"]) if cards)
        return [Text(f"Envoys: Embassy with {SEAT_MARK[rules.holder(state)]}; "
                     + (f"visiting {envoy_name(current)} ({'/'.join(ENVOYS[current].icons).capitalize()} icon); "
                        if current else "")
                     + ("face up [markers] " if markers else "face up ") + (", ".join(text(c) + marks(c) for c in envoys["display"]) or "none")
                     + (f"; hired: {hired}" if hired else ""))]

    lines = Text(f"Envoys: the Embassy is with {SEAT_MARK[rules.holder(state)]}; {len(envoys['deck'])} in the deck\n")
    lines.append("  face up: " + ("; ".join(card_text(c) + marks(c) for c in envoys["display"]) or "none") + "\n")
    current = envoys["current"]
    if current:
        spent = " and ".join(SEAT_MARK[s] for s, p in enumerate(state.players) if rules.icon_used(p))
        lines.append(f"  visiting: {card_text(current)}{marks(current)}"
                     + (f"; its icon spent by {spent}" if spent else "") + "\n", style="bold")
    for s, cards in enumerate(envoys["hired"]):
        if cards:
            lines.append(f"  hired by {SEAT_MARK[s]}: {', '.join(envoy_name(c) for c in cards)} "
                         f"({rules.points(state, s)} VP)\n")
    lines.rstrip()
    return [lines]


def option_text(state, seat: int, action, names=None) -> str | None:
    kind = action.kind
    if kind == "selectenvoy":
        card = ENVOYS[action["card"]]
        return f"{envoy_name(card.id)} visits: {' or '.join(card.icons).capitalize()} icon, {scoring_words(card)}"
    if kind == "hire":
        return f"hire {envoy_name(action['card'])} instead of recruiting a die"
    if kind == "embassytake":
        return "take " + " and ".join(f"1 {r}" for r in action["resources"])
    if kind in EMBASSY_CHOICES:
        return EMBASSY_CHOICES[kind]
    return None


def prompt(state, seat: int, step, names=None) -> str | None:
    name = type(step).__name__
    if name == "UseEmbassy":
        return f"use the Embassy ability of {envoy_name(step.card)}?"
    if name == "SelectEnvoy":
        return "you hold the Embassy: choose the Envoy who visits this round"
    return None


def source_words(state, seat, key: str) -> str | None:
    """The shared icon's source key ("envoy", "envoy:gold") as players say it."""
    if key == rules.USED or key.startswith(f"{rules.USED}:"):
        icon = key.partition(":")[2]
        return f"the visiting Envoy ({icon.capitalize()})" if icon else "the visiting Envoy"
    return None


PHRASES = {"embassyuse": "uses the Embassy ability", "embassydecline": "declines the Embassy ability",
           "envoyresource": "spends the visiting Envoy's resource icon",
           "envoypioneer": "spends the visiting Envoy's Ship icon", "recruitnothing": "recruits nothing"}


def describe(state, seat: int, action, reader=None) -> str | None:
    kind = action.kind
    who = "the Diceoneer" if seat == state.bot_seat else f"seat {seat}"
    if kind == "selectenvoy":
        return f"{who} chooses {envoy_name(action['card'])} to visit this round (Embassy)"
    if kind == "hire":
        return f"{who} hires {envoy_name(action['card'])}"
    if kind == "embassytake":
        return f"{who} takes " + " and ".join(f"1 {r}" for r in action["resources"]) + " (Embassy)"
    if kind in PHRASES:
        return f"{who} {PHRASES[kind]}"
    return None
