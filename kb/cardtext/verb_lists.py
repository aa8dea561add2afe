"""Verb phrases coordinated under one subject: "That investigator searches …, draws it, and shuffles …", "the nearest
Possessed enemy readies, moves (one location at a time) until it reaches your location, engages you, and makes an
immediate attack".

After a comma, a verb in its -s form is the next verb of a list sharing the clause's subject when what follows it is
what a verb takes: its object (a pronoun, a determiner, a number, the card's own name). An intransitive verb of motion
takes no object, only a complement — a preposition ("moves to your location", "moves toward you") or a clause of
time ("moves until it reaches your location") — and is read so only when the clause before the comma already has a
verb inflected for its subject ("readies, moves …"): a subject is there to share, and the comma is no list of nouns.
"""

from __future__ import annotations

from collections.abc import Sequence

from .lexicon import DETERMINERS, PREPOSITIONS, PRONOUNS, lemma
from .tokens import Token

#: What may follow an intransitive verb of the list instead of an object: a clause of time ("moves until …").
COMPLEMENT_OPENERS = frozenset({"until"})


def third_person(t: Token) -> bool:
    """Is ``t`` a verb in its -s form ("moves", "readies", "engages")?"""
    base = lemma(t.low) if t.kind == "word" and t.low.endswith("s") else None
    return base is not None and base != t.low


def shared_subject_verb(tokens: list[Token], i: int, before: Sequence[Token] = ()) -> bool:
    """Is ``tokens[i]``, after a comma, the next verb of a list sharing one subject: a verb's -s form followed by its
    object, or — when the clause ``before`` the comma has such a verb — by a preposition or "until"?"""
    if i + 1 >= len(tokens) or not third_person(tokens[i]):
        return False
    nxt = tokens[i + 1]
    if nxt.low in PRONOUNS or nxt.low in DETERMINERS or nxt.kind in ("number", "self"):
        return True
    return nxt.kind == "word" and (nxt.low in PREPOSITIONS or nxt.low in COMPLEMENT_OPENERS) \
        and any(third_person(t) for t in before)
