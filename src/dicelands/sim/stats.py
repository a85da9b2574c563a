"""Statistics over result rows: win rates with Wilson 95% intervals, per seat and per bot, first-player advantage,
score distributions by category, game length. A shared win counts as 1/k of a win for each of the k winners.

Everything here is a pure function of the rows except `seconds`, so the same seeds give the same summary.
"""
from __future__ import annotations

import json
import math
import re
import statistics
from collections import defaultdict

Z95 = 1.959963984540054
_SCORE = re.compile(r"^s(\d+)_(.+)$")


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def seats(row: dict) -> list[int]:
    return sorted(int(key[4:]) for key in row if key.startswith("seat") and key[4:].isdigit() and row[key] is not None)


def categories(rows: list[dict]) -> list[str]:
    found: dict[str, None] = {}
    for key in rows[0]:
        match = _SCORE.match(key)
        if match:
            found.setdefault(match.group(2))
    return list(found)


def win_share(row: dict, seat: int) -> float:
    winners = [int(w) for w in str(row.get("winners") or "").split("+") if w != ""]
    return 1.0 / len(winners) if seat in winners else 0.0


def distribution(values: list[float]) -> dict:
    if not values:
        return {}
    ordered = sorted(values)
    quartiles = statistics.quantiles(ordered, n=4) if len(ordered) > 1 else [ordered[0]] * 3
    return {"mean": round(statistics.fmean(ordered), 3), "sd": round(statistics.pstdev(ordered), 3),
            "min": ordered[0], "q1": quartiles[0], "median": quartiles[1], "q3": quartiles[2], "max": ordered[-1]}


def rate(wins: float, n: int) -> dict:
    low, high = wilson(wins, n)
    return {"games": n, "wins": round(wins, 3), "win_rate": round(wins / n, 4) if n else 0.0,
            "ci95": [round(low, 4), round(high, 4)]}


def summarize(rows: list[dict]) -> dict:
    """The summary object `simulate --json` prints and `report` renders."""
    cats = categories(rows)
    by_seat: dict[int, list[dict]] = defaultdict(list)
    by_bot: dict[str, list[tuple[dict, int]]] = defaultdict(list)
    for row in rows:
        for seat in seats(row):
            by_seat[seat].append(row)
            by_bot[row[f"seat{seat}"]].append((row, seat))
    seat_stats = []
    for seat in sorted(by_seat):
        games = by_seat[seat]
        names = sorted({row[f"seat{seat}"] for row in games})
        entry = {"seat": seat, "names": names, **rate(sum(win_share(r, seat) for r in games), len(games))}
        entry["mean_score"] = round(statistics.fmean(float(r.get(f"s{seat}_total") or 0) for r in games), 3)
        seat_stats.append(entry)
    bot_stats = {}
    for name, played in sorted(by_bot.items()):
        entry = rate(sum(win_share(r, s) for r, s in played), len(played))
        entry["scores"] = {cat: distribution([float(r[f"s{s}_{cat}"]) for r, s in played
                                              if r.get(f"s{s}_{cat}") is not None]) for cat in cats}
        bot_stats[name] = entry
    n_seats = max((len(seats(r)) for r in rows), default=0)
    started = [r for r in rows if r.get("first") is not None]
    if started:  # who actually started (a card, a roll), not seat 0
        first = rate(sum(win_share(r, int(r["first"])) for r in started), len(started))
    else:
        first = seat_stats[0] if seat_stats else rate(0, 0)
    no_winner = sum(1 for r in rows if not str(r.get("winners") or ""))
    return {
        "games": len(rows),
        "seeds": [min(r["seed"] for r in rows), max(r["seed"] for r in rows)] if rows else [],
        "categories": cats,
        "seats": seat_stats,
        "bots": bot_stats,
        "first_player": {"win_rate": first["win_rate"], "ci95": first["ci95"],
                         "fair_share": round(1 / n_seats, 4) if n_seats else None,
                         "from": "first" if started else "seat0", "games": len(started) if started else len(rows)},
        "games_without_winner": no_winner,
        "length": {"decisions": distribution([r["decisions"] for r in rows]),
                   "turns": distribution([r["turns"] for r in rows])},
    }


def what_was_played(rows: list[dict]) -> dict:
    """{"game": id, "options": {...}} as the table records them (tables from before those columns: {}); options
    that differ between rows (compare's variants) are left out."""
    games = {row.get("game") for row in rows if row.get("game")}
    known: dict = {"game": games.pop()} if len(games) == 1 else {}
    texts = {row.get("options") for row in rows}
    text = next(iter(texts)) if len(texts) == 1 else None
    if known and text is not None:
        try:
            options = json.loads(text)
        except ValueError:
            options = None
        if isinstance(options, dict):
            known["options"] = options
    return known


def title_of(rows: list[dict], fallback: str) -> str:
    """A report's title: the game and its options ("dice-colony, players=3"), or `fallback` (the file's name) for
    a table that does not record them."""
    known = what_was_played(rows)
    if "game" not in known:
        return fallback
    options = ", ".join(f"{name}={value}" for name, value in known.get("options", {}).items())
    return known["game"] + (f", {options}" if options else "")


def seconds(rows: list[dict]) -> dict:
    """Time per game (differs run to run, so kept out of `summarize`)."""
    return distribution([float(r["duration"]) for r in rows if r.get("duration") is not None])


def format_summary(summary: dict) -> str:
    """The plain-text table simulate and report print; seats counted from 1, as every command prints them (the
    summary object keeps the table's index from 0)."""
    lines = [f"{summary['games']} games, seeds {summary['seeds'][0]}..{summary['seeds'][1]}" if summary["games"]
             else "0 games"]
    lines.append(f"{'seat':<6}{'player':<18}{'mean score':>11}{'win rate':>10}  95% CI")
    for entry in summary["seats"]:
        low, high = entry["ci95"]
        lines.append(f"{entry['seat'] + 1:<6}{'/'.join(entry['names']):<18}{entry['mean_score']:>11.2f}"
                     f"{entry['win_rate']:>10.1%}  [{low:.1%}, {high:.1%}]")
    if len(summary["bots"]) > 1 and any(len(e["names"]) > 1 for e in summary["seats"]) or \
            len(summary["bots"]) < len(summary["seats"]):
        lines.append(f"{'bot':<24}{'games':>6}{'win rate':>10}  95% CI")
        for name, entry in summary["bots"].items():
            low, high = entry["ci95"]
            lines.append(f"{name:<24}{entry['games']:>6}{entry['win_rate']:>10.1%}  [{low:.1%}, {high:.1%}]")
    first = summary["first_player"]
    if first["fair_share"]:
        who = "first player (who started)" if first.get("from", "first") == "first" else \
            "seat 1 (the table does not say who started)"
        lines.append(f"{who} wins {first['win_rate']:.1%} [{first['ci95'][0]:.1%}, {first['ci95'][1]:.1%}] "
                     f"(an even share is {first['fair_share']:.1%})")
    length = summary["length"]
    if length["decisions"]:
        lines.append(f"game length: {length['turns']['mean']:.1f} turns (median {length['turns']['median']}), "
                     f"{length['decisions']['mean']:.1f} decisions (min {length['decisions']['min']}, "
                     f"max {length['decisions']['max']})")
    if summary["games_without_winner"]:
        lines.append(f"{summary['games_without_winner']} games ended without a winner")
    return "\n".join(lines)


def format_scores(summary: dict) -> str:
    """Score distributions by category for each bot, as text."""
    lines = [f"{'bot':<18}{'category':<14}{'mean':>8}{'sd':>8}{'min':>7}{'median':>8}{'max':>7}"]
    for name, entry in summary["bots"].items():
        for cat, d in entry["scores"].items():
            if d:
                lines.append(f"{name:<18}{cat:<14}{d['mean']:>8.2f}{d['sd']:>8.2f}{d['min']:>7g}"
                             f"{d['median']:>8g}{d['max']:>7g}")
    return "\n".join(lines)
