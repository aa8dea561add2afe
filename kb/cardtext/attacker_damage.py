"""An enemy attack's value dealt as damage by a card, not by the attack: "Cancel that attack. … deal the attacking
enemy's damage to itself" (a part of the verb frame of "deal", :func:`.lowering._deal`).

The object of "deal" names the attacker's damage, as :mod:`.redirected` reads it ("that enemy's damage", "its damage",
"the attacking enemy's damage": the damage value of the attack that is the triggering condition, Enemy Attacks); the
amount dealt is that value, counted as the instruction resolves (the engine's ``for-each`` of
``attack-damage-of:attacking-enemy`` around 1 damage — the one builder of a counted amount, :func:`.counted.per_count`).
Its target is any the reader composes; the reflexive "itself" names the card the same clause names, here the
attacker whose damage it is (an attack's damage dealt to the attacking enemy). Only in an ability whose triggering
condition is an enemy's attack is the possessive that attacker; elsewhere it is left to the other readings.
"""

from __future__ import annotations

from .counted import per_count
from .instruction import Instruction, target
from .redirected import ATTACKERS_DAMAGE
from .vocabulary import Context, Effect

#: The reflexive pronouns naming the card whose damage the clause's object is.
_REFLEXIVE = (["itself"], ["themselves"])
#: The object naming the attack an investigator is making.
_THIS_ATTACKS = ["this", "attack's", "damage"]
#: The attacker, as the engine's selectors name it.
_ATTACKER = "attacking-enemy"


def deal(ins: Instruction, ctx: Context) -> list[Effect] | None:
    """"Deal the attacking enemy's damage to X": X dealt damage equal to the attack's damage value; "Deal this attack's
    damage to X" (:func:`_this_attack`); None when the object is neither or names an attack the triggering condition
    does not."""
    obj = ins.object
    if obj is not None and obj.words == _THIS_ATTACKS:
        return _this_attack(ins, ctx)
    if obj is None or obj.words not in ATTACKERS_DAMAGE or ctx.event != "enemy-attack":
        return None
    to = ins.slots.get("to")
    if to is None or set(ins.slots) != {"to"} or ins.subject is not None or ins.duration is not None:
        raise ins.refuse()
    dealt = _ATTACKER if to.words in _REFLEXIVE else target(to, ctx)
    return [per_count(f"attack-damage-of:{_ATTACKER}", {"effect": "deal-damage", "amount": 1, "to": dealt})]


def _this_attack(ins: Instruction, ctx: Context) -> list[Effect] | None:
    """"Deal this attack's damage to a different enemy at your location" (played after failing while attacking): the
    damage the investigator's attack being made deals, dealt by it to X (the engine's ``deal-attack-damage``). Only
    where an attack is being made — a designated Fight's own text, or a triggering condition while attacking."""
    if not (ctx.tested or (ctx.trigger or {}).get("via") == "fight"):
        return None
    to = ins.slots.get("to")
    if to is None or set(ins.slots) != {"to"} or ins.subject is not None or ins.duration is not None:
        raise ins.refuse()
    return [{"effect": "deal-attack-damage", "to": target(to, ctx)}]
