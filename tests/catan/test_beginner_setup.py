"""The starting set-up for beginners (option setup=beginner): base rulebook (5th ed.), "Starting Set-up for
Beginners": the beginner board, every colour's 2 settlements and 2 roads placed as printed, the red pieces left out
with 3 players, the starting cards from the starred settlement, then the first player rolls (docs/rules/catan.md)."""
import pytest

from dicelands.engine import PositionError
from dicelands.engine.data import DataError
from dicelands.engine.errors import OptionError
from dicelands.engine.inputs import conform, parse_yaml
from dicelands.engine.schemas import Strict
from dicelands.games.catan import beginner
from dicelands.games.catan.board import beginner_board
from dicelands.games.catan.components import FILES, RESOURCE_CARDS, BeginnerColour

from .helpers import GAME, options

RAW = parse_yaml(FILES.directory.joinpath("components.yaml").read_text(encoding="utf-8"), "components.yaml",
                 DataError)["beginner_pieces"]


def pieces_of(state, seat: int) -> tuple[list[str], list[str]]:
    position = GAME.to_position(state)
    return ([b["at"] for b in position["buildings"] if b["seat"] == seat and b["kind"] == "settlement"],
            [r["at"] for r in position["roads"] if r["seat"] == seat])


@pytest.mark.parametrize("players", [3, 4])
def test_every_colour_s_pieces_stand_where_the_data_file_puts_them(players):
    state = GAME.new_state({"players": players, "setup": "beginner"}, 0)
    colours = [raw for raw in RAW if raw["players"] <= players]  # 3 players: the red pieces are left out
    assert [raw["colour"] for raw in colours] == ["blue", "white", "orange", "red"][:players]
    for seat, raw in enumerate(colours):
        settlements, roads = pieces_of(state, seat)
        assert sorted(settlements) == sorted(raw["settlements"]) and sorted(roads) == sorted(raw["roads"])
    assert state.built == ((2, 2, 0),) * players
    assert state.board == beginner_board()


def test_with_three_players_the_red_spots_stay_empty():
    red = next(raw for raw in RAW if raw["colour"] == "red")
    position = GAME.to_position(GAME.new_state({"players": 3, "setup": "beginner"}, 0))
    assert not {b["at"] for b in position["buildings"]} & set(red["settlements"])
    assert not {r["at"] for r in position["roads"]} & set(red["roads"])
    assert len(position["buildings"]) == 6 and len(position["roads"]) == 6


def test_the_starting_cards_are_the_starred_settlement_s_hexes():
    """Each colour takes one card per terrain hex around its starred settlement (hand-checked on the board)."""
    state = GAME.new_state({"players": 4, "setup": "beginner"}, 0)
    # blue (2,-2)/(1,-1)/(2,-1): forest 9, pasture 4, hills 10; white (2,-1)/(1,0)/(2,0): hills 10, forest 3,
    # mountains 8; orange (-2,0)/(-1,0)/(-2,1): fields 9, forest 11, forest 8; red (-2,1)/(-1,1)/(-2,2): forest 8,
    # mountains 3, hills 5   (lumber, brick, wool, grain, ore)
    assert state.hands == [[1, 1, 1, 0, 0], [1, 1, 0, 0, 1], [2, 0, 0, 1, 0], [1, 1, 0, 0, 1]]
    assert [state.bank[r] + sum(h[r] for h in state.hands) for r in range(5)] == [RESOURCE_CARDS] * 5


def test_the_first_decision_is_the_first_player_s_roll():
    for players in (3, 4):
        state = GAME.new_state({"players": players, "setup": "beginner"}, 7)
        assert GAME.to_move(state) == (0,) and options(state, 0) == ["roll"] and state.turns == 1
        assert [GAME.result(state).scores[s]["total"] for s in range(players)] == [2] * players
        state = GAME.apply(state, 0, "roll")
        assert GAME.to_move(state) == (0,) or state.last_roll[0] + state.last_roll[1] == 7


def test_setup_beginner_brings_the_beginner_board_and_refuses_a_random_one():
    assert GAME.resolve_options({"setup": "beginner"})["board"] == "beginner"
    assert GAME.resolve_options({})["setup"] == "draft"
    with pytest.raises(OptionError, match="beginner set-up places its pieces on the beginner board"):
        GAME.new_state({"setup": "beginner", "board": "random"}, 0)
    draft = GAME.new_state({"players": 3, "board": "beginner"}, 0)  # the beginner board alone: the snake draft
    assert GAME.prompt(draft, 0) == "place your first settlement" and not any(draft.hands[0])


def test_a_beginner_position_round_trips_and_a_bad_option_pair_is_refused():
    state = GAME.new_state({"players": 4, "setup": "beginner"}, 3)
    position = GAME.to_position(state)
    assert position["options"]["setup"] == "beginner"
    assert GAME.to_position(GAME.from_position(position)) == position
    position["options"]["board"] = "random"
    with pytest.raises(PositionError, match="beginner set-up places its pieces on the beginner board"):
        GAME.from_position(position)


class PiecesSection(Strict):
    beginner_pieces: list[BeginnerColour]


def edited(which: str, **fields) -> list[BeginnerColour]:
    """The file's pieces, one colour's fields changed, decoded as the file is."""
    raws = [dict(raw, **fields) if raw["colour"] == which else raw for raw in RAW]
    return conform({"beginner_pieces": raws}, PiecesSection, "components.yaml", DataError).beginner_pieces


@pytest.mark.parametrize("fields, message", [
    ({"settlements": ["(5,5)/(6,5)/(5,6)", "(2,-2)/(1,-1)/(2,-1)"]},
     r"beginner_pieces.0.settlements: colour blue: vertex '\(5,5\)/\(6,5\)/\(5,6\)' is not on this board"),
    ({"roads": ["(0,1)/(-1,2)", "(1,-1)/(1,0)"]},
     r"beginner_pieces.0.roads: colour blue: \(1,-1\)/\(1,0\) does not touch \(2,-2\)/\(1,-1\)/\(2,-1\)"),
    ({"star": "(-1,1)/(0,1)/(-1,2)x"}, r"beginner_pieces.0.star: colour blue: vertex .* is not a cell like"),
    ({"star": "(0,-1)/(1,-1)/(0,0)"}, r"beginner_pieces.0.star: colour blue: .* is not one of the colour's settlements"),
    ({"settlements": ["(0,1)/(1,1)/(0,2)", "(2,-2)/(1,-1)/(2,-1)"], "roads": ["(1,1)/(0,2)", "(2,-2)/(2,-1)"]},
     r"white's settlement at \(1,0\)/\(0,1\)/\(1,1\) breaks the distance rule with blue's at \(0,1\)/\(1,1\)/"),
    ({"settlements": ["(2,-2)/(1,-1)/(2,-1)", "(1,-2)/(2,-2)/(1,-1)"], "roads": ["(2,-2)/(2,-1)", "(1,-2)/(2,-2)"]},
     r"blue's settlement at \(1,-2\)/\(2,-2\)/\(1,-1\) breaks the distance rule with blue's"),
    ({"players": 4}, r"a 3-player game needs exactly 3 colours"),
    ({"players": 5}, r"beginner_pieces.0.players: colour blue: 5 is not a player count"),
    ({"players": 0}, r"beginner_pieces.0.players: expected int >= 1"),
    ({"colour": "white"}, r"beginner_pieces.1.colour: duplicate colour 'white'"),
])
def test_the_data_file_s_pieces_are_checked_when_read(fields, message):
    """On the board, the distance rule, each road at its settlement: a mistake names the record, the field and the
    colour."""
    assert beginner.read_colours(edited("white")) == beginner.COLOURS
    with pytest.raises(DataError, match=message):
        beginner.read_colours(edited("blue", **fields))

