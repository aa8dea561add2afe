"""The timing core's exceptions: a play the rules forbid, and the two ways a replay ends early.

``IllegalPlay`` is raised inside the engine when the rules forbid what a situation asks for (a cost
that cannot be paid, an action out of turn); the engine catches it and records the refusal in the
trace, worded like the rule, so a well-formed situation never raises. ``StepBoundReached`` and
``ScenarioEnded`` unwind a replay that must stop; :meth:`Engine.run` catches both.
"""

from __future__ import annotations


class IllegalPlay(ValueError):
    """The rules forbid a play or an action; the message is worded like the rule that forbids it."""

    def __init__(self, message: str, *rules: str) -> None:
        self.rules = rules
        super().__init__(message)


class StepBoundReached(Exception):
    """Raised inside a replay when it must stop; caught by :meth:`Engine.run`."""


class ScenarioEnded(Exception):
    """Raised inside a replay when the scenario ends (Elimination step 6, a resolution point)."""


class LoopDetected(StepBoundReached):
    """Raised when a chain of abilities repeats without end (``loops.py``); caught by :meth:`Engine.run`."""
