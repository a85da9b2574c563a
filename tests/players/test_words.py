"""Options and prompts in players' words: no notation (coordinates, die serials, `nojoin`, `pay done`) in what a
player reads, every option of a decision distinguishable, for whole random games of every game."""
import random
import re

import pytest

from dicelands.engine import Match, available_games, get_game

NOTATION = re.compile(r"\(-?\d+,-?\d+\)|\b(nojoin|pay done|paydone|nogroup|tile-\d+|seat \d)\b|\b[a-z]{1,2}\d+\b")


@pytest.mark.parametrize("game_id, options", [("dice-colony", {"players": 2}), ("dice-colony", {"players": 1}),
                                             ("dice-settlers", {"players": 2}), ("dice-settlers", {"players": 1}),
                                             # random players compose many offers: a cap keeps a game in 3,000
                                             ("catan", {"players": 3, "trade_offers_per_turn": 1}),
                                             ("catan-land-ho", {"players": 2}),
                                             ("dice-city", {"players": 2}),
                                             ("dice-city", {"players": 3,
                                                            "modules": "presence,queens-plans,trade-board"}),
                                             ("dice-city", {"players": 1})])
def test_every_option_and_prompt_reads_without_notation(game_id, options):
    game = get_game(game_id)
    for seed in (1, 2):
        rnd = random.Random(seed)
        names = [f"P{n}" for n in range(game.num_seats(game.resolve_options(options)))]
        match = Match.new(game, options, seed, names)
        for _ in range(3000):
            if match.is_over():
                break
            seat = match.to_move()[0]
            legal = match.legal_actions(seat)
            texts = [game.show.option_text(match.state, seat, action, names) for action in legal]
            terminal = [game.show.option_text(match.state, seat, action, names, width=80) for action in legal]
            prompt = game.show.player_prompt(match.state, seat, names)
            for listed in (texts, terminal):  # on a page, and in a terminal (where a game may speak in short)
                assert len(set(listed)) == len(listed), f"options read alike at {prompt!r}: {listed}"
            for text in texts + terminal + [prompt]:
                assert not NOTATION.search(text), f"notation shows through: {text!r}"
            match.apply(seat, rnd.choice(legal))
        assert match.is_over()


def test_the_diceoneers_log_lines_name_tiles_not_coordinates():
    """Issue 13: the Diceoneer's turns read "places Forest 22, 1 tent on Forest 22", not "places tile-22 at (1,0)"."""
    game, chooser = get_game("dice-settlers"), random.Random(5)
    state = game.new_state({"players": 1}, 5)
    while game.to_move(state):
        seat = game.to_move(state)[0]
        state = game.apply(state, seat, chooser.choice(game.legal_actions(state, seat)))
    assert len(state.bot.log) > 10
    for line in state.bot.log:
        assert not re.search(r"\(-?\d+,-?\d+\)|tile-\d+", line), line
    assert any("places " in line for line in state.bot.log)


LOG_NOTATION = re.compile(NOTATION.pattern + r"|\b(white|yellow|red|blue|black|green|purple)\d")


@pytest.mark.parametrize("game_id, options", [("catan", {"players": 3}), ("catan-land-ho", {"players": 2}),
                                             ("dice-city", {"players": 2}), ("dice-colony", {"players": 2}),
                                             ("dice-city", {"players": 2, "modules": "presence,queens-plans,trade-board",
                                                            "deck": "quick"}),
                                             ("dice-settlers", {"players": 1})])
def test_log_lines_read_without_notation(game_id, options):
    """Issue 13: the log names places and dice as the options do ("the corner of Forest 8, ...", "white 3, Forest",
    "red 4"), never "(1,-2)", "w3" or "red4"; seats stay "seat N" for the surfaces to name."""
    game, chooser = get_game(game_id), random.Random(3)
    state, lines = game.new_state(options, 3), []
    while game.to_move(state) and len(lines) < 3000:
        seat = game.to_move(state)[0]
        action = chooser.choice(game.legal_actions(state, seat))
        after = game.apply(state, seat, action)
        lines += [game.show.describe(state, seat, action, reader=0), *game.show.events(state, after, reader=0)]
        state = after
    for line in lines:
        assert not LOG_NOTATION.search(re.sub(r"\bseat \d", "", line)), f"notation shows through: {line!r}"


def test_every_game_has_its_rules_in_short():
    """Issue 13: a rules reference in every game (`rules` in the terminal, the browser's rules panel)."""
    from dicelands.cli.guide import guide_text
    for game_id in available_games():
        assert "no short rules yet" not in guide_text(get_game(game_id)), game_id
