"""Enemies doing what a card instructs, named as the subject of their verb, and investigators engaging several.

- "X readies" (the verb with no object, its subject the card that readies: "Clover Club Pit Boss readies", "it readies"
  after "If Hunting Horror is in play", "the nearest Possessed enemy readies") is the engine's ``ready`` of that card
  (Ready/Exhaust: a card readies by being turned upright); the subject is composed as an attacking enemy is
  (:func:`subject_enemy`), so "it", a name as printed and an enemy selector read alike.
- "Engage any number of enemies at your location": the enemies chosen together among those the noun phrase after
  "of" names (the engine's ``any-number-of-`` selector, Enemy Engagement), each engaged by one ``engage``.

Any other "ready" ("Ready Hunting Horror", "ready each enemy") and "engage" ("Engage that enemy", "@self engages
you") is the fallback rule's. "Defeat that enemy" (:func:`defeat`) is an enemy defeated by the card's ability.
"""

from __future__ import annotations

from collections.abc import Callable

from .attacks import acting_enemy
from .instruction import Instruction, Phrase, enemy, investigator, target, tokens_of
from .model import NotParsed
from .vocabulary import Context, Effect
from .words import SELF

Rule = Callable[[Instruction, Context], list[Effect]]
#: The determiner the engine's selectors give "any number of" (``ANY_NUMBER`` of the situation's vocabulary).
ANY_NUMBER = "any-number-of-"


def subject_enemy(subject: Phrase, ins: Instruction, ctx: Context) -> str:
    """The enemy the subject of its verb names: on an enemy card, "it" and its own name are the card itself (before any
    referent: "Move Lurker to your location. It engages you."); else as an attacking enemy is named."""
    if subject.words in ([SELF], ["it"]) and ctx.card_type == "enemy" and not subject.where:
        return "self"
    return acting_enemy(subject, ins, ctx)


def ready_or(fallback: Rule) -> Rule:
    """"X readies": the card the subject names readies; "ready X" is ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if ins.subject is None or ins.object is not None or investigator_subject(ins.subject):
            return fallback(ins, ctx)
        if ins.slots:
            raise ins.refuse()
        return [{"effect": "ready", "to": subject_enemy(ins.subject, ins, ctx)}]
    return rule


def investigator_subject(subject: Phrase) -> bool:
    """Whether the subject is an investigator ("you ready …", "each investigator readies …"): not an enemy's verb."""
    return subject.words[-1:] in (["you"], ["investigator"], ["investigators"])


def engage_any_number_or(fallback: Rule) -> Rule:
    """"Engage any number of enemies at your location": each enemy chosen is engaged; any other "engage" is
    ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        obj, of = ins.object, ins.slots.get("of")
        if obj is None or obj.words != ["any", "number"] or of is None:
            return fallback(ins, ctx)
        where = ins.slots.get("at")
        if set(ins.slots) - {"of", "at"} or of.words[-1:] != ["enemies"] or (where is not None and of.where):
            raise ins.refuse()
        phrase = Phrase([*tokens_of("each"), *of.tokens], where.text if where is not None else of.where, of.engaged)
        try:
            each = enemy(phrase, ctx)
            who = investigator(ins.subject, ctx)
        except NotParsed as problem:
            raise ins.refuse(problem.reason) from None
        if not each.startswith("each-"):
            raise ins.refuse()
        return [{"effect": "engage", "enemy": ANY_NUMBER + each[len("each-"):], **({} if who == "you" else {"who": who})}]
    return rule


def defeat(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Defeat that enemy", "defeat @self" (an enemy's own text): an enemy or the card itself defeated by the card's
    ability; an investigator's defeat by a card ability is refused (its repercussions are the card's)."""
    if ins.object is None or ins.slots or ins.subject is not None or ins.object.words[-1] in ("investigator", "you"):
        raise ins.refuse()
    return [{"effect": "defeat", "to": target(ins.object, ctx)}]
