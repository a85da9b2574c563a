"""The screen harness (tests/players/screens.py) finds what the issue found: each check fails on a screen with that
fault and passes the same screen without it."""
from __future__ import annotations

from tests.players.screens import Screen, cut_names, decision_screens, not_for_players, screen_problems


def screen(board: list[str], question: list[str], width: int = 80, height: int = 24, cards=()) -> Screen:
    return Screen("dice-city", {}, width, height, 1, board, question, [], ("you", "LU-287"), tuple(cards))


def test_a_line_over_the_width_is_found():
    assert screen_problems(screen(["x" * 80], ["you: choose", "  1) go"])) == []
    problems = screen_problems(screen(["x" * 81], ["you: choose", "  1) go"]))
    assert len(problems) == 1 and "81 columns over the width 80" in problems[0]


def test_names_cut_at_a_column_and_words_glued_together_are_found():
    """Issue 41 item 4: `Small Hou`, `Quartermaste`, `whiteForest`, `yelloMountain`."""
    cards = ("Small House", "Quartermaster", "Forest", "Mountain")
    assert cut_names("blue Forest         Small Hou      Militia", cards) == ["'Small Hou' (of 'Small House')"]
    assert cut_names("the Quartermaste", cards) == ["'Quartermaste' (of 'Quartermaster')"]
    assert cut_names("whiteForest  yelloMountain", cards) == ["'whiteForest' (words glued together)",
                                                               "'yelloMountain' (words glued together)"]
    assert cut_names("Mountai Fores", cards) == ["'Fores' (of 'Forest')", "'Mountai' (of 'Mountain')"]
    whole = "blue Forest  Small House  the Quartermaster  a Small tower  Mountain"
    assert cut_names(whole, cards) == []


def test_a_whole_word_of_one_name_is_no_cut_of_a_longer_name():
    """"Recruit" (a card of its own) beside "Recruiting Drive", "Quarter" of Caravan Quarter beside "Quartermaster"."""
    cards = ["Recruit", "Recruiting Drive", "Caravan Quarter", "Quartermaster"]
    assert cut_names("1) Recruit   2) build the Caravan Quarter", cards) == []
    assert cut_names("Recruiti", cards) == ["'Recruiti' (of 'Recruiting Drive')"]


def test_ids_coordinates_tuples_and_spec_codes_are_found_but_real_names_pass():
    """Issue 41 items 3, 4, 6, 7: `(-1,5)`, `('gain', 'wood', '2')`, `(project default, G27)`, `envoy-127`."""
    for shown in ("ship 1 at (-1,5)/(-2,6)", "1 Woodcutter: ('gain', 'wood', '2')", "(project default, G27)",
                  "select envoy-127", "keep tile-03", "Raid absorb 1 (placeholder)", "seed Advisors › Solo, spec P2",
                  "Port at (0, 1)", "§12"):
        assert not_for_players(shown), shown
    assert not_for_players("LU-287 scores 5", allowed=("LU-287",)) == []
    assert not_for_players("take blue 5 (water, west): ores at G6") == []


def test_paging_accepts_two_whole_pages_and_refuses_a_question_that_scrolls_away():
    options = [f"  {n}) option {n}" for n in range(1, 11)]
    assert screen_problems(screen(["board"] * 12, ["you: choose", *options])) == []  # 23 rows: fits
    assert screen_problems(screen(["board"] * 24, ["you: choose", *options])) == []  # board a page, question one
    too_tall = screen_problems(screen(["board"] * 25, ["you: choose", *options]))
    assert len(too_tall) == 1 and "the board takes 25 rows" in too_tall[0]
    long_question = screen_problems(screen(["board"] * 5, ["you: choose", *options * 3]))
    assert len(long_question) == 1 and "some options scroll away" in long_question[0]


def test_the_screens_are_a_real_sessions_board_prompt_and_numbered_options():
    screens = list(decision_screens("dice-colony", {"players": 2}, 80, 24, seed=1, decisions=3))
    assert [s.number for s in screens] == [1, 2, 3]
    first = screens[0]
    assert first.board[0].startswith("Dice Colony - round 1/5") and first.question[0].startswith("you: ")
    assert any(line.lstrip().startswith("1) ") for line in first.question) and len(first.legal) > 1
    assert first.seat_names == ("you", "easy")
