"""The terminal view: the table (display, stacks, piles) and each city as its 5x6 grid, a die shown as [colour
value] on the space it sits on, a deactivated location marked x. With the seat's options, the number of each
option that acts on a space ("use", "place w3", "copy r2", "attack p2 b4") is shown on that space."""
from __future__ import annotations

from .components import BANDITS, COLOURS, COLUMNS, LETTERS, LOCATIONS, RESOURCES, SHIPS, SPACES, SUPPLY
from .notation import player

WIDTH = 15


def _marks(state, seat: int | None, legal: list | None) -> dict:
    marks: dict = {}
    for number, action in enumerate(legal or [], start=1):
        text = str(action).split()
        if text and text[-1] in SPACES:
            owner = int(text[1][1:]) - 1 if text[0] == "attack" else seat
            marks.setdefault((owner, text[-1]), []).append(str(number))
    return marks


def city_lines(state, seat: int, marks: dict) -> list[str]:
    city = state.cities[seat]
    lines = ["     " + "".join(f"{n:<{WIDTH}}" for n in range(1, COLUMNS + 1))]
    for row, letter in enumerate(LETTERS):
        cells = []
        for column in range(COLUMNS):
            space = row * COLUMNS + column
            location = city.location(space)
            name = location.name[:9] + ("x" if city.off[space] else "")
            die = f"[{letter.upper()}{column + 1}]" if city.dice[row] == column + 1 else ""
            mark = ",".join(marks.get((seat, SPACES[space]), []))
            cells.append(f"{name}{die}{'#' + mark if mark else ''}"[:WIDTH - 1].ljust(WIDTH))
        lines.append(f"{COLOURS[row][:5]:<5}" + "".join(cells))
    stock = " ".join(f"{r} {n}" for r, n in zip(RESOURCES, city.stock))
    lines.append(f"     stock: {stock} | strength {city.strength}"
                 + (f" (+{city.bandit_strength} vs bandits)" if city.bandit_strength else "")
                 + f" | hourglass {city.hourglass} | VP tokens {city.vp_tokens}"
                 + f" | bandits {sum(city.bandits)} | ships {sum(city.ships)}")
    return lines


def render(game, state, seat: int | None, legal: list | None = None) -> str:
    marks = _marks(state, seat, legal)
    result = game.result(state)
    slots = [f"d{n + 1} {LOCATIONS[c].name} ({'/'.join(map(str, LOCATIONS[c].cost))})" if c else f"d{n + 1} -"
             for n, c in enumerate(state.display)]
    lines = [f"Dice City - turn {state.turns + 1}, {player(state.current)} to play"
             + (" (last round)" if state.last_round else ""),
             "display (cost wood/stone/iron): " + "; ".join(slots[:len(slots) // 2]),
             "                                " + "; ".join(slots[len(slots) // 2:]),
             f"deck {len(state.deck)} | supply " + ", ".join(f"{c} {state.supply[c]}" for c in SUPPLY),
             "bandits " + ", ".join(f"{p.strength}str/{p.vp}VP x{'∞' if state.solo else n}"
                                    for p, n in zip(BANDITS, state.bandits))
             + " | ships " + ", ".join(f"{p.name} {p.vp}VP x{'∞' if state.solo else n}"
                                       for p, n in zip(SHIPS, state.ships))]
    for other in range(state.players):
        you = " (you)" if other == seat else ""
        lines.append("")
        lines.append(f"{player(other)}{you}: {result.scores[other]['total']} VP")
        lines += city_lines(state, other, marks)
    if state.options.get("modules"):
        for hook in game.hooks(state.options, "render"):
            lines += hook(game, state, seat)
    return "\n".join(lines)
