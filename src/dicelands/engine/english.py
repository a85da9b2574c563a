"""Small helpers for log lines in good English, shared by every game: "an ore", "1 VP token" / "2 VP tokens"."""
from __future__ import annotations


def article(word: str) -> str:
    """"a" or "an" for the word that follows (by its first letter: the game words we write have no silent h)."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def with_article(word: str) -> str:
    """The word with its indefinite article: "an ore", "a brick", "an ores group"."""
    return f"{article(word)} {word}"


def counted(count: int, singular: str, plural: str | None = None) -> str:
    """"1 VP token", "2 VP tokens" (the plural by adding s unless given)."""
    return f"{count} {singular if count == 1 else plural or singular + 's'}"
