"""The time a replay may take, the same on the command line as on the web.

The web runs each replay in a worker process it kills after ``REPLAY_SECONDS`` (``web.replay.workers``);
``kb replay`` bounds itself the same way (``--timeout``, ``$KB_REPLAY_TIMEOUT``): a timer
(``SIGALRM``) interrupts whatever runs, Python code or a regular expression alike (the ``re``
module checks for signals while it matches), and the command says so in one line. Every reader is
linear by construction and the engine counts its steps (``STEP_BOUND``), so the bound is a second
line of defence, not the first.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
from collections.abc import Iterator

#: Seconds one replay may take, by default.
REPLAY_SECONDS = 5.0


class ReplayTimedOut(BaseException):
    """A replay ran past its time bound. A ``BaseException``, so that no ``except Exception`` inside
    the engine (which turns a bug into a message) can swallow it."""


def replay_seconds(given: float | None = None) -> float:
    """The bound in force: ``given``, else ``$KB_REPLAY_TIMEOUT``, else ``REPLAY_SECONDS`` (0: none)."""
    if given is not None:
        return given
    try:
        return float(os.environ.get("KB_REPLAY_TIMEOUT", REPLAY_SECONDS))
    except ValueError:
        return REPLAY_SECONDS


@contextlib.contextmanager
def time_bound(seconds: float) -> Iterator[None]:
    """Raise :class:`ReplayTimedOut` in this thread once ``seconds`` have passed (0: no bound; no bound
    either outside the main thread, where no signal can be delivered)."""
    if seconds <= 0 or threading.current_thread() is not threading.main_thread() or not hasattr(signal, "SIGALRM"):
        yield
        return

    def expire(signum: int, frame: object) -> None:
        raise ReplayTimedOut(seconds)

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
