"""A Dice City position as JSON (docs/positions.md): every key typed by the schema (position_schema.py), then the
values checked against the rules here, each problem one PositionError naming where."""
from __future__ import annotations

from ...engine.chance import Rng
from ...engine.errors import PositionError
from ...engine.flow import Flow
from .conservation import check_cards, check_piles
from .components import BANDITS, COLOURS, COLUMNS, LOCATIONS, RESOURCES, SHIPS, SPACES, SUPPLY, location_id
from .display import display_size
from .position_schema import check_shape
from .state import DEACTIVATION_TOKENS, HOURGLASS_TOKENS, City, State
from .steps import STEPS


def city_json(city: City) -> dict:
    return {"built": {SPACES[s]: list(stack) for s, stack in enumerate(city.built) if stack},
            "deactivated": [SPACES[s] for s, off in enumerate(city.off) if off],
            "dice": {COLOURS[c]: column for c, column in enumerate(city.dice)},
            "stock": dict(zip(RESOURCES, city.stock)), "strength": city.strength,
            "bandit_strength": city.bandit_strength, "hourglass": city.hourglass, "vp_tokens": city.vp_tokens,
            "bandits": list(city.bandits), "ships": list(city.ships), "used": list(city.used),
            "flags": list(city.flags)}


def to_position(game, state: State) -> dict:
    position = {**game.position_header(state), "options": dict(state.options),
                "cities": [city_json(city) for city in state.cities], "deck": list(state.deck),
                "display": list(state.display), "discards": list(state.discards), "supply": dict(state.supply),
                "bandits": list(state.bandits), "ships": list(state.ships), "current": state.current,
                "start": state.start, "turns": state.turns, "last_round": state.last_round,
                "flow": state.flow.to_json(STEPS), "rng": state.rng.to_json()}
    sections = {m.name: m.hooks.write_position(state) for m in game.catalog.active(state.options)
                if m.hooks.write_position is not None}
    if sections:
        position["modules"] = sections
    return position


def _card(card: str, where: str) -> str:
    card = location_id(card)
    if card not in LOCATIONS or LOCATIONS[card].printed:
        raise PositionError(f"{where}: unknown location card {card!r}")
    return card


def city_from(data: dict, where: str) -> City:
    city = City()
    for name, stack in data["built"].items():
        if name not in SPACES:
            raise PositionError(f"{where}.built: unknown space {name!r} (w1..k6)")
        city.built[SPACES.index(name)] = tuple(_card(c, f"{where}.built.{name}") for c in stack)
    for name in data["deactivated"]:
        if name not in SPACES or not city.built[SPACES.index(name)]:
            raise PositionError(f"{where}.deactivated: {name!r} is not a space with a built location")
        city.off[SPACES.index(name)] = True
    if sorted(data["dice"]) != sorted(COLOURS):
        raise PositionError(f"{where}.dice: expected one die of each colour ({', '.join(COLOURS)})")
    for colour, column in data["dice"].items():
        if not 0 <= column <= COLUMNS:
            raise PositionError(f"{where}.dice.{colour}: expected a column 1-6, or 0 for a die spent")
        city.dice[COLOURS.index(colour)] = column
    if sorted(data["stock"]) != sorted(RESOURCES):
        raise PositionError(f"{where}.stock: expected wood, stone and iron")
    city.stock = [data["stock"][r] for r in RESOURCES]
    for key in ("strength", "bandit_strength", "hourglass", "vp_tokens"):
        setattr(city, key, data[key])
    city.bandits, city.ships = list(data["bandits"]), list(data["ships"])
    city.used, city.flags = [_known(c, f"{where}.used") for c in data["used"]], list(data["flags"])
    counts = [*city.stock, city.strength, city.bandit_strength, city.hourglass, city.vp_tokens,
              *city.bandits, *city.ships]
    if min(counts) < 0:
        raise PositionError(f"{where}: counts cannot be negative")
    return city


def _deck_item(item: str) -> str:
    card, _, copy = item.rpartition(".")
    if not copy.isdigit():
        raise PositionError(f"deck: expected a card and its copy number like 'manor.2', got {item!r}")
    return f"{_card(card, 'deck')}.{copy}"


def _known(card: str, where: str) -> str:
    card = location_id(card)
    if card not in LOCATIONS:
        raise PositionError(f"{where}: unknown location {card!r}")
    return card


def from_position(game, position: dict) -> State:
    game.check_position_header(position)
    check_shape(position)
    options = game.position_options(position)
    players = options["players"]
    if len(position["cities"]) != players:
        raise PositionError(f"cities: expected {players} (one per player), got {len(position['cities'])}")
    cities = [city_from(c, f"cities.{i}") for i, c in enumerate(position["cities"])]
    if len(position["display"]) != display_size(options):
        raise PositionError(f"display: expected {display_size(options)} slots")
    display = [None if c is None else _card(c, "display") for c in position["display"]]
    deck = [_deck_item(c) for c in position["deck"]]
    discards = [_card(c, "discards") for c in position["discards"]]
    if sorted(position["supply"]) != sorted(SUPPLY) or min(position["supply"].values()) < 0:
        raise PositionError(f"supply: expected counts >= 0 for {', '.join(SUPPLY)}")
    for key, piles in (("bandits", BANDITS), ("ships", SHIPS)):
        if len(position[key]) != len(piles) or min(position[key]) < 0:
            raise PositionError(f"{key}: expected {len(piles)} pile counts >= 0")
    for key in ("current", "start"):
        if not 0 <= position[key] < players:
            raise PositionError(f"{key}: expected a seat 0-{players - 1}")
    if position["turns"] < 0:
        raise PositionError("turns: cannot be negative")
    if "rng" not in position:
        raise PositionError("the position needs 'rng' (the generator), views do not have it")
    flow = Flow.from_json(position["flow"], STEPS, players)
    state = State(options, Rng.from_json(position["rng"]), flow, cities, deck, display, discards,
                  dict(position["supply"]), list(position["bandits"]), list(position["ships"]), position["current"],
                  position["start"], position["turns"], position["last_round"])
    if state.deactivation_tokens_left() < 0 or state.hourglass_left() < 0:
        raise PositionError(f"more than {DEACTIVATION_TOKENS} deactivation or {HOURGLASS_TOKENS} Pass tokens in use")
    sections = position.get("modules", {})
    unknown = sorted(set(sections) - {m.name for m in game.catalog.active(options)})
    if unknown:
        raise PositionError(f"modules.{unknown[0]}: that module is not in play (option 'modules')")
    for module in game.catalog.active(options):
        if module.hooks.read_position is not None:
            state.ext[module.name] = module.hooks.read_position(sections.get(module.name), options)
    check_cards(game, state)
    check_piles(state)
    return state
