"""An enemy attack's damage dealt to another card instead: "Deal that enemy's damage to another enemy at your location,
instead. (You still take horror dealt by the attack.)" (Aquinnah; a part of the sentence reader, ``effects._Reader``,
whose mixin this is).

The verb frame "deal <the attacker's damage> to <X>(,) instead": the object a possessive of the attacking enemy and
its damage ("that enemy's damage", "its damage", "the attacking enemy's damage": the attack's damage value, Enemy
Attacks), X any target the reader composes ("another enemy at your location": not the attacker). "Instead" replaces
the attack's damage, not the triggering condition: it is read in a 'when' window of an enemy attack (the attack has
begun, its damage not yet dealt), where the plain "instead" of a 'would' trigger is refused. It lowers onto the
engine's ``redirect-attack-damage``. The sentence after it, "You still take (the) horror dealt by the attack", says
what the engine does anyway (only the damage is dealt elsewhere), and adds nothing.
"""

from __future__ import annotations

import re

from .grammar import one_clause
from .instruction import instruction, target
from .model import NotParsed
from .reader_host import ReaderHost
from .vocabulary import Effect

_INSTEAD = re.compile(r"(?P<x>deal .+),? instead", re.I)
#: The attacker's damage, as the object of "deal" names it.
ATTACKERS_DAMAGE = (["that", "enemy's", "damage"], ["its", "damage"], ["the", "attacking", "enemy's", "damage"])
#: "You still take (the) horror dealt by the attack": the part of the attack left as it is.
_STILL = re.compile(r"you still (?:take|suffer) (?:the |any )?horror (?:dealt|that is dealt) by (?:the|that|its) "
                    r"attack", re.I)


class Redirected(ReaderHost):
    """The reader's handler of "Deal that enemy's damage to X, instead" and the reminder after it."""

    out: object
    failed_last: bool

    def _redirected(self, s: str, low: str) -> bool:
        if _STILL.fullmatch(s.strip().rstrip(".")):
            return self._still(s)
        m = _INSTEAD.fullmatch(s.strip().rstrip("."))
        if m is None:
            return False
        sentence = one_clause(m.group("x"))
        if sentence is None:
            return False
        ins = instruction(tuple(sentence.clauses[0].chunks), sentence.clauses[0].text)
        if ins.verb != "deal" or ins.object is None or ins.object.words not in ATTACKERS_DAMAGE:
            return False
        to = ins.slots.get("to")
        if to is None or set(ins.slots) != {"to"} or ins.subject is not None:
            raise NotParsed(s, "an attack's damage dealt instead to what the engine's selectors cannot name")
        if self.ctx.event != "enemy-attack" or self.ctx.timing != "when":
            raise NotParsed(s, "an attack's damage dealt elsewhere instead needs a 'When an enemy attacks …' "
                            "triggering condition")
        effect: Effect = {"effect": "redirect-attack-damage", "to": target(to, self.ctx)}
        self._add([effect], s)
        return True

    def _still(self, s: str) -> bool:
        """"You still take horror dealt by the attack" after the attack's damage was dealt elsewhere."""
        effects = getattr(self.out, "effects", [])
        if self.failed_last or not effects or effects[-1].get("effect") != "redirect-attack-damage":
            raise NotParsed(s, "the horror an attack still deals, with no instruction before it dealing its damage "
                            "elsewhere")
        return True
