"""The cards committed to the skill test being made, as a count and as a selector: "After a skill test is failed, if a
skill card you own is committed to that test, exhaust Try and Try Again: Return that skill card to your hand".

ST.2: the cards committed to a test wait in limbo until ST.8 discards them; they are the test's, and out of play. A
condition on them ("if a skill card you own is committed to that test") is a count of them, composed with a trigger
filter (``committed-to-test:skill-you-own``: the state keeps which cards are committed while the test lasts), and
"that skill card" names one of those the condition counted — the selector ``a-committed-<filter>`` (a choice among
them when several fit). ``you-own`` is the filter's place for a card one owns wherever it is (Ownership and Control):
a committed card is out of play, so no one controls it.
"""

from __future__ import annotations

from .qualified import qualified_filter

#: The composed count of the cards committed to the test being made that a filter matches.
COMMITTED_COUNT = "committed-to-test"
#: The selector of one card committed to the test being made that the filter after it matches.
COMMITTED_CARD = "a-committed-"


#: The filters of a committed card by its type alone, whoever owns it ("a skill card committed to this skill test":
#: ``a-committed-skill``); ``card``: any committed card.
COMMITTED_TYPES = ("card", "skill", "event", "asset")


def committed_card(selector: str) -> str | None:
    """The filter of an ``a-committed-<filter>`` selector ("a-committed-skill-you-own" → "skill-you-own"), else
    None (not that selector, or a filter that is not one)."""
    if not selector.startswith(COMMITTED_CARD):
        return None
    flt = selector[len(COMMITTED_CARD):]
    return flt if flt in COMMITTED_TYPES or qualified_filter(flt) is not None else None
