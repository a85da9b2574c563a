"""Fish and Ships' pieces in players' words (extension points `cards` and `card-text`): what the Port, Shore and
Sea hexes give (data/sea.yaml), Open Seas and Docks, the Treasure die, the Ship icon and Sailing."""
from __future__ import annotations

from .....engine.cards import Card
from ...card_words import icon_word, listing
from .data import SEA
from .docks import DOCKS
from .sea import OPEN_SEAS
from .treasure import ROLL_WITH, TREASURE_ISLAND

LANDING = {  # what finishing a Sailing move on a hex of this kind gives (seed F&S › Sailing .. Water tiles)
    "port": "The Port: with presence here you have a ship to sail the Sea, and exploring it lays out the Sea. The "
            "first Raid icon spent on it has no effect. A ship finishing its sailing here gains nothing.",
    "seaside": "Seaside: a ship finishing its sailing here places a tent on it from the general supply.",
    "lighthouse": "Lighthouse: a ship finishing its sailing here places a tent on it.",
    "water": "Water: a face-down Sea tile until a ship finishes its sailing on it; then it gives its benefit.",
    "island": "Island: face down until a ship finishes its sailing on it, which places a tent there; Settle never "
              "places or moves a tent onto an Island.",
}


def gain_words(gain) -> str:
    return listing([f"{n} tents from the general supply into your supply" if what == "tents" else
                    f"{n} {icon_word(what)} tokens" for what, n in gain.items()])


def hex_text(hex_) -> str:
    said = [LANDING[hex_.kind]]
    if hex_.action:
        said.append(f"Sailing here gives a {icon_word(hex_.action)} action with 1 more icon (no effect if you "
                    "took that action this round).")
    if hex_.gain:
        said.append(f"Sailing here gives {gain_words(hex_.gain)}.")
    if hex_.id == TREASURE_ISLAND:
        said.append("With presence here you gain a Treasure die (one each), and you lose it with your presence.")
    if hex_.four_players:
        said.append("Only in games of 4 players.")
    return " ".join(said)


SMALL_PORT = "port"  # the map tile the explorer of the Sea draws (sea.py)


def card_text(kind: str, key: str) -> str | None:
    if kind == "tile" and key == SMALL_PORT:
        return ("The small Port: whoever explores it lays out the Sea around it: the Port, the Shore tiles and the "
                "face-down Sea tiles.")
    if kind == "tile" and key in SEA.hexes:
        return hex_text(SEA.hexes[key])
    if kind == "technology" and key == OPEN_SEAS:
        return "Once a round, after your turn's action, you may sail as an extra action with 1 more Ship icon."
    if kind == "technology" and key == DOCKS:
        return (f"At the end of the game you score {SEA.docks_vp} VP for each Seaside factory where you have "
                "presence (the Island factory counts as one).")
    if kind == "die" and key == "treasure":
        return (f"Gained with presence on the Treasure Island. In the Roll phase, spend "
                f"a {', '.join(icon_word(i) for i in ROLL_WITH[:-1])} or {icon_word(ROLL_WITH[-1])} icon to roll it; each VP "
                "icon you spend gives 1 VP from the supply.")
    if kind == "icon" and key == "ship":
        return ("In the Sailing action each Ship icon moves your ship one hex. A Ship and a Pioneer never pair as "
                "one icon.")
    return None


def cards(options: dict) -> list[Card]:
    return [Card("Sailing", "action", "Spend Ship icons: each moves your ship one hex across the Sea. The tile "
                                      "where it finishes is turned face up and gives its benefit. You have a ship "
                                      "while you have presence on the Port."),
            Card("Face-down Sea tile", "Sea tile", "A Sea tile lying face down: a Water tile or an Island. A ship "
                                                   "finishing its sailing here turns it face up for its benefit.")]
