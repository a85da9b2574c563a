"""What seats gain and where things go: VP from the supply (G04), new dice, tents (unlimited, §1.1), printed gains
of tiles and factories, and a die spent (G08: it stays in the spent area until clean-up)."""
from __future__ import annotations

from .state import LETTER, Player, State


def take_vp(state: State, seat: int, n: int) -> None:
    """VP come from the supply; once it is empty, from the reserve (G04), and the end trigger fires."""
    if n <= 0:
        return
    state.players[seat].vp += n
    from_supply = min(n, state.vp_supply)
    state.vp_supply -= from_supply
    state.vp_reserve_used += n - from_supply


def new_die(state: State, seat: int, colour: str) -> str:
    state.supply[colour] -= 1
    return next_id(state.players[seat], colour)


def next_id(p: Player, colour: str) -> str:
    """The id of the seat's next die of `colour` (its serial moves on)."""
    serial = p.serial.get(colour, 0) + 1
    p.serial[colour] = serial
    return f"{LETTER[colour]}{serial}"


def tents_from_general(p: Player, n: int) -> None:
    """Tents are unlimited (spec §1.1): a missing tent is substituted (tents_total grows)."""
    if p.general < n:
        p.tents_total += n - p.general
        p.general = n
    p.general -= n


def add_tents(state: State, seat: int, cell, n: int = 1) -> None:
    counts = list(state.tents[cell])
    counts[seat] += n
    state.tents[cell] = tuple(counts)


def gain(state: State, seat: int, g, dice_to: str = "spent") -> None:
    p = state.players[seat]
    if seat == state.bot_seat:  # the Diceoneer keeps only VP, tents and dice from printed gains (ruling; G25)
        take_vp(state, seat, g.vp)
        if g.tents:
            tents_from_general(p, g.tents)
            p.personal += g.tents
        for colour, n in g.dice.items():
            for _ in range(min(n, state.supply.get(colour, 0))):
                state.diceoneer.queue.append(new_die(state, seat, colour))
        return
    take_vp(state, seat, g.vp)
    if g.tents:
        tents_from_general(p, g.tents)
        p.personal += g.tents
    for res, n in g.resources.items():
        p.res[res] = p.res.get(res, 0) + n
    for colour, n in g.dice.items():
        for _ in range(min(n, state.supply.get(colour, 0))):
            die = new_die(state, seat, colour)
            (p.bag if dice_to == "bag" else p.spent).append(die)


def spend_die(p: Player, die: str) -> None:
    """An icon of `die` was spent: the die goes to the spent area and stays there until clean-up (G08)."""
    del p.active[die]
    p.spent.append(die)
    p.spent_this_round = p.spent_this_round + (die,)


def place_tents(state: State, seat: int, cell, count: int = 1) -> int:
    """Place up to `count` tents from the seat's personal supply on `cell` (none once it is empty: G25 for the
    Diceoneer; players are only offered what they have). Returns the tents placed."""
    p = state.players[seat]
    placed = min(count, p.personal)
    if placed:
        p.personal -= placed
        add_tents(state, seat, cell, placed)
    return placed
