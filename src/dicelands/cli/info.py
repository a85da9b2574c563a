"""`dicelands info [GAME]`: the games, their options and seat names, which component data is confirmed, and for a
base game that takes modules: its modules (with their provenance) and its extension points."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

from ..build import PACKAGE, build_kind, built_extensions, pure_requested
from ..engine import OptionError, available_games, get_game


def register(subparsers) -> None:
    parser = subparsers.add_parser("info", help="list games, their options and the provenance of their data")
    parser.add_argument("game", nargs="?", help="a game id, e.g. dice-colony")
    parser.set_defaults(handler=run)


def run(args) -> int:
    if not args.game:
        for game_id in available_games():
            game = get_game(game_id)
            print(f"{game_id:16} {game.title} (rules version {game.rules_version})")
        print(f"build: {build_line()}")
        return 0
    game = get_game(args.game)
    print(f"{game.title} [{game.id}], rules version {game.rules_version}")
    print("options:")
    for spec in game.all_option_specs():
        choices = f" (one of {', '.join(map(str, spec.choices))})" if spec.choices else ""
        print(f"  {spec.name} = {spec.default!r}{choices}: {spec.help}")
    if game.automata:
        print("rulebook opponents (seat names):")
        for name, text in game.automata.items():
            print(f"  {name}: {text}")
    # a game may group its records into parts of its own; else the parts are its data files and sections
    rows = game.codec.provenance()
    if rows:
        print("component data:")
        for part, status, note in rows:
            print(f"  {part:28} {status:16} {note}")
    print_cards(game)
    catalog = game.catalog
    if catalog is not None:
        print("modules (switch on with --option modules=a,b):")
        for module in catalog.modules.values():
            needs = f"; needs {', '.join(module.requires)}" if module.requires else ""
            needs += f"; rules version {module.rules_version}" if module.rules_version else ""
            print(f"  {module.name}: {module.title} [{module.provenance}{needs}]")
            if module.source:
                print(f"    source: {module.source}")
        if not catalog.modules:
            print("  none yet")
        print("extension points (where a module plugs in):")
        width = max(map(len, catalog.points), default=0)
        for point, text in catalog.points.items():
            print(f"  {point:{width}} {text}")
    return 0


def build_line() -> str:
    """Which build runs: "compiled (mypyc)" or "pure Python", with what is beside the sources."""
    built = built_extensions()
    if build_kind() == "compiled":
        stale = [path for path in built if _source(path).is_file()
                 and _source(path).stat().st_mtime > path.stat().st_mtime]
        line = f"compiled (mypyc), {len(built)} modules compiled"
        if stale:
            line += (f"; {len(stale)} of them older than their source ({_source(stale[0]).relative_to(PACKAGE)}, ...):"
                     f" run `dicelands compile` again, or DICELANDS_PURE=1 to run the sources")
        return line
    if built and pure_requested():
        return f"pure Python (DICELANDS_PURE=1: the {len(built)} compiled modules beside the sources are skipped)"
    return "pure Python" + (" (the engine is not compiled: `dicelands compile`)" if built else "")


def _source(extension: Path) -> Path:
    return extension.with_name(extension.name.split(".", 1)[0] + ".py")


def print_cards(game) -> None:
    """The cards players can read (`card NAME` in play), counted per kind by provenance: with the default options
    and, for a game that takes modules, with all of them (players never see the provenance)."""
    options = game.resolve_options({})
    if game.catalog is not None and game.catalog.modules:
        try:
            options = game.resolve_options({"modules": ",".join(game.catalog.modules)})
        except OptionError:
            pass  # modules that cannot all play together: the base game's cards
    counts: dict[str, Counter] = {}
    for card in game.show.cards(options):
        counts.setdefault(card.kind, Counter())[card.provenance] += 1
    if not counts:
        return
    with_modules = f" (modules {options['modules']})" if options.get("modules") else ""
    print(f"cards players can read{with_modules}, by kind and provenance:")
    for kind, by_provenance in counts.items():
        shown = ", ".join(f"{n} {provenance}" for provenance, n in sorted(by_provenance.items()))
        print(f"  {kind:28} {sum(by_provenance.values()):3}: {shown}")
