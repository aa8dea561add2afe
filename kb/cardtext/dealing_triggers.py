"""Triggering conditions on damage or horror an investigator deals, one verb frame with slots: "<you> deal(s)
<damage|horror> to <card> [by <how>]" ("After you deal damage to an enemy", "After you deal damage to Ishimaru Haruko
by an effect other than an attack").

Dealing Damage/Horror: an occurrence of dealing names the card it is dealt to (the engine's ``damage-dealt`` /
``horror-dealt``, its ``what``) and the card dealing it (its ``source``: the investigator fighting, the weapon fought
with, the card whose effect deals it). "You deal" is damage whose source is you or a card you control (the closed
selector ``yours``); "by an attack" / "by an effect other than an attack" is the occurrence's ``via`` (``attack``: an
investigator's attack, Fight; ``effect``: a card effect). Another dealer ("an investigator deals …": any investigator
or any card one controls) is the selector ``investigators-or-theirs``; any other dealer is refused, as is an amount ("2 or more damage")
or a "by …" the engine does not record — the condition stays a gap, quoting it. Importing this module registers the
rule for the verb "deal" in :data:`.trigger_tree.TREE_RULES`.
"""

from __future__ import annotations

from .instruction import Instruction
from .trigger_tree import TREE_RULES, Filter, _named, _thing, enemy_filter, event_filter
from .words import WHAT_FILTERS

#: What is dealt → the engine's event.
_DEALT = {"damage": "damage-dealt", "horror": "horror-dealt"}
#: The dealer, as printed → the ``source`` selector (you, or a card you control, deals it).
_DEALERS = {("you",): "yours", ("an", "investigator"): "investigators-or-theirs"}
#: "by …": how it is dealt → the occurrence's ``via``.
_BY = {("an", "attack"): "attack", ("an", "effect", "other", "than", "an", "attack"): "effect",
       ("a", "card", "effect"): "effect"}


def _target(ins: Instruction) -> str | None:
    """The card it is dealt to: an enemy (composed, named or the card itself), else any card by its name."""
    phrase = ins.slots.get("to")
    if phrase is None:
        return None
    return enemy_filter(phrase) or (_thing(phrase, WHAT_FILTERS) if _named(phrase) is not None else None)


def deals(ins: Instruction) -> Filter | None:
    """"you deal damage to an enemy", "you deal horror to @self", "you deal damage to X by an attack": the dealing,
    its target the ``what``, the dealer the ``source``, "by …" its ``via``; None when any part is not read."""
    if ins.subject is None or ins.object is None or ins.adverbs or ins.auxiliaries not in ((), ("would",)) \
            or set(ins.slots) - {"to", "by"} or ins.object.where or len(ins.object.words) != 1:
        return None
    event, source = _DEALT.get(ins.object.words[0]), _DEALERS.get(tuple(ins.subject.words))
    what = _target(ins)
    by = ins.slots.get("by")
    via = _BY.get(tuple(by.words)) if by is not None else None
    if event is None or source is None or what is None or (by is not None and via is None):
        return None
    return event_filter(event, what=what, source=source, via=via)


TREE_RULES["deal"] = deals
