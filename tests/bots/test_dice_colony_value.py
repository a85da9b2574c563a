"""Dice Colony's fitted search value (games/dice_colony/value.py, data/value.yaml): points so far plus a linear fit
of the points to come; its data file is validated at load like every component file."""
import pytest

from dicelands.bots import make_agent
from dicelands.engine import get_game
from dicelands.engine.data import DataError, DataFiles
from dicelands.games.dice_colony import value as value_module
from dicelands.games.dice_colony.components import DATA, OBJECTIVES, TYPE_BY_NAME
from dicelands.games.dice_colony.heuristic import heuristic, left_of

from .test_dice_colony_heuristic import play


def test_midgame_value_is_points_plus_the_fitted_points_to_come():
    game, state = play(["random", "random"], 3, stop=60)
    for seat in (0, 1):
        total = game.result(state).scores[seat]["total"]
        to_come = sum(w * f for w, f in zip(value_module.WEIGHTS, value_module.features(state, seat)))
        assert game.hints.value(state, seat) == pytest.approx(total + to_come)
        assert to_come > 0  # two thirds of the game are left: more points will come


def test_at_the_end_the_value_is_the_final_score():
    game, state = play(["random", "random", "random"], 4)
    for seat in range(3):
        assert game.hints.value(state, seat) == game.result(state).scores[seat]["total"]


def test_solo_value_is_the_heuristic():
    game, state = play(["random", "lu287"], 5, stop=50)
    assert game.hints.value(state, 0) == heuristic(state, 0)


def test_features_count_what_the_sheet_holds():
    game, state = play(["random", "random"], 6, stop=80)
    sheet = state.sheets[0]
    names = value_module.SHEET_FEATURES
    raw = value_module.sheet_features(sheet)
    assert raw[names.index("energy")] == sheet.energy
    left = left_of(state)
    assert value_module.features(state, 0)[:2] == [left, left * left]
    assert len(value_module.features(state, 0)) == len(value_module.FEATURES) == len(value_module.WEIGHTS)


def _copy_file(tmp_path, edit):
    text = (DATA / "value.yaml").read_text()
    (tmp_path / "value.yaml").write_text(edit(text))
    return DataFiles(tmp_path)


def test_the_shipped_weights_load_with_their_provenance():
    files = DataFiles(DATA)
    assert value_module.load_weights(files) == value_module.WEIGHTS
    assert [part for part, _, _ in files.summary()] == ["value.yaml: value"]


@pytest.mark.parametrize("edit, problem", [
    (lambda t: t.replace('"energy x left":', '"energy x lfet":'), "weights: unknown key 'energy x lfet'"),
    (lambda t: t.replace('    "left^2":', '    "unused":'), "weights: unknown key 'unused'"),
    (lambda t: "\n".join(line for line in t.splitlines() if '"pair x left"' not in line),
     "weights: missing key 'pair x left'"),
    (lambda t: t.replace('"left": ', '"left": many #'), "value.weights.left: expected float, got str"),
    (lambda t: t.replace("provenance: project-default", "provenance: guessed"), "value.provenance: invalid enum"),
    (lambda t: t + "  note: extra\n", "value: unknown key 'note'"),
])
def test_a_bad_value_file_is_refused_naming_the_field(tmp_path, edit, problem):
    with pytest.raises(DataError, match="value.yaml: value") as error:
        value_module.load_weights(_copy_file(tmp_path, edit))
    assert problem in str(error.value)


def test_a_search_scores_its_cut_offs_by_the_value_when_told(monkeypatch):
    game = get_game("dice-colony")
    state = game.new_state({"players": 2}, 9)
    while len(game.legal_actions(state, game.to_move(state)[0])) < 2:
        seat = game.to_move(state)[0]
        state = game.apply(state, seat, game.legal_actions(state, seat)[0])
    seat = game.to_move(state)[0]
    view, legal = game.view(state, seat), game.legal_actions(state, seat)
    assert make_agent("mcts:20/cutoff=value", 1).cutoff == "value" and make_agent("mcts:20", 1).cutoff == "heuristic"
    calls = []
    original = game.hints.value

    def counted(s, seat):
        calls.append(seat)
        return original(s, seat)
    with monkeypatch.context() as patch:
        patch.setattr(game.hints, "value", counted)
        by_value = make_agent("mcts:20/cutoff=value", 1).evaluate(game, view, seat, legal)
        assert calls, "the value scored no cut-off"
        calls.clear()
        make_agent("mcts:20", 1).evaluate(game, view, seat, legal)
        assert not calls, "the default search used the value"
    assert by_value == make_agent("mcts:20/cutoff=value", 1).evaluate(game, view, seat, legal)


def test_objective_progress_counts_the_unscored_cards_by_how_near_the_seat_is():
    """Rulebook "Completing Objectives": a card scores its face up value for whoever meets it, once per player."""
    game, state = play(["random", "random"], 6, stop=80)
    sheet = state.sheets[0]
    state.objectives = (("C01", False, ()), ("C01", True, ()), ("C01", False, ((0, 6),)))
    near = min(1.0, sheet.counts[TYPE_BY_NAME["vegetation"]] / OBJECTIVES["C01"].minimum)
    # the high face (6), the flipped low face (3); the card seat 0 has scored counts nothing
    assert value_module.objective_progress(state, 0) == pytest.approx((6 + 3) * near ** 2)
    assert near > 0
