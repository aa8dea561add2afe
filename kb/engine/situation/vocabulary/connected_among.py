"""Selectors narrowed by a connection: of what one selector picks, those connected to a location another picks.

"each location with no horror that is connected to a location with horror" (Curtain Call) is
``connected-to:with-at-least:1-horror:each-location;with-at-most:0-horror:each-location``: the part before ``;`` the
places (any target selector or name: "a location with horror" is any of them, so it is read in its "each" form), the
part after it the selector narrowed. It picks what that selector picks, in its order, keeping the locations connected
to at least one of the places (Move: a connecting location is identified on the card, or by an effect stating the
connection), as the effect resolves. A location is never connected to itself.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

#: The prefix of a selector narrowed to the locations connected to a place.
CONNECTED_TO = "connected-to:"
_SHAPE = re.compile(re.escape(CONNECTED_TO) + r"(?P<place>[^;]+);(?P<among>.+)")


@dataclass(frozen=True)
class ConnectedAmong:
    """A selector narrowed by a connection read: ``place`` (the selector of the locations connected to) and ``among``
    (the selector narrowed)."""

    place: str
    among: str


@functools.cache
def connected_among(selector: str) -> ConnectedAmong | None:
    """The parts of a selector narrowed by a connection, else None."""
    m = _SHAPE.fullmatch(selector)
    return ConnectedAmong(m.group("place"), m.group("among")) if m else None


def connected_selector(place: str, among: str) -> str:
    """The selector of what ``among`` picks connected to a location ``place`` picks."""
    return f"{CONNECTED_TO}{place};{among}"
