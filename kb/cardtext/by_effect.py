"""A noun phrase qualified by what an earlier instruction of the ability did to it: "a location discarded by this
effect" — a reduced relative (a past participle and its agent, "by this effect" or "in this way") folded into the noun
phrase before a clause's slots are read, so the participle is not taken for a second verb. The phrase is read by
:mod:`.recorded`; only the participles whose outcome the engine's record keeps with its cards are folded.
"""

from __future__ import annotations

from .grammar import Chunk

#: The agents of a result: "by this effect", "in this way".
AGENTS = (["by", "this", "effect"], ["in", "this", "way"])
#: A participle of a recorded outcome that keeps its cards → the engine's area of those cards.
AREAS = {"discarded": "discarded-by-this-effect"}


def by_this_effect(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """The chunks with each "<np> <participle> <by this effect>" folded into one noun phrase."""
    out: list[Chunk] = []
    i = 0
    while i < len(chunks):
        np, verb, agent = chunks[i], *(chunks[i + k] if i + k < len(chunks) else None for k in (1, 2))
        if np.kind == "np" and verb is not None and verb.kind == "verb" and agent is not None and agent.kind == "pp" \
                and [t.low for t in verb.tokens] in ([p] for p in AREAS) \
                and [t.low for t in agent.tokens] in AGENTS:
            out.append(Chunk("np", (*np.tokens, *verb.tokens, *agent.tokens)))
            i += 3
            continue
        out.append(np)
        i += 1
    return tuple(out)
