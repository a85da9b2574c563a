"""Every card and piece a Dice Settlers table meets, in players' words (engine/cards.py): the map tiles, the
technologies, the dice, the icons and the actions, written from the component data (card_words.py). Modules add
their own components at the extension point `cards` and sentences to a base-table component they bring (a
technology whose effect is the module's, a Sea hex) at `card-text`. `DiceSettlers.cards` returns these."""
from __future__ import annotations

from ...engine.cards import Card
from .board import COMP, SETUP, TERRAIN_COLOUR, colours_in_play, in_play, technologies_in_play
from .card_words import (an_icon, effect_sentence, faces_words, gain_words, icon_word, icons, listing, printed,
                         recruit_terrain, resource_cost, terrain_word)
from .extensions import hooks
from .rulesdata import RULES
from .words import tile_name


def provenance(record) -> str:
    return record.provenance.status


ACTION_NUMBERS = {"settle": ("settle_take",), "trade": ("trade_resource", "trade_gold", "trade_die")}  # rules.yaml


def action_provenance(action: str, record) -> str:
    """An action's card is a project default when a rule number its text gives is one (rules.yaml)."""
    numbers = [RULES.provenance[name].status for name in ACTION_NUMBERS.get(action, ())]
    return "project-default" if "project-default" in numbers else provenance(record)


def module_sentences(options: dict, kind: str, key: str) -> list[str]:
    """What the modules in play say about a component of the base tables they bring (`card-text` hooks)."""
    return [text for hook in hooks(options, "card-text") for text in [hook(kind, key)] if text]


# ---- tiles -----------------------------------------------------------------------------------------------------------
def tile_sentences(tile) -> list[str]:
    said = []
    if tile.terrain:
        colour = TERRAIN_COLOUR[tile.terrain]
        said.append(f"{terrain_word(tile.terrain)}: presence here lets you recruit {colour} dice.")
    if not tile.settleable:
        said.append("Settle never places tents here.")
    if tile.starting_bonus:
        said.append(f"Starting tile: whoever places it at set-up gains {gain_words(tile.starting_bonus)}.")
    if tile.exploration_bonus:
        said.append(f"Exploration bonus: whoever explores it gains {gain_words(tile.exploration_bonus)}.")
    if tile.vp_stars:
        first, second = tile.vp_stars.first, tile.vp_stars.second
        runner_up = f", the runner-up in tents {second} VP" if second else ""
        said.append(f"VP star: at the end of the game its controller scores {first} VP{runner_up}.")
    if tile.factory:
        said.append(f"Factory: once a round, a player with {tile.factory.tents} of their tents here may return them "
                    f"to the general supply to gain {gain_words(tile.factory.gain)}.")
    if tile.converter:
        said.append(f"Converter: once a round in the Action phase, a player with presence here may use "
                    f"{an_icon(tile.converter.from_icon)} as {an_icon(tile.converter.to_icon)}.")
    if tile.tracker_bonus:
        said.append(f"While you have presence here, your hand size is {tile.tracker_bonus} greater.")
    return said


def tiles_in_play(options: dict):
    """The starting tiles, the map stack for this player count, and the hexes of the modules in play."""
    players = max(2, options.get("players", 2))
    last = SETUP.map_stack[players].last_tile if players in SETUP.map_stack else max(t.number for t in COMP.tiles.values())
    return [tile for tile in COMP.tiles.values() if in_play(tile, options) and (tile.module or tile.number <= last)]


def tile_card(tile, options: dict) -> Card:
    said = tile_sentences(tile) + module_sentences(options, "tile", tile.id)
    kind = "starting tile" if tile.starting else "map tile" if tile.terrain else "Sea tile"
    return Card(tile_name(tile.id), kind, " ".join(said or ["A tile with no printed ability."]),
                provenance=provenance(tile))


# ---- technologies ----------------------------------------------------------------------------------------------------
def technology_card(tech, options: dict) -> Card:
    said = [sentence for effect in tech.effects if (sentence := effect_sentence(effect))]
    said += module_sentences(options, "technology", tech.id)
    said.append(f"Worth {tech.vp} VP at the end of the game." if tech.vp else "Worth no VP by itself.")
    details = [f"costs {listing([icons(tech.research_cost, 'research'), resource_cost(tech.resource_cost)])}"]
    if tech.seals:
        details.append(f"seal: {listing(tech.seals)}")
    elif tech.promo:
        details.append("promo card, beside the tableau")
    return Card(printed(tech.name), "technology", " ".join(said), tuple(details), provenance(tech))


def technologies_met(options: dict):
    return [tech for tech in technologies_in_play(options).values() if not tech.promo or options.get("married_bliss")]


# ---- dice, icons, actions --------------------------------------------------------------------------------------------
def die_card(colour: str, options: dict) -> Card:
    die = COMP.dice[colour]
    said = [f"Its six faces: {faces_words(die.faces)}."]
    terrain = recruit_terrain(colour)
    if die.recruitable and terrain:
        said.append(f"You may recruit one while you have presence on a {terrain_word(terrain)} tile.")
    elif not die.recruitable:
        said.append("It cannot be recruited.")
    if not die.bagged:
        said.append("It never goes into your bag.")
    if not die.removable:
        said.append("No Trade or other effect can take it from you.")
    said += module_sentences(options, "die", colour)
    return Card(f"{colour.capitalize()} die", "die", " ".join(said), (f"{die.count} in the box",), provenance(die))


def _recruit_bands() -> str:
    """"1 Recruit icon recruits 1 die, 3 icons 2 dice and 6 icons 3 dice"."""
    (icons_1, dice_1), *more = sorted(RULES.recruit_bands)
    return listing([f"{icons(icons_1, 'recruit')} recruits {dice_words(dice_1)}",
                    *(f"{n} icons {dice_words(d)}" for n, d in more)])


def dice_words(count: int) -> str:
    return "1 die" if count == 1 else f"{count} dice"


def action_texts() -> dict[str, str]:
    """What each action does (spec §5, §6.4; the numbers from rules.yaml and setup.yaml)."""
    r = RULES
    return {
        "explore": "Spend Explore icons to draw that many tiles from the map stack; place one of them touching at "
                   "least 2 tiles and put a tent of yours on it (neighbours may join with a tent). The others "
                   "leave the game. Drawing the last tile ends the game after the round.",
        "settle": f"Each Settle icon takes {r.settle_take} tents from the general supply into your supply, places "
                  "a tent on a tile where you have presence or next to one, or moves one of your tents to a "
                  "neighbouring tile.",
        "recruit": f"Spend Recruit icons to take dice from the supply: {_recruit_bands()}. A die's colour needs "
                   "your presence on a tile of its terrain.",
        "harvest": "Spend resource icons: each gives you 1 token of that resource.",
        "research": "Spend Research icons (at least the card's cost) and its resource tokens to own a technology "
                    "of the tableau; Gold pays for any resource.",
        "raid": "Spend Raid icons on a tile where you have presence: each removes 1 tent of one other player "
                "there, back to their supply.",
        "trade": f"Each Trade icon returns 1 resource token for {r.trade_resource} VP (Gold {r.trade_gold} VP) "
                 f"or a coloured die from your spent area for {r.trade_die} VP.",
        "govern": f"Free action: on a tile where you have at least {r.govern_lead} more tents than every other "
                  f"player, build a house; you control it for good. Building your {SETUP.houses_per_player}th "
                  "house ends the game after the round.",
    }


def icon_text(icon, actions: dict[str, str]) -> str:
    if icon.kind == "pioneer":
        return (f"In the Roll phase, spend it to set another die to a face of your choice or to reroll up to "
                f"{RULES.reroll_max} dice. In the Action phase, {RULES.pioneer_pair} of them count as one icon of "
                "any other kind but Gold.")
    if icon.kind == "action":
        return f"Pays for the {icon_word(icon.id)} action. " + actions.get(icon.id, "")
    if icon.kind == "basic_resource":
        return (f"A resource. In the Roll phase, spend it to set another die or to draw up to {RULES.draw_max} "
                "dice from your bag; in the Harvest action, it gives 1 token.")
    if icon.kind == "special_resource":
        return "A resource: Harvest gives 1 token; a Gold token pays for any other resource in Research and Trade."
    return "On a die, each VP icon you spend gives 1 VP from the supply."


def piece_cards(vp_icon: list[str]) -> list[Card]:
    r = RULES
    return [
        Card("Tent", "piece", "A tent of yours on a tile gives you presence there: you may recruit dice of its "
                              "terrain and use its converter, factory and hand-size bonus. The player with the most "
                              "tents on a tile controls it (a tie: nobody)."),
        Card("House", "piece", f"Built by Govern on a tile where you have at least {r.govern_lead} more tents than "
                               "every other player: you control that tile for good and have presence there.",
             (f"{SETUP.houses_per_player} each",)),
        Card("VP", "victory points", " ".join(["Victory points come from the VP supply; the player with the most "
                                               "at the end of the game wins.", *vp_icon])),
    ]


def rules_cards(options: dict) -> list[Card]:
    actions = action_texts()
    cards, vp_icon = [], []
    for icon in COMP.icons.values():
        if in_play(icon, options):
            said = [icon_text(icon, actions).strip()] + module_sentences(options, "icon", icon.id)
            if icon.kind == "victory_point":  # the VP icon of a module's die: the VP card tells it
                vp_icon += said
                continue
            cards.append(Card(icon_word(icon.id), "icon", " ".join(said), provenance=action_provenance(icon.id, icon)))
    cards += piece_cards(vp_icon)
    for action in COMP.actions.values():
        if action.id not in COMP.icons and action.id in actions:  # Harvest and Govern have no icon of their own
            cards.append(Card(action.id.capitalize(), "free action" if action.free else "action",
                              actions[action.id], provenance=action_provenance(action.id, action)))
    return cards


def all_cards(options: dict) -> tuple[Card, ...]:
    cards = [tile_card(tile, options) for tile in tiles_in_play(options)]
    cards += [technology_card(tech, options) for tech in technologies_met(options)]
    cards += [die_card(colour, options) for colour in colours_in_play(options)]
    cards += rules_cards(options)
    for module_cards in hooks(options, "cards"):
        cards += module_cards(options)
    return tuple(cards)
