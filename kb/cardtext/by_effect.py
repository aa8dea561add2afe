"""A noun phrase qualified by what an earlier instruction of the ability did to it: "a location discarded by this
effect" — a reduced relative (a past participle and its agent, "by this effect" or "in this way") folded into the noun
phrase before a clause's slots are read, so the participle is not taken for a second verb. The phrase is read by
:mod:`.recorded`; only the participles whose outcome the engine's record keeps with its cards are folded.
"""

from __future__ import annotations

from .grammar import Chunk
from .chunk_folds import fold_triples

#: The agents of a result: "by this effect", "in this way".
AGENTS = (["by", "this", "effect"], ["in", "this", "way"])
#: A participle of a recorded outcome that keeps its cards → the engine's area of those cards.
AREAS = {"discarded": "discarded-by-this-effect", "revealed": "revealed-by-this-effect"}


def _participle(_before: Chunk | None, np: Chunk, verb: Chunk | None, agent: Chunk | None,
                _after: Chunk | None) -> tuple[Chunk, ...] | None:
    if np.kind == "np" and verb is not None and verb.kind == "verb" and agent is not None and agent.kind == "pp" \
            and [t.low for t in verb.tokens] in ([p] for p in AREAS) and [t.low for t in agent.tokens] in AGENTS:
        return (Chunk("np", (*np.tokens, *verb.tokens, *agent.tokens)),)
    return None


def by_this_effect(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """The chunks with each "<np> <participle> <by this effect>" folded into one noun phrase."""
    return fold_triples(chunks, _participle)
