"""A constant of an enemy while it is being attacked or evaded by an investigator so qualified: "While Hastur is being
attacked or evaded by an investigator with no remaining sanity, treat each [elder_sign], "+1," "0," or "-1" token that
investigator reveals as a [auto_fail] token".

"Some constant abilities are only active while a specified condition is met" (Constant Abilities). An enemy is attacked
by a fight against it and evaded by an evasion attempt against it (Fight; Evade): the tests whose ``via`` is fight or
evade and whose ``what`` is the enemy — so the constant governs only those tests' occurrences (its ``applies-to``, one
constant for each verb: a reveal for a test is of one of them), as :mod:`.attacked_using` narrows its modifiers. The
investigator "by" names is the one interacting with the card, "you" on a card no one controls (You/Your): its
qualifier, a bound on one of an investigator's remaining values ("with no remaining sanity": :mod:`.engaged_conditions`),
is the constant's "while" condition on "you", and "that investigator" in the constant names "you" again.

The constant after the comma is a treatment of the chaos tokens that investigator reveals (:mod:`.treated_tokens`) or a
modifier to the value the test is made against ("it gets +2 fight": the tree's rules, :mod:`.constant_tree`); anything
else is left to the readers after this one, which keep it as a gap.
"""

from __future__ import annotations

import re
from typing import Any

from .constant_tree import read_constant, whose
from .engaged_conditions import investigator_bound
from .model import NotParsed
from .treated_tokens import constant as treated_constant
from .words import SELF

Fields = dict[str, Any]
#: The passive verb → the action whose tests it names (the ``via`` of the occurrences the constant governs).
_VERBS = {"attacked": "fight", "evaded": "evade"}
_FRAME = re.compile(r"while (?P<subject>\S+) is being (?P<v1>attacked|evaded)(?: or (?P<v2>attacked|evaded))? by an "
                    r"investigator(?P<qualifier>[^,]*), (?P<rest>.+)", re.I)


def read_attacked_by(text: str, card_type: str | None) -> list[Fields] | None:
    """The constants of "While <the enemy> is being attacked|evaded (or …) by an investigator <with a bound>,
    <constant>", one for each kind of test; None for any other sentence (or a constant this frame does not take)."""
    m = _FRAME.fullmatch(text.strip())
    if m is None or card_type != "enemy" or m.group("subject").lower() not in (SELF.lower(), "it", "he", "she"):
        return None
    vias = [_VERBS[v.lower()] for v in (m.group("v1"), m.group("v2")) if v]
    qualifier = m.group("qualifier").strip().lower().split()
    condition = investigator_bound(qualifier) if qualifier else None
    if qualifier and condition is None:
        return None
    rest = m.group("rest")
    treat = treated_constant(rest, referent="you")
    if treat is not None and treat.get("applies-to", {}).get("event") == "reveal-chaos-token":
        read = [{**treat, "applies-to": {**treat["applies-to"], "via": via, "what": "self"}} for via in vias]
    else:
        try:
            read = read_constant(rest, card_type) or []
        except NotParsed:
            return None
        if not read or any(f.get("applies-to", {}).get("via") not in vias or f["applies-to"].get("what") != "self"
                           for f in read):
            return None
    read = [{**f, "applies-to": {"who": "you", **f["applies-to"]}} for f in read]  # the tester: "you" (You/Your)
    try:
        return whose(read, condition, card_type, text)
    except NotParsed:
        return None
