"""`dicelands check FILE...`: run scenario files (rules tests as data, docs/scenarios.md).

Prints one line per failing scenario (file, scenario, step, mismatch) and then `N passed, N failed`. Exit 0 when
all pass, 1 when any fails, 2 when a file is malformed (checked before anything runs).
"""
from __future__ import annotations

from ..engine.scenario import ScenarioError, load_scenarios, run_scenario, scenario_files


def register(subparsers) -> None:
    parser = subparsers.add_parser("check", help="run scenario files: rules tests written as data")
    parser.add_argument("files", nargs="+", metavar="FILE", help="scenario files (YAML or JSON) or directories")
    parser.add_argument("-v", "--verbose", action="store_true", help="also list the scenarios that pass")
    parser.set_defaults(handler=run)


def run(args) -> int:
    files = scenario_files(args.files)
    if not files:
        raise ScenarioError(f"no scenario files in {', '.join(args.files)}")
    scenarios = [scenario for path in files for scenario in load_scenarios(path)]
    passed = failed = 0
    for scenario in scenarios:
        outcome = run_scenario(scenario)
        if outcome.passed:
            passed += 1
            if args.verbose:
                print(outcome.line())
        else:
            failed += 1
            print(outcome.line())
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0
