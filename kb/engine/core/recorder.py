"""The trace being recorded while a replay runs: its steps, what it could not settle, and — when
asked for — the game state each step shows.

Every step goes through :meth:`Recorder.emit`, which cites its rules (``rules.cite`` refuses a key
the rule table does not know) and stops the replay at its step bound: abilities that trigger each
other forever must not run forever.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..situation.vocabulary import StepKind
from .errors import StepBoundReached
from .rules import cite
from .silence import default_choice, is_default_choice
from .trace import Step, Unresolved


class Recorder:
    """Records the steps of one replay; the :class:`Engine` is one."""

    def __init__(self, snapshot: Callable[[], dict[str, Any]], *, step_bound: int, step_states: bool) -> None:
        self.steps: list[Step] = []
        self.unresolved: list[Unresolved] = []
        self.step_bound = step_bound
        self._snapshot = snapshot
        #: with ``step_states``: step n -> the state snapshot just before it is recorded, and as it is
        self._before: dict[int, dict] | None = {} if step_states else None
        self._at: dict[int, dict] = {}

    def emit(self, kind: StepKind, depth: int, text: str, rules: tuple[str, ...] | list[str],
             *, card: str | None = None, event: str | None = None) -> None:
        """Append a step; stop the replay when the step bound is reached."""
        if len(self.steps) >= self.step_bound:
            raise StepBoundReached(f"the replay reached its bound of {self.step_bound} steps")
        n = len(self.steps) + 1
        if self._before is not None:
            self._before[n] = self._snapshot()
        self.steps.append(Step(n, depth, kind, text, cite(*rules), card, event))
        if self._before is not None:
            self._at[n] = self._snapshot()
        if is_default_choice(kind, text):
            default_choice(self, n, text)

    def report(self, text: str, *rules: str) -> None:
        """Record something the replay could not settle."""
        self.unresolved.append(Unresolved(len(self.steps), text, cite(*rules)))

    def shown_states(self, final: dict) -> tuple[dict, ...]:
        """The state each step shows. A ``state`` step is recorded after the change it reports
        ("2 → 3"); every other kind announces what it then causes. So step n shows the state just
        before step n + 1 is recorded (the final state for the last step), unless step n + 1 is a
        ``state`` step, which shows its own change: step n then shows the state as it was recorded."""
        if self._before is None:
            return ()
        states = []
        for step in self.steps:
            following = step.n + 1
            if following > len(self.steps):
                states.append(final)
            elif self.steps[following - 1].kind is StepKind.STATE or following not in self._before:
                states.append(self._at.get(step.n, final))
            else:
                states.append(self._before[following])
        return tuple(states)
