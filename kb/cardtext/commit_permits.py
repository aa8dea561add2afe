"""Permissions to commit: "you may commit <cards> to <a/each> skill test <where>", read as a constant.

ST.2: the tester commits any number of cards, "each investigator at the same location as the investigator performing
the test may commit one card from his or her hand"; Play Restrictions, Permissions, and Instructions: a card's
permission lets an investigator "do something that the rules would otherwise forbid". One verb frame, its slots the
cards committed (the object) and the test (the "to" phrase and what qualifies it):

- "You may commit 1 card to each skill test performed by an investigator at another location" (and "a card", "to a
  skill test at another location"): ST.2's location check relaxed, the one card kept → a constant ``applies-to``
  ``{event: commit-card, who: you}`` with ``permits: a-skill-test-at-another-location`` (the engine's
  ``procedures/commit_permits.py``);
- the card's own name as the object ("You may commit Possession to a skill test at your location", "… to any skill
  test"): the card may be committed though it lacks an appropriate skill icon (ST.2: "Cards that lack an appropriate
  skill icon may not be committed to a skill test" — the rule the permission overrides; a card with such an icon needs
  none), from the hand it is in, to a test ST.2 lets its holder commit to (at your location: ST.2's own limit) →
  ``applies-to`` ``{event: commit-card, who: you, what: self}`` with ``permits: a-card-without-an-appropriate-icon``;
- anything else of the frame — more than one card, a test of another place — is refused with the frame's category: a
  commit permission the engine does not model. A sentence of another shape is not this module's (None).
"""

from __future__ import annotations

from typing import Any

from .grammar import one_clause
from .model import NotParsed
from .words import SELF

#: The object "one card": what ST.2 lets each other investigator commit, which the permission keeps.
ONE_CARD = ("1 card", "a card", "one card")
#: The test phrase: "to a/each skill test".
TO_TEST = ("to a skill test", "to each skill test")
#: What qualifies the test when it is made at another location than the committer's: the words, then the value.
ELSEWHERE = (("at another location",), ("performed", "by an investigator", "at another location"),
             ("performed", "by another investigator", "at another location"))
PERMITS = "a-skill-test-at-another-location"
#: The card's own name as the object: itself committed though it lacks an appropriate icon.
OWN = SELF.lower()
#: The test phrase of the card's own permission, and what may qualify it (ST.2's own limit: the location).
OWN_TESTS = ("to a skill test", "to any skill test", "to each skill test")
OWN_WHERE = ((), ("at your location",))
WITHOUT_ICON = "a-card-without-an-appropriate-icon"
#: The category of a commit permission this frame reads that the engine does not run.
NOT_MODELLED = ("a commit permission the engine does not model (it lets 1 card from your hand be committed to a "
                "skill test at another location)")


def _frame(text: str) -> tuple[str, str, tuple[str, ...]] | None:
    """The frame's slots: the object's words, the "to" phrase's and the qualifier's chunks' words; None when the
    sentence is not "you may commit <object> to <test> …"."""
    read = one_clause(text)
    if read is None:
        return None
    chunks = [c for c in read.clauses[0].chunks if c.kind != "punct"]
    low = [c.text.lower() for c in chunks]
    if low[:2] != ["you", "may commit"] or len(chunks) < 4 or chunks[2].kind != "np" or chunks[3].kind != "pp" \
            or not low[3].startswith("to "):
        return None
    return low[2], low[3], tuple(low[4:])


def constant(text: str) -> dict[str, Any] | None:
    """The constant's fields of a commit permission the engine runs; refused (:class:`NotParsed`, its category) when
    the frame names what the engine does not model; None when the sentence is not this frame."""
    frame = _frame(text)
    if frame is None:
        return None
    cards, test, where = frame
    if cards == OWN and test in OWN_TESTS and where in OWN_WHERE:
        return {"applies-to": {"event": "commit-card", "who": "you", "what": "self"}, "permits": WITHOUT_ICON}
    if cards not in ONE_CARD or test not in TO_TEST or where not in ELSEWHERE:
        raise NotParsed(text, f"{NOT_MODELLED}: to commit {cards} {test} {' '.join(where)}".rstrip(), "constant")
    return {"applies-to": {"event": "commit-card", "who": "you"}, "permits": PERMITS}
