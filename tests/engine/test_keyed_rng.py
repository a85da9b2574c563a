"""The keyed generator (engine/chance.py, docs/architecture.md Chance): a 64-hex-digit seed is a 256-bit key, output
i is word i mod 8 of BLAKE2b(key, block i // 8); a whole-number seed stays SplitMix64, so old records, positions and
scenarios are unchanged. Every game plays and replays with a key as its seed, and no view carries the generator."""
from __future__ import annotations

import hashlib
import json
import pickle
import random
import struct

import pytest

from dicelands.engine import ChanceError, Match, RecordError, Rng, available_games, get_game
from dicelands.engine.chance import KeyedRng, rng_for_seed
from dicelands.engine.commitment import SEED_BITS, new_seed, seed_commitment

KEY = "0123456789abcdef" * 4


def test_a_key_seed_gives_the_keyed_generator_and_a_whole_number_splitmix64():
    assert type(rng_for_seed(KEY)) is KeyedRng and type(rng_for_seed(7)) is Rng
    assert rng_for_seed(7).next64() == 0x863B891F4C0ABD4F  # whole numbers: SplitMix64's first output, as before


def test_outputs_are_words_of_blake2b_keyed_with_the_seed_over_the_block_number():
    def block(number: int) -> tuple[int, ...]:
        digest = hashlib.blake2b(number.to_bytes(8, "little"), key=bytes.fromhex(KEY), digest_size=64,
                                 person=b"dicelands-dice").digest()
        return struct.unpack("<8Q", digest)

    rng = rng_for_seed(KEY)
    assert [rng.next64() for _ in range(20)] == list(block(0) + block(1) + block(2)[:4])


def test_same_key_same_dice_and_different_keys_differ():
    a, b = rng_for_seed(KEY), rng_for_seed(KEY)
    assert [a.die() for _ in range(50)] == [b.die() for _ in range(50)]
    other = rng_for_seed(KEY[:-1] + "0")
    assert [rng_for_seed(KEY).next64() for _ in range(3)] != [other.next64() for _ in range(3)]


def test_the_state_is_a_counter_that_changes_on_every_draw():
    rng = rng_for_seed(KEY)
    seen = [rng.state]
    for _ in range(12):
        rng.below(6)
        seen.append(rng.state)
    assert len(set(seen)) == len(seen)


def test_copies_are_independent_and_continue_the_same_sequence():
    rng = rng_for_seed(KEY)
    rng.next64()
    twin = rng.copy()
    assert twin == rng
    drawn = [rng.next64() for _ in range(10)]
    assert twin.state == 1 and twin != rng
    assert [twin.next64() for _ in range(10)] == drawn and twin == rng


def test_the_die_is_roughly_uniform():
    rng = rng_for_seed(KEY)
    counts = [0] * 6
    for _ in range(60_000):
        counts[rng.die() - 1] += 1
    assert all(abs(n - 10_000) < 500 for n in counts)


def test_json_and_pickle_round_trips_continue_exactly():
    rng = rng_for_seed(KEY, [("roll", "6")])
    for _ in range(5):
        rng.next64()
    data = rng.to_json()
    assert data == {"state": "0000000000000005", "key": KEY, "forced": [["roll", "6"]]}
    ahead = rng.copy()
    expected = [ahead.next64() for _ in range(9)]
    for again in (Rng.from_json(json.loads(json.dumps(data))), pickle.loads(pickle.dumps(rng))):
        assert again == rng and type(again) is KeyedRng
        assert [again.next64() for _ in range(9)] == expected


def test_an_old_position_generator_still_loads_as_splitmix64():
    old = {"state": "00000000000000ff", "forced": [["roll", "3"]]}
    rng = Rng.from_json(old)
    assert type(rng) is Rng and rng.to_json() == old


def test_forced_outcomes_are_taken_without_drawing():
    rng = rng_for_seed(KEY, [("roll", "6 6 1")])
    assert rng.forced_or("roll", draw=lambda: [rng.die()], parse=lambda text: text.split()) == ["6", "6", "1"]
    assert rng.state == 0 and rng.forced == []
    rng.forced_or("roll", draw=lambda: [rng.die()], parse=lambda text: text.split())
    assert rng.state == 1


@pytest.mark.parametrize("seed", [
    "0123",  # too short
    KEY.upper(),  # upper case: the commitment hashes the text, so one key has one spelling
    KEY + "0",  # too long
    "g" * 64,
    1.5,
    None,
    True,
])
def test_a_bad_seed_is_refused_naming_what_is_expected(seed):
    with pytest.raises(ChanceError, match="expected a whole number .* or 64 lowercase hexadecimal digits"):
        rng_for_seed(seed)


@pytest.mark.parametrize("data, message", [
    ({"state": "00", "key": "abc"}, "bad rng key 'abc': expected 64 lowercase hexadecimal digits"),
    ({"state": "00", "key": 5}, "bad rng key 5: expected 64 lowercase hexadecimal digits"),
    ({"state": "xyz", "key": KEY}, "bad rng state 'xyz': expected up to 16 hexadecimal digits"),
    ({"key": KEY}, "bad rng state"),
    ({"state": "00", "key": KEY, "counter": 3}, "bad rng state"),
])
def test_a_bad_rng_in_a_position_is_refused_with_one_clear_line(data, message):
    with pytest.raises(ChanceError, match="^" + message.replace("(", r"\(")) as error:
        Rng.from_json(data)
    assert "\n" not in str(error.value)


def test_a_record_with_a_bad_seed_is_refused_naming_the_field():
    with pytest.raises(RecordError, match=r"^record: seed: bad seed 'ABC': expected a whole number"):
        Match.from_record({"game": "dice-colony", "seed": "ABC", "seats": ["a", "b"], "options": {"players": 2}})


def test_a_server_seed_is_256_bits_and_commits_in_either_form():
    seeds = {new_seed() for _ in range(20)}
    assert len(seeds) == 20 and SEED_BITS == 256
    assert all(type(rng_for_seed(seed)) is KeyedRng for seed in seeds)
    assert seed_commitment(KEY) != seed_commitment(7) and seed_commitment(KEY).startswith("sha256:")


def _random_game(game_id: str, seed, chooser_seed: int = 1) -> Match:
    match = Match.new(game_id, {}, seed)
    chooser = random.Random(chooser_seed)
    while not match.is_over():
        seat = match.to_move()[0]
        match.apply(seat, chooser.choice(match.legal_actions(seat)))
    return match


@pytest.mark.parametrize("game_id", available_games())
def test_every_game_plays_with_a_key_and_replays_and_verifies_from_its_record(game_id):
    match = _random_game(game_id, KEY)
    record = json.loads(json.dumps({**match.to_record(), "seed_commitment": seed_commitment(KEY)}))
    assert record["seed"] == KEY
    again = Match.from_record(record, verify=True)
    assert again.actions == match.actions and again.result().to_json() == match.result().to_json()
    assert type(again.state.rng) is KeyedRng and again.state.rng == match.state.rng
    with pytest.raises(RecordError, match="does not hash to the commitment"):
        Match.from_record({**record, "seed": KEY[:-1] + "1"}, verify=True)


@pytest.mark.parametrize("game_id", available_games())
def test_every_game_keeps_the_keyed_generator_in_its_positions_and_never_in_a_view(game_id):
    game = get_game(game_id)
    match = Match.new(game_id, {}, KEY)
    chooser = random.Random(2)
    for _ in range(40):
        if match.is_over():
            break
        seat = match.to_move()[0]
        match.apply(seat, chooser.choice(match.legal_actions(seat)))
        position = json.loads(json.dumps(game.to_position(match.state)))
        assert position["rng"]["key"] == KEY
        loaded = game.from_position(position)
        assert loaded.rng == match.state.rng
        for reader in (None, *range(game.num_seats(match.options))):
            shown = json.dumps(game.view(match.state, reader))
            assert KEY not in shown and '"rng"' not in shown, (reader, shown[:200])
