"""The starting set-up for beginners (option `setup=beginner`): the beginner board with every colour's two settlements
and two roads already placed (data/components.yaml `beginner_pieces`), the starting cards from each colour's starred
settlement, and no placement phase: the first player rolls. Colours take the seats in the file's order; a colour
needing more players than the game has (red: 4) is left out.

The pieces are checked when the file is read: every intersection and path on the board, the distance rule between
all settlements (so no intersection or path is used twice), each road at its own settlement, the star one of the
colour's settlements, as many colours as players for each player count; a mistake is a DataError naming the colour
and the field."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.data import DataError, DataFiles
from .board import GRAPH
from .components import CONTENT, FILE, FILES, PLAYER_COUNTS
from .turn import place_road, place_settlement, starting_resources


@dataclass(frozen=True)
class ColourPieces:
    colour: str
    players: int  # the fewest players that use these pieces
    settlements: tuple[int, ...]  # intersections (GRAPH indexes)
    roads: tuple[int, ...]  # paths; roads[i] touches settlements[i]
    star: int  # the settlement whose hexes give the starting cards


def _spot(record, field: str, text, parse) -> int:
    try:
        return parse(text)
    except ValueError as exc:  # a NotationError: off the board or not the notation
        raise record.fail(field, f"{exc}") from None


def _pair(record, field: str, parse) -> tuple[int, ...]:
    texts = record.get(field)
    if not isinstance(texts, list) or len(texts) != 2:
        raise record.fail(field, f"expected a list of 2, got {texts!r}")
    return tuple(_spot(record, field, text, parse) for text in texts)


def _colour(record) -> ColourPieces:
    record.provenance()
    players = record.integer("players")
    if players not in PLAYER_COUNTS:
        raise record.fail("players", f"{players} is not a player count of the game ({PLAYER_COUNTS})")
    settlements = _pair(record, "settlements", GRAPH.vertex)
    roads = _pair(record, "roads", GRAPH.edge)
    for road, settlement in zip(roads, settlements):
        if settlement not in GRAPH.edge_vertices[road]:
            raise record.fail("roads", f"{GRAPH.edge_text[road]} does not touch {GRAPH.vertex_text[settlement]}")
    star = _spot(record, "star", record.text("star"), GRAPH.vertex)
    if star not in settlements:
        raise record.fail("star", f"{GRAPH.vertex_text[star]} is not one of the colour's settlements")
    return ColourPieces(record.text("colour"), players, settlements, roads, star)


def read_colours(files: DataFiles, content: dict) -> tuple[ColourPieces, ...]:
    """The colours of `content["beginner_pieces"]`, each checked alone and all together."""
    colours = files.records(FILE, content, "beginner_pieces", "colour", "colour", _colour)
    where = f"{FILE}: beginner_pieces"
    taken: dict[int, str] = {}
    for pieces in colours.values():
        for v in pieces.settlements:
            for near in (v, *GRAPH.vertex_vertices[v]):
                if near in taken:
                    raise DataError(f"{where}: {pieces.colour}'s settlement at {GRAPH.vertex_text[v]} breaks the "
                                    f"distance rule with {taken[near]}'s at {GRAPH.vertex_text[near]}")
            taken[v] = pieces.colour
    for count in PLAYER_COUNTS:
        if sum(p.players <= count for p in colours.values()) != count:
            raise DataError(f"{where}: a {count}-player game needs exactly {count} colours")
    return tuple(colours.values())


COLOURS: tuple[ColourPieces, ...] = read_colours(FILES, CONTENT)


def colours_for(players: int) -> tuple[ColourPieces, ...]:
    """The colours of a game of `players`, in seat order."""
    return tuple(pieces for pieces in COLOURS if pieces.players <= players)


def place_pieces(state) -> None:
    """Every seat's pieces and starting cards (the set-up's own placing and starting-card rules, turn.py)."""
    for seat, pieces in enumerate(colours_for(state.seats)):
        for settlement, road in zip(pieces.settlements, pieces.roads):
            place_settlement(state, seat, settlement)
            place_road(state, seat, road)
        starting_resources(state, seat, pieces.star)

