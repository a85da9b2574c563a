"""Dice Settlers in players' words: tiles by name ("Forest 3"), places by the tiles beside them, dice by colour and
face, seats by name. The notation (`put tile-17 (2,-1)`, `nojoin`) stays what is typed and recorded; these are what
a player reads: the options (`option_text`), the prompts (`prompt`, filled from the step in flight) and the log
lines (`describe`, `events`). show.py puts them together (`game.show`).
"""
from __future__ import annotations

from ...engine.english import article
from ...geometry.hexgrid import neighbours
from .board import parse_cell
from .hooks import in_play as modules_in_play
from .state import colour_of
from .tables import TECHS, TILES

DIRECTION_WORDS = ("north-east", "east", "south-east", "south-west", "west", "north-west")  # hexgrid DIRECTIONS


def tile_name(tile_id: str) -> str:
    tile = TILES[tile_id]
    return f"{(tile.terrain or 'sea').capitalize()} {tile.number}"  # a module's Sea hex has no terrain


def tile_at(state, cell) -> str:
    """A placed tile by name, or an empty place by a tile beside it ("east of Forest 3")."""
    if cell in state.tiles:
        return tile_name(state.tiles[cell])
    for index, neighbour in enumerate(neighbours(cell)):
        if neighbour in state.tiles:
            return f"{DIRECTION_WORDS[(index + 3) % 6]} of {tile_name(state.tiles[neighbour])}"
    return "the centre of the map" if cell == (0, 0) else "an empty place"


def seat_name(state, seat: int, names=None) -> str:
    if seat == state.bot_seat:
        return "the Diceoneer"
    return names[seat] if names and seat < len(names) else f"player {seat + 1}"


def die_words(state, seat: int, die: str) -> str:
    face = state.players[seat].active.get(die)
    return f"{colour_of(die)} die ({face})" if face else f"{colour_of(die)} die"


def tech_name(tech_id: str) -> str:
    """A technology's name as printed (a name our data marks as a stand-in is shown without the mark: issue 41)."""
    tech = TECHS.get(tech_id)
    name = getattr(tech, "name", tech_id) if tech else tech_id
    return name.replace(" (placeholder)", "")


def source_words(state, source: str, seat: int | None = None) -> str:
    """Where an icon comes from: a tile with a converter, a technology, or a module's source (the Envoy's icon)."""
    if source.startswith("tile:"):
        return tile_at(state, parse_cell(source[5:]))
    if source.startswith("tech:"):
        return tech_name(source[5:])
    for hooks in modules_in_play(state.options):
        words = hooks.source_words(state, seat, source) if hooks.source_words else None
        if words:
            return words
    return source


FIXED = {"done": "done with my dice", "reroll_start": "reroll dice", "reroll_picked": "reroll the picked dice",
         "pass": "pass this turn", "end": "end my turn", "paydone": "that is enough: do it", "cancel": "cancel",
         "join": "join the exploration (1 tent)", "decline_join": "do not join",
         "extra_tent": "place an extra tent there", "decline_extra_tent": "no extra tent",
         "taketents": "take 2 tents from the supply", "settledone": "stop settling", "tradedone": "stop trading"}


def option_text(state, seat: int, action, names=None) -> str:
    """An option in players' words: the base game's, else a module's (hook `option-text`), else its notation."""
    text = _base_option_text(state, seat, action, names)
    if text is None:
        text = next(filter(None, (hooks.option_text(state, seat, action, names)
                                  for hooks in modules_in_play(state.options) if hooks.option_text)), None)
    return text if text is not None else str(action)


def _base_option_text(state, seat: int, action, names=None) -> str | None:
    kind = action.kind
    if kind in FIXED:
        return FIXED[kind]
    if kind == "keep":
        return f"keep {tile_name(action['tile'])}"
    if kind in ("start", "put"):
        return f"put it {tile_at(state, action['cell'])}" if action["cell"] not in state.tiles else tile_at(
            state, action["cell"])
    if kind == "drawchoose":
        return f"place {tile_name(action['tile'])}"
    if kind == "pioneer":
        return f"use the Pioneer of the {colour_of(action['die'])} die"
    if kind == "resource":
        return f"use the {die_words(state, seat, action['die'])}"
    if kind == "set":
        return f"turn the {die_words(state, seat, action['die'])} to a face of my choice"
    if kind == "face":
        return f"show {action['icon']}"
    if kind == "reroll":
        return f"reroll the {die_words(state, seat, action['die'])}"
    if kind == "draw":
        count = action["count"]
        return f"draw {count} more {'die' if count == 1 else 'dice'}"
    if kind == "action":
        return action["action"].capitalize()
    if kind == "spend":
        return f"pay with the {die_words(state, seat, action['die'])}"
    if kind == "spend_virtual":
        return f"use the icon of {source_words(state, action['source'], seat)}"
    if kind == "pair_pioneers":
        a, b = action["dice"]
        return f"pay two Pioneers ({colour_of(a)} + {colour_of(b)}) as one {action['icon']}"
    if kind == "pair_virtual":
        return (f"pay the icon of {source_words(state, action['source'], seat)} and the "
                f"{die_words(state, seat, action['die'])} as one {action['icon']}")
    if kind == "convert_die":
        return (f"convert the {die_words(state, seat, action['die'])} to {action['icon']} with "
                f"{source_words(state, action['source'], seat)}")
    if kind == "convert_virtual":
        return (f"convert the icon of {source_words(state, action['face'], seat)} to {action['icon']} with "
                f"{source_words(state, action['source'], seat)}")
    if kind == "tent":
        return f"a tent on {tile_at(state, action['cell'])}"
    if kind == "move":
        return f"move a tent from {tile_at(state, action['cell'])}"
    if kind == "to":
        return f"to {tile_at(state, action['cell'])}"
    if kind == "raid":
        return f"raid {tile_at(state, action['cell'])}"
    if kind == "target":
        return f"raid {seat_name(state, action['seat'], names)}'s tents"
    if kind == "recruit":
        return f"recruit {article(action['colour'])} {action['colour']} die"
    if kind == "research":
        return f"research {tech_name(action['tech'])}"
    if kind == "token":
        return f"pay 1 {action['resource']}"
    if kind == "trade":
        return f"trade 1 {action['resource']} for VP"
    if kind == "tradedie":
        return f"return the {colour_of(action['die'])} die for VP"
    if kind == "govern":
        return f"build a house on {tile_at(state, action['cell'])}"
    if kind == "factory":
        return f"use the factory on {tile_at(state, action['cell'])}"
    return None


def prompt(state, seat: int, step, names=None) -> str | None:
    """The step's prompt filled in for a player (a module's step: hook `prompt-text`), or None to keep the step's
    own."""
    text = _base_prompt(state, seat, step, names)
    if text is None:
        text = next(filter(None, (hooks.prompt_text(state, seat, step, names)
                                  for hooks in modules_in_play(state.options) if hooks.prompt_text)), None)
    return text


def _base_prompt(state, seat: int, step, names=None) -> str | None:
    name = type(step).__name__
    if name == "PayFor":
        paid = len(step.paid)
        return f"pay for {step.action.capitalize()}: spend icons one at a time ({paid} paid so far)"
    if name == "MoveTentTo":
        return f"move the tent from {tile_at(state, step.source)} to which neighbouring tile?"
    if name == "PutTile":
        return f"where does {tile_name(step.tile)} go? (it must touch at least 2 tiles)"
    if name == "ManipulateWith":
        return f"use the {die_words(state, seat, step.die)} to set a die, reroll or draw dice"
    if name == "SetFace":
        return f"choose the face the {colour_of(step.die)} die shows"
    if name == "PickRerolls":
        return f"pick up to 3 dice to reroll ({len(step.picked)} picked), then reroll them"
    if name == "Manipulate":
        return "spend a Pioneer or resource die to change your dice, or say you are done"
    if name == "JoinExploration":
        return (f"{seat_name(state, step.explorer, names)} explored {tile_at(state, step.cell)}: join with a tent "
                "from your supply?")
    if name == "PlaceExtraTent":
        return f"place one extra tent on {tile_at(state, step.cell)}?"
    if name == "ChooseAction":
        return "choose this turn's action (each once a round), a free action, or pass"
    return None


def _die(state, seat, action) -> str:
    return die_words(state, seat, action["die"])


# ---- the log ---------------------------------------------------------------------------------------------------
# Log phrases by action kind, in the words players read; `state` is the state before the action.
PHRASES = {
    "keep": lambda st, s, a: f"keeps {tile_name(a['tile'])}",
    "start": lambda st, s, a: f"places its starting tile {tile_at(st, a['cell'])}",
    "pioneer": lambda st, s, a: f"uses the Pioneer of its {colour_of(a['die'])} die",
    "resource": lambda st, s, a: f"uses its {_die(st, s, a)}",
    "set": lambda st, s, a: f"sets its {_die(st, s, a)} to another face",
    "face": lambda st, s, a: f"turns it to {a['icon']}",
    "reroll_start": lambda st, s, a: "chooses to reroll dice",
    "reroll": lambda st, s, a: f"picks its {_die(st, s, a)} to reroll",
    "reroll_picked": lambda st, s, a: "rerolls the picked dice",
    "draw": lambda st, s, a: f"draws {a['count']} more {'die' if a['count'] == 1 else 'dice'}",
    "done": lambda st, s, a: "is done with the Roll phase",
    "action": lambda st, s, a: f"takes the action {a['action'].capitalize()}",
    "spend": lambda st, s, a: f"pays with its {_die(st, s, a)}",
    "spend_virtual": lambda st, s, a: f"uses the icon of {source_words(st, a['source'], s)}",
    "pair_pioneers": lambda st, s, a: f"pays two Pioneers as one {a['icon']}",
    "convert_die": lambda st, s, a: (f"converts its {_die(st, s, a)} to {a['icon']} with "
                                     f"{source_words(st, a['source'])}"),
    "convert_virtual": lambda st, s, a: (f"converts the icon of {source_words(st, a['face'], s)} to {a['icon']} with "
                                         f"{source_words(st, a['source'], s)}"),
    "pair_virtual": lambda st, s, a: (f"pays the icon of {source_words(st, a['source'], s)} and its {_die(st, s, a)} "
                                      f"as one {a['icon']}"),
    "paydone": lambda st, s, a: "has paid", "cancel": lambda st, s, a: "cancels the action",
    "drawchoose": lambda st, s, a: f"chooses {tile_name(a['tile'])} from the drawn tiles",
    "put": lambda st, s, a: f"puts {tile_name(a['tile'])} {tile_at(st, a['cell'])}",
    "join": lambda st, s, a: "joins the exploration", "decline_join": lambda st, s, a: "does not join the exploration",
    "extra_tent": lambda st, s, a: "places an extra tent",
    "decline_extra_tent": lambda st, s, a: "places no extra tent",
    "taketents": lambda st, s, a: "takes 2 tents from the general supply",
    "tent": lambda st, s, a: f"places a tent on {tile_at(st, a['cell'])}",
    "move": lambda st, s, a: f"moves a tent from {tile_at(st, a['cell'])}",
    "to": lambda st, s, a: f"moves it to {tile_at(st, a['cell'])}",
    "settledone": lambda st, s, a: "ends the Settle action",
    "recruit": lambda st, s, a: f"recruits one {a['colour']} die",
    "research": lambda st, s, a: f"researches {tech_name(a['tech'])}",
    "token": lambda st, s, a: f"pays one {a['resource']} token",
    "raid": lambda st, s, a: f"raids {tile_at(st, a['cell'])}",
    "target": lambda st, s, a: "raids the tents of "
                               + ("the Diceoneer" if a["seat"] == st.bot_seat else f"seat {a['seat']}"),
    "trade": lambda st, s, a: f"trades one {a['resource']} token for VP",
    "tradedie": lambda st, s, a: f"returns its {colour_of(a['die'])} die for VP",
    "tradedone": lambda st, s, a: "ends the Trade action",
    "govern": lambda st, s, a: f"builds a house on {tile_at(st, a['cell'])}",
    "factory": lambda st, s, a: f"uses the factory on {tile_at(st, a['cell'])}",
    "pass": lambda st, s, a: "passes", "end": lambda st, s, a: "ends the turn",
}


def describe(state, seat, action) -> str:
    """The log line for an action (the same for every reader: nothing in Dice Settlers is hidden); seats are
    written "seat N", which surfaces turn into names."""
    who = "the Diceoneer" if seat == state.bot_seat else f"seat {seat}"
    phrase = PHRASES.get(action.kind)
    return f"{who} {phrase(state, seat, action)}" if phrase else f"{who}: {action}"


def events(before, after) -> list[str]:
    """What happened on its own after an action: the Diceoneer's turns, end triggers, a new round (the engine adds
    the final scores)."""
    lines = []
    if after.bot is not None and before.bot is not None:
        lines += after.bot.log[len(before.bot.log):]
    lines += [f"end of the game triggered ({trigger}): this round is finished, then the game ends"
              for trigger in after.triggers[len(before.triggers):]]
    if after.round != before.round:
        lines.append(f"round {before.round} ends; round {after.round} begins")
    return lines
