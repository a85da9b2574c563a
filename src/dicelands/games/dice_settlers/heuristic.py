"""How well a seat stands in Dice Settlers (for greedy bots and search cut-offs): its score now, plus a little for
potential (resources, tents in hand, presence, dice and technologies owned, what is paid towards an action), minus a
share of the best other seat's score (all of it against the Diceoneer). The unit is roughly VP. The weights are data
(`Weights`), tuned by `benchmarks/tune_heuristic.py` against the Diceoneer (docs/bots.md); each module's
"heuristic" hook is added to the potential.
"""
from __future__ import annotations

from dataclasses import dataclass

from .extensions import hooks
from .payment import AfterAction, PayFor
from .scoring import owned_dice, score_lines
from .state import State


@dataclass(frozen=True)
class Weights:
    resource: float = 0.8  # per resource held
    tent: float = 0.3  # per tent in the personal supply
    presence: float = 0.6  # per tile with at least one of the seat's tents
    die: float = 0.4  # per die owned
    technology: float = 0.5  # per technology owned
    paid: float = 0.5  # per die or resource already paid towards the current action
    others: float = 0.5  # share of the best other seat's score taken off
    diceoneer: float = 1.0  # the same against the Diceoneer (solo): only the margin decides, and the player's VP
    # tokens come from the supply whose end ends the game, so taking them is also tempo the Diceoneer loses


WEIGHTS = Weights()


def heuristic(game, state: State, seat: int) -> float:
    weights = WEIGHTS
    lines = score_lines(state)
    p = state.players[seat]
    mine = lines[seat]["total"]
    others = max((lines[s]["total"] for s in range(state.seats) if s != seat), default=0)
    presence = sum(1 for counts in state.tents.values() if counts[seat] > 0)
    paid = next((step.paid for step in state.flow.stacks[seat] if isinstance(step, (PayFor, AfterAction))), ())
    potential = (weights.resource * sum(p.res.values()) + weights.tent * p.personal + weights.presence * presence
                 + weights.die * owned_dice(state, seat) + weights.technology * len(p.techs)
                 + weights.paid * len(paid))
    potential += sum(module_potential(state, seat) for module_potential in hooks(state.options, "heuristic"))
    share = weights.diceoneer if state.bot_seat >= 0 else weights.others
    return mine + potential - share * others
