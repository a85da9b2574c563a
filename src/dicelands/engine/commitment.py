"""Fair dice: a server commits to a game's seed before play by publishing its hash, and reveals the seed at the end.

The seed a server draws is 256 random bits from the operating system, written as 64 hexadecimal digits: it is the
key of the keyed generator (engine/chance.py), so nothing a seat sees during play gives it away, and the hash cannot
be inverted by trying seeds. Anyone holding the record checks `seed_commitment(record seed) == the commitment shown
before play` (`dicelands replay --verify`). The commitment hashes the seed as written, a whole number or a key.
"""
from __future__ import annotations

import hashlib
import secrets

SEED_BITS = 256


def new_seed() -> str:
    return secrets.token_hex(SEED_BITS // 8)


def seed_commitment(seed: int | str) -> str:
    return "sha256:" + hashlib.sha256(f"dicelands-seed:{seed}".encode()).hexdigest()
