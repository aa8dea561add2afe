"""A card's title from its name in a situation: copies of one card are named "Ghoul Minion", "Ghoul Minion #2", and
share the title "Ghoul Minion" (what a card's text names: "After a Ghoul Minion is defeated", "Max 1 per round")."""

from __future__ import annotations

import re

#: A second copy of a card is named "Ghoul Minion #2": its title is "Ghoul Minion".
_COPY = re.compile(r"^(.*\S)\s*#\d+$")


def title_of(name: str) -> str:
    """The name without the " #2" that tells copies apart (every name is unique)."""
    copy = _COPY.match(name)
    return copy.group(1) if copy else name
