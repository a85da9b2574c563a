"""The engine: the decision model, seeded chance, records, positions and the game registry."""
from .chance import Rng
from .errors import (ChanceError, DicelandsError, IllegalActionError, NotationError, OptionError, PositionError,
                     RecordError, UnknownGameError)
from .game import Game, OpenInformation, Result, SeatPlan, normalize_notation
from .match import Match, load_json
from .options import OptionSpec
from .registry import available_games, get_game

__all__ = ["ChanceError", "DicelandsError", "Game", "IllegalActionError", "Match", "NotationError", "OpenInformation",
           "OptionError", "OptionSpec", "PositionError", "RecordError", "Result", "Rng", "SeatPlan", "UnknownGameError",
           "available_games", "get_game", "load_json", "normalize_notation"]
