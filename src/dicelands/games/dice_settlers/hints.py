"""Dice Settlers' bot hints (engine/companions.py `BotHints`): the bot that plays it best, and how well a seat stands
(for greedy bots and search cut-offs): its score now, plus a little for
potential (resources, tents in hand, presence, dice and technologies owned, what is paid towards an action, the
faces of the dice in hand), minus a share of the best other seat's score (all of it against the Diceoneer). The unit
is roughly VP. The weights are data (`Weights`), tuned by `benchmarks/tune_heuristic.py` against the Diceoneer
(docs/bots.md); each module's "heuristic" hook is added to the potential.

Solo, the Diceoneer's points are almost all VP tokens that come steadily, round after round, while the game lasts
(the VP supply, the map stack or the dice colours running out end it), so a tile left in the map stack counts against
the player (`stack`). The hand terms (`face`, `trade_face`, `trader`) are what turned `greedy` from losing most solo
games into winning about half (docs/bots.md): without them every Roll-phase choice was a coin toss. Weights at 0
(`supply`, `fade`, `factory`, `hand`, `focus`) were tried and did not pay; they stay for tuning runs.
"""
from __future__ import annotations

from dataclasses import dataclass

from mypy_extensions import mypyc_attr

from ...engine.companions import BotHints
from .board import hand_size
from .hooks import in_play as modules_in_play
from .payment import AfterAction, PayFor
from .scoring import owned_dice, score_lines
from .state import State, colour_of
from .tables import FACES, ICON_KIND, TILES


@dataclass(frozen=True)
class Weights:
    resource: float = 0.8  # per resource held
    tent: float = 0.15  # per tent in the personal supply
    presence: float = 0.6  # per tile with at least one of the seat's tents
    die: float = 0.4  # per die owned
    technology: float = 0.5  # per technology owned
    paid: float = 0.5  # per die or resource already paid towards the current action
    others: float = 0.5  # share of the best other seat's score taken off
    diceoneer: float = 1.0  # the same against the Diceoneer (solo): only the margin decides, and the player's VP
    # tokens come from the supply whose end ends the game, so taking them is also tempo the Diceoneer loses
    face: float = 0.3  # per die in hand whose face pays an action not taken yet this round (a Pioneer half)
    trade_face: float = 1.5  # per Trade face in hand that has a resource token to trade
    trader: float = 0.5  # per owned die with a Trade face (the icon that turns resources into VP)
    factory: float = 0.0  # per own tent on a VP factory tile, up to the tents it takes
    supply: float = 0.0  # solo: per VP left in the supply, taken off (the Diceoneer's share of what is left)
    stack: float = 0.7  # solo: per tile left in the map stack, taken off (its end ends the game too)
    fade: float = 0.0  # solo: the potential shrinks by this share of the game's progress
    hand: float = 0.0  # per die drawn each round above the starting 3 (tracker tiles, Hand size technology)
    focus: float = 0.0  # 1: only the icons of the (two minus turns taken) open actions with the most icons count


WEIGHTS = Weights()
TRADERS = frozenset(c for c, faces in FACES.items() if any("trade" in face.split("+") for face in faces))


@mypyc_attr(allow_interpreted_subclasses=True)  # variants and tests subclass it in plain Python
class SettlersHints(BotHints):
    # a search cut off one roll later wins more: mcts:30/horizon=1 beat greedy in 77.8% of 200 games, mcts:30 in
    # 68.5% of the same games; at the default horizon 100 iterations were no better than 30. Against the Diceoneer
    # too (so no best_bot_solo): 70.5% of 200 games, mcts:30 62.0% and greedy 53.0% of the same games (docs/bots.md,
    # 2026-12-02)
    best_bot = "mcts:30/horizon=1"

    def heuristic(self, state: State, seat: int) -> float:
        return heuristic(state, seat)  # modules' "heuristic" hooks are added there


def heuristic(state: State, seat: int) -> float:
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
    if weights.face or weights.trade_face:
        potential += hand_value(p, weights)
    if weights.trader:
        potential += weights.trader * sum(colour_of(d) in TRADERS for d in p.owned())
    if weights.hand:
        potential += weights.hand * (hand_size(state, seat) - 3)
    if weights.factory:
        potential += weights.factory * factory_tents(state, seat)
    potential += sum(hooks.heuristic(state, seat) for hooks in modules_in_play(state.options) if hooks.heuristic)
    if state.bot_seat < 0:
        return mine + potential - weights.others * others
    potential *= 1 - weights.fade * progress(state)
    return (mine + potential - weights.diceoneer * others - weights.supply * state.vp_supply
            - weights.stack * len(state.stack))


def hand_value(p, weights: Weights) -> float:
    """The dice in hand by their faces: an icon is worth something while its action is still open this round."""
    if weights.focus:
        return focused_hand_value(p, weights)
    value = 0.0
    tokens = sum(p.res.values())
    for face in p.active.values():
        for icon in face.split("+"):
            kind = ICON_KIND.get(icon)
            if kind == "pioneer":
                value += weights.face / 2
            elif kind == "action" and icon not in p.taken:
                value += weights.face
                if icon == "trade" and tokens:
                    value += weights.trade_face
                    tokens -= 1
            elif kind in ("basic_resource", "special_resource") and "harvest" not in p.taken:
                value += weights.face
    return value


def focused_hand_value(p, weights: Weights) -> float:
    """The icons in hand that the seat's turns left this round can spend: per open action its icons (resources
    count for Harvest, two Pioneers for one icon), the actions with the most icons first."""
    counts: dict[str, float] = {}
    pioneers = 0
    for face in p.active.values():
        for icon in face.split("+"):
            kind = ICON_KIND.get(icon)
            if kind == "pioneer":
                pioneers += 1
            elif kind == "action":
                counts[icon] = counts.get(icon, 0) + 1
            elif kind in ("basic_resource", "special_resource"):
                counts["harvest"] = counts.get("harvest", 0) + 1
    turns = max(0, 2 - p.slots)
    open_counts = sorted(((n, a) for a, n in counts.items() if a not in p.taken), reverse=True)[:turns]
    value = weights.face * (sum(n for n, _ in open_counts) + pioneers / 2 * bool(turns))
    trades = next((n for n, a in open_counts if a == "trade"), 0)
    return value + weights.trade_face * min(trades, sum(p.res.values()))


def factory_tents(state: State, seat: int) -> int:
    """The seat's tents on VP factories, each counted up to the tents the factory takes."""
    total = 0
    for cell, counts in state.tents.items():
        factory = TILES[state.tiles[cell]].factory
        if factory and factory.gain.vp and counts[seat]:
            total += min(counts[seat], factory.tents)
    return total


def progress(state: State) -> float:
    """How far the game has run towards its end, 0 to 1: the further of the VP supply and the map stack used."""
    vp = 1 - state.vp_supply / state.vp_initial if state.vp_initial else 0.0
    drawn = len(state.removed) + sum(1 for t in state.tiles.values() if not TILES[t].starting and not TILES[t].module)
    stack = drawn / (drawn + len(state.stack)) if drawn + len(state.stack) else 1.0
    return max(vp, stack)
