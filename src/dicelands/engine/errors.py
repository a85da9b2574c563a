"""Every error a user can provoke. Each names what was wrong and why, in one line."""

from mypy_extensions import mypyc_attr


@mypyc_attr(allow_interpreted_subclasses=True)  # games and tests subclass it in plain Python
class DicelandsError(Exception):
    """Base of every error the engine raises on bad input; surfaces print str(error) and exit non-zero."""


class UnknownGameError(DicelandsError):
    pass


class OptionError(DicelandsError):
    pass


class NotationError(DicelandsError):
    """Text that is not an action of this game at all (syntax)."""


class IllegalActionError(DicelandsError):
    """A well-formed action that the rules forbid now. The state is left unchanged."""

    def __init__(self, action: str, seat: int | None, reason: str):
        self.action, self.seat, self.reason = action, seat, reason
        who = "" if seat is None else f" for seat {seat}"
        super().__init__(f"illegal action {quoted(action)}{who}: {clipped(reason)}")


class PositionError(DicelandsError):
    """A position (saved state) that is malformed or breaks the rules."""


class RecordError(DicelandsError):
    """A game record that is malformed, or that does not replay as it says."""


class ChanceError(DicelandsError):
    """A forced chance outcome that cannot happen in this state."""


ECHO_LIMIT = 80  # characters of a user's input an error message repeats


def clipped(text: str, limit: int = 4 * ECHO_LIMIT) -> str:
    """A message part that may repeat input (a game's reason naming the word it could not read), cut the same way."""
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text):,} characters)"


def quoted(value, limit: int = ECHO_LIMIT) -> str:
    """`repr(value)` for an error message, cut to `limit` characters with an ellipsis and the full length, so a
    64 KB action or a 1.9 MB file name is not echoed whole: 'aaaa…' (65,536 characters)."""
    text = value if isinstance(value, str) else repr(value)
    if len(text) <= limit:
        return repr(value)
    return f"{text[:limit]!r}… ({len(text):,} characters)"


def quoted_path(name, limit: int = ECHO_LIMIT) -> str:
    """A file name for an error message: a long one keeps its start and its end (the file's own name), cut between
    them: '/tmp/pytest-of-root/…/scenario.yaml' (212 characters)."""
    text = str(name)
    if len(text) <= limit:
        return repr(text)
    half = limit // 2
    return f"{text[:half] + '…' + text[-half:]!r} ({len(text):,} characters)"
