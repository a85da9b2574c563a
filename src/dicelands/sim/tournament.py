"""Round-robin tournaments: every pair of bots plays N games, alternating seats, on the same seeds S..S+N-1.

The win-rate matrix counts a shared win as half. Ratings: Weng-Lin (OpenSkill's Plackett-Luce, a TrueSkill-like
Bayesian rating; ordinal = mu - 3 sigma) and a plain Elo (K=16), both updated game by game in a fixed order
(pairing, then seed), so they are reproducible.
"""
from __future__ import annotations

from itertools import combinations
from typing import Any

from ..engine.errors import DicelandsError, OptionError
from .runner import Job, check_players
from .stats import rate, win_share


def schedule(game, bots: list[str], games: int, seed: int, options: dict | None = None) -> list[Job]:
    """Jobs for every pair; seat order alternates by game (a seat order the game refuses, e.g. an automaton that
    must sit second, is skipped in favour of the other)."""
    if len(bots) < 2:
        raise OptionError("a tournament needs at least two bots (--bots a,b)")
    if len(set(bots)) != len(bots):
        raise OptionError(f"--bots lists a bot twice: {','.join(bots)}")
    jobs: list[Job] = []
    for a, b in combinations(bots, 2):
        orders = []
        for order in ((a, b), (b, a)):
            try:
                check_players(game, list(order), options, "--bots")
                orders.append(order)
            except DicelandsError as exc:
                error = exc
        if not orders:
            raise error
        for i in range(games):
            jobs.append(Job(len(jobs), orders[i % len(orders)], seed + i, tuple((options or {}).items())))
    return jobs


def matrix(rows: list[dict], bots: list[str]) -> dict[str, dict[str, dict]]:
    """matrix[a][b]: a's win rate (with a 95% interval) in its games against b."""
    tally = {a: {b: [0.0, 0] for b in bots if b != a} for a in bots}
    for row in rows:
        a, b = row["seat0"], row["seat1"]
        for seat, me, other in ((0, a, b), (1, b, a)):
            if me in tally and other in tally[me]:
                tally[me][other][0] += win_share(row, seat)
                tally[me][other][1] += 1
    return {a: {b: rate(w, int(n)) for b, (w, n) in row.items()} for a, row in tally.items()}


def ratings(rows: list[dict], bots: list[str]) -> list[dict]:
    """One entry per bot that played, best first: Weng-Lin mu, sigma, ordinal (when openskill is installed) and
    Elo."""
    elo = {b: 1500.0 for b in bots}
    try:
        from openskill.models import PlackettLuce
    except ImportError:
        model = None
    else:
        model = PlackettLuce()
        skill = {b: model.rating(name=b) for b in bots}
    for row in rows:
        a, b = row["seat0"], row["seat1"]
        share_a = win_share(row, 0) if row["winners"] else 0.5
        expected = 1 / (1 + 10 ** ((elo[b] - elo[a]) / 400))
        elo[a] += 16 * (share_a - expected)
        elo[b] -= 16 * (share_a - expected)
        if model is not None:
            ranks: list[float] = [1, 1] if share_a == 0.5 else ([1, 2] if share_a > 0.5 else [2, 1])
            [[skill[a]], [skill[b]]] = model.rate([[skill[a]], [skill[b]]], ranks=ranks)
    table: list[dict[str, Any]] = []
    played = {row[f"seat{seat}"] for row in rows for seat in (0, 1)}
    for bot in bots:
        if bot not in played:  # no game yet (an interrupted run): nothing to rate it by
            continue
        entry: dict[str, Any] = {"bot": bot, "elo": round(elo[bot], 1)}
        if model is not None:
            entry.update(mu=round(skill[bot].mu, 3), sigma=round(skill[bot].sigma, 3),
                         ordinal=round(skill[bot].ordinal(), 3))
        table.append(entry)
    table.sort(key=lambda e: -e.get("ordinal", e["elo"]))
    return table


NO_GAMES = "—"


def format_tournament(bots: list[str], grid: dict, table: list[dict]) -> str:
    width = max(10, *(len(b) + 2 for b in bots))
    lines = ["win rate of row against column (95% CI)", " " * width + "".join(f"{b:>{width + 8}}" for b in bots)]
    for a in bots:
        cells = []
        for b in bots:
            if a == b:
                cells.append(f"{'-':>{width + 8}}")
            elif not grid[a][b]["games"]:  # the pair has not played (an interrupted run)
                cells.append(f"{NO_GAMES:>{width + 8}}")
            else:
                e = grid[a][b]
                cells.append(f"{e['win_rate']:.0%} [{e['ci95'][0]:.0%},{e['ci95'][1]:.0%}]".rjust(width + 8))
        lines.append(f"{a:<{width}}" + "".join(cells))
    if any(not grid[a][b]["games"] for a in bots for b in bots if a != b):
        lines.append(f"{NO_GAMES}: the pair played no games; ratings leave out bots that played none")
    lines.append("")
    if not table:
        return "\n".join(lines)
    has_skill = "ordinal" in table[0]
    lines.append(f"{'bot':<{width}}{'elo':>8}" + (f"{'mu':>9}{'sigma':>8}{'ordinal':>9}" if has_skill else ""))
    for e in table:
        lines.append(f"{e['bot']:<{width}}{e['elo']:>8.1f}" +
                     (f"{e['mu']:>9.2f}{e['sigma']:>8.2f}{e['ordinal']:>9.2f}" if has_skill else ""))
    return "\n".join(lines)

