"""A sentence of its own saying how the damage or horror of the ability's own instructions is assigned: first to some
cards, "Damage from this effect must be assigned to your assets first, if able.", or evenly, "When assigning horror
from this effect, it must be divided as evenly as possible among eligible cards." (a part of the sentence reader,
``effects._Reader``, whose mixin this is; Dealing Damage/Horror, step 1; The Golden Rules: card text overrides the
investigator's free choice).

The passive frame "<kinds> <agent> must be assigned to <cards> first (, if able)" is read in its slots: the kinds of
token ("damage", "horror", both joined by "and" / "and/or"), the agent naming the ability's own resolution ("from this
effect", "dealt by this effect"), the cards (:func:`.first_assigned.cards_first`: a card's name, or any target, "your
assets" among them). It qualifies every instruction before it in the ability that deals that kind — in a test's
results too ("If you fail, take 2 damage …") —, each wrapped in the engine's ``assign-first`` as the clause "…, which
must be assigned to X first, if able" is (:mod:`.first_assigned`). With no such instruction before it, or after a
sentence not read (which it might have qualified), it is refused.

The frame "when assigning <kinds> <agent>, it must be divided as evenly as possible among eligible cards" qualifies the
same instructions, each wrapped in the engine's ``assign-evenly`` (``tokens`` the one kind named).
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
_EVENLY = re.compile(r"when assigning (?P<kinds>[a-z/ ]+?) (?P<agent>from this effect|dealt by this effect), (?:it|they) "
                     r"must be divided as evenly as possible among (?:the )?eligible cards", re.I)
#: The kinds of token the subject names → the effects dealing them.
KINDS: dict[str, frozenset[str]] = {
    "damage": frozenset({"deal-damage"}), "horror": frozenset({"deal-horror"}),
    **{both: frozenset({"deal-damage", "deal-horror"}) for both in ("damage and horror", "damage and/or horror",
                                                                    "damage and / or horror")},
}
#: The keys of an effect holding effects it resolves (a test's results, a choice's options, a condition's branches).
_NESTED = ("effects", "success", "fail", "otherwise")


def _wrap(effects: list[Effect], deals: frozenset[str], wrapper: Effect) -> int:
    """Wrap each effect of ``deals`` in ``effects`` (and the effects nested in them) in a copy of ``wrapper``
    (``assign-first``, ``assign-evenly``); how many."""
    found = 0
    for k, e in enumerate(effects):
        if e.get("effect") in deals or _per_instance(e, deals):
            effects[k] = {**wrapper, "effects": [e]}
            found += 1
        else:
            found += sum(_wrap(e[key], deals, wrapper) for key in _NESTED if isinstance(e.get(key), list))
    return found


def _per_instance(effect: Effect, deals: frozenset[str]) -> bool:
    """A ``for-each`` around one dealing ("For each point you fail by, take 1 horror"): one cumulative dealing, the
    unit assigned (it is wrapped whole, so that the engine still deals it at once)."""
    inner = effect.get("effects") or []
    return effect.get("effect") == "for-each" and len(inner) == 1 and inner[0].get("effect") in deals


def _tokens(kinds: str) -> dict[str, str]:
    """The ``tokens`` field of a wrapper for the kinds named: the one kind, or none for both."""
    return {"tokens": kinds} if kinds in ("damage", "horror") else {}


class AssignedAfter(ReaderHost):
    """The reader's handler of "Damage from this effect must be assigned to X first, if able"."""

    out: Any
    failed_last: bool

    def _assigned_after(self, s: str, low: str) -> bool:
        m = _FRAME.fullmatch(s.strip().rstrip("."))
        even = _EVENLY.fullmatch(s.strip().rstrip(".")) if m is None else None
        if even is not None and even.group("kinds").lower() in KINDS:
            return self._qualify(s, KINDS[even.group("kinds").lower()],
                                 {"effect": "assign-evenly", **_tokens(even.group("kinds").lower())})
        if m is None or m.group("kinds").lower() not in KINDS:
            return False
        try:
            to = cards_first(m.group("x"), self.ctx)
        except NotParsed as problem:
            raise NotParsed(s, problem.reason) from None
        return self._qualify(s, KINDS[m.group("kinds").lower()], {"effect": "assign-first", "to": to})

    def _qualify(self, s: str, deals: frozenset[str], wrapper: Effect) -> bool:
        """The instructions before ``s`` dealing ``deals`` wrapped in ``wrapper``; refused when there is none."""
        if self.failed_last:
            raise NotParsed(s, "how damage or horror is assigned, after a sentence that was not read (it may be the "
                            "instruction dealing it)")
        if not _wrap(self.out.effects, deals, wrapper):
            raise NotParsed(s, "how damage or horror is assigned, with no instruction before it dealing it")
        return True
