"""Enclosure hands, the face-down deck and the discards (seed "Enclosures": Setup, Changes in Gameplay, Hand Limit).

The module's section `state.ext["enclosures"]` holds immutable values:
    deck      face-down draw deck, top card last (seen by nobody)
    hands     per seat, the cards in hand (seen by their owner only)
    discards  per seat, the cards that seat discarded since the last reshuffle (face down, G34: each player knows
              only what they discarded themselves; the pile is all of them together)
    revealed  per seat, the face-up Enclosures (public)
The belief sampler re-deals deck, other hands and other discards from one pool; what a seat holds or discarded it has
seen, and is never re-dealt for it.

Settle (seed): "you may choose to spend 1 Settle icon to draw 2 Enclosure cards, add them to your hand ... and then
discard 1 ... only once per Settle action. The spent icon may not be used to also manipulate tents." The draw is an
option on the Settle step `PlaceTents`; after it the rest of that Settle action continues as `PlaceTentsDrawn`,
which offers everything but the draw.
"""
from __future__ import annotations

from dataclasses import dataclass

from .....engine.actions import make_action
from .....engine.flow import Step
from ...actions.settle import PlaceTents
from ...steps import STEPS
from .cards import CARDS, SETTING, cards_in_play, tech_amount
from ...state import State

NAME = "enclosures"
DRAW = make_action("encdraw", "enclosures draw")


def section(state: State) -> dict:
    return state.ext[NAME]


def update(state: State, **changes) -> None:
    state.ext[NAME] = {**section(state), **changes}


def with_seat(rows: tuple, seat: int, row: tuple) -> tuple:
    return rows[:seat] + (row,) + rows[seat + 1:]


def unclaimed(state: State) -> int:
    """G35: the cards in no hand and not revealed: the deck and the discard pile."""
    cards = section(state)
    return len(cards["deck"]) + sum(len(d) for d in cards["discards"])


# ---- set-up ---------------------------------------------------------------------------------------------------------
def setup(state: State) -> None:
    """Seed Setup: Shore cards removed without Fish and Ships; shuffle; deal 2 to each player (not the Diceoneer:
    'the bot does not utilize them'). Chance kind "enclosures": the shuffled deck, top card first."""
    deck = state.rng.shuffled("enclosures", list(cards_in_play(state.options)), "the Enclosures", top_last=True)
    hands = []
    for seat in range(state.seats):
        dealt = 0 if seat == state.bot_seat else SETTING["dealt"]
        hands.append(tuple(deck[len(deck) - dealt:]))
        del deck[len(deck) - dealt:]
    empty = ((),) * state.seats
    state.ext[NAME] = {"deck": tuple(deck), "hands": tuple(hands), "discards": empty, "revealed": empty}


# ---- drawing on Settle ----------------------------------------------------------------------------------------------
def offer_draw(game, state, seat, step) -> list:
    """On the Settle step, before the draw was used in this Settle action (its step would be `PlaceTentsDrawn`)."""
    return [DRAW] if unclaimed(state) else []


def draw(game, state, seat, action) -> None:
    step = state.flow.top(seat)
    rest = (PlaceTentsDrawn(step.left - 1),) if step.left > SETTING["settle_icons"] else ()
    state.flow = state.flow.replace(seat, *rest)
    wanted = SETTING["drawn"] + tech_amount(state.players[seat], "extra_draw")
    drawn = take_cards(state, wanted)
    cards = section(state)
    update(state, hands=with_seat(cards["hands"], seat, cards["hands"][seat] + drawn))
    # G35: a single card drawn (the last unclaimed one) is kept without a discard
    must_discard = SETTING["discarded"] if len(drawn) > 1 else 0
    push_discards(state, seat, must_discard)


def take_cards(state: State, wanted: int) -> tuple:
    """Up to `wanted` cards from the top of the deck; when it runs short, the discards are shuffled into a new deck
    at once (seed) and the draw goes on from it."""
    cards = section(state)
    deck = list(cards["deck"])
    drawn: list[str] = []
    while len(drawn) < wanted:
        if not deck:
            pile = [c for discarded in cards["discards"] for c in discarded]
            if not pile:
                break
            deck = state.rng.shuffled("enclosures", pile, "the Enclosures discard piles", top_last=True)
            cards = {**cards, "discards": ((),) * len(cards["discards"])}
        drawn.append(deck.pop())
    state.ext[NAME] = {**cards, "deck": tuple(deck)}
    return tuple(drawn)


def push_discards(state: State, seat: int, required: int) -> None:
    """The discards a seat owes now: `required` for the draw, then any card over the hand limit ('must be
    discarded immediately')."""
    hand = len(section(state)["hands"][seat])
    owed = max(required, hand - SETTING["hand_limit"])
    if owed:
        state.flow = state.flow.push(seat, DiscardEnclosure(owed))


def discard_action(card: str):
    return make_action("encdiscard", f"enclosure discard {card}", card=card)


@dataclass(frozen=True)
class DiscardEnclosure(Step):
    """Discard `owed` more Enclosure cards from your hand, one at a time (the cards are in the hidden hand, never in
    the step: views show every seat's steps)."""

    owed: int

    def prompt(self, game, state: State, seat: int):
        return f"discard an Enclosure card ({self.owed} to discard)"

    def options(self, game, state: State, seat: int):
        return [discard_action(card) for card in sorted(section(state)["hands"][seat], key=lambda c: CARDS[c].number)]

    def apply(self, game, state: State, seat: int, action):
        card = action["card"]
        cards = section(state)
        hand = cards["hands"][seat]
        update(state, hands=with_seat(cards["hands"], seat, tuple(c for c in hand if c != card)),
               discards=with_seat(cards["discards"], seat, cards["discards"][seat] + (card,)))
        rest = (DiscardEnclosure(self.owed - 1),) if self.owed > 1 else ()
        state.flow = state.flow.replace(seat, *rest)


@dataclass(frozen=True)
class PlaceTentsDrawn(PlaceTents):
    """The Settle step after this Settle action's Enclosure draw: the same options but the draw (once per action)."""

    def apply(self, game, state: State, seat: int, action):
        at = len(state.flow.stacks[seat]) - 1  # the base step puts the next icon's step where this one was
        super().apply(game, state, seat, action)
        stack = state.flow.stacks[seat]
        base = stack[at] if at < len(stack) else None
        if type(base) is PlaceTents:
            assert isinstance(base, PlaceTents)
            state.flow = state.flow.set(seat, *stack[:at], PlaceTentsDrawn(base.left), *stack[at + 1:])

STEPS.register(DiscardEnclosure, PlaceTentsDrawn)
