"""Cards and pieces in players' words. A game lists every component a table with given options can meet (locations,
technologies, Envoys, development cards ...), each with its printed name and what it does; the terminal's `card NAME`
command and the browser's hover or tap show the same text. Provenance stays here for `dicelands info` and docs: a
player reads a plain card, never "placeholder", a spec code or an internal id."""
from __future__ import annotations

import re
from dataclasses import dataclass

PROVENANCES = ("confirmed", "project-default")

# What a player must never read on a card: our working words (checked for every game by the conformance suite).
NOT_FOR_PLAYERS = re.compile(
    r"placeholder|project[ -]default|\bspec\b|\bG\d{2}\b|§|\bT\d{3}\b|\(\s*'|(?-i:\b[a-z]+-\d{2,}\b)|\bq\d{2}\b", re.I)


@dataclass(frozen=True)
class Card:
    name: str  # as printed on the component
    kind: str  # what it is, in players' words: "location", "technology", "Envoy", "development card"
    text: str  # what it does, in full sentences
    details: tuple[str, ...] = ()  # short facts: "costs 2 wood, 1 stone", "worth 3 VP"
    provenance: str = "confirmed"  # "confirmed" (from a rulebook or the printed card) or "project-default"

    def __post_init__(self):
        if self.provenance not in PROVENANCES:
            raise ValueError(f"card {self.name!r}: provenance must be one of {PROVENANCES}, not {self.provenance!r}")
        if not self.name.strip() or not self.text.strip():
            raise ValueError(f"card {self.name!r} of kind {self.kind!r}: a card needs a name and a text")

    def to_json(self) -> dict:
        """What a client receives: no provenance (that is for `dicelands info`)."""
        return {"name": self.name, "kind": self.kind, "text": self.text, "details": list(self.details)}

    def lines(self) -> list[str]:
        """The card as the terminal prints it."""
        return [f"{self.name} ({self.kind})", self.text, *self.details]


def _key(text: str) -> str:
    return " ".join(text.casefold().replace("’", "'").split())


def lookup(cards, query: str) -> list[Card]:
    """The cards a player means by `query`: those named exactly so (any case); else those whose name starts with it;
    else those whose name contains it."""
    wanted = _key(query)
    if not wanted:
        return []
    for test in (lambda n: n == wanted, lambda n: n.startswith(wanted), lambda n: wanted in n):
        found = [card for card in cards if test(_key(card.name))]
        if found:
            return found
    return []


def words_not_for_players(card: Card) -> str | None:
    """The first working word a card would show a player, or None."""
    for field in (card.name, card.kind, card.text, *card.details):
        match = NOT_FOR_PLAYERS.search(field)
        if match:
            return match.group(0)
    return None
