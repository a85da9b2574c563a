"""Set-up with Advisors (seed, Advisors "Setup"): the draft of Advisors and starting tiles, the white die swapped for a
pink one, Chief of Staff in the tableau; white dice in the supply recruitable without presence.

Draft (multiplayer): 3 Advisors and 3 starting tiles face up; from the last player counter-clockwise each picks an
Advisor or a starting tile and the row is replenished; then from the first player clockwise each picks the other
kind. Solo: the base starting-tile draft, then one Advisor dealt to the player and one to the Diceoneer.
Step: `DraftAdvisorOrTile(turn)`.
"""
from __future__ import annotations

from dataclasses import dataclass

from .....engine.flow import Step
from ...draws import draw_tiles
from ...gains import new_die
from ...setup import end_draft
from ...state import State, colour_of
from ...steps import STEPS, act
from ...tables import SETUP, TILES
from .cards import ADVISORS, PINK
from .section import NAME, advisor_of, section, set_advisor, update

OFFERED = 3  # seed Setup 1: "Deal 3 Advisors and 3 starting tiles face up"


def setup(state: State) -> None:
    """Seed Setup 5 and 6: each player's white die goes to the supply and a pink die into the bag (the Diceoneer's
    pink die joins the end of its queue, no white die removed); Chief of Staff joins the blue-seal deck."""
    seats = state.seats
    state.ext[NAME] = {"advisor": ("",) * seats, "offer": (), "deck": tuple(ADVISORS), "token": "",
                           "resources": (), "gold": 0}
    for seat, p in enumerate(state.players):
        if not gets_advisor(state, seat):
            continue  # seed Advisors › Solo: "do not give one to yourself" (or to the bot): no pink die either
        if seat == state.bot_seat:
            state.diceoneer.queue.append(pink_die(state, seat))
            continue
        white = next(d for d in p.bag[::-1] if colour_of(d) == "white")
        p.bag.remove(white)
        state.supply["white"] += 1
        p.bag.append(pink_die(state, seat))


def gets_advisor(state: State, seat: int) -> bool:
    """Solo difficulty (seed Advisors › Solo Support): "To make Diceoneer harder to beat, give it an Advisor but do
    not give one to yourself. To make the bot easier to beat, give yourself an Advisor but do not give one to the
    bot" (option solo_advisor: both, diceoneer, player)."""
    who = state.options.get("solo_advisor", "both")
    return who == "both" or (who == "diceoneer") == (seat == state.bot_seat)


def pink_die(state: State, seat: int) -> str:
    """A pink die for the seat (pink dice are never in the supply: new_die's supply count is put back)."""
    state.supply[PINK.colour] = state.supply.get(PINK.colour, 0)
    die = new_die(state, seat, PINK.colour)
    del state.supply[PINK.colour]
    return die


def draft_order(state: State) -> list[int]:
    """Seed Setup 2-3: from the last player counter-clockwise, then from the first player clockwise."""
    order = state.order()
    return order[::-1] + order


def starting_draft(state: State) -> bool:
    if state.bot is not None:  # solo: the base draft of starting tiles; the Advisors are dealt
        for seat in range(state.seats):
            if gets_advisor(state, seat):
                set_advisor(state, seat, deal_advisor(state))
        return False
    offer = tuple(deal_advisor(state) for _ in range(OFFERED))
    update(state, offer=offer)
    state.draft = tuple(draw_tiles(state, state.start_pool, SETUP.starting_tile_draft_draw, "starting tiles"))
    state.draft_seat = draft_order(state)[0]
    state.flow = state.flow.set(state.draft_seat, DraftAdvisorOrTile(0))
    return True


def deal_advisor(state: State) -> str:
    """One Advisor from the deck at random (chance kind "advisors", forced text: the card number)."""
    deck = list(section(state)["deck"])

    def forced(text: str) -> str:
        if text.strip() not in deck:
            raise ValueError(f"an Advisor still in the deck ({', '.join(deck)})")
        return text.strip()

    card = state.rng.forced_or("advisors", lambda: deck[state.rng.below(len(deck))], forced)
    deck.remove(card)
    update(state, deck=tuple(deck))
    return card


def pick_advisor(state: State, seat: int, card: str) -> None:
    offer = [a for a in section(state)["offer"] if a != card]
    set_advisor(state, seat, card)
    update(state, offer=tuple(offer))
    if section(state)["deck"]:
        update(state, offer=tuple(offer) + (deal_advisor(state),))


def pick_tile(state: State, seat: int, tile: str) -> None:
    kept = list(state.kept)
    kept[seat] = tile
    state.kept = tuple(kept)
    state.draft = tuple(t for t in state.draft if t != tile) + tuple(
        draw_tiles(state, state.start_pool, 1, "starting tiles"))


@dataclass(frozen=True)
class DraftAdvisorOrTile(Step):
    """Pick number `turn` of the draft (draft_order): an Advisor or a starting tile; in the second round, the kind
    the seat does not have yet."""

    turn: int

    def prompt(self, game, state: State, seat: int):
        return "pick an Advisor or a starting tile" if self.turn < state.seats else (
            "pick a starting tile" if advisor_of(state, seat) else "pick an Advisor")

    def options(self, game, state: State, seat: int):
        out = []
        if not advisor_of(state, seat):
            out += [act("takeadvisor", f"take advisor {a}", advisor=a) for a in sorted(section(state)["offer"])]
        if not state.kept[seat]:
            out += [act("keep", f"keep {t}", tile=t) for t in sorted(state.draft, key=lambda t: TILES[t].number)]
        return out

    def apply(self, game, state: State, seat: int, action):
        if action.kind == "takeadvisor":
            pick_advisor(state, seat, action["advisor"])
        else:
            pick_tile(state, seat, action["tile"])
        state.flow = state.flow.set(seat)
        order = draft_order(state)
        turn = self.turn + 1
        if turn == len(order):
            update(state, deck=section(state)["deck"] + section(state)["offer"], offer=())
            rest, state.draft = state.draft, ()
            end_draft(state, rest)
            return
        state.draft_seat = order[turn]
        state.flow = state.flow.set(state.draft_seat, DraftAdvisorOrTile(turn))


def white_without_presence(state: State, seat: int) -> tuple:
    """Seed 'Recruiting White Dice': white dice in the supply need no presence; 'The Diceoneer never recruits
    white dice'."""
    return () if seat == state.bot_seat else ("white",)

STEPS.register(DraftAdvisorOrTile)
