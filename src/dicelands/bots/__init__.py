"""Agents: anything that picks an option from a seat's view. Surfaces create them by name with `make_agent`."""
from .base import AGENTS, Agent, GreedyAgent, RandomAgent, agent_names, make_agent
from .mcts import MCTSAgent

__all__ = ["AGENTS", "Agent", "GreedyAgent", "MCTSAgent", "RandomAgent", "agent_names", "make_agent"]
