"""Every scenario file under tests/scenarios, through the scenario runner: one test per scenario (docs/scenarios.md)."""
from pathlib import Path

import pytest

from dicelands.engine.scenario import ScenarioError, load_scenarios, run_scenario, scenario_files

ROOT = Path(__file__).parent / "scenarios"


def collect():
    for path in scenario_files([ROOT]):
        name = path.relative_to(ROOT).as_posix()
        try:
            scenarios = load_scenarios(path)
        except ScenarioError as exc:
            yield pytest.param(exc, id=name)  # a malformed file is one failing test, not a collection error
            continue
        for scenario in scenarios:
            yield pytest.param(scenario, id=f"{name}::{scenario.name}")


@pytest.mark.parametrize("scenario", list(collect()))
def test_scenario(scenario):
    if isinstance(scenario, ScenarioError):
        pytest.fail(str(scenario))
    outcome = run_scenario(scenario)
    assert outcome.passed, outcome.line()
