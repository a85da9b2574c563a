"""The decisions of base Catan as typed steps (engine.flow) and the step registry: set-up placements, the roll,
discards, the main phase (build, buy, play, trade) and the turn's flow. The robber's steps are robber.py's, the free
actions of development cards development.py's, and the domestic trade's steps (compose -> every other seat answers
at once -> the offerer confirms with one of those who accepted) trades.py's: all registered here."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ...engine.actions import Action
from ...engine.flow import Flow, Step, StepRegistry, Waiting
from . import actions as A
from . import development, robber, trades, turn
from .development import AwaitMonopoly, GiveAll, play
from .robber import MOVE_ROBBER, MoveRobber
from .rules import (CITY, DEVELOPMENT, PIECE_CITY, PIECE_LIMITS, PIECE_ROAD, PIECE_SETTLEMENT, ROAD, SETTLEMENT,
                    VICTORY, can_pay, cards_held, discard_count, may_claim, produce, public_total, road_spots,
                    settlement_spots)
from .state import NOBODY, State, replaced
from .tables import AT_EDGE, AT_VERTEX, BANK_TERMS, BANK_TRADES, OTHERS, build_options, playable, resource, seat_trades
from .trades import AwaitAnswers, ConfirmTrade, Respond

STEPS = StepRegistry("catan")
STEPS.register(*robber.STEP_CLASSES + development.STEP_CLASSES + trades.STEP_CLASSES)

ROADS: Final = PIECE_LIMITS[0]
SETTLEMENTS: Final = PIECE_LIMITS[1]
CITIES: Final = PIECE_LIMITS[2]
CHEAPEST: Final = min(2, *(sum(cost) for cost in (ROAD, SETTLEMENT, CITY, DEVELOPMENT)))  # 2: the least a bank trade takes
VP_CARD: Final = "victory-point"


@dataclass(frozen=True)
class SetupSettlement(Step):
    second: bool = False

    def prompt(self, game, state: State, seat: int):
        return f"place your {'second' if self.second else 'first'} settlement"

    def options(self, game, state: State, seat: int):
        return [A.SETTLE[v] for v in settlement_spots(state, seat, setup=True)]

    def apply(self, game, state: State, seat: int, action: Action):
        vertex = AT_VERTEX[action]
        turn.place_settlement(state, seat, vertex)
        if self.second:
            turn.starting_resources(state, seat, vertex)
        state.flow = state.flow.replace(seat, SetupRoad(vertex, self.second))


@dataclass(frozen=True)
class SetupRoad(Step):
    vertex: int
    second: bool = False

    def prompt(self, game, state: State, seat: int):
        return "place a road at the settlement just placed"

    def options(self, game, state: State, seat: int):
        return [A.ROAD[e] for e in road_spots(state, seat, at=self.vertex)]

    def apply(self, game, state: State, seat: int, action: Action):
        turn.place_road(state, seat, AT_EDGE[action])
        state.flow = state.flow.pop(seat)
        next_placement(state, seat, self.second)


@dataclass(frozen=True)
class Roll(Step):
    def prompt(self, game, state: State, seat: int):
        return "roll the dice (or play a knight first)"

    def options(self, game, state: State, seat: int):
        if (VP_CARD in state.cards[seat] or VP_CARD in state.fresh[seat]) and may_claim(state, seat):
            return [A.CLAIM]
        return [A.ROLL, A.PLAY["knight"]] if turn.can_play(state, seat, "knight") else [A.ROLL]

    def apply(self, game, state: State, seat: int, action: Action):
        if action.kind == "roll":
            roll(state, seat)
        elif action.kind == "play":
            play(state, seat, "knight")
        else:
            turn.claim(state, seat)


@dataclass(frozen=True)
class Discard(Step):
    left: int

    def prompt(self, game, state, seat: int):
        return f"discard {self.left} more card{'s' if self.left > 1 else ''} (a 7 was rolled)"

    def options(self, game, state, seat: int):
        hand: list[int] = state.hands[seat]
        return [A.DISCARD[r] for r in range(5) if hand[r]]

    def apply(self, game, state, seat: int, action: Action):
        r = resource(action)
        state.hands[seat][r] -= 1
        state.bank[r] += 1
        state.flow = state.flow.replace(seat, discard(self.left - 1)) if self.left > 1 else state.flow.pop(seat)


DISCARDS: dict[int, Discard] = {}


def discard(left: int) -> Discard:
    """The step "discard `left` more cards", made once (steps are values: a 7 pushes these again and again)."""
    step = DISCARDS.get(left)
    if step is None:
        step = DISCARDS[left] = Discard(left)
    return step


@dataclass(frozen=True)
class WaitForDiscards(Waiting):

    def prompt(self, game, state, seat):
        return "wait for the others to discard"


@dataclass(frozen=True)
class Main(Step):
    def prompt(self, game, state: State, seat: int):
        return "build, buy, play a card, trade, or end your turn"

    def options(self, game, state: State, seat: int):
        cards = state.cards[seat]
        if (VP_CARD in cards or VP_CARD in state.fresh[seat]) and may_claim(state, seat):
            return [A.CLAIM]
        hand = state.hands[seat]
        options = [A.END]
        rich = cards_held(hand) >= CHEAPEST  # fewer cards: nothing to build, buy or trade with the bank
        if rich:
            built = state.built[seat]
            if can_pay(hand, ROAD) and built[PIECE_ROAD] < ROADS:
                options += build_options(state, seat, PIECE_ROAD)
            if can_pay(hand, SETTLEMENT) and built[PIECE_SETTLEMENT] < SETTLEMENTS:
                options += build_options(state, seat, PIECE_SETTLEMENT)
            if can_pay(hand, CITY) and built[PIECE_CITY] < CITIES:
                options += build_options(state, seat, PIECE_CITY)
            if state.deck and can_pay(hand, DEVELOPMENT):
                options.append(A.BUY)
        if cards and not state.dev_played:
            options += playable(cards)
        if rich and any(n >= 2 for n in hand):
            rate, by_gives = seat_trades(state, seat)
            gives = ((hand[0] >= rate[0]) + 2 * (hand[1] >= rate[1]) + 4 * (hand[2] >= rate[2])
                     + 8 * (hand[3] >= rate[3]) + 16 * (hand[4] >= rate[4]))  # the resources the seat may give
            if gives:
                bank = state.bank
                if 0 not in bank:
                    options += by_gives[gives]
                else:
                    for give in range(5):
                        if gives >> give & 1:
                            by_bank = BANK_TRADES[rate[give], give]
                            options += [a for a, get in zip(by_bank, OTHERS[give]) if bank[get]]
        if state.options["domestic_trades"] and any(hand) and trades.may_offer(game, state, seat):
            options.append(A.OFFER)
        return options

    def apply(self, game, state: State, seat: int, action: Action):
        kind = action.kind
        if kind == "end":
            end_turn(state, seat)
        elif kind == "road":
            turn.build_road(state, seat, AT_EDGE[action])
        elif kind == "settle":
            turn.build_settlement(state, seat, AT_VERTEX[action])
        elif kind == "city":
            turn.build_city(state, seat, AT_VERTEX[action])
        elif kind == "buy":
            turn.buy_card(state, seat)
        elif kind == "play":
            play(state, seat, action["card"])
        elif kind == "bank":
            rate, give, get = BANK_TERMS[action]
            turn.bank_trade(state, seat, rate, give, get)
        elif kind == "offer":
            trades.begin(game, state, seat)
        else:
            turn.claim(state, seat)


# ---- the turn flow ---------------------------------------------------------------------------------------------
def next_placement(state: State, seat: int, second: bool) -> None:
    """Set-up order: seats 0..n-1 place once, then n-1..0 again (snake draft); then seat 0 takes the first turn."""
    last = state.seats - 1
    if not second:
        following, again = (seat + 1, False) if seat < last else (last, True)
    elif seat > 0:
        following, again = seat - 1, True
    else:
        start_turn(state, 0)
        return
    state.active = following
    state.flow = state.flow.push(following, SetupSettlement(again))


def start_turn(state: State, seat: int, flow: Flow | None = None) -> None:
    """The seat's turn begins with its roll (`flow`: the new flow, when the caller has made it)."""
    state.active = seat
    state.turns += 1
    state.flow = flow or state.flow.set(seat, ROLL)


TURN_FLOWS: dict[int, tuple[tuple[Flow, Flow], ...]] = {}


def turn_flows(seats: int) -> tuple[tuple[Flow, Flow], ...]:
    """Per seat, the flows of a plain turn: only that seat rolls, then only that seat is in its main phase. Made
    once and shared (a Flow keeps its movers): a turn that goes roll -> main -> end makes no new flow."""
    flows = TURN_FLOWS.get(seats)
    if flows is None:
        empty = Flow.empty(seats)
        flows = TURN_FLOWS[seats] = tuple((empty.set(seat, ROLL), empty.set(seat, MAIN)) for seat in range(seats))
    return flows


def end_turn(state: State, seat: int) -> None:
    if state.fresh[seat]:
        state.cards = replaced(state.cards, seat, state.cards[seat] + state.fresh[seat])
        state.fresh = replaced(state.fresh, seat, ())
    state.dev_played = False
    trades.reset_turn(state)
    following = (seat + 1) % state.seats
    flows = turn_flows(state.seats)
    flow = state.flow
    start_turn(state, following, flows[following][0] if flow.stacks == flows[seat][1].stacks
               else flow.hand_over(seat, following, ROLL))


def roll(state: State, seat: int) -> None:
    """2d6 (forced kind `roll`: "3 4"). A 7: those holding more than 7 discard half, then the robber moves;
    otherwise every hex with that number produces."""
    rng = state.rng
    if rng.forced:  # an outcome may be queued (tests, scenarios)
        dice = rng.forced_or("roll", lambda: (rng.die(6), rng.die(6)), parse_dice)
    else:
        dice = (rng.die(6), rng.die(6))
    state.last_roll = dice
    total = dice[0] + dice[1]
    rolling, main = turn_flows(state.seats)[seat]
    state.flow = main if state.flow.stacks == rolling.stacks else state.flow.replace(seat, MAIN)
    if total != 7:
        produce(state, total)
        return
    state.flow = state.flow.push(seat, MOVE_ROBBER)
    discarding = [s for s in range(state.seats) if discard_count(state.hands[s])]
    for other in discarding:
        state.flow = state.flow.push(other, discard(discard_count(state.hands[other])))
    if discarding and seat not in discarding:
        state.flow = state.flow.push(seat, WAIT_FOR_DISCARDS)


def parse_dice(text: str) -> tuple[int, int]:
    parts = text.split()
    if len(parts) != 2 or not all(p.isdigit() and 1 <= int(p) <= 6 for p in parts):
        raise ValueError("expected two dice from 1 to 6, e.g. '3 4'")
    return int(parts[0]), int(parts[1])


def advance(state: State) -> None:
    """Between decisions: discards done -> the robber moves; answers in -> the offerer confirms; 10 public points
    during one's own turn -> the game ends."""
    active = state.active
    stack = state.flow.stacks[active]
    if stack:
        active_top = stack[-1]
        if isinstance(active_top, Waiting) or type(active_top) is MoveRobber:  # a wait (no decision), or the robber
            _between_steps(state, state.flow, active_top)
    if state.winner == NOBODY and state.turns and public_total(state, active) >= VICTORY:
        turn.win(state, active)


def _between_steps(state: State, flow: Flow, active_top: Step) -> None:
    tops = [stack[-1] if stack else None for stack in flow.stacks]
    if isinstance(active_top, WaitForDiscards) and not any(isinstance(t, Discard) for t in tops):
        state.flow = flow.pop(state.active)
    elif isinstance(active_top, AwaitAnswers) and not any(isinstance(t, Respond) for t in tops):
        state.flow = flow.replace(state.active, ConfirmTrade(active_top.give, active_top.ask, active_top.accepted)) \
            if active_top.accepted else flow.pop(state.active)
        if not active_top.accepted:
            turn.settle_trade(state, state.active, None)
    elif isinstance(active_top, AwaitMonopoly) and not any(isinstance(t, GiveAll) for t in tops):
        state.flow = flow.pop(state.active)
    elif isinstance(active_top, MoveRobber) and any(isinstance(t, Discard) for t in tops):
        state.flow = flow.push(state.active, WAIT_FOR_DISCARDS)  # the roller discarded first: wait for the rest


# shared: a step without fields is the same step everywhere
ROLL: Final = Roll()
MAIN: Final = Main()
WAIT_FOR_DISCARDS: Final = WaitForDiscards()

STEPS.register(SetupSettlement, SetupRoad, Roll, Discard, WaitForDiscards, Main)
