"""An enemy qualified by what an earlier instruction of the ability did to it: "Each [[Criminal]] enemy that engages you
as a result of this effect makes an immediate attack" (Hunted Down, after "each of them moves 1 location toward you").

The relative clause "that engages you as a result of this effect" is folded into the noun phrase before a clause's
slots are read (:func:`folded`), so that "engages" is not taken for the clause's verb; the phrase then reads as "each
Criminal enemy engaged with you" narrowed to those this resolution engaged (:func:`stripped`, :func:`by_this_effect`):
the engine's place ``engaged-with-you-by-this-effect``, whose record counts an enemy a move brought to you and that
engaged you there (Enemy Engagement) as well as one an ``engage`` instruction engaged.
"""

from __future__ import annotations

from .grammar import Chunk
from .tokens import Token

#: The words the fold leaves after the noun phrase: the reduced form of the relative clause.
REDUCED = ("engaged", "with", "you", "by", "this", "effect")
#: The relative clause as chunked: "that" ends the noun phrase, then the verb, "you", "as", "a result", "of this effect".
_CLAUSE = ((["engages"], ["engage"]), (["you"],), (["as"],), (["a", "result"],), (["of", "this", "effect"],))
#: The place of an enemy selector engaged with you, and the engine's place of those this resolution engaged.
ENGAGED_WITH_YOU = "-engaged-with-you"
BY_THIS_EFFECT = "-by-this-effect"


def folded(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """``chunks`` with each "<enemy phrase> that engages you as a result of this effect" folded into one noun phrase
    ("Each Criminal enemy engaged with you by this effect"); the chunks as they are otherwise."""
    out: list[Chunk] = []
    i = 0
    while i < len(chunks):
        chunk, rest = chunks[i], chunks[i + 1:i + 1 + len(_CLAUSE)]
        if chunk.kind == "np" and len(chunk.tokens) > 1 and chunk.tokens[-1].low == "that" \
                and len(rest) == len(_CLAUSE) \
                and all([t.low for t in c.tokens] in forms for c, forms in zip(rest, _CLAUSE)):
            out.append(Chunk("np", (*chunk.tokens[:-1], *(Token("word", w, w) for w in REDUCED))))
            i += 1 + len(_CLAUSE)
            continue
        out.append(chunk)
        i += 1
    return tuple(out)


def stripped(tokens: list[Token]) -> list[Token] | None:
    """The tokens of the enemy phrase a folded "… engaged with you by this effect" qualifies; None for any other."""
    n = len(REDUCED)
    return list(tokens[:-n]) if len(tokens) > n and tuple(t.low for t in tokens[-n:]) == REDUCED else None


def by_this_effect(selector: str) -> str | None:
    """"each-criminal-enemy-engaged-with-you" → "each-criminal-enemy-engaged-with-you-by-this-effect"; None for a
    selector of enemies elsewhere."""
    return selector + BY_THIS_EFFECT if selector.endswith(ENGAGED_WITH_YOU) else None
