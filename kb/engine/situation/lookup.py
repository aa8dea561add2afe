"""A card catalogue's lookup as a situation's reader uses it: a failure is the situation's error.

Whoever replays hands the engine a lookup (``kb replay`` the user's catalogue, the web's worker the
one it keeps open); a catalogue may fail while it is read (a record damaged inside its stored
JSON, a file replaced under it), and that must be one clear line naming the catalogue, never an
internal error nor a traceback.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .errors import SituationError


def guarded_catalogue(lookup: Callable[[str], Any]) -> Callable[[str], Any]:
    """``lookup`` with any failure as a :class:`SituationError` ("the card catalogue cannot be read: …")."""
    def read(key: str) -> Any:
        try:
            return lookup(key)
        except Exception as error:  # noqa: BLE001 - a broken catalogue is a clear message, not a traceback
            raise SituationError(f"the card catalogue cannot be read: {error}") from None
    return read
