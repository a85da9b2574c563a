"""The Envoys' state and rules (seed, Western Sea, Envoys), apart from the steps that ask players (steps.py).

The module's section `state.ext["envoys"]` holds immutable values:
    display   the face-up Envoys (card ids; up to 4, fewer once the deck is empty)
    deck      the draw deck, a set (drawn at random: its order is chance, so a position holds no hidden order)
    current   the Envoy in the middle this round ("" before step 2b, or once it is hired)
    markers   ((card, (seat, ...)), ...): the selection markers on the display's cards and the current one
    hired     per seat, the Envoys it hired (tucked under its board)
The Embassy tile is always with the seat to the right of the first player (seed: "so it is always with the player
sitting to the right of the First Player"), so it is not stored. The spent-icon marker is the seat's once-per-round
use "envoy" in `Player.used`, which clean-up resets (seed: "reclaims their exhausted player marker").
"""
from __future__ import annotations

from .....engine.chance import forced_items
from ...board import presence_cells
from ...icons import available, targets
from ...state import State, colour_of
from ...tables import TECHS, TILES
from .cards import CARDS, ENVOYS

NAME = "envoys"
USED = "envoy"  # the once-per-round use of the shared icon, in Player.used ("envoy" or "envoy:<icon>")
USED_PREFIX = USED + ":"


def section(state: State) -> dict:
    return state.ext[NAME]


def put(state: State, **changes) -> None:
    state.ext[NAME] = {**state.ext[NAME], **changes}


def cards_in_play(options: dict) -> list[str]:
    """Seed set-up: 'If playing without the Fish and Ships module, remove the Envoy card #126' (any card whose
    `requires` are not all in play goes back to the box)."""
    modules = set(options.get("modules", "").split(","))
    return [c.id for c in ENVOYS.values() if set(c.requires) <= modules]


def setup(state: State) -> None:
    """Seed set-up: 'Shuffle the Envoys together, and deal 4 of them face up ... Place the rest in a draw deck'
    (chance kind "envoys": the face-up cards, e.g. `envoy-122 envoy-125 envoy-130 envoy-127`)."""
    cards = cards_in_play(state.options)
    face_up = min(CARDS.face_up, len(cards))
    display = tuple(state.rng.forced_or("envoys", lambda: state.rng.sample(cards, face_up),
                                        lambda text: forced_items(text, cards, "the Envoys", face_up)))
    deck = tuple(sorted(c for c in cards if c not in display))
    state.ext[NAME] = {"display": display, "deck": deck, "current": "", "markers": (),
                       "hired": ((),) * state.seats}
    first_game_tableau(state)


def first_game_tableau(state: State) -> None:
    """Seed: 'We recommend including it [Diplomatic Corps] in the Tableau for your first game with this module.'
    Ruling: the first-game tableau takes it in place of its last card of the same (red) seal deck."""
    corps = CARDS.corps_technology
    if state.options["tableau"] != "first-game" or corps in state.tableau:
        return
    seal = TECHS[corps].seals[0]
    same = [t for t in state.tableau if seal in TECHS[t].seals and not TECHS[t].promo]
    if same:
        state.tableau = tuple(corps if t == same[-1] else t for t in state.tableau)


def holder(state: State) -> int:
    """The seat holding the Embassy tile: the last player in turn order."""
    return (state.first - 1) % state.seats


def markers_on(state: State, card: str) -> tuple:
    return dict(section(state)["markers"]).get(card, ())


def selectable(state: State, seat: int) -> list[str]:
    """Seed: 'You may not select an Envoy card with your player marker on it'."""
    return [c for c in section(state)["display"] if seat not in markers_on(state, c)]


def select(state: State, seat: int, card: str) -> None:
    """Seed 2b and 'Selecting Envoys': the marker rules for 3-4 players (one marker that moves) and 2 players
    (a marker of the opponent on the selected card goes back to them)."""
    envoys = section(state)
    markers = dict(envoys["markers"])
    if state.seats >= 3:
        markers = {c: tuple(s for s in seats if s != seat) for c, seats in markers.items()}
        markers[card] = (seat,) + markers.get(card, ())
    else:
        markers[card] = (seat,)
    display = tuple(c for c in envoys["display"] if c != card)
    put(state, display=display, current=card, markers=tuple(sorted((c, tuple(sorted(s))) for c, s in markers.items()
                                                                   if s)))


def icon_used(player) -> bool:
    for used in player.used:  # (a hot path: a loop, not a generator)
        if used == USED or used.startswith(USED_PREFIX):
            return True
    return False


def shared_icons(state: State, seat: int) -> tuple:
    """The current Envoy's die face, if this seat has not spent it this round ('once per round')."""
    current = section(state)["current"]
    if not current or icon_used(state.players[seat]):
        return ()
    return ENVOYS[current].icons


def icon_source(card: str, icon: str) -> str:
    """The source key a spend names: "envoy", or "envoy:<icon>" on a card offering a choice of icons (#129)."""
    return USED if len(ENVOYS[card].icons) == 1 else f"{USED}:{icon}"


def virtual_icons(state: State, seat: int, action: str) -> tuple:
    """Seed 'General Benefit': each player has the Envoy's die face once per round; it is spent like any virtual
    die (its icon only where an icon of that kind pays)."""
    current = section(state)["current"]
    wanted = targets(action)
    return tuple((icon_source(current, icon), icon, 1) for icon in shared_icons(state, seat) if icon in wanted)


def convertible_icons(state: State, seat: int) -> list:
    """Seed 'General Benefit': "All technologies (including dice conversions) apply": the shared icon goes through
    a converter (a tile with presence, a converting technology) as a die showing it would."""
    current = section(state)["current"]
    return [(icon_source(current, icon), icon) for icon in shared_icons(state, seat)]


def hire_pairs(state: State, seat: int) -> list[tuple[str, str]]:
    """Pairs (die showing the icon, die of the colour), two different active dice (seed 'Recruiting the Envoy':
    an actual icon visible on a die in the active pool; the dice that paid are already spent)."""
    current = section(state)["current"]
    if not current:
        return []
    card = ENVOYS[current]
    active = state.players[seat].active
    return [(a, b) for a, icon in active.items() if icon == card.hire_icon
            for b in active if b != a and colour_of(b) == card.hire_colour]


def can_hire_after_paying(state: State, seat: int) -> bool:
    """A Recruit action could still hire: two qualifying dice, and a Recruit icon payable without them."""
    for a, b in hire_pairs(state, seat):
        trial = state.copy()
        for die in (a, b):
            del trial.players[seat].active[die]
        if available(trial, seat, "recruit") >= 1:
            return True
    return False


def hire(state: State, seat: int) -> str:
    """Seed: remove it from the middle (its icon ceases to be available), tuck it under the board, return every
    marker on or next to it."""
    envoys = section(state)
    card = envoys["current"]
    hired = list(envoys["hired"])
    hired[seat] = hired[seat] + (card,)
    markers = tuple((c, s) for c, s in envoys["markers"] if c != card)
    put(state, current="", hired=tuple(hired), markers=markers)
    return card


def end_of_round(state: State) -> None:
    """Seed 'End of the Round' 1a/1b: an Envoy not hired returns to the display with its markers; a hired one is
    replaced from the deck (an empty deck: nothing, fewer Envoys). The spent markers come back with Player.used.
    Chance kind "envoys": the cards drawn, in order (only when any is drawn)."""
    envoys = section(state)
    display = envoys["display"] + ((envoys["current"],) if envoys["current"] else ())
    deck = list(envoys["deck"])
    wanted = min(CARDS.face_up - len(display), len(deck))

    def forced(text: str) -> list:
        drawn = forced_items(text, deck, "the Envoy deck", wanted)
        for card in drawn:
            deck.remove(card)
        return drawn

    if wanted > 0:
        display += tuple(state.rng.forced_or(
            "envoys", lambda: [deck.pop(state.rng.below(len(deck))) for _ in range(wanted)], forced))
    put(state, display=display, deck=tuple(deck), current="")


def points(state: State, seat: int) -> int:
    """Seed 'Scoring': per hired Envoy, its points per matching map tile with presence (a hex of a multi-hex tile
    counts alone); #127: 1 VP per different terrain type with presence. Diplomatic Corps: VP per hired Envoy."""
    hired = section(state)["hired"][seat]
    total = 0
    for card_id in hired:
        card = ENVOYS[card_id]
        if card.per == "tile":
            count = sum(1 for c in presence_cells(state, seat) if TILES[state.tiles[c]].terrain == card.terrain)
        elif card.per == "terrain_type":
            count = len({TILES[state.tiles[c]].terrain for c in presence_cells(state, seat)} - {None})  # Islands: none
        elif card.per == "technology":
            count = len(state.players[seat].techs)
        else:
            count = sum(1 for owner in state.houses.values() if owner == seat)
        total += card.vp * count
    if CARDS.corps_technology in state.players[seat].techs:
        total += CARDS.corps_vp_per_envoy * len(hired)
    return total


def potential(state: State, seat: int) -> float:
    """For the bots' heuristic (its score lines already count the Envoys' points now): a hired Envoy gains with
    every matching tile settled later, and the shared icon not yet spent is an icon in hand."""
    hired = len(section(state)["hired"][seat])
    return 1.0 * hired + (0.4 if shared_icons(state, seat) else 0.0)


def score(state: State, seat: int) -> dict:
    return {NAME: points(state, seat)}
