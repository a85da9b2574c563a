"""The round (spec §3): Roll (every seat at once; a barrier before the Action phase) -> Action (two turns each in
turn order, one action per turn) -> Clean-up (G12); the game ends after the round in which a trigger fired (§7.1).
"""
from __future__ import annotations

from . import diceoneer, roll
from .board import hand_size
from .hooks import in_play as modules_in_play
from .payment import ChooseAction
from .state import PH_ACTION, PH_OVER, PH_ROLL, State, die_sort_key
from .triggers import check_triggers


def start_round(state: State) -> None:
    state.phase = PH_ROLL
    for seat in range(state.seats):
        if seat == state.bot_seat:
            diceoneer.roll(state)
        else:
            roll.begin(state, seat, hand_size(state, seat))
    for hooks in modules_in_play(state.options):
        if hooks.dice_rolled:
            hooks.dice_rolled(state)


def advance(state: State) -> None:
    """Run what happens between decisions: the phase barrier, the Diceoneer's turns, clean-up, the next turn."""
    while True:
        if state.phase == PH_ROLL:
            if not state.flow.idle():
                return
            state.phase, state.turn = PH_ACTION, 0
            continue
        if state.phase != PH_ACTION:
            return
        check_triggers(state)
        n = state.seats
        if state.turn >= 2 * n:
            clean_up(state)
            continue
        seat = (state.first + state.turn % n) % n  # state.order()[state.turn % n]
        if seat == state.bot_seat:
            if diceoneer.play_turn(state):
                state.turn += 1
                continue
            return
        if state.flow.idle():
            state.flow = state.flow.set(seat, ChooseAction())
        return


def clean_up(state: State) -> None:
    """G12: active dice to the spent area, once-per-round uses reset, end triggers, first player passes."""
    for p in state.players:
        if p.active:
            p.spent.extend(sorted(p.active, key=die_sort_key))
            p.active = {}
        p.used, p.taken, p.slots, p.spent_this_round = (), (), 0, ()
    state.flow = state.flow.clear()
    for hooks in modules_in_play(state.options):
        if hooks.clean_up:
            hooks.clean_up(state)
    check_triggers(state)
    if state.triggers:
        state.phase = PH_OVER
        return
    state.first = (state.first + 1) % state.seats
    state.round += 1
    start_round(state)
