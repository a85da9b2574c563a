"""The compiled build against the pure build and Catanatron: decisions and games per CPU second of seeded random play,
every game and option set at 2 and 4 players, all in one run.

    PYTHONPATH=src python benchmarks/race.py --seconds 2
    PYTHONPATH=src python benchmarks/race.py --only dice-colony catan --players 4 --seconds 1 --json race.json

Three long-lived worker processes import dicelands/src of this tree: one as built (the compiled extensions beside the
sources, when there are any), one with DICELANDS_PURE=1 (the `.py` sources only) and one running Catanatron (the
`bench` extra). A cell is a game and one of its option sets (`dicelands.conformance.option_sets`: every module set,
then the game's own sets, as the conformance suite enumerates them) at one of `--players`. Each cell is played in
rounds; in every round each engine plays the same seeds (benchmarks/engine.py's `play_random`: `legal_actions`,
then `apply(..., check=False)`), in an order that alternates round by round, timed in CPU seconds inside the worker
(`time.process_time`: a shared machine slows wall time). A cell ends when its engines have together used `--seconds`
per engine (the slower engine takes the larger share) or have each played `--games` games. As both builds play the
same seeds, they must make the same number of decisions: a difference is reported (a compiled build that plays
differently).

Catanatron plays one cell, the same work as benchmarks/catanatron_race.py (its functions, imported): random 4-player
base games to 10 VP without domestic trades, stopped at 1,000 turns. Its decisions per second are the yardstick of
the "compiled/Catanatron" column on every row; on that cell, games per second compare too.

With no compiled build present (nothing compiled: `dicelands compile`), it says so and reports the pure build only.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parent
REPO = BENCHMARKS.parent
CATANATRON_CELL = "catan vs Catanatron"


# ---- the workers: one JSON request a line on stdin, one JSON answer a line on stdout ---------------------------
def worker() -> None:
    sys.path.insert(0, str(BENCHMARKS))
    games: dict = {}
    for line in sys.stdin:
        request = json.loads(line)
        if request["do"] == "hello":
            answer = hello(request["engine"])
        else:
            answer = play(request, games)
        print(json.dumps(answer), flush=True)


def hello(engine: str) -> dict:
    if engine == "catanatron":
        try:
            from catanatron.game import Game  # noqa: F401
        except ImportError as exc:
            return {"kind": None, "why": f"Catanatron is not installed ({exc}): pip install -e '.[bench]'"}
        from importlib.metadata import version
        return {"kind": "catanatron", "version": version("catanatron")}
    from dicelands.build import build_kind
    return {"kind": build_kind()}


def play(request: dict, games: dict) -> dict:
    """Play `request["seeds"]` in this worker's engine; CPU seconds and decisions."""
    cell, seeds = request["cell"], request["seeds"]
    if request["engine"] == "catanatron":
        from catanatron_race import catanatron_game
        start, decisions = time.process_time(), 0
        for seed in seeds:
            decisions += catanatron_game(seed)[0]
        return {"cpu": time.process_time() - start, "decisions": decisions, "games": len(seeds)}
    from dicelands.engine import get_game
    game = games.setdefault(cell["game"], get_game(cell["game"]))
    if cell["name"] == CATANATRON_CELL:
        from catanatron_race import dicelands_game
        start, decisions = time.process_time(), 0
        for seed in seeds:
            decisions += dicelands_game(game, seed)[0]
    else:
        from engine import play_random
        start = time.process_time()
        decisions = sum(play_random(game, cell["options"], seed, False) for seed in seeds)
    answer = {"cpu": time.process_time() - start, "decisions": decisions, "games": len(seeds)}
    modules = [m for name, m in sys.modules.items() if name.startswith("dicelands.") and getattr(m, "__file__", None)]
    answer["compiled_modules"] = sum(1 for m in modules if not m.__file__.endswith(".py"))
    answer["modules"] = len(modules)
    return answer


class Worker:
    def __init__(self, engine: str):
        self.engine = engine
        env = {key: value for key, value in os.environ.items() if key != "DICELANDS_PURE"}
        env["PYTHONPATH"] = os.pathsep.join([str(REPO / "src"), *filter(None, [os.environ.get("PYTHONPATH")])])
        if engine == "pure":
            env["DICELANDS_PURE"] = "1"
        self.process = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--worker"], env=env,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def ask(self, request: dict) -> dict:
        assert self.process.stdin and self.process.stdout
        self.process.stdin.write(json.dumps({**request, "engine": self.engine}) + "\n")
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"the {self.engine} worker died (its error is above)")
        return json.loads(line)

    def close(self) -> None:
        if self.process.stdin:
            self.process.stdin.close()
        self.process.wait()


# ---- the race -----------------------------------------------------------------------------------------------------
def cells(args) -> list[dict]:
    from dicelands.conformance import option_sets
    from dicelands.engine import get_game, registry
    found = []
    for game_id in args.only or list(registry.GAMES):
        game = get_game(game_id)
        for options in option_sets(game):
            if options.get("players") in args.players:
                rest = ",".join(f"{k}={v}" for k, v in options.items() if k != "players")
                found.append({"game": game_id, "options": options, "players": options["players"],
                              "name": rest or "-"})
        if game_id == "catan" and 4 in args.players and not args.no_catanatron:
            found.append({"game": "catan", "options": {"players": 4, "domestic_trades": False}, "players": 4,
                          "name": CATANATRON_CELL})
    return found


def race_cell(cell: dict, workers: dict, args) -> dict:
    engines = [name for name in workers if name != "catanatron" or cell["name"] == CATANATRON_CELL]
    totals = {name: {"cpu": 0.0, "decisions": 0, "games": 0} for name in engines}
    for name in engines:  # untimed warm-up: loading the game's data, first calls
        workers[name].ask({"do": "play", "cell": cell, "seeds": [args.seed + 1_000_000]})
    seed, batch, round_ = args.seed, 1, 0
    while True:
        order = engines if round_ % 2 == 0 else engines[::-1]
        seeds = list(range(seed, seed + batch))
        for name in order:
            answer = workers[name].ask({"do": "play", "cell": cell, "seeds": seeds})
            for key in ("cpu", "decisions", "games"):
                totals[name][key] += answer[key]
            totals[name]["compiled_modules"] = answer.get("compiled_modules")
            totals[name]["modules"] = answer.get("modules")
        seed, round_ = seed + batch, round_ + 1
        spent = sum(t["cpu"] for t in totals.values())
        played = totals[engines[0]]["games"]
        if round_ >= 2 and (spent >= args.seconds * len(engines) or (args.games and played >= args.games)):
            break
        slowest = max(t["cpu"] / t["games"] for t in totals.values())  # CPU seconds per game, the slowest engine
        batch = max(1, round(args.seconds * len(engines) / 3 / (slowest * len(engines))))
        if args.games:
            batch = max(1, min(batch, args.games - played))
    row = {**cell, "rounds": round_, "engines": {}}
    for name, t in totals.items():
        row["engines"][name] = {**t, "cpu": round(t["cpu"], 3),
                                "decisions_per_cpu_s": round(t["decisions"] / t["cpu"]) if t["cpu"] else None,
                                "games_per_cpu_s": round(t["games"] / t["cpu"], 2) if t["cpu"] else None,
                                "decisions_per_game": round(t["decisions"] / t["games"], 1)}
    if "compiled" in totals and totals["compiled"]["decisions"] != totals["pure"]["decisions"]:
        row["mismatch"] = (f"compiled made {totals['compiled']['decisions']} decisions, pure "
                           f"{totals['pure']['decisions']}, on the same seeds: the builds play differently")
    return row


def ratios(rows: list[dict]) -> dict:
    """compiled/pure decisions per CPU second per row; compiled (or pure) / Catanatron decisions per CPU second,
    Catanatron's from its cell; games per CPU second on the Catanatron cell."""
    theirs = next((row["engines"]["catanatron"] for row in rows if "catanatron" in row["engines"]), None)
    for row in rows:
        e = row["engines"]
        ours = e.get("compiled") or e["pure"]
        row["compiled_over_pure"] = (round(e["compiled"]["decisions_per_cpu_s"] / e["pure"]["decisions_per_cpu_s"], 2)
                                     if "compiled" in e else None)
        row["over_catanatron_decisions"] = (round(ours["decisions_per_cpu_s"] / theirs["decisions_per_cpu_s"], 2)
                                            if theirs else None)
        if "catanatron" in e:
            row["over_catanatron_games"] = {name: round(e[name]["games_per_cpu_s"] / e["catanatron"]["games_per_cpu_s"], 2)
                                            for name in e if name != "catanatron"}
    return {"catanatron_decisions_per_cpu_s": theirs["decisions_per_cpu_s"] if theirs else None}


def print_table(report: dict) -> None:
    compiled = report["compiled"]
    ours = "compiled" if compiled else "pure"
    print(f"decisions per CPU second of seeded random play, {report['seconds']} s per engine per cell; "
          f"build: {report['build_note']}")
    header = (f"{'game':14} {'pl':>2} {'set':34} {'dec/game':>8} {'compiled':>9} {'pure':>8} {'c/p':>5} "
              f"{ours[0] + '/Catanatron':>13} {'games/s c':>9} {'games/s p':>9}")
    print(header)
    print("-" * len(header))
    for row in report["rows"]:
        e = row["engines"]
        c, p = e.get("compiled"), e["pure"]
        cat = row["over_catanatron_decisions"]
        print(f"{row['game']:14} {row['players']:2d} {row['name'][:34]:34} {p['decisions_per_game']:8.0f} "
              f"{c['decisions_per_cpu_s'] if c else '-':>9} {p['decisions_per_cpu_s']:8d} "
              f"{format(row['compiled_over_pure'], '.2f') if c else '-':>5} "
              f"{format(cat, '.2f') if cat is not None else '-':>13} "
              f"{format(c['games_per_cpu_s'], '.2f') if c else '-':>9} {p['games_per_cpu_s']:9.2f}")
        if "catanatron" in e:
            t = e["catanatron"]
            versus = ", ".join(f"{name}/Catanatron {value}x" for name, value in row["over_catanatron_games"].items())
            print(f"{'':17}Catanatron {report['catanatron_version']}: {t['decisions_per_cpu_s']} decisions/s, "
                  f"{t['games_per_cpu_s']} games/s, {t['decisions_per_game']:.0f} decisions/game; games/s: {versus}")
        if "mismatch" in row:
            print(f"{'':17}MISMATCH: {row['mismatch']}")
    if not compiled:
        print("no compiled build here: pure only (build one with `dicelands compile`)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per engine per cell (on average)")
    parser.add_argument("--games", type=int, default=0, help="at most this many games per engine per cell")
    parser.add_argument("--only", "--game", nargs="+", metavar="GAME", help="these games only (default: all)")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--seed", type=int, default=0, help="the first seed of every cell")
    parser.add_argument("--no-catanatron", action="store_true")
    parser.add_argument("--json", metavar="PATH", help="also write the report as JSON")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        return worker()
    sys.path.insert(0, str(REPO / "src"))
    workers = {"compiled": Worker("compiled"), "pure": Worker("pure")}
    try:
        kind = workers["compiled"].ask({"do": "hello"})["kind"]
        if kind != "compiled":
            workers.pop("compiled").close()
            note = "none compiled (the engine imports from its .py sources): pure only"
        else:
            note = "compiled (mypyc) where extensions are built"
        print(f"build: {note}", file=sys.stderr)
        version = None
        if not args.no_catanatron:
            workers["catanatron"] = Worker("catanatron")
            answer = workers["catanatron"].ask({"do": "hello"})
            if answer["kind"] is None:
                print(answer["why"], file=sys.stderr)
                workers.pop("catanatron").close()
                args.no_catanatron = True
            version = answer.get("version")
        rows = []
        for cell in cells(args):
            print(f"  {cell['game']} {cell['players']} players {cell['name']} ...", file=sys.stderr, flush=True)
            rows.append(race_cell(cell, workers, args))
    finally:
        for w in workers.values():
            w.close()
    report = {"seconds": args.seconds, "players": args.players, "compiled": kind == "compiled", "build_note": note,
              "catanatron_version": version, "rows": rows}
    if kind == "compiled":
        compiled = next(iter(rows), {}).get("engines", {}).get("compiled", {})
        report["build_note"] += f" ({compiled.get('compiled_modules')} of {compiled.get('modules')} modules loaded" \
                                f" in the first cell are extensions)" if compiled else ""
    report.update(ratios(rows))
    print_table(report)
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {args.json}")


if __name__ == "__main__":
    main()
