"""A parenthesised reminder that is a slot of the clause it follows: "When an investigator is eliminated (by defeat
or resignation)" reads as "… is eliminated by defeat or resignation".

A reminder opening with a preposition the clause has no slot for completes the clause (as "<b>Move</b> (to a
connecting location)" completes a bare verb, :func:`.grammar.completed_by_reminder`); the rule of the clause's verb
then reads the slot as it reads any other, and refuses what it does not know — so nothing the parenthesis says is
dropped: a reminder the rule cannot read leaves the condition a gap.
"""

from __future__ import annotations

from .grammar import Sentence
from .lexicon import PREPOSITIONS


def inlined(sentence: Sentence) -> str | None:
    """The one clause with its one reminder read as its last slot ("is eliminated (by defeat or resignation)" →
    "is eliminated by defeat or resignation"); None when the sentence is not one clause and one reminder opening
    with a preposition, or the clause already has a slot of that preposition (two would be two conditions)."""
    if len(sentence.clauses) != 1 or len(sentence.reminders) != 1:
        return None
    clause, inner = sentence.clauses[0], sentence.reminders[0]
    preposition = inner.split(" ", 1)[0].lower()
    if preposition not in PREPOSITIONS or " " not in inner:
        return None
    if any(chunk.kind == "pp" and chunk.head == preposition for chunk in clause.chunks):
        return None
    return f"{clause.text} {inner}"
