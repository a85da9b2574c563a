"""The strength table of docs/bots.md: every line a bot against its opponents over the same seeded games.

    PYTHONPATH=src nice -n 10 python benchmarks/strength.py run [LINE ...] [--games 200] [--workers 2] [--timed]
    PYTHONPATH=src python benchmarks/strength.py table          # the markdown rows of what has been played
    PYTHONPATH=src python benchmarks/strength.py list           # the lines, their commands and estimated cost
    PYTHONPATH=src python benchmarks/strength.py run dice-settlers/2p/mcts:30/horizon=1/greedy   # an ad-hoc line

A line is a game, a player count, the bot and one opponent kind (or a rulebook opponent). Game i of a line is
seed 1000+i, played by `dicelands.sim.runner.play_game` (so `dicelands simulate` with that seed and players list
plays the same game), with the bot in seat i % seats (solo: seat 0, the automaton beside it) and every other
seat the opponent. Each game is one JSON line in `benchmarks/results/strength.jsonl` as it ends, so a run that is
cut off keeps what it played and `run` goes on where it stopped; the file is committed (records kept only on one
machine were lost twice), so a later run of another bot pairs with the same games. A shared win counts 1/k.
Lines with a wall-clock budget (`mcts:1s`) are run only with `--timed` or when named: they are not reproducible.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path

from dicelands.engine import get_game
from dicelands.sim.runner import play_game
from dicelands.sim.stats import wilson

RESULTS = Path(__file__).parent / "results" / "strength.jsonl"
FIRST_SEED = 1000


@dataclass(frozen=True)
class Line:
    game: str
    seats: int
    bot: str
    opponent: str  # a bot, or a rulebook opponent (solo)
    timed: bool = False

    @property
    def id(self) -> str:
        return f"{self.game}/{self.seats}p/{self.bot}/{self.opponent}"

    @property
    def solo(self) -> bool:
        return self.opponent in get_game(self.game).automata

    def players(self, index: int) -> tuple[str, ...]:
        if self.solo:
            return (self.bot, self.opponent)
        seat = index % self.seats
        return tuple(self.bot if s == seat else self.opponent for s in range(self.seats))

    def bot_seat(self, index: int) -> int:
        return 0 if self.solo else index % self.seats


def lines() -> list[Line]:
    table, small, large = [], "mcts:30", "mcts:100"
    for game, automaton in (("dice-colony", "lu287"), ("dice-settlers", "diceoneer")):
        table += [Line(game, 2, "greedy", "random"), Line(game, 2, small, "random"), Line(game, 2, small, "greedy"),
                  Line(game, 2, large, "greedy"), Line(game, 2, large, small),
                  Line(game, 2, "mcts:1s", "greedy", timed=True), Line(game, 2, "mcts:1s", small, timed=True)]
        table += [Line(game, 1, bot, automaton) for bot in ("random", "greedy", small, large)]
        table += [Line(game, 1, "best", automaton)]  # the game's `best_bot_for` its solo options
        for seats in (3, 4):
            table += [Line(game, seats, "greedy", "random"), Line(game, seats, small, "random"),
                      Line(game, seats, small, "greedy"), Line(game, seats, "mcts:1s", "greedy", timed=True)]
    return table


def parse_line(text: str) -> Line:
    """An ad-hoc line, GAME/Np/BOT/OPPONENT; the bot may carry search settings (dice-settlers/2p/mcts:30/horizon=1/greedy)."""
    parts = text.split("/")
    if len(parts) < 4 or not parts[1].endswith("p") or not parts[1][:-1].isdigit():
        sys.exit(f"{text!r}: a line is GAME/Np/BOT/OPPONENT (`list` shows the table's)")
    bot = "/".join(parts[2:-1])
    return Line(parts[0], int(parts[1][:-1]), bot, parts[-1], timed=bot.split("/")[0].endswith("s"))


def play(task: tuple[Line, int]) -> dict:
    line, index = task
    game = get_game(line.game)
    options = {"players": 1} if line.solo else {"players": line.seats}
    start = time.process_time()
    row = play_game(game, line.players(index), FIRST_SEED + index, options)
    seat = line.bot_seat(index)
    winners = [int(w) for w in str(row["winners"]).split("+") if w != ""]
    totals = [float(row[f"s{s}_total"]) for s in range(line.seats + line.solo) if f"s{s}_total" in row]
    return {"line": line.id, "index": index, "seed": FIRST_SEED + index, "bot_seat": seat,
            "win": (seat in winners) / max(1, len(winners)), "bot_total": totals[seat],
            "best_other": max(t for s, t in enumerate(totals) if s != seat), "decisions": row["decisions"],
            "cpu": round(time.process_time() - start, 3)}


def played() -> dict[str, dict[int, dict]]:
    done: dict[str, dict[int, dict]] = {}
    if RESULTS.exists():
        for text in RESULTS.read_text().splitlines():
            if text.strip():
                record = json.loads(text)
                done.setdefault(record["line"], {})[record["index"]] = record
    return done


def run(selected: list[Line], games: int, workers: int, first: int = 0) -> None:
    done = played()
    tasks = [(line, i) for line in selected for i in range(first, games) if i not in done.get(line.id, {})]
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    print(f"{len(tasks)} games to play on {workers} workers", flush=True)
    with RESULTS.open("a") as out, Pool(workers) as pool:
        for record in pool.imap_unordered(play, tasks, chunksize=1):
            out.write(json.dumps(record) + "\n")
            out.flush()


def table(games: int, extra: list[Line] = ()) -> None:
    done = played()
    print("| game | seats | bot | opponents | games | bot wins | 95% CI | mean points bot vs best other | CPU s a game |")
    print("|---|---:|---|---|---:|---:|---|---|---:|")
    for line in [*lines(), *extra]:
        records = [done[line.id][i] for i in sorted(done.get(line.id, {})) if i < games]
        if not records:
            continue
        wins = sum(r["win"] for r in records)
        low, high = wilson(wins, len(records))
        others = line.opponent if line.solo or line.seats == 2 else f"{line.seats - 1} x {line.opponent}"
        print(f"| {line.game} | {'solo' if line.solo else line.seats} | `{line.bot}` | `{others}` | {len(records)} | "
              f"**{wins / len(records):.1%}** | [{low:.1%}, {high:.1%}] | "
              f"{statistics.fmean(r['bot_total'] for r in records):.1f} vs "
              f"{statistics.fmean(r['best_other'] for r in records):.1f} | "
              f"{statistics.fmean(r['cpu'] for r in records):.1f} |")


def main() -> None:
    global RESULTS
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("run", "table", "list"))
    parser.add_argument("line", nargs="*", help="line ids (game/Np/bot/opponent) or prefixes; default: all")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--timed", action="store_true", help="include the wall-clock lines (mcts:1s)")
    parser.add_argument("--first", type=int, default=0,
                        help="the first game to play (to finish a line whose earlier games were played elsewhere)")
    parser.add_argument("--results", type=Path, default=RESULTS, help=f"the JSON-lines file (default {RESULTS})")
    args = parser.parse_args()
    RESULTS = args.results
    every = lines()
    selected = [line for line in every if not args.line or any(line.id.startswith(p) for p in args.line)]
    # a full id that is not in the table is an ad-hoc line (a search setting tried on the table's games)
    selected += [parse_line(p) for p in args.line if p.count("/") >= 3 and not any(l.id.startswith(p) for l in every)]
    if args.line and not selected:
        sys.exit(f"no line matches {' '.join(args.line)}; `list` shows them")
    if args.command == "list":
        done = played()
        for line in selected:
            records = list(done.get(line.id, {}).values())
            cost = f"{statistics.fmean(r['cpu'] for r in records):.1f} CPU s a game" if records else "not played"
            print(f"{line.id:45} {len(records):4} played, {cost}{'  (timed)' if line.timed else ''}")
    elif args.command == "run":
        run([line for line in selected if args.timed or not line.timed or args.line], args.games, args.workers, args.first)
    else:
        table(args.games, [line for line in selected if line not in every])


if __name__ == "__main__":
    main()
