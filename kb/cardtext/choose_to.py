""""may choose to <verb>" read as "may <verb>": the choice is the option's own ("you may choose to exile Stroke of
Luck", "he or she may choose to discard 1 card", "You may instead choose to automatically fail this skill test"). A
chunk fold, so the verb after "to" is the clause's verb and its frame reads as any other's; "choose to not <verb>"
stays as it is ("may not" would forbid), and "choose" without "may" is the verb it is ("Choose an enemy").
"""

from __future__ import annotations

from .chunk_folds import fold_triples
from .grammar import Chunk


def is_may(chunk: Chunk | None) -> bool:
    """Whether ``chunk`` is a verb chunk saying "may"."""
    return chunk is not None and chunk.kind == "verb" and "may" in [t.low for t in chunk.tokens]


def _choose_to(before: Chunk | None, choose: Chunk, to: Chunk | None, verb: Chunk | None,
               after: Chunk | None) -> tuple[Chunk, ...] | None:
    """"may choose" + "to <verb>" → "may <verb>"; "may" + "instead choose" + "to automatically" + "fail" → "instead
    automatically fail" (the chunker reads an adverb after "to" as a phrase); None for any other chunks."""
    words = [t.low for t in choose.tokens]
    if choose.kind != "verb" or words[-1] != "choose" or not (is_may(choose) or is_may(before)) or to is None:
        return None
    kept = choose.tokens[:-1]
    to_words = [t.low for t in to.tokens]
    if to.kind == "verb" and to_words[0] == "to" and len(to_words) > 1 and "not" not in to_words:
        return (Chunk("verb", kept + to.tokens[1:]), *((verb,) if verb is not None else ()))
    if to.kind == "pp" and len(to_words) == 2 and to_words[0] == "to" and to_words[1].endswith("ly") \
            and verb is not None and verb.kind == "verb" and "not" not in [t.low for t in verb.tokens]:
        return (Chunk("verb", kept + to.tokens[1:] + verb.tokens),)
    return None


def may_choose(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """A clause's chunks with "may (instead) choose to <verb>" read as "may (instead) <verb>"; any other as it is."""
    if not any(c.kind == "verb" and c.tokens[-1].low == "choose" for c in chunks):
        return chunks
    return fold_triples(chunks, _choose_to)
