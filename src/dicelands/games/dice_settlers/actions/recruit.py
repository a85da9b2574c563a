"""Recruit (spec §5.3): 1 / 3 / 6 Recruit icons recruit 1 / 2 / 3 dice (seed), each of a colour whose terrain you
have presence on, while the supply has it; recruited dice go to the spent area (G16). Step: `RecruitDice(left)`."""
from __future__ import annotations

from dataclasses import dataclass

from ....engine.flow import Step
from ..board import presence_cells
from ..gains import new_die
from ..hooks import in_play as modules_in_play
from ..rulesdata import RULES
from ..state import State
from ..steps import STEPS, act
from ..tables import RECRUITABLE, TERRAIN_COLOUR, TILES


def recruitable(state: State, seat: int) -> list[str]:
    """Spec §5.3: presence on a tile of the matching terrain, and dice of that colour left in the supply."""
    colours: set[str | None] = set()  # of the terrains where the seat has presence
    for cell in presence_cells(state, seat):
        terrain = TILES[state.tiles[cell]].terrain
        if terrain is not None:  # a Sea tile has no terrain
            colours.add(TERRAIN_COLOUR.get(terrain))
    found = [c for c in RECRUITABLE if state.supply.get(c, 0) > 0 and c in colours]
    for hooks in modules_in_play(state.options):  # without presence (Western Sea: white dice)
        if hooks.recruit_colours:
            found += [c for c in hooks.recruit_colours(state, seat) if c not in found and state.supply.get(c, 0) > 0]
    return found


def dice_for(icons: int) -> int:
    return next(dice for need, dice in RULES.recruit_bands if icons >= need)


def need(state: State, seat: int, paid=()) -> int | None:
    if recruitable(state, seat) or any(hooks.recruit_alternatives(state, seat) for hooks
                                             in modules_in_play(state.options) if hooks.recruit_alternatives):
        return 1
    return None


def resolve(state: State, seat: int, paid: tuple) -> None:
    state.flow = state.flow.push(seat, RecruitDice(dice_for(len(paid))))


def recruit_die(state: State, seat: int, colour: str) -> str:
    """A new die of `colour` from the supply, to the seat's spent area (G16), the Diceoneer's to the back of its
    queue (G25); returns its id."""
    die = new_die(state, seat, colour)
    (state.diceoneer.queue if seat == state.bot_seat else state.players[seat].spent).append(die)
    return die


@dataclass(frozen=True)
class RecruitDice(Step):
    left: int

    def prompt(self, game, state: State, seat: int):
        return f"recruit a die ({self.left} left)"

    def options(self, game, state: State, seat: int):
        return [act("recruit", f"recruit {c}", colour=c) for c in recruitable(state, seat)]

    def apply(self, game, state: State, seat: int, action):
        recruit_die(state, seat, action["colour"])
        if self.left > 1 and recruitable(state, seat):
            state.flow = state.flow.replace(seat, RecruitDice(self.left - 1))
        else:
            state.flow = state.flow.pop(seat)

STEPS.register(RecruitDice)
