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
from .components import CONTENT, FILE, PLAYER_COUNTS, BeginnerColour, keyed
from .turn import place_road, place_settlement, starting_resources


@dataclass(frozen=True)
class ColourPieces:
    colour: str
    players: int  # the fewest players that use these pieces
    settlements: tuple[int, ...]  # intersections (GRAPH indexes)
    roads: tuple[int, ...]  # paths; roads[i] touches settlements[i]
    star: int  # the settlement whose hexes give the starting cards


def _spot(index: int, colour: str, field: str, text: str, parse) -> int:
    try:
        return parse(text)
    except ValueError as exc:  # a NotationError: off the board or not the notation
        raise _fail(index, colour, field, f"{exc}") from None


def _fail(index: int, colour: str, field: str, problem: str) -> DataError:
    return DataFiles.fail(FILE, f"beginner_pieces.{index}.{field}", f"colour {colour}: {problem}")


def _colour(index: int, record: BeginnerColour) -> ColourPieces:
    colour = record.colour
    if record.players not in PLAYER_COUNTS:
        raise _fail(index, colour, "players", f"{record.players} is not a player count of the game ({PLAYER_COUNTS})")
    settlements = tuple(_spot(index, colour, "settlements", text, GRAPH.vertex) for text in record.settlements)
    roads = tuple(_spot(index, colour, "roads", text, GRAPH.edge) for text in record.roads)
    for road, settlement in zip(roads, settlements):
        if settlement not in GRAPH.edge_vertices[road]:
            raise _fail(index, colour, "roads", f"{GRAPH.edge_text[road]} does not touch {GRAPH.vertex_text[settlement]}")
    star = _spot(index, colour, "star", record.star, GRAPH.vertex)
    if star not in settlements:
        raise _fail(index, colour, "star", f"{GRAPH.vertex_text[star]} is not one of the colour's settlements")
    return ColourPieces(colour, record.players, settlements, roads, star)


def read_colours(records: list[BeginnerColour]) -> tuple[ColourPieces, ...]:
    """The colours of the file's `beginner_pieces`, each checked alone and all together."""
    keyed(FILE, "beginner_pieces", records, "colour")
    colours = [_colour(index, record) for index, record in enumerate(records)]
    where = f"{FILE}: beginner_pieces"
    taken: dict[int, str] = {}
    for pieces in colours:
        for v in pieces.settlements:
            for near in (v, *GRAPH.vertex_vertices[v]):
                if near in taken:
                    raise DataError(f"{where}: {pieces.colour}'s settlement at {GRAPH.vertex_text[v]} breaks the "
                                    f"distance rule with {taken[near]}'s at {GRAPH.vertex_text[near]}")
            taken[v] = pieces.colour
    for count in PLAYER_COUNTS:
        if sum(p.players <= count for p in colours) != count:
            raise DataError(f"{where}: a {count}-player game needs exactly {count} colours")
    return tuple(colours)


COLOURS: tuple[ColourPieces, ...] = read_colours(CONTENT.beginner_pieces)


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

