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
from ...board import parse_cell
from ...hooks import SettlersHooks, SettlersModule
from ...payment import AfterAction, ChooseAction, PayFor
from ...roll import Manipulate
from ...state import State
from ...tables import TILES
from . import card_texts, diceoneer_navy, docks, sailing, sea, treasure, views, words
from .data import NAME
from .section import ZONES, from_json, to_json
from .section import sea as section


EASY_BLUE_DIE = OptionSpec(
    "easy_blue_die", str, "port", "easy Diceoneer with Fish and Ships, bot blue die left by-difficulty: its blue die "
    "comes when the Port is explored, or with its first Recruit action after that (the same as bot blue die port "
    "or recruit)", choices=("port", "recruit"))
BY_DIFFICULTY = "by-difficulty"
BOT_BLUE_DIE = OptionSpec(
    "bot_blue_die", str, BY_DIFFICULTY, "solo with Fish and Ships, to make the Diceoneer easier: start = its blue die "
    "is in its queue from the start (as written); port = it starts with no blue die and gets it when the Port is "
    "explored; recruit = it starts with no blue die and gets it with its first Recruit action after the Port is "
    "explored; by-difficulty = port at easy (or as easy blue die says), start otherwise", choices=(BY_DIFFICULTY, "start", "port", "recruit"))
BOT_SAILS_ON_EQUAL = OptionSpec(
    "bot_sails_on_equal", str, BY_DIFFICULTY, "solo with Fish and Ships: yes = the Diceoneer sails when its d6 is at "
    "most the Navy counter (as written); no = only when it is below the counter, easier; by-difficulty = no at easy, "
    "yes otherwise", choices=(BY_DIFFICULTY, "yes", "no"))


def fits(options: dict) -> str | None:
    for spec in (BOT_BLUE_DIE, BOT_SAILS_ON_EQUAL):
        if options.get(spec.name, BY_DIFFICULTY) != BY_DIFFICULTY and options.get("players") != 1:
            return (f"option {spec.name!r} adjusts the solo Diceoneer (seed F&S › Solo Support › Adjusting "
                    "difficulty): it needs --option players=1")
    if options.get("easy_blue_die", "port") != "port":
        if options.get("players") != 1 or options.get("difficulty") != "easy":
            return ("option 'easy_blue_die' is a choice of the easy solo game (seed F&S › Solo Support, to decrease "
                    "difficulty): --option players=1 --option difficulty=easy")
        if options.get("bot_blue_die", BY_DIFFICULTY) != BY_DIFFICULTY:
            return ("option 'easy_blue_die' says how the easy bundle's blue die comes, but bot_blue_die="
                    f"{options['bot_blue_die']} already says it: leave easy_blue_die out, or use bot_blue_die=recruit")
    return None


def why_illegal(state, seat: int, text: str) -> str | None:
    """A Settle tent placed or moved onto a Sea hex: why not (the engine's message lists the legal options too)."""
    parts = text.split()
    if len(parts) != 2 or parts[0] not in ("tent", "to"):
        return None
    try:
        tile = state.tiles.get(parse_cell(parts[1]))
    except ValueError:
        return None
    if tile is not None and not TILES[tile].settleable:  # seed F&S › Island tiles: "further tents may not be added
        return words.illegal_sea_tent(state, tile)        # via Settle actions, but only via the Sailing action"
    return None


def sync(state: State) -> None:
    sea.sync_port(state)
    if section(state).port_cell is None:  # no Sea yet: no Ship, no Treasure Island, no Open Seas move (after every
        return                            # decision: the common case)
    sea.sync_ships(state)
    treasure.sync(state)
    sailing.raise_waiting_water(state)


MODULE: SettlersModule = Module(
    name=NAME,
    title="Fish and Ships: blue dice, Fish, Ships, the Port, the Sea and Sailing, the Treasure die",
    game="dice-settlers",
    provenance="confirmed",
    # 2 (2026-12-01): the first game's Tableau with the non-naval cards, a waiting Water action; 3 (issue 42): no Settle
    # move onto an Island, the Diceoneer's Treasure die queued on landing, the options bot_blue_die, bot_sails_on_equal
    rules_version="3",
    source="seed 000_85f2547778bf558b (Dice Settlers: Western Sea), Fish and Ships; data gaps: spec §12 G01, G24, "
           "G28, G29 (project defaults, docs/rules/dice-settlers.md)",
    summary=("Blue dice join every bag (recruited with presence on a Shore hex), Fish is a basic resource and Open "
             "Seas joins the technologies. Exploring the Port lays out the Sea: Ship icons sail your ship there "
             "one hex per icon, turning Sea tiles over for their benefits (Seasides, Lighthouses, Islands, Water "
             "tiles). Presence on the Treasure island gains a Treasure die, rolled for extra icons."),
    fits=fits,
    options=(EASY_BLUE_DIE, BOT_BLUE_DIE, BOT_SAILS_ON_EQUAL),
    hooks=SettlersHooks(
        card_text=card_texts.card_text,
        cards=card_texts.cards,
        setup=sea.setup,
        position=(to_json, from_json),
        label=lambda state, seat, action: sailing.label(action) or treasure.label(state, seat, action),
        tiles_drawn=sea.drawn,
        tile_cells=sea.cells_for,
        tile_put=sea.put_port,
        tiles_held=sea.held,
        occupied=sea.occupied,
        raid_absorption=sea.port_absorbs,
        score=docks.score,
        sync=sync,
        explain_illegal=why_illegal,
        diceoneer_roll=diceoneer_navy.rolled,
        diceoneer_turn=diceoneer_navy.before_turn,
        diceoneer_settle=diceoneer_navy.settle_first,
        diceoneer_strength=diceoneer_navy.treasure_strength,
        diceoneer_action=diceoneer_navy.recruiting,
        labels=lambda options: (*views.labels(options), *treasure.labels(options)),
        describe=views.describe,
        render=views.render,
        map_hexes=views.map_hexes,
        map_marks=views.map_marks,
        map_legend=views.map_legend,
        option_text=words.option_text,
        prompt_text=words.prompt,
    ),
    step_options={ChooseAction: sailing.offer_sail, AfterAction: sailing.offer_after_action,
                  Manipulate: treasure.offer_roll, PayFor: treasure.offer_spend},
    actions={"sail": sailing.start_sailing, "openseas": sailing.start_open_seas, "water": sailing.take_water,
             "treasureroll": treasure.roll, "treasurespend": treasure.spend, "treasurepair": treasure.spend},
    zones=ZONES,
)
