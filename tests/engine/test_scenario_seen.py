"""Scenario checks through one reader's eyes (`seen_by`: view, log lines, options in words) and on list lengths and
counts, on the engine's fixture game with its "cards" module (a secret hand, a face-down deck)."""
import json

import pytest

from dicelands.engine.scenario import ScenarioError, load_scenarios, run_scenario


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch):
    from dicelands.engine import registry
    monkeypatch.setitem(registry.GAMES, "toy", "tests.engine.toy_game")


# the top of the deck is its last card: seat 0's `draw` takes c7 into its secret hand
POSITION = {"game": "toy", "rules_version": "1", "options": {"players": 2, "target": 10, "modules": "cards"},
            "counter": 0, "mover": 0, "secrets": [[2], [1]], "deck": [5, 3, 6, 4],
            "flow": [[{"step": "race"}], []], "rng": {"state": "1", "forced": []},
            "modules": {"cards": {"deck": ["c1", "c2", "c7"], "hands": [[], ["c5"]]}}}


def write(tmp_path, steps):
    scenario = {"name": "s", "cite": "toy rules", "game": "toy", "position": POSITION, "steps": steps}
    path = tmp_path / "one.json"
    path.write_text(json.dumps(scenario))
    return path


def run(tmp_path, steps):
    return run_scenario(load_scenarios(write(tmp_path, steps))[0])


def refused(tmp_path, steps):
    with pytest.raises(ScenarioError) as error:
        load_scenarios(write(tmp_path, steps))
    return str(error.value)


def test_the_drawer_reads_its_card_in_its_log_and_view_and_the_other_seat_does_not(tmp_path):
    outcome = run(tmp_path, [
        {"do": "draw", "expect": {"seen_by": 0, "log_contains": "seat 0 draws c7", "view_contains": "c7",
                                  "view": {"modules.cards.hands.0": ["c7"]}}},
        {"expect": {"seen_by": 1, "log_contains": "draws a card", "log_omits": "c7", "view_omits": "c7",
                    "view": {"modules.cards.hands.0": {"hidden": 1}}}},
        {"expect": {"seen_by": "spectator", "view_omits": ["c7", "c5"], "log_omits": "c7"}},
    ])
    assert outcome.passed, outcome.line()


@pytest.mark.parametrize("expect, message", [
    ({"seen_by": 1, "log_contains": "c7"}, "log_contains: the log of seat 1 has no 'c7' (it reads: seat 0 draws a card)"),
    ({"seen_by": 1, "view_contains": "c7"}, "view_contains: the view of seat 1 has no 'c7'"),
    ({"seen_by": 0, "view_omits": "c7"}, "view_omits: the view of seat 0 shows 'c7'"),
    ({"seen_by": 0, "log_omits": "draws"}, "log_omits: the log of seat 0 shows 'draws': 'seat 0 draws c7'"),
    ({"seen_by": 1, "view": {"modules.cards.hands.0": ["c7"]}},
     "view: modules.cards.hands.0: expected ['c7'], got {'hidden': 1}"),
    ({"seen_by": 1, "view": {"rng": 1}}, "view: rng: the view of seat 1 has nothing at 'rng'"),
])
def test_what_a_reader_does_not_see_fails_the_step_naming_reader_and_text(tmp_path, expect, message):
    outcome = run(tmp_path, [{"do": "draw", "expect": expect}])
    assert not outcome.passed and outcome.step == 1
    assert message in outcome.message


def test_the_log_is_the_latest_step_with_actions(tmp_path):
    outcome = run(tmp_path, [{"do": "draw"}, {"expect": {"seen_by": 0, "log_contains": "draws c7"}},
                             {"do": "keep", "expect": {"seen_by": 0, "log_omits": "draws"}}])
    assert outcome.passed, outcome.line()


def test_options_in_players_words_for_the_step_seat_or_seen_by(tmp_path):
    outcome = run(tmp_path, [{"do": "draw", "expect": {"options_contain": ["play c7", "keep"],
                                                       "options_omit": "play c5"}},
                             {"expect": {"seen_by": 1, "options_omit": "play"}}])
    assert outcome.passed, outcome.line()
    outcome = run(tmp_path, [{"do": "draw", "expect": {"options_contain": "play c5"}}])
    assert "options_contain: seat 0's options has no 'play c5' (it reads: play c7 | keep)" in outcome.message


def test_length_and_count_of_lists_in_the_position_and_in_a_view(tmp_path):
    outcome = run(tmp_path, [{"do": "draw", "expect": {
        "length": {"modules.cards.deck": 2, "modules.cards.hands.0": 1, "secrets": 2},
        "count": {"modules.cards.deck": {"c1": 1, "c7": 0}, "deck": {"4": 1}}}},
        {"expect": {"seen_by": 1, "length": {"view.unseen.toy-cards": 3}}}])
    assert outcome.passed, outcome.line()
    outcome = run(tmp_path, [{"expect": {"length": {"modules.cards.deck": 2}, "count": {"deck": {7: 1}}}}])
    assert "length: modules.cards.deck: expected 2 items, got 3" in outcome.message
    assert "count: deck: expected 1 of '7', got 0" in outcome.message
    outcome = run(tmp_path, [{"expect": {"length": {"counter": 1}}}])
    assert "length: counter: expected a list, got 0" in outcome.message


@pytest.mark.parametrize("expect, message", [
    ({"view_contains": "c7"}, "`view_contains` needs `seen_by:`"),
    ({"log_omits": "c7"}, "`log_omits` needs `seen_by:`"),
    ({"length": {"view.deck": 1}}, "`length: view.deck` needs `seen_by:`"),
    ({"seen_by": "spectator", "options_contain": "keep"}, "a spectator has no options"),
    ({"seen_by": 0}, "`seen_by:` is there but no check reads through it"),
    ({"seen_by": -1, "view_omits": "x"}, "seen_by"),
    ({"seen_by": "everyone", "view_omits": "x"}, "seen_by"),
    ({"length": {"deck": -1}}, "length"),
    ({"length": ["deck"]}, "length"),
    ({"count": {"deck": 3}}, "count"),
    ({"view_contains": {"a": 1}, "seen_by": 0}, "view_contains"),
    ({"seen_by": 0, "options_contain": "x", "view_include": "y"}, "unknown key 'view_include'"),
])
def test_malformed_reader_and_list_checks_are_refused_when_the_file_is_loaded(tmp_path, expect, message):
    assert message in refused(tmp_path, [{"expect": expect}])
