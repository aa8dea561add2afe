"""An instruction forbidding enemies to attack or engage for a duration: "The Organist cannot attack this phase",
"Until the end of the round, non-Elite enemies cannot attack you", "Until the end of your turn, that enemy cannot engage
you" → a ``lasting`` effect with ``cannot`` on the ``enemy-attack`` event (its ``source`` the attacker's filter) or on
the ``engage`` event (its ``what`` the enemy's: the engine's engage names the enemy so) and, when the sentence names
whom, its ``who``. Forbidding the engagement forbids it however it would come about — the enemy engaging at its
location, moving in, an effect (Cannot: "cannot" is absolute).

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


#: The enemy's verbs a lasting 'cannot' forbids: the engine's event and the key of its filter naming the enemy.
ENEMY_VERBS: dict[str, tuple[str, str]] = {"attack": ("enemy-attack", "source"), "engage": ("engage", "what")}


def cannot_attack(ins: Instruction, ctx: Context) -> list[Effect]:
    """"<enemy> cannot attack / engage (you) <duration>": the enemy's attacks (engagements) forbidden while the
    lasting effect lasts."""
    event, key = ENEMY_VERBS[ins.verb]
    if ins.subject is None or ins.slots or ins.duration is None:
        raise ins.refuse()
    pronoun = wanted(ins.subject.words) is not None or ins.subject.words in (["he"], ["she"])
    source = acting_enemy(ins.subject, ins, ctx) if pronoun else enemy_filter(ins.subject)
    if source is None:
        raise ins.refuse(f"a subject of 'cannot {ins.verb}' that is no enemy the engine's filters name")
    who = investigator(ins.object, ctx) if ins.object is not None else None
    if who not in (None, "you"):
        raise ins.refuse(f"a 'cannot {ins.verb}' naming whom other than you: the lasting effect's filter names you or "
                         "anyone")
    applies = {"event": event, key: source, **({"who": who} if who else {})}
    return [{"effect": "lasting", "duration": ins.duration, "applies-to": applies, "cannot": True}]
