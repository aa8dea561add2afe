""""<test> is automatically successful / unsuccessful" read as "<test> automatically succeeds / fails": the
predicative adjective of the result is the verb of it (Automatic Failure/Success: "Some card or token abilities may
cause a skill test to automatically fail or to automatically succeed"), so the clause lowers by the one rule of
automatic results (``lowering._automatic``: only a test as its subject). A chunk fold; any other "is" stays as it is.
After an automatic success, "(unless a [auto_fail] token was revealed)" restates the rules (:func:`restates_precedence`).
"""

from __future__ import annotations

import re

from .chunk_folds import fold_triples
from .grammar import Chunk, Clause
from .tokens import Token

#: The result's adjective → the verb saying it.
_RESULTS = {"successful": "succeeds", "unsuccessful": "fails"}


def _is_automatic(before: Chunk | None, is_: Chunk, adverb: Chunk | None, result: Chunk | None,
                  _after: Chunk | None) -> tuple[Chunk, ...] | None:
    if before is None or before.kind != "np" or is_.kind != "verb" or [t.low for t in is_.tokens] != ["is"] \
            or adverb is None or adverb.kind != "adv" or adverb.text.lower() != "automatically" or result is None \
            or result.kind != "np" or result.text.lower() not in _RESULTS:
        return None
    verb = _RESULTS[result.text.lower()]
    return adverb, Chunk("verb", (Token("word", verb, verb),))


def automatic_result(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """A clause's chunks with "is automatically (un)successful" read as "automatically succeeds (fails)"."""
    if not any(c.kind == "np" and c.text.lower() in _RESULTS for c in chunks):
        return chunks
    return fold_triples(chunks, _is_automatic)


#: "(unless a [auto_fail] token was revealed)": the [auto_fail] token's own automatic failure, which takes precedence
#: over an automatic success (FAQ: "If a skill test both automatically succeeds and automatically fails, the automatic
#: failure takes precedence") — after an automatic success it restates what the engine does anyway.
_UNLESS_AUTO_FAIL = re.compile(r"unless an? \[auto_fail\] (?:chaos )?(?:token|symbol) (?:was|is|has been) revealed\.?",
                               re.I)


def restates_precedence(reminder: str, clauses: tuple[Clause, ...]) -> bool:
    """"(unless a [auto_fail] token was revealed)" in a sentence whose instruction is an automatic success."""
    if _UNLESS_AUTO_FAIL.fullmatch(reminder.strip()) is None:
        return False
    for clause in clauses:
        chunks = automatic_result(clause.chunks)
        words = [t.low for c in chunks if c.kind in ("verb", "adv") for t in c.tokens]
        if "automatically" in words and any(w in ("succeed", "succeeds") for w in words):
            return True
    return False
