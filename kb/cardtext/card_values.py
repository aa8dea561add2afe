"""A printed value of one card an earlier part of the ability named, as a count: "Gain resources equal to the number of
[willpower] icons on the discarded card" (after "Discard a card from your hand:") → ``willpower-icon-on:chosen``;
"the (printed) (resource) cost of <that card>" → ``cost-of:chosen`` (the engine's ``core/card_values.py``).

Composed as a noun phrase: the value ("the number of [skill] icons on", "the (printed) (resource) cost of") and the card
it is of, bound by the rule of reference to what the ability named before (:attr:`.vocabulary.Context.referents`):
"the discarded card" / "the card discarded" the one card its cost discarded from the hand (the referent
:data:`DISCARDED`, which no pronoun names); "that card" / "the chosen card" the one a choice of the ability chose.
A card named by a description of what an instruction did to it ("the cost of the Ally asset returned to your hand") is
refused with its reason, as is "the discarded card" with no cost discarding one; a phrase of another value is not this
module's (None).
"""

from __future__ import annotations

import re

from .model import NotParsed
from .vocabulary import CHOSEN, Context

#: The referent a cost discarding one card from the hand names for the effects after its colon: the card discarded
#: (the engine binds it as ``chosen`` when the cost is paid); a kind no pronoun or demonstrative names.
DISCARDED = "discarded-card"
_SKILLS = ("willpower", "intellect", "combat", "agility", "wild")
#: "the number of [willpower] icons on …", "[intellect] icons on …": the icons printed on one card.
_ICONS = re.compile(rf"(?:the )?(?:number of )?\[(?P<icon>{'|'.join(_SKILLS)})\] icons? on (?P<card>.+)", re.I)
#: "the cost of …", "the printed resource cost of …": one card's printed cost (not a total of several: totals.py's).
_COST = re.compile(r"(?:the )?(?:printed )?(?:resource )?cost of (?P<card>.+)", re.I)
#: The card the cost discarded, by the participle before or after the noun.
_DISCARDED = re.compile(r"(?:the|that) (?:discarded card|card (?:you )?discarded)", re.I)
#: The card a choice chose: "that card", "the chosen card".
_CHOSEN = re.compile(r"that card|the chosen card", re.I)


def card_value(phrase: str, ctx: Context | None) -> str | None:
    """The count of one card's printed value ``phrase`` names, its card bound in ``ctx``; None when ``phrase`` names no
    value of one card. Refused (NotParsed) when the card is one the ability bound none to."""
    printed = phrase.strip().rstrip(".")
    icons = _ICONS.fullmatch(printed)
    cost = None if icons else _COST.fullmatch(printed)
    if icons is None and cost is None:
        return None
    card = (icons or cost).group("card").strip()  # type: ignore[union-attr]
    kind = f"{icons.group('icon').lower()}-icon-on" if icons else "cost-of"
    bound = _bound(card, ctx)
    if bound is None:
        raise NotParsed(printed, f"the {'icons' if icons else 'cost'} of '{card}': " + (
            "no cost of the ability discards one card from the hand" if _DISCARDED.fullmatch(card) else
            "a card named by a description of what an instruction did to it; the engine's count binds only the card a "
            "cost discarded ('the discarded card') or a choice chose ('that card'), and a later search or choice may "
            "pick another"))
    return f"{kind}:{bound}"


def _bound(card: str, ctx: Context | None) -> str | None:
    """The selector of the card ``card`` names: the cost's discarded card, or the card chosen; None when unbound."""
    referents = ctx.referents if ctx is not None else ()
    if _DISCARDED.fullmatch(card):
        return CHOSEN if any(kind == DISCARDED for kind, _ in referents) else None
    if _CHOSEN.fullmatch(card) and ctx is not None and ctx.chosen is not None:
        return CHOSEN
    return None
