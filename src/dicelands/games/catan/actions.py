"""Every action of base Catan, made once (shared objects), and the fixed list of their labels (the action space).

Notation: `settle (0,-1)/(1,-1)/(0,0)`, `city ...`, `road (0,0)/(1,0)`, `roll`, `end`, `buy card`,
`play knight|road-building|year-of-plenty|monopoly`, `take grain` (year of plenty), `monopoly ore`, `give 3 ore` (to a monopoly),
`robber (1,-1)`, `steal from seat 2`, `discard wool`, `bank 4 brick for ore`, `offer a trade`, `offer 1 brick` (one
more card to give), `ask 1 ore` (one more to ask), `propose`, `accept`, `reject`, `trade with seat 1`, `cancel`,
`claim` (reveal victory-point cards and win). Rules version 1 offered with `offer 2 brick`, `for 1 ore`."""
from __future__ import annotations

from typing import Final

from ...engine.actions import Action, make_action
from ...engine.errors import NotationError
from ...geometry import format_cell, parse_cell
from .board import CELLS, GRAPH
from .components import DEVELOPMENT_KINDS, RESOURCES

MAX_SEATS: Final = 4
# Final: compiled, the steps read these without a lookup by name
SETTLE: Final = tuple(make_action("settle", f"settle {t}", vertex=t) for t in GRAPH.vertex_text)
CITY: Final = tuple(make_action("city", f"city {t}", vertex=t) for t in GRAPH.vertex_text)
ROAD: Final = tuple(make_action("road", f"road {t}", edge=t) for t in GRAPH.edge_text)
ROBBER: Final = tuple(make_action("robber", f"robber {format_cell(c)}", cell=format_cell(c)) for c in CELLS)
STEAL: Final = tuple(make_action("steal", f"steal from seat {s}", seat=s) for s in range(MAX_SEATS))
TRADE_WITH: Final = tuple(make_action("trade-with", f"trade with seat {s}", seat=s) for s in range(MAX_SEATS))
DISCARD: Final = tuple(make_action("discard", f"discard {r}", resource=r) for r in RESOURCES)
TAKE: Final = tuple(make_action("take", f"take {r}", resource=r) for r in RESOURCES)
MONOPOLY: Final = tuple(make_action("monopoly", f"monopoly {r}", resource=r) for r in RESOURCES)
PLAY: Final = {kind: make_action("play", f"play {kind}", card=kind) for kind in DEVELOPMENT_KINDS
               if kind != "victory-point"}
ROLL: Final = make_action("roll", "roll", control=True)  # controls of the turn (engine/actions.py)
END: Final = make_action("end", "end", control=True)
BUY: Final = make_action("buy", "buy card")
GIVE: Final = {(n, r): make_action("give", f"give {n} {name}", count=n, resource=name)
               for n in range(20) for r, name in enumerate(RESOURCES)}  # to a monopoly
ACCEPT: Final = make_action("accept", "accept", control=True)
REJECT: Final = make_action("reject", "reject", control=True)
CANCEL: Final = make_action("cancel", "cancel", control=True)
CLAIM: Final = make_action("claim", "claim", control=True)


def _bank(rate: int, give: int, get: int) -> Action:
    return make_action("bank", f"bank {rate} {RESOURCES[give]} for {RESOURCES[get]}", rate=rate,
                       give=RESOURCES[give], get=RESOURCES[get])


BANK: Final = {(rate, give, get): _bank(rate, give, get)
               for rate in (2, 3, 4) for give in range(5) for get in range(5) if give != get}
# A domestic offer is composed card by card: start it, add one card of a kind to give or to ask, propose
# (trades.py; docs/rules/catan.md).
OFFER: Final = make_action("offer", "offer a trade")
OFFER_GIVE: Final[tuple[Action, ...]] = tuple(make_action("offer-give", f"offer 1 {name}", count=1, resource=name)
                                              for name in RESOURCES)
OFFER_ASK: Final[tuple[Action, ...]] = tuple(make_action("offer-ask", f"ask 1 {name}", count=1, resource=name)
                                             for name in RESOURCES)
PROPOSE: Final = make_action("propose", "propose", control=True)

ALL = (SETTLE + CITY + ROAD + ROBBER + STEAL + TRADE_WITH + DISCARD + TAKE + MONOPOLY + tuple(PLAY.values())
       + tuple(GIVE.values()) + (ROLL, END, BUY, ACCEPT, REJECT, CANCEL, CLAIM, OFFER) + tuple(BANK.values())
       + OFFER_GIVE + OFFER_ASK + (PROPOSE,))
LABELS = tuple(str(a) for a in ALL)


def canonical(text: str) -> str:
    """The notation with its intersection, path or hex written the one canonical way (any spelling the geometry
    reads is accepted); text that does not parse is returned as it is, for the usual refusal."""
    word, _, rest = " ".join(text.split()).partition(" ")
    try:
        if word in ("settle", "city"):
            return f"{word} {GRAPH.vertex_text[GRAPH.vertex(rest)]}"
        if word == "road":
            return f"road {GRAPH.edge_text[GRAPH.edge(rest)]}"
        if word == "robber":
            return f"robber {format_cell(parse_cell(rest))}"
    except NotationError:
        pass
    return text
