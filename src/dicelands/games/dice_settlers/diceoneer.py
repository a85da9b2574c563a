"""The Diceoneer, the solo opponent (spec §10, §12 G25; seed solo-support passages where they state base rules).

Roll phase: the first `bot_hand_size` dice of its queue are rolled and placed beside its Action Hex: action faces at
the matching sides first, then resource faces at Trade, then each Pioneer at the side with the most dice (ties: lowest
side number). Its two turns: a d6 (chance kind "bot", forced text "1".."6") picks a side (1 Explore, 2 Settle, 3 Raid,
4 Recruit, 5 Research, 6 Trade), stepping clockwise past empty sides; strength = the dice there, which then go to the
back of the queue. Unused strength scores VP by difficulty; it governs whenever it may. Its tents come from its own
personal supply (none when it is empty); tents raided from it go to the general supply (seed Advisors solo: "tents
returned to the bot are placed in the general supply"). Of its technologies only Raid absorption acts.

It acts through the same public operations a player's actions use (actions/*.py, gains.py). During its turn its
stack holds the marker `DiceoneerTurn`; an exploration others may join leaves `ExplorationOpen` on top of it until
they have decided, and its turn ends (with Govern) once the marker is on top again.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ...engine.flow import Waiting
from ...geometry.hexgrid import neighbours
from .actions import explore, govern, raid, recruit, research
from .board import presence_cells, settle_targets
from .draws import roll_dice
from .gains import place_tents, take_vp
from .hooks import in_play as modules_in_play
from .rulesdata import RULES
from .state import State, colour_of
from .steps import STEPS
from .tables import HIDDEN_HEX, PIONEER_LIKE, TECHS, TILES
from .words import tech_name, tile_at, tile_name

PLAYER = 0  # the Diceoneer plays only the solo game, against seat 0


def _stars(tile: str) -> int:
    stars = TILES[tile].vp_stars
    return stars.first if stars else 0


@dataclass(frozen=True)
class DiceoneerTurn(Waiting):
    """The Diceoneer's turn in the Action phase (no decision: it waits only on others joining its exploration)."""



def play_turn(state: State) -> bool:
    """Run (or resume) the Diceoneer's turn; True once it is over."""
    seat = state.bot_seat
    top = state.flow.top(seat)
    if top is None:
        state.flow = state.flow.push(seat, DiceoneerTurn())
        if not take_turn(state):
            return False
    elif isinstance(top, DiceoneerTurn):
        finish_action(state)  # its exploration was joined or declined: now it governs
    else:
        return False
    state.flow = state.flow.pop(seat)
    return True


def roll(state: State) -> None:
    bot = state.diceoneer
    hand = bot.queue[:RULES.bot_hand_size]
    del bot.queue[:len(hand)]
    faces = roll_dice(state, hand)
    by_module = {}  # die -> side, for dice a module places (Western Sea: the pink die's Advisor face)
    for hooks in modules_in_play(state.options):
        if hooks.diceoneer_roll:
            by_module.update(hooks.diceoneer_roll(state, faces) or {})
    for die, side in by_module.items():
        _place_die(bot, die, faces[die], side)
    hand = [die for die in hand if die not in by_module]
    pioneers = [die for die in hand if faces[die] in PIONEER_LIKE]  # seed F&S solo: a Ship "like a Ship icon"
    # a multi-icon face goes by its icons other than Pioneer and VP (seed F&S solo, the Treasure die)
    placed = {die: [i for i in faces[die].split("+") if i not in PIONEER_LIKE and i != "vp"] or [faces[die]]
              for die in hand}
    actions = [die for die in hand if die not in pioneers and placed[die][0] in HIDDEN_HEX]
    resources = [die for die in hand if die not in pioneers and die not in actions]
    for die in actions:
        _place_die(bot, die, faces[die], HIDDEN_HEX.index(placed[die][0]))
    for die in resources:
        _place_die(bot, die, faces[die], HIDDEN_HEX.index("trade"))
    for die in pioneers:  # G25: "once the rest of that roll is placed"
        _place_die(bot, die, faces[die], max(range(6), key=lambda i: (len(bot.sides[i]), -i)))


def _place_die(bot, die: str, icon: str, side: int) -> None:
    bot.sides[side].append(die)
    bot.faces[die] = icon


def roll_d6(state: State) -> int:
    return state.rng.forced_or("bot", lambda: state.rng.die(6), d6_face)


def d6_face(text: str) -> int:
    if text.strip() not in ("1", "2", "3", "4", "5", "6"):
        raise ValueError("the Diceoneer's die shows 1-6")
    return int(text)


def _snapshot(state: State) -> tuple:
    seat = state.bot_seat
    p = state.players[seat]
    return (p.vp, p.techs, Counter(colour_of(d) for d in state.diceoneer.owned()), dict(state.tents), dict(state.houses),
            dict(state.tiles))


def _summary(state: State, before: tuple, d6: int, side: int | None, strength: int) -> str:
    """One log line for a Diceoneer turn: the d6, the side resolved, and what changed on the table."""
    seat = state.bot_seat
    vp, techs, dice, tents, houses, tiles = before
    rolled = HIDDEN_HEX[d6 - 1]
    if side is None:
        head = f"the Diceoneer rolls {d6} ({rolled}): no dice beside its hex"
    elif side == d6 - 1:
        head = f"the Diceoneer rolls {d6}: {rolled} with strength {strength}"
    else:  # an empty side passes clockwise to the next side with dice (G25)
        head = f"the Diceoneer rolls {d6} ({rolled}, no dice there): {HIDDEN_HEX[side]} with strength {strength}"
    # in players' words (words.py): tiles by name, places by the tiles beside them, technologies by name
    done = [f"places {tile_name(tile)}" for cell, tile in state.tiles.items() if cell not in tiles]
    for cell, counts in state.tents.items():
        old = tents.get(cell, (0,) * len(counts))
        if counts[seat] > old[seat]:
            placed = counts[seat] - old[seat]
            done.append(f"{placed} tent{'s' if placed > 1 else ''} on {tile_at(state, cell)}")
        if counts[PLAYER] < old[PLAYER]:
            done.append(f"removes {old[PLAYER] - counts[PLAYER]} of seat {PLAYER}'s tents from {tile_at(state, cell)}")
    done += [f"recruits {n} {colour} {'dice' if n > 1 else 'die'}" for colour, n in
             (Counter(colour_of(d) for d in state.diceoneer.owned()) - dice).items()]
    done += [f"researches {tech_name(tech)}" for tech in state.players[seat].techs if tech not in techs]
    done += [f"builds a house on {tile_at(state, cell)}" for cell, owner in state.houses.items()
             if owner == seat and cell not in houses]
    gained = state.players[seat].vp - vp
    if gained:
        done.append(f"{gained} VP")
    return head + (": " + ", ".join(done) if done else "")


def take_turn(state: State) -> bool:
    """Resolve one Diceoneer turn; False while it waits for a player to decide whether to join its exploration."""
    before = _snapshot(state)
    d6 = roll_d6(state)
    state.diceoneer.last_roll = d6
    for hooks in modules_in_play(state.options):
        if hooks.diceoneer_turn:
            hooks.diceoneer_turn(state, d6)
    side = next(((d6 - 1 + k) % 6 for k in range(6) if state.diceoneer.sides[(d6 - 1 + k) % 6]), None)
    strength = len(state.diceoneer.sides[side]) if side is not None else 0  # (for the log; modules may add, below)
    finished = _take_turn(state, side)
    state.diceoneer.log = state.diceoneer.log + (_summary(state, before, d6, side, strength),)
    return finished


def _take_turn(state: State, side: int | None) -> bool:
    bot, seat = state.diceoneer, state.bot_seat
    if side is None:
        finish_action(state)
        return True
    dice = bot.sides[side]
    bot.sides[side] = []
    in_play = modules_in_play(state.options)
    strength = len(dice) + sum(hooks.diceoneer_strength(state, dice) for hooks in in_play if hooks.diceoneer_strength)
    action = HIDDEN_HEX[side]
    for hooks in in_play:  # before the side resolves: tokens, Advisor effects
        if hooks.diceoneer_action:
            strength = hooks.diceoneer_action(state, action, dice, strength)
    for die in dice:
        del bot.faces[die]
    bot.queue.extend(dice)
    unused = 0
    if action == "explore":
        return _explore(state, strength)
    if action == "settle":
        unused = _settle(state, strength)
    elif action == "raid":
        unused = _raid(state, strength)
    elif action == "recruit":
        unused = _recruit(state, strength)
    elif action == "research":
        unused = _research(state, strength)
    elif action == "trade":
        take_vp(state, seat, RULES.bot_trade_vp[state.options["difficulty"]] * strength)
    take_vp(state, seat, unused * unused_strength_vp(state))
    finish_action(state)
    return True


def unused_strength_vp(state: State) -> int:
    """VP per strength it could not use: the difficulty's (G25), or more where a module in play asks for it."""
    level = RULES.bot_unused_vp[state.options["difficulty"]]
    return max([level, *(hooks.diceoneer_unused_strength(state) for hooks in modules_in_play(state.options)
                        if hooks.diceoneer_unused_strength)])


def finish_action(state: State) -> None:
    """G25: the bot takes Govern whenever it is legal."""
    seat = state.bot_seat
    for cell in govern.govern_cells(state, seat):
        if state.players[seat].houses and cell in govern.govern_cells(state, seat):
            govern.build_house(state, seat, cell)


def _explore(state: State, strength: int) -> bool:
    seat = state.bot_seat
    drawn = explore.drawn_tiles(state, seat, max(strength, 1))
    take_vp(state, seat, max(0, strength - len(drawn)) * unused_strength_vp(state))
    if not drawn:
        finish_action(state)
        return True
    tile = max(drawn, key=lambda t: (_stars(t), -TILES[t].number))
    explore.keep_drawn(state, tuple(drawn), tile)
    own = set(presence_cells(state, seat))
    cell = min(explore.put_cells(state, seat, tile), key=lambda c: (-sum(n in own for n in neighbours(c)), c))
    if not explore.put_tile(state, seat, tile, cell):
        return False
    finish_action(state)
    return True


def _settle(state: State, strength: int) -> int:
    """G25: all tents on the one tile where they most improve its control; what that tile cannot take goes to the
    next best tile. Returns the strength left unused (no tile could take more, or its supply ran out)."""
    seat = state.bot_seat
    left = strength
    while left and state.players[seat].personal:
        reachable = settle_targets(state, seat) or [c for c, t in state.tiles.items() if TILES[t].settleable]
        cells = [c for c in reachable if state.houses.get(c) is None and _room(state, c) > 0]
        # a module's tile the bot settles before any other (F&S: the Port, for its Ship)
        first = [c for hooks in modules_in_play(state.options) if hooks.diceoneer_settle
                 for c in hooks.diceoneer_settle(state) if c in cells]
        # seed F&S solo: "The bot does not consider completely empty Shore hexes" (any module's hex, G15's fallback)
        cells = first[:1] or [c for c in cells if not TILES[state.tiles[c]].module or any(state.tents[c])]
        if not cells:
            break
        count = min(left, state.players[seat].personal)
        cell = max(cells, key=lambda c: _settle_value(state, c, min(count, _room(state, c))))
        left -= place_tents(state, seat, cell, min(count, _room(state, cell)))
    return left


def _margin(state: State, cell) -> tuple[int, int]:
    """(the bot's tents on the tile, the most tents any other seat has there)."""
    counts = state.tents[cell]
    seat = state.bot_seat
    return counts[seat], max(n for s, n in enumerate(counts) if s != seat)


def _room(state: State, cell) -> int:
    """Tents that still improve the bot's control of a tile without a house: up to the Govern lead (§6.4), since
    the house it then builds controls the tile for good and more tents there change nothing (ruling)."""
    mine, others = _margin(state, cell)
    return max(0, others + RULES.govern_lead - mine)


def _control_level(mine: int, others: int) -> int:
    """0 behind or absent, 1 tied for the most, 2 controls, 3 has the Govern lead (a house follows)."""
    if mine == 0 or mine < others:
        return 0
    if mine == others:
        return 1
    return 3 if mine >= others + RULES.govern_lead else 2


def _settle_value(state: State, cell, count: int) -> tuple:
    """How much `count` tents improve the bot's control of `cell`: control levels gained, then the tile's stars,
    then its lead afterwards (the smallest deficit first), then the lower tile number."""
    mine, others = _margin(state, cell)
    gained = _control_level(mine + count, others) - _control_level(mine, others)
    return gained, _stars(state.tiles[cell]), mine + count - others, -TILES[state.tiles[cell]].number


def _raid(state: State, strength: int) -> int:
    cell = raid_cell(state)
    return strength if cell is None else raid.raid(state, cell, PLAYER, strength)


def raid_cell(state: State):
    """The tile the Diceoneer raids (G25), or None."""
    seat = state.bot_seat
    cells = [c for c in presence_cells(state, seat) if state.tents[c][PLAYER] > 0]
    if not cells:
        return None
    leading = [c for c in cells if state.tents[c][PLAYER] > state.tents[c][seat]]
    if leading:
        return min(leading, key=lambda c: (state.tents[c][PLAYER] - state.tents[c][seat], -_stars(state.tiles[c]), c))
    return min(cells, key=lambda c: (-state.tents[c][PLAYER], c))


def _recruit(state: State, strength: int) -> int:
    seat = state.bot_seat
    count = 1 if strength < 3 else 2
    got = 0
    for _ in range(count):
        colours = recruit.recruitable(state, seat)
        if not colours:
            break
        owned = Counter(colour_of(d) for d in state.diceoneer.owned())
        colour = min(colours, key=lambda c: owned[c])
        recruit.recruit_die(state, seat, colour)
        got += 1
    if got == 0:
        return strength
    take_vp(state, seat, max(0, strength - 3))
    return 0


def _research(state: State, strength: int) -> int:
    seat = state.bot_seat
    p = state.players[seat]
    options = [t for t in state.tableau if t not in p.techs and TECHS[t].research_cost <= strength]
    if not options:
        return strength
    tech = max(options, key=lambda t: (TECHS[t].research_cost, -state.tableau.index(t)))
    research.own(state, seat, tech)
    return strength - TECHS[tech].research_cost

STEPS.register(DiceoneerTurn)
