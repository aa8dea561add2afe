"""A sentence of its own making the damage or horror of the ability's own instructions direct: "Horror dealt by this
effect is considered direct horror", and under a condition, "If The Man in the Pallid Mask is in play, horror dealt by
this effect is considered direct horror, and this test has +2 difficulty" (a part of the sentence reader,
``effects._Reader``, whose mixin this is; Direct Damage, Direct Horror: "If an ability causes a card to take direct
damage or direct horror, that damage or horror must be assigned to that investigator's investigator card and cannot
be assigned to an asset").

The frame is passive: "<kinds> <agent> is considered direct <kinds>" — the kinds ("damage", "horror", both), the agent
naming the ability's own resolution ("dealt by this effect", "from this effect"), the kinds again after "direct". It
qualifies every instruction before it in the ability that deals that kind, in a test's results too (as "… must be
assigned to X first" does, :mod:`.assigned_after`): each takes the engine's ``direct``. Under a condition ("If C, …",
read by :func:`.conditions.read_if`), each such instruction becomes an ``if`` on C — direct when it holds, as printed
otherwise. A clause after ", and" is read as its own sentence under the same condition ("…, and this test has +2
difficulty": the test's ``harder`` if C). With no such instruction before it, after a sentence not read, or a
condition the engine cannot check, the sentence is refused.
"""

from __future__ import annotations

import re
from typing import Any

from .assigned_after import KINDS
from .conditions import read_if
from .model import NotParsed
from .reader_host import ReaderHost
from .vocabulary import Effect

_FRAME = re.compile(r"(?:if (?P<if>.+?), )?(?P<kinds>[a-z/ ]+?) (?:from|dealt by) this effect (?:is|are) considered "
                    r"direct (?P<as>[a-z/ ]+?)(?:,? and (?P<rest>.+))?", re.I)
#: The keys of an effect holding effects it resolves (a test's results, a choice's options, a condition's branches).
_NESTED = ("effects", "success", "fail", "otherwise")


def _direct(effects: list[Effect], deals: frozenset[str], condition: dict[str, Any] | None) -> int:
    """Make each effect of ``deals`` in ``effects`` (and those nested in them) direct — under ``condition``, an ``if``
    between the direct and the printed one; how many."""
    found = 0
    for k, e in enumerate(effects):
        inner = e.get("effects") or []
        if e.get("effect") in deals:
            made = {**e, "direct": True}
        elif e.get("effect") == "for-each" and len(inner) == 1 and inner[0].get("effect") in deals:
            made = {**e, "effects": [{**inner[0], "direct": True}]}  # one cumulative dealing
        else:
            found += sum(_direct(e[key], deals, condition) for key in _NESTED if isinstance(e.get(key), list))
            continue
        effects[k] = made if condition is None else {"effect": "if", "condition": condition, "effects": [made],
                                                     "otherwise": [e]}
        found += 1
    return found


class DirectDealt(ReaderHost):
    """The reader's handler of "Horror dealt by this effect is considered direct horror"."""

    out: Any
    failed_last: bool

    def sentence(self, s: str) -> None:
        raise NotImplementedError

    def _direct_dealt(self, s: str, low: str) -> bool:
        m = _FRAME.fullmatch(s.strip().rstrip("."))
        if m is None or m.group("kinds").lower() not in KINDS or m.group("as").lower() != m.group("kinds").lower():
            return False
        condition = None
        if m.group("if"):
            condition = read_if(f"if {m.group('if')}")
            if condition is None:
                raise NotParsed(s, "direct damage or horror under a condition the engine cannot check")
        if self.failed_last:
            raise NotParsed(s, "direct damage or horror after a sentence that was not read (it may be the instruction "
                            "dealing it)")
        if not _direct(self.out.effects, KINDS[m.group("kinds").lower()], condition):
            raise NotParsed(s, "direct damage or horror with no instruction before it dealing it")
        if m.group("rest"):  # "…, and this test has +2 difficulty": its own sentence, under the same condition
            rest = m.group("rest").strip().rstrip(".")
            self.sentence(f"If {m.group('if')}, {rest}." if m.group("if") else rest[0].upper() + rest[1:] + ".")
        return True
