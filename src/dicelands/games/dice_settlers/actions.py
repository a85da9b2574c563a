"""Dice Settlers actions and their notation (lowercase; cells `(q,r)` without spaces; dice by per-seat id).

Set-up
    keep tile-03                      draft: keep one offered starting tile
    start (q,r)                       place your starting tile (touching as many tiles as possible)
Roll phase (every seat at once)
    pioneer w1 | resource y1          spend this die's Pioneer / resource icon on a manipulation
    set g2 | reroll | draw 1 | draw 2      (choosing the die commits it)
    face explore                      the face the set die shows now
    reroll g2 ... | reroll go         pick up to 3 dice to reroll, one by one
    done                              end your manipulation
Action phase
    action explore                    choose an action type (each once per round)
    spend w2 | spend tech:general-education
    convert w1+w3 as settle           2 Pioneers as 1 icon (not Gold)
    convert tile:(1,0) w2 [as food]   a tile converter / a converting technology spends w2 as another icon
    pay done                          stop paying, resolve the action
    draw-choose tile-17 | put (2,-1) | join | nojoin | extra tent | no extra tent
    take tents | tent (q,r) | move (q,r) | to (q,r) | settle done
    recruit yellow | research mapmaking | token food | raid (q,r) | target 1
    trade food | trade die y3 | trade done
    govern (q,r) | factory (q,r)      free actions
    pass | end turn
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    args: tuple = ()
    text: str = ""

    def __str__(self) -> str:
        return self.text


_CACHE: dict[str, Action] = {}


def act(kind: str, text: str, *args) -> Action:
    found = _CACHE.get(text)
    if found is None:
        found = _CACHE[text] = Action(kind, args, text)
    return found
