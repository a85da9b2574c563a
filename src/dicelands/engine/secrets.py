"""Which words name something secret to a reader, and notation written for a reader.

An item of a hidden zone is spelled in texts by its id and by the words its zone declares (`HiddenZone.spell`: a
plan's name); a number spells nothing (numbers are everywhere in a log). For one position and one reader:

- hidden: the spellings of the items in zones the reader cannot see (another seat's hand, a face-down stack, a GROUP
  list without the reader), counted;
- open: the spellings of the items in zones the reader sees, and every text of the public part of the position (the
  spectator's view without its `unseen` lists), spelled as the zones spell their items;
- secret: hidden, and neither open nor known to the reader otherwise (`Knowledge`: open to it at an earlier position,
  or shown when an item left the hidden zones during a move, as a card played goes out of a hand), nor a word of such
  a spelling.

Only spellings that name one item are checked: a spelling several items share (Catan's resource and development
card kinds, Land Ho!'s terrains) is the word rules texts use for the kind, and names no particular card. Nor is a
spelling the reader legitimately reads elsewhere (a name that is a word of another, open name). The `unseen` lists of
a view (public by design: they name what the reader cannot see, not where it is) are no part of what a reader is
told. What is left is the spelling of a single item whose place only other seats (or nobody) know: "q17" or "Eight
locations" while it is another seat's secret plan, "e137" in another seat's Enclosure hand, "manor.2" in the deck.
"""
from __future__ import annotations

import functools
import re
from collections import Counter
from typing import Any, Iterable

from .hidden import HiddenZone, _copy_json, hide

HIDDEN_WORD = "(hidden)"  # what replaces a word of notation that names something secret to the reader


def spellings(zone: HiddenZone, item: Any) -> tuple[str, ...]:
    """How a text may name one item of `zone`, in lower case (texts are searched case aside): its id, and the
    words the zone declares for it."""
    if not isinstance(item, str) or not item:
        return ()
    return tuple(word.lower() for word in ((item, *zone.spell(item)) if zone.spell is not None else (item,)))


class Sight:
    """One position as its readers see it: per reader the spellings hidden from it (counted) and open to it."""

    def __init__(self, position: dict, zones: tuple[HiddenZone, ...]):
        self.position, self.zones = position, zones
        self.lists = [(zone, owner, [word for item in parent[key] for word in spellings(zone, item)])
                      for zone in zones for owner, parent, key in zone.locations(position)]
        self.copies = Counter(word for _, _, words in self.lists for word in words)
        self._public: Words | None = None
        self._hidden: dict = {}
        self._seen: dict = {}

    def hidden(self, reader: int | None) -> Counter:
        if reader not in self._hidden:
            self._hidden[reader] = Counter(word for zone, owner, words in self.lists if not zone.visible(owner, reader)
                                           for word in words)
        return self._hidden[reader]

    def distinct(self, reader: int | None) -> set:
        """The hidden spellings that name one item only: a spelling several items share (Catan's "knight", its
        "brick") says nothing about where one of them is, and is also the word rules texts use for the kind."""
        return {word for word in self.hidden(reader) if self.copies[word] == 1}

    def seen(self, reader: int | None) -> Words:
        """The spellings of the items in the zones the reader sees."""
        if reader not in self._seen:
            self._seen[reader] = Words(word for zone, owner, words in self.lists if zone.visible(owner, reader)
                                       for word in words)
        return self._seen[reader]

    def public(self) -> Words:
        """The spellings of every text in the public part of the position (what a spectator's view shows)."""
        if self._public is None:
            shown = {key: value for key, value in self.position.items() if key != "rng"}
            texts = set(_texts(hide(_copy_json(shown), self.zones, None, unseen=False)))
            spellers = {id(zone.spell): zone for zone in self.zones if zone.spell is not None}.values()
            self._public = Words({text.lower() for text in texts} | {word for zone in spellers for text in texts
                                                                     for word in spellings(zone, text)})
        return self._public

    def open(self, reader: int | None) -> tuple[Words, Words]:
        """What the reader legitimately reads in this position: the public part and its own zones."""
        return self.public(), self.seen(reader)


class Words:
    """Spellings a reader legitimately reads, grown as it learns more; `within(words)` says which of `words` are one
    of them or a word of one ("eight locations" is a word of the plan name "eight locations (second copy)")."""

    def __init__(self, words: Iterable[str] = ()):
        self.words: set = set()
        self.tokens: set = set()  # the words of those spellings
        self.parts: list[str] = []
        self._text: str | None = None
        self.add(words)

    def add(self, words: Iterable[str]) -> None:
        new = set(words) - self.words
        if new:
            self.words |= new
            joined = "\n".join(new)
            self.tokens |= set(_TOKEN.findall(joined))
            self.parts.append(joined)
            self._text = None

    def within(self, words: set) -> set:
        found = words & self.words | words & self.tokens
        several = {word for word in words - found if not _one_word(word)}  # a name of several words
        if several:
            if self._text is None:
                self._text = "\n".join(self.parts)
            found |= {word for word in several if word in self._text and re.search(_word(word), self._text)}
        return found


class Knowledge:
    """What each reader has come to know in one game: the spellings open to it at the positions it was shown, and
    those of items that left the hidden zones during a move (a card played, a secret plan claimed)."""

    def __init__(self, readers: Iterable[int | None]):
        self.known: dict[int | None, Words] = {reader: Words() for reader in readers}

    def see(self, sight: Sight) -> None:
        for reader, known in self.known.items():
            for words in sight.open(reader):
                known.add(words.words)

    def move(self, before: Sight, after: Sight) -> None:
        for reader, known in self.known.items():
            known.add(shown_by_move(before, after, reader))

    def secrets(self, sight: Sight, reader: int | None) -> set:
        return unknown(sight.distinct(reader), (self.known[reader], *sight.open(reader)))


def shown_by_move(before: Sight, after: Sight, reader: int | None) -> set:
    """Spellings of items that came out of the reader's hidden zones in a move (fewer are hidden after it)."""
    was, now = before.hidden(reader), after.hidden(reader)
    return {word for word, count in was.items() if now[word] < count}


def move_secrets(before: Sight, after: Sight, reader: int | None) -> set:
    """What is secret to `reader` after a move, knowing only the two positions around it (a record's log line
    is written without the game's whole past: naming less than the reader knows is the safe side)."""
    return unknown(after.distinct(reader) - shown_by_move(before, after, reader),
                   (*after.open(reader), *before.open(reader)))


def unknown(words: set, known: Iterable[Words]) -> set:
    """Those of `words` that none of `known` holds nor has as a word of a spelling."""
    for legit in known:
        if not words:
            break
        words = words - legit.within(words)
    return words


def named(text: str, secrets: Iterable[str]) -> list[str]:
    """The secret spellings (lower case) `text` contains as whole words, case aside; longest first."""
    return sorted(Text(text).find(set(secrets)), key=lambda word: (-len(word), word))


class Text:
    """A text searched for whole words (spellings in lower case): its words are read once."""

    def __init__(self, text: str):
        self.text, self.lowered = text, text.lower()
        self._tokens: set | None = None

    def find(self, words: set) -> set:
        """Those of `words` that are whole words of the text: an id or a one-word name is one of its words."""
        if self._tokens is None:
            self._tokens = set(_TOKEN.findall(self.lowered))
        found = words & self._tokens
        return found | {word for word in words - found if not _one_word(word) and word in self.lowered
                        and re.search(_word(word), self.lowered) is not None}


def redacted(text: str, secrets: Iterable[str]) -> str:
    """`text` with each whole word that names a secret replaced by HIDDEN_WORD."""
    for word in named(text, secrets):
        text = re.sub(_word(word), HIDDEN_WORD, text, flags=re.IGNORECASE)
    return text


_TOKEN = re.compile(r"[\w-]+(?:\.\w[\w-]*)*")  # a word of a text: "q17", "market-place", "manor.2" (not "q1.")


@functools.lru_cache(maxsize=8192)
def _one_word(spelling: str) -> bool:
    return _TOKEN.fullmatch(spelling) is not None


def _word(spelling: str) -> str:
    """A spelling as a whole word: not inside a longer id ("q1" in "q17", "manor" in "manor.2" or "old-manor")."""
    return rf"(?<![\w-])(?<!\w\.){re.escape(spelling)}(?![\w-]|\.\w)"


def _texts(node: Any) -> Iterable[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            yield str(key)
            yield from _texts(value)
    elif isinstance(node, list):
        for value in node:
            yield from _texts(value)
    elif isinstance(node, str):
        yield node

