"""A participle clause after an instruction, its pronoun the instruction's object: "Flip each non-Sentinel Hill
location in play to its unrevealed side, removing all clues from it".

Grammar, not a sentence: "<instruction>, <verb>-ing <rest>" where <rest> names "it" / "them" — an action that comes
with the instruction's, done to what the instruction's object picks. Read as two instructions, the participle's verb
in its base form and its pronoun replaced by the object's noun phrase, each lowered as any instruction is. Only a
distributive object ("each X", "all X", the card itself) is put in the pronoun's place: it names the same things
again, where "a location" would be chosen a second time. Whatever else (a participle whose pronoun has no such
object, a reading either half refuses) keeps the whole clause's refusal: it stays a gap with its reason.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from .grammar import one_clause
from .lexicon import lemma
from .model import NotParsed
from .vocabulary import Context, Effect

Lower = Callable[[str, Context], list[Effect]]
#: "<instruction>, <verb>-ing <rest>": one participle after the instruction's last comma.
_PARTICIPLE = re.compile(r"(?P<main>[^,]+), (?P<verb>[a-z]+ing) (?P<rest>[^,]+)", re.I)
#: The pronouns that name the instruction's object in the participle.
_PRONOUN = re.compile(r"\b(?:it|them)\b")
#: The determiners of an object that names the same things again when repeated.
_DISTRIBUTIVE = frozenset({"each", "all", "every"})
#: The instructions that leave their object where it is and as many as it was, so that the object named again picks
#: the same things ("Discard each X, …" would leave none to pick).
_IN_PLACE = frozenset({"flip", "exhaust", "ready"})
#: The prepositions of a place after the object, which restrict what it picks.
_PLACES = frozenset({"at", "in"})


def _object(main: str) -> str | None:
    """The instruction's object as printed, when it is distributive ("each non-Sentinel Hill location") or the card
    itself; None otherwise."""
    sentence = one_clause(main)
    chunks = sentence.clauses[0].chunks if sentence is not None else ()
    if len(chunks) < 2 or chunks[0].kind != "verb" or chunks[1].kind != "np" or chunks[0].head not in _IN_PLACE:
        return None
    np = chunks[1]
    if np.tokens[0].low not in _DISTRIBUTIVE and [t.kind for t in np.tokens] != ["self"]:
        return None
    places = []  # where the object is is part of what it picks: "each enemy at your location", "… in play"
    for chunk in chunks[2:]:
        if chunk.kind != "pp" or chunk.tokens[0].low not in _PLACES:
            break
        places.append(chunk.text)
    return " ".join([np.text, *places])


def accompanied(lower: Lower) -> Lower:
    """``lower`` (the reader of one clause), also reading "<instruction>, <verb>-ing … it": the instruction, then the
    participle's instruction on the instruction's object — only when the clause is not read whole."""
    @functools.wraps(lower)
    def lowering(text: str, ctx: Context) -> list[Effect]:
        m = _PARTICIPLE.fullmatch(text.strip().rstrip("."))
        verb = lemma(m["verb"].lower()) if m is not None else None
        if m is None or verb is None or not _PRONOUN.search(m["rest"]):
            return lower(text, ctx)
        try:
            return lower(text, ctx)
        except NotParsed as whole:
            refused = whole
        obj = _object(m["main"])
        if obj is None:
            raise refused
        try:
            return lower(m["main"], ctx) + lower(_PRONOUN.sub(obj, f"{verb.capitalize()} {m['rest']}"), ctx)
        except NotParsed:
            raise refused from None
    return lowering
