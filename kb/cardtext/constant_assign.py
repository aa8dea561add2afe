"""Constant abilities that change where damage and horror are assigned (Dealing Damage/Horror, step 1).

Two verb frames of "assign" in the passive, read from the clause's chunks rather than matched as sentences:

- a permission, the card the subject: "X may be assigned <damage and/or horror> dealt to <investigators>"
  ("Brother Xavier may be assigned damage and/or horror dealt to other investigators at your location") —
  the engine's ``assignable``, one ability for each kind named;
- an obligation, the kinds the subject: "<[Non-direct] damage/horror> must be assigned to X before it can
  be assigned to your investigator (card)" (Moxie, Plucky, Combat Training…) — ``assign-first``. Direct
  damage and horror are never assigned to an asset (Direct Damage, Direct Horror), so "non-direct" says
  what the rules say already.

Any other shape returns None (the next rule reads it, or it stays a gap with its reason).
"""

from __future__ import annotations

from typing import Any

from .grammar import Chunk
from .words import SELF

Fields = dict[str, Any]
#: The kinds dealt, as the occurrence each raises in the engine.
KINDS = {"damage": "damage-dealt", "horror": "horror-dealt"}
_JOINERS = {"and", "or", "/", "and/or", "non-direct"}


def _words(chunk: Chunk) -> list[str]:
    return [t.low for t in chunk.tokens]


def _kinds(chunk: Chunk) -> list[str] | None:
    """"damage and/or horror", "non-direct horror": the kinds named; None if the phrase names anything else."""
    words = _words(chunk)
    if chunk.kind != "np" or not set(words) <= _JOINERS | set(KINDS):
        return None
    kinds = [w for w in words if w in KINDS]
    return kinds or None


def _investigators(words: list[str]) -> str | None:
    """"other investigators at your location", "each investigator", "you": whose damage, as the engine's filter."""
    if words == ["you"]:
        return "you"
    rest = words[1:] if words and words[0] in ("other", "another", "each", "any") else words
    if rest[:1] not in (["investigator"], ["investigators"]):
        return None
    where = rest[1:]
    if not where:
        return "investigator"
    return "investigator-at-your-location" if where == ["at", "your", "location"] else None


def _abilities(kinds: list[str], who: str, field: str) -> list[Fields]:
    return [{"applies-to": {"event": KINDS[k], "who": who}, field: True} for k in kinds]


def read_assignment(chunks: list[Chunk]) -> list[Fields] | None:
    """The ``assignable`` / ``assign-first`` abilities of one clause's chunks; None for any other shape."""
    chunks = [c for c in chunks if c.kind != "punct"]
    if len(chunks) < 4 or chunks[1].kind != "verb":
        return None
    verb = _words(chunks[1])
    if verb == ["may", "be", "assigned"] and _words(chunks[0]) == [SELF]:
        kinds = _kinds(chunks[2])
        rest = [w for c in chunks[3:] for w in _words(c)]
        if kinds is None or rest[:2] != ["dealt", "to"]:
            return None
        who = _investigators(rest[2:])
        return None if who is None else _abilities(kinds, who, "assignable")
    if verb == ["must", "be", "assigned"]:
        kinds = _kinds(chunks[0])
        rest = [w for c in chunks[2:] for w in _words(c)]
        if kinds is None or rest[:2] != ["to", SELF]:
            return None
        if rest[2:] not in (["before", "it", "can", "be", "assigned", "to", "your", "investigator", "card"],
                            ["before", "it", "can", "be", "assigned", "to", "your", "investigator"],
                            ["before", "it", "can", "be", "assigned", "to", "you"]):
            return None
        return _abilities(kinds, "you", "assign-first")
    return None
