"""What the situation asks for, taken in order as the replay reaches it.

The ``do`` items are a cursor that the framework and the skill test windows read from; the
``tests`` and ``reveals`` entries are taken one at a time, each by the first test or reveal it
fits. (The situation's ``choices`` are consumed the same way, by ``choices.py``.)
"""

from __future__ import annotations

from typing import TypeVar

from ..situation.plan import Do, RevealSpec, TestSpec


class Script:
    """The situation's ``do`` items: a cursor the framework and the skill test windows read from."""

    def __init__(self, items: tuple[Do, ...]) -> None:
        self.items = list(items)
        self.pos = 0

    def peek(self) -> Do | None:
        return self.items[self.pos] if self.pos < len(self.items) else None

    def take(self) -> Do | None:
        item = self.peek()
        if item is not None:
            self.pos += 1
        return item

    def rest(self) -> list[Do]:
        return self.items[self.pos:]


_Entry = TypeVar("_Entry", TestSpec, RevealSpec)


def take_fitting(entries: list[_Entry], **wanted: str) -> _Entry | None:
    """Take the first of a situation's unused entries whose fields are each unset or the value wanted."""
    for k, entry in enumerate(entries):
        if all(getattr(entry, key) in (None, value) for key, value in wanted.items()):
            return entries.pop(k)
    return None
