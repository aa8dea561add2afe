"""A sentence of its own saying where the damage or horror of the ability's own instructions is assigned first:
"Damage from this effect must be assigned to your assets first, if able." (a part of the sentence reader,
``effects._Reader``, whose mixin this is; Dealing Damage/Horror, step 1; The Golden Rules: card text overrides the
investigator's free choice).

The passive frame "<kinds> <agent> must be assigned to <cards> first (, if able)" is read in its slots: the kinds of
token ("damage", "horror", both joined by "and" / "and/or"), the agent naming the ability's own resolution ("from this
effect", "dealt by this effect"), the cards (:func:`.first_assigned.cards_first`: a card's name, or any target, "your
assets" among them). It qualifies every instruction before it in the ability that deals that kind — in a test's
results too ("If you fail, take 2 damage …") —, each wrapped in the engine's ``assign-first`` as the clause "…, which
must be assigned to X first, if able" is (:mod:`.first_assigned`). With no such instruction before it, or after a
sentence not read (which it might have qualified), it is refused.
"""

from __future__ import annotations

import re
from typing import Any

from .first_assigned import cards_first
from .model import NotParsed
from .reader_host import ReaderHost
from .vocabulary import Effect

_FRAME = re.compile(r"(?P<kinds>[a-z/ ]+?) (?P<agent>from this effect|dealt by this effect) must be assigned to "
                    r"(?P<x>.+?) first(?:,? if able)?", re.I)
#: The kinds of token the subject names → the effects dealing them.
KINDS: dict[str, frozenset[str]] = {
    "damage": frozenset({"deal-damage"}), "horror": frozenset({"deal-horror"}),
    **{both: frozenset({"deal-damage", "deal-horror"}) for both in ("damage and horror", "damage and/or horror",
                                                                    "damage and / or horror")},
}
#: The keys of an effect holding effects it resolves (a test's results, a choice's options, a condition's branches).
_NESTED = ("effects", "success", "fail", "otherwise")


def _wrap(effects: list[Effect], deals: frozenset[str], to: str) -> int:
    """Wrap each effect of ``deals`` in ``effects`` (and the effects nested in them) in ``assign-first``; how many."""
    found = 0
    for k, e in enumerate(effects):
        if e.get("effect") in deals:
            effects[k] = {"effect": "assign-first", "to": to, "effects": [e]}
            found += 1
        elif e.get("effect") != "assign-first":
            found += sum(_wrap(e[key], deals, to) for key in _NESTED if isinstance(e.get(key), list))
    return found


class AssignedAfter(ReaderHost):
    """The reader's handler of "Damage from this effect must be assigned to X first, if able"."""

    out: Any
    failed_last: bool

    def _assigned_after(self, s: str, low: str) -> bool:
        m = _FRAME.fullmatch(s.strip().rstrip("."))
        if m is None or m.group("kinds").lower() not in KINDS:
            return False
        if self.failed_last:
            raise NotParsed(s, "where damage or horror is assigned first, after a sentence that was not read (it may "
                            "be the instruction dealing it)")
        try:
            to = cards_first(m.group("x"), self.ctx)
        except NotParsed as problem:
            raise NotParsed(s, problem.reason) from None
        if not _wrap(self.out.effects, KINDS[m.group("kinds").lower()], to):
            raise NotParsed(s, "an assignment 'first' with no instruction before it dealing that damage or horror")
        return True
