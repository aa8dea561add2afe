"""Plays made one at a time: "One at a time, play up to 3 assets from your hand, reducing the resource cost of each
by 1."

The grammar reads "One at a time," as a clause of its own (a noun phrase and a comma) before the instruction it
qualifies. Playing a card is one initiation sequence (Appendix I): the next card is chosen only once the one before it
has been played, which is what the engine's ``play`` of several cards does anyway. So the phrase, before a clause
whose verb is "play", is dropped and the instruction read as printed; before any other verb it is left where it is
(and the sentence stays a gap), never read as if the words were not printed.
"""

from __future__ import annotations

from .grammar import Clause

_PHRASE = ["one", "at", "a", "time"]


def cut(clauses: list[Clause]) -> list[Clause]:
    """``clauses`` without an opening "One at a time," when the clause after it plays cards; else as they are."""
    if len(clauses) < 2 or clauses[0].connective:
        return clauses
    chunks, after = clauses[0].chunks, clauses[1]
    words = [t.low for c in chunks for t in c.tokens]
    plays = after.chunks and after.chunks[0].kind == "verb" and after.chunks[0].text.lower() == "play"
    if words != _PHRASE + [","] or not plays or after.connective:
        return clauses
    return clauses[1:]
