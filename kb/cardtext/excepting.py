"""The exception of a "cannot": "cannot be damaged except by Spell, Relic, or encounter cards", "cannot be defeated
except by damage", "cannot be damaged except by story card effects".

Cannot is absolute; an exception narrows what it forbids, not its force. The reader lowers it as the filter's
``except`` part — the occurrences the filter does not name, by the roles the engine records of them:

- "by damage" / "by horror": how a defeat came about (Defeat: by damage, by horror, by a card ability) — the
  ``via`` of a ``defeated``;
- "by X cards" / "by X card effects": the card the damage or the attack comes from (Dealing Damage/Horror: its
  source) — a list of the excepted kinds, any of them, each a composed filter: a trait ("Spell" is ``spell-card``),
  "encounter" (``encounter-card``: a scenario's card), a card type ("story" cards: ``story``); "effects" adds
  ``via: effect``.

- "by investigating": how a clue came to be discovered (Clues: "by successfully investigating the location, or by a
  card ability") — the ``via`` of a ``discover-clues``, ``investigate`` (a gerund of an action: :data:`BY_ACTION`).

A "cannot leave play except by / through the ability below" names the ability that makes the card leave: the engine's
``leaves-play`` records how a card left (discarded or not), not which ability made it, so that exception is refused with
that reason and stays a gap.

A time of the story it holds at ("during act 1 or act 2") is the constant's condition (:func:`during`). Any other
exception ("except by his [action] ability", "except using the ability on Esoteric Formula") names what
the engine does not record of an occurrence: it is refused with its reason, and stays a gap.
"""

from __future__ import annotations

from typing import Any

from .grammar import Chunk, Clause
from .model import NotParsed
from .story_conditions import story_condition
from .tokens import Token
from .words import spelled

Fields = dict[str, Any]

#: How a defeat came about, as the exception says it → the ``via`` of the ``defeated`` event (Defeat).
DEFEATED_BY = {"damage": "damage", "horror": "horror"}
#: The card types an excepted card may be named by: the engine's type selector.
CARD_TYPES = ("asset", "event", "skill", "enemy", "treachery", "story", "act", "agenda")
#: The events whose source an exception by card names (its ``source`` role).
BY_SOURCE = ("damage-dealt", "horror-dealt", "fight", "defeated")
#: An action's gerund ("except by investigating") → the ``via`` its occurrences record, for the events recording it.
BY_ACTION = {"investigating": ("investigate", ("discover-clues",))}
_LEAVES = ("the engine's 'leaves-play' records whether a card was discarded, not which ability made it leave play "
           "(Leaves Play), so a 'cannot leave play' excepting an ability cannot tell them apart")
_REFUSED = "the engine's 'cannot' is absolute (Cannot) and has no field for an exception or a time"


def split_exception(chunks: list[Chunk], word: str = "except") -> tuple[list[Chunk], list[Chunk] | None]:
    """The chunks before ``word`` ("except", "during") and the chunks after it, to the end of the clause ("… cannot
    be damaged except by Spell, Relic, or encounter cards": the list and its "or" are the exception's); None: no
    such word."""
    for k, chunk in enumerate(chunks):
        at = next((i for i, t in enumerate(chunk.tokens) if t.low == word), None)
        if at is None:
            continue
        before = chunks[:k] + ([Chunk(chunk.kind, chunk.tokens[:at])] if at else [])
        after = ([Chunk(chunk.kind, chunk.tokens[at + 1:])] if chunk.tokens[at + 1:] else []) + chunks[k + 1:]
        return before, after
    return chunks, None


def exception(after: list[Chunk], events: list[str], text: str) -> Fields:
    """The ``except`` part of the filters of ``events`` read from the words after "except"; :class:`NotParsed`
    for an exception the engine records nothing of."""
    tokens = [t for c in after for t in c.tokens if c.kind != "punct" or t.low == ","]
    words = [t.low for t in tokens]
    said = " ".join(words).replace(" ,", ",")
    if set(events) == {"leaves-play"}:
        raise NotParsed(text, f"a 'cannot leave play' with 'except {said}': {_LEAVES}")
    if words[:1] != ["by"] or len(words) < 2:
        raise NotParsed(text, f"a 'cannot' with 'except {said}': {_REFUSED}")
    if len(words) == 2 and words[1] in BY_ACTION and set(events) <= set(BY_ACTION[words[1]][1]):
        return {"via": BY_ACTION[words[1]][0]}  # "cannot discover clues here except by investigating"
    if len(words) == 2 and words[1] in DEFEATED_BY and set(events) == {"defeated"}:
        return {"via": DEFEATED_BY[words[1]]}
    source = _cards(tokens[1:])
    if source is None or not set(events) <= set(BY_SOURCE):
        raise NotParsed(text, f"a 'cannot' with 'except {said}': {_REFUSED}")
    selectors, effects = source
    return {"source": selectors, **({"via": "effect"} if effects else {})}


def _cards(tokens: list[Token]) -> tuple[list[str], bool] | None:
    """"Spell, Relic, or encounter cards", "story card effects": each excepted kind's selector, and whether only
    their effects are excepted; None: not a list of kinds of card."""
    words = [t.low for t in tokens]
    effects = words[-1:] == ["effects"]
    if effects:
        tokens, words = tokens[:-1], words[:-1]
    if words[-1:] not in (["card"], ["cards"]) or len(words) < 2:
        return None
    kinds: list[list[Token]] = [[]]
    for token in tokens[:-1]:
        if token.low in (",", "or", "and"):
            if kinds[-1]:
                kinds.append([])
            continue
        kinds[-1].append(token)
    out: list[str] = []
    for kind in (k for k in kinds if k):
        named = " ".join(t.text for t in kind)
        if len(kind) == 1 and kind[0].low in CARD_TYPES:
            out.append(kind[0].low)
        elif len(kind) == 1 and kind[0].low == "encounter":
            out.append("encounter-card")
        elif all(t.text[:1].isupper() for t in kind):  # a trait is printed capitalised: "Spell", "Relic"
            out.append(f"{spelled(named)}-card")
        else:
            return None
    return (out, effects) if out else None


def continued(chunks: list[Chunk], more: Clause) -> list[Chunk] | None:
    """The chunks of a clause an exception's list runs on into ("… except by Spell, Relic, | or encounter cards",
    "… during act 1 | or act 2": the clause keeps its connective's words); None when the chunks before hold no "except"
    or "during"."""
    if not any(t.low in ("except", "during") for c in chunks for t in c.tokens):
        return None
    return chunks + list(more.chunks)


def during(after: list[Chunk] | None, text: str) -> Fields | None:
    """"Cannot be damaged during act 1 or act 2": the stage of the story the "cannot" holds at, from the words after
    "during" (:func:`.story_conditions.story_condition`: a bound on ``act-number`` / ``agenda-number``, the
    constant's ``condition``); None when no "during"; any other period ("during your turn") refused with its
    reason."""
    if after is None:
        return None
    said = "during " + " ".join(t.low for c in after for t in c.tokens if c.kind != "punct")
    condition = story_condition(said)
    if condition is None:
        raise NotParsed(text, f"a 'cannot' with '{said}': {_REFUSED}")
    return condition
