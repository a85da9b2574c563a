"""Rendering (rich) and log lines for Dice Colony."""
from __future__ import annotations


def render(game, state, seat):
    return str(game.view(state, seat))


def describe(game, state, seat, action) -> str:
    return f"seat {seat}: {action}"
