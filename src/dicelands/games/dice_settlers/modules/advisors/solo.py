"""The Diceoneer's Advisor (seed, Advisors "Solo Support" and Appendix 2, solo column).

Roll: its pink die showing Pioneer or Explore is placed by the base rules, and the "+1" token goes beside the side
its Advisor converts that face to (a resource conversion places a resource token instead, at Trade as rolled
resources are); the Advisor face is placed beside the Advisor's solo side. Broker Gold from last round is
distributed as if just rolled (at Trade). Resolving a side: the "+1" token and resource tokens there add 1 strength
each and are discarded; the Advisor face adds 1 (it is a die) and its solo effect.
"""
from __future__ import annotations

from collections import Counter

from ...actions import raid, recruit
from ...board import explore_positions, presence_cells
from ...diceoneer import PLAYER, raid_cell
from ...draws import draw_tiles
from ...gains import gain, place_tents, take_vp, tents_from_general
from .....geometry.hexgrid import neighbours
from ...rulesdata import RULES
from ...state import State, colour_of
from ...tables import HIDDEN_HEX, RESOURCES, TERRAIN_COLOUR, TILES, removable
from .abilities import remove_tent
from .spymaster import transfer
from .cards import ADVISORS
from .section import advisor_of, is_pink, section, update

SCIENTIST_STRENGTH = 2  # "adds a total of 3 strength instead of 1"
MERCHANT_VP = 4
BROKER_GOLD = 3
PATHFINDER_TENTS = 2
TRADE = HIDDEN_HEX.index("trade")


def place(state: State, faces: dict) -> dict:
    """diceoneer-roll: {pink die: its solo side} for an Advisor face; the tokens for a Pioneer or Explore face."""
    seat = state.bot_seat
    s = section(state)
    if s["gold"]:
        update(state, resources=s["resources"] + ("trade",) * s["gold"], gold=0)
    card = advisor_of(state, seat)
    out = {}
    for die, face in faces.items():
        if not is_pink(die) or not card:
            continue
        if face == "advisor":
            out[die] = HIDDEN_HEX.index(ADVISORS[card].solo_side)
        elif face in ADVISORS[card].conversions:
            icon = ADVISORS[card].conversions[face]
            if icon in RESOURCES:
                update(state, resources=section(state)["resources"] + ("trade",))
            else:
                update(state, token=icon)  # "If the +1 token is already in play ... simply move it"
    return out


def resolve(state: State, action: str, dice: list, strength: int) -> int:
    """diceoneer-action: tokens beside the side, then the Advisor face's solo effect."""
    s = section(state)
    if s["token"] == action:
        strength += 1
        update(state, token="")
    here = s["resources"].count(action)
    if here:
        strength += here
        update(state, resources=tuple(r for r in s["resources"] if r != action))
    card = advisor_of(state, state.bot_seat)
    if card and any(is_pink(d) and state.diceoneer.faces.get(d) == "advisor" for d in dice):
        strength = EFFECTS[ADVISORS[card].solo_effect](state, strength)
    return strength


def steal(state: State, strength: int) -> int:
    """Spymaster: a non-white, non-pink die from the player's spent area, preferring colours the player has no
    presence for, then colours the Diceoneer has fewer of (then the lowest colour: our ruling for 'player's
    choice'); none to steal: it recruits an additional die."""
    p = state.players[PLAYER]
    terrains = {TILES[state.tiles[c]].terrain for c in presence_cells(state, PLAYER)}
    access = {TERRAIN_COLOUR[t] for t in terrains if t is not None}  # (a hex of no terrain gives no colour)
    owned = Counter(colour_of(d) for d in state.diceoneer.owned())
    stealable = [d for d in p.spent if colour_of(d) != "white" and removable(d)]
    if not stealable:
        return extra_die(state, strength)
    die = min(stealable, key=lambda d: (colour_of(d) in access, owned[colour_of(d)], colour_of(d), d))
    state.diceoneer.queue.append(transfer(state, PLAYER, die, state.bot_seat))
    return strength


def extra_die(state: State, strength: int) -> int:
    """Hegemon: one more die than the strength recruits (never white: recruit-colours gives the bot none)."""
    seat = state.bot_seat
    colours = recruit.recruitable(state, seat)
    if colours:
        owned = Counter(colour_of(d) for d in state.diceoneer.owned())
        recruit.recruit_die(state, seat, min(colours, key=lambda c: owned[c]))
    return strength


def three_strength(state: State, strength: int) -> int:
    return strength + SCIENTIST_STRENGTH


def clear_and_build(state: State, strength: int) -> int:
    """General: the raid on its tile, then every tent there returns (the player's to the personal supply, the
    bot's to the general supply) and the bot builds a house there. The base raid then has no strength left."""
    cell = raid_cell(state)
    if cell is None:
        return strength
    seat = state.bot_seat
    unused = raid.raid(state, cell, PLAYER, strength)
    take_vp(state, seat, unused * RULES.bot_unused_vp[state.options["difficulty"]])
    for owner, count in enumerate(state.tents[cell]):
        for _ in range(count):
            remove_tent(state, cell, owner)
    if cell not in state.houses and state.players[seat].houses:  # ruling: no house where one stands
        state.players[seat].houses -= 1
        state.houses[cell] = seat
    return 0


def four_vp(state: State, strength: int) -> int:
    take_vp(state, state.bot_seat, MERCHANT_VP)
    return strength


def gold_next_round(state: State, strength: int) -> int:
    update(state, gold=section(state)["gold"] + BROKER_GOLD)
    return strength


def tents_and_tile(state: State, strength: int) -> int:
    """Pathfinder: 2 tents into its personal supply and a second tile by its exploration rules (placed before the
    side's own exploration; nobody is asked to join this one: our ruling, so one turn opens one joining)."""
    seat = state.bot_seat
    p = state.players[seat]
    tents_from_general(p, PATHFINDER_TENTS)
    p.personal += PATHFINDER_TENTS
    drawn = draw_tiles(state, state.stack, 1)
    if drawn:
        tile = drawn[0]
        own = set(presence_cells(state, seat))
        cell = min(explore_positions(state, seat), key=lambda c: (-sum(n in own for n in neighbours(c)), c))
        state.tiles[cell] = tile
        state.tents[cell] = (0,) * state.seats
        place_tents(state, seat, cell)
        bonus = TILES[tile].exploration_bonus
        if bonus:
            gain(state, seat, bonus)
    return strength


EFFECTS = {"steal": steal, "three_strength": three_strength, "clear_and_build": clear_and_build,
           "extra_die": extra_die, "four_vp": four_vp, "gold_next_round": gold_next_round,
           "tents_and_tile": tents_and_tile}
