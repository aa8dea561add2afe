"""A card with uses whose text discards it when it has none: "Uses (3 supplies). If First Aid has no
supplies, discard it." → the card's ``discard-when-empty``.

"Some cards with this keyword bear text that causes the card to be discarded if it has no uses remaining. If
the card contains no such text, it remains in play even if out of uses" (Uses). The sentence is read only
when the uses it names are the card's own (its "Uses (N type)"), on the card itself ("it", "@self"); other
tokens on a card ("If Torturous Chords has no resources") are not uses, and stay a gap.
"""

from __future__ import annotations

import re
from typing import Any

from .entering_state import USE_NOUNS
from .words import SELF

_EMPTY = re.compile(rf"if {SELF} has no (?P<kind>[a-z]+), discard (?:it|{SELF})\.?", re.I)


def discards_when_empty(sentence: str, card: dict[str, Any]) -> bool:
    """Whether ``sentence`` (the card's name as ``@self``) discards the card when its own uses run out."""
    m = _EMPTY.fullmatch(sentence.strip())
    if m is None or "uses" not in card:
        return False
    printed = str(card.get("properties", {}).get("uses", ""))  # "3 supplies" (several lines: "…; …")
    return m.group("kind").lower() in [part.split(" ", 1)[-1].lower() for part in printed.split("; ")]


def names_other_uses(sentence: str, card: dict[str, Any]) -> bool:
    """Whether ``sentence`` is "If @self has no <uses>, discard it" on a card with uses of another type ("Uses (4
    charges). If Grotesque Statue has no secrets, discard it"): such a card bears no secrets at all (Uses (X Type)),
    so the sentence would discard it at once — a misprint or a reading the reader cannot trust, left a gap rather
    than run as a count of ``secret-on``."""
    m = _EMPTY.fullmatch(sentence.strip())
    return m is not None and USE_NOUNS.get(m.group("kind").lower()) not in (None, "") and "uses" in card \
        and not discards_when_empty(sentence, card)
