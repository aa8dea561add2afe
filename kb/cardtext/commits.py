"""A skill card's commit restriction ("Commit only to a skill test you are performing", "Commit to a skill test
only if you have 3 or fewer remaining sanity") → the card's ``commit-own-test`` and ``commit-if``.

Play Restrictions, Permissions, and Instructions: "In order to use such an ability or to play such a card, its play
restrictions must be observed" — a commit restriction is a skill card's, observed as it is committed (ST.2). The
sentence is read by its parts rather than whole: the verb "commit" (the card's own name may follow), "only", the
test it is committed to and whose it is ("you are performing"), and "only if" a count of the state
(:func:`.counts.condition`, the one composer of a count condition). Any other part ("at least 2 higher than your
base skill value", "being performed by another investigator") is refused with the printed words.
"""

from __future__ import annotations

import re
from typing import Any

from .counts import condition
from .model import NotParsed
from .words import SELF

_OPENING = re.compile(rf"commit(?: {re.escape(SELF)})?(?: only)? to an? (?:skill )?test\b\s*,?\s*")
#: Whose test the card may be committed to: the committing investigator's own.
_OWN = re.compile(r"(?:that |which )?you are performing\b\s*,?\s*")
_IF = re.compile(r"(?:and )?only if (?P<condition>.+)")
UNCHECKED = "a commit restriction the engine cannot check (it checks whose test it is and a count of the state)"


def commit_restriction(sentence: str) -> dict[str, Any] | None:
    """The card fields of a commit restriction, or None when ``sentence`` is none (no "Commit … to a skill test")."""
    low = re.sub(r"\s+", " ", sentence.strip().rstrip(".")).lower()
    opening = _OPENING.match(low)
    if opening is None:
        return None
    fields: dict[str, Any] = {}
    rest = low[opening.end():]
    own = _OWN.match(rest)
    if own is not None:
        fields["commit-own-test"] = True
        rest = rest[own.end():]
    only_if = _IF.fullmatch(rest)
    if only_if is not None:
        try:
            fields["commit-if"] = condition(only_if.group("condition"))
        except NotParsed:
            raise NotParsed(sentence, UNCHECKED) from None
        rest = ""
    if rest or not fields:
        raise NotParsed(sentence, UNCHECKED)
    return fields
