"""Typed steps, modules, hidden zones, per-seat logs and the action space, on the fixture game and its "cards"
module (tests/engine/toy_game/modules/cards): the module adds a step, an action, a hidden zone and a score category
without a line of the fixture game naming it."""
import json

import pytest

from dicelands.engine import IllegalActionError, Match, OptionError, PositionError, RecordError

from tests.engine.toy_game import GAME
from tests.engine.toy_game.steps import STEPS

CARDS = {"modules": "cards"}


def drawn(seed=2):
    state = GAME.new_state(CARDS, seed=seed)
    return state, GAME.apply(state, 0, "draw")


def test_the_modules_option_lists_known_modules_and_refuses_unknown_ones():
    assert GAME.resolve_options({})["modules"] == ""
    assert GAME.resolve_options({"modules": " Cards, cards "})["modules"] == "cards"
    with pytest.raises(OptionError, match=r"unknown module 'dragons' for toy \(modules: cards\)"):
        GAME.new_state({"modules": "cards,dragons"})
    with pytest.raises(OptionError, match="expected str"):
        GAME.new_state({"modules": 3})


def test_without_the_module_the_game_is_the_base_game():
    state = GAME.new_state(seed=2)
    assert [str(a) for a in GAME.legal_actions(state, 0)] == ["step", "roll"]
    assert "modules" not in GAME.to_position(state)
    assert list(GAME.result(state).scores[0]) == ["race", "total"]


def test_a_module_adds_an_option_a_step_and_a_score_category():
    state, after = drawn()
    assert [str(a) for a in GAME.legal_actions(state, 0)] == ["step", "roll", "draw"]
    card = after.ext["cards"]["hands"][0][0]
    assert GAME.prompt(after, 0) == f"play a card or keep {card}"
    assert GAME.prompt(after, 0, public=True) == "play a card or keep the card drawn"  # what the others read
    assert [str(a) for a in GAME.legal_actions(after, 0)] == [f"play {card}", "keep"]
    assert GAME.result(after).scores[0]["cards"] == 1
    kept = GAME.apply(after, 0, "keep")
    assert GAME.prompt(kept, 0) == "step or roll" and GAME.to_move(kept) == (0,)
    played = GAME.apply(after, 0, f"play {card}")
    assert played.counter == int(card[1:]) and GAME.to_move(played) == (1,)
    assert GAME.result(played).scores[0]["cards"] == 0


def test_the_modules_hidden_zone_is_hidden_from_the_other_seat_and_dealt_anew_in_samples():
    _, after = drawn()
    card = after.ext["cards"]["hands"][0][0]
    assert GAME.view(after, 0)["modules"]["cards"]["hands"][0] == [card]
    other = GAME.view(after, 1)
    assert other["modules"]["cards"]["hands"][0] == {"hidden": 1}
    assert other["modules"]["cards"]["deck"] == {"hidden": 8}
    assert card in other["unseen"]["toy-cards"] and card not in json.dumps(other["modules"])
    samples = {GAME.sample_state(other, 1, seed).ext["cards"]["hands"][0] for seed in range(40)}
    assert len(samples) > 1
    assert all(len(s) == 1 for s in samples)


def test_drawing_a_secret_card_is_a_reveal_so_undo_stops_there():
    match = Match.new(GAME, {"modules": "cards"}, seed=2)
    match.apply(0, "draw")
    assert GAME.reveals(match.history[-1], match.state)
    assert match.undo_refusal(0) == "it revealed hidden information"


def test_log_lines_are_written_for_their_reader():
    state, after = drawn()
    card = after.ext["cards"]["hands"][0][0]
    draw = GAME.legal_action(state, 0, "draw")
    assert GAME.show.describe(state, 0, draw, reader=0) == f"seat 0 draws {card}"
    assert GAME.show.describe(state, 0, draw, reader=1) == "seat 0 draws a card"
    assert GAME.show.describe(state, 0, draw, reader=None) == "seat 0 draws a card"


def test_positions_carry_the_module_section_and_the_steps_by_name():
    _, after = drawn()
    position = GAME.to_position(after)
    assert position["options"]["modules"] == "cards"
    assert position["flow"][0] == [{"step": "race"}, {"step": "play-or-keep"}]
    assert GAME.to_position(GAME.from_position(json.loads(json.dumps(position)))) == position


@pytest.mark.parametrize("change, message", [
    (lambda p: p["flow"][0].append({"step": "fly"}), r"unknown step 'fly' for toy \(known: play-or-keep, race\)"),
    (lambda p: p["flow"][0][-1].update(colour="red"), "step 'play-or-keep' has no field 'colour'"),
    (lambda p: p["options"].update(modules="dragons"), "position options: unknown module 'dragons'"),
    (lambda p: p.pop("modules"), "module cards: the position needs modules.cards"),
    (lambda p: p.update(flow=[[]]), "flow must be a list of 2 step lists"),
])
def test_a_position_naming_a_step_or_module_that_does_not_exist_is_one_clear_error(change, message):
    _, after = drawn()
    position = GAME.to_position(after)
    change(position)
    with pytest.raises(PositionError, match=message):
        GAME.from_position(position)


def test_a_step_missing_a_field_or_with_a_field_of_the_wrong_shape_is_refused():
    from dataclasses import dataclass

    from dicelands.engine import Step, StepRegistry
    registry = StepRegistry("test")

    @registry.register
    @dataclass(frozen=True)
    class PlaceTent(Step):
        cell: tuple

    assert registry.from_json({"step": "place-tent", "cell": [1, -2]}) == PlaceTent((1, -2))
    with pytest.raises(PositionError, match="step 'place-tent' needs field 'cell'"):
        registry.from_json({"step": "place-tent"})
    with pytest.raises(PositionError, match="a step must be an object with a 'step' name"):
        registry.from_json(["place-tent"])


def test_step_names_are_registered_once():
    assert set(STEPS.by_name) == {"race", "play-or-keep"}
    with pytest.raises(ValueError, match="registered twice"):
        STEPS.register(type("Other", (STEPS.by_name["race"],), {}), name="race")


def test_the_action_space_is_fixed_per_options_and_masks_equal_the_legal_list():
    space = GAME.learning.action_space(CARDS)
    assert space.labels[:3] == ("step", "roll", "draw") and space.size == 13
    assert GAME.learning.action_space({}).size == 2
    state, after = drawn()
    for current, seat in ((state, 0), (after, 0)):
        legal = GAME.legal_actions(current, seat)
        mask = space.mask(current, seat)
        assert sum(mask) == len(legal)
        for action in legal:
            index = space.index(current, seat, action)
            assert mask[index] and space.action(current, seat, index) == action
    with pytest.raises(IllegalActionError, match="'roll' is not a legal option now"):
        space.action(after, 0, space.labels.index("roll"))


def test_actions_carry_a_kind_and_named_fields():
    _, after = drawn()
    card = after.ext["cards"]["hands"][0][0]
    play = GAME.legal_action(after, 0, f"play {card}")
    assert GAME.codec.action_json(play) == {"kind": "play", "notation": f"play {card}", "card": card}
    assert GAME.codec.action_json(GAME.legal_action(after, 0, "keep")) == {"kind": "keep", "notation": "keep"}


def test_a_module_that_does_not_fit_the_game_is_refused_with_the_reason():
    from dicelands.engine import Module
    from dicelands.engine.catalog import ModuleCatalog
    catalog = ModuleCatalog("toy", GAME.modules_package, GAME.hooks_type)
    known = catalog.modules
    known["weather"] = Module("weather", "Weather", "toy", "project-default", hooks={"forecast": print})
    known["harbour"] = Module("harbour", "Harbour", "dice-settlers", "project-default")
    known["ships"] = Module("ships", "Ships", "toy", "project-default", requires=("harbour",))
    known["crowd"] = Module("crowd", "Crowd", "toy", "project-default",
                            fits=lambda options: None if options["players"] > 2 else "it needs 3 or more players")
    options = GAME.resolve_options({})
    with pytest.raises(TypeError, match="forecast"):  # a point the game does not have: refused when written
        GAME.hooks_type(forecast=print)
    with pytest.raises(OptionError, match="module 'weather' does not fit toy: its hooks are a dict, not ToyHooks"):
        catalog.resolve("weather", options)
    with pytest.raises(OptionError, match="module 'harbour' is for dice-settlers, not toy"):
        catalog.resolve("harbour", options)
    with pytest.raises(OptionError, match="module 'ships' needs module 'harbour' in play too"):
        catalog.resolve("ships", options)
    with pytest.raises(OptionError, match="module 'crowd' cannot be used here: it needs 3 or more players"):
        catalog.resolve("crowd", options)
    assert catalog.resolve("cards, crowd", {**options, "players": 3}) == "cards,crowd"



def test_a_module_with_a_rules_version_of_its_own_marks_the_records_of_its_games_only(monkeypatch):
    """A changed module makes its old records fail to replay; the version says why, without touching the records of
    games played without it."""
    from dicelands.engine import registry
    monkeypatch.setitem(registry.GAMES, "toy", "tests.engine.toy_game")  # records name their game
    plain = Match.new(GAME, {}, seed=2)
    assert plain.to_record()["rules_version"] == GAME.rules_version == "1"
    match = Match.new(GAME, {"modules": "cards"}, seed=2)
    match.apply(0, "draw")
    record = match.to_record()
    assert record["rules_version"] == "1+cards.3"
    assert Match.from_record(record, verify=True).state == match.state
    older = {**record, "rules_version": "1"}
    with pytest.raises(RecordError, match=r"rules version '1', this build has '1\+cards.3'"):
        Match.from_record(older, verify=True)
    older["actions"] = [[0, "draw"], [0, "play c99"]]  # what an older rule allowed: the reason names both versions
    with pytest.raises(RecordError, match=r"action #2 'play c99'.*made with rules version '1', this build has"):
        Match.from_record(older)
