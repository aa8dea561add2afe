""""Treat X as if it were Y" read as "treat X as Y": the comparison "as if <it/they> were" names what X is treated as,
as "as" alone does ("You may treat that token as if it were any other token in the chaos bag", "treat it as if it
were an [elder_sign]").

Only a clause whose verb is "treat" is folded: "as if it were" after another verb is a permission about where a card is
treated as being ("You may play X as if it were in your hand": :mod:`.as_if`), whose own frame reads those words. The
fold drops "if <pronoun> were" after the conjunction "as", so the complement after it is the verb's "as" slot
(:mod:`.treating`).
"""

from __future__ import annotations

from .chunk_folds import fold_triples
from .grammar import Chunk

#: The pronouns "as if … were" names the object by.
_PRONOUNS = frozenset({"it", "they"})


def _as_if_were(before: Chunk | None, if_: Chunk, pronoun: Chunk | None, were: Chunk | None,
                _after: Chunk | None) -> tuple[Chunk, ...] | None:
    if before is not None and before.kind == "conj" and before.text.lower() == "as" and if_.kind == "conj" \
            and if_.text.lower() == "if" and pronoun is not None and pronoun.kind == "np" \
            and pronoun.text.lower() in _PRONOUNS and were is not None and were.kind == "verb" \
            and were.text.lower() == "were":
        return ()
    return None


def as_if_were(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """The chunks of a "treat" clause with "as if <it/they> were" read as "as"; any other clause as it is."""
    if not any(c.kind == "verb" and c.tokens[-1].low == "treat" for c in chunks):
        return chunks
    return fold_triples(chunks, _as_if_were)
