"""Dice City test helpers: a game at the start of p1's turn with chosen dice, and a city built by hand."""
from dicelands.engine import get_game
from dicelands.games.dice_city.components import COLOURS, SPACES

GAME = get_game("dice-city")
DISPLAY = "manor bazaar storehouse well church town-hall catapult stables"


def start(players=2, dice=(1, 2, 2, 3, 3), modules="", **options):
    roll = " ".join(f"{c}{v}" for c, v in zip(COLOURS, dice))
    forced = [("display", DISPLAY), ("first", "p1"), ("roll", roll)]
    forced += [("roll", "white6 yellow6 red6 blue6 black6")] * (players - 1)
    options = {"deck": "quick", **options} if modules else options
    return GAME.new_state({"players": players, "modules": modules, **options}, 0, forced=forced)


def build(state, seat, space, card):
    city = state.cities[seat]
    index = SPACES.index(space)
    city.built[index] = city.built[index] + (card,)


def play(state, *moves, seat=0):
    for move in moves:
        state = GAME.apply(state, seat, move)
    return state


def legal(state, seat=0):
    return [str(a) for a in GAME.legal_actions(state, seat)]


def die_legal(state, colour, seat=0):
    """The legal actions of one die, without its colour: "use", "move red left", "reactivate w1", ..."""
    return [option[len(colour) + 1:] for option in legal(state, seat) if option.startswith(f"{colour} ")]
