"""Set-up (spec §2): dice, tents, houses, supplies, the map stack for the player count, the technology tableau
(G06), the first player, then the starting-tile draft (§2.3.2: draw 3, keep 1, pass 2; the next player adds 1 newly
drawn tile) and the starting tiles placed in turn order, each touching as many placed tiles as possible (§2.3.3).
Steps: `KeepStartingTile`, `PlaceStartingTile`."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.chance import Rng
from ...engine.flow import Flow, Step
from .board import cell_text, start_positions
from .draws import draw_tiles
from .gains import add_tents, gain, new_die, tents_from_general
from .hooks import in_play as modules_in_play
from .rounds import start_round
from .state import PH_DRAFT, PH_ROLL, PH_START, Bot, Player, State
from .steps import STEPS, act
from .tables import COMP, SETUP, TECHS, TILES, colours_in_play, resources_in_play, technologies_in_play


def setup(options: dict, rng: Rng, seats: int) -> State:
    n = options["players"]
    players = [Player() for _ in range(seats)]
    state = State(options, rng, players, flow=Flow.empty(seats))
    if n == 1:
        state.bot_seat, state.bot = 1, Bot()
    state.supply = {c: COMP.dice[c].count for c in colours_in_play(options)}
    state.box = {c: 0 for c in state.supply}
    for seat, p in enumerate(players):
        dice = [new_die(state, seat, colour) for colour, k in SETUP.starting_dice.items() for _ in range(k)]
        if seat == state.bot_seat:
            state.diceoneer.queue = dice
        else:
            p.bag = dice
            p.res = {r: 0 for r in resources_in_play(options)}
        p.personal = SETUP.starting_personal_tents  # G25: the bot starts with the same tent supply as a player
        p.tents_total = SETUP.tents_per_player
        p.general = p.tents_total - p.personal
        p.houses = SETUP.houses_per_player
    removal = SETUP.dice_removal[n].per_colour
    for colour in state.supply:
        die = COMP.dice[colour]
        moved = min(removal, state.supply[colour]) if die.recruitable else state.supply[colour]
        state.supply[colour] -= moved
        state.box[colour] += moved
    state.vp_supply = state.vp_initial = SETUP.vp_supply[n].vp
    stack = SETUP.map_stack[n]
    state.stack = [t.id for t in TILES.values() if not t.starting and stack.first_tile <= t.number <= stack.last_tile]
    state.box_tiles = [t.id for t in TILES.values() if not t.starting and not t.module and t.id not in state.stack]
    state.start_pool = [t.id for t in TILES.values() if t.starting]
    state.tableau = deal_tableau(options, rng)
    state.first = rng.forced_or("first", lambda: rng.below(seats), lambda text: seat_below(text, seats))
    state.kept = ("",) * seats
    state.phase = PH_DRAFT
    in_play = modules_in_play(options)
    for hooks in in_play:
        if hooks.setup:
            hooks.setup(state)
    if any([hooks.starting_draft(state) for hooks in in_play if hooks.starting_draft]):
        return state
    state.draft_seat = state.first
    state.draft = tuple(draw_tiles(state, state.start_pool, SETUP.starting_tile_draft_draw, "starting tiles"))
    draft_prompt(state)
    return state


def deal_tableau(options: dict, rng: Rng) -> tuple:
    promos = tuple(t.id for t in TECHS.values() if t.promo and options["married_bliss"] and not t.module)
    if options["tableau"] == "first-game":
        return first_game_tableau(options) + promos
    pool = [t.id for t in technologies_in_play(options).values() if not t.promo and not t.set_aside]

    def forced(text: str) -> tuple:
        ids = text.split()
        if len(set(ids)) != SETUP.tableau_size or not set(ids) <= set(pool):
            raise ValueError(f"{SETUP.tableau_size} different technology ids")
        return tuple(ids)

    return rng.forced_or("tableau", lambda: deal_random_tableau(rng, pool), forced) + promos


def first_game_tableau(options: dict) -> tuple:
    """The preset; each module technology in play replaces the preset's last card of its seal deck (the seed
    recommends including a module's technologies in the Tableau of a first game with it; the tableau keeps its size)."""
    chosen = list(COMP.tableau_presets["first-game"].technologies)
    replaced: set = set()
    for tech in technologies_in_play(options).values():
        if tech.module and not tech.set_aside and tech.first_game:
            same_seal = [i for i, t in enumerate(chosen) if i not in replaced and set(TECHS[t].seals) & set(tech.seals)]
            if same_seal:
                chosen[same_seal[-1]] = tech.id
                replaced.add(same_seal[-1])
    return tuple(chosen)


def deal_random_tableau(rng: Rng, pool: list) -> tuple:
    chosen: list[str] = []
    for deck in COMP.seal_decks:  # G06: one from each seal deck, then the rest at random
        cards = [t for t in pool if deck in TECHS[t].seals and t not in chosen]
        if cards:
            chosen.append(cards[rng.below(len(cards))])
    rest = [t for t in pool if t not in chosen]
    chosen += rng.sample(rest, SETUP.tableau_size - len(chosen))
    return tuple(chosen)


def seat_below(text: str, seats: int) -> int:
    if not text.isdigit() or int(text) >= seats:
        raise ValueError(f"a seat number below {seats}")
    return int(text)


def draft_prompt(state: State) -> None:
    seat = state.draft_seat
    if seat == state.bot_seat:  # ruling: the Diceoneer keeps the lowest-numbered offered tile
        keep(state, seat, min(state.draft, key=lambda t: TILES[t].number))
    else:
        state.flow = state.flow.set(seat, KeepStartingTile())


def keep(state: State, seat: int, tile: str) -> None:
    kept = list(state.kept)
    kept[seat] = tile
    state.kept = tuple(kept)
    rest = [t for t in state.draft if t != tile]
    state.flow = state.flow.set(seat)
    if all(state.kept):
        end_draft(state, rest)
        return
    state.draft_seat = (seat + 1) % state.seats
    state.draft = tuple(rest) + tuple(draw_tiles(state, state.start_pool, 1, "starting tiles"))
    draft_prompt(state)


def end_draft(state: State, rest) -> None:
    """Every seat has kept its starting tile: the rest go to the box, and the tiles are placed in turn order."""
    state.box_tiles = state.box_tiles + list(rest) + state.start_pool  # a new list: copies share box_tiles
    state.start_pool = []
    state.draft, state.draft_seat = (), -1
    state.phase, state.placer = PH_START, 0
    start_prompt(state)


def start_prompt(state: State) -> None:
    while state.placer < state.seats:
        seat = state.order()[state.placer]
        options = start_positions(state)
        if len(options) > 1 and seat != state.bot_seat:
            state.flow = state.flow.set(seat, PlaceStartingTile())
            return
        place_start(state, seat, options[0])
    state.phase = PH_ROLL
    start_round(state)


def place_start(state: State, seat: int, cell) -> None:
    tile = state.kept[seat]
    state.tiles[cell] = tile
    state.tents[cell] = (0,) * state.seats
    p = state.players[seat]
    if p.personal == 0 or SETUP.starting_tent_source == "general_supply":
        tents_from_general(p, 1)
    else:
        p.personal -= 1
    add_tents(state, seat, cell)
    gain(state, seat, TILES[tile].starting_bonus, dice_to="bag")
    state.flow = state.flow.set(seat)
    state.placer += 1


@dataclass(frozen=True)
class KeepStartingTile(Step):
    """Keep one of the offered starting tiles (`state.draft`); the rest pass on."""

    def prompt(self, game, state: State, seat: int):
        return "keep one of the offered starting tiles"

    def options(self, game, state: State, seat: int):
        return [act("keep", f"keep {t}", tile=t) for t in sorted(state.draft, key=lambda t: TILES[t].number)]

    def apply(self, game, state: State, seat: int, action):
        keep(state, seat, action["tile"])


@dataclass(frozen=True)
class PlaceStartingTile(Step):
    def prompt(self, game, state: State, seat: int):
        return "place your starting tile"

    def options(self, game, state: State, seat: int):
        return [act("start", f"start {cell_text(c)}", cell=c) for c in start_positions(state)]

    def apply(self, game, state: State, seat: int, action):
        place_start(state, seat, action["cell"])
        start_prompt(state)

STEPS.register(KeepStartingTile, PlaceStartingTile)
