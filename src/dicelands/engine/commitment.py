"""Fair dice: a server commits to a game's seed before play by publishing its hash, and reveals the seed at the end.

The seed a server draws has 63 random bits, so the hash cannot be inverted by trying seeds; anyone holding the
record checks `seed_commitment(record seed) == the commitment shown before play` (`dicelands replay --verify`).
"""
from __future__ import annotations

import hashlib
import secrets

SEED_BITS = 63


def new_seed() -> int:
    return secrets.randbits(SEED_BITS)


def seed_commitment(seed: int) -> str:
    return "sha256:" + hashlib.sha256(f"dicelands-seed:{seed}".encode()).hexdigest()
