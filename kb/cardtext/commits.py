"""A skill card's commit restriction ("Commit only to a skill test you are performing", "Commit to a skill test
only if you have 3 or fewer remaining sanity", "… only if the difficulty of that test is at least 2 higher than your
base skill value") → the card's ``commit-own-test`` and ``commit-if``.

Play Restrictions, Permissions, and Instructions: "In order to use such an ability or to play such a card, its play
restrictions must be observed" — a commit restriction is a skill card's, observed as it is committed (ST.2). The
sentence is read by its parts rather than whole: the verb "commit" (the card's own name may follow), "only", the
test it is committed to and whose it is ("you are performing"), and "only if" a count of the state
(:func:`.counts.condition`, the one composer of a count condition) or of the test it is committed to
(:func:`bound_on_test`: the test's quantity, a comparison, and the committer's own — the engine's ``COMMIT_COUNTS``).
Any other part ("being performed by another investigator", "lower than your base skill value") is refused with the
printed words.
"""

from __future__ import annotations

import re
from typing import Any

from .counts import condition
from .model import NotParsed
from .words import NUMBER, SELF, number

_OPENING = re.compile(rf"commit(?: {re.escape(SELF)})?(?: only)? to an? (?:skill )?test\b\s*,?\s*")
#: Whose test the card may be committed to: the committing investigator's own.
_OWN = re.compile(r"(?:that |which )?you are performing\b\s*,?\s*")
_IF = re.compile(r"(?:and )?only if (?P<condition>.+)")
#: A quantity of the test the card is committed to ("the difficulty of that test", "that test's difficulty").
_TESTS = r"(?:the difficulty of (?:that|this|the) (?:skill )?test|(?:that|this|the) (?:skill )?test's difficulty)"
#: The committer's own quantity a test's is compared with ("your base skill value": the skill tested, printed).
_YOURS = {"your base skill value": "your-base-skill", "your base value": "your-base-skill"}
#: "is at least N higher than …", "is N or more higher than …", "is higher than …": the test's quantity over the
#: committer's; without "than …", the test's quantity alone ("is 4 or more", "is at least 4", "is 2 or less").
_COMPARED = re.compile(rf"{_TESTS} is (?:at least (?P<least>{NUMBER}) |(?P<more>{NUMBER}) or more )?higher than "
                       rf"(?P<yours>{'|'.join(_YOURS)})")
_BOUNDED = re.compile(rf"{_TESTS} is (?:at least (?P<least>{NUMBER})|(?P<more>{NUMBER}) or (?:more|higher|greater)"
                      rf"|at most (?P<most>{NUMBER})|(?P<less>{NUMBER}) or (?:less|lower|fewer))")
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
            fields["commit-if"] = bound_on_test(only_if.group("condition")) or condition(only_if.group("condition"))
        except NotParsed:
            raise NotParsed(sentence, UNCHECKED) from None
        rest = ""
    if rest or not fields:
        raise NotParsed(sentence, UNCHECKED)
    return fields


def bound_on_test(text: str) -> dict[str, Any] | None:
    """"the difficulty of that test is at least 2 higher than your base skill value" →
    ``{count: difficulty-over-your-base-skill, at-least: 2}``; "the difficulty of that test is 4 or more" →
    ``{count: test-difficulty, at-least: 4}``: a bound on the test the card is committed to (``COMMIT_COUNTS``), the
    difference counted for the committer. None when ``text`` names no quantity of that test."""
    if (compared := _COMPARED.fullmatch(text)) is not None:
        return {"count": f"difficulty-over-{_YOURS[compared.group('yours')]}",
                "at-least": number(compared.group("least") or compared.group("more") or "1")}
    if (bounded := _BOUNDED.fullmatch(text)) is not None:
        least = bounded.group("least") or bounded.group("more")
        return {"count": "test-difficulty", **({"at-least": number(least)} if least else
                                               {"at-most": number(bounded.group("most") or bounded.group("less"))})}
    return None
