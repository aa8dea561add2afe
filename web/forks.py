"""What a process forked from this one must not inherit.

``kb serve`` warms the app up (opening the database, maybe starting a writer thread) before
gunicorn forks its workers, and a child must not use what the parent opened: SQLite forbids
using a connection across a fork, a thread does not survive one, and a lock may have been held
at that instant.
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Callable


def in_forked_children(method: Callable[[], None]) -> None:
    """Call the bound ``method`` first thing in each process forked from this one, while its object
    lives (held weakly: the apps the tests make and drop are not kept alive by this)."""
    reference = weakref.WeakMethod(method)  # type: ignore[arg-type]

    def call() -> None:
        bound = reference()
        if bound is not None:
            bound()

    os.register_at_fork(after_in_child=call)
