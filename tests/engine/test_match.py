"""The engine's decision model, records, replay and undo policy, on a tiny fixture game."""
import json

import pytest

from dicelands.engine import IllegalActionError, Match, OptionError, RecordError, normalize_notation

from tests.engine.toy_game import GAME


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch):
    from dicelands.engine import registry
    monkeypatch.setitem(registry.GAMES, "toy", "tests.engine.toy_game")


def test_apply_returns_a_new_state_and_leaves_the_old_one_alone():
    state = GAME.new_state(seed=1)
    after = GAME.apply(state, 0, "step")
    assert (state.counter, state.mover) == (0, 0)
    assert (after.counter, after.mover) == (1, 1)


def test_illegal_action_names_action_seat_and_reason_and_changes_nothing():
    state = GAME.new_state(seed=1)
    before = GAME.to_position(state)
    with pytest.raises(IllegalActionError) as wrong_seat:
        GAME.apply(state, 1, "step")
    assert "'step'" in str(wrong_seat.value) and "seat 1" in str(wrong_seat.value) and "waiting for seat 0" in str(wrong_seat.value)
    with pytest.raises(IllegalActionError, match=r"illegal action 'fly' for seat 0: seat 0 must step or roll; legal: step, roll"):
        GAME.apply(state, 0, "fly")
    assert GAME.to_position(state) == before


def test_notation_is_matched_without_regard_to_case_or_spacing():
    assert normalize_notation("  Take   Blue5 ") == "take blue5"
    assert str(GAME.legal_action(GAME.new_state(), 0, " ROLL ")) == "roll"


def test_options_are_validated():
    with pytest.raises(OptionError, match="unknown option 'speed'"):
        GAME.new_state({"speed": 3})
    with pytest.raises(OptionError, match="outside 1..99"):
        GAME.new_state({"target": 0})
    assert GAME.resolve_options({"target": "5"})["target"] == 5


def test_a_files_options_never_read_text_as_a_number():
    """docs/inputs.md: in a file, text is never read as a number (the command line's `--option target=5` is)."""
    with pytest.raises(OptionError, match="option 'target': expected a whole number, got the text '5'"):
        GAME.resolve_options({"target": "5"}, typed=True)
    assert GAME.resolve_options({"target": 5}, typed=True)["target"] == 5


def test_a_number_text_too_long_for_int_is_an_option_error():
    with pytest.raises(OptionError, match=r"expected a whole number, got '9{80}'… \(4,301 characters\)"):
        GAME.resolve_options({"target": "9" * 4301})
    with pytest.raises(OptionError, match="option 'target': a number of over 30 digits is outside 1..99"):
        GAME.resolve_options({"target": 10 ** 4300})


def test_same_seed_and_actions_reproduce_the_game_exactly():
    def play(seed):
        match = Match.new(GAME, seed=seed)
        while not match.is_over():
            match.apply(match.to_move()[0], "roll")
        return GAME.to_position(match.state)

    assert play(5) == play(5)
    assert play(5) != play(6)


def test_forced_chance_overrides_the_generator():
    match = Match.new(GAME, seed=0, forced=[("roll", "3"), ("roll", "1")])
    match.apply(0, "roll")
    match.apply(1, "roll")
    assert match.state.counter == 4


def test_record_replays_and_verify_catches_a_changed_result():
    match = Match.new(GAME, seed=9, seats=["ann", "bob"])
    while not match.is_over():
        match.apply(match.to_move()[0], "roll")
    record = json.loads(json.dumps(match.to_record()))
    again = Match.from_record(record, verify=True)
    assert GAME.to_position(again.state) == GAME.to_position(match.state)
    record["result"]["winners"] = [1 - record["result"]["winners"][0]]
    with pytest.raises(RecordError, match="differs from the recorded"):
        Match.from_record(record, verify=True)


def test_record_with_an_illegal_action_names_its_index():
    record = {"game": "toy", "seed": 1, "actions": [[0, "step"], [0, "step"]]}
    with pytest.raises(RecordError, match=r"action #2 'step': .*waiting for seat 1"):
        Match.from_record(record)


@pytest.mark.parametrize("record, message", [
    ([], "must be a JSON object"),
    ({"seed": 1}, "missing key 'game'"),
    ({"game": "chess"}, "unknown game 'chess'"),
    ({"game": "toy", "format": "x/9"}, "unknown record format"),
    ({"game": "toy", "seed": "abc"}, "seed: bad seed 'abc': expected a whole number .* or 64 lowercase hexadecimal"),
    ({"game": "toy", "seed": 1.5}, "seed: expected int | str, got float"),
    ({"game": "toy", "actions": [["0", "step"]]}, r"actions\.0\.0: expected int, got str"),
])
def test_malformed_records_are_refused_with_a_reason(record, message):
    with pytest.raises(RecordError, match=message):  # the error surfaces show as a message, not any exception
        Match.from_record(record)


def test_undo_is_allowed_for_own_deterministic_action_only():
    match = Match.new(GAME, seed=3, forced=[("roll", "2")])
    assert match.undo_refusal(0) == "nothing to undo"
    match.apply(0, "step")
    assert match.undo_refusal(1) == "the last action was seat 0's"
    assert match.undo(0) == "step" and match.state.counter == 0
    match.apply(0, "roll")
    # A forced outcome is still a chance event: it is consumed from the generator's queue.
    assert match.undo_refusal(0) == "it revealed a chance outcome"
    with pytest.raises(IllegalActionError, match="revealed a chance outcome"):
        match.undo(0)


def test_undo_reaches_back_over_automated_seats_to_your_own_last_decision():
    """Against bots the bot moves right after you: undo takes back its action with yours, unless something random
    or hidden came out since, or a person (a seat not automated) decided since."""
    match = Match.new(GAME, {"target": 99}, seed=3, forced=[("roll", "2")])
    match.apply(0, "step")
    match.apply(1, "step")
    assert match.undo_refusal(0) == "the last action was seat 1's"  # seat 1 is a person: its move stays
    assert match.undo_refusal(0, automated={1}) is None
    assert match.undo_back(0, automated={1}) == ["step", "step"] and match.state.counter == 0
    assert match.actions == [] and match.undo_refusal(0, automated={1}) == "nothing to undo"
    match.apply(0, "step")
    match.apply(1, "roll")  # the bot's roll revealed a chance outcome: undo stops before it
    assert match.undo_refusal(0, automated={1}) == "seat 1's action since revealed a chance outcome"
    with pytest.raises(IllegalActionError, match="revealed a chance outcome"):
        match.undo_back(0, automated={1})
    assert match.state.counter == 3 and len(match.actions) == 2
    match.apply(0, "step")
    assert match.undo_back(0, automated={1}) == ["step"]  # own last action, nothing automated after it


def test_views_hide_the_other_seats_secret_and_sampling_refills_it():
    state = GAME.new_state(seed=4)
    view = GAME.view(state, 0)
    assert view["secrets"][1] == {"hidden": 1} and view["secrets"][0] == state.secrets[0]
    assert view["deck"] == {"hidden": 4} and "rng" not in view
    # What seat 0 cannot see is derivable from the components: every card but its own.
    assert sorted(view["unseen"]["cards"]) == sorted(set(range(1, 7)) - set(state.secrets[0]))
    sampled = [GAME.sample_state(view, 0, seed).secrets for seed in range(30)]
    assert all(s[0] == state.secrets[0] for s in sampled)
    assert len({s[1][0] for s in sampled}) > 1


def test_undo_never_crosses_a_reveal_the_game_reports(monkeypatch):
    match = Match.new(GAME, seed=3)
    match.apply(0, "step")
    monkeypatch.setattr(type(GAME), "reveals", lambda self, before, after: after.counter == 1)
    assert match.undo_refusal(0) == "it revealed hidden information"


def test_events_end_with_the_final_scores_when_the_game_ends():
    state = GAME.new_state({"target": 2}, seed=1)
    middle = GAME.apply(state, 0, "step")
    assert GAME.show.events(state, middle) == []
    end = GAME.apply(middle, 1, "step")
    assert GAME.show.events(middle, end) == ["game over: seat 0 0, seat 1 2; winner: seat 1"]  # the last mover wins


def test_quoted_cuts_a_long_input_and_says_how_long_it_was():
    from dicelands.engine.errors import quoted
    assert quoted("take red3") == "'take red3'"
    assert quoted("x" * 65536) == f"{'x' * 80!r}… (65,536 characters)"
    assert quoted(["a"] * 100).endswith("… (500 characters)")
