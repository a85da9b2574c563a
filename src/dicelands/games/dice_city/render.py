"""The terminal view, fitted to the screen's width: the table (display, supply, Bandits, Trade Ships) and each city
as a grid with a column per die colour and a row per die value, so a die sits in its colour's column on the row of
its value. Names are never cut: a long one takes two lines of its cell. With the seat's options, the number of each
option that acts on a space (using the die there, placing a card, copying, reactivating, attacking) is written on
that space as #N. The modules' parts (`render` hook) are wrapped to the same width."""
from __future__ import annotations

import re
import textwrap

from .components import BANDITS, COLOURS, COLUMNS, LETTERS, LOCATIONS, RESOURCES, SHIPS, SPACES, SUPPLY
from .words import name_of, what_it_does

LABEL = 3  # the value column: " 1 "
MAX_CELL = 24
WIDE = 100  # from this width on, the view has room for what each die gives and a legend


def _space_of(state, seat: int, action) -> tuple[int, str] | None:
    """(the seat whose city it acts on, the space) for an option that acts on one space."""
    fields = dict(action.fields)
    if "space" in fields and action.kind != "reactivate":  # reactivating names its location in the option
        return fields.get("seat", seat), fields["space"]
    if action.kind == "use":
        colour = COLOURS.index(fields["die"])
        column = state.cities[seat].dice[colour]
        return (seat, f"{LETTERS[colour]}{column}") if column else None
    if action.kind in ("stable", "wagon"):
        return seat, f"{LETTERS[COLOURS.index(fields['colour'])]}{fields['column']}"
    return None


def marks(state, seat: int | None, legal: list | None) -> dict:
    found: dict = {}
    if seat is None:  # a spectator has no options
        return found
    for number, action in enumerate(legal or [], start=1):
        target = _space_of(state, seat, action)
        if target:
            found.setdefault(target, []).append(str(number))
    return found


def flow(label: str, items: list[str], width: int) -> list[str]:
    """`label` then the items separated by " · ", wrapped to the width with the items never split."""
    lines, line = [], label
    for item in items:
        piece = item if line == label else f" · {item}"
        if len(line) + len(piece) > width and line != label:
            lines.append(line)
            line, piece = "  " + item, ""
        line += piece
    return lines + [line]


def wrap_keeping_names(line: str, width: int) -> list[str]:
    """A line wrapped at its list separators (", ", " · ", ": "), so that no name is split over two lines."""
    pieces = re.split(r"(?<=, |: )|(?= · )", line)
    lines, current = [], ""
    for piece in pieces:
        if current and len(current) + len(piece.rstrip()) > width:
            lines.append(current.rstrip())
            current = "  " + piece.lstrip(" ·").lstrip()
        else:
            current += piece
    lines.append(current.rstrip())
    return [wrapped for text in lines for wrapped in (textwrap.wrap(text, width, subsequent_indent="  ",
                                                                    break_long_words=False) or [""])]


def cell_lines(state, seat: int, space: int, found: dict, width: int) -> list[str]:
    city = state.cities[seat]
    row, column = divmod(space, COLUMNS)
    words = [city.location(space).name]
    if city.off[space]:
        words.append("(off)")
    numbers = ",".join(found.get((seat, SPACES[space]), []))
    if city.dice[row] == column + 1:
        words.append(f"◆{numbers}")
    elif numbers:
        words.append(f"#{numbers}")
    return textwrap.wrap(" ".join(words), width, break_long_words=False, break_on_hyphens=False) or [""]


def city_lines(state, seat: int, found: dict, width: int) -> list[str]:
    """The grid: equal columns when every cell fits them, else each column as wide as its longest cell, the widest
    narrowed until the grid fits the width (a name too long for its column then takes two lines)."""
    spaces = [[row * COLUMNS + value - 1 for value in range(1, COLUMNS + 1)] for row in range(len(COLOURS))]
    natural = [max(len(" ".join(cell_lines(state, seat, space, found, 10_000))) for space in column) + 1
               for column in spaces]
    natural = [max(n, len(colour) + 1) for n, colour in zip(natural, COLOURS)]
    even = min(MAX_CELL, (width - LABEL) // len(COLOURS))
    cells = [even] * len(COLOURS) if max(natural) <= even else natural
    while LABEL + sum(cells) - 1 > width:  # narrow the widest column: only its longest names take two lines
        cells[cells.index(max(cells))] -= 1
    lines = [" " * LABEL + "".join(f"{colour:<{cell}}" for colour, cell in zip(COLOURS, cells)).rstrip()]
    for value in range(1, COLUMNS + 1):
        texts = [cell_lines(state, seat, row * COLUMNS + value - 1, found, cells[row] - 1)
                 for row in range(len(COLOURS))]
        for depth in range(max(map(len, texts))):
            label = f"{value:>2} " if depth == 0 else " " * LABEL
            lines.append((label + "".join(f"{(c[depth] if depth < len(c) else ''):<{cell}}"
                                          for c, cell in zip(texts, cells))).rstrip())
    return lines


def city_facts(state, seat: int) -> list[str]:
    city = state.cities[seat]
    facts = [" ".join(f"{n} {r}" for r, n in zip(RESOURCES, city.stock)), f"strength {city.strength}"
             + (f" (+{city.bandit_strength} against Bandits)" if city.bandit_strength else ""),
             f"hourglass {city.hourglass}", f"VP tokens {city.vp_tokens}"]
    if city.bandits:
        facts.append(f"Bandits defeated {len(city.bandits)}")
    if city.ships:
        facts.append(f"Trade Ships {len(city.ships)}")
    return facts


def short_cost(cost) -> str:
    if len(set(cost)) == 1 and cost[0]:
        return f"{cost[0]} of each"
    return " ".join(f"{n} {r}" for r, n in zip(RESOURCES, cost) if n) or "free"


def dice_uses(state, seat: int) -> list[str]:
    """Where each die is and what using it gives: "white: Forest, gain 1 wood"."""
    city = state.cities[seat]
    found = []
    for colour, column in enumerate(city.dice):
        if column:
            location = city.location(colour * COLUMNS + column - 1)
            gives = what_it_does(location)
            found.append(f"{COLOURS[colour]}: {location.name}" + (f", {gives}" if gives else ""))
    return found or ["all used"]


def built_places(state, seat: int, found: dict, joint: str) -> list[str]:
    """The cards built on a city and the spaces options act on, each with its place ("Mint on red 3", option marks)."""
    city, places = state.cities[seat], []
    for space in range(len(city.built)):
        numbers = found.get((seat, SPACES[space]))
        if city.built[space] or numbers:
            row, column = divmod(space, COLUMNS)
            places.append(f"{city.location(space).name}{joint}{COLOURS[row]} {column + 1}"
                          + (" (off)" if city.off[space] else "") + (f" #{','.join(numbers)}" if numbers else ""))
    return places


def compact_city(state, seat: int, found: dict, names, width: int, score) -> list[str]:
    """Another city in a few lines: its facts, where its dice are, and the cards built on it (with option marks)."""
    city = state.cities[seat]
    dice = [f"{COLOURS[c]} {v}" for c, v in enumerate(city.dice) if v]
    built = built_places(state, seat, found, " on ")
    lines = flow(f"{name_of(seat, names)}: {score} VP · ", city_facts(state, seat)
                 + ["dice: " + (", ".join(dice) or "all used")], width)
    return lines + (flow("  built: ", built, width) if built else [])


def table_lines(state, width: int) -> list[str]:
    if width < WIDE:
        return short_table_lines(state, width)
    slots = []
    for slot, card in enumerate(state.display, start=1):
        slots.append(f"{LOCATIONS[card].name} ({short_cost(LOCATIONS[card].cost)})" if card else "empty place")
    left = (lambda n: "any number") if state.solo else (lambda n: f"{n} left")
    lines = flow("Display: ", slots, width)
    lines += flow("Supply: ", [f"{LOCATIONS[c].name} ({short_cost(LOCATIONS[c].cost)}, {state.supply[c]} left)"
                               for c in SUPPLY], width)
    lines += flow("Bandits: ", [f"strength {p.strength}: {p.vp} VP ({left(n)})"
                                for p, n in zip(BANDITS, state.bandits)]
                  + [f"Trade Ships: {p.name} {p.vp} VP for {short_cost(p.cost)} ({left(n)})"
                     if p is SHIPS[0] else f"{p.name} {p.vp} VP for {short_cost(p.cost)} ({left(n)})"
                     for p, n in zip(SHIPS, state.ships)], width)
    return lines


def slashed(values) -> str:
    return "/".join(str(v) for v in values)


def short_table_lines(state, width: int) -> list[str]:
    """The table under 100 columns in one flow: costs as wood/stone/iron counts, the piles and their prizes."""
    slots = [f"{LOCATIONS[card].name} {slashed(LOCATIONS[card].cost)}" if card else "empty place"
             for card in state.display]
    supply = [f"{LOCATIONS[c].name} {slashed(LOCATIONS[c].cost)} ({state.supply[c]})" for c in SUPPLY]
    left = (lambda piles: "any number") if state.solo else (lambda piles: f"{slashed(piles)} left")
    piles = [f"Bandits {slashed(p.strength for p in BANDITS)} strength: {slashed(p.vp for p in BANDITS)} VP "
             f"({left(state.bandits)})", f"Trade Ships {slashed(p.vp for p in SHIPS)} VP for "
             f"{slashed(p.cost[0] for p in SHIPS)} of each ({left(state.ships)})"]
    supply[0] = "Supply (left): " + supply[0]
    return flow("Display (wood/stone/iron): ", slots + supply + piles, width)


def short_city(state, seat: int, found: dict, names, width: int, score) -> list[str]:
    """Another city under 100 columns: its score, stock (wood/stone/iron, as the display's costs), strength when it
    has some, and dice values (white to black), then what it built and where."""
    city = state.cities[seat]
    dice = " ".join(str(v) if v else "-" for v in city.dice)
    strength = f" · strength {city.strength}" if city.strength else ""
    head = f"{name_of(seat, names)}: {score} VP · stock {slashed(city.stock)}{strength} · dice {dice}"
    built = built_places(state, seat, found, " ")
    if not built:
        return wrap_keeping_names(head, width)
    together = flow(f"{head} · built: ", built, width)
    apart = [head, *flow("  built: ", built, width)]
    return together if len(together) < len(apart) and max(map(len, together)) <= width else apart


def render(game, state, seat: int | None, legal: list | None = None, names=None, width: int = 100) -> str:
    width = max(width, 60)
    found = marks(state, seat, legal)
    result = game.result(state)
    head = f"Dice City · turn {state.turns + 1} · deck {len(state.deck)} cards" + (
        " · game over" if state.flow.idle() else f" · {name_of(state.current, names)} to play") + (
        " · last round" if state.last_round else "")
    lines = [head, *table_lines(state, width)]
    order = sorted(range(state.players), key=lambda s: s != seat)
    for other in order:
        score = result.scores[other]["total"]
        if seat is not None and 0 <= seat < state.players and other != seat:
            lines += (compact_city if width >= WIDE else short_city)(state, other, found, names, width, score)
            continue
        you = " (you)" if other == seat else ""
        lines += flow(f"{name_of(other, names)}{you}: {score} VP · ", city_facts(state, other), width)
        lines += city_lines(state, other, found, width)
        if width >= WIDE:
            lines += flow("  dice on: ", dice_uses(state, other), width)
    for hooks in game.in_play(state.options):
        for line in hooks.render(state, seat, names) if hooks.render is not None else ():
            lines += wrap_keeping_names(line, width)
    if width >= WIDE:
        lines.append("◆: the die of that colour is there (◆N: option N uses it) · #N: option N acts there")
    return "\n".join(lines)
