"""Read an Elder Sign situation (decoded data, with its text for the lines): the schema, the names,
then a trial replay, so that a situation that reads replays to the end."""

from __future__ import annotations

from typing import Any

from .format import ScriptError, Situation, build, script_error
from .replay import trial


def situation_from_data(data: Any, *, text: str | None = None) -> Situation:
    """Validate ``data`` and build the :class:`Situation`; raise ``SituationError`` naming the place."""
    situation = build(data, text=text)
    try:
        trial(situation)
    except ScriptError as error:
        raise script_error(error, situation) from None
    return situation
