"""A hang is a failure: `with at_most(20):` raises if the block takes longer (SIGALRM; main thread, POSIX)."""
import contextlib
import signal


class Hang(AssertionError):
    pass


@contextlib.contextmanager
def at_most(seconds: int):
    def expire(signum, frame):
        raise Hang(f"took longer than {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
