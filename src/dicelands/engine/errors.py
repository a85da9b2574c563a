"""Every error a user can provoke. Each names what was wrong and why, in one line."""


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
        super().__init__(f"illegal action {action!r}{who}: {reason}")


class PositionError(DicelandsError):
    """A position (saved state) that is malformed or breaks the rules."""


class RecordError(DicelandsError):
    """A game record that is malformed, or that does not replay as it says."""


class ChanceError(DicelandsError):
    """A forced chance outcome that cannot happen in this state."""
