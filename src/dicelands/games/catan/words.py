"""Catan and Land Ho! in players' words: options and prompts name hexes by what they show ("Forest 8"), places by
the hexes around them ("the corner of Forest 8, Hills 5 and Fields 9", "the path between Forest 8 and Hills 5",
"the north corner of Pasture 4"), seats by name; never coordinates. The notation stays what is typed and recorded."""
from __future__ import annotations

import math
import re
from functools import lru_cache

from .ascii_map import SHORT

# axial neighbour -> the way it lies (pointy-top hexes, as the boards are drawn)
WAYS = {(1, 0): "east", (-1, 0): "west", (0, -1): "north-west", (1, -1): "north-east", (0, 1): "south-east",
        (-1, 1): "south-west"}
COMPASS = ("east", "south-east", "south", "south-west", "west", "north-west", "north", "north-east")
CARDS = {"knight": "a knight", "road-building": "Road Building", "year-of-plenty": "Year of Plenty",
         "monopoly": "Monopoly"}
CELL_TEXT = re.compile(r"\((-?\d+),(-?\d+)\)")


def point(cell) -> tuple[float, float]:
    q, r = cell
    return math.sqrt(3) * (q + r / 2), 1.5 * r


def compass(dx: float, dy: float) -> str:
    """One of eight ways, screen-wise (y grows southwards)."""
    return COMPASS[round(math.degrees(math.atan2(dy, dx)) / 45) % 8]


def cells_of(text: str) -> list[tuple[int, int]]:
    return [(int(q), int(r)) for q, r in CELL_TEXT.findall(text)]


class Places:
    """Names for the hexes, intersections and paths of one board (terrains: a terrain, "sea", "desert" or "" face
    down)."""

    def __init__(self, cells, terrains, numbers):
        self.terrain = dict(zip(cells, terrains))
        self.number = dict(zip(cells, numbers))
        self.land = {c for c, t in self.terrain.items() if t not in ("sea", "")}
        self.centre = tuple(sum(p) / len(cells) for p in zip(*map(point, cells)))
        self.names = self._land_names(cells, terrains, numbers)
        for cell in cells:
            if cell not in self.names:
                self.names[cell] = self._other_name(cell)

    def _land_names(self, cells, terrains, numbers) -> dict:
        plain = {c: (t.title() + (f" {n}" if n else "")) for c, t, n in zip(cells, terrains, numbers) if c in self.land}
        names: dict = {}
        seen: dict = {}
        for cell, name in plain.items():
            if list(plain.values()).count(name) > 1:  # two hexes alike: say where each lies
                x, y = point(cell)
                name = f"{name} in the {compass(x - self.centre[0], y - self.centre[1])}"
            seen[name] = seen.get(name, 0) + 1
            names[cell] = name if seen[name] == 1 else f"{name}, the {_ordinal(seen[name])}"
        return names

    def _other_name(self, cell) -> str:
        """The sea or a face-down hex, by the way to it from the nearest land hex: "the sea 2 east, north-east of
        Forest 9" (the steps from one hex name one cell)."""
        what = "the unexplored hex" if self.terrain.get(cell, "sea") == "" else "the sea"
        anchor = min(self.land, key=lambda c: (distance(c, cell), self.names[c]))
        steps: dict = {}
        offset = (cell[0] - anchor[0], cell[1] - anchor[1])
        while offset != (0, 0):
            step = min(WAYS, key=lambda d: distance((0, 0), (offset[0] - d[0], offset[1] - d[1])))
            steps[WAYS[step]] = steps.get(WAYS[step], 0) + 1
            offset = (offset[0] - step[0], offset[1] - step[1])
        ways = ", ".join(way if n == 1 else f"{n} {way}" for way, n in steps.items())
        return f"{what} {ways} of {self.names[anchor]}"

    def name(self, cell) -> str:
        """Off the board (the sea round Catan's frame) too."""
        if cell not in self.names:
            self.names[cell] = self._other_name(cell)
        return self.names[cell]

    def cell(self, text: str) -> str:
        return self.name(cells_of(text)[0])

    def vertex(self, text: str) -> str:
        cells = cells_of(text)
        land = sorted((c for c in cells if c in self.land), key=lambda c: self.names[c])
        x, y = (sum(p) / 3 for p in zip(*map(point, cells)))
        if len(land) == 3:
            a, b, c = (self.names[cell] for cell in land)
            return f"the corner of {a}, {b} and {c}"
        if len(land) == 2:
            mx, my = (sum(p) / 2 for p in zip(*map(point, land)))
            return f"the {compass(x - mx, y - my)} corner between {self.names[land[0]]} and {self.names[land[1]]}"
        anchor = land[0] if land else min(cells)
        cx, cy = point(anchor)
        return f"the {compass(x - cx, y - cy)} corner of {self.name(anchor)}"

    def corner_by_hexes(self, text: str) -> str:
        """A corner as the land hexes around it, briefest form for long lists ("Forest 4, Hills 5, Fields 9";
        "Forest 4, Pasture 8: north"; "Forest 4: north"); the option's number on the map tells corners apart."""
        cells = cells_of(text)
        land = sorted((c for c in cells if c in self.land), key=lambda c: self.names[c])
        names = ", ".join(self.names[c] for c in land)
        if len(land) == 3:
            return names
        x, y = (sum(p) / 3 for p in zip(*map(point, cells)))
        mx, my = (sum(p) / len(land) for p in zip(*map(point, land))) if land else point(min(cells))
        return f"{names or self.name(min(cells))}: {compass(x - mx, y - my)}"

    def by_map(self, text: str) -> str | None:
        """A corner or path as the map shows the land beside it, for options whose number stands there: "for 4 hil
        5 fie 9"; by fewer hexes with the way from them, "for 4 pas 8: N", "for 5: NE" (of a path: its side). None
        (say it in full) where no land is beside it or two hexes beside it look alike."""
        cells = cells_of(text)
        land = sorted((c for c in cells if c in self.land), key=lambda c: self.names[c])
        marks = [(SHORT[self.terrain[c]], str(self.number[c] or "")) for c in land]
        looks = [code + n for code, n in marks]
        alike = [SHORT[self.terrain[c]] + str(self.number[c] or "") for c in self.land]
        if not land or any(alike.count(look) > 1 for look in looks):
            return None
        way = ""
        if len(cells) == 3 and len(land) < 3:
            x, y = (sum(p) / 3 for p in zip(*map(point, cells)))
            mx, my = (sum(p) / len(land) for p in zip(*map(point, land)))
            way = ": " + _initials(compass(x - mx, y - my))
        elif len(cells) == 2 and len(land) == 1:
            other = next(c for c in cells if c not in land)
            way = ": " + _initials(WAYS[(other[0] - land[0][0], other[1] - land[0][1])])
        spaced = " ".join(f"{code} {n}".strip() for code, n in marks) + way
        return spaced if len(spaced) <= 19 else " ".join(looks) + way  # three columns of 80 take 19 letters

    def edge(self, text: str) -> str:
        a, b = cells_of(text)
        if a in self.land and b in self.land:
            first, second = sorted((self.names[a], self.names[b]))
            return f"the path between {first} and {second}"
        if b in self.land:
            a, b = b, a
        if a in self.land:
            return f"the {WAYS[(b[0] - a[0], b[1] - a[1])]} side of {self.names[a]}"
        return self._route_at_sea(a, b)

    def _route_at_sea(self, a, b) -> str:
        """A route between two sea (or face-down) hexes, as a side of the one nearer land: "the north-east side of
        the sea east of Forest 5" (one hex and one side name one route)."""
        near, far = sorted((a, b), key=lambda c: (min(distance(c, land) for land in self.land), self.name(c)))
        return f"the {WAYS[(far[0] - near[0], far[1] - near[1])]} side of {self.name(near)}"


def distance(a, b) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def _initials(way: str) -> str:
    """"north-west" -> "NW"."""
    return "".join(part[0].upper() for part in way.split("-"))


def _ordinal(n: int) -> str:
    return {2: "second", 3: "third"}.get(n, f"{n}th")


@lru_cache(maxsize=64)
def places(cells: tuple, terrains: tuple, numbers: tuple) -> Places:
    return Places(cells, terrains, numbers)


def seat_name(seat: int, names) -> str:
    return names[seat] if names and seat < len(names) else f"player {seat + 1}"


def with_names(text: str, names) -> str:
    """"seat 2" -> the seat's name (players count from 1 where there is no name)."""
    return re.sub(r"\bseat (\d+)", lambda m: seat_name(int(m.group(1)), names), text)


def option_text(places_: Places, action, names, setting_up: bool = False) -> str:
    """The option in words; the kinds of both games (Land Ho!'s ships and settlers included)."""
    f, kind = dict(action.fields), action.kind
    where = (places_.vertex(f["vertex"]) if "vertex" in f else places_.edge(f["edge"]) if "edge" in f
             else places_.cell(f["cell"]) if "cell" in f else "")
    texts = {
        "settle": places_.corner_by_hexes(f['vertex']) if setting_up and "vertex" in f
        else f"build a settlement at {where}",
        "city": f"build a city at {where}", "road": f"{'place your' if setting_up else 'build a'} road on {where}",
        "robber": f"move the robber to {where}", "ship": f"build a ship on {where}", "to": f"sail to {where}",
        "found": f"found a settlement at {where} (the ship and settler go back)",
        "harbor": f"build a harbor settlement at {where}", "settler-at": f"put a settler at {where}",
        "roll": "roll the dice", "end": "end your turn", "offer": "offer the others a trade", "cancel": "cancel", "propose": "propose the offer",
        "accept": "accept the trade", "reject": "refuse the trade", "claim": "claim the win",
        "sail": "go on to sailing", "wool": "pay a wool: 2 more movement points", "load": "load a settler",
        "unload": "unload the settler into the basin", "dump": "send the settler back to your supply (it is lost)",
        "stop": "stop this ship",
    }
    if kind in texts:
        return texts[kind]
    if kind == "bank":
        return f"give {f['rate']} {f['give']} to the bank for 1 {f['get']}"
    if kind == "buy":
        return f"pay 2 gold for 1 {f['resource']}" if "resource" in f else "buy a development card"
    if kind in ("steal", "trade-with"):
        return f"{'steal a card from' if kind == 'steal' else 'trade with'} {seat_name(f['seat'], names)}"
    if kind in ("steer", "recycle", "settler-on"):
        return {"steer": "move ship {ship}", "recycle": "take ship {ship} off to build it anew",
                "settler-on": "put a settler on ship {ship}"}[kind].format(**f)
    if kind == "play":
        return f"play {CARDS.get(f['card'], f['card'])}"
    if kind in ("discard", "take", "monopoly"):
        return {"discard": "discard 1 {resource}", "take": "take 1 {resource} from the bank",
                "monopoly": "take every {resource} of the others (Monopoly)"}[kind].format(**f)
    if kind == "give":
        return f"give {f['count']} {f['resource']} (Monopoly)"
    if kind == "offer-give":
        return f"add 1 {f['resource']} to what you give"
    if kind == "offer-ask":
        return f"add 1 {f['resource']} to what you ask"
    return with_names(str(action), names)


MAP_WORDS = {"settle": "settlement: {where}", "city": "city: {where}", "road": "road: {where}",
             "harbor": "harbor: {where}", "settler-at": "settler: {where}", "ship": "ship: {where}"}
SHIP_WORDS = {"recycle": "rebuild ship {ship}", "settler-on": "settler onto ship {ship}"}


def short_option_text(places_: Places, action, setting_up: bool = False) -> str | None:
    """A short text for an option whose number stands on the map where it acts (the map shows the place), and
    for a bank trade, so that a terminal lists the options in columns; None for the others."""
    f, kind = dict(action.fields), action.kind
    where = places_.by_map(f.get("vertex") or f.get("edge") or "") if "vertex" in f or "edge" in f else None
    if kind == "settle" and setting_up and where:
        return where
    if kind in MAP_WORDS and where:
        return MAP_WORDS[kind].format(where=where)
    if kind in SHIP_WORDS:
        return SHIP_WORDS[kind].format(**f)
    if kind == "bank":
        return f"bank: {f['rate']} {f['give']} for 1 {f['get']}"
    return None


def log_text(places_: Places, action) -> str:
    """The option as a log line after the seat's name ("seat 1: build a road on the path between ..."): the seat's
    name is put in by the surface."""
    seats = [f"seat {n}" for n in range(4)]
    return re.sub(r"\byour\b", "their", option_text(places_, action, seats))
