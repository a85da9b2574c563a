"""The Diceoneer's Navy (seed F&S › Solo Support): the Navy counter, the blue die's Ship faces raising it, and the
bot's Sailing action along its path (spec §12 G31) before the action its d6 selects.

The seed's "Adjusting difficulty" options (ruling, docs/rules/dice-settlers.md). To decrease difficulty, "some or
all": each is its own module option, and `difficulty=easy` takes both unless an option says otherwise:
bot_blue_die (start: as written; port / recruit: no blue die at the start, one when the Port is explored or with the
bot's first Recruit action after that; at easy, easy_blue_die chooses between these two) and bot_sails_on_equal (no:
Sailing only when the d6 is below the counter). To increase it, by the level: hard: Fish faces raise the counter
too, a blue die joins the queue when the Port is explored, Sailing lowers the counter by 2 instead of resetting it;
expert: as hard, lowering it by 1."""
from __future__ import annotations

from ... import diceoneer
from ...board import has_presence
from ...gains import add_tents, new_die, take_vp, tents_from_general
from ...state import State, colour_of
from . import treasure
from .data import SEA
from .section import sea, update


def rolled(state: State, faces: dict) -> None:
    """"When the blue die rolls a Ship, treat it like a Ship icon, but additionally increase the Navy counter"."""
    raising = ("ship", "fish") if level(state) in ("hard", "expert") else ("ship",)
    ships = sum(1 for die, face in faces.items() if colour_of(die) == "blue" and face in raising)
    if ships:
        update(state, navy=sea(state).navy + ships)


def before_turn(state: State, d6: int) -> None:
    """"If during Diceoneer's turn both of the following conditions are true, resolve an additional Sailing action
    ... before resolving the action selected by the Action hex: The bot has access to its Ship. The number rolled on
    the bot's six-sided die is less than or equal to the value shown on the Navy counter"."""
    seat = state.bot_seat
    s = sea(state)
    if s.ships[seat] is None or d6 > s.navy or (d6 == s.navy and not sails_on_equal(state.options)):
        return
    cell = next_stop(state, s.ships[seat])
    ships = list(s.ships)
    ships[seat] = cell
    lowered = {"hard": s.navy - 2, "expert": s.navy - 1}.get(level(state), 0)  # "first reset the Navy counter"
    update(state, navy=max(0, lowered), ships=tuple(ships))
    tile = sea(state).tile_at(cell)
    if tile is not None:  # "face down tiles are first flipped face up"
        update(state, face_down=tuple(f for f in sea(state).face_down if f[0] != cell))
        state.tiles[cell] = tile
        state.tents[cell] = (0,) * state.seats
    land(state, seat, cell)


def settle_first(state: State) -> list:
    """"If the bot lost access to its Ship (for example by you raiding the Port tile), it will consider getting the
    Ship back (and settling on the Port) its highest priority above all else"."""
    s = sea(state)
    if s.port_cell is None or s.ships[state.bot_seat] is not None:
        return []
    return [s.port_cell]


def treasure_strength(state, dice) -> int:  # (state unread: tests give None)
    """"During resolution, treat the Treasure Die as having a strength of 2": one more than a die."""
    return sum(1 for die in dice if colour_of(die) == "treasure")


def level(state: State) -> str:
    return state.options["difficulty"]


def blue_die_rule(options: dict) -> str:
    """When the Diceoneer gets its blue die: "start" (as written), "port" or "recruit" ("The bot starts with no blue
    die. Give it the blue die either automatically when the Port is explored, or on the first Recruit action it takes
    following it"): option bot_blue_die, else the easy bundle (easy_blue_die), else as written."""
    chosen = options.get("bot_blue_die", "by-difficulty")
    if chosen != "by-difficulty":
        return chosen
    return options.get("easy_blue_die", "port") if options.get("difficulty") == "easy" else "start"


def sails_on_equal(options: dict) -> bool:
    """Whether the Diceoneer sails when its d6 equals the counter (no: "The Sailing action is only triggered if the
    rolled value is less than the Navy strength, not if equal"): option bot_sails_on_equal, else not at easy."""
    chosen = options.get("bot_sails_on_equal", "by-difficulty")
    return chosen == "yes" if chosen != "by-difficulty" else options.get("difficulty") != "easy"


def port_explored(state: State) -> None:
    """Decreasing: "Give it the blue die either automatically when the Port is explored, or on the first Recruit
    action it takes following it" (blue_die_rule); hard/expert: "When the Port is explored, automatically add a blue
    die to the back of the bot's queue" (both may apply: two dice)."""
    if state.bot is None:
        return
    rule = blue_die_rule(state.options)
    if rule == "recruit":
        update(state, blue_owed=True)
    added = (rule == "port") + (level(state) in ("hard", "expert"))
    for _ in range(added):
        if state.supply.get("blue", 0) > 0:
            state.diceoneer.queue.append(new_die(state, state.bot_seat, "blue"))


def recruiting(state: State, action: str, dice, strength: int) -> int:
    """Before a Diceoneer action resolves (extension point diceoneer-action): the first Recruit after the Port was
    explored brings the bot's blue die, when bot_blue_die (or at easy easy_blue_die) says so (it joins the back of
    the queue, as the other dice the bot gains)."""
    if action == "recruit":
        pay_blue_debt(state)
    return strength


def pay_blue_debt(state: State) -> None:
    if sea(state).blue_owed:
        update(state, blue_owed=False)
        if state.supply.get("blue", 0) > 0:
            state.diceoneer.queue.append(new_die(state, state.bot_seat, "blue"))


def _recruit_by_sea(state: State) -> int:
    """A Water tile's Recruit is a Recruit action too: it brings an owed blue die first."""
    pay_blue_debt(state)
    return diceoneer._recruit(state, 1)


def path(state: State) -> list:
    """G31: the Port, each Shore hex in the order placed, each Sea hex in the order placed (nearest the Port first)."""
    s = sea(state)
    shore = [c for c, t in state.tiles.items() if t in SEA.hexes and SEA.hexes[t].kind in ("seaside", "lighthouse")]
    return [s.port_cell, *shore, *s.sea_cells]


def next_stop(state: State, cell) -> tuple:
    """"move the Ship onto the next hex along this path, skipping any shore tiles the bot already has a presence on.
    If the bot finishes its path, it loops around to the Port hex"."""
    stops = path(state)
    at = stops.index(cell) if cell in stops else 0
    for index in range(at + 1, len(stops)):
        nxt = stops[index]
        if nxt in sea(state).sea_cells or not has_presence(state, state.bot_seat, nxt):
            return nxt
    return stops[0]


def land(state: State, seat: int, cell) -> None:
    kind = SEA.hexes[state.tiles[cell]].kind
    p = state.players[seat]
    if kind in ("seaside", "lighthouse", "island"):  # "it adds 1 tent directly from the general supply"
        tents_from_general(p, 1)
        add_tents(state, seat, cell)
        # "If it is the Treasure Island, place the Treasure die at the back of Diceoneer's queue": now, as the Sailing
        # comes "before resolving the action selected by the Action hex", whose dice then join the queue after it
        treasure.sync(state)
        return
    hex_ = SEA.hexes[state.tiles[cell]]
    if hex_.action:  # "immediately perform the action with a strength of one"
        act = {"trade": lambda: take_vp(state, seat, diceoneer.RULES.bot_trade_vp[state.options["difficulty"]]),
               "research": lambda: diceoneer._research(state, 1), "recruit": lambda: _recruit_by_sea(state)}
        unused = act[hex_.action]() or 0
        take_vp(state, seat, unused * diceoneer.RULES.bot_unused_vp[state.options["difficulty"]])
        return
    if hex_.gain.get("tents"):  # "Water tile with other benefit: gain the benefit" (Fish: the bot keeps none)
        tents_from_general(p, hex_.gain["tents"])
        p.personal += hex_.gain["tents"]
