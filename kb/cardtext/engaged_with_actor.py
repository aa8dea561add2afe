"""The enemies engaged with the one who acts, named by a pronoun: "the evading investigator may immediately evade each
other enemy engaged with him or her" / "… disengage from each other enemy engaged with him or her" (Survival Instinct).

One verb frame each for "evade" and "disengage": an investigator subject other than you, and the enemy phrase
"engaged with <pronoun>", the pronoun naming that subject again (the rule of reference: a personal pronoun names what
was just named, here the clause's own subject). The enemies are then the subject's own (Enemy Engagement: an enemy
engaged with an investigator is in his or her threat area), which the engine's selector ``…-engaged-with-you`` names
when it resolves for the effect's ``who``: the clause is read as the subject's own ("you" evade each other enemy
engaged with you) and the subject made the effect's ``who`` — the engine's ``disengage`` and ``evade`` pick the enemies
for that investigator. A pronoun with no investigator subject before it is left to the other readings (and refused
there).
"""

from __future__ import annotations

from dataclasses import replace

from .instruction import Instruction, Phrase, investigator
from .lowering import RULES, Rule
from .model import NotParsed
from .vocabulary import Context, Effect

#: The pronouns that name an investigator subject again, as "engaged with" prints them.
PRONOUNS = frozenset({"him or her", "him", "her", "them", "him/her"})
#: The slot of each verb's enemy phrase (None: its object).
_SLOTS = {"evade": (None,), "disengage": ("from", "with")}


def _enemy_slot(ins: Instruction, verb: str) -> tuple[str | None, Phrase] | None:
    """The slot holding the verb's enemy phrase engaged with a pronoun, and that phrase; None when there is none."""
    for slot in _SLOTS[verb]:
        phrase = ins.object if slot is None else ins.slots.get(slot)
        if phrase is not None and (phrase.engaged or "").lower() in PRONOUNS:
            return slot, phrase
    return None


def actor_engaged_or(verb: str, fallback: Rule) -> Rule:
    """"<investigator> (may) <verb> … enemy engaged with him or her" → the effects of "<verb> … enemy engaged with
    you" for that investigator (``who``); any other clause ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        found = _enemy_slot(ins, verb) if ins.subject is not None else None
        if found is None or ins.subject is None:
            return fallback(ins, ctx)
        try:
            who = investigator(ins.subject, ctx)
        except NotParsed:
            return fallback(ins, ctx)
        if who == "you" or who.startswith("each-"):
            return fallback(ins, ctx)  # "you … him or her" names no one else; each investigator is not one actor
        slot, phrase = found
        own = replace(phrase, engaged="you")
        plain = replace(ins, subject=None, object=own if slot is None else ins.object,
                        slots={**ins.slots, **({} if slot is None else {slot: own})})
        effects = fallback(plain, ctx)
        for e in effects:
            if e.get("who", "you") != "you":
                raise ins.refuse("an instruction for one investigator naming another")
            e["who"] = who
        return effects
    return rule


for _verb in _SLOTS:
    RULES[_verb] = actor_engaged_or(_verb, RULES[_verb])
