"""Dice Colony, the game: options, seats, setup, the turn loop and the decisions.

Turn (rulebook "Round Sequence"; spec §9.2): roll 3 dice from the bag -> every seat places the black die's barren
(a barrier: all seats finish before anyone takes a die) -> every seat takes a coloured die, places it and resolves
star copy / group / lives / Life groups at its own pace -> the first player removes a coloured die -> objectives are
checked -> (solo) LU-287 flips a card after turn 5 of rounds 2-4 -> the first player passes left. 5 rounds of 5 turns.
"""
from __future__ import annotations

from ...engine.chance import Rng
from ...engine.errors import ChanceError, OptionError
from ...engine.game import Game, Result, SeatPlan
from ...engine.options import OptionSpec
from . import planet
from .actions import ADD, BARREN as BARREN_ACT, CLOSE, COPY as COPY_ACT, LIFE as LIFE_ACT, NOGROUP, PLACE, REMOVE, \
    TAKE, Action, energy_variants
from .checks import icon_letter
from .components import (BARREN, CELL_TEXT, COLOUR_ICON, COLOURS, ICON_NAMES, INDEX, OBJECTIVE_IDS, OBJECTIVES,
                         START, STARTING_CARDS, side_for)
from .objectives import check_objectives, lu_flip
from .scoring import score_lines, winners
from .state import (BARREN_STEP, COPY, CTX_BARREN, CTX_MAIN, DONE, GROUP, LIFE, PH_BARREN, PH_DRAW, PH_OVER,
                    PH_REMOVE, PLACE as PLACE_STEP, TAKE as TAKE_STEP, Sheet, State)

PH_ROLL = "roll"  # internal: dice must be rolled (never seen at a decision)


def parse_dice(text: str, kind: str) -> list[tuple[str, int]]:
    dice = []
    for token in text.split():
        colour, value = token.rstrip("123456"), token[len(token.rstrip("123456")):]
        if colour not in COLOURS or len(value) != 1:
            raise ChanceError(f"forced {kind} {text!r}: {token!r} is not a die like green3")
        dice.append((colour, int(value)))
    return dice


class DiceColony(Game):
    id = "dice-colony"
    title = "Dice Colony"
    rules_version = "1"
    cell_check = staticmethod(icon_letter)  # what scenario icon_at checks read
    option_specs = (
        OptionSpec("players", int, 2, "number of players (1-4)", minimum=1, maximum=4),
        OptionSpec("side", str, "a", "planet sheet side: a (base game) or b (variant: stars, no starting icons)",
                   choices=("a", "b")),
        OptionSpec("solo", bool, False, "solo game against LU-287 (requires players=1)"),
        OptionSpec("no_legal_colored", str, "skip",
                   "no coloured die fits anywhere: skip the draw, or draw it on any empty space (spec P2)",
                   choices=("skip", "anywhere")),
        OptionSpec("max_group_size", int, 6, "largest group that may be closed (spec G3)", minimum=3, maximum=6),
        OptionSpec("group_must_be_maximal", bool, False,
                   "a group must take the whole unclosed cluster of its type (spec G2)"),
        OptionSpec("starting_colony_scores", bool, False,
                   "the printed starting colony scores and counts as a formed colony (spec C3)"),
        OptionSpec("side_b_has_energy", bool, True, "side B has the 6 energy spaces of side A (spec §5)"),
        OptionSpec("energy_capacity", int, 6, "circles on the energy tracker (spec E4)", minimum=0, maximum=12),
    )
    automata = {"lu287": "LU-287, the solo opponent (scores what you fail to do)"}

    # ---- options and seats -----------------------------------------------------------------------------------------
    def _check_options(self, options: dict) -> None:
        if options["solo"] and options["players"] != 1:
            raise OptionError(f"option 'solo' needs players=1, got players={options['players']}")

    def seat_plan(self, names: list[str]) -> SeatPlan:
        if "lu287" not in names:
            return super().seat_plan(names)
        others = [n for n in names if n != "lu287"]
        if len(others) != 1 or names.count("lu287") != 1:
            raise OptionError("LU-287 plays only the solo game: give exactly one other player with lu287")
        return SeatPlan({"players": 1, "solo": True}, (others[0], None), (others[0], "lu287"))

    def num_seats(self, options: dict) -> int:
        return options.get("players", 2) + (1 if options.get("solo") else 0)

    def automaton_seats(self, options: dict) -> tuple[int, ...]:
        return (options["players"],) if options.get("solo") else ()

    # ---- setup and automatic steps ---------------------------------------------------------------------------------
    def _setup(self, options: dict, rng: Rng) -> State:
        players = options["players"]
        forced = rng.take_forced("deal")
        if forced is None:
            cards = rng.sample([1, 2, 3, 4], players)
        else:
            try:
                cards = [int(t) for t in forced.split()]
            except ValueError:
                raise ChanceError(f"forced deal {forced!r}: expected starting card numbers like '3 1'") from None
            if len(cards) != players or len(set(cards)) != players or not set(cards) <= {1, 2, 3, 4}:
                raise ChanceError(f"forced deal {forced!r}: need {players} different card numbers from 1-4")
        forced = rng.take_forced("objectives")
        if forced is None:
            dealt = rng.sample(OBJECTIVE_IDS, 3)
        else:
            dealt = forced.upper().split()
            if len(dealt) != 3 or len(set(dealt)) != 3 or not set(dealt) <= set(OBJECTIVES):
                raise ChanceError(f"forced objectives {forced!r}: need 3 different card ids like 'A01 B02 C05'")
        side = side_for(options)
        sheets = []
        for card in cards:
            sheet = Sheet.blank(card)
            sheet.icons[INDEX[(0, 0)]] = START  # the printed starting colony
            sheet.counts[START] = 1
            if side.starting_icons:
                for cell, icon in STARTING_CARDS[card]:
                    planet.draw(sheet, side, cell, icon, options)
            sheets.append(sheet)
        first = min(range(players), key=lambda s: cards[s])
        return State(options, rng, sheets, tuple((cid, False, ()) for cid in dealt), first=first, phase=PH_ROLL)

    def _advance(self, state: State) -> None:
        while True:
            if state.phase == PH_ROLL:
                self._roll(state)
            elif state.phase == PH_BARREN and all(s.step == DONE for s in state.sheets):
                self._start_draw(state)
            elif state.phase == PH_DRAW and all(s.step == DONE for s in state.sheets):
                state.phase = PH_REMOVE
            else:
                return

    def _roll(self, state: State) -> None:
        bag = list(state.bag)
        forced = state.rng.take_forced("roll")
        if forced is None:
            pool = [c for c, n in zip(COLOURS, bag) for _ in range(n)]
            dice = [(colour, state.rng.die()) for colour in state.rng.sample(pool, 3)]
        else:
            dice = parse_dice(forced, "roll")
            if len(dice) != 3:
                raise ChanceError(f"forced roll {forced!r}: exactly 3 dice are rolled")
        for colour, _ in dice:
            k = COLOURS.index(colour)
            if bag[k] == 0:
                raise ChanceError(f"forced roll {forced!r}: no {colour} die left in the bag")
            bag[k] -= 1
        state.bag, state.table = tuple(bag), tuple(dice)
        for sheet in state.sheets:
            sheet.fresh = 0
            sheet.die = None
            sheet.anywhere = False
        if any(colour == "black" for colour, _ in dice):
            for sheet in state.sheets:
                sheet.step = BARREN_STEP if 0 in sheet.icons else DONE
                sheet.ctx = CTX_BARREN
            state.phase = PH_BARREN
        else:
            self._start_draw(state)

    def _start_draw(self, state: State) -> None:
        state.phase = PH_DRAW
        for sheet in state.sheets:
            sheet.ctx, sheet.anywhere = CTX_MAIN, False
            sheet.step = TAKE_STEP
            if not self._take_actions(state, sheet):
                if state.options["no_legal_colored"] == "anywhere" and 0 in sheet.icons:
                    sheet.anywhere = True
                else:
                    sheet.step = DONE  # spec P2: nothing to draw this turn

    def _end_turn(self, state: State) -> None:
        check_objectives(state)
        lu_flip(state)
        for sheet in state.sheets:
            sheet.die = None
        bag = list(state.bag)
        for colour, _ in state.table:
            bag[COLOURS.index(colour)] += 1
        state.table = ()
        if state.turn == 5:  # end of the round: the set-aside dice go back
            for colour, _ in state.set_aside:
                bag[COLOURS.index(colour)] += 1
            state.set_aside = ()
        state.bag = tuple(bag)
        if state.turn == 5 and state.round == 5:
            state.phase = PH_OVER
            return
        state.first = (state.first + 1) % state.options["players"]
        if state.turn == 5:
            state.round, state.turn = state.round + 1, 1
        else:
            state.turn += 1
        state.phase = PH_ROLL

    # ---- decisions ------------------------------------------------------------------------------------------------------
    def to_move(self, state: State) -> tuple[int, ...]:
        if state.phase == PH_REMOVE:
            return (state.first,)
        if state.phase in (PH_BARREN, PH_DRAW):
            return tuple(seat for seat, s in enumerate(state.sheets) if s.step != DONE)
        return ()

    def prompt(self, state: State, seat: int) -> str:
        if seat not in self.to_move(state):
            return "wait"
        if state.phase == PH_REMOVE:
            return "remove a coloured die from this turn's roll (set aside until the end of the round)"
        sheet = state.sheets[seat]
        step = sheet.step
        if step == BARREN_STEP:
            value = next(v for c, v in state.table if c == "black")
            return f"place the barren region of black{value}"
        if step == TAKE_STEP:
            return "take a coloured die" + (" (none fits: it may go on any empty space)" if sheet.anywhere else "")
        if step == PLACE_STEP:
            c, v, c2, v2 = sheet.die
            return f"place the {ICON_NAMES[COLOUR_ICON[c2]]} of {c2}{v2}"
        if step == COPY:
            return f"copy the {ICON_NAMES[sheet.copy_icon]} onto an empty neighbour of the star {CELL_TEXT[sheet.star]}"
        if step == GROUP:
            sel = " ".join(CELL_TEXT[c] for c in sheet.sel) or "nothing yet"
            return f"form a {ICON_NAMES[sheet.gtype]} group (selected: {sel}): add, close or nogroup"
        if step == LIFE:
            return f"place a life next to the group just closed ({sheet.lives_left} to place)"
        return "wait"

    def _take_actions(self, state: State, sheet: Sheet) -> list[Action]:
        icons = sheet.icons
        spend = sheet.energy - sheet.fresh > 0
        fits: dict[int, bool] = {}
        out: dict[tuple, Action] = {}
        for colour, value in state.table:
            if colour == "black":
                continue
            variants = [(colour, value)] + (list(energy_variants(colour, value)) if spend else [])
            for c2, v2 in variants:
                key = (colour, value, c2, v2)
                if key in out:
                    continue
                if sheet.anywhere:
                    if v2 != value:
                        continue  # on any empty space the value does not matter
                else:
                    ok = fits.get(v2)
                    if ok is None:
                        ok = fits[v2] = planet.has_target(icons, v2)
                    if not ok:
                        continue
                out[key] = TAKE[key]
        return list(out.values())

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if state.phase == PH_REMOVE:
            if seat != state.first:
                return []
            return list(dict.fromkeys(REMOVE[d] for d in state.table if d[0] != "black"))
        if state.phase not in (PH_BARREN, PH_DRAW) or not 0 <= seat < len(state.sheets):
            return []
        sheet = state.sheets[seat]
        step = sheet.step
        if step == DONE:
            return []
        icons = sheet.icons
        if step == BARREN_STEP:
            value = next(v for c, v in state.table if c == "black")
            cells = planet.targets(icons, value) or planet.empty_cells(icons)  # spec P4
            return [BARREN_ACT[c] for c in cells]
        if step == TAKE_STEP:
            return self._take_actions(state, sheet)
        if step == PLACE_STEP:
            cells = planet.empty_cells(icons) if sheet.anywhere else planet.targets(icons, sheet.die[3])
            return [PLACE[c] for c in cells]
        if step == COPY:
            return [COPY_ACT[c] for c in planet.star_copy_targets(icons, sheet.star)]
        if step == GROUP:
            acts = [ADD[c] for c in planet.group_adds(sheet, state.options["max_group_size"])]
            if planet.can_close(sheet, state.options):
                acts.append(CLOSE)
            acts.append(NOGROUP)
            return acts
        if step == LIFE:
            return [LIFE_ACT[c] for c in planet.life_targets(icons, sheet.life_group)]
        return []

    def _apply(self, state: State, seat: int, action: Action) -> None:
        kind = action.kind
        options = state.options
        side = side_for(options)
        if kind == "remove":
            table = list(state.table)
            table.remove(action.die)  # the rest (black included) go back to the bag in _end_turn
            state.table = tuple(table)
            state.set_aside = state.set_aside + (action.die,)
            self._end_turn(state)
            return
        sheet = state.sheets[seat]
        if kind == "barren":
            planet.draw(sheet, side, action.cell, BARREN, options)
            planet.after_icon(sheet, side, action.cell, CTX_BARREN, options)
        elif kind == "take":
            if action.spends_energy:
                sheet.energy -= 1
            sheet.die = action.die
            sheet.step = PLACE_STEP
        elif kind == "place":
            sheet.anywhere = False
            planet.draw(sheet, side, action.cell, COLOUR_ICON[sheet.die[2]], options)
            planet.after_icon(sheet, side, action.cell, CTX_MAIN, options)
        elif kind == "copy":
            planet.draw(sheet, side, action.cell, sheet.copy_icon, options)
            planet.after_copy(sheet, side, action.cell, options)
        elif kind == "add":
            sheet.sel = sheet.sel + (action.cell,)
        elif kind == "close":
            planet.close_group(sheet)
        elif kind == "nogroup":
            planet.end_group_step(sheet)
        elif kind == "life":
            planet.place_life(sheet, side, action.cell, options)

    def why_illegal(self, state: State, seat: int, text: str, legal: list) -> str:
        from .explain import why_illegal
        return why_illegal(self, state, seat, text, legal) or super().why_illegal(state, seat, text, legal)

    # ---- results -------------------------------------------------------------------------------------------------
    def result(self, state: State) -> Result:
        lines = score_lines(state)
        over = state.phase == PH_OVER
        return Result(tuple(lines), winners(lines) if over else (), over)

    # ---- views and positions ---------------------------------------------------------------------------------------
    def to_position(self, state: State) -> dict:
        from .position import to_position
        return to_position(self, state)

    def from_position(self, position: dict) -> State:
        from .position import from_position
        return from_position(self, position)

    def render(self, state: State, seat: int | None, legal: list | None = None):
        from .render import render
        return render(self, state, seat, legal)

    def heuristic(self, state: State, seat: int) -> float:
        from .heuristic import heuristic
        return heuristic(state, seat)

    def _events(self, before: State, after: State, reader: int | None = None) -> list[str]:
        from .explain import events
        return events(self, before, after)

    def describe(self, state: State, seat: int, action, reader: int | None = None) -> str:
        from .explain import describe
        return describe(self, state, seat, action)

