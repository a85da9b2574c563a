"""Every action of Land Ho!, made once (shared objects), and the fixed list of their labels (the action space).

Notation: `roll`, `discard wool` (base Catan's), `bank 3 wool for ore`, `bank 3 wool for gold`, `gold for ore`,
`road E`, `settle V`, `harbor V` (upgrade), `ship E` (build a ship there), `recycle ship 2` (all three on the board:
take ship 2 off to build it anew), `settler at V` (into the harbor's basin), `settler on ship 2`, `sail` (to the
movement phase), `end`; moving: `steer ship 2`, then `to E` (1 movement point), `wool` (+2), `load`, `unload`, `dump`
(the settler back to the supply), `found V` (settle from the settler ship), `stop`; trades between players
as base Catan's (`offer a trade`, `offer 1 wool`, `ask 1 ore`, `propose`, `accept`, `trade with seat 1`), gold too
(`offer 1 gold`, `ask 1 gold`). Ships are numbered 1-3 per colour."""
from __future__ import annotations

from ....engine.actions import make_action
from ....engine.errors import NotationError
from ..actions import DISCARD, ROLL
from ..actions import ACCEPT, CANCEL, OFFER, OFFER_ASK, OFFER_GIVE, PROPOSE, REJECT, TRADE_WITH
from ..components import RESOURCES
from .board import GRAPH

SHIPS = 3
ROAD = tuple(make_action("road", f"road {t}", edge=t) for t in GRAPH.edge_text)
SETTLE = tuple(make_action("settle", f"settle {t}", vertex=t) for t in GRAPH.vertex_text)
HARBOR = tuple(make_action("harbor", f"harbor {t}", vertex=t) for t in GRAPH.vertex_text)
SHIP = tuple(make_action("ship", f"ship {t}", edge=t) for t in GRAPH.edge_text)
SETTLER_AT = tuple(make_action("settler-at", f"settler at {t}", vertex=t) for t in GRAPH.vertex_text)
FOUND = tuple(make_action("found", f"found {t}", vertex=t) for t in GRAPH.vertex_text)
TO = tuple(make_action("to", f"to {t}", edge=t) for t in GRAPH.edge_text)
SETTLER_ON = tuple(make_action("settler-on", f"settler on ship {n + 1}", ship=n + 1) for n in range(SHIPS))
RECYCLE = tuple(make_action("recycle", f"recycle ship {n + 1}", ship=n + 1) for n in range(SHIPS))
STEER = tuple(make_action("steer", f"steer ship {n + 1}", ship=n + 1) for n in range(SHIPS))
BANK = {(give, get): make_action("bank", f"bank 3 {RESOURCES[give]} for {RESOURCES[get]}", rate=3,
                                 give=RESOURCES[give], get=RESOURCES[get])
        for give in range(5) for get in range(5) if give != get}
BANK_GOLD = tuple(make_action("bank", f"bank 3 {name} for gold", rate=3, give=name, get="gold") for name in RESOURCES)
BUY = tuple(make_action("buy", f"gold for {name}", resource=name) for name in RESOURCES)
SAIL, WOOL, LOAD, UNLOAD, DUMP = (make_action(k, k) for k in ("sail", "wool", "load", "unload", "dump"))
END, STOP = (make_action(k, k, control=True) for k in ("end", "stop"))  # controls of the turn (engine/actions.py)

# trades between players (trades.py): base Catan's offer actions, and gold as one more kind of goods
GOLD_GIVE = make_action("offer-give", "offer 1 gold", count=1, resource="gold")
GOLD_ASK = make_action("offer-ask", "ask 1 gold", count=1, resource="gold")
GOODS_GIVE, GOODS_ASK = OFFER_GIVE + (GOLD_GIVE,), OFFER_ASK + (GOLD_ASK,)
TRADES = (OFFER, ACCEPT, REJECT, CANCEL, PROPOSE, *TRADE_WITH, *GOODS_GIVE, *GOODS_ASK)

ALL = (ROAD + SETTLE + HARBOR + SHIP + SETTLER_AT + FOUND + TO + SETTLER_ON + RECYCLE + STEER + tuple(BANK.values())
       + BANK_GOLD + BUY + DISCARD + (ROLL, SAIL, END, WOOL, LOAD, UNLOAD, DUMP, STOP) + TRADES)
LABELS = tuple(str(a) for a in ALL)
AT_VERTEX = {a: i for group in (SETTLE, HARBOR, SETTLER_AT, FOUND) for i, a in enumerate(group)}
AT_EDGE = {a: i for group in (ROAD, SHIP, TO) for i, a in enumerate(group)}


EDGE_WORDS = ("road", "ship", "to")


def canonical(text: str) -> str:
    """The notation with its intersection or path written the one canonical way (`settle (0,0).S`, `to (2,0).SE`
    are read too); text that does not parse is returned as it is, for the usual refusal."""
    text = " ".join(text.split())
    for words in ("settler at", "settle", "harbor", "found", "road", "ship", "to"):
        if text.startswith(words + " "):
            rest = text[len(words) + 1:]
            try:
                if words in EDGE_WORDS:
                    return f"{words} {GRAPH.edge_text[GRAPH.edge(rest)]}"
                return f"{words} {GRAPH.vertex_text[GRAPH.vertex(rest)]}"
            except NotationError:
                return text
    return text
