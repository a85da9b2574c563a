"""Agents: anything that picks an option from a seat's view. Surfaces create them by name with `make_agent`."""
from .base import Agent, RandomAgent, agent_names, make_agent

__all__ = ["Agent", "RandomAgent", "agent_names", "make_agent"]
