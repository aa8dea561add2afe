"""The engine's errors: small named ``ValueError`` subclasses whose messages read like the rule.

``SituationError`` is for a situation that cannot be read: its message names the place (a field
path such as ``cards[1].abilities[0].trigger.event``, and the YAML line where known) and suggests
the word the author probably meant. ``IllegalPlay`` is raised inside the engine when the rules
forbid what a situation asks for (a cost that cannot be paid, an action out of turn); the engine
catches it and records the refusal in the trace, so a well-formed situation never raises.
"""

from __future__ import annotations


class SituationError(ValueError):
    """A situation file is malformed: the message names the place and what is wrong."""

    def __init__(self, message: str, *, path: str = "", line: int | None = None) -> None:
        self.path = path
        self.line = line
        self.detail = message
        text = f"{path}: {message}" if path else message
        if line is not None:
            text = f"{text} (line {line})"
        super().__init__(text)


class IllegalPlay(ValueError):
    """The rules forbid a play or an action; the message is worded like the rule that forbids it."""

    def __init__(self, message: str, *rules: str) -> None:
        self.rules = rules
        super().__init__(message)
