"""The engine: the decision model, seeded chance, records, positions and the game registry."""
from .chance import Rng
from .errors import (ChanceError, DicelandsError, IllegalActionError, NotationError, OptionError, PositionError,
                     RecordError, UnknownGameError)
from .actions import Action, action_json, make_action
from .flow import Flow, Step, StepFlow, StepRegistry, Waiting
from .game import Game, Result, SeatPlan, normalize_notation
from .hidden import SEAT, HiddenZone
from .modules import Module, point
from .companions import BotHints, Codec, ConformanceSettings, LearningSpec, Presentation
from .space import ActionSpace
from .match import Match, load_json
from .options import OptionSpec
from .registry import available_games, get_game

__all__ = ["SEAT", "Action", "ActionSpace", "ChanceError", "DicelandsError", "Flow", "Game", "HiddenZone",
           "IllegalActionError", "Match", "Module", "point", "BotHints", "Codec", "ConformanceSettings",
           "LearningSpec", "Presentation", "NotationError", "OptionError", "OptionSpec", "PositionError",
           "RecordError", "Result", "Rng", "SeatPlan", "Step", "StepFlow", "StepRegistry", "UnknownGameError",
           "action_json", "available_games", "get_game", "load_json", "make_action", "normalize_notation"]
