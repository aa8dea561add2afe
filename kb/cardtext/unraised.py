"""A skill value that "cannot be increased": "While investigating this location, your [intellect] cannot be
increased" (Historical Society).

"Cannot" is absolute (Cannot), and a skill test's skill value is its base "and all active modifiers, including the
appropriate icons that have been committed to this test, effects of the chaos token(s) revealed, and all active card
abilities" (ST.5): the frame "<whose> [skill](s) cannot be increased" holds each of those that would raise it at
nothing, in the tests of that skill the constant governs — the engine's ``cannot-increase`` on ``skill-test-begins``
(``procedures/unraised.py``), whose ``via`` and ``what`` a "while investigating X" gives.

Only while an action's tests are named ("while investigating …"): with no such scope the sentence would also hold
the value down outside a test (a count of "your [intellect] value"), which the engine reads without it — refused,
with that reason, rather than half kept.
"""

from __future__ import annotations

from typing import Any

from .grammar import Chunk
from .instruction import Instruction
from .model import NotParsed

Fields = dict[str, Any]


def _skills(instr: Instruction) -> list[str] | None:
    """The skills of a subject "your [intellect]" / "your [willpower] and [intellect]"; None for any other."""
    tokens = list(instr.subject.tokens) if instr.subject is not None else []
    if not tokens or tokens[0].low != "your":
        return None
    rest = [t for t in tokens[1:] if t.low not in (",", "and", "or")]
    if not rest or any(t.kind != "skill" for t in rest):
        return None
    return [t.low.strip("[]") for t in rest]


def read_unraised(instr: Instruction, after: list[Chunk], scope: str | None, via: Fields | None,
                  text: str) -> list[Fields] | None:
    """``cannot-increase`` constants of "your [skill] cannot be increased", one a skill, governing ``scope`` (or
    "you") in the tests ``via`` names; None for any other sentence."""
    if instr.verb != "increase" or instr.auxiliaries != ("cannot", "be") or after:
        return None
    skills = _skills(instr)
    if skills is None:
        return None
    if via is None or "via" not in via:
        raise NotParsed(text, "a skill value that cannot be increased outside the tests of an action: the engine "
                        "holds it down only in the skill tests a 'while investigating / attacking / evading' names, "
                        "not where the value is read outside a test", "constant")
    return [{"applies-to": {"event": "skill-test-begins", "who": scope or "you", **via, "skill": skill},
             "cannot-increase": True} for skill in skills]
