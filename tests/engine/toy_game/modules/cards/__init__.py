"""The "cards" module of the toy race: a face-down deck of cards c1..c9 (value = the number). On the Race step a seat
may `draw` the top card into its hidden hand (at most 3); it then decides at once: `play cN` adds N to the counter
and ends its turn, `keep` goes back to the Race step. Score category "cards": one point per card in hand.

It adds a step, actions, a hidden zone and a score category, and no line of the base game names it: this file only
puts its parts together as `MODULE`, filling in the base game's typed hooks (hooks.py) and what every module may
bring (action handlers, options on a base step, hidden zones). Its files have the base game's roles:
    actions.py   its actions     steps.py     its step and its rules (deal, draw, score)
    position.py  its section of a position     show.py      its log lines
"""
from __future__ import annotations

from dicelands.engine import SEAT, HiddenZone, Module

from ...hooks import ToyHooks
from ...steps import Race
from .actions import LABELS
from .position import from_json, to_json
from .show import describe
from .steps import NAME, draw, offer_draw, score, setup

MODULE: Module[ToyHooks] = Module(
    name=NAME,
    title="Cards: draw a secret card, play it for its value",
    game="toy",
    provenance="project-default",
    source="tests/engine/toy_game/modules/cards (a fixture: proves a module adds files, not branches)",
    rules_version="3",  # as a module does once its rules change: its games' records say so
    hooks=ToyHooks(setup=setup, score=score, position=(to_json, from_json), describe=describe, labels=LABELS),
    actions={"draw": draw},
    step_options={Race: offer_draw},
    zones=(HiddenZone("hands", ("modules", NAME, "hands", SEAT), "owner", pool="toy-cards"),
           HiddenZone("module-deck", ("modules", NAME, "deck"), "nobody", pool="toy-cards")),
)
