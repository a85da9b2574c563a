"""A match's history kept as checkpoints and replayed gives exactly what keeping every state gave: random games of
every registered game under every option set the conformance suite checks, with moves, undos and look-ups mixed, in
lockstep with a match that keeps every state (the reference)."""
from __future__ import annotations

import random

import pytest

from dicelands.conformance import option_sets
from dicelands.engine import Match, available_games, get_game
from dicelands.engine.errors import IllegalActionError
from dicelands.engine.history import History


class EveryState(list):
    """The reference: every state before each move, as Match kept them before checkpoints, and the moves."""

    def __init__(self, states=(), moves=()):
        super().__init__(states)
        self.moves = list(moves)

    def append(self, before, seat=None, action=None):
        super().append(before)
        self.moves.append((seat, action))

    def pop(self):
        self.moves.pop()
        return super().pop()

    def move(self, index: int):
        return self.moves[index]

    def copy(self):
        return EveryState(self, self.moves)


CASES = [(game_id, options) for game_id in available_games() for options in option_sets(get_game(game_id))]


def pair(game_id: str, options: dict, seed: int, every: int) -> tuple[Match, Match]:
    checkpointed = Match.new(game_id, options, seed)
    checkpointed.history = History(checkpointed.game, every)
    reference = Match.new(game_id, options, seed)
    reference.history = EveryState()
    return checkpointed, reference


def assert_same(match: Match, reference: Match, rng: random.Random) -> None:
    assert match.state == reference.state
    assert match.actions == reference.actions
    assert len(match.history) == len(reference.history)
    for index in rng.sample(range(len(reference.history)), min(3, len(reference.history))):
        assert match.history[index] == reference.history[index], f"the state before move {index} differs"
    for seat in range(len(match.seats)):
        automated = frozenset(s for s in range(len(match.seats)) if s != seat and rng.random() < 0.5)
        assert match.undo_refusal(seat, automated) == reference.undo_refusal(seat, automated)


def play(match: Match, reference: Match, rng: random.Random, steps: int) -> dict:
    done = {"moves": 0, "undone": 0}
    for _ in range(steps):
        if match.is_over():
            break
        roll = rng.random()
        if roll < 0.12 and match.actions:
            seat = rng.choice(match.to_move() or (0,))
            automated = frozenset(s for s in range(len(match.seats)) if s != seat)
            if match.undo_refusal(seat, automated) is None:
                assert match.undo_back(seat, automated) == reference.undo_back(seat, automated)
                done["undone"] += 1
            else:
                with pytest.raises(IllegalActionError):
                    match.undo_back(seat, automated)
        elif roll < 0.18 and match.actions:
            back = rng.randint(1, min(5, len(match.actions)))  # what a failed write takes back, whatever the policy
            for _ in range(back):
                assert match.revert_last() == reference.revert_last()
            done["undone"] += back
        else:
            seat = rng.choice(match.to_move())
            action = rng.choice(match.legal_actions(seat))
            assert str(match.apply(seat, action)) == str(reference.apply(seat, str(action)))
            done["moves"] += 1
        assert_same(match, reference, rng)
    return done


@pytest.mark.parametrize("game_id, options", CASES, ids=[f"{g}-{i}" for i, (g, _) in enumerate(CASES)])
def test_replayed_history_equals_every_state_kept(game_id, options):
    rng = random.Random(f"{game_id}{sorted(options.items())}")
    match, reference = pair(game_id, options, rng.randrange(1 << 30), every=rng.choice([1, 3, 16]))
    done = play(match, reference, rng, steps=90)
    assert done["moves"] > 0
    assert list(match.history) == list(reference.history)  # reading it forward, as log pages do
    again = Match.from_record(match.to_record())  # what a server resumes from: the record, replayed
    assert again.state == reference.state and list(again.history) == list(reference.history)


def test_undo_across_a_whole_game_takes_back_to_each_state_kept():
    """One game played to the end, then every move taken back one by one: each state is the one that was there."""
    match, reference = pair("dice-colony", {"players": 2}, 11, every=16)
    rng = random.Random(5)
    while not match.is_over():
        seat = match.to_move()[0]
        action = rng.choice(match.legal_actions(seat))
        match.apply(seat, action)
        reference.apply(seat, action)
    states = [*reference.history, reference.state]
    while match.actions:
        match.revert_last()
        assert match.state == states[len(match.actions)]
    assert match.history.stored_bytes() == 0 and len(match.history) == 0


def test_checkpoints_are_kept_at_chance_and_every_few_moves_only():
    match = Match.new("dice-colony", {"players": 2}, 3)
    rng = random.Random(2)
    chances = 0
    while not match.is_over():
        seat = match.to_move()[0]
        before = match.state
        match.apply(seat, rng.choice(match.legal_actions(seat)))
        chances += before.rng != match.state.rng
    kept = match.history._checkpoint_at
    assert kept[0] == 0
    assert all(b - a <= match.history.every for a, b in zip(kept, [*kept[1:], len(match.history)]))
    assert len(kept) <= 1 + chances + len(match.history) // match.history.every
    assert len(kept) < len(match.history) / 3  # far fewer states than moves
