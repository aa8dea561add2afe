"""A condition on the cards committed to the test a triggering condition names, and the card it found: "After a skill
test is failed, if a skill card you own is committed to that test, exhaust Try and Try Again: Return that skill card to
your hand".

ST.2: the cards committed to a test wait in limbo until ST.8. "If a skill card you own is committed to that test" is a
count of those cards that a filter matches, at least one — the engine's composed count ``committed-to-test`` with a
trigger filter: the card's type ("skill card": ``skill``; "card": any), "you own" (``-you-own``: a committed card is out
of play, so owned, not controlled; Ownership and Control). "That skill card" after it names one of the cards the
condition counted (the rule of reference): ``a-committed-<filter>``, a choice when several fit. The noun of the
demonstrative must be the condition's: "that skill card" names no committed event.
"""

from __future__ import annotations

import re
from typing import Any

#: The engine's composed count of the committed cards a filter matches.
COMMITTED_COUNT = "committed-to-test"
#: The engine's selector of one committed card the filter after it matches.
COMMITTED_CARD = "a-committed-"
#: The kind of referent the condition leaves for the rule of reference.
COMMITTED = "committed"

_CONDITION = re.compile(r"if (?:(?P<one>an?)|(?P<n>\d+) or more) (?:(?P<kind>skill|event|asset) )?cards?"
                        r"(?P<own> you own)? (?:is|are) committed to (?:that|this|the) (?:skill )?test", re.I)


def committed_condition(printed: str) -> dict[str, Any] | None:
    """The ``condition`` of "if a skill card you own is committed to that test" (a count of the committed cards),
    else None."""
    m = _CONDITION.fullmatch(printed.strip().rstrip(".,:"))
    if m is None:
        return None
    kind = (m.group("kind") or "card").lower()
    flt = f"{kind}-you-own" if m.group("own") else kind
    return {"count": f"{COMMITTED_COUNT}:{flt}", "at-least": 1 if m.group("one") else int(m.group("n"))}


def committed_referents(cost: dict[str, Any]) -> tuple[tuple[str, str | None], ...]:
    """The card a committed-cards condition before the colon found, for "that skill card" after it."""
    count = str((cost.get("condition") or {}).get("count") or "")
    kind, colon, flt = count.partition(":")
    return ((COMMITTED, f"{COMMITTED_CARD}{flt}"),) if kind == COMMITTED_COUNT and colon else ()


def that_committed(det: str, rest: list[str], referents: tuple[tuple[str, str | None], ...]) -> str | None:
    """"That skill card", "that card": the committed card the condition found, when its noun is the condition's
    (``rest``: the words after the determiner); else None."""
    if det != "that" or rest[-1:] != ["card"] or len(rest) > 2:
        return None
    for kind, selector in reversed(referents):
        if kind == COMMITTED and selector is not None:
            flt = selector[len(COMMITTED_CARD):]
            noun = flt.removesuffix("-you-own")
            return selector if rest[:-1] in ([], [noun]) else None
    return None


def owned_committed(selector: str) -> bool:
    """Whether ``selector`` names a committed card of one's own ("that skill card" after "a skill card you own is
    committed"): one "your hand" may take (a card goes to its owner's hand)."""
    return selector.startswith(COMMITTED_CARD) and selector.endswith("-you-own")
