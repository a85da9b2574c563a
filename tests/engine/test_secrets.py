"""What a reader receives about an action is written for that reader (engine/secrets.py, game.show.notation_for).

Seed 003 (Par Décret Royal), "Les Plans de la Reine": each player "pose face cachée devant vous" one dealt plan, the
secret plan, and "face cachée au milieu de la table" another; the third is discarded face down. Only when everyone has
chosen are the middle plans revealed. So no seat and no spectator may read which plans another seat chose -- not in
the log line, and not in the notation of its log entry -- until the rules reveal them.
"""
from __future__ import annotations

import pytest

from dicelands.engine import Match
from dicelands.engine.secrets import HIDDEN_WORD, Knowledge, Sight, named, redacted

PLANS = {"players": 3, "modules": "queens-plans"}
DEALT = ("plans", "q17 q11 q05 q01 q02 q03 q04 q06 q07")  # seat 0: q17 q11 q05; seat 1: q01 q02 q03; seat 2: ...


def plans_match() -> Match:
    return Match.new("dice-city", PLANS, seed=3, forced=[DEALT])


def sight(match: Match, state=None) -> Sight:
    game = match.game
    return Sight(game.to_position(state or match.state), game.zones(match.options))


def test_a_chosen_secret_plan_is_named_in_the_notation_only_to_its_chooser():
    match = plans_match()
    match.apply(0, "secret q17")
    assert match.notation_for(0, 0) == "secret q17"
    assert [match.notation_for(0, reader) for reader in (1, 2, None)] == [f"secret {HIDDEN_WORD}"] * 3
    assert match.to_record()["actions"][0] == [0, "secret q17"]  # the record keeps the notation itself
    match.apply(0, "common q11")
    assert match.notation_for(1, 0) == "common q11" and match.notation_for(1, None) == f"common {HIDDEN_WORD}"


def test_the_middle_plans_are_named_to_everyone_once_the_last_choice_reveals_them():
    match = plans_match()
    for seat, secret, middle in ((0, "q17", "q11"), (1, "q01", "q02"), (2, "q04", "q06")):
        match.apply(seat, f"secret {secret}")
        match.apply(seat, f"common {middle}")
    assert match.game.to_position(match.state)["modules"]["queens-plans"]["common"] == ["q11", "q02", "q06"]
    assert match.notation_for(5, None) == "common q06"  # revealed by this very choice
    assert match.notation_for(3, None) == f"common {HIDDEN_WORD}"  # as it was written then: the reveal came later
    assert match.notation_for(4, 0) == f"secret {HIDDEN_WORD}"  # seat 2's secret plan stays secret


def test_the_chooser_reads_which_plan_it_discarded_and_the_others_do_not():
    match = plans_match()
    before = match.state
    match.apply(0, "secret q17")
    middle = match.state
    match.apply(0, "common q11")
    game = match.game
    assert game.show.describe(middle, 0, match.history.move(1)[1], 0) == \
        "seat 0 puts Economic beside Military (3 VP) in the middle and discards Two Civic locations in a row (4 VP)"
    assert game.show.describe(middle, 0, match.history.move(1)[1], 1) == "seat 0 chooses a Queen's Plan"
    knowledge = Knowledge([0, 1, None])
    for state in (before, middle, match.state):
        knowledge.see(sight(match, state))
    assert "q05" not in knowledge.secrets(sight(match), 0)  # its own discarded plan, now in the box: known to it
    assert {"q05", "two civic locations in a row", "q17", "eight locations"} <= knowledge.secrets(sight(match), 1)


def test_a_spelling_is_a_whole_word_in_any_case_by_id_or_name():
    secrets = {"q1", "eight locations", "manor.2"}  # spellings are kept in lower case
    assert named("claim q17", secrets) == []  # "q1" is not a word of "q17"
    assert named("the EIGHT LOCATIONS plan", secrets) == ["eight locations"]
    assert named("manor.2 and manor", {"manor"}) == ["manor"]
    assert named("manor.2 is drawn", {"manor"}) == []  # another id, not the card kind
    assert named("q1.", secrets) == ["q1"]  # a full stop ends a sentence
    assert redacted("secret q1", secrets) == f"secret {HIDDEN_WORD}"


def test_what_several_items_share_is_not_secret_once_the_reader_sees_one_of_them():
    """A spelling is checked only while it names nothing the reader legitimately sees: Catan's resource kinds are in
    the bank and in hands, so "brick" in another seat's hand is not a secret word."""
    match = Match.new("catan", {"players": 3}, seed=2)
    game, state = match.game, match.state
    position = game.to_position(state)
    position["hands"] = [["brick"], ["brick", "ore"], []]
    spectator_secrets = Knowledge([None]).secrets(Sight(position, game.zones(match.options)), None)
    assert "brick" not in spectator_secrets and "ore" not in spectator_secrets


def test_numbers_spell_nothing():
    match = Match.new("catan-land-ho", {"players": 3}, seed=1)
    seen = sight(match)
    assert not [word for word in seen.hidden(None) if word.isdigit()]  # the unexplored number tokens


def test_a_game_without_hidden_zones_gives_every_reader_the_notation():
    match = Match.new("dice-colony", {"players": 2}, seed=1)
    seat = match.to_move()[0]
    action = match.legal_actions(seat)[0]
    match.apply(seat, action)
    assert match.notation_for(0, None) == match.notation_for(0, 1 - seat) == str(action)


def test_an_undo_names_the_bots_moves_as_the_undoing_seat_may_read_them():
    match = plans_match()
    match.apply(0, "secret q17")
    match.apply(1, "secret q01")
    match.apply(1, "common q02")
    assert match.undo_back(0, automated={1, 2}) == ["secret q17", f"secret {HIDDEN_WORD}", f"common {HIDDEN_WORD}"]
    assert match.actions == []


@pytest.mark.parametrize("reader", [1, None])
def test_the_public_prompt_names_no_dealt_plan(reader):
    match = plans_match()
    game = match.game
    secrets = Knowledge([reader]).secrets(sight(match), reader)
    options = " ".join(game.show.option_text(match.state, 0, a) for a in game.legal_actions(match.state, 0))
    assert "eight locations" in named(options, secrets)  # seat 0's own options name its dealt plans
    assert named(game.prompt(match.state, 0, public=True), secrets) == []


def test_undo_does_not_cross_the_reveal_of_the_middle_plans():
    """Seed: "Après que chaque joueur ait effectué ces trois actions, les cartes placées au milieu de la table sont
    révélées". Once seat 0 has seen the bot's middle plan it may not take back its own choice and choose again."""
    match = Match.new("dice-city", {"players": 2, "modules": "queens-plans"}, seed=3,
                      forced=[("plans", "q17 q11 q05 q01 q02 q03")])
    for seat, action in ((0, "secret q17"), (0, "common q11"), (1, "secret q01")):
        match.apply(seat, action)
    assert match.undo_refusal(0, automated={1}) is None  # nothing shown yet: seat 1 keeps its plans to itself
    match.apply(1, "common q02")
    assert match.game.to_position(match.state)["modules"]["queens-plans"]["common"] == ["q11", "q02"]
    assert match.undo_refusal(0, automated={1}) == "seat 1's action since revealed hidden information"
