"""Fish and Ships set-up and the Sea (seed F&S › Setup, Exploring the Port, Setting up the Sea).

Set-up: a blue die in every bag (the Diceoneer's queue), the Treasure dice beside the supply, Open Seas in the
tableau, the Sea deck (X8/X9 out below 4 players; X7 aside, one of the rest back in the box unseen, X7 shuffled
back in) and the small Port as the 6th tile of the map stack. The stack is drawn at random (board.py), so "6th from
the top" is kept as a count: the 6th map tile drawn is the Port; a Port drawn but not chosen goes back on top, so
the next tile drawn is the Port. Exploring it lays out the Sea: the large Port tile (side P1 or P2) with the Port
hex on an exploration cell, the two Shore tiles and the face-down Sea tiles, as one template (sea.yaml) turned any
of 12 ways to fit empty cells. Step: `SetUpSea(cell)`.
"""
from __future__ import annotations

from dataclasses import dataclass

from .....engine.chance import forced_items
from .....engine.flow import Step
from ...actions import explore
from ...board import has_presence
from ...gains import new_die
from ...state import State
from ...steps import STEPS, act
from ...tables import COMP
from . import diceoneer_navy
from .data import SEA, combinations, shore_footprint, template_hexes
from .section import Sea, put, sea, update

OPEN_SEAS = "T101"
FIRST_GAME_NAVAL = "T107"  # seed: "For your first game, we recommend selecting Ingenuity (#107)"
TURNS = 12  # 6 rotations, mirrored or not
COMBINATIONS = combinations(SEA)  # (Port side, (Shore A side, Shore B side)) that keep the Lighthouse rule


def setup(state: State) -> None:
    n = state.options["players"]
    for seat, p in enumerate(state.players):
        if seat == state.bot_seat and diceoneer_navy.blue_die_rule(state.options) != "start":
            continue  # seed F&S solo, easier: "The bot starts with no blue die" (diceoneer_navy.py)
        die = new_die(state, seat, "blue")  # seed F&S Setup › Dice 1: "1 blue die in their bag"
        if seat == state.bot_seat and state.bot is not None:
            state.bot.queue.append(die)
        else:
            p.bag.append(die)
    state.supply["treasure"], state.box["treasure"] = COMP.dice["treasure"].count, 0  # "near the supply"
    state.tableau = (*state.tableau, OPEN_SEAS, second_naval(state))  # Technologies 1 and 2
    sea_tiles = [h.id for h in SEA.hexes.values() if h.kind in ("water", "island")]
    out = tuple(t for t in sea_tiles if SEA.hexes[t].four_players and n < 4)
    treasure = next(t for t in sea_tiles if SEA.hexes[t].treasure)
    rest = [t for t in sea_tiles if t not in out and t != treasure]

    def forced(text: str) -> str:
        if text not in rest:
            raise ValueError(f"one of {' '.join(rest)} (the Sea tile returned to the box)")
        return text

    boxed = state.rng.forced_or("tiles", lambda: rest[state.rng.below(len(rest))], forced)
    deck = tuple(sorted([t for t in rest if t != boxed] + [treasure]))
    spare = (t for port, shores in COMBINATIONS for t in template_hexes(SEA, port, shores).values())
    put(state, Sea(deck=deck, box=(boxed,), out=out, spare=tuple(dict.fromkeys(spare)),
                   ships=(None,) * state.seats, treasure=(None,) * state.seats))


def second_naval(state: State) -> str:
    """Technologies 2: "Shuffle the remaining Naval Technologies (#102-#111) and randomly add 1 more to the
    Tableau"; Ingenuity in a first game; Coast Guard "If randomly drawn during a 1-3 player game, return it to the
    box and draw another one" (so it is never the one drawn below 4 players)."""
    if state.options["tableau"] == "first-game":
        return FIRST_GAME_NAVAL
    four = state.options["players"] == 4
    cards = [f"T{t.number}" for t in SEA.technologies.values()
             if t.naval and t.playable and f"T{t.number}" != OPEN_SEAS and (four or not t.four_players)]

    def forced(text: str) -> str:
        if text not in cards:
            raise ValueError(f"one of {' '.join(cards)} (the second naval technology)")
        return text

    return state.rng.forced_or("tableau", lambda: cards[state.rng.below(len(cards))], forced)


# ---- the Port in the map stack -----------------------------------------------------------------------------------
def drawn(state: State, seat: int, tiles: list) -> list:
    """Explore drew `tiles`: the Port takes the place of the 6th map tile drawn (or the first, once it is back on
    top), if the Sea fits somewhere; the tile it replaces goes back into the stack, unseen."""
    s = sea(state)
    if s.port not in ("stack", "top") or not tiles:
        return tiles
    at = 0 if s.port == "top" else s.port_due
    if at >= len(tiles) or not port_cells(state, seat):
        if s.port == "stack":
            update(state, port_due=max(0, s.port_due - len(tiles)))
        return tiles
    state.stack.append(tiles[at])
    update(state, port="drawn", port_due=0)
    tiles = [*tiles[:at], "port", *tiles[at + 1:]]
    if seat == state.bot_seat:  # seed solo: "If the bot has the option of placing the Port ... it selects the Port"
        explore.keep_drawn(state, tuple(tiles), "port")
        return ["port"]
    return tiles


def sync_port(state: State) -> None:
    """A Port drawn but not chosen "is instead placed back on the top of the stack"."""
    if "port" in state.removed:
        state.removed.remove("port")
        update(state, port="top")


# ---- laying out the Sea --------------------------------------------------------------------------------------------
def turned(offset: tuple, turn: int) -> tuple:
    q, r = offset
    if turn >= 6:
        q, r = r, q  # a mirror image
    for _ in range(turn % 6):
        q, r = -r, q + r  # 60 degrees
    return q, r


def placed(cell: tuple, turn: int, offset: tuple) -> tuple:
    dq, dr = turned(offset, turn)
    return cell[0] + dq, cell[1] + dr


def sea_cells(state: State) -> tuple:
    """The Sea hexes in play: 6 at 1-3 players, 8 at 4 ("Add 2 Sea hexes in 4-player games only")."""
    return SEA.layout.sea[:8 if state.options["players"] == 4 else 6]


def template(state: State) -> tuple:
    layout = SEA.layout
    return (layout.port_second, *shore_footprint(SEA), *sea_cells(state))


def fits(state: State, cell: tuple, turn: int) -> bool:
    taken = state.tiles
    return all(placed(cell, turn, offset) not in taken for offset in template(state))


def port_cells(state: State, seat: int, cells: list | None = None) -> list:
    """Exploration cells where the Sea fits in at least one of its 12 turns."""
    cells = explore_cells(state, seat) if cells is None else cells
    return [c for c in cells if any(fits(state, c, turn) for turn in range(TURNS))]


def explore_cells(state: State, seat: int) -> list:
    from ...board import explore_positions
    return explore_positions(state, seat)


def cells_for(state: State, seat: int, tile: str, cells: list) -> list:
    return port_cells(state, seat, cells) if tile == "port" else cells


def put_port(state: State, seat: int, tile: str, cell: tuple) -> bool | None:
    """Exploring the Port: "do NOT place it on the map. Instead, carry out the Sea setup"."""
    if tile != "port":
        return None
    update(state, port="explored")
    diceoneer_navy.port_explored(state)
    if seat == state.bot_seat:  # seed solo: "randomly determine which side of the Port and Shore tiles to use.
        side, shores = COMBINATIONS[state.rng.below(len(COMBINATIONS))]  # You may choose the orientation of the
        turns = [t for t in range(TURNS) if fits(state, cell, t)]        # tile itself any way you choose"
        if len(turns) == 1:
            return lay_out(state, seat, side, cell, turns[0], shores)
        player = next(s for s in range(state.seats) if s != state.bot_seat)
        state.flow = state.flow.push(player, TurnBotSea(cell, side, shores))
        return False  # the Diceoneer's turn waits, as it does for a player joining its exploration
    state.flow = state.flow.push(seat, SetUpSea(cell))
    return False


def lay_out(state: State, seat: int, side: str, cell: tuple, turn: int, shores: tuple = ("A1", "B1")) -> bool:
    """Steps 1-5: the Port tile's second hex, the Shore tiles (`shores`: the side of each), the face-down Sea tiles;
    then the Port hex is put as an explored tile (tents "using the same procedure as normal exploration"; P2's
    exploration bonus)."""
    s = sea(state)
    hexes = template_hexes(SEA, side, shores)
    port_hex = hexes.pop(SEA.layout.port)
    for offset, tile in hexes.items():
        where = placed(cell, turn, offset)
        state.tiles[where] = tile
        state.tents[where] = (0,) * state.seats
    cells = [placed(cell, turn, offset) for offset in sea_cells(state)]

    deck = list(s.deck)
    order = state.rng.forced_or("tiles", lambda: [deck.pop(state.rng.below(len(deck))) for _ in range(len(deck))],
                                lambda text: forced_items(text, list(s.deck), "the Sea tiles"))
    used = {port_hex, *hexes.values()}
    update(state, port_cell=cell, deck=(), face_down=tuple(sorted((c, t, frozenset()) for c, t in zip(cells, order))),
           sea_cells=tuple(cells), spare=(), out=s.out + tuple(t for t in s.spare if t not in used))
    return explore.put_tile(state, seat, port_hex, cell)


@dataclass(frozen=True)
class SetUpSea(Step):
    """Choose the Port tile's side, a side of each Shore tile and how the Sea lies around the Port hex at `cell`."""

    cell: tuple

    def prompt(self, game, state: State, seat: int):
        return "set up the Sea: choose the Port side, the Shore sides and the turn of the Sea"

    def options(self, game, state: State, seat: int):
        turns = [turn for turn in range(TURNS) if fits(state, self.cell, turn)]
        return [act("sea", f"sea {side} {' '.join(shores)} {turn}", side=side, shores=shores, turn=turn)
                for side, shores in COMBINATIONS for turn in turns]

    def apply(self, game, state: State, seat: int, action):
        state.flow = state.flow.pop(seat)
        lay_out(state, seat, action["side"], self.cell, action["turn"], action["shores"])


@dataclass(frozen=True)
class TurnBotSea(Step):
    """Solo: the Diceoneer explored the Port and its sides were drawn at random; the player turns the Sea around the
    Port hex at `cell` (seed F&S › Solo Support, Exploring the Port: "You may choose the orientation of the tile
    itself any way you choose")."""

    cell: tuple
    side: str
    shores: tuple

    def prompt(self, game, state: State, seat: int):
        return (f"the Diceoneer explored the Port (Port side {self.side}, Shore sides {' and '.join(self.shores)}, "
                "drawn at random): choose how its Sea is turned")

    def options(self, game, state: State, seat: int):
        return [act("sea", f"sea {self.side} {' '.join(self.shores)} {turn}", side=self.side, shores=self.shores,
                    turn=turn) for turn in range(TURNS) if fits(state, self.cell, turn)]

    def apply(self, game, state: State, seat: int, action):
        state.flow = state.flow.pop(seat)
        lay_out(state, state.bot_seat, self.side, self.cell, action["turn"], self.shores)


def sync_ships(state: State) -> None:
    """The Port: "If you gain presence on the Port hex, you immediately place your Ship pawn on that hex. If you ever
    lose presence, you also remove your Ship"."""
    s = sea(state)
    port = s.port_cell
    if port is None:
        return
    for seat, ship in enumerate(s.ships):
        if has_presence(state, seat, port) == (ship is None):  # a Ship to place or to take back
            update(state, ships=tuple((ship or port) if has_presence(state, seat, port) else None
                                      for seat, ship in enumerate(s.ships)))
            return


def port_absorbs(state: State, cell) -> int:
    """"When taking a Raid action on the Port, the first spent Raid icon has no effect"."""
    return 1 if cell == sea(state).port_cell else 0


def occupied(state: State) -> list:
    return [c for c, _, _ in sea(state).face_down]


def held(state: State) -> tuple:
    return sea(state).held()

STEPS.register(SetUpSea, TurnBotSea)
