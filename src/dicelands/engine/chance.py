"""Seeded, copyable, serialisable randomness.

All randomness of a game comes from one `Rng` kept in its state; `rng_for_seed(seed)` makes it, and the seed decides
which generator it is (docs/architecture.md, Chance):

- a whole number: SplitMix64 (`Rng`), whose whole state is one 64-bit integer. Fast, but anyone who sees a few of
  its outputs can work out the rest: simulations, tests, scenarios and the terminal use it.
- 64 lowercase hexadecimal digits (a 256-bit key): the keyed generator (`KeyedRng`), output i being word i mod 8 of
  BLAKE2b keyed with the seed over the block number i // 8. Its state is the key and the counter i, so copies stay
  cheap; without the key its outputs cannot be told from random ones, so they do not give the key or the dice to
  come away (docs/server.md, Fair dice). Games a server runs use it.

`rng.state` changes on every draw with either generator (bots and the simulator read it as "chance happened").

Tests and scenarios force chance: `Rng.forced` is a queue of (kind, outcome text) pairs. When the game reaches
a chance event of that kind it takes the forced outcome (in the game's own notation) instead of sampling;
`Rng.forced_or(kind, draw, parse)` is that choice in one call.
"""
from __future__ import annotations

import hashlib
import re
import struct
from collections.abc import Callable, MutableSequence, Sequence
from typing import Any, Final, TypeVar

from .errors import ChanceError

T = TypeVar("T")
_TWO64: Final = 1 << 64  # Final: compiled, a constant rather than a look-up in the module's dict at every use
_MASK: Final = _TWO64 - 1
_LIMITS: Final[tuple[int, ...]] = tuple(_TWO64 - _TWO64 % n for n in range(1, 257))  # below(n)'s bound, n <= 256


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def _is_hex(text: str) -> bool:
    return all(char in "0123456789abcdefABCDEF" for char in text)


KEY_PATTERN = re.compile(r"[0-9a-f]{64}")  # a seed of the keyed generator: its 256-bit key, in lowercase hex
SEED_EXPECTED = "a whole number (the fast generator) or 64 lowercase hexadecimal digits (the keyed generator)"


def seed_error(seed: object) -> str | None:
    """Why `seed` is not a seed (None when it is one)."""
    if isinstance(seed, int) and not isinstance(seed, bool):
        return None
    if isinstance(seed, str) and KEY_PATTERN.fullmatch(seed):
        return None
    return f"bad seed {seed!r}: expected {SEED_EXPECTED}"


def rng_for_seed(seed: Any, forced: Sequence[tuple[str, str]] = ()) -> Rng:
    """The game's generator for this seed: SplitMix64 for a whole number, the keyed one for a 256-bit key (anything
    else, from a file or a caller, is a ChanceError: hence `Any`)."""
    error = seed_error(seed)
    if error is not None:
        raise ChanceError(error)
    if isinstance(seed, str):
        return KeyedRng(bytes.fromhex(seed), forced)
    return Rng(seed, forced)


class Rng:
    __slots__ = ("state", "forced")

    def __init__(self, seed: int = 0, forced: Sequence[tuple[str, str]] = (), *, state: int | None = None) -> None:
        """The generator seeded by `seed`, or (`state`) the one at that state."""
        self.state: int = _mix(seed & _MASK) if state is None else state
        self.forced: list[tuple[str, str]] = [(str(k), str(v)) for k, v in forced] if forced else []

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        return _mix(self.state)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = _LIMITS[n - 1] if n <= 256 else _TWO64 - _TWO64 % n  # the largest multiple of n up to 2**64
        while True:
            z = self.next64()
            if z < limit:
                return z % n

    def die(self, sides: int = 6) -> int:
        return self.below(sides) + 1

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        pool = list(items)
        for i in range(k):
            j = i + self.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]

    def take_forced(self, kind: str) -> str | None:
        """The forced outcome for this chance event, if the next forced one is of this kind."""
        if self.forced and self.forced[0][0] == kind:
            return self.forced.pop(0)[1]
        return None

    def forced_or(self, kind: str, draw: Callable[[], T], parse: Callable[[str], T]) -> T:
        """The outcome of a chance event of this kind: the forced one read by `parse`, else one made by `draw`.

        `parse` turns the forced text into the outcome and raises ValueError (or ChanceError) when it cannot happen
        now; a ValueError becomes `ChanceError("forced KIND 'TEXT': REASON")`, so parsers only say the reason.
        """
        forced = self.take_forced(kind)
        if forced is None:
            return draw()
        try:
            return parse(forced)
        except ValueError as exc:
            raise ChanceError(f"forced {kind} {forced!r}: {exc}") from None

    def shuffled(self, kind: str, items: list, what: str, top_last: bool = False) -> list:
        """`items` shuffled in place, or put in the order a forced outcome of `kind` names (see `forced_items`: the
        whole deck, its top card first). `top_last`: the caller draws from the list's end, so the forced order is
        stored reversed. `what` names the deck in errors ("the development deck")."""
        def forced(text: str) -> list:
            order = forced_items(text, items, what)
            items[:] = order[::-1] if top_last else order
            return items

        def draw() -> list:
            self.shuffle(items)
            return items

        return self.forced_or(kind, draw, forced)

    def copy(self) -> Rng:
        other = Rng(state=self.state)
        if self.forced:
            other.forced = list(self.forced)
        return other

    def to_json(self) -> dict:
        return {"state": f"{self.state:016x}", "forced": [list(f) for f in self.forced]}

    @classmethod
    def from_json(cls, data: dict) -> Rng:
        """`{"state": 16 hex digits, "forced": [[kind, outcome], ...]}` (forced optional): SplitMix64 at that state;
        with `"key": 64 hex digits` the keyed generator, `state` being its counter. ChanceError otherwise."""
        if not isinstance(data, dict) or not set(data) <= {"state", "key", "forced"} or "state" not in data:
            raise ChanceError(f"bad rng state {data!r}: expected {{\"state\": HEX, \"forced\": [[kind, outcome]]}}"
                              f" (and \"key\": 64 hex digits for the keyed generator)")
        state, forced = data["state"], data.get("forced", [])
        if not (isinstance(state, str) and 0 < len(state) <= 16 and _is_hex(state)):
            raise ChanceError(f"bad rng state {state!r}: expected up to 16 hexadecimal digits")
        if not (isinstance(forced, list) and all(isinstance(f, list) and len(f) == 2
                                                 and all(isinstance(x, str) for x in f) for f in forced)):
            raise ChanceError(f"bad rng forced outcomes {forced!r}: expected a list of [kind, outcome] texts")
        forced = [(kind, text) for kind, text in forced]
        if "key" in data:
            key = data["key"]
            if not (isinstance(key, str) and KEY_PATTERN.fullmatch(key)):
                raise ChanceError(f"bad rng key {key!r}: expected 64 lowercase hexadecimal digits")
            return KeyedRng(bytes.fromhex(key), forced, int(state, 16))
        return Rng(forced=forced, state=int(state, 16))

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and (self.state, self.forced) == (other.state, other.forced)


_WORDS_PER_BLOCK = 8  # one 64-byte BLAKE2b digest gives eight 64-bit outputs
_PERSON = b"dicelands-dice"  # BLAKE2b personalisation: these hashes are used for nothing else


class KeyedRng(Rng):
    """A keyed counter-based generator: output i is word i mod 8 of BLAKE2b(key, block number i // 8).

    `state` is the counter i (the number of outputs drawn), so it changes on every draw as with SplitMix64. The
    keyed hash object and the block last hashed are derived data: copies share them (neither is ever changed).
    """
    __slots__ = ("key", "_mac", "_block", "_words")

    def __init__(self, key: bytes, forced: Sequence[tuple[str, str]] = (), counter: int = 0, mac: Any = None):
        if len(key) != 32:
            raise ChanceError(f"bad rng key: expected 32 bytes, got {len(key)}")
        self.key = key
        self.state = counter
        self.forced = [(str(k), str(v)) for k, v in forced]
        self._mac = mac if mac is not None else hashlib.blake2b(key=key, digest_size=64, person=_PERSON)
        self._block = -1
        self._words: tuple[int, ...] = ()

    def next64(self) -> int:
        counter = self.state
        self.state = counter + 1
        block, word = divmod(counter, _WORDS_PER_BLOCK)
        if block != self._block:
            mac = self._mac.copy()
            mac.update(block.to_bytes(8, "little"))
            self._block, self._words = block, struct.unpack("<8Q", mac.digest())
        return self._words[word]

    def copy(self) -> KeyedRng:
        other = KeyedRng(self.key, (), self.state, self._mac)  # the hash object is shared: it is never updated
        other.forced = list(self.forced)
        other._block, other._words = self._block, self._words
        return other

    def __reduce__(self):  # the hash object cannot be pickled; the key and counter rebuild it (history checkpoints)
        return KeyedRng, (self.key, self.forced, self.state)

    def to_json(self) -> dict:
        return {"state": f"{self.state:016x}", "key": self.key.hex(), "forced": [list(f) for f in self.forced]}

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and (self.key, self.state, self.forced) == (other.key, other.state,
                                                                                      other.forced)


def forced_items(text: str, items: Sequence[T], what: str, count: int | None = None) -> list[T]:
    """The items a forced outcome names, in its order: `text` lists them by name (their `str`), separated by spaces,
    `name*N` for N of a kind in a row. Without `count` it is a whole deck's order and names every item of `items`
    exactly as often as it is there; with `count` it names `count` of them (the cards one draw takes). Raises
    ValueError with the reason (an unknown name, a name given too often, a card left out, the wrong number), which
    `Rng.forced_or` turns into a ChanceError."""
    names = forced_names(text)
    pool: dict[str, list[T]] = {}
    for item in items:
        pool.setdefault(str(item), []).append(item)
    held = {name: len(copies) for name, copies in pool.items()}
    wanted = len(items) if count is None else count
    chosen = []
    for name in names:
        if name not in pool:
            shown = " ".join(f"{n}*{h}" if h > 1 else n for n, h in held.items())
            raise ValueError(f"{name!r} is not in {what} ({shown or 'empty'})")
        if not pool[name]:
            there = "is 1" if held[name] == 1 else f"are {held[name]}"
            raise ValueError(f"{name!r} is named {names.count(name)} times, there {there} in {what}")
        chosen.append(pool[name].pop())
    if len(chosen) != wanted:
        left = [name for name, copies in pool.items() for _ in copies]
        if count is None:
            raise ValueError(f"{len(chosen)} named, {what} holds {wanted}: missing {' '.join(left)}")
        raise ValueError(f"name {wanted} of {what}, not {len(chosen)}")
    return chosen


def forced_names(text: str) -> list[str]:
    """The names of a forced outcome that lists items: separated by spaces, `name*N` for N of them in a row."""
    names = []
    for word in text.split():
        name, _, times = word.rpartition("*") if "*" in word else (word, "", "1")
        if not (name and times.isdigit() and int(times) > 0):
            raise ValueError(f"{word!r}: write a name, or name*N for N of them in a row")
        names += [name] * int(times)
    return names
