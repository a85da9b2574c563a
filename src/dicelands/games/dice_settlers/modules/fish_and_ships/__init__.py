"""Fish and Ships, a module of Dice Settlers: Western Sea (seed shared/seeds/000_85f2547778bf558b.txt, "Fish and
Ships"; rulings in docs/rules/dice-settlers.md, "Fish and Ships").

Blue dice, the Treasure dice, the Ship icon and the Fish resource, the Shore terrain and its hexes join the base
game's tables from data/components.yaml; this package adds the rest: set-up, the Port in the map stack and the Sea
(sea.py), Ships following presence on the Port, the Sailing action and Open Seas (sailing.py), the Treasure die
(treasure.py), views (section.py, views.py).
"""
from __future__ import annotations

from .....engine import Module
from .....engine.options import OptionSpec
from ...payment import AfterAction, ChooseAction, PayFor
from ...roll import Manipulate
from . import docks, navy, sailing, sea, treasure, views
from .data import NAME
from .section import ZONES, from_json, to_json
from .section import sea as section


EASY_BLUE_DIE = OptionSpec(
    "easy_blue_die", str, "port", "easy Diceoneer with Fish and Ships: its blue die comes when the Port is explored, "
    "or with its first Recruit action after that (seed F&S › Solo, to decrease difficulty)", choices=("port", "recruit"))


def fits(options: dict) -> str | None:
    if options.get("easy_blue_die", "port") != "port" and (options.get("players") != 1
                                                           or options.get("difficulty") != "easy"):
        return ("option 'easy_blue_die' is a choice of the easy solo game (seed F&S › Solo Support, to decrease "
                "difficulty): --option players=1 --option difficulty=easy")
    return None


def sync(state) -> None:
    sea.sync_port(state)
    if section(state).port_cell is None:  # no Sea yet: no Ship, no Treasure Island, no Open Seas move (after every
        return                            # decision: the common case)
    sea.sync_ships(state)
    treasure.sync(state)
    sailing.raise_waiting_water(state)


MODULE = Module(
    name=NAME,
    title="Fish and Ships: blue dice, Fish, Ships, the Port, the Sea and Sailing, the Treasure die",
    game="dice-settlers",
    provenance="confirmed",
    rules_version="2",  # 2 (2026-12-01): the first game's Tableau with the non-naval cards, a waiting Water action
    source="seed 000_85f2547778bf558b (Dice Settlers: Western Sea), Fish and Ships; data gaps: spec §12 G01, G24, "
           "G28, G29 (project defaults, docs/rules/dice-settlers.md)",
    summary=("Blue dice join every bag (recruited with presence on a Shore hex), Fish is a basic resource and Open "
             "Seas joins the technologies. Exploring the Port lays out the Sea: Ship icons sail your ship there "
             "one hex per icon, turning Sea tiles over for their benefits (Seasides, Lighthouses, Islands, Water "
             "tiles). Presence on the Treasure island gains a Treasure die, rolled for extra icons."),
    fits=fits,
    hooks={
        "setup": sea.setup,
        "position": (to_json, from_json),
        "zones": ZONES,
        "options": {ChooseAction: sailing.offer_sail, AfterAction: sailing.offer_after_action,
                    Manipulate: treasure.offer_roll, PayFor: treasure.offer_spend},
        "actions": {"sail": sailing.start_sailing, "openseas": sailing.start_open_seas, "water": sailing.take_water,
                    "treasureroll": treasure.roll,
                    "treasurespend": treasure.spend, "treasurepair": treasure.spend},
        "label": treasure.label,
        "tiles-drawn": sea.drawn,
        "tile-cells": sea.cells_for,
        "tile-put": sea.put_port,
        "tiles-held": sea.held,
        "occupied": sea.occupied,
        "raid-absorption": sea.port_absorbs,
        "score": docks.score,
        "sync": sync,
        "diceoneer-roll": navy.rolled,
        "diceoneer-turn": navy.before_turn,
        "diceoneer-settle": navy.settle_first,
        "diceoneer-strength": navy.treasure_strength,
        "diceoneer-action": navy.recruiting,
        "option-specs": (EASY_BLUE_DIE,),
        "labels": lambda options: (*views.labels(options), *treasure.labels(options)),
        "describe": views.describe,
        "render": views.render,
        "map-hexes": views.map_hexes,
        "map-marks": views.map_marks,
    },
)
