"""One walk over a clause's chunks for the reader's folds: a reduced relative or a participle phrase after a noun
phrase ("a location discarded by this effect", "a card not named Resourceful", "the investigator performing this
test") is folded into that noun phrase before the clause's slots are read, so its verb is not taken for the clause's.
Each fold says only what three chunks become; the walk is written once here."""

from __future__ import annotations

from collections.abc import Callable

from .grammar import Chunk

#: A fold's rule: the chunk before (as already folded) and the next four (None past the end) → the chunks that replace
#: the first three, or None to keep the first as it is and go on.
Fold = Callable[[Chunk | None, Chunk, Chunk | None, Chunk | None, Chunk | None], tuple[Chunk, ...] | None]


def fold_triples(chunks: tuple[Chunk, ...], fold: Fold) -> tuple[Chunk, ...]:
    """``chunks`` with each run of three that ``fold`` rewrites replaced by what it gives, left to right."""
    out: list[Chunk] = []
    i = 0
    while i < len(chunks):
        ahead = [chunks[i + k] if i + k < len(chunks) else None for k in (1, 2, 3)]
        folded = fold(out[-1] if out else None, chunks[i], *ahead)
        if folded is None:
            out.append(chunks[i])
            i += 1
        else:
            out.extend(folded)
            i += 3
    return tuple(out)
