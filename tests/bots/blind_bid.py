"""A fixture game with everything a bot must cope with: hidden hands, a simultaneous step, chance inside apply.

Seats hold 3 hidden cards from a shuffled deck 1..12. Each round every seat secretly plays a card (one simultaneous
step); the highest single card wins the round and its owner decides `bank` (score the card) or `gamble` (a die:
4-6 scores twice the card, 1-3 nothing). Everyone draws back to 3 while the deck lasts. Three rounds.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from dicelands.engine import Game, OptionSpec, Result, Rng

CARDS = tuple(range(1, 13))
ROUNDS = 3


@dataclass(frozen=True)
class Play:
    card: int

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True)
class Decide:
    gamble: bool

    def __str__(self) -> str:
        return "gamble" if self.gamble else "bank"


@dataclass
class BidState:
    rng: Rng
    hands: list[list[int]]
    deck: list[int]
    pending: list[int | None]
    scores: list[dict] = field(default_factory=list)
    round: int = 1
    decider: int | None = None  # seat choosing bank/gamble
    revealed: list[list[int]] = field(default_factory=list)

    def copy(self) -> BidState:
        return BidState(self.rng.copy(), [list(h) for h in self.hands], list(self.deck), list(self.pending),
                        [dict(s) for s in self.scores], self.round, self.decider, [list(r) for r in self.revealed])


class BlindBid(Game):
    id = "blind-bid"
    title = "Blind bid (test fixture)"
    rules_version = "1"
    option_specs = (OptionSpec("players", int, 2, "seats", minimum=2, maximum=3),)

    def _setup(self, options, rng):
        deck = list(CARDS)
        rng.shuffle(deck)
        n = options["players"]
        hands = [sorted(deck[3 * i:3 * i + 3]) for i in range(n)]
        return BidState(rng, hands, deck[3 * n:], [None] * n, [{"bank": 0, "gamble": 0, "total": 0} for _ in range(n)])

    def _advance(self, state):
        if state.decider is None and state.round <= ROUNDS and all(p is not None for p in state.pending):
            cards = list(state.pending)
            state.revealed.append(cards)
            top = max(cards)
            state.decider = cards.index(top) if cards.count(top) == 1 else None
            if state.decider is None:
                self._next_round(state)

    def _next_round(self, state):
        state.pending = [None] * len(state.hands)
        for hand in state.hands:
            if state.deck:
                hand.append(state.deck.pop())
                hand.sort()
        state.round += 1

    def to_move(self, state):
        if state.round > ROUNDS:
            return ()
        if state.decider is not None:
            return (state.decider,)
        return tuple(s for s, p in enumerate(state.pending) if p is None)

    def prompt(self, state, seat):
        return "bank or gamble" if state.decider is not None else "play a card"

    def legal_actions(self, state, seat):
        if state.decider is not None:
            return [Decide(False), Decide(True)]
        return [Play(card) for card in state.hands[seat]]

    def _apply(self, state, seat, action):
        if isinstance(action, Play):
            state.hands[seat].remove(action.card)
            state.pending[seat] = action.card
            return
        card = state.pending[seat]
        if action.gamble:
            if state.rng.die() >= 4:
                state.scores[seat]["gamble"] += 2 * card
        else:
            state.scores[seat]["bank"] += card
        for s in state.scores:
            s["total"] = s["bank"] + s["gamble"]
        state.decider = None
        self._next_round(state)

    def result(self, state):
        over = self.is_over(state)
        top = max(s["total"] for s in state.scores)
        winners = tuple(i for i, s in enumerate(state.scores) if s["total"] == top) if over else ()
        return Result(tuple(dict(s) for s in state.scores), winners, over)

    def view(self, state, seat):
        everyone_in = all(p is not None for p in state.pending)
        return {"players": len(state.hands), "round": state.round, "decider": state.decider,
                "hand": list(state.hands[seat]) if seat is not None else None,
                "hand_sizes": [len(h) for h in state.hands], "deck_size": len(state.deck),
                "pending": [p if everyone_in or s == seat else (None if p is None else "?")
                            for s, p in enumerate(state.pending)],
                "revealed": [list(r) for r in state.revealed], "scores": [dict(s) for s in state.scores]}

    def sample_state(self, view, seat, seed):
        rng = Rng(seed)
        n = view["players"]
        seen = set(view["hand"] or ()) | {c for r in view["revealed"] for c in r}
        seen |= {p for p in view["pending"] if isinstance(p, int)}
        unseen = [c for c in CARDS if c not in seen]
        rng.shuffle(unseen)
        hands, pending = [], []
        for s in range(n):
            if s == seat:
                hands.append(list(view["hand"]))
            else:
                hands.append(sorted(unseen.pop() for _ in range(view["hand_sizes"][s])))
            p = view["pending"][s]
            pending.append(unseen.pop() if p == "?" else p)
        deck = unseen[:view["deck_size"]]
        return BidState(rng, hands, deck, pending, [dict(s) for s in view["scores"]], view["round"],
                        view["decider"], [list(r) for r in view["revealed"]])

    def to_position(self, state):
        raise NotImplementedError

    def from_position(self, position):
        raise NotImplementedError


GAME = BlindBid()
