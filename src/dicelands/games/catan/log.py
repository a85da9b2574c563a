"""The log lines of base Catan, per reader: each action in words (`describe`) and what followed on its own (`events`:
the roll, production and other moves of cards, a theft as its two seats and as the others know it, awards, turns)."""
from __future__ import annotations

from collections import Counter

from ...engine.english import with_article
from . import words
from .board import CELLS
from .components import RESOURCES
from .robber import MoveRobber, Steal
from .state import NOBODY, State
from .steps import Roll
from .trades import RESOURCE_GOODS, Compose, ConfirmTrade, Goods, Respond, bundle_text


def roll_event(before, after, roll_step) -> list[str]:
    """The roll just made, if the action was one: the roller's roll step is gone from its stack in the same turn with
    the game going on (a knight played before rolling leaves it below the robber; a claimed win clears the stack).
    Never a comparison of the dice, which misses a roll equal to the last one and credits it at a turn change."""
    seat = before.active
    if not isinstance(before.flow.top(seat), roll_step) or after.turns != before.turns \
            or after.winner != before.winner or any(isinstance(step, roll_step) for step in after.flow.stacks[seat]):
        return []
    a, b = after.last_roll
    return [f"seat {seat} rolls {a}+{b} = {a + b}"]


def describe(state: State, seat: int, action, reader: int | None) -> str:
    """The action as `reader` may know it: a discard names its card to everyone (it goes to the open bank); places
    are named by the hexes around them (words.py)."""
    trade = describe_trade(RESOURCE_GOODS, state, seat, action)
    if trade:
        return trade
    board = words.places(tuple(CELLS), tuple(state.board.terrains), tuple(state.board.numbers))
    return f"seat {seat}: " + words.log_text(board, action)


def events(before: State, after: State, reader: int | None) -> list[str]:
    lines = []
    lines += roll_event(before, after, Roll)
    robbing = isinstance(before.flow.top(before.active), (MoveRobber, Steal))
    changes = [[a - b for a, b in zip(after.hands[s], before.hands[s])] for s in range(after.seats)]
    if robbing and any(any(change) for change in changes):
        victim = next(s for s, change in enumerate(changes) if sum(change) < 0)
        if reader in (after.active, victim):
            name = RESOURCES[next(r for r, n in enumerate(changes[after.active]) if n > 0)]
            lines.append(f"seat {after.active} steals {with_article(name)} from seat {victim}")
        else:
            lines.append(f"seat {after.active} steals a card from seat {victim}")
    else:  # every other move of cards is open: production, building, trades, discards, monopoly
        for s, change in enumerate(changes):
            if any(change):
                lines.append(f"seat {s}: " + ", ".join(f"{'+' if n > 0 else ''}{n} {name}"
                                                       for name, n in zip(RESOURCES, change) if n))
    for s in range(after.seats):
        if len(after.fresh[s]) > len(before.fresh[s]):
            drawn = (Counter(after.fresh[s]) - Counter(before.fresh[s])).most_common(1)[0][0]
            lines.append(f"seat {s} draws {with_article(drawn) if reader == s else 'a development card'}")
    if after.longest != before.longest:
        lines.append("longest road: " + (f"seat {after.longest}" if after.longest != NOBODY else "nobody"))
    if after.army != before.army:
        lines.append(f"largest army: seat {after.army}")
    if after.turns != before.turns:
        lines.append(f"turn {after.turns}: seat {after.active}")
    return lines


def describe_trade(goods: Goods, state, seat: int, action) -> str | None:
    """A trade decision as a log line in players' words ("seat 0 offers 2 wool and 1 ore for 1 brick"); None for
    the other actions."""
    step, kind = state.flow.top(seat), action.kind
    kinds = goods.kinds
    if isinstance(step, Compose):
        if kind == "propose":
            return f"seat {seat} offers {bundle_text(kinds, step.give)} for {bundle_text(kinds, step.ask)}"
        if kind == "cancel":
            return f"seat {seat} withdraws the draft ({bundle_text(kinds, step.give)} for " \
                   f"{bundle_text(kinds, step.ask)})"
        return f"seat {seat} composes: {'gives' if kind == 'offer-give' else 'asks'} 1 more {action['resource']}"
    if isinstance(step, Respond):
        return f"seat {seat} {'accepts' if kind == 'accept' else 'declines'}"
    if isinstance(step, ConfirmTrade):
        if kind == "trade-with":
            return (f"seat {seat} trades {bundle_text(kinds, step.give)} for {bundle_text(kinds, step.ask)} with "
                    f"seat {action['seat']}")
        return f"seat {seat} cancels the offer"
    if kind == "offer":
        return f"seat {seat} starts an offer"
    return None
