"""Paired experiments: the same seeds played under two or more variants, and what changed.

A variant is a game option's value (`difficulty=hard`) or a bot in one seat (`seat2=mcts:100`), or a combination of
several. Every variant plays the same seeds S..S+N-1, so game i of one variant and game i of another differ only by
the variant (and by what it changes downstream). For each seat the comparison gives the win rate and the mean score
per category under every variant, and the difference against the first variant (the baseline) with a 95% interval
computed from the per-game paired differences — far narrower than comparing two independent win rates.
"""
from __future__ import annotations

import math
import statistics
from dataclasses import dataclass
from itertools import product

from ..engine.errors import OptionError
from .runner import Job, check_players
from .stats import Z95, categories, rate, seats, win_share


@dataclass(frozen=True)
class Variant:
    label: str
    players: tuple[str, ...]
    options: tuple[tuple[str, object], ...]


def parse_vary(text: str) -> tuple[str, list[str]]:
    """`NAME=A,B,...` -> (NAME, [A, B, ...]); NAME is a game option or `seatN` (the N-th player, counted from 1)."""
    name, sep, values = str(text).partition("=")
    name = name.strip()
    choices = [value.strip() for value in values.split(",")]
    if not sep or not name:
        raise OptionError(f"--vary {text!r}: write NAME=VALUE1,VALUE2 (a game option or seatN, e.g. "
                          "difficulty=easy,hard or seat1=greedy,mcts:100)")
    if len(choices) < 2 or not all(choices):
        raise OptionError(f"--vary {text!r}: give at least two non-empty values separated by commas")
    if len(set(choices)) != len(choices):
        raise OptionError(f"--vary {text!r}: a value is listed twice")
    return name, choices


def _seat_index(name: str, players: list[str]) -> int | None:
    if not name.startswith("seat"):
        return None
    number = name[4:]
    if not number.isdigit() or not 1 <= int(number) <= len(players):
        raise OptionError(f"--vary {name}: seats are seat1..seat{len(players)} (the names in --players, in order)")
    return int(number) - 1


def variants(game, players: list[str], options: dict, varies: list[str]) -> list[Variant]:
    """Every combination of the --vary values, the first one being the baseline; each checked like `simulate`'s
    players and options (an unknown option, value or bot is a one-line error before any game runs)."""
    if not varies:
        raise OptionError("compare needs at least one --vary NAME=A,B")
    axes = [parse_vary(text) for text in varies]
    names = [name for name, _ in axes]
    if len(set(names)) != len(names):
        raise OptionError(f"--vary names {sorted(names)} list the same option or seat twice")
    result = []
    for combination in product(*(values for _, values in axes)):
        seat_names, variant_options = list(players), dict(options)
        for (name, _), value in zip(axes, combination):
            seat = _seat_index(name, players)
            if seat is not None:
                seat_names[seat] = value
            else:
                if name in options:
                    raise OptionError(f"--vary {name} and --option {name} both set {name}; keep one")
                variant_options[name] = value
        label = " ".join(f"{name}={value}" for (name, _), value in zip(axes, combination))
        check_players(game, seat_names, variant_options)
        result.append(Variant(label, tuple(seat_names), tuple(variant_options.items())))
    return result


def schedule(variant_list: list[Variant], games: int, seed: int) -> list[Job]:
    return [Job(v * games + i, variant.players, seed + i, variant.options)
            for v, variant in enumerate(variant_list) for i in range(games)]


def paired(differences: list[float]) -> dict:
    """Mean of paired differences with a 95% normal interval (sample sd; n >= 2)."""
    n = len(differences)
    mean = statistics.fmean(differences) if n else 0.0
    half = Z95 * statistics.stdev(differences) / math.sqrt(n) if n > 1 else math.inf
    return {"games": n, "mean": round(mean, 4), "ci95": [round(mean - half, 4), round(mean + half, 4)]}


def compare(variant_list: list[Variant], rows: list[dict]) -> dict:
    """The comparison object (`compare --json`): per variant and seat, win rate and mean scores, and their paired
    differences against the baseline. `rows` are in `schedule` order, possibly cut short by an interrupt."""
    games = len(rows) // len(variant_list) if variant_list else 0
    by_variant = [{row["seed"]: row for row in rows[v * games:(v + 1) * games]} for v in range(len(variant_list))]
    cats = categories(rows) if rows else []
    baseline = by_variant[0]
    out = []
    for variant, table in zip(variant_list, by_variant):
        common = sorted(set(table) & set(baseline))
        seat_entries = []
        for seat in sorted({s for row in table.values() for s in seats(row)}):
            played = [table[seed] for seed in sorted(table)]
            entry = {"seat": seat, "names": sorted({row[f"seat{seat}"] for row in played}),
                     **rate(sum(win_share(row, seat) for row in played), len(played)),
                     "scores": {cat: round(statistics.fmean(_score(row, seat, cat) for row in played), 3)
                                for cat in cats}}
            if table is not baseline:
                pairs = [(table[s], baseline[s]) for s in common if seat in seats(baseline[s])]
                entry["difference"] = {
                    "win_rate": paired([win_share(a, seat) - win_share(b, seat) for a, b in pairs]),
                    "scores": {cat: paired([_score(a, seat, cat) - _score(b, seat, cat) for a, b in pairs])
                               for cat in cats}}
            seat_entries.append(entry)
        out.append({"variant": variant.label, "players": list(variant.players), "options": dict(variant.options),
                    "games": len(table), "seats": seat_entries})
    return {"baseline": variant_list[0].label if variant_list else None, "categories": cats, "variants": out}


def _score(row: dict, seat: int, category: str) -> float:
    return float(row.get(f"s{seat}_{category}") or 0)


def format_comparison(result: dict) -> str:
    """Plain text: one block per variant; differences against the baseline with their intervals."""
    lines = [f"baseline: {result['baseline']}   (differences are paired by seed, 95% intervals)"]
    for variant in result["variants"]:
        lines += ["", f"{variant['variant']}: {variant['games']} games, players {','.join(variant['players'])}"]
        for entry in variant["seats"]:
            low, high = entry["ci95"]
            who = "/".join(entry["names"])
            line = f"  seat {entry['seat'] + 1} {who:<14} wins {entry['win_rate']:6.1%} [{low:.1%}, {high:.1%}]"
            if "difference" in entry:
                line += f"   change {_signed(entry['difference']['win_rate'], percent=True)}"
            lines.append(line)
            for cat in result["categories"]:
                text = f"      {cat:<18}{entry['scores'][cat]:>9.2f}"
                if "difference" in entry:
                    text += f"   change {_signed(entry['difference']['scores'][cat])}"
                lines.append(text)
    return "\n".join(lines)


def _signed(diff: dict, percent: bool = False) -> str:
    mean, (low, high) = diff["mean"], diff["ci95"]
    if percent:
        return f"{mean * 100:+.1f} points [{low * 100:+.1f}, {high * 100:+.1f}]"
    return f"{mean:+.2f} [{low:+.2f}, {high:+.2f}]"
