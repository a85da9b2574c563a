"""The Enclosures section in positions (checked on load), log lines per reader, and the terminal panel."""
from __future__ import annotations

from .....engine.errors import PositionError
from .....engine.inputs import conform
from .....engine.schemas import Strict
from ...render import SEAT_MARK
from .cards import ANY, CARDS, SAME, SETTING, SPLIT, cards_in_play
from .hand import NAME, DiscardEnclosure, section

ROWS = ("hands", "discards", "revealed")  # per seat


def to_json(state) -> dict:
    cards = section(state)
    return {"deck": list(cards["deck"]), **{row: [list(r) for r in cards[row]] for row in ROWS}}


class EnclosuresJson(Strict):
    deck: list[str]
    hands: list[list[str]]  # per seat
    discards: list[list[str]]
    revealed: list[list[str]]


def from_json(data, state) -> dict:
    """The section as EnclosuresJson, one row per seat; the cards themselves are checked by check_state."""
    where = f"position.modules.{NAME}"
    if data is None:
        raise PositionError(f"{where}: missing (module {NAME} is in play)")
    cards = conform(data, EnclosuresJson, where, PositionError, bounds=False)
    out: dict[str, tuple] = {"deck": tuple(cards.deck)}
    for row in ROWS:
        rows = getattr(cards, row)
        if len(rows) != state.seats:
            raise PositionError(f"{where}.{row}: expected a list of card ids per seat ({state.seats} seats)")
        out[row] = tuple(tuple(r) for r in rows)
    return out


def check_state(state) -> None:
    """Every card in play is in exactly one place; hands within the limit unless a discard is owed now (seed:
    'must be discarded immediately'); the Diceoneer holds none."""
    cards = section(state)
    where = f"modules.{NAME}"
    places = list(cards["deck"]) + [c for row in ROWS for r in cards[row] for c in r]
    unknown = [c for c in places if c not in CARDS]
    if unknown:
        raise PositionError(f"{where}: unknown Enclosure card {unknown[0]!r} (cards: e131 ... e148)")
    in_play = set(cards_in_play(state.options))
    if len(places) != len(set(places)) or set(places) != in_play:
        twice = sorted(c for c in set(places) if places.count(c) > 1)
        missing = sorted(in_play - set(places)) or sorted(set(places) - in_play)
        problem = f"{twice[0]} is in two places" if twice else f"{missing[0]} is missing or not in play"
        raise PositionError(f"{where}: {problem} (Shore cards are out without Fish and Ships)")
    for seat, hand in enumerate(cards["hands"]):
        owes = any(isinstance(step, DiscardEnclosure) for step in state.flow.stacks[seat])
        if len(hand) > SETTING["hand_limit"] and not owes:
            raise PositionError(f"{where}.hands[{seat}]: {len(hand)} cards, over the hand limit of "
                                f"{SETTING['hand_limit']}")
        if seat == state.bot_seat and (hand or cards["revealed"][seat] or cards["discards"][seat]):
            raise PositionError(f"{where}: the Diceoneer does not use Enclosure cards")


def enclosure_name(card: str) -> str:
    return f"Enclosure #{CARDS[card].number}"


def pattern_words(card: str) -> str:
    """A card's pattern as players read it: "3 tiles of one terrain and a Hills tile", "Forest, any tile, Plains"."""
    specs = [spec for _, spec in CARDS[card].hexes]
    same = specs.count(SAME)
    parts = [f"{same} tiles of one terrain"] if same else []
    for spec in specs:
        if spec == ANY:
            parts.append("any tile")
        elif spec != SAME:
            parts.append(" or ".join(t.capitalize() for t in spec.split(SPLIT)))
    return ", ".join(parts[:-1]) + f" and {parts[-1]}" if len(parts) > 1 else parts[0]


def card_text(card: str) -> str:
    return f"{enclosure_name(card)} ({CARDS[card].vp} VP: {pattern_words(card)})"


def _who(state, seat: int) -> str:
    return f"seat {seat}"


def describe(state, seat: int, action, reader) -> str | None:
    kind = action.kind
    if kind == "encdraw":
        return f"{_who(state, seat)} spends a Settle icon to draw Enclosure cards"
    if kind == "encdiscard":
        what = enclosure_name(action["card"]) if reader == seat else "an Enclosure card"
        return f"{_who(state, seat)} discards {what}"
    if kind == "reveal":
        return f"{_who(state, seat)} reveals {card_text(action['card'])}"
    return None


def option_text(state, seat: int, action, names=None) -> str | None:
    kind = action.kind
    if kind == "encdraw":
        return "draw 2 Enclosure cards, keep 1"
    if kind == "encdiscard":
        return f"discard {card_text(action['card'])}"
    if kind == "reveal":
        return f"reveal {card_text(action['card'])}"
    return None


def render_lines(state, seat, width: int = 100, brief: bool | None = None) -> list[str]:
    """The panel; `brief` (by default under 100 columns) in one line, the cards by name only (`card Enclosure #131`
    tells the rest)."""
    brief = width < 100 if brief is None else brief
    words = enclosure_name if brief else card_text
    cards = section(state)
    pile = sum(len(d) for d in cards["discards"])
    if brief:
        mine = "; ".join(words(c) for c in cards["hands"][seat]) if seat is not None and 0 <= seat < state.seats \
            and seat != state.bot_seat else ""
        others = "; ".join(f"{SEAT_MARK[s]} {len(hand)} in hand" + "".join(f", {words(c)}" for c in
                                                                          cards["revealed"][s])
                           for s, hand in enumerate(cards["hands"]) if s not in (state.bot_seat, seat))
        yours = [f"your hand {mine or 'empty'}"] if mine or (
            seat is not None and 0 <= seat < state.seats and seat != state.bot_seat) else []
        return [f"Enclosures (deck {len(cards['deck'])}): " + "; ".join(yours + ([others] if others else []))]
    lines = [f"Enclosures: {len(cards['deck'])} in the deck, {pile} discarded"]
    for s, hand in enumerate(cards["hands"]):
        if s == state.bot_seat:
            continue
        held = "; ".join(words(c) for c in hand) if s == seat else f"{len(hand)} hidden"
        shown = "; ".join(words(c) for c in cards["revealed"][s]) or "none"
        lines.append(f"  {SEAT_MARK[s]}: in hand {held or 'none'}; revealed {shown}")
    return lines
