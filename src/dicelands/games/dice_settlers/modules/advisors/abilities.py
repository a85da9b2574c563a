"""The Advisor action (seed: "During your turn you may spend the special icon as an action to perform the Advisor
action printed on the Advisor card"; "the Advisor action is always considered its own type of action") and each
Advisor's ability (seed Appendix 2; G27 where the seed is silent). `ChooseAction` gains "action advisor" (kind advise)
while the pink die shows its Advisor face; it spends the die, counts as the action type "advisor" and pushes the
ability's steps above `AfterAction`.

Steps: Spymaster (spymaster.py) `SwapGive` -> `SwapTake(give)` -> `SwapFace(die)` -> `SpymasterExtra`; Scientist `ScientistPay`
-> `ScientistChoose(icons)`; General `GeneralTile` -> `GeneralTents(cell, left)`; Hegemon `HegemonReturn(returned)`
-> `HegemonRecruit(left)`; Merchant Lord `SellTokens(left)`; Broker `BrokerGain(left)`; Pathfinder: the base Explore.
"""
from __future__ import annotations

from dataclasses import dataclass

from .....engine.flow import Step
from ...actions import explore, recruit, research
from ...board import cell_text, presence_cells
from ...gains import add_tents, spend_die, take_vp, tents_from_general
from ...icons import available
from ...payment import AfterAction, PayFor
from ...state import State, colour_of, die_sort_key
from ...steps import STEPS, act
from ...tables import RECRUITABLE, TECHS, removable
from .cards import ADVISORS
from .section import advisor_of, pink_among
from .spymaster import SwapGive, by_colour, can_swap, swappable

ADVISOR_ACTION = "advisor"
ADVISE = act("advise", "action advisor")
SCIENTIST_MAX_COST = 2  # seed #150: "with a Research icon cost of no more than 2"
GENERAL_TENTS = 2  # seed #151: "Raid up to 2 tents"
SELL_TOKENS, SELL_VP = 3, 2  # G27 #153: "up to 3 resource tokens for 2 VP each"
PATHFINDER_TENTS, PATHFINDER_EXPLORE = 2, 2  # G27 #155
BROKER_RESOURCES = ("food", "wood", "iron")  # seed #154: "1 Food, 1 Wood or 1 Iron"
RAID_DONE = act("generaldone", "raid done", control=True)
RECRUIT_NOW, SELL_DONE = act("recruitnow", "recruit now", control=True), act("selldone", "sell done", control=True)


def ability(state: State, seat: int) -> str:
    return ADVISORS[advisor_of(state, seat)].ability


def advisor_die(p) -> str | None:
    showing = [d for d in pink_among(p.active) if p.active[d] == "advisor"]  # (a hot path: sort only these)
    return min(showing, key=die_sort_key) if showing else None


def choose_options(game, state, seat, step) -> list:
    p = state.players[seat]
    if ADVISOR_ACTION in p.taken or advisor_die(p) is None or not advisor_of(state, seat):
        return []
    return [ADVISE] if POSSIBLE[ability(state, seat)](state, seat) else []


def can_advise(state: State, seat: int) -> bool:
    return bool(choose_options(None, state, seat, None))


def advise(game, state, seat, action) -> None:
    p = state.players[seat]
    die = advisor_die(p)
    assert die is not None  # offered only with a pink die showing its Advisor face (can_advise)
    spend_die(p, die)
    p.taken = p.taken + (ADVISOR_ACTION,)
    state.flow = state.flow.replace(seat, AfterAction(ADVISOR_ACTION, ("advisor",)))
    START[ability(state, seat)](state, seat)


# ---- Scientist #150 -----------------------------------------------------------------------------------------------
def scientist_techs(state: State, seat: int, icons: int) -> list:
    p = state.players[seat]
    return [t for t in state.tableau if t not in p.techs and TECHS[t].research_cost <= SCIENTIST_MAX_COST
            and research.research_cost(p, t) <= icons]


def can_research(state: State, seat: int) -> bool:
    return bool(scientist_techs(state, seat, available(state, seat, "research")))


@dataclass(frozen=True, init=False)  # PayFor's own __init__ (written out: payment.py)
class ScientistPay(PayFor):
    """The Research icons the Scientist still needs (seed #150: 'You must still spend the Research icons!')."""

    def prompt(self, game, state: State, seat: int):
        return f"Scientist: spend Research icons (paid {len(self.paid)}), then pay done"

    def options(self, game, state: State, seat: int):
        out = [a for a in super().options(game, state, seat) if a.kind not in ("paydone", "cancel")]
        if scientist_techs(state, seat, len(self.paid)):
            out.append(act("paydone", "pay done", control=True))
        return out or [act("cancel", "cancel", control=True)]

    def apply(self, game, state: State, seat: int, action):
        if action.kind == "paydone":
            state.flow = state.flow.replace(seat, ScientistChoose(len(self.paid)))
        elif action.kind == "cancel":
            state.flow = state.flow.pop(seat)
        else:
            super().apply(game, state, seat, action)
            top = state.flow.top(seat)
            assert isinstance(top, PayFor)
            state.flow = state.flow.replace(seat, ScientistPay(top.action, top.paid))


@dataclass(frozen=True)
class ScientistChoose(Step):
    icons: int

    def prompt(self, game, state: State, seat: int):
        return f"Scientist: research a technology costing at most {SCIENTIST_MAX_COST}, ignoring resources"

    def options(self, game, state: State, seat: int):
        return [act("research", f"research {t}", tech=t) for t in scientist_techs(state, seat, self.icons)]

    def apply(self, game, state: State, seat: int, action):
        research.own(state, seat, action["tech"])
        state.flow = state.flow.pop(seat)


# ---- General #151 -------------------------------------------------------------------------------------------------
def general_cells(state: State, seat: int) -> list:
    return [c for c in presence_cells(state, seat) if any(n for s, n in enumerate(state.tents[c]) if s != seat)]


def remove_tent(state: State, cell, owner: int) -> None:
    """One tent back to its owner's personal supply; the Diceoneer's to the general supply (seed Advisors solo)."""
    add_tents(state, owner, cell, -1)
    p = state.players[owner]
    if owner == state.bot_seat:
        p.general += 1
    else:
        p.personal += 1


@dataclass(frozen=True)
class GeneralTile(Step):
    def prompt(self, game, state: State, seat: int):
        return "General: choose a tile where you have presence to raid (defences ignored)"

    def options(self, game, state: State, seat: int):
        return [act("raid", f"raid {cell_text(c)}", cell=c) for c in general_cells(state, seat)]

    def apply(self, game, state: State, seat: int, action):
        state.flow = state.flow.replace(seat, GeneralTents(action["cell"], GENERAL_TENTS))


@dataclass(frozen=True)
class GeneralTents(Step):
    """Tents still to remove from `cell`, one by one, of any other players (seed #151)."""

    cell: tuple  # (q, r); typed as the container: a compiled class keeps `type` for tuple[int, int], which positions read
    left: int

    def prompt(self, game, state: State, seat: int):
        return f"General: remove a tent from {cell_text(self.cell)} ({self.left} left)"

    def options(self, game, state: State, seat: int):
        out = [act("target", f"target {s}", seat=s) for s, n in enumerate(state.tents[self.cell]) if s != seat and n]
        return out + ([RAID_DONE] if self.left < GENERAL_TENTS else [])

    def apply(self, game, state: State, seat: int, action):
        if action.kind == "target":
            remove_tent(state, self.cell, action["seat"])
        more = any(n for s, n in enumerate(state.tents[self.cell]) if s != seat)
        if action.kind == "target" and self.left > 1 and more:
            state.flow = state.flow.replace(seat, GeneralTents(self.cell, self.left - 1))
        else:
            state.flow = state.flow.pop(seat)


# ---- Hegemon #152 -------------------------------------------------------------------------------------------------
def hegemon_returnable(p) -> list:
    """One die per choice (G38): each colour of the spent area, each colour and face of the active area (an active
    die still shows an icon to spend); never the pink or the Treasure die."""
    out, seen = [], set()
    for die in sorted(p.active, key=die_sort_key):
        if removable(die) and (colour_of(die), p.active[die]) not in seen:
            seen.add((colour_of(die), p.active[die]))
            out.append(die)
    return out + by_colour(swappable(p))


def hegemon_colours(state: State) -> list:
    """Seed #152: 'including colours you do not have access to'; white dice are in the supply with Advisors."""
    return [c for c in ("white", *RECRUITABLE) if state.supply.get(c, 0) > 0]


@dataclass(frozen=True)
class HegemonReturn(Step):
    """Dice returned so far from your active and spent areas to the supply (seed #152: 'Return any number of dice';
    spec G38: "from its owner's active and spent areas only, never from the bag")."""

    returned: int

    def prompt(self, game, state: State, seat: int):
        return f"Hegemon: return dice to the supply ({self.returned} returned), then recruit now"

    def options(self, game, state: State, seat: int):
        out = [act("return", f"return {d}", die=d) for d in hegemon_returnable(state.players[seat])]
        return out + [RECRUIT_NOW]

    def apply(self, game, state: State, seat: int, action):
        if action.kind == "return":
            p = state.players[seat]
            die = action["die"]
            if die in p.active:
                del p.active[die]
            else:
                p.spent.remove(die)
                p.spent_this_round = tuple(d for d in p.spent_this_round if d != die)
            state.supply[colour_of(action["die"])] += 1
            state.flow = state.flow.replace(seat, HegemonReturn(self.returned + 1))
        elif hegemon_colours(state):
            state.flow = state.flow.replace(seat, HegemonRecruit(self.returned + 1))
        else:
            state.flow = state.flow.pop(seat)


@dataclass(frozen=True)
class HegemonRecruit(Step):
    left: int

    def prompt(self, game, state: State, seat: int):
        return f"Hegemon: recruit a die of any colour ({self.left} left)"

    def options(self, game, state: State, seat: int):
        return [act("recruit", f"recruit {c}", colour=c) for c in hegemon_colours(state)]

    def apply(self, game, state: State, seat: int, action):
        recruit.recruit_die(state, seat, action["colour"])
        if self.left > 1 and hegemon_colours(state):
            state.flow = state.flow.replace(seat, HegemonRecruit(self.left - 1))
        else:
            state.flow = state.flow.pop(seat)


# ---- Merchant Lord #153, Broker #154 ------------------------------------------------------------------------------
@dataclass(frozen=True)
class SellTokens(Step):
    left: int

    def prompt(self, game, state: State, seat: int):
        return f"Merchant Lord: sell a resource token for {SELL_VP} VP ({self.left} left)"

    def options(self, game, state: State, seat: int):
        res = state.players[seat].res
        return [act("sell", f"sell {r}", resource=r) for r in res if res[r] > 0] + [SELL_DONE]

    def apply(self, game, state: State, seat: int, action):
        if action.kind == "sell":
            state.players[seat].res[action["resource"]] -= 1
            take_vp(state, seat, SELL_VP)
        if action.kind == "sell" and self.left > 1 and any(state.players[seat].res.values()):
            state.flow = state.flow.replace(seat, SellTokens(self.left - 1))
        else:
            state.flow = state.flow.pop(seat)


@dataclass(frozen=True)
class BrokerGain(Step):
    left: int

    def prompt(self, game, state: State, seat: int):
        return f"Broker: gain a Food, Wood or Iron token ({self.left} left)"

    def options(self, game, state: State, seat: int):
        return [act("gain", f"gain {r}", resource=r) for r in BROKER_RESOURCES]

    def apply(self, game, state: State, seat: int, action):
        res = state.players[seat].res
        res[action["resource"]] = res.get(action["resource"], 0) + 1
        state.flow = state.flow.replace(seat, BrokerGain(self.left - 1)) if self.left > 1 else state.flow.pop(seat)


# ---- Pathfinder #155 ----------------------------------------------------------------------------------------------
def pathfinder(state: State, seat: int) -> None:
    p = state.players[seat]
    tents_from_general(p, PATHFINDER_TENTS)
    p.personal += PATHFINDER_TENTS
    if state.stack:
        explore.resolve(state, seat, ("explore",) * PATHFINDER_EXPLORE)


def _push(step_factory):
    return lambda state, seat: setattr(state, "flow", state.flow.push(seat, step_factory(state, seat)))


POSSIBLE = {
    "swap": can_swap,
    "research": can_research,
    "raid": lambda state, seat: bool(general_cells(state, seat)),
    "return_and_recruit": lambda state, seat: bool(hegemon_colours(state) or hegemon_returnable(state.players[seat])),
    "sell_tokens": lambda state, seat: any(state.players[seat].res.values()),
    "tokens_per_technology": lambda state, seat: bool(state.players[seat].techs),
    "tents_and_explore": lambda state, seat: True,
}
START = {
    "swap": _push(lambda state, seat: SwapGive()),
    "research": _push(lambda state, seat: ScientistPay("research", ())),
    "raid": _push(lambda state, seat: GeneralTile()),
    "return_and_recruit": _push(lambda state, seat: HegemonReturn(0)),
    "sell_tokens": _push(lambda state, seat: SellTokens(SELL_TOKENS)),
    "tokens_per_technology": _push(lambda state, seat: BrokerGain(len(state.players[seat].techs))),
    "tents_and_explore": pathfinder,
}

STEPS.register(ScientistPay, ScientistChoose, GeneralTile, GeneralTents, HegemonReturn, HegemonRecruit, SellTokens,
               BrokerGain)
