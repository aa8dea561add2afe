"""The triggering condition of control taken of a card: "When you take control of "Jazz" Mulligan, advance" (an
objective), "After an investigator takes control of @self" — the engine's ``take-control`` event (Ownership and
Control: "Some abilities may cause cards to change control"), its ``who`` the investigator taking control and its
``what`` the card, each composed as any role is (:func:`.trigger_tree._thing`). A frame with more (tokens taken
control of, a place) is not its shape, and the trigger stays a gap. Importing this module registers its rule beside
:data:`.trigger_tree.TREE_RULES`' own.
"""

from __future__ import annotations

from .instruction import Instruction
from .trigger_tree import TREE_RULES, Filter, _first, _thing, event_filter
from .words import WHAT_FILTERS, WHO_FILTERS

#: What is taken: control (of the card after "of").
_CONTROL = ["control"]


def _takes_control(ins: Instruction) -> Filter | None:
    """"you take control of X", "an investigator takes control of @self": that investigator taking control of it."""
    of = ins.slots.get("of")
    if ins.auxiliaries not in ((), ("would",)) or ins.subject is None or ins.object is None \
            or ins.object.words != _CONTROL or of is None or set(ins.slots) != {"of"} or of.where is not None:
        return None
    who, what = _thing(ins.subject, WHO_FILTERS), _thing(of, WHAT_FILTERS)
    return None if who is None or what is None else event_filter("take-control", who=who, what=what)


TREE_RULES["take"] = _first(_takes_control, TREE_RULES["take"]) if "take" in TREE_RULES else _takes_control
