"""A Dice City position as JSON (docs/positions.md): its types (`Position`, `CityJson`: every key typed, unknown keys
refused), written from the state through them and read by decoding into them with msgspec; then the values are
checked against the rules here, each problem one PositionError naming where."""
from __future__ import annotations

from typing import Any

import msgspec

from ...engine.chance import Rng
from ...engine.errors import PositionError
from ...engine.flow import Flow
from ...engine.inputs import conform
from ...engine.schemas import UNSET, FlowJson, OptionValue, RngSchema, Strict, Unset, check_flow_types
from .components import BANDITS, COLOURS, COLUMNS, LOCATIONS, RESOURCES, SHIPS, SPACES, SUPPLY, location_id
from .conservation import check_cards, check_piles
from .display import display_size
from .state import DEACTIVATION_TOKENS, HOURGLASS_TOKENS, City, State
from .steps import STEPS

asdict = msgspec.structs.asdict


class CityJson(Strict):
    built: dict[str, list[str]]  # space -> its cards, the top one last (only spaces with cards)
    deactivated: list[str]  # spaces with a deactivation token
    dice: dict[str, int]  # colour -> column 1-6, 0 = spent this turn
    stock: dict[str, int]  # wood, stone, iron
    strength: int
    bandit_strength: int
    hourglass: int
    vp_tokens: int
    bandits: list[int]
    ships: list[int]
    used: list[str]
    flags: list[str]


class Position(Strict, kw_only=True):
    game: str
    rules_version: str | Unset = UNSET
    options: dict[str, OptionValue]
    cities: list[CityJson]
    deck: list[str]  # "card.copy", the top one last
    display: list[str | None]
    discards: list[str]
    supply: dict[str, int]
    bandits: list[int]
    ships: list[int]
    current: int
    start: int
    turns: int
    last_round: bool
    flow: FlowJson
    rng: RngSchema | Unset = UNSET  # views have none
    modules: dict[str, Any] | Unset = UNSET  # module name -> its section (the module's `from_json` hook)


def city_position(city: City) -> CityJson:
    return CityJson({SPACES[s]: list(stack) for s, stack in enumerate(city.built) if stack},
                    [SPACES[s] for s, off in enumerate(city.off) if off],
                    {COLOURS[c]: column for c, column in enumerate(city.dice)}, dict(zip(RESOURCES, city.stock)),
                    city.strength, city.bandit_strength, city.hourglass, city.vp_tokens, list(city.bandits),
                    list(city.ships), list(city.used), list(city.flags))


def city_json(city: City) -> dict:
    return asdict(city_position(city))


def to_position(game, state: State) -> dict:
    """The state through `Position` (shallow: the generator and the modules' sections write their own JSON)."""
    header = game.codec.position_header(state)
    cities = [city_position(city) for city in state.cities]
    position = asdict(Position(
        game=header["game"], rules_version=header["rules_version"], options=dict(state.options), cities=cities,
        deck=list(state.deck), display=list(state.display), discards=list(state.discards), supply=dict(state.supply),
        bandits=list(state.bandits), ships=list(state.ships), current=state.current, start=state.start,
        turns=state.turns, last_round=state.last_round, flow=state.flow.to_json(STEPS)))
    position["cities"] = [asdict(city) for city in cities]
    position["rng"] = state.rng.to_json()
    sections = {m.name: m.hooks.to_json(state) for m in game.catalog.active(state.options)
                if m.hooks.to_json is not None}
    if sections:
        position["modules"] = sections
    else:
        del position["modules"]
    return position


def _card(card: str, where: str) -> str:
    card = location_id(card)
    if card not in LOCATIONS or LOCATIONS[card].printed:
        raise PositionError(f"{where}: unknown location card {card!r}")
    return card


def city_from(data: CityJson, where: str) -> City:
    city = City()
    for name, stack in data.built.items():
        if name not in SPACES:
            raise PositionError(f"{where}.built: unknown space {name!r} (w1..k6)")
        city.built[SPACES.index(name)] = tuple(_card(c, f"{where}.built.{name}") for c in stack)
    for name in data.deactivated:
        if name not in SPACES or not city.built[SPACES.index(name)]:
            raise PositionError(f"{where}.deactivated: {name!r} is not a space with a built location")
        city.off[SPACES.index(name)] = True
    if sorted(data.dice) != sorted(COLOURS):
        raise PositionError(f"{where}.dice: expected one die of each colour ({', '.join(COLOURS)})")
    for colour, column in data.dice.items():
        if not 0 <= column <= COLUMNS:
            raise PositionError(f"{where}.dice.{colour}: expected a column 1-6, or 0 for a die spent")
        city.dice[COLOURS.index(colour)] = column
    if sorted(data.stock) != sorted(RESOURCES):
        raise PositionError(f"{where}.stock: expected wood, stone and iron")
    city.stock = [data.stock[r] for r in RESOURCES]
    city.strength, city.bandit_strength, city.hourglass, city.vp_tokens = (
        data.strength, data.bandit_strength, data.hourglass, data.vp_tokens)
    city.bandits, city.ships = tuple(data.bandits), tuple(data.ships)
    city.used, city.flags = tuple(_known(c, f"{where}.used") for c in data.used), tuple(data.flags)
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


def from_position(game, position: Any) -> State:
    game.codec.check_position_header(position)
    read = conform(position, Position, "position", PositionError, bounds=False)
    check_flow_types(read.flow, STEPS, PositionError, "position: flow")
    options = game.codec.position_options(position)
    players = options["players"]
    if len(read.cities) != players:
        raise PositionError(f"cities: expected {players} (one per player), got {len(read.cities)}")
    cities = [city_from(c, f"cities.{i}") for i, c in enumerate(read.cities)]
    if len(read.display) != display_size(options):
        raise PositionError(f"display: expected {display_size(options)} slots")
    display = [None if c is None else _card(c, "display") for c in read.display]
    deck = tuple(_deck_item(c) for c in read.deck)
    discards = tuple(_card(c, "discards") for c in read.discards)
    if sorted(read.supply) != sorted(SUPPLY) or min(read.supply.values()) < 0:
        raise PositionError(f"supply: expected counts >= 0 for {', '.join(SUPPLY)}")
    for key, counts, piles in (("bandits", read.bandits, BANDITS), ("ships", read.ships, SHIPS)):
        if len(counts) != len(piles) or min(counts) < 0:
            raise PositionError(f"{key}: expected {len(piles)} pile counts >= 0")
    for key, seat in (("current", read.current), ("start", read.start)):
        if not 0 <= seat < players:
            raise PositionError(f"{key}: expected a seat 0-{players - 1}")
    if read.turns < 0:
        raise PositionError("turns: cannot be negative")
    if isinstance(read.rng, Unset):
        raise PositionError("the position needs 'rng' (the generator), views do not have it")
    flow = Flow.from_json(read.flow, STEPS, players)
    state = State(options, Rng.from_json(msgspec.to_builtins(read.rng)), flow, cities, deck, display, discards,
                  dict(read.supply), list(read.bandits), list(read.ships), read.current, read.start, read.turns,
                  read.last_round)
    if state.deactivation_tokens_left() < 0 or state.hourglass_left() < 0:
        raise PositionError(f"more than {DEACTIVATION_TOKENS} deactivation or {HOURGLASS_TOKENS} Pass tokens in use")
    sections = {} if isinstance(read.modules, Unset) else read.modules
    unknown = sorted(set(sections) - {m.name for m in game.catalog.active(options)})
    if unknown:
        raise PositionError(f"modules.{unknown[0]}: that module is not in play (option 'modules')")
    for module in game.catalog.active(options):
        if module.hooks.from_json is not None:
            state.ext[module.name] = module.hooks.from_json(sections.get(module.name), options)
    check_cards(game, state)
    check_piles(state)
    return state
