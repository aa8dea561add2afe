"""A triggering condition on an investigator discarding a card from play: "After you play an event or discard an event
from play" (Wendy's Amulet; the second half, its subject shared, read by :mod:`.trigger_joined`).

Discarding a card from play is its leaving play to a discard pile (Leaves Play; the engine's ``leaves-play`` with
``via: discard``); "you discard" it is the discarding done by you or by a card you control — the occurrence's
``source``, the card whose ability (effect or cost) makes it leave play, matched by the closed selector ``yours``
("an investigator discards": ``investigators-or-theirs``). Only "from play" is read: a card discarded from a hand
or a deck does not leave play. Importing this module registers the rule for the verb "discard" beside
:data:`.trigger_tree.TREE_RULES`' own.
"""

from __future__ import annotations

from .instruction import Instruction, Phrase
from .trigger_tree import TREE_RULES, Filter, _first, _thing, event_filter
from .words import WHAT_FILTERS

#: The discarder, as printed → the ``source`` selector (the discarding done by that investigator or a card of his).
_DISCARDERS = {("you",): "yours", ("an", "investigator"): "investigators-or-theirs"}


def discards_from_play(ins: Instruction) -> Filter | None:
    """"you discard an event from play", "an investigator discards an asset from play": the card leaving play to a
    discard pile by that investigator's doing; None for any other frame."""
    if ins.subject is None or ins.object is None or ins.auxiliaries not in ((), ("would",)) or ins.adverbs:
        return None
    origin = ins.slots.get("from")
    source = _DISCARDERS.get(tuple(ins.subject.words))
    obj = ins.object
    if obj.where is not None and obj.where.lower() == "play" and origin is None:  # "an event from play" in the phrase
        from_play, obj = True, Phrase(obj.tokens)
    else:
        from_play = origin is not None and origin.words == ["play"] and set(ins.slots) == {"from"}
    what = _thing(obj, WHAT_FILTERS)
    if not from_play or source is None or what is None or what == "self":
        return None
    return event_filter("leaves-play", what=what, source=source, via="discard")


TREE_RULES["discard"] = _first(TREE_RULES["discard"], discards_from_play) if "discard" in TREE_RULES \
    else discards_from_play
