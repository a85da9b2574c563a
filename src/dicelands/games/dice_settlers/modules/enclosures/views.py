"""The Enclosures section in positions (checked on load), log lines per reader, and the terminal panel."""
from __future__ import annotations

from .....engine.errors import PositionError
from ...render import SEAT_MARK
from .cards import CARDS, SETTING, cards_in_play
from .hand import NAME, DiscardEnclosure, section

ROWS = ("hands", "discards", "revealed")  # per seat


def to_json(state) -> dict:
    cards = section(state)
    return {"deck": list(cards["deck"]), **{row: [list(r) for r in cards[row]] for row in ROWS}}


def from_json(data, state) -> dict:
    where = f"position.modules.{NAME}"
    if not isinstance(data, dict) or set(data) != {"deck", *ROWS}:
        raise PositionError(f"{where}: expected deck, hands, discards and revealed (module {NAME} is in play)")
    if not isinstance(data["deck"], list) or not all(isinstance(c, str) for c in data["deck"]):
        raise PositionError(f"{where}.deck: expected a list of card ids")
    out = {"deck": tuple(data["deck"])}
    for row in ROWS:
        rows = data[row]
        if (not isinstance(rows, list) or len(rows) != state.seats
                or not all(isinstance(r, list) and all(isinstance(c, str) for c in r) for r in rows)):
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


def _who(state, seat: int) -> str:
    return f"seat {seat} ({SEAT_MARK[seat]})"


def describe(state, seat: int, action, reader) -> str | None:
    kind = action.kind
    if kind == "encdraw":
        return f"{_who(state, seat)} spends a Settle icon to draw Enclosure cards"
    if kind == "encdiscard":
        what = action["card"] if reader == seat else "an Enclosure card"
        return f"{_who(state, seat)} discards {what}"
    if kind == "reveal":
        card = CARDS[action["card"]]
        return f"{_who(state, seat)} reveals Enclosure {card.id} ({card.vp} VP)"
    return None


def card_text(card: str) -> str:
    shown = " ".join(f"{spec}" for _, spec in CARDS[card].hexes)
    return f"{card}[{shown}]{CARDS[card].vp}VP"


def render_lines(state, seat) -> list[str]:
    cards = section(state)
    pile = sum(len(d) for d in cards["discards"])
    lines = [f"Enclosures: deck {len(cards['deck'])}, discard pile {pile}"]
    for s, hand in enumerate(cards["hands"]):
        if s == state.bot_seat:
            continue
        held = " ".join(card_text(c) for c in hand) if s == seat else f"{len(hand)} hidden"
        shown = " ".join(card_text(c) for c in cards["revealed"][s]) or "-"
        lines.append(f"  {SEAT_MARK[s]}: hand {held or '-'}; revealed {shown}")
    return lines
