"""A card's state named by a demonstrative, bound by the rule of reference: "Attach to a Brood of Yog-Sothoth enemy in
play. If that enemy is at your location, take 1 damage." (Towering Beasts).

The same condition as a card named by its printed name (:func:`.conditions.card_state`: "If Hunting Horror is at your
location", ``{card, state}``), its subject a demonstrative ("that enemy", "that asset") that :func:`.reference.refer`
binds to one card the ability named before: the card this one was attached to (``attached-to`` → the condition's
``attached``: Attachments), the card itself, or a card named as printed. A demonstrative bound to nothing the engine's
condition names (one picked anew, several) is no such condition (None): the sentence's other readings say what it is.
"""

from __future__ import annotations

import re
from typing import Any

from . import reference
from .conditions import CARD_STATES, OPPOSITE_STATES
from .vocabulary import Context

#: "If that <noun> is (not) <state>, <rest>".
_REFERRED = re.compile(r"if (?P<ref>that [a-z]+) is (?P<not>not )?(?P<state>" + "|".join(CARD_STATES)
                       + r"),\s*(?P<rest>.+)", re.I)
#: The bound selectors of the rule of reference → the card a card-state condition names.
_CARDS = {"attached-to": "attached", "self": "self"}
#: Selectors naming no one card by its printed name (the engine's own words).
_NOT_NAMES = ("chosen", "triggering-", "tested-", "attacking-", "current-", "your-", "this-", "location-of:")


def if_referred_state(text: str, ctx: Context) -> tuple[dict[str, Any], tuple[int, int]] | None:
    """"If that enemy is at your location, take 1 damage" → the condition on the card "that enemy" is bound to, and where
    its instruction stands; None for any other sentence or a demonstrative bound to no one card the condition names."""
    m = _REFERRED.fullmatch(text.strip())
    if m is None:
        return None
    bound = reference.refer_or_none(m.group("ref").lower().split(), ctx)
    card = _CARDS.get(bound or "")
    if card is None and bound and reference.bound(bound) and not bound.startswith(_NOT_NAMES) and bound[0].isupper():
        card = bound  # a card named as printed before ("Hunting Horror … If that enemy is ready")
    if card is None:
        return None
    state = CARD_STATES[m.group("state").lower()]
    return {"card": card, "state": OPPOSITE_STATES[state] if m.group("not") else state}, m.span("rest")
