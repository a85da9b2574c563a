"""Dice Settlers' printed components in players' words: icons, gains, costs and technology effects as sentences, read
from the component data (effects.py's vocabulary -> sentences). The cards (card_texts.py) and the modules' own cards
are written with these, so one text serves the terminal and the browser."""
from __future__ import annotations

import re

from ...engine.english import counted, with_article
from .effects import ANY_NON_GOLD, MATCHING_ACTION
from .tables import COMP

_WORKING_MARKS = re.compile(r"\s*\((?:placeholder|project default[^)]*)\)\s*", re.I)


def printed(text: str) -> str:
    """A name or a card text from the data as a player reads it: without our working marks ("(placeholder)",
    "(project default, G27)"), which the data keeps for its own bookkeeping until the cards are renamed."""
    return _WORKING_MARKS.sub(" ", text).strip()


def icon_word(icon: str) -> str:
    """"Pioneer", "Food", "VP": an icon as printed."""
    return "VP" if icon == "vp" else icon.capitalize()


def icons(count: int, icon: str) -> str:
    """"1 Explore icon", "2 Research icons"."""
    return counted(count, f"{icon_word(icon)} icon")


def an_icon(icon: str) -> str:
    """"an Explore icon"."""
    return with_article(f"{icon_word(icon)} icon")


def listing(items) -> str:
    """"a", "a and b", "a, b and c"."""
    items = [item for item in items if item]
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}" if items else ""


def gain_words(gain) -> str:
    """A printed gain: "1 VP, 2 tents, 1 Food token and a yellow die"."""
    parts = [f"{gain.vp} VP"] if gain.vp else []
    if gain.tents:
        parts.append(counted(gain.tents, "tent"))
    parts += [counted(n, f"{icon_word(resource)} token") for resource, n in gain.resources.items()]
    parts += [with_article(f"{colour} die") if n == 1 else f"{n} {colour} dice" for colour, n in gain.dice.items()]
    return listing(parts)


def resource_cost(cost) -> str:
    """"1 Food and 1 Wood", "2 resource tokens of any kinds"."""
    return listing([counted(n, "resource token of any kind", "resource tokens of any kinds") if resource == "any"
                    else f"{n} {icon_word(resource)}" for resource, n in cost.items()])


def times_a_round(uses: int) -> str:
    return "Once a round" if uses == 1 else f"{uses} times a round"


MODIFIER_WORDS = {
    "extra_tiles_drawn": lambda n: f"Your Explore actions draw {counted(n, 'more tile', 'more tiles')}.",
    "research_cost_reduction": lambda n: (f"Technologies cost you {n} fewer Research "
                                          f"{'icon' if n == 1 else 'icons'} (never less than 1)."),
    "extra_vp_per_trade": lambda n: f"Each trade in your Trade actions gains {n} more VP.",
}
VP_BASIS_WORDS = {"own_tent_pair_on_one_tile": "pair of your own tents on one tile"}


def effect_sentence(effect) -> str | None:
    """One effect of effects.EFFECT_KINDS as a sentence; None for a module's own kind (its module words it at the
    extension point `card-text`)."""
    p = effect.params
    if effect.kind == "extra_icon":
        extra = (counted(p["count"], "extra icon", "extra icons") + " of the action you are taking"
                 if p["icon"] == MATCHING_ACTION else f"{p['count']} extra {icon_word(p['icon'])} "
                 f"{'icon' if p['count'] == 1 else 'icons'}")
        return f"{times_a_round(p['uses_per_round'])}, you get {extra}."
    if effect.kind == "conversion":
        target = "an icon of any kind but Gold" if p["to_icon"] == ANY_NON_GOLD else an_icon(p["to_icon"])
        return f"{times_a_round(p['uses_per_round'])}, you may use {an_icon(p['from_icon'])} as {target}."
    if effect.kind == "action_modifier":
        return MODIFIER_WORDS[p["modifier"]](p["amount"])
    if effect.kind == "raid_absorption":
        return (f"Defensive: in each Raid against your tents, {icons(p['icons'], 'raid')} "
                f"{'has' if p['icons'] == 1 else 'have'} no effect.")
    if effect.kind == "tracker_bonus":
        return f"Your hand size is {p['amount']} greater (you draw more dice each round)."
    if effect.kind == "end_game_vp":
        return f"At the end of the game you score {p['vp']} VP for each {VP_BASIS_WORDS[p['per']]}."
    return None


def terrain_word(terrain: str) -> str:
    return terrain.capitalize()


def faces_words(faces) -> str:
    """A die's six faces: "Food, Food, Recruit, ...", a multi-icon face "Pioneer and Research"."""
    return ", ".join(" and ".join(icon_word(i) for i in face) for face in faces)


def recruit_terrain(colour: str) -> str | None:
    terrains = [t.id for t in COMP.terrains.values() if t.die_colour == colour]
    return terrains[0] if terrains else None
