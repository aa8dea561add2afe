"""A designated Fight's damage spread over several enemies, instead of its standard damage: "If you succeed, instead of
its standard damage, this attack deals 2 damage to each enemy at the attacked enemy's location (any additional damage
is dealt to the attacked enemy)" (a mixin of ``effects.py``'s reader).

Fight: a successful attack deals 1 damage to the attacked enemy, its standard damage; "instead of its standard damage"
replaces that consequence (Instead), so the sentence is the attack's success result (ST.7) whether or not "If you
succeed," opens it. The frame: the attack as the subject ("this attack"), the verb "deal", an amount of damage, and
"to" a selector of several enemies, lowered as any "deal N damage to X" is (:mod:`.lowering`); the reminder "(any
additional damage is dealt to the attacked enemy)" says where damage beyond that amount goes, which the rules do not
say — so the frame is read only with it printed, and the engine deals the attack's additional damage to the attacked
enemy (``procedures/spread_attack.py``). → the engine's ``attack-damage`` with ``replace-result`` and ``to``.
An amount to one enemy only ("this attack deals 2 damage") is :mod:`.attack_modifiers`' bare amount.
"""

from __future__ import annotations

import re

from .model import NotParsed
from .reader_host import ReaderHost
from .vocabulary import Effect
from .words import NUMBER

#: "(If you succeed,) instead of its standard damage, this attack deals N damage to X (any additional damage is dealt
#: to the attacked enemy)".
_SPREAD = re.compile(rf"(?:if you (?:succeed|are successful),\s*)?instead of its standard damage,\s*this attack deals "
                     rf"(?P<deal>(?P<n>{NUMBER}) damage to (?P<to>[^()]+?))\s*(?P<reminder>\(any additional damage is "
                     r"dealt to the attacked enemy\))?\.?", re.I)


class SpreadAttack(ReaderHost):
    """The reader's handler of an attack's damage dealt to each of several enemies instead of its standard damage
    (``(sentence, lower-case) -> bool``)."""

    action: Effect | None
    test: Effect | None

    def _spread_attack(self, s: str, low: str) -> bool:
        m = _SPREAD.fullmatch(s.strip())
        if m is None or self.action is None or self.action.get("effect") != "fight":
            return False
        if m.group("reminder") is None:
            raise NotParsed(s, "an attack's damage dealt to several enemies with no word of where its additional "
                            "damage goes: the rules are silent")
        dealt = self._clauses(f"deal {m.group('deal')}")
        if len(dealt) != 1 or dealt[0].get("effect") != "deal-damage" or not str(dealt[0].get("to", "")).startswith(
                "each-") or "enemy" not in str(dealt[0].get("to")):
            raise NotParsed(s, "an attack's damage dealt instead to what is not each of several enemies")
        if self.test is None:
            self.test = self.action  # a designated action's test: its results beside the action's own (ST.7)
        self.test.setdefault("success", []).append({"effect": "attack-damage", "amount": dealt[0]["amount"],
                                                    "replace-result": True, "to": dealt[0]["to"],
                                                    "text": self._said(s)})
        return True
