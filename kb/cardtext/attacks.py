"""The verb "attack" with an enemy as its subject: "It attacks you", "@self attacks that investigator",
"that enemy attacks each investigator at your location" → the engine's ``enemy-attacks``.

The attacker is the card itself (its name, "it", on an enemy card) or an enemy the selectors name;
whom it attacks is an investigator phrase. An investigator attacking ("you attack …") is the
fight's business, not this rule's, and is refused.
"""

from __future__ import annotations

from .instruction import Instruction, enemy, investigator
from .vocabulary import Context, Effect
from .words import SELF

#: How an enemy's own text names it.
ITSELF = (SELF, "it", "he", "she")


def attack(ins: Instruction, ctx: Context) -> list[Effect]:
    """"X attacks Y": the enemy X attacks each investigator Y names."""
    if ins.subject is None or ins.object is None or ins.slots:
        raise ins.refuse()
    words = ins.subject.words
    if len(words) == 1 and words[0] in ITSELF and not ins.subject.where:
        if ctx.card_type != "enemy":
            raise ins.refuse("an attack by the card itself: only an enemy attacks")
        attacker = "self"
    elif words[-1] in ("enemy", "enemies"):
        attacker = enemy(ins.subject, ctx)
        if attacker.startswith("each-"):
            raise ins.refuse("several enemies attacking: the engine's 'enemy-attacks' takes one enemy")
    else:
        raise ins.refuse()
    out: Effect = {"effect": "enemy-attacks"}
    if attacker != "self":
        out["enemy"] = attacker
    who = investigator(ins.object, ctx)
    return [out if who == "you" else {**out, "who": who}]
