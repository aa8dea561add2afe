"""The verb "attack" with an enemy as its subject: "It attacks you", "@self attacks that investigator",
"that enemy attacks each investigator at your location", "Hastur attacks each investigator" → the engine's
``enemy-attacks``; and the frame "X makes an (immediate) attack against Y", the same attack with its object after
"against" (with none, against the investigator the enemy is engaged with).

The attacker is the card itself (its name, "it", on an enemy card), the card a pronoun refers back to ("If The Man in
the Pallid Mask is in play, he attacks …": the rule of reference), one named as printed, or an enemy the selectors
name; whom it attacks is an investigator phrase. An investigator attacking ("you attack …") is the fight's business,
not this rule's, and is refused.
"""

from __future__ import annotations

from .constant_cards import subject as card_subject
from .grammar import Chunk
from .instruction import Instruction, Phrase, enemy, investigator, printed_name, referred
from .vocabulary import Context, Effect
from .tokens import Token
from .words import SELF
from . import engaged_result

#: The engine's selector of the investigator an enemy is engaged with (the enemy's selector after it).
ENGAGED_WITH = "investigator-engaged-with:"
#: The places of enemies all engaged with you: their attack with no one named is against you.
ENGAGED_PLACES = ("-engaged-with-you", "-engaged-with-you-by-this-effect")
#: How an enemy's own text names it.
ITSELF = (SELF, "it", "he", "she")
#: The words an attack "made" may have before "attack": "an attack", "an immediate attack" (immediately: as the
#: effect resolves, which every effect is).
MADE = (["an", "attack"], ["an", "immediate", "attack"])


def acting_enemy(subject: Phrase, ins: Instruction, ctx: Context) -> str:
    """The enemy the subject names (of "attacks", "makes an attack", "readies"); refused when it names none."""
    words = subject.words
    ref = referred(subject, ctx, ("enemy", "named")) if words[:1] != [SELF] else None
    if ref is not None:
        return ref
    if len(words) == 1 and words[0] in ITSELF and not subject.where:
        if ctx.card_type != "enemy":
            raise ins.refuse("an attack by the card itself: only an enemy attacks")
        return "self"
    named = printed_name(subject) or (card_subject([Chunk("np", tuple(subject.tokens))], ctx.card_type)
                                      if not subject.where else None)
    if named is not None and named not in ("self", "this-location", "attached"):
        return named  # "Hastur", "The Rougarou" (a capitalised "The" opening the sentence is the name's)
    base = engaged_result.stripped(subject.tokens) if not subject.where else None
    if base is not None:  # "Each Criminal enemy that engages you as a result of this effect"
        attacker = engaged_result.by_this_effect(enemy(Phrase(base, None, "you"), ctx))
        if attacker is None:
            raise ins.refuse()
        return attacker
    if words[-1] in ("enemy", "enemies"):
        return enemy(subject, ctx)  # one, or each in turn ("each-…": the lead investigator orders them)
    raise ins.refuse()


def _attacks(subject: Phrase, whom: Phrase | None, ins: Instruction, ctx: Context) -> list[Effect]:
    """The enemy the subject names attacks whom ``whom`` names, or with no one named (None) the investigator it is
    engaged with (``investigator-engaged-with:``)."""
    attacker = acting_enemy(subject, ins, ctx)
    out: Effect = {"effect": "enemy-attacks"}
    if attacker != "self":
        out["enemy"] = attacker
    if whom is None and attacker.startswith("each-"):  # several attacking the investigators each is engaged with:
        if not attacker.endswith(ENGAGED_PLACES):  # only those engaged with you is one investigator for all
            raise ins.refuse("several enemies attacking, each the investigator it is engaged with")
        whom = Phrase([Token("word", "you", "you")])
    who = investigator(whom, ctx) if whom is not None else f"{ENGAGED_WITH}{attacker}"
    return [out if who == "you" else {**out, "who": who}]


#: Where an enemy out of play attacks from, as the card says it ("that enemy attacks you (from the discard pile)").
FROM_DISCARD_PILE = ["the", "discard", "pile"]


def attack(ins: Instruction, ctx: Context) -> list[Effect]:
    """"X attacks Y": the enemy X attacks each investigator Y names; "(from the discard pile)" after it: X attacks
    from there, out of play (Deadly Fate's enemy found in the encounter discard pile: ``discard-pile``)."""
    where = ins.slots.get("from")
    if ins.subject is None or ins.object is None or set(ins.slots) - {"from"} \
            or (where is not None and (where.words != FROM_DISCARD_PILE or where.where is not None)):
        raise ins.refuse()
    out = _attacks(ins.subject, ins.object, ins, ctx)
    return [{**out[0], "discard-pile": True}] if where is not None else out


def make(ins: Instruction, ctx: Context) -> list[Effect]:
    """"X makes an (immediate) attack against Y": the enemy X attacks each investigator Y names; "X makes an
    immediate attack" against no one named: the investigator it is engaged with (as an engaged enemy attacks in the
    enemy phase, 3.3: "makes an attack against the investigator to which it is engaged"); any other thing made is refused."""
    if ins.subject is None or ins.object is None or ins.object.words not in MADE or set(ins.slots) - {"against"}:
        raise ins.refuse()
    return _attacks(ins.subject, ins.slots.get("against"), ins, ctx)
