"""The triggering condition of a card or location flipped to its other side: "After a location is flipped over",
"When @self is flipped" — the engine's ``flip`` event (a double-sided card flipping does not leave play), its ``what``
the card or location composed as any role is (:func:`.trigger_tree._thing`), or a location placed from the card bearing
the ability (:data:`PLACES`: "@self's location" → ``this-location``, "a connecting location" → a location connected to
it). Two subjects sharing the predicate ("When @self's location or a connecting location is flipped over") are two
conditions (``trigger_joined``, the predicate shared). A frame with more ("flipped to its enemy side", by whom) is not
its shape, and the trigger stays a gap. Importing this module registers its rule beside
:data:`.trigger_tree.TREE_RULES`' own.
"""

from __future__ import annotations

from .instruction import Instruction
from .trigger_tree import HOW_IT_WENT, TREE_RULES, Filter, _first, _thing, event_filter
from .words import WHAT_FILTERS

#: A location named from the card bearing the ability, as the engine's trigger filters name it: its own location, and
#: a location connected to it (the bearer's location is the place "connecting" is counted from).
PLACES: dict[tuple[str, ...], str] = {("@self", "'", "s", "location"): "this-location",
                                      ("a", "connecting", "location"): "location-connecting-to-this-location"}
#: The passive auxiliaries ("is flipped", "would be flipped").
_PASSIVE = (("is",), ("are",), ("would", "be"))


def _flipped(ins: Instruction) -> Filter | None:
    """"a location is flipped (over)", "@self would be flipped": that card or location flipping."""
    over = ins.slots.get("over")
    if ins.auxiliaries not in _PASSIVE or ins.object is not None or ins.subject is None \
            or set(ins.slots) - {"over"} or (over is not None and over.words) or ins.adverbs - {"over"}:
        return None
    what = PLACES.get(tuple(ins.subject.words)) or _thing(ins.subject, WHAT_FILTERS)
    return None if what is None else event_filter("flip", what=what)


TREE_RULES["flip"] = _first(TREE_RULES["flip"], _flipped) if "flip" in TREE_RULES else _flipped
HOW_IT_WENT.add("flip")  # its rule reads its particle: "is flipped over"
