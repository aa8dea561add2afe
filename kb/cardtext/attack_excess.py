"""A sentence after the attacks one ability makes, about those attacks: "Hastur attacks each investigator, in player
order. If Hastur's attack deals you horror in excess of your sanity, you take 1 damage, as well." (a mixin of
``effects.py``'s reader).

Printed as an ability of its own, the sentence is a forced 'if' ability on a timing point (:mod:`.excess_triggers`).
Inside an ability's effects, right after that ability's "<card> attacks …", it is part of the effect and says what
follows each of those attacks that places horror (damage) past the attacked investigator's sanity (health) — "you"
is the attacked investigator. The frame: "If <card>'s attack deals you <horror|damage> in excess of your
<sanity|health>, <instructions>(, as well)", the card the attacker of the effect before it (``@self``: an
``enemy-attacks`` with no other enemy), the kind dealt the kind of the value exceeded. → that effect's
``horror-in-excess`` (``damage-in-excess``), the instructions read as any (``engine/procedures/excess.py``). Any other
effect before it (or another attacker) leaves the sentence to the other handlers, and so a gap.
"""

from __future__ import annotations

import re

from .model import NotParsed
from .reader_host import ReaderHost
from .vocabulary import Effect
from .words import SELF

#: The kind dealt → the value it must exceed.
_VALUE = {"horror": "sanity", "damage": "health"}

_FRAME = re.compile(rf"if {re.escape(SELF.lower())}(?:'s| ' s|’s) attack deals (?:you (?P<kind>horror|damage)|"
                    r"(?P<kind2>horror|damage) to you) in excess of your (?P<value>sanity|health),\s*(?P<rest>.+?)"
                    r"(?:,?\s*as well)?\.?")


class AttackExcess(ReaderHost):
    """The reader's handler of "If <card>'s attack deals you horror in excess of your sanity, …" after that card's
    attacks (``(sentence, lower-case) -> bool``)."""

    out: object

    def _attack_excess(self, s: str, low: str) -> bool:
        m = _FRAME.fullmatch(low.strip())
        effects: list[Effect] = getattr(self.out, "effects", [])
        last = effects[-1] if effects else {}
        if m is None or last.get("effect") != "enemy-attacks" or last.get("enemy", "self") != "self":
            return False
        kind = m["kind"] or m["kind2"]
        if _VALUE[kind] != m["value"]:
            raise NotParsed(s, f"{kind} in excess of {m['value']}: only horror exceeds sanity, damage health")
        rest = s.strip()[m.start("rest"):m.end("rest")]
        last[f"{kind}-in-excess"] = self._clauses(rest)
        return True
