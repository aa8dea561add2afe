"""Triggering conditions on damage or horror dealt to you *in excess of* your health or sanity, one frame:
"<dealer> deals you <horror|damage> in excess of your <sanity|health>" (also "deals <horror> to you in excess of …"):
"If Hastur's attack deals you horror in excess of your sanity".

Dealing Damage/Horror applies what is dealt, then checks defeat; horror placed past the sanity is the excess, and the
engine raises it as ``horror-in-excess`` (``damage-in-excess``) between the two (``engine/procedures/excess.py``). The
dealer is the occurrence's ``source`` and how it deals the ``via``: "<X>'s attack" is an attack (``via: attack``,
which matches every kind of enemy attack) made by X — the card itself (``@self``) or an enemy ("an enemy's attack");
"an attack" names no attacker. The kind dealt must be the kind of the value it exceeds (horror — sanity, damage —
health); any other dealer or shape is refused (None: the condition stays a gap, quoting it). Importing this module
registers its rule beside the tree's clause rules (:data:`.trigger_tree.CLAUSE_RULES`).
"""

from __future__ import annotations

import re

from .grammar import Clause
from .trigger_tree import CLAUSE_RULES, Filter, event_filter

#: The kind dealt → (the engine's event, the value it must exceed).
_KINDS = {"horror": ("horror-in-excess", "sanity"), "damage": ("damage-in-excess", "health")}
#: The dealer, as printed (before "attack") → its ``source`` selector (None: any).
_ATTACKERS = {"@self ' s": "self", "an enemy's": "enemy", "an enemy ' s": "enemy", "an": None}

_FRAME = re.compile(r"^(?P<dealer>.+?) attack deals (?:you (?P<kind>horror|damage)|(?P<kind2>horror|damage) to you) "
                    r"in excess of your (?P<value>sanity|health)$")


def in_excess(clause: Clause) -> Filter | None:
    """"@self's attack deals you horror in excess of your sanity" → ``{event: horror-in-excess, who: you, source:
    self, via: attack}``; None for any other clause."""
    words = " ".join(t.low for c in clause.chunks if c.kind != "conj" for t in c.tokens)
    found = _FRAME.match(words)
    if found is None or found["dealer"] not in _ATTACKERS:
        return None
    event, value = _KINDS[found["kind"] or found["kind2"]]
    if value != found["value"]:
        return None
    return event_filter(event, who="you", source=_ATTACKERS[found["dealer"]], via="attack")


CLAUSE_RULES.append(in_excess)
