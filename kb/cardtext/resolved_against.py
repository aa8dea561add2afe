"""An enemy's attack resolved against an investigator: "Play when a non-Elite enemy would attack another investigator at
your location. Engage that enemy and resolve its attack against you instead." (Heroic Rescue).

One verb frame, "resolve": the object an enemy's attack named by its possessive ("its attack", "that enemy's attack",
"the attacking enemy's attack"), "against <investigator>" — the frame "X makes an attack against Y" said of the attack
(:mod:`.attacks`: the enemy the possessor names attacks that investigator, the engine's ``enemy-attacks``). With
"instead" after it in a "would" window, the reader's replacement wraps it (the attack against the other investigator
replaced by this one: Instead). Any other "resolve" is left to its other readings.
"""

from __future__ import annotations

from .attacks import _attacks
from .instruction import Instruction, Phrase, possessor
from .lowering import RULES, Rule
from .tokens import Token
from .vocabulary import Context, Effect

#: A possessive pronoun → the pronoun naming its owner ("its attack": the attack of it).
_OWNERS = {"its": "it", "his": "he", "her": "she"}


def _attacker(phrase: Phrase) -> Phrase | None:
    """The enemy whose attack the phrase names ("its attack" → "it", "that enemy's attack" → "that enemy"), else
    None."""
    if phrase.words[-1:] != ["attack"] or phrase.where or phrase.engaged is not None:
        return None
    before = phrase.tokens[:-1]
    if len(before) == 1 and before[0].low in _OWNERS:
        return Phrase([Token("word", _OWNERS[before[0].low], _OWNERS[before[0].low])])
    owner = possessor(before)
    return Phrase(owner) if owner else None


def resolved_against_or(fallback: Rule) -> Rule:
    """"Resolve its attack against you" → the enemy attacks you (``enemy-attacks``); any other "resolve"
    ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        attacker = _attacker(ins.object) if ins.object is not None else None
        if attacker is None or set(ins.slots) != {"against"} or ins.subject is not None:
            return fallback(ins, ctx)
        return _attacks(attacker, ins.slots["against"], ins, ctx)
    return rule


RULES["resolve"] = resolved_against_or(RULES["resolve"])
