"""The actions of Dice City and their notation (what records store and players type), and every label an action
can have (the fixed action space). Spaces are a row letter and a column: w1..w6 (white), y, r, b, k (black);
display slots d1..d8 (d10 in hard solo); players p1..p4 by seat."""
from __future__ import annotations

from functools import cache
from typing import Any, Final

from ...engine.actions import Action, make_action
from .components import BANDITS, COLOURS, RESOURCES, SHIPS, SPACES, SUPPLY

MAX_SEATS: Final = 4
MAX_DISPLAY: Final = 10


def act(text: str, kind: str | None = None, **fields: Any) -> Action:
    return make_action(kind or text.split()[0], text, **fields)


# a die and its action, one decision: "white use", "white move red left", "white reactivate w3", ...
def die_use(die: str) -> Action:
    return act(f"{die} use", "use", die=die)


def die_move(die: str, colour: str, way: str) -> Action:
    return act(f"{die} move {colour} {way}", "move", die=die, colour=colour, way=way)


def die_reactivate(die: str, space: str) -> Action:
    return act(f"{die} reactivate {space}", "reactivate", die=die, space=space)


def die_clear(die: str) -> Action:
    return act(f"{die} clear display", "clear", die=die)


def die_hourglass(die: str) -> Action:
    return act(f"{die} hourglass", "take-hourglass", die=die)


def hourglass_use(use: str) -> Action:
    return act(f"hourglass {use}", "hourglass-use", use=use)


# the same shared actions, by die index (and other die, way, space): the Use Dice options are listed at every
# decision, and a table look-up costs less than formatting the notation to find the cached action
DIE_USE: Final[tuple[Action, ...]] = tuple(die_use(c) for c in COLOURS)
DIE_CLEAR: Final[tuple[Action, ...]] = tuple(die_clear(c) for c in COLOURS)
DIE_HOURGLASS: Final[tuple[Action, ...]] = tuple(die_hourglass(c) for c in COLOURS)
DIE_MOVE: Final[tuple[tuple[tuple[Action, Action], ...], ...]] = tuple(
    tuple((die_move(d, c, "left"), die_move(d, c, "right")) for c in COLOURS) for d in COLOURS)  # [die][other]
DIE_REACTIVATE: Final[tuple[tuple[Action, ...], ...]] = tuple(tuple(die_reactivate(d, s) for s in SPACES) for d in COLOURS)


def player(seat: int) -> str:
    return f"p{seat + 1}"


# controls of the turn (engine/actions.py: `"control": true` in the option's JSON)
DONE_DICE: Final = act("done dice", "done", control=True)
DONE_ATTACKS: Final = act("done attacks", "done", control=True)
END_TURN: Final = act("end turn", "done", control=True)
DECLARE_END: Final = act("declare end", "declare-end", control=True)
DEAL: Final = act("deal")
ROLL: Final = act("roll", control=True)
STATUE_DONE: Final = act("statue done", "done", control=True)
MARKET_DONE: Final = act("market done", "done", control=True)
HOURGLASS_USES = (*RESOURCES, "strength", "reroll")


def base_labels() -> tuple[str, ...]:
    # clearing the display comes first: an agent that always takes the first legal label then runs the deck out
    # and the game ends (tests/envs play such agents)
    labels = [f"{c} clear display" for c in COLOURS] + [f"discard d{n}" for n in range(1, MAX_DISPLAY + 1)]
    labels += [f"{c} {what}" for c in COLOURS for what in ("use", "hourglass")]
    labels += [f"hourglass {u}" for u in HOURGLASS_USES]
    labels += ["done dice", "done attacks", "end turn", "declare end", "deal",
               "roll", "statue done", "market done", "statue stone", "statue iron"]
    labels += [f"{d} move {c} {way}" for d in COLOURS for c in COLOURS if c != d for way in ("left", "right")]
    labels += [f"{d} reactivate {s}" for d in COLOURS for s in SPACES]
    labels += [f"place {s}" for s in SPACES] + [f"copy {s}" for s in SPACES]
    labels += [f"build d{n}" for n in range(1, MAX_DISPLAY + 1)] + [f"build {s}" for s in SUPPLY]
    labels += [f"ship {p.name}" for p in SHIPS] + [f"bandit {p.name}" for p in BANDITS]
    labels += [f"pay {r}" for r in RESOURCES] + [f"gain {r}" for r in RESOURCES]
    labels += [f"stable {c} {n}" for c in COLOURS for n in range(1, 7)]
    labels += [f"reroll {c}" for c in COLOURS]
    for seat in range(MAX_SEATS):
        p = player(seat)
        labels += [f"attack {p} {s}" for s in SPACES] + [f"raid {p} {r}" for r in RESOURCES]
        labels += [f"reroll {p} {c}" for c in COLOURS]
    return tuple(labels)


@cache
def cached_base_labels() -> tuple[str, ...]:
    return base_labels()
