"""An instruction forbidding enemies to attack for a duration: "The Organist cannot attack this phase", "Until the end
of the round, non-Elite enemies cannot attack you" → a ``lasting`` effect with ``cannot`` on the ``enemy-attack``
event, its ``source`` the attacker's filter and, when the sentence names whom, its ``who``.

The attacker is read as a triggering condition's attacker is (:func:`.trigger_tree.enemy_filter`: the card itself, one
named as printed, "non-Elite enemies" as each such enemy); a pronoun ("it cannot attack this phase") is the enemy it
refers back to (:func:`.attacks.acting_enemy`). Whom: you, or no one named (any investigator). A 'cannot' forbids the
attack as it would be made, whatever made it — the enemy phase, an attack of opportunity, a card's instruction
(Enemy Attack; Cannot: "cannot" is absolute).
"""

from __future__ import annotations

from .attacks import acting_enemy
from .instruction import Instruction, investigator
from .reference import wanted
from .trigger_tree import enemy_filter
from .vocabulary import Context, Effect


def cannot_attack(ins: Instruction, ctx: Context) -> list[Effect]:
    """"<enemy> cannot attack (you) <duration>": the enemy's attacks forbidden while the lasting effect lasts."""
    if ins.subject is None or ins.slots or ins.duration is None:
        raise ins.refuse()
    pronoun = wanted(ins.subject.words) is not None or ins.subject.words in (["he"], ["she"])
    source = acting_enemy(ins.subject, ins, ctx) if pronoun else enemy_filter(ins.subject)
    if source is None:
        raise ins.refuse("an attacker that is no enemy the engine's filters name")
    who = investigator(ins.object, ctx) if ins.object is not None else None
    if who not in (None, "you"):
        raise ins.refuse("a 'cannot attack' naming whom other than you: the lasting effect's filter names you or anyone")
    applies = {"event": "enemy-attack", "source": source, **({"who": who} if who else {})}
    return [{"effect": "lasting", "duration": ins.duration, "applies-to": applies, "cannot": True}]
