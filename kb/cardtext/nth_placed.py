"""A triggering condition on the Nth token placed on something: "After the third secret is placed on Archaic Glyphs".

The token that is the Nth placed on a holder is the one whose placement brings the holder's count of that kind of
token from below N to N: the timing point is that count beginning to reach N. The engine holds this as a state arising
(``state-holds``, "checked after every step, it occurs once each time the state begins to hold"), the state being the
count of those tokens on the holder at least N — the ability's ``condition``, read as every "there are N or more
<tokens> on X" is (:func:`.counts.condition`). Only "after" is that timing point (the token is then on the holder);
:func:`.triggers.parse_trigger` refuses "when" / "would" for a state arising other than "If …".

Importing this module registers the rule for the verb "place" beside :data:`.trigger_tree.TREE_RULES`' own.
"""

from __future__ import annotations

from .counts import condition
from .instruction import Instruction
from .model import NotParsed
from .state_triggers import STATE_HOLDS
from .trigger_tree import TREE_RULES, Filter, _first

#: The ordinals a triggering condition counts placed tokens by.
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
            "ninth": 9, "tenth": 10}
#: The passive auxiliaries of "is placed" (a token placed, one at a time).
_PASSIVE = (("is",),)


def nth_placed(ins: Instruction) -> Filter | None:
    """"the third secret is placed on @self", "the fifth doom is placed on X": the state that X has N or more of those
    tokens on it arising (``state-holds`` with that ``condition``); None for any other frame, or a count no reading
    takes."""
    subject = ins.subject
    if subject is None or ins.auxiliaries not in _PASSIVE or ins.object is not None or set(ins.slots) != {"on"} \
            or ins.adverbs or subject.where or len(subject.words) != 3 or subject.words[0] != "the" \
            or subject.words[1] not in ORDINALS:
        return None
    n, noun, holder = ORDINALS[subject.words[1]], subject.words[2], ins.slots["on"].text
    plural = noun if noun in ("doom", "damage", "horror") else f"{noun}s"
    try:
        counted = condition(f"there are {n} or more {plural} on {holder}")
    except NotParsed:
        return None
    if counted.get("at-least") != n:
        return None
    return {"event": STATE_HOLDS, "what": "self", "condition": counted}


TREE_RULES["place"] = _first(TREE_RULES["place"], nth_placed) if "place" in TREE_RULES else nth_placed
