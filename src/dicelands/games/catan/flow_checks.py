"""What a Catan or Land Ho! position's flow may hold (positions only): the active seat's turn is the only turn under
way. Another seat has steps only while the active seat waits for it: a discard after a 7, cards given up to a
Monopoly, an answer to a trade offer."""
from __future__ import annotations

from ...engine.errors import PositionError

OTHER_SEAT_STEPS = frozenset({"discard", "give-all", "respond"})


def check_turn_flow(flow, active: int, goods_kinds: int) -> None:
    """`goods_kinds`: how many kinds of goods a trade bundle counts (5 resources; Land Ho! adds gold)."""
    check_bundles(flow, goods_kinds)
    waiting_for = []
    for seat, stack in enumerate(flow.stacks):
        if seat == active or not stack:
            continue
        for step in stack:
            if step.name not in OTHER_SEAT_STEPS:
                raise PositionError(f"position: flow.{seat}: seat {seat} has {step.name!r} pending, but seat {active} "
                                    "is the active seat (only it rolls, builds, trades or moves the robber; the "
                                    "others only discard, give up cards to a Monopoly or answer an offer)")
        waiting_for.append(seat)
    own = flow.stacks[active]
    # the active seat waits (a step that is no decision), or discards too, at the same time
    if waiting_for and not (any(not step.decision for step in own) or own and own[-1].name in OTHER_SEAT_STEPS):
        doing = f"decides {own[-1].name!r}" if own else "has no step"
        raise PositionError(f"position: flow.{waiting_for[0]}: seat {waiting_for[0]} has "
                            f"{flow.top(waiting_for[0]).name!r} pending, but the active seat {active} {doing} "
                            "instead of waiting for it")


def check_bundles(flow, goods_kinds: int) -> None:
    """A trade step's bundles (`give`, `ask`): one count per kind of goods, none below 0."""
    for seat, stack in enumerate(flow.stacks):
        for depth, step in enumerate(stack):
            for field in ("give", "ask"):
                bundle = getattr(step, field, None)
                if bundle is None:
                    continue
                if not (isinstance(bundle, tuple) and len(bundle) == goods_kinds and all(
                        isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 99 for n in bundle)):
                    raise PositionError(f"position: flow.{seat}.{depth}.{field}: expected {goods_kinds} counts (one "
                                        f"per kind of goods, 0-99), got {list(bundle) if isinstance(bundle, tuple) else bundle!r}")
