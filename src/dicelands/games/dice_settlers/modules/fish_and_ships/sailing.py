"""The Sailing action (seed F&S › Sailing .. Water tiles) and Open Seas (spec §12 G24's default).

"As an action spend any number of Ship icons. For each Ship icon spent, you may move your Ship to an adjacent Shore
hex or an adjacent Sea hex. If it is a face-down Sea tile you may peek at it (without revealing it to other
players). If the Sea tile you finished on is face down, turn it face up. Once you have finished moving, gain the
benefit of the tile you finished on."

Each move spends one Ship die at once (`sail (q,r)`), or a virtual Ship face (`sail (q,r) envoy`); `sail done` ends
the move. A peek adds the mover to the seats
that have seen that face-down tile (section.py), so only its view shows it. Steps: `SailMove(path, bonus)` on top of
the turn's `AfterAction("sail")`; a Water tile's action is the base game's `PayFor(action, (its icon,))`.
"""
from __future__ import annotations

from dataclasses import dataclass

from .....engine.flow import Step
from .....geometry.hexgrid import neighbours
from ...board import cell_text, presence_cells
from ...gains import add_tents, spend_die, tents_from_general
from ...icons import ICON_OF_ACTION, spend_virtual_face, virtual_faces
from ...payment import RULES_OF, AfterAction, PayFor
from ...state import State, die_sort_key
from ...steps import STEPS, act
from ...tables import TILES
from .data import SEA
from .sea import OPEN_SEAS
from .section import sea, update

SAIL = act("sail", "action sail", action="sail")
OPEN_SEAS_SAIL = act("openseas", "open seas")
SAIL_DONE = act("saildone", "sail done", control=True)


def ship_dice(p) -> list:
    return sorted((d for d, icon in p.active.items() if icon == "ship"), key=die_sort_key)


def virtual_ships(state: State, seat: int) -> list:
    """Source keys of virtual Ship faces the seat may spend (the Envoy #126's: seed Envoys › General Benefit, "all
    base game rules of spending virtual dice are unchanged")."""
    return [key for key, _icon in virtual_faces(state, seat, ("ship",))]


def sailable(state: State, cell) -> list:
    """Adjacent Shore hexes and Sea hexes (face down or up)."""
    s = sea(state)
    out = []
    for n in neighbours(cell):
        tile = state.tiles.get(n)
        if n in s.sea_cells or (tile is not None and TILES[tile].terrain == "shore"):
            out.append(n)
    return sorted(out)


def offer_sail(game, state, seat, step) -> list:
    ship = sea(state).ships[seat]
    p = state.players[seat]
    if ship is None or "sail" in p.taken or not (ship_dice(p) or virtual_ships(state, seat)) \
            or not sailable(state, ship):
        return []
    return [SAIL]


def offer_open_seas(game, state, seat, step) -> list:
    """Open Seas (G24 default): "once per round, as an extra action, Sail with +1 Ship icon"; offered after the
    turn's action, with the free actions (ruling: an extra action never takes the place of the turn's action)."""
    return [OPEN_SEAS_SAIL] if open_seas_ready(state, seat) else []


def offer_after_action(game, state, seat, step) -> list:
    return offer_open_seas(game, state, seat, step)


def open_seas_ready(state: State, seat: int) -> bool:
    p = state.players[seat]
    ship = sea(state).ships[seat]
    return OPEN_SEAS in p.techs and f"tech:{OPEN_SEAS}" not in p.used and ship is not None \
        and bool(sailable(state, ship))


def start_sailing(game, state, seat, action) -> None:
    p = state.players[seat]
    p.taken = p.taken + ("sail",)  # "each action may only be taken once per round"
    state.flow = state.flow.replace(seat, AfterAction("sail", ())).push(seat, SailMove((), 0))


def start_open_seas(game, state, seat, action) -> None:
    p = state.players[seat]
    p.used = p.used + (f"tech:{OPEN_SEAS}",)
    state.flow = state.flow.push(seat, SailMove((), 1))


@dataclass(frozen=True)
class SailMove(Step):
    """The hexes sailed through so far (`path`); `bonus` Ship icons not from dice (Open Seas) still to spend."""

    path: tuple
    bonus: int

    def prompt(self, game, state: State, seat: int):
        return "sail to an adjacent Shore or Sea hex (one Ship icon each), or sail done"

    def options(self, game, state: State, seat: int):
        out = []
        cells = sailable(state, sea(state).ships[seat])
        if self.bonus or ship_dice(state.players[seat]):
            out = [act("sailto", f"sail {cell_text(c)}", cell=c) for c in cells]
        if not self.bonus:  # a virtual Ship pays a move as a Ship die does (`sail (q,r) envoy`)
            out += [act("sailto", f"sail {cell_text(c)} {key}", cell=c, source=key)
                    for key in virtual_ships(state, seat) for c in cells]
        if self.path or not out:
            out.append(SAIL_DONE)
        return out

    def apply(self, game, state: State, seat: int, action):
        if action.kind == "saildone":
            state.flow = state.flow.pop(seat)
            if self.path:
                finish(state, seat, self.path[-1])
            return
        p = state.players[seat]
        bonus = self.bonus
        if bonus:
            bonus -= 1
        elif source := virtual_source(action):
            spend_virtual_face(p, source)
        else:
            spend_die(p, ship_dice(p)[0])
        cell = action["cell"]
        s = sea(state)
        ships = list(s.ships)
        ships[seat] = cell
        face_down = tuple((c, t, seen | {seat}) if c == cell else (c, t, seen) for c, t, seen in s.face_down)
        update(state, ships=tuple(ships), face_down=face_down)  # the peek: only this seat sees the tile now
        state.flow = state.flow.replace(seat, SailMove(self.path + (cell,), bonus))


def virtual_source(action) -> str | None:
    """The virtual Ship face a move spends (`sail (q,r) envoy`), or None."""
    return dict(action.fields).get("source")


def label(action) -> str | None:
    """A move paid by a virtual Ship: one label per cell whatever the source (one virtual Ship at a time)."""
    return f"sail {cell_text(action['cell'])} virtual" if action.kind == "sailto" and virtual_source(action) else None


def finish(state: State, seat: int, cell) -> None:
    """Turn the tile face up if it is face down, then gain its benefit."""
    s = sea(state)
    tile = s.tile_at(cell)
    if tile is not None:
        update(state, face_down=tuple(f for f in s.face_down if f[0] != cell))
        state.tiles[cell] = tile
        state.tents[cell] = (0,) * state.seats
    benefit(state, seat, cell)


def benefit(state: State, seat: int, cell) -> None:
    tile = state.tiles[cell]
    hex_ = SEA.hexes[tile]
    p = state.players[seat]
    if hex_.kind == "port":
        return  # "the Port hex has no benefit for finishing sailing movement on"
    if hex_.kind in ("seaside", "lighthouse", "island"):
        tents_from_general(p, 1)  # "place a tent on it directly from the general supply"
        add_tents(state, seat, cell)
        return
    if hex_.action:
        water_action(state, seat, hex_.action)
        return
    for what, n in hex_.gain.items():  # X2: 2 Fish; X5: 3 tents from the general supply to your personal supply
        if what == "tents":
            tents_from_general(p, n)
            p.personal += n
        elif seat != state.bot_seat:
            p.res[what] = p.res.get(what, 0) + n


def water_action(state: State, seat: int, action: str) -> None:
    """"an additional action - restricted to the type shown on the tile, with one additional icon to spend. If you
    have taken that action already this round, then it has no effect." (also when it cannot be taken now). With
    Open Seas still to use, the player first chooses the order (`WaterAction`)."""
    if not water_possible(state, seat, action):
        return
    if open_seas_ready(state, seat):
        state.flow = state.flow.push(seat, WaterAction(action))
    else:
        state.flow = state.flow.push(seat, PayFor(action, (ICON_OF_ACTION[action],)))


def water_possible(state: State, seat: int, action: str) -> bool:
    icon = ICON_OF_ACTION[action]
    return action not in state.players[seat].taken and RULES_OF[action].need(state, seat, (icon,)) is not None


@dataclass(frozen=True)
class WaterAction(Step):
    """A Water tile granted `action` while Open Seas is still unused: "you may perform the action granted by a Water
    tile and the action granted by 'Open Seas' in any order you choose". Sailing with Open Seas first keeps this step
    below its move; when the move is done the Water action is taken if it still can be (else it lapses)."""

    action: str

    def prompt(self, game, state: State, seat: int):
        return f"take the Water tile's {self.action} action now, or sail with Open Seas first"

    def options(self, game, state: State, seat: int):
        return water_options(state, seat, self.action)

    def apply(self, game, state: State, seat: int, action):
        take_water(game, state, seat, action)  # (module handlers take "water" and "openseas" first)


def water_options(state: State, seat: int, action: str) -> list:
    if not water_possible(state, seat, action):
        return [act("water", "water lapses", action=None)]
    return [act("water", f"water {action}", action=action)] + ([OPEN_SEAS_SAIL] if open_seas_ready(state, seat) else [])


def pending_water(state: State, seat: int):
    """The Water action still waiting below the top of the seat's stack (Open Seas went first), or None."""
    return next((s for s in state.flow.stacks[seat][::-1] if isinstance(s, WaterAction)), None)


def raise_waiting_water(state: State) -> None:
    """Ruling (docs/rules/dice-settlers.md, Fish and Ships): a Water action waiting below a finished action (Open Seas
    went first and its move ended on another Water tile, whose action is now done) comes back on top: it is taken, or
    lapses if it no longer can be, before the turn may end. seed F&S › Water tiles: "you gain an additional action";
    "you may perform the action granted by a Water tile and the action granted by 'Open Seas' in any order you
    choose" — the order is the choice, not whether to keep the action. (Runs after every decision: `sync`.)"""
    for seat, stack in enumerate(state.flow.stacks):
        if len(stack) > 2 and isinstance(stack[-1], AfterAction):
            for i in range(len(stack) - 2, -1, -1):
                if isinstance(stack[i], WaterAction):
                    state.flow = state.flow.set(seat, *stack[:i], *stack[i + 1:], stack[i])
                    break


def take_water(game, state, seat, action) -> None:
    """Take (or let lapse) the pending Water action: its step leaves the stack, its payment goes on top."""
    pending = pending_water(state, seat)
    stack = list(state.flow.stacks[seat])
    del stack[len(stack) - 1 - stack[::-1].index(pending)]
    state.flow = state.flow.set(seat, *stack)
    if action["action"] is not None:
        state.flow = state.flow.push(seat, PayFor(action["action"], (ICON_OF_ACTION[action["action"]],)))


def presence_on(state: State, seat: int, tile_id: str) -> bool:
    return any(state.tiles[c] == tile_id for c in presence_cells(state, seat))

STEPS.register(SailMove, WaterAction)
