from collections import Counter

import pytest

from dicelands.engine import ChanceError, Rng


def test_same_seed_same_sequence_and_copies_are_independent():
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
    c = a.copy()
    assert a.die() == c.die()
    a.die()
    assert a != c


def test_different_seeds_differ():
    assert [Rng(1).next64() for _ in range(3)] != [Rng(2).next64() for _ in range(3)]


def test_die_is_roughly_uniform():
    rng = Rng(7)
    counts = Counter(rng.die() for _ in range(60_000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(abs(n - 10_000) < 500 for n in counts.values())


def test_shuffle_and_sample_are_permutations():
    rng = Rng(3)
    items = list(range(20))
    rng.shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))
    sample = rng.sample(range(10), 4)
    assert len(set(sample)) == 4 and set(sample) <= set(range(10))


def test_forced_outcomes_are_taken_in_order_and_only_by_their_kind():
    rng = Rng(0, [("roll", "green3"), ("deal", "1 2")])
    assert rng.take_forced("deal") is None
    assert rng.take_forced("roll") == "green3"
    assert rng.take_forced("deal") == "1 2"
    assert rng.take_forced("roll") is None


def test_json_round_trip_keeps_the_full_64_bit_state():
    rng = Rng(2**63 + 12345, [("roll", "x")])
    rng.next64()
    again = Rng.from_json(rng.to_json())
    assert again == rng and again.next64() == rng.copy().next64()


def test_bad_json_state_is_a_clear_error():
    with pytest.raises(ChanceError, match="bad rng state"):
        Rng.from_json({"state": "not-hex"})
