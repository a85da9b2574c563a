"""Inline components (engine/fixtures.py): a scenario's own technology, Envoy, location or plan, read by the data
file's builder, seen only while that scenario runs and only in its own context."""
import json
import threading

import pytest

from dicelands.engine.fixtures import ComponentTable, build_fixtures, fixture_kinds, fixtures_in_play
from dicelands.engine.registry import get_game
from dicelands.engine.scenario import ScenarioError, load_scenarios, run_scenario
from dicelands.games.dice_settlers.actions.research import UNITS
from dicelands.games.dice_settlers.board import TECHS

TECH = {"id": "x-deep-mine", "name": "Deep Mine", "seals": ["green"], "research_cost": 3,
        "resource_cost": {"iron": 2}, "vp": 2, "effects": [], "provenance": "project-default", "source": "a test"}


def settlers():
    return get_game("dice-settlers")


def test_the_games_say_which_kinds_they_take():
    assert set(fixture_kinds(settlers())) == {"technologies", "envoys", "advisors"}
    assert set(fixture_kinds(get_game("dice-city"))) == {"locations", "plans"}
    assert fixture_kinds(get_game("dice-colony")) == {}


def test_a_fixture_is_in_its_table_only_inside_the_block_and_only_in_this_thread():
    built = build_fixtures(settlers(), {"technologies": [TECH]}, "test")
    seen_elsewhere, data = [], len(TECHS)
    with fixtures_in_play(settlers(), built):
        assert "x-deep-mine" in TECHS and TECHS["x-deep-mine"].research_cost == 3
        assert TECHS.get("x-deep-mine").vp == 2 and "x-deep-mine" in list(TECHS)
        assert len(TECHS) == data + 1 and len(dict(TECHS)) == data + 1
        assert ("x-deep-mine", TECHS["x-deep-mine"]) in TECHS.items()
        assert UNITS["x-deep-mine"] == ("iron", "iron")
        thread = threading.Thread(target=lambda: seen_elsewhere.append("x-deep-mine" in TECHS))
        thread.start()
        thread.join()
        labels = settlers().learning.action_space({"players": 2}).labels
        assert "research x-deep-mine" not in labels  # the cached action space is built from the data alone
    assert seen_elsewhere == [False]
    assert "x-deep-mine" not in TECHS and TECHS.get("x-deep-mine") is None and len(TECHS) == data
    assert "x-deep-mine" not in UNITS  # worked out when asked, never kept
    with pytest.raises(KeyError):
        TECHS["x-deep-mine"]


def test_the_block_ends_cleanly_after_an_error():
    built = build_fixtures(settlers(), {"technologies": [TECH]}, "test")
    with pytest.raises(RuntimeError), fixtures_in_play(settlers(), built):
        raise RuntimeError("inside")
    assert "x-deep-mine" not in TECHS


def test_a_table_without_fixtures_is_its_data():
    table = ComponentTable({"a": 1})
    assert dict(table) == {"a": 1} and list(table.items()) == [("a", 1)] and table.get("b", 7) == 7
    assert "b" not in table and len(table) == 1


def write(tmp_path, components, game="dice-settlers"):
    path = tmp_path / "one.json"
    path.write_text(json.dumps({"name": "s", "cite": "c", "game": game, "components": components,
                                "steps": [{"expect": {"over": False}}]}))
    return path


@pytest.mark.parametrize("components, message", [
    ({"technology": [TECH]}, "dice-settlers has no inline component kind 'technology' (kinds: advisors, envoys, "
                             "technologies)"),
    ({"technologies": [{**TECH, "id": "mapmaking"}]}, "'mapmaking' is a component of the data files; a fixture "
                                                      "needs a key of its own"),
    ({"technologies": [TECH, TECH]}, "components.technologies[1]: 'x-deep-mine' is defined twice"),
    ({"technologies": [{**TECH, "colour": "red"}]}, "technology 'x-deep-mine': field 'colour'"),
    ({"technologies": [{k: v for k, v in TECH.items() if k != "research_cost"}]},
     "technology 'x-deep-mine': field 'research_cost': missing"),
    ({"technologies": [{**TECH, "seals": ["purple"]}]}, "field 'seals'"),
    ({"technologies": [{**TECH, "effects": [{"kind": "teleport"}]}]}, "unknown effect kind 'teleport'"),
    ({"technologies": []}, "components.technologies: expected a list of records"),
    ({"technologies": TECH}, "components.technologies: expected a list of records"),
    ([TECH], "expected a mapping of component kind -> list of records"),
    ({"envoys": [{"number": 901}]}, "envoy 901: field"),
])
def test_a_bad_inline_component_is_a_malformed_file_naming_kind_record_and_field(tmp_path, components, message):
    with pytest.raises(ScenarioError) as error:
        load_scenarios(write(tmp_path, components))
    assert message in str(error.value)
    assert "components" in str(error.value)


def test_games_without_inline_components_and_unknown_games_say_so(tmp_path):
    with pytest.raises(ScenarioError, match="dice-colony has no inline component kind 'cards' \\(kinds: none\\)"):
        load_scenarios(write(tmp_path, {"cards": [{}]}, game="dice-colony"))
    with pytest.raises(ScenarioError, match="components: unknown game"):
        load_scenarios(write(tmp_path, {"cards": [{}]}, game="chess"))


def test_a_scenario_with_a_component_runs_with_it_and_leaves_nothing_behind(tmp_path):
    scenario = load_scenarios(write(tmp_path, {"plans": [{
        "id": "x-plan", "name": "Two Cultural", "name_fr": "Deux", "condition": "count cultural 2", "vp": 7,
        "provenance": "project-default", "source": "a test"}]}, game="dice-city"))[0]
    from dicelands.games.dice_city.modules.queens_plans.plans import PLANS
    assert run_scenario(scenario).passed
    assert "x-plan" not in PLANS
