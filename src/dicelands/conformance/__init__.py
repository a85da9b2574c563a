"""One conformance suite for every registered game: random seeded games, checked after every decision.

In the spirit of OpenSpiel's random simulation test and Pgx's api_test. `check_game(game, options, seed)` plays one
random game and returns its failures (empty: the game conforms); each names the game, options, seed, decision and
what broke. The checks (names as failures give them):

    positions     the position is JSON and reads back to itself (to_position -> JSON -> from_position -> to_position)
    pure-apply    `apply` leaves the state it is given unchanged
    views         every seat's and the spectator's view is JSON, holds no generator, and shows each hidden zone the
                  viewer may not see only as {"hidden": n} (zones: `game.zones(options)`)
    over          `to_move` is empty exactly when `result(state).over`
    legal         every seat to move has a prompt and at least one legal action
    notation      every legal action's notation parses back to it (`parse_action`)
    action-json   `action_json` is JSON with a kind and the notation
    action-space  action indexes round-trip, labels are unique within a decision, the mask is the legal list
    samples       a belief sample from a reader's view shows that reader the same view (`unseen` order aside)
    leaks         per-seat logs leak nothing hidden: in a belief sample given the real generator, the same move
                  gives the reader the same `describe` and `events` lines, unless the move shows the reader something
                  that differs between the two worlds (then the lines may differ)
    secrets       no text a reader is told spells an item secret to it (engine/secrets.py: ids and names of single
                  items in zones it cannot see and never saw): about a position, the movers' public prompts, the
                  scores, its view (without `unseen`), its prompt and options; about a move, `describe`, `events` and
                  `notation_for`
    replay        replaying the moves' notation from (game, options, seed) gives every position again
    ends          a random game ends within 20,000 decisions (a game may set `max_decisions`
                  on its ConformanceSettings)
    play          setting up or applying a legal action raised
    cards         the cards players read (`game.show.cards(options)`): each has a name and a text and none of our
                  working words (engine/cards.py), no two share name and kind, and `card NAME` finds each by its own
                  name

Games without hidden zones skip `samples`, `leaks` and `secrets` (their views are the position without the generator).

Option sets (`option_sets(game)`): every `players` value of the game's option spec and, for a game with modules,
each player count with every single module and with all modules together. A game adds its own sets -- sides,
solo modes, variants -- on its ConformanceSettings (engine/companions.py); they are checked after the derived ones:

    class DiceColonyConformance(ConformanceSettings):
        option_sets = ({"players": 2, "side": "b"}, {"players": 1, "solo": True})

    class DiceColony(Game):
        conformance_type = DiceColonyConformance

Soak outside CI: `python -m dicelands.conformance --games 10000 [--game ID] [--workers 2] [--every 10]`.
"""
from .checks import Broken
from .play import CHECKS, Failure, check_game, default_option_sets, option_sets

__all__ = ["CHECKS", "Broken", "Failure", "check_game", "default_option_sets", "option_sets"]
