"""What a process forked from this one must not inherit.

``kb serve`` warms the app up (opening the database, maybe starting a writer thread) before
gunicorn forks its workers, and a child must not use what the parent opened: SQLite forbids
using a connection across a fork, a thread does not survive one, and a lock may have been held
at that instant.
"""

from __future__ import annotations

import inspect
import os
import weakref
from collections.abc import Callable


def in_forked_children(forget: Callable[[], None]) -> None:
    """Call ``forget`` first thing in each process forked from this one. A bound method is held
    weakly, and called while its object lives: the apps the tests make and drop are not kept alive."""
    if not inspect.ismethod(forget):
        os.register_at_fork(after_in_child=forget)
        return
    reference = weakref.WeakMethod(forget)

    def call() -> None:
        bound = reference()
        if bound is not None:
            bound()

    os.register_at_fork(after_in_child=call)
