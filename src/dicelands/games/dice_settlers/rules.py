"""Dice Settlers, the game: options, seats, setup, the round loop and every decision (rulings: docs/rules/dice-settlers.md).

Round (spec §3): Roll (every seat at once: draw to hand size, roll, manipulate; a barrier before the Action phase)
-> Action (two turns each in turn order, one action per turn, each type once per round; free actions Govern and
factories in your turn) -> Clean-up (G12). The Diceoneer (solo, spec §12 G25) plays its own turns (bot.py).
Multi-step actions are small decisions in a row: a seat's `step` says which (state.py lists them).
"""
from __future__ import annotations

from collections import Counter

from ...engine.chance import Rng
from ...engine.errors import ChanceError, OptionError
from ...engine.game import Game, Result, SeatPlan
from ...engine.options import OptionSpec
from ...geometry.hexgrid import neighbours
from . import bot as botmod
from .actions import Action, act
from .board import (ACTIONS, COMP, FACES, PAID_WITH, RECRUITABLE, RESOURCES, SETUP, TECHS, TERRAIN_COLOUR, TILES,
                    absorption, cell_text, explore_positions, has_presence, modifier, parse_cell, presence_cells,
                    settle_targets, start_positions, tech_effects)
from .components import provenance_summary
from .rulesdata import RULES
from .scoring import score_lines, winners
from .state import (LETTER, PH_ACTION, PH_DRAFT, PH_OVER, PH_ROLL, PH_START, S_AFTER, S_CHOOSE, S_EXP_CHOOSE,
                    S_EXP_EXTRA, S_EXP_PUT, S_FACE, S_JOIN, S_KEEP, S_MANIP, S_MODE, S_MOVE_TO, S_PAY, S_RAID_TARGET,
                    S_RAID_TILE, S_RECRUIT, S_RESEARCH, S_REROLL, S_SETTLE, S_START, S_TOKENS, S_TRADE, WAIT, Bot,
                    Player, State, colour_of, die_sort_key)

DECISION_STEPS = {S_KEEP, S_START, S_MANIP, S_MODE, S_FACE, S_REROLL, S_CHOOSE, S_PAY, S_EXP_CHOOSE, S_EXP_PUT, S_JOIN,
                  S_EXP_EXTRA, S_SETTLE, S_MOVE_TO, S_RECRUIT, S_RESEARCH, S_TOKENS, S_RAID_TILE, S_RAID_TARGET,
                  S_TRADE, S_AFTER}
JOIN_WAIT = "join-wait"  # the explorer waits while others decide whether to join
BOT_BUSY, BOT_DONE = "bot-busy", "bot-done"
PASS, DONE, END_TURN, PAY_DONE, BACK = (act("pass", "pass"), act("done", "done"), act("end", "end turn"),
                                         act("paydone", "pay done"), act("back", "back"))
JOIN, NOJOIN, EXTRA, NOEXTRA = (act("join", "join"), act("nojoin", "nojoin"), act("extra", "extra tent"),
                                act("noextra", "no extra tent"))
TAKE_TENTS, SETTLE_DONE, TRADE_DONE, REROLL_GO, CANCEL = (act("taketents", "take tents"),
                                                           act("settledone", "settle done"),
                                                           act("tradedone", "trade done"),
                                                           act("rerollgo", "reroll go"), act("cancel", "cancel"))
ICON_OF_ACTION = {a: PAID_WITH[a][0] for a in ACTIONS if a != "harvest"}


# ---- chance helpers (all randomness from state.rng; forced outcomes in the game's notation) ------------------------
def parse_rolls(text: str) -> list[tuple[str, str]]:
    out = []
    for token in text.split():
        die, eq, icon = token.partition("=")
        if not eq:
            raise ChanceError(f"forced roll {text!r}: {token!r} is not like w1=explore")
        out.append((die, icon))
    return out


def roll_dice(state: State, dice: list[str]) -> dict:
    """Faces for `dice` (kind "roll", forced text like "w1=explore g2=wood" naming exactly these dice)."""
    forced = state.rng.take_forced("roll")
    if forced is None:
        return {d: FACES[colour_of(d)][state.rng.below(6)] for d in dice}
    pairs = parse_rolls(forced)
    if sorted(d for d, _ in pairs) != sorted(dice):
        raise ChanceError(f"forced roll {forced!r}: the dice rolled now are {' '.join(dice) or 'none'}")
    for die, icon in pairs:
        if icon not in FACES[colour_of(die)]:
            raise ChanceError(f"forced roll {forced!r}: {die} has no {icon} face")
    return dict(pairs)


def draw_dice(state: State, seat: int, count: int) -> list[str]:
    """Draw `count` dice from the bag, refilling it when empty (G08), then roll them. A refill takes only the dice
    spent in earlier rounds: dice spent this round stay in the spent area until clean-up (G08, 2026-11-30).

    Forced kind "roll": "w1=pioneer y1=food" names the dice drawn (in the bag, after a refill if needed) and faces."""
    p = state.players[seat]
    forced = state.rng.take_forced("roll")
    drawn: list[str] = []
    if forced is None:
        for _ in range(count):
            if not p.bag:
                _refill(p)
            if not p.bag:
                break
            drawn.append(p.bag.pop(state.rng.below(len(p.bag))))
        faces = {d: FACES[colour_of(d)][state.rng.below(6)] for d in drawn}
    else:
        pairs = parse_rolls(forced)
        if len(pairs) > count:
            raise ChanceError(f"forced roll {forced!r}: only {count} dice are drawn now")
        for die, icon in pairs:
            if not p.bag:
                _refill(p)
            if die not in p.bag:
                raise ChanceError(f"forced roll {forced!r}: {die} is not in seat {seat}'s bag")
            if icon not in FACES[colour_of(die)]:
                raise ChanceError(f"forced roll {forced!r}: {die} has no {icon} face")
            p.bag.remove(die)
            drawn.append(die)
        if len(pairs) < count and drawable(p):
            raise ChanceError(f"forced roll {forced!r}: {count} dice must be drawn")
        faces = dict(pairs)
    for die in drawn:
        p.active[die] = faces[die]
    return drawn


def _refill(p: Player) -> None:
    """G08: the spent dice of earlier rounds go into the bag; those spent this round stay."""
    fresh = set(p.spent_this_round)
    p.bag = [d for d in p.spent if d not in fresh]
    p.spent = [d for d in p.spent if d in fresh]


def drawable(p: Player) -> int:
    """Dice the seat could still draw now: the bag, and the spent dice a refill would put into it (G08)."""
    fresh = set(p.spent_this_round)
    return len(p.bag) + sum(1 for d in p.spent if d not in fresh)


def draw_tiles(state: State, pool: list, count: int, what: str = "tiles") -> list[str]:
    """Draw `count` tiles at random from `pool` (kind "tiles", forced text like "tile-17 tile-09")."""
    forced = state.rng.take_forced("tiles")
    if forced is None:
        picks = [pool.pop(state.rng.below(len(pool))) for _ in range(min(count, len(pool)))]
        return picks
    names = forced.split()
    if len(names) != min(count, len(pool)):
        raise ChanceError(f"forced tiles {forced!r}: {min(count, len(pool))} {what} are drawn now")
    for name in names:
        if name not in pool:
            raise ChanceError(f"forced tiles {forced!r}: {name} is not in the {what} pool")
        pool.remove(name)
    return names


# ---- gains ---------------------------------------------------------------------------------------------------------
def take_vp(state: State, seat: int, n: int) -> None:
    """VP come from the supply; once it is empty, from the reserve (G04), and the end trigger fires."""
    if n <= 0:
        return
    state.players[seat].vp += n
    from_supply = min(n, state.vp_supply)
    state.vp_supply -= from_supply
    state.vp_reserve_used += n - from_supply


def new_die(state: State, seat: int, colour: str) -> str:
    p = state.players[seat]
    serial = p.serial.get(colour, 0) + 1
    p.serial[colour] = serial
    state.supply[colour] -= 1
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
                state.bot.queue.append(new_die(state, seat, colour))
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


# ---- the game ------------------------------------------------------------------------------------------------------
# Open information: bags are counted, not ordered, and the map stack is drawn at random when drawn.
class DiceSettlers(Game):
    id = "dice-settlers"
    title = "Dice Settlers"
    rules_version = "1"
    option_specs = (
        OptionSpec("players", int, 2, "number of players (1 = solo against the Diceoneer)", minimum=1, maximum=4),
        OptionSpec("tableau", str, "first-game", "technology tableau: the first-game preset or a random deal (G06)",
                   choices=("first-game", "random")),
        OptionSpec("married_bliss", bool, False, "lay out the promo Married Bliss beside the tableau (§9.2)"),
        OptionSpec("pass_rule", str, "second", "which actions may be passed (G10): only the second, or any",
                   choices=("second", "any")),
        OptionSpec("difficulty", str, "normal",
                   "Diceoneer: VP per unused strength (G25): easy 0, normal 1, hard 2, expert 3",
                   choices=("easy", "normal", "hard", "expert")),
    )
    automata = {"diceoneer": "the Diceoneer, the solo opponent (spec §12 G25)"}

    # ---- options and seats -------------------------------------------------------------------------------------
    def seat_plan(self, names: list[str]) -> SeatPlan:
        if "diceoneer" not in names:
            if len(names) == 1:
                raise OptionError("solo Dice Settlers is played against the Diceoneer: --players you,diceoneer")
            return super().seat_plan(names)
        others = [n for n in names if n != "diceoneer"]
        if len(others) != 1 or names.count("diceoneer") != 1:
            raise OptionError("the Diceoneer plays only the solo game: give exactly one other player with diceoneer")
        return SeatPlan({"players": 1}, (others[0], None), (others[0], "diceoneer"))

    def num_seats(self, options: dict) -> int:
        players = options.get("players", 2)
        return players + 1 if players == 1 else players

    def automaton_seats(self, options: dict) -> tuple[int, ...]:
        return (1,) if options.get("players", 2) == 1 else ()

    def provenance(self) -> list[tuple[str, str, str]]:
        return provenance_summary(COMP)

    # ---- setup ---------------------------------------------------------------------------------------------------
    def _setup(self, options: dict, rng: Rng) -> State:
        n = options["players"]
        seats = self.num_seats(options)
        players = [Player() for _ in range(seats)]
        state = State(options, rng, players)
        if n == 1:
            state.bot_seat, state.bot = 1, Bot()
        state.supply = {c: d.count for c, d in COMP.dice.items()}
        state.box = {c: 0 for c in COMP.dice}
        for seat, p in enumerate(players):
            dice = [new_die(state, seat, colour) for colour, k in SETUP.starting_dice.items() for _ in range(k)]
            if seat == state.bot_seat:
                state.bot.queue = dice
            else:
                p.bag = dice
                p.res = {r: 0 for r in RESOURCES}
            p.personal = SETUP.starting_personal_tents  # G25: the bot starts with the same tent supply as a player
            p.tents_total = SETUP.tents_per_player
            p.general = p.tents_total - p.personal
            p.houses = SETUP.houses_per_player
        removal = SETUP.dice_removal[n].per_colour
        for colour, die in COMP.dice.items():
            moved = min(removal, state.supply[colour]) if die.recruitable else state.supply[colour]
            state.supply[colour] -= moved
            state.box[colour] += moved
        state.vp_supply = state.vp_initial = SETUP.vp_supply[n].vp
        stack = SETUP.map_stack[n]
        state.stack = [t.id for t in TILES.values() if not t.starting and stack.first_tile <= t.number <= stack.last_tile]
        state.box_tiles = [t.id for t in TILES.values() if not t.starting and t.id not in state.stack]
        state.start_pool = [t.id for t in TILES.values() if t.starting]
        state.tableau = self._deal_tableau(options, rng)
        forced = rng.take_forced("first")
        if forced is None:
            state.first = rng.below(seats)
        else:
            if not forced.isdigit() or int(forced) >= seats:
                raise ChanceError(f"forced first {forced!r}: a seat number below {seats}")
            state.first = int(forced)
        state.kept = ("",) * seats
        state.phase = PH_DRAFT
        state.draft_seat = state.first
        state.draft = tuple(draw_tiles(state, state.start_pool, SETUP.starting_tile_draft_draw, "starting tiles"))
        self._draft_prompt(state)
        return state

    def _deal_tableau(self, options: dict, rng: Rng) -> tuple:
        promos = tuple(t.id for t in TECHS.values() if t.promo and options["married_bliss"])
        if options["tableau"] == "first-game":
            return COMP.tableau_presets["first-game"].technologies + promos
        forced = rng.take_forced("tableau")
        pool = [t.id for t in TECHS.values() if not t.promo]
        if forced is not None:
            ids = forced.split()
            if len(set(ids)) != SETUP.tableau_size or not set(ids) <= set(pool):
                raise ChanceError(f"forced tableau {forced!r}: {SETUP.tableau_size} different technology ids")
            return tuple(ids) + promos
        chosen: list[str] = []
        for deck in COMP.seal_decks:  # G06: one from each seal deck, then the rest at random
            cards = [t for t in pool if deck in TECHS[t].seals and t not in chosen]
            if cards:
                chosen.append(cards[rng.below(len(cards))])
        rest = [t for t in pool if t not in chosen]
        chosen += rng.sample(rest, SETUP.tableau_size - len(chosen))
        return tuple(chosen) + promos

    def _draft_prompt(self, state: State) -> None:
        seat = state.draft_seat
        if seat == state.bot_seat:  # ruling: the Diceoneer keeps the lowest-numbered offered tile
            self._keep(state, seat, min(state.draft, key=lambda t: TILES[t].number))
        else:
            state.players[seat].step = S_KEEP

    def _keep(self, state: State, seat: int, tile: str) -> None:
        kept = list(state.kept)
        kept[seat] = tile
        state.kept = tuple(kept)
        rest = [t for t in state.draft if t != tile]
        state.players[seat].step = WAIT
        if all(state.kept):
            state.box_tiles += rest + state.start_pool
            state.start_pool = []
            state.draft, state.draft_seat = (), -1
            state.phase, state.placer = PH_START, 0
            self._start_prompt(state)
            return
        state.draft_seat = (seat + 1) % state.seats
        state.draft = tuple(rest) + tuple(draw_tiles(state, state.start_pool, 1, "starting tiles"))
        self._draft_prompt(state)

    def _start_prompt(self, state: State) -> None:
        while state.placer < state.seats:
            seat = state.order()[state.placer]
            options = start_positions(state)
            if len(options) > 1 and seat != state.bot_seat:
                state.players[seat].step = S_START
                return
            self._place_start(state, seat, options[0])
        state.phase = PH_ROLL
        self._start_round(state)

    def _place_start(self, state: State, seat: int, cell) -> None:
        tile = state.kept[seat]
        state.tiles[cell] = tile
        state.tents[cell] = (0,) * state.seats
        p = state.players[seat]
        if p.personal == 0 or SETUP.starting_tent_source == "general_supply":
            tents_from_general(p, 1)
        else:
            p.personal -= 1
        add_tents(state, seat, cell)
        gain(state, seat, TILES[tile].starting_bonus, dice_to="bag")
        p.step = WAIT
        state.placer += 1

    # ---- rounds ------------------------------------------------------------------------------------------------
    def _start_round(self, state: State) -> None:
        state.phase = PH_ROLL
        for seat, p in enumerate(state.players):
            if seat == state.bot_seat:
                botmod.roll(state)
            else:
                from .board import hand_size
                draw_dice(state, seat, hand_size(state, seat))
                p.step = S_MANIP

    def _advance(self, state: State) -> None:
        while True:
            if state.phase == PH_ROLL:
                if any(p.step != WAIT for p in state.players):
                    return
                state.phase, state.turn = PH_ACTION, 0
                continue
            if state.phase != PH_ACTION:
                return
            self._check_triggers(state)
            n = state.seats
            if state.turn >= 2 * n:
                self._clean_up(state)
                continue
            seat = state.order()[state.turn % n]
            p = state.players[seat]
            if seat == state.bot_seat:
                if p.step == WAIT:
                    p.step = BOT_BUSY
                    if botmod.take_turn(self, state):
                        p.step = BOT_DONE
                if p.step == BOT_DONE:
                    p.step = WAIT
                    state.turn += 1
                    continue
                return
            if p.step == WAIT and not state.explore:
                p.step = S_CHOOSE
            return

    def _clean_up(self, state: State) -> None:
        """G12: active dice to the spent area, once-per-round uses reset, end triggers, first player passes."""
        for seat, p in enumerate(state.players):
            if p.active:
                p.spent.extend(sorted(p.active, key=die_sort_key))
                p.active = {}
            p.used, p.taken, p.slots, p.step, p.spent_this_round = (), (), 0, WAIT, ()
        self._check_triggers(state)
        if state.triggers:
            state.phase = PH_OVER
            return
        state.first = (state.first + 1) % state.seats
        state.round += 1
        self._start_round(state)

    def _check_triggers(self, state: State) -> None:
        """Spec §7.1: two dice colours left, a 5th house, the VP supply empty, the map stack empty."""
        fired = list(state.triggers)
        checks = (
            ("dice", sum(1 for c in RECRUITABLE if state.supply[c] > 0) <= 2),
            ("houses", any(p.houses == 0 for p in state.players)),
            ("vp", state.vp_supply == 0),
            ("stack", not state.stack),
        )
        for name, hit in checks:
            if hit and name not in fired:
                fired.append(name)
        state.triggers = tuple(fired)

    # ---- who decides -------------------------------------------------------------------------------------------
    def to_move(self, state: State) -> tuple[int, ...]:
        if state.phase == PH_OVER:
            return ()
        return tuple(seat for seat, p in enumerate(state.players) if p.step in DECISION_STEPS)

    def prompt(self, state: State, seat: int) -> str:
        p = state.players[seat]
        step = p.step
        texts = {
            S_KEEP: "keep one of the offered starting tiles",
            S_START: "place your starting tile",
            S_MANIP: "spend a Pioneer or resource die to manipulate your dice, or done",
            S_MODE: f"use {p.sub[0] if p.sub else ''}: set another die, or reroll / draw",
            S_FACE: f"choose the face for {p.sub[0] if p.sub else ''}",
            S_REROLL: "choose dice to reroll (up to 3), then reroll go",
            S_CHOOSE: "choose an action (or a free action, or pass)",
            S_PAY: f"spend icons for {p.act} (paid {len(p.paid)}), then pay done",
            S_EXP_CHOOSE: "choose which drawn tile to place",
            S_EXP_PUT: f"put {p.sub[0] if p.sub else ''} on the map",
            S_JOIN: "join the exploration with a tent from your supply?",
            S_EXP_EXTRA: "place one extra tent on the explored tile?",
            S_SETTLE: f"use a Settle icon ({p.left} left)",
            S_MOVE_TO: f"move the tent from {p.sub[0] if p.sub else ''} to",
            S_RECRUIT: f"recruit a die ({p.left} left)",
            S_RESEARCH: f"research a technology (with {len(p.paid)} Research icons)",
            S_TOKENS: "pay the technology's resource cost, token by token",
            S_RAID_TILE: "choose the tile to raid",
            S_RAID_TARGET: "choose whose tents to raid",
            S_TRADE: f"trade ({p.left} left)",
            S_AFTER: "free actions, or end turn",
        }
        return texts.get(step, "wait")

    # ---- legal actions -----------------------------------------------------------------------------------------
    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if not 0 <= seat < state.seats or state.phase == PH_OVER:
            return []
        p = state.players[seat]
        step = p.step
        if step == S_KEEP:
            return [act("keep", f"keep {t}", t) for t in sorted(state.draft, key=lambda t: TILES[t].number)]
        if step == S_START:
            return [act("start", f"start {cell_text(c)}", c) for c in start_positions(state)]
        if step == S_MANIP:
            return self._manip_options(p)
        if step == S_MODE:
            return self._mode_options(p)
        if step == S_FACE:
            die = p.sub[0]
            current = p.active[die]
            icons = dict.fromkeys(FACES[colour_of(die)])
            return [act("face", f"face {i}", i) for i in icons if i != current]
        if step == S_REROLL:
            chosen = p.sub
            out = []
            if len(chosen) < RULES.reroll_max:
                seen = set()
                for die in sorted(p.active, key=die_sort_key):
                    key = (colour_of(die), p.active[die])
                    if die not in chosen and key not in seen:
                        seen.add(key)
                        out.append(act("reroll", f"reroll {die}", die))
            out.append(REROLL_GO)
            return out
        if step == S_CHOOSE:
            out = [act("action", f"action {a}", a) for a in ACTIONS if self._feasible(state, seat, a)]
            if not out or p.slots >= 1 or state.options["pass_rule"] == "any":
                out.append(PASS)
            return out + self._free_actions(state, seat)
        if step == S_AFTER:
            return [END_TURN] + self._free_actions(state, seat)
        if step == S_PAY:
            return self._pay_options(state, seat)
        if step == S_EXP_CHOOSE:
            return [act("drawchoose", f"draw-choose {t}", t) for t in state.drawn]
        if step == S_EXP_PUT:
            return [act("put", f"put {p.sub[0]} {cell_text(c)}", c) for c in explore_positions(state, seat)]
        if step == S_JOIN:
            return [JOIN, NOJOIN]
        if step == S_EXP_EXTRA:
            return [EXTRA, NOEXTRA]
        if step == S_SETTLE:
            return self._settle_options(state, seat)
        if step == S_MOVE_TO:
            src = parse_cell(p.sub[0])
            return [act("to", f"to {cell_text(c)}", c) for c in neighbours(src) if c in state.tiles]
        if step == S_RECRUIT:
            return [act("recruit", f"recruit {c}", c) for c in self._recruitable(state, seat)]
        if step == S_RESEARCH:
            return [act("research", f"research {t}", t) for t in self._research_candidates(state, seat, len(p.paid))]
        if step == S_TOKENS:
            return self._token_options(p)
        if step == S_RAID_TILE:
            return [act("raid", f"raid {cell_text(c)}", c) for c in self._raid_tiles(state, seat)]
        if step == S_RAID_TARGET:
            cell = parse_cell(p.sub[0])
            return [act("target", f"target {s}", s) for s in self._raid_targets(state, seat, cell)]
        if step == S_TRADE:
            return self._trade_options(p)
        return []

    # roll phase
    def _manip_options(self, p: Player) -> list[Action]:
        out = []
        seen = set()
        others = len(p.active) > 1
        for die in sorted(p.active, key=die_sort_key):
            icon = p.active[die]
            key = (colour_of(die), icon)
            if key in seen:
                continue
            if icon == "pioneer" and others:
                seen.add(key)
                out.append(act("pioneer", f"pioneer {die}", die))
            elif icon in RESOURCES and (others or drawable(p)):  # G09: Gold works like a basic resource
                seen.add(key)
                out.append(act("resource", f"resource {die}", die))
        out.append(DONE)
        return out

    def _mode_options(self, p: Player) -> list[Action]:
        source = p.sub[0]
        out = []
        seen = set()
        for die in sorted(p.active, key=die_sort_key):
            key = (colour_of(die), p.active[die])
            if die != source and key not in seen:
                seen.add(key)
                out.append(act("set", f"set {die}", die))
        if p.active[source] == "pioneer":
            if len(p.active) > 1:
                out.append(act("rerollmode", "reroll"))
        else:
            for k in range(1, min(RULES.draw_max, drawable(p)) + 1):  # the source die stays spent (G08)
                out.append(act("draw", f"draw {k}", k))
        return out  # no "back": choosing the die commits it (a no-op cycle would let agents loop forever)

    # action phase: what can be done
    def _free_actions(self, state: State, seat: int) -> list[Action]:
        out = [act("govern", f"govern {cell_text(c)}", c) for c in self._govern_cells(state, seat)]
        p = state.players[seat]
        for cell in presence_cells(state, seat):
            factory = TILES[state.tiles[cell]].factory
            if factory and state.tents[cell][seat] >= factory.tents and f"factory:{cell_text(cell)}" not in p.used:
                out.append(act("factory", f"factory {cell_text(cell)}", cell))
        return out

    def _govern_cells(self, state: State, seat: int) -> list:
        """Spec §6.4: at least 3 more tents than every other player; G21: one house per tile."""
        if state.players[seat].houses == 0:
            return []
        out = []
        for cell, counts in state.tents.items():
            mine = counts[seat]
            if mine and cell not in state.houses:
                others = max((c for s, c in enumerate(counts) if s != seat), default=0)
                if mine >= others + RULES.govern_lead:
                    out.append(cell)
        return out

    def _targets(self, action: str) -> tuple:
        return RESOURCES if action == "harvest" else (ICON_OF_ACTION[action],)

    def _available(self, state: State, seat: int, action: str) -> int:
        """How many icons of `action` the seat can still produce now (dice, Pioneer pairs, virtual, converters)."""
        p = state.players[seat]
        targets = self._targets(action)
        icons = Counter(p.active.values())
        n = sum(icons[t] for t in targets)
        spare = Counter({i: k for i, k in icons.items() if i not in targets})
        n += spare.pop("pioneer", 0) // RULES.pioneer_pair
        for source, icon, count in self._virtual_icons(state, seat, action):
            n += count
        for source, from_icon in self._converters(state, seat, action):
            if spare[from_icon] > 0:
                spare[from_icon] -= 1
                n += 1
        return n

    def _virtual_icons(self, state: State, seat: int, action: str):
        """Technologies granting icons (once per round each): (source key, icon, count)."""
        if action == "harvest":
            return
        p = state.players[seat]
        icon = ICON_OF_ACTION[action]
        for tech, params in tech_effects(p, "extra_icon"):
            if f"tech:{tech}" not in p.used and params["icon"] in (icon, "matching_action"):
                yield f"tech:{tech}", icon, params["count"]

    def _converters(self, state: State, seat: int, action: str):
        """(source key, from icon) of unused converters that can make an icon for `action` (G24, tiles §4.4)."""
        p = state.players[seat]
        targets = self._targets(action)
        for cell in presence_cells(state, seat):
            conv = TILES[state.tiles[cell]].converter
            key = f"tile:{cell_text(cell)}"
            if conv and conv.to_icon in targets and key not in p.used:
                yield key, conv.from_icon
        for tech, params in tech_effects(p, "conversion"):
            key = f"tech:{tech}"
            to = params["to_icon"]
            ok = (any(t != "gold" for t in targets) if to == "any_non_gold" else to in targets)
            if ok and key not in p.used and params["from_icon"] not in targets:
                yield key, params["from_icon"]

    def _need(self, state: State, seat: int, action: str) -> int | None:
        """Fewest icons with which the action does something now; None if it cannot be taken."""
        p = state.players[seat]
        if action == "explore":
            return 1 if state.stack else None
        if action == "recruit":
            return 1 if self._recruitable(state, seat) else None
        if action == "research":
            costs = [self._research_cost(p, t) for t in self._research_candidates(state, seat, 99)]
            return min(costs) if costs else None
        if action == "raid":
            return 1 if self._raid_tiles(state, seat) else None
        if action == "trade":
            return 1 if self._can_score_trade(state, seat) else None
        return 1

    def _can_score_trade(self, state: State, seat: int) -> bool:
        """Trade is offered only if a trade option can exist after paying (`_trade_options`): a resource token, a
        non-white die in the spent area, or a way to pay that spends a non-white die (paying dice go to the spent
        area; white dice are never traded). Once icons are paid, `pay done` stays open so none is stranded."""
        p = state.players[seat]
        if any(p.res.values()) or any(colour_of(d) != "white" for d in p.spent) or (p.act == "trade" and p.paid):
            return True
        coloured = [d for d in p.active if colour_of(d) != "white"]
        if any(p.active[d] == "trade" for d in coloured):
            return True
        if any(p.active[d] == "pioneer" for d in coloured) and sum(i == "pioneer" for i in p.active.values()) >= 2:
            return True  # a Pioneer pair with a coloured die in it
        converted = {from_icon for _, from_icon in self._converters(state, seat, "trade")}
        return any(p.active[d] in converted for d in coloured)

    def _feasible(self, state: State, seat: int, action: str) -> bool:
        p = state.players[seat]
        if action in p.taken:
            return False
        need = self._need(state, seat, action)
        return need is not None and self._available(state, seat, action) >= need

    def _pay_options(self, state: State, seat: int) -> list[Action]:
        p = state.players[seat]
        action = p.act
        targets = self._targets(action)
        out = []
        seen = set()
        dice = sorted(p.active, key=die_sort_key)
        for die in dice:
            icon = p.active[die]
            key = (colour_of(die), icon)
            if icon in targets and key not in seen:
                seen.add(key)
                out.append(act("spend", f"spend {die}", die))
        for source, icon, count in self._virtual_icons(state, seat, action):
            out.append(act("spendv", f"spend {source}", source, icon, count))
        pioneers = [d for d in dice if p.active[d] == "pioneer"]
        as_icons = [t for t in targets if t != "gold"]  # seed: 2 Pioneers as 1 of any other icon (except Gold)
        pairs = set()
        for i, a in enumerate(pioneers):
            for b in pioneers[i + 1:]:
                key = (colour_of(a), colour_of(b))
                if key not in pairs:
                    pairs.add(key)
                    for icon in as_icons:
                        out.append(act("pair", f"convert {a}+{b} as {icon}", a, b, icon))
        for source, from_icon in self._converters(state, seat, action):
            seen_conv = set()
            to = self._converter_to(state, p, source)
            outs = [t for t in targets if t != "gold"] if to == "any_non_gold" else [to]
            for die in dice:
                if p.active[die] == from_icon and colour_of(die) not in seen_conv:
                    seen_conv.add(colour_of(die))
                    for icon in outs:
                        suffix = f" as {icon}" if action == "harvest" else ""
                        out.append(act("conv", f"convert {source} {die}{suffix}", source, die, icon))
        need = self._need(state, seat, action)
        if need is not None and len(p.paid) >= need:
            out.append(PAY_DONE)
        if not out:
            out.append(CANCEL)  # safety net: nothing left to spend and not enough paid (never expected)
        return out

    def _converter_to(self, state: State, p: Player, source: str) -> str:
        kind, _, name = source.partition(":")
        if kind == "tile":
            return TILES[state.tiles[parse_cell(name)]].converter.to_icon
        return next(e.params["to_icon"] for e in TECHS[name].effects if e.kind == "conversion")

    def _settle_options(self, state: State, seat: int) -> list[Action]:
        p = state.players[seat]
        out = [TAKE_TENTS]
        if p.personal > 0:
            out += [act("tent", f"tent {cell_text(c)}", c) for c in settle_targets(state, seat)]
        for cell in presence_cells(state, seat):
            if state.tents[cell][seat] > 0 and any(n in state.tiles for n in neighbours(cell)):
                out.append(act("move", f"move {cell_text(cell)}", cell))
        out.append(SETTLE_DONE)
        return out

    def _recruitable(self, state: State, seat: int) -> list[str]:
        """Spec §5.3: presence on a tile of the matching terrain, and dice of that colour left in the supply."""
        terrains = {TILES[state.tiles[c]].terrain for c in presence_cells(state, seat)}
        return [c for c in RECRUITABLE if state.supply[c] > 0 and any(TERRAIN_COLOUR[t] == c for t in terrains)]

    def _research_cost(self, p: Player, tech: str) -> int:
        return max(1, TECHS[tech].research_cost - modifier(p, "research", "research_cost_reduction"))

    def _research_candidates(self, state: State, seat: int, icons: int) -> list[str]:
        p = state.players[seat]
        return [t for t in state.tableau if t not in p.techs and self._research_cost(p, t) <= icons
                and affordable(p.res, cost_units(TECHS[t].resource_cost))]

    def _token_options(self, p: Player) -> list[Action]:
        units = p.sub[1:]
        unit = units[0]
        choices = [r for r in RESOURCES if p.res.get(r, 0) > 0] if unit == "any" else [
            r for r in dict.fromkeys((unit, "gold")) if p.res.get(r, 0) > 0]
        out = []
        for r in choices:
            res = dict(p.res)
            res[r] -= 1
            if affordable(res, units[1:]):
                out.append(act("token", f"token {r}", r))
        return out

    def _raid_tiles(self, state: State, seat: int) -> list:
        return [c for c in presence_cells(state, seat) if self._raid_targets(state, seat, c)]

    def _raid_targets(self, state: State, seat: int, cell) -> list[int]:
        return [s for s, n in enumerate(state.tents[cell]) if s != seat and n > 0]

    def _trade_options(self, p: Player) -> list[Action]:
        out = [act("trade", f"trade {r}", r) for r in RESOURCES if p.res.get(r, 0) > 0]
        seen = set()
        for die in sorted(p.spent, key=die_sort_key):
            colour = colour_of(die)
            if colour != "white" and colour not in seen:
                seen.add(colour)
                out.append(act("tradedie", f"trade die {die}", die))
        out.append(TRADE_DONE)
        return out

    # ---- applying ----------------------------------------------------------------------------------------------
    def _apply(self, state: State, seat: int, action: Action) -> None:
        p = state.players[seat]
        kind, args = action.kind, action.args
        if kind == "keep":
            self._keep(state, seat, args[0])
        elif kind == "start":
            self._place_start(state, seat, args[0])
            self._start_prompt(state)
        # roll phase
        elif kind in ("pioneer", "resource"):
            p.sub, p.step = (args[0],), S_MODE
        elif kind == "done":
            p.sub, p.step = (), WAIT
        elif kind == "set":
            self._spend_die(p, p.sub[0])
            p.sub, p.step = (args[0],), S_FACE
        elif kind == "face":
            p.active[p.sub[0]] = args[0]
            p.sub, p.step = (), S_MANIP
        elif kind == "rerollmode":
            self._spend_die(p, p.sub[0])
            p.sub, p.step = (), S_REROLL
        elif kind == "reroll":
            p.sub = p.sub + (args[0],)
            if len(p.sub) >= RULES.reroll_max:
                self._reroll(state, p)
        elif kind == "rerollgo":
            self._reroll(state, p)
        elif kind == "draw":
            self._spend_die(p, p.sub[0])
            draw_dice(state, seat, args[0])
            p.sub, p.step = (), S_MANIP
        # action phase
        elif kind == "action":
            p.act, p.paid, p.step = args[0], (), S_PAY
        elif kind == "pass":
            self._end_turn(state, seat)
        elif kind == "end":
            self._end_turn(state, seat)
        elif kind == "govern":
            self._govern(state, seat, args[0])
        elif kind == "factory":
            cell = args[0]
            factory = TILES[state.tiles[cell]].factory
            add_tents(state, seat, cell, -factory.tents)
            p.general += factory.tents
            p.used = p.used + (f"factory:{cell_text(cell)}",)
            gain(state, seat, factory.gain)
        elif kind == "spend":
            p.paid = p.paid + (p.active[args[0]],)
            self._spend_die(p, args[0])
        elif kind == "spendv":
            source, icon, count = args
            p.used = p.used + (source,)
            p.paid = p.paid + (icon,) * count
        elif kind == "pair":
            a, b, icon = args
            self._spend_die(p, a)
            self._spend_die(p, b)
            p.paid = p.paid + (icon,)
        elif kind == "conv":
            source, die, icon = args
            self._spend_die(p, die)
            p.used = p.used + (source,)
            p.paid = p.paid + (icon,)
        elif kind == "cancel":
            p.act, p.paid, p.step = "", (), S_CHOOSE
        elif kind == "paydone":
            p.taken = p.taken + (p.act,)
            self._resolve(state, seat)
        elif kind == "drawchoose":
            state.removed += [t for t in state.drawn if t != args[0]]
            state.drawn = ()
            p.sub, p.step = (args[0],), S_EXP_PUT
        elif kind == "put":
            self._put_tile(state, seat, p.sub[0], args[0])
        elif kind in ("join", "nojoin"):
            explorer, cell, joiners, joined = state.explore
            if kind == "join":
                p.personal -= 1
                add_tents(state, seat, cell)
                joined = True
            p.step = WAIT
            state.explore = (explorer, cell, joiners, joined)
            self._next_join(state)
        elif kind in ("extra", "noextra"):
            explorer, cell, _, _ = state.explore
            if kind == "extra":
                p.personal -= 1
                add_tents(state, seat, cell)
            self._finish_explore(state)
        elif kind == "taketents":
            tents_from_general(p, RULES.settle_take)
            p.personal += RULES.settle_take
            self._settle_used(p)
        elif kind == "tent":
            p.personal -= 1
            add_tents(state, seat, args[0])
            self._settle_used(p)
        elif kind == "move":
            p.sub, p.step = (cell_text(args[0]),), S_MOVE_TO
        elif kind == "to":
            add_tents(state, seat, parse_cell(p.sub[0]), -1)
            add_tents(state, seat, args[0])
            p.sub = ()
            self._settle_used(p)
        elif kind == "settledone":
            self._after(p)
        elif kind == "recruit":
            p.spent.append(new_die(state, seat, args[0]))  # G16: recruited dice go to the spent area
            p.left -= 1
            if p.left == 0 or not self._recruitable(state, seat):
                self._after(p)
        elif kind == "research":
            units = cost_units(TECHS[args[0]].resource_cost)
            p.sub = (args[0],) + units
            if units:
                p.step = S_TOKENS
            else:
                self._own(p, args[0])
        elif kind == "token":
            p.res[args[0]] -= 1
            p.sub = (p.sub[0],) + p.sub[2:]
            if len(p.sub) == 1:
                self._own(p, p.sub[0])
        elif kind == "raid":
            targets = self._raid_targets(state, seat, args[0])
            p.sub = (cell_text(args[0]),)
            if len(targets) == 1:
                self._raid(state, seat, args[0], targets[0])
            else:
                p.step = S_RAID_TARGET
        elif kind == "target":
            self._raid(state, seat, parse_cell(p.sub[0]), args[0])
        elif kind == "trade":
            p.res[args[0]] -= 1
            take_vp(state, seat, (RULES.trade_gold if args[0] == "gold" else RULES.trade_resource)
                    + modifier(p, "trade", "extra_vp_per_trade"))
            self._trade_used(p)
        elif kind == "tradedie":
            p.spent.remove(args[0])
            state.supply[colour_of(args[0])] += 1
            take_vp(state, seat, RULES.trade_die + modifier(p, "trade", "extra_vp_per_trade"))
            self._trade_used(p)
        elif kind == "tradedone":
            self._after(p)
        else:  # pragma: no cover - every Action kind is handled above
            raise AssertionError(kind)

    def _spend_die(self, p: Player, die: str) -> None:
        del p.active[die]
        p.spent.append(die)
        p.spent_this_round = p.spent_this_round + (die,)  # G08: not back into the bag before clean-up

    def _reroll(self, state: State, p: Player) -> None:
        faces = roll_dice(state, list(p.sub))
        p.active.update(faces)
        p.sub, p.step = (), S_MANIP

    def _end_turn(self, state: State, seat: int) -> None:
        p = state.players[seat]
        p.slots += 1
        p.step, p.act, p.paid, p.left, p.sub = WAIT, "", (), 0, ()
        state.turn += 1

    def _after(self, p: Player) -> None:
        p.step, p.left, p.sub = S_AFTER, 0, ()

    def _own(self, p: Player, tech: str) -> None:
        p.techs = p.techs + (tech,)
        self._after(p)

    def _settle_used(self, p: Player) -> None:
        p.left -= 1
        if p.left <= 0:
            self._after(p)
        else:
            p.step = S_SETTLE

    def _trade_used(self, p: Player) -> None:
        p.left -= 1
        if p.left <= 0 or len(self._trade_options(p)) == 1:
            self._after(p)

    def _govern(self, state: State, seat: int, cell) -> None:
        state.players[seat].houses -= 1
        state.houses[cell] = seat
        self._check_triggers(state)

    def _resolve(self, state: State, seat: int) -> None:
        p = state.players[seat]
        action, icons = p.act, len(p.paid)
        if action == "explore":
            count = icons + modifier(p, "explore", "extra_tiles_drawn")
            drawn = draw_tiles(state, state.stack, count)
            if len(drawn) == 1:
                p.sub, p.step = (drawn[0],), S_EXP_PUT
            else:
                state.drawn, p.step = tuple(drawn), S_EXP_CHOOSE
        elif action == "settle":
            p.left, p.step = icons, S_SETTLE
        elif action == "recruit":
            p.left = next(dice for need, dice in RULES.recruit_bands if icons >= need)
            p.step = S_RECRUIT
        elif action == "harvest":
            for icon in p.paid:
                p.res[icon] = p.res.get(icon, 0) + 1
            self._after(p)
        elif action == "research":
            p.step = S_RESEARCH
        elif action == "raid":
            p.left, p.step = icons, S_RAID_TILE
        elif action == "trade":
            p.left, p.step = icons, S_TRADE
            if len(self._trade_options(p)) == 1:
                self._after(p)

    def _raid(self, state: State, attacker: int, cell, defender: int) -> None:
        """Each Raid icon removes 1 tent of one opponent; defensive technologies absorb icons (seed F&S, Port)."""
        p = state.players[attacker]
        strength = max(0, len(p.paid) - absorption(state.players[defender]))
        removed = min(strength, state.tents[cell][defender])
        add_tents(state, defender, cell, -removed)
        d = state.players[defender]
        if defender == state.bot_seat:  # seed Advisors solo (General): the bot's tents go to the general supply
            d.general += removed
        else:
            d.personal += removed  # spec §5.6 [I]: removed tents go back to their owner's personal supply
        self._after(p)

    # explore
    def _put_tile(self, state: State, seat: int, tile: str, cell) -> None:
        state.tiles[cell] = tile
        state.tents[cell] = (0,) * state.seats
        p = state.players[seat]
        if seat == state.bot_seat:
            botmod.place_tents(state, cell, 1)  # G25: from its own supply, none when it is empty
        elif p.personal > 0:  # G14: personal supply, else the general supply
            p.personal -= 1
            add_tents(state, seat, cell)
        else:
            tents_from_general(p, 1)
            add_tents(state, seat, cell)
        n = state.seats
        joiners = []
        for k in range(1, n):
            other = (seat + k) % n
            near = any(c in state.tiles and has_presence(state, other, c) for c in neighbours(cell))
            if near and state.players[other].personal > 0:
                joiners.append(other)
        state.explore = (seat, cell, tuple(joiners), False)
        p.step, p.sub = JOIN_WAIT, (tile,)
        self._next_join(state)

    def _next_join(self, state: State) -> None:
        explorer, cell, joiners, joined = state.explore
        while joiners:
            other, joiners = joiners[0], joiners[1:]
            state.explore = (explorer, cell, joiners, joined)
            if other == state.bot_seat:  # ruling: the Diceoneer always joins while it has a tent
                botmod.place_tents(state, cell, 1)
                joined = True
                state.explore = (explorer, cell, joiners, joined)
                continue
            state.players[other].step = S_JOIN
            return
        p = state.players[explorer]
        if joined and p.personal > 0:
            if explorer == state.bot_seat:
                botmod.place_tents(state, cell, 1)
            else:
                p.step = S_EXP_EXTRA
                return
        self._finish_explore(state)

    def _finish_explore(self, state: State) -> None:
        explorer, cell, _, _ = state.explore
        state.explore = ()
        bonus = TILES[state.tiles[cell]].exploration_bonus
        if bonus:
            gain(state, explorer, bonus)
        if explorer == state.bot_seat:
            botmod.finish_action(self, state)
        else:
            self._after(state.players[explorer])

    # ---- results, views, positions -----------------------------------------------------------------------------
    def result(self, state: State) -> Result:
        lines = score_lines(state)
        over = state.phase == PH_OVER
        return Result(tuple(lines), winners(state, lines) if over else (), over)

    def to_position(self, state: State) -> dict:
        from .position import to_position
        return to_position(self, state)

    def from_position(self, position: dict) -> State:
        from .position import from_position
        return from_position(self, position)

    def render(self, state: State, seat: int | None, legal: list | None = None):
        from .render import render
        return render(self, state, seat, legal)

    def _events(self, before: State, after: State, reader: int | None = None) -> list[str]:
        from .render import events
        return events(self, before, after)

    def describe(self, state: State, seat: int, action, reader: int | None = None) -> str:
        from .render import describe
        return describe(self, state, seat, action)

    def heuristic(self, state: State, seat: int) -> float:
        from .scoring import heuristic
        return heuristic(self, state, seat)


def cost_units(cost) -> tuple:
    """A resource cost as units, specific resources first: {food: 1, any: 2} -> (food, any, any)."""
    units = [r for r, k in cost.items() if r != "any" for _ in range(k)]
    return tuple(units) + ("any",) * cost.get("any", 0)


def affordable(res: dict, units) -> bool:
    """Gold substitutes for any other resource when paying for research (seed F&S)."""
    have = dict(res)
    gold_needed = 0
    anys = 0
    for unit in units:
        if unit == "any":
            anys += 1
        elif have.get(unit, 0) > 0:
            have[unit] -= 1
        elif unit == "gold":
            return False
        else:
            gold_needed += 1
    if have.get("gold", 0) < gold_needed:
        return False
    have["gold"] = have.get("gold", 0) - gold_needed
    return sum(have.values()) >= anys
