"""What people and agents see of the Advisors module: action-space labels, log lines, the terminal rendering and the
bots' estimate. Nothing in the module is hidden."""
from __future__ import annotations

from rich.text import Text

from ...board import COMP, FACES, RESOURCES, TILES
from ...icons import virtual_face_keys
from ...notation import BY_FACE
from ...render import SEAT_MARK
from ...state import colour_of
from .abilities import ADVISOR_ACTION, BROKER_RESOURCES, advisor_die
from .cards import ADVISORS, CHIEF_OF_STAFF, PINK
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


# ---- log lines ----------------------------------------------------------------------------------------------------
PHRASES = {
    "takeadvisor": "takes the Advisor {0}", "advisorface": "sets the pink die {0} to its Advisor face",
    "payface": "spends die {0} for the Advisor face", "pinkresource": "uses the pink die {0} as a resource",
    "pinkconv": "converts the pink die {0}", "advise": "takes the Advisor action ({0})",
    "give": "gives die {0} (Spymaster)", "take": "takes seat {0} (Spymaster)",
    "spyextra": "returns 1 VP for an extra action",
    "spynoextra": "takes no extra action", "generaldone": "stops raiding", "return": "returns die {0} to the supply",
    "recruitnow": "recruits now", "sell": "sells one {0} token for 2 VP", "selldone": "stops selling",
    "gain": "gains one {0} token",
}


def describe(state, seat: int, action, reader: int | None = None) -> str | None:
    phrase = PHRASES.get(action.kind)
    if phrase is None:
        return None
    who = "the Diceoneer" if seat == state.bot_seat else f"seat {seat} ({SEAT_MARK[seat]})"
    words = str(action).split()
    if action.kind == "takeadvisor":
        rest = f"#{action['advisor']} {ADVISORS[action['advisor']].name}"
    elif action.kind == "advise":
        rest = name_of(state, seat)
    elif action.kind == "take":
        rest = f"{action['seat']}'s die {action['die']}"
    elif action.kind in ("advisorface", "pinkresource", "pinkconv"):
        rest = " ".join(words[2:]) if action.kind == "advisorface" else " ".join(words[1:])
    else:
        rest = " ".join(words[1:])
    return f"{who} " + phrase.format(rest)


def name_of(state, seat: int) -> str:
    card = section(state)["advisor"][seat]
    return f"#{card} {ADVISORS[card].name}" if card else "no Advisor"


# ---- the terminal -------------------------------------------------------------------------------------------------
def card_text(card: str) -> str:
    a = ADVISORS[card]
    conv = ", ".join(f"{face}->{icon}" + (f" +{a.explore_bonus}" if face == "explore" and a.explore_bonus else "")
                     for face, icon in a.conversions.items())
    return f"#{card} {a.name} ({conv})"


def render(state, seat) -> list:
    s = section(state)
    lines = []
    if s["offer"]:
        lines.append(Text("Advisors offered: " + "; ".join(card_text(a) for a in sorted(s["offer"])),
                          style="magenta"))
    held = [f"{SEAT_MARK[i]} {card_text(a)}" for i, a in enumerate(s["advisor"]) if a]
    if held:
        lines.append(Text("Advisors: " + "; ".join(held), style="magenta"))
    if state.bot is not None and (s["token"] or s["resources"] or s["gold"]):
        lines.append(Text(f"Diceoneer: +1 token at {s['token'] or '-'}; resource tokens at "
                          f"{', '.join(s['resources']) or '-'}; Broker Gold for next round {s['gold']}",
                          style="magenta"))
    return lines


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
