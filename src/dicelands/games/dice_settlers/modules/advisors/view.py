"""What people and agents see of the Advisors module: action-space labels, log lines, the terminal rendering and the
bots' estimate. Nothing in the module is hidden."""
from __future__ import annotations

from collections import Counter

from rich.text import Text

from ...icons import virtual_face_keys
from ...notation import BY_FACE
from ...render import SEAT_MARK
from ...state import colour_of
from ...tables import COMP, FACES, RESOURCES, TILES
from ...words import die_words, seat_name, source_words, tile_at
from .abilities import ADVISOR_ACTION, BROKER_RESOURCES, advisor_die
from .cards import ADVISORS, CHIEF_OF_STAFF, PINK
from .pink_die import face_cost
from .section import section

DIE_KINDS = {"payface": "pay", "give": "give", "return": "return"}  # labelled by the die's colour (and face)


# ---- the action space ---------------------------------------------------------------------------------------------
def labels(options: dict) -> tuple:
    seats = options["players"] + 1 if options["players"] == 1 else options["players"]
    colours = tuple(FACES)
    icons = sorted({i for c in colours for i in FACES[c]} | set(RESOURCES))
    non_gold = [i for i in icons if i not in ("gold", "pioneer", "advisor")]
    out = [f"take advisor {a}" for a in ADVISORS]
    out += [f"{kind} {PINK.colour}:{face}" for kind in BY_FACE for face in dict.fromkeys(PINK.faces)]
    out += [f"pair {c}+{PINK.colour} as {i}" for c in colours for i in non_gold]
    out += [f"conv {t.id} {PINK.colour} {t.converter.to_icon}" for t in TILES.values() if t.converter]
    for tech in COMP.technologies.values():
        for effect in tech.effects:
            if effect.kind == "conversion":
                to = effect.params["to_icon"]
                out += [f"conv tech:{tech.id} {PINK.colour} {i}" for i in (non_gold if to == "any_non_gold" else [to])]
    out += ["advisor face", "action advisor", "raid done", "recruit now", "sell done", "extra action",
            "no extra action", "recruit white", f"research {CHIEF_OF_STAFF.id}"]
    out += [f"pinkresource {r}" for r in RESOURCES] + [f"pinkconv {i}" for i in non_gold]
    out += [f"pay {c}:{i}" for c in colours for i in dict.fromkeys(FACES[c])]
    out += [f"pay {key}" for key in virtual_face_keys(options)]  # a virtual die face (the Envoy's icon)
    out += [f"{word} {c}" for word in ("give", "return") for c in colours]
    out += [f"return {c}:{i}" for c in colours for i in dict.fromkeys(FACES[c])]  # the Hegemon's active dice (G38)
    out += [f"take {s} {c}" for s in range(seats) for c in colours]
    out += [f"sell {r}" for r in RESOURCES] + [f"gain {r}" for r in BROKER_RESOURCES]
    out += [f"face {i}" for i in icons if i != "advisor"]
    return tuple(out)


def label(state, seat: int, action) -> str | None:
    kind = action.kind
    if kind == "payface" and "source" in dict(action.fields):
        return f"pay {action['source']}"
    if kind == "payface":
        die = action["die"]
        return f"pay {colour_of(die)}:{state.players[seat].active[die]}"
    if kind == "return" and action["die"] in state.players[seat].active:
        return f"return {colour_of(action['die'])}:{state.players[seat].active[action['die']]}"
    if kind in ("give", "return"):
        return f"{kind} {colour_of(action['die'])}"
    if kind == "take":
        return f"take {action['seat']} {colour_of(action['die'])}"
    if kind == "advisorface":
        return "advisor face"
    if kind in ("pinkresource", "pinkconv"):
        return f"{kind} {action['icon']}"
    return None


# ---- words: log lines, options, prompts ---------------------------------------------------------------------------
PHRASES = {
    "takeadvisor": "takes the Advisor {0}", "advisorface": "sets the {0} to its Advisor face",
    "payface": "spends the {0} for the Advisor face", "pinkresource": "uses the {0} as a resource",
    "pinkconv": "uses the {0} as another icon", "advise": "takes the Advisor action ({0})",
    "give": "gives the {0} (Spymaster)", "take": "takes {0} (Spymaster)",
    "spyextra": "returns 1 VP for an extra action",
    "spynoextra": "takes no extra action", "generaldone": "stops raiding", "return": "returns the {0} to the supply",
    "recruitnow": "recruits now", "sell": "sells one {0} token for 2 VP", "selldone": "stops selling",
    "gain": "gains one {0} token",
}
FIXED = {"advise": None, "spyextra": "return 1 VP to take an extra action", "spynoextra": "no extra action",
         "generaldone": "stop raiding", "recruitnow": "recruit now", "selldone": "stop selling"}


def _die(state, seat: int, die: str) -> str:
    return die_words(state, seat, die) if die in state.players[seat].active else f"{colour_of(die)} die"


def _object(state, seat: int, action) -> str:
    """What the action names, in words (the '{0}' of its phrase)."""
    kind = action.kind
    if kind == "takeadvisor":
        return ADVISORS[action["advisor"]].name
    if kind == "advise":
        return name_of(state, seat)
    if kind == "take":
        return f"seat {action['seat']}'s {colour_of(action['die'])} die"
    if kind == "payface" and "source" in dict(action.fields):
        return source_words(state, action["source"], seat)
    if kind in ("advisorface", "payface", "pinkresource", "pinkconv", "give", "return"):
        return _die(state, seat, action["die"])
    return action["resource"] if kind in ("sell", "gain") else ""


def describe(state, seat: int, action, reader: int | None = None) -> str | None:
    phrase = PHRASES.get(action.kind)
    if phrase is None:
        return None
    who = "the Diceoneer" if seat == state.bot_seat else f"seat {seat}"
    return f"{who} " + phrase.format(_object(state, seat, action))


def option_text(state, seat: int, action, names=None) -> str | None:
    kind = action.kind
    if kind not in PHRASES:
        return None
    if FIXED.get(kind):
        return FIXED[kind]
    what = _object(state, seat, action)
    if kind in ("pinkresource", "pinkconv"):
        return f"use the {what} as {'1 ' if kind == 'pinkresource' else ''}{action['icon']}"
    if kind == "take":
        return f"take {seat_name(state, action['seat'], names)}'s {colour_of(action['die'])} die"
    return {"takeadvisor": "take the Advisor {0}", "advise": "Advisor: {0}'s ability",
            "advisorface": "set the {0} to its Advisor face", "payface": "pay with the {0}", "give": "give the {0}",
            "return": "return the {0} to the supply", "sell": "sell 1 {0} for 2 VP", "gain": "gain 1 {0}"}[kind].format(what)


def prompt(state, seat: int, step, names=None) -> str | None:
    name = type(step).__name__
    if name == "SwapTake":
        return f"Spymaster: choose another player's spent die to take for your {colour_of(step.give)} die"
    if name == "SwapFace":
        return f"Spymaster: set the {colour_of(step.die)} die to any face"
    if name == "GeneralTents":
        return f"General: remove a tent from {tile_at(state, step.cell)} ({step.left} left)"
    if name == "PayAdvisorFace":
        return (f"{colour_of(step.die)} die to its Advisor face: spend Pioneer or resource dice "
                f"({len(step.paid)} of {face_cost(state.players[seat])})")
    if name == "PinkAsResource":
        return f"use the {colour_of(step.die)} die as a resource: set another die, or draw dice"
    if name == "ScientistPay":
        return f"Scientist: spend Research icons ({len(step.paid)} paid), then say that is enough"
    return None


def name_of(state, seat: int) -> str:
    card = section(state)["advisor"][seat]
    return ADVISORS[card].name if card else "no Advisor"


# ---- the terminal -------------------------------------------------------------------------------------------------
def card_text(card: str) -> str:
    a = ADVISORS[card]
    conv = ", ".join(f"{face.capitalize()} as {icon.capitalize()}"
                     + (f" +{a.explore_bonus}" if face == "explore" and a.explore_bonus else "")
                     for face, icon in a.conversions.items())
    return f"{a.name} (pink die: {conv})"


def render(state, seat, width: int = 100, brief: bool | None = None) -> list:
    """The panel; `brief` (by default under 100 columns) the Advisors by name only (`card Merchant Lord` tells the
    rest)."""
    s = section(state)
    brief = width < 100 if brief is None else brief
    text = (lambda a: ADVISORS[a].name) if brief else card_text
    lines = []
    if s["offer"]:
        lines.append(Text("Advisors offered: " + "; ".join(text(a) for a in sorted(s["offer"])), style="magenta"))
    held = [f"{SEAT_MARK[i]} {text(a)}" for i, a in enumerate(s["advisor"]) if a]
    if held:
        lines.append(Text("Advisors: " + "; ".join(held), style="magenta"))
    if state.bot is not None and (s["token"] or s["resources"] or s["gold"]):
        gold = (f"; Broker Gold {s['gold']}" if s["gold"] else "") if brief else \
            f"; Broker Gold for next round {s['gold']}"
        lines.append(Text(f"Diceoneer: +1 token at {_sides(s['token']) or 'no side'}; resource tokens at "
                          f"{_sides(s['resources']) or 'no side'}{gold}", style="magenta"))
    return lines


def _sides(sides) -> str:
    """The Diceoneer's Action Hex sides holding tokens ("Trade", "2 at Trade")."""
    if isinstance(sides, str):
        sides = (sides,) if sides else ()
    counts = Counter(sides)
    return ", ".join(side.capitalize() if n == 1 else f"{n} at {side.capitalize()}" for side, n in counts.items())


# ---- the bots' estimate -------------------------------------------------------------------------------------------
def heuristic(state, seat: int) -> float:
    """An Advisor face ready for the Advisor action is worth about an action's gain; a pink die showing a
    converted face a little."""
    if seat == state.bot_seat or not section(state)["advisor"][seat]:
        return 0.0
    p = state.players[seat]
    value = 0.0
    if advisor_die(p) is not None and ADVISOR_ACTION not in p.taken:
        value += 1.5
    return value
