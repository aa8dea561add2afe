"""A triggering condition on a card placed underneath the act or agenda deck: "Forced – When you would place an enemy
beneath the act deck: Shuffle that enemy into the encounter deck, instead." (His Domain).

Act Deck and Agenda Deck: a card placed beneath one of them is out of play there. Placing it is one occurrence (the
engine's ``placed-beneath``: ``what`` the card, ``who`` the investigator whose effect places it, ``via`` the deck,
``act-deck`` or ``agenda-deck``), whether the card came from play or from an out-of-play area such as the set-aside
cards ("randomly choose an enemy from among the set-aside Monster enemies and place it beneath the act deck"); "you
place" is that placing done by an effect you resolve. A 'would' ability on it may replace it ("…, instead": Instead).
Importing this module registers the rule for the verb "place" beside :data:`.trigger_tree.TREE_RULES`' own.
"""

from __future__ import annotations

from .instruction import Instruction, Phrase
from .trigger_tree import TREE_RULES, Filter, _first, _thing, event_filter
from .words import WHAT_FILTERS

#: The deck, as printed after "beneath" / "underneath" → the occurrence's ``via``.
DECKS = {("the", "act", "deck"): "act-deck", ("the", "agenda", "deck"): "agenda-deck"}
#: The placer, as printed → the ``who`` selector (the investigator resolving the effect that places it).
_PLACERS = {("you",): "you", ("an", "investigator"): "investigator"}


def _deck(ins: Instruction) -> tuple[str | None, Phrase | None]:
    """The deck the card goes beneath (its ``via``) and the object without it: the prepositional phrase may stand in
    the object's own ``where`` ("an enemy beneath the act deck") or in its slot."""
    obj = ins.object
    slot = next((ins.slots[p] for p in ("beneath", "underneath") if p in ins.slots), None)
    if slot is None or set(ins.slots) - {"beneath", "underneath"}:
        return None, obj
    return DECKS.get(tuple(w.lower() for w in slot.words)), (Phrase(obj.tokens) if obj is not None else None)


def places_beneath(ins: Instruction) -> Filter | None:
    """"you would place an enemy beneath the act deck": the card of that kind placed beneath that deck by an effect
    that investigator resolves; None for any other frame."""
    if ins.subject is None or ins.object is None or ins.auxiliaries not in ((), ("would",)) or ins.adverbs:
        return None
    via, obj = _deck(ins)
    who = _PLACERS.get(tuple(w.lower() for w in ins.subject.words))
    what = _thing(obj, WHAT_FILTERS)
    if via is None or who is None or what is None:
        return None
    return event_filter("placed-beneath", what=what, who=who, via=via)


TREE_RULES["place"] = _first(TREE_RULES["place"], places_beneath) if "place" in TREE_RULES else places_beneath
