"""The Treasure die (seed F&S › The Treasure Die): gained with presence on Treasure Island (#X7), returned when that
presence is lost."""
from __future__ import annotations

from ...board import has_presence
from ...gains import new_die
from .data import SEA
from .section import sea, update

TREASURE_ISLAND = next(h.id for h in SEA.hexes.values() if h.treasure)


def island_cell(state):
    return next((c for c, t in state.tiles.items() if t == TREASURE_ISLAND), None)


def sync(state) -> None:
    """"When you gain access to the Treasure Die (by establishing presence on Island Tile #X7), place one of the
    Treasure Dice from the supply in your spent dice area"; "If you lose your presence from the Treasure Island,
    immediately return the Treasure Die to the supply"."""
    cell = island_cell(state)
    if cell is None:
        return
    s = sea(state)
    dice = list(s.treasure)
    for seat in range(state.seats):
        present = has_presence(state, seat, cell)
        if present and dice[seat] is None and state.supply.get("treasure", 0) > 0:
            die = new_die(state, seat, "treasure")
            if seat == state.bot_seat:
                state.bot.queue.append(die)  # seed solo: "place the Treasure die at the back of Diceoneer's queue"
            else:
                state.players[seat].spent.append(die)
            dice[seat] = die
        elif not present and dice[seat] is not None:
            remove_die(state, seat, dice[seat])
            dice[seat] = None
    if tuple(dice) != s.treasure:
        update(state, treasure=tuple(dice))


def remove_die(state, seat: int, die: str) -> None:
    if seat == state.bot_seat:
        bot = state.bot
        if die in bot.queue:
            bot.queue.remove(die)
        for side in bot.sides:
            if die in side:
                side.remove(die)
        bot.faces.pop(die, None)
    else:
        p = state.players[seat]
        p.active.pop(die, None)
        for zone in (p.bag, p.spent):
            if die in zone:
                zone.remove(die)
        if die in p.spent_this_round:
            p.spent_this_round = tuple(d for d in p.spent_this_round if d != die)
    state.supply["treasure"] += 1
