"""The error for a situation that cannot be read, and the "did you mean" its messages suggest.

``SituationError`` is a ``ValueError`` whose message names the place (a field path such as
``cards[1].abilities[0].trigger.event``, and the YAML line where known) and suggests the word the
author probably meant. A well-formed situation never raises once it is built: what the rules forbid
during a replay is an ``IllegalPlay`` of the timing core, recorded in the trace.
"""

from __future__ import annotations

from collections.abc import Iterable

from rapidfuzz import fuzz, process


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


def suggest(word: str, choices: Iterable[str]) -> str:
    """'; did you mean 'x'?' for the closest choice, or '' when nothing is close."""
    options = list(dict.fromkeys(choices))
    if not options or not isinstance(word, str):
        return ""
    found = process.extractOne(word, options, scorer=fuzz.ratio, score_cutoff=60)
    return f"; did you mean '{found[0]}'?" if found else ""
