"""The registry of Land Ho!'s steps (engine.flow): steps.py and trades.py register theirs here."""
from __future__ import annotations

from ....engine.flow import StepRegistry

STEPS = StepRegistry("catan-land-ho")
