"""The conformance suite (dicelands.conformance) over every registered game, each of its option sets and a few
seeds; over the engine's fixture game with and without its "cards" module; and proof that it catches a broken game.
The soak (10,000 games per set) runs outside CI: `python -m dicelands.conformance --games 10000`."""
import random
import re

import pytest

from dicelands.conformance import CHECKS, check_game, default_option_sets, option_sets
from dicelands.engine import get_game, registry
from dicelands.engine.cards import Card
from dicelands.engine.space import ActionSpace

from tests.engine.toy_game.game import ToyGame
from tests.engine.toy_game.show import ToyShow

SEEDS = (0, 1)
CASES = [(game_id, options) for game_id in registry.GAMES for options in option_sets(get_game(game_id))]


def options_id(options: dict) -> str:
    return ",".join(f"{k}={v}" for k, v in options.items()) or "defaults"


def failures_of(game, options, seeds, **limits):
    return [failure for seed in seeds for failure in check_game(game, options, seed, **limits)]


def assert_conforms(failures):
    if failures:
        pytest.fail("\n".join(map(str, failures)), pytrace=False)


@pytest.mark.parametrize("game_id, options", CASES, ids=[f"{g}[{options_id(o)}]" for g, o in CASES])
def test_every_registered_game_conforms(game_id, options):
    game = get_game(game_id)  # a game with long random games may ask CI to check one decision in N (the soak: all)
    assert_conforms(failures_of(game, options, SEEDS, every=game.conformance.every))


@pytest.fixture
def toy(monkeypatch):
    monkeypatch.setitem(registry.GAMES, "toy", "tests.engine.toy_game")
    return get_game("toy")


def test_the_fixture_game_conforms_with_and_without_its_module(toy):
    assert option_sets(toy) == [{"players": 2}, {"players": 2, "modules": "cards"}]
    for options in option_sets(toy):
        assert_conforms(failures_of(toy, options, range(40)))


def test_option_sets_are_every_player_count_and_module_set_then_the_games_own():
    colony = get_game("dice-colony")
    assert default_option_sets(colony)[:4] == [{"players": n} for n in (1, 2, 3, 4)]

    class SidesToo(ToyGame.conformance_type):
        option_sets = ({"players": 2, "target": 5}, {"players": 2, "modules": ""})

    class WithSides(ToyGame):
        conformance_type = SidesToo

    assert option_sets(WithSides()) == [{"players": 2}, {"players": 2, "modules": "cards"},
                                        {"players": 2, "target": 5}]


# ---- broken copies of the fixture game: each must fail its check, naming where --------------------------------
class MutatesItsInput(ToyGame):
    def apply(self, state, seat, action, *, check=True):
        new = super().apply(state, seat, action, check=check)
        state.counter = new.counter
        return new


class TellsEveryoneShow(ToyShow):
    def describe(self, state, seat, action, reader=None):
        if action.kind == "draw":
            return f"seat {seat} draws {state.ext['cards']['deck'][-1]}"
        return super().describe(state, seat, action, reader)


class TellsEveryoneTheDrawnCard(ToyGame):
    show_type = TellsEveryoneShow


class ShowsEveryHand(ToyGame):
    def view(self, state, seat):
        position = self.to_position(state)
        del position["rng"]
        return position


class DealsWithoutTheSeed(ToyGame):
    def _setup(self, options, rng):
        state = super()._setup(options, rng)
        random.shuffle(state.deck)
        return state


class ParsesAnythingCodec(ToyGame.codec_type):
    def parse_action(self, state, seat, text):
        return self.game.legal_actions(state, seat)[0]


class ParsesAnythingAsTheFirstOption(ToyGame):
    codec_type = ParsesAnythingCodec


class SameLabels(ToyGame.learning_type):
    def action_label(self, state, seat, action):
        return "step"


class LabelsEveryActionAlike(ToyGame):
    learning_type = SameLabels


class SpoiledMasks(ToyGame.learning_type):
    def action_space(self, options=None):
        space, spoil = ActionSpace(self.game, options or {}), self.game.spoil

        class Spoiled(ActionSpace):
            def mask(self, state, seat):
                return spoil(super().mask(state, seat))

        space.__class__ = Spoiled
        return space


class MasksWith(ToyGame):
    """A toy whose action space's mask is the true one passed through `spoil`."""
    spoil = staticmethod(lambda mask: mask)
    learning_type = SpoiledMasks


class MarksEveryLabel(MasksWith):
    spoil = staticmethod(lambda mask: [True] * len(mask))


class MarksTheNextLabel(MasksWith):  # as many marked as legal, but not the legal ones
    spoil = staticmethod(lambda mask: mask[-1:] + mask[:-1])


class NamesTheCardDrawnToEveryone(ToyGame):
    """Its public prompt is the drawer's own ("play a card or keep c4"), which every seat and spectator read."""

    def prompt(self, state, seat, public=False):
        return super().prompt(state, seat)


class EndsWhileSeatsMustMove(ToyGame):
    def result(self, state):
        result = super().result(state)
        return type(result)(result.scores, result.winners, over=True)


class PlaceholderCard(ToyGame.show_type):
    def cards(self, options):
        return (Card("Step", "action", "Move the counter one step (placeholder)."),)


class ShowsAPlaceholderCard(ToyGame):
    show_type = PlaceholderCard


class TwoCardsAlike(ToyGame.show_type):
    def cards(self, options):
        return (Card("Step", "action", "Move the counter one step."), Card("Step", "action", "Or two."))


class PrintsTwoCardsAlike(ToyGame):
    show_type = TwoCardsAlike


@pytest.mark.parametrize("broken, check", [
    (MutatesItsInput, "pure-apply"),
    (TellsEveryoneTheDrawnCard, "leaks"),
    (ShowsEveryHand, "views"),
    (DealsWithoutTheSeed, "replay"),
    (ParsesAnythingAsTheFirstOption, "notation"),
    (LabelsEveryActionAlike, "action-space"),
    (MarksEveryLabel, "action-space"),
    (MarksTheNextLabel, "action-space"),
    (EndsWhileSeatsMustMove, "over"),
    (NamesTheCardDrawnToEveryone, "secrets"),
    (ShowsAPlaceholderCard, "cards"),
    (PrintsTwoCardsAlike, "cards"),
])
def test_the_suite_catches_a_broken_game(broken, check):
    assert check in CHECKS
    failures = failures_of(broken(), {"modules": "cards"}, range(10))
    assert check in {f.check for f in failures}, "\n".join(map(str, failures))
    failure = next(f for f in failures if f.check == check)
    assert str(failure).startswith(f"toy [modules=cards] seed {failure.seed}, decision {failure.decision}")


def test_a_random_game_that_does_not_end_is_reported(toy):
    failures = failures_of(toy, {}, [0], max_decisions=3)
    assert [(f.check, f.decision, f.message) for f in failures] == [("ends", 3, "no end after 3 random decisions")]


def test_a_failing_check_names_game_options_seed_decision_and_move():
    failures = failures_of(MutatesItsInput(), {"modules": "cards"}, [4])
    assert [f.check for f in failures] == ["pure-apply"]
    text = str(failures[0])
    assert text == "toy [modules=cards] seed 4, decision 2 (seat 0: step): pure-apply: apply changed its input: " \
                   "/counter: 0 vs 1"


def test_the_suite_finds_the_queens_plans_leak_when_every_reader_gets_the_notation():
    """Issue 40: Dice City's `secret q17` / `common q11` went to every seat and spectator. A copy of Dice City that
    gives everyone the notation itself (as the server did) fails the check `secrets` at its first choice."""
    dice_city = type(get_game("dice-city"))

    class NotationForEveryone(dice_city.show_type):
        def notation_for(self, before, after, seat, action, reader=None):
            return str(action)

    class EveryoneReadsTheNotation(dice_city):
        show_type = NotationForEveryone

    failures = check_game(EveryoneReadsTheNotation(), {"players": 3, "modules": "queens-plans"}, 0, max_decisions=8)
    assert failures[0].check == "secrets" and failures[0].decision == 0, "\n".join(map(str, failures))
    assert re.search(r"is told 'q\d\d', secret to .* after the move, in notation_for: '(secret|common) q\d\d'",
                     failures[0].message)
    assert {f.check for f in failures} <= {"secrets", "ends"}


def test_the_cards_check_names_the_card_and_the_word_a_player_must_not_read():
    failures = failures_of(ShowsAPlaceholderCard(), {}, [0])
    assert [(f.check, f.decision, f.message) for f in failures] == [
        ("cards", 0, "the action 'Step' shows players 'placeholder'")]
    failures = failures_of(PrintsTwoCardsAlike(), {}, [0])
    assert [f.message for f in failures] == ["two cards are the action 'Step'"]
