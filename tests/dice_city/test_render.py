"""The terminal view: the 5x6 grid of every city with its dice on their spaces, option numbers on the spaces."""
from .helpers import GAME, legal, play, start


def test_the_grid_shows_each_die_on_its_space_and_the_modules_parts():
    state = start(dice=(1, 2, 2, 3, 3), modules="presence,queens-plans,trade-board")
    text = GAME.render(state, 0)
    rows = {line[:5].strip(): line for line in text.split("\np2")[0].splitlines() if line[:5].strip() in ("white", "yello", "black")}
    assert "Forest[W1]" in rows["white"] and "Militia[Y2]" in rows["yello"] and "Forest[K3]" in rows["black"]
    assert "trade board (village)" in text and "Queen's Plans" in text


def test_option_numbers_are_marked_on_the_spaces_they_act_on():
    state = play(start(), "done dice", "done attacks")
    state.cities[0].stock = [2, 0, 0]
    state = play(state, "build lumber-mill")
    options = GAME.legal_actions(state, 0)
    text = GAME.render(state, 0, options)
    assert f"#{legal(state).index('place w2') + 1}" in text
