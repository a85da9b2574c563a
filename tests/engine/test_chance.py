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


def _three_dice(text: str) -> list[int]:
    values = [int(word) for word in text.split()]  # "x" raises ValueError: a forced outcome that cannot happen
    if len(values) != 3:
        raise ValueError("exactly 3 dice are rolled")
    return values


def test_forced_or_draws_when_nothing_of_its_kind_is_forced():
    rng, twin = Rng(5, [("deal", "1 2")]), Rng(5)
    assert rng.forced_or("roll", draw=lambda: [rng.die() for _ in range(3)], parse=_three_dice) == [
        twin.die() for _ in range(3)]
    assert rng.forced == [("deal", "1 2")]


def test_forced_or_takes_the_forced_outcome_without_drawing():
    rng = Rng(5, [("roll", "6 6 1"), ("roll", "2 2 2")])
    state_before = rng.state
    assert rng.forced_or("roll", draw=lambda: [rng.die()], parse=_three_dice) == [6, 6, 1]
    assert rng.state == state_before and rng.forced == [("roll", "2 2 2")]


@pytest.mark.parametrize("text, reason", [
    ("6 6", "forced roll '6 6': exactly 3 dice are rolled"),
    ("six 6 6", "forced roll 'six 6 6': invalid literal for int"),
])
def test_forced_or_names_kind_text_and_reason_when_the_outcome_cannot_happen(text, reason):
    rng = Rng(0, [("roll", text)])
    with pytest.raises(ChanceError) as error:
        rng.forced_or("roll", draw=lambda: [1, 2, 3], parse=_three_dice)
    assert str(error.value).startswith(reason)


def test_forced_or_passes_a_parsers_own_chance_error_through_unchanged():
    def refuse(text: str) -> None:
        raise ChanceError(f"forced first {text!r}: a seat number below 2")

    with pytest.raises(ChanceError, match=r"^forced first '7': a seat number below 2$"):
        Rng(0, [("first", "7")]).forced_or("first", draw=lambda: 0, parse=refuse)
