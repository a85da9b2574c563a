"""Agents: anything that picks an option from a seat's view. Surfaces create them by name with `make_agent`."""
from .base import Agent, GreedyAgent, RandomAgent
from .mcts import MCTSAgent
from .registry import AGENTS, STRENGTHS, agent_names, make_agent, numbered, own_seed, strength_of

__all__ = ["AGENTS", "Agent", "GreedyAgent", "MCTSAgent", "RandomAgent", "STRENGTHS", "agent_names", "make_agent", "numbered",
           "own_seed", "strength_of"]
