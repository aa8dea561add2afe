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

- "by / through / using an ability": "except by the ability below", "except through the [reaction] ability below",
  "except by his [action] ability", "except using the ability on Esoteric Formula" — the card whose ability makes the
  occurrence happen (Ability: the card bearing it is the source of its effects), the ``source`` the engine records of a
  damage, a horror, an attack, a defeat, a card leaving play and a flip (:data:`BY_ABILITY`): "below" is the card
  bearing the text (``self``), "his / her / its" the card the "cannot" is about (its subject), "on X" the card named.
  The engine records which card's ability it was, not which of its abilities: a kind icon ("[reaction]") describes the
  ability and is not a further filter (:func:`by_ability`).

A time of the story it holds at ("during act 1 or act 2") is the constant's condition (:func:`during`); the period of
another event ("during the same phase it moved from its hunter keyword") is a count of that event in the period, at
least 1 (:func:`event_period`, :data:`SAME_PERIOD_EVENTS`: the events the engine records as they happen). Any other
exception ("except by the investigator who drew it") names what the engine does not record of an occurrence: it is
refused with its reason, and stays a gap.
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
#: The events whose ``source`` records the card whose ability made them happen (an exception "by the ability …").
BY_ABILITY = ("damage-dealt", "horror-dealt", "fight", "defeated", "leaves-play", "flip")
#: The words that open an exception by an ability ("except by …", "except through …", "except using …").
_ABILITY_BY = ("by", "through", "using")
#: The determiners of the ability: the card bearing the text's ("the … below"), or the subject's ("his", "its").
_OWNERS = ("his", "her", "its", "their")
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


def exception(after: list[Chunk], events: list[str], text: str, subject: str | None = None) -> Fields:
    """The ``except`` part of the filters of ``events`` read from the words after "except"; :class:`NotParsed`
    for an exception the engine records nothing of. ``subject``: the card the "cannot" is about ("his ability")."""
    tokens = [t for c in after for t in c.tokens if c.kind != "punct" or t.low == ","]
    words = [t.low for t in tokens]
    said = " ".join(words).replace(" ,", ",")
    card = by_ability(tokens, subject)
    if card is not None and set(events) <= set(BY_ABILITY):
        return {"source": card}  # "except by the ability below": only that card's ability may make it happen
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


def by_ability(tokens: list[Token], subject: str | None) -> str | None:
    """"by the ability below", "through the [reaction] ability below", "by his [action] ability", "using the ability
    on Esoteric Formula": the card bearing that ability — ``self`` (below), ``subject`` (his / its) or the card named
    (on X); None: not an ability's words (or "his" with no subject known)."""
    words = [t.low for t in tokens]
    if len(words) < 3 or words[0] not in _ABILITY_BY:
        return None
    k = 2 + sum(1 for t in tokens[2:] if t.kind == "icon")  # a kind icon describes it ("[reaction]"): no filter
    if k >= len(words) or words[k] != "ability" or any(t.kind != "icon" for t in tokens[2:k]):
        return None
    rest = tokens[k + 1:]
    if words[1] == "the" and [t.low for t in rest] == ["below"]:
        return "self"  # the card bearing the text, as a filter names it
    if words[1] == "the" and rest[:1] and rest[0].low == "on" and len(rest) > 1:
        return " ".join(t.text for t in rest[1:])  # "the ability on Esoteric Formula": that card
    if words[1] in _OWNERS and not rest:
        return subject
    return None


def by_ability_phrase(chunks: list[Chunk], subject: str | None) -> tuple[list[Chunk], str | None]:
    """A trailing "by / through / using <an ability>" on a "cannot" with no "except" ("cannot be defeated by his
    [action] ability"): the chunks before it, and the card whose ability it is (:func:`by_ability`) — the forbidden
    occurrences are those that card's ability makes happen (its ``source``); the chunks unchanged and None without
    one."""
    tokens = [t for c in chunks for t in c.tokens if c.kind != "punct"]
    at = next((k for k, t in enumerate(tokens) if t.low in _ABILITY_BY), None)
    card = None if at is None else by_ability(tokens[at:], subject)
    if card is None:
        return chunks, None
    kept, seen = [], 0
    for chunk in chunks:
        if chunk.kind == "punct":
            continue
        take = chunk.tokens[:max(0, at - seen)]
        seen += len(chunk.tokens)
        if take:
            kept.append(Chunk(chunk.kind, tuple(take)))
    return kept, card


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


#: "during the same <period> it <event>": the event's words → the count (of the card's own occurrences, in the period)
#: the engine records of it (``core/history.py``), ``{period}`` filled in.
SAME_PERIOD_EVENTS = {"moved from its hunter keyword": "hunter-move-of-self-this-{period}",
                      "moved via its hunter keyword": "hunter-move-of-self-this-{period}"}
#: The periods "the same …" may name (Limits and Maximums' periods).
SAME_PERIODS = ("turn", "phase", "round")


def event_period(after: list[Chunk] | None, text: str) -> Fields | None:
    """"during the same phase it moved from its hunter keyword": while the card has done that event in the current
    period — ``{count, at-least: 1}``; None when the words after "during" are not "the same <period> it …";
    :class:`NotParsed` for an event the engine records no count of."""
    words = [t.low for c in after or [] for t in c.tokens if c.kind != "punct"]
    if words[:2] != ["the", "same"] or len(words) < 5 or words[2] not in SAME_PERIODS or words[3] != "it":
        return None
    count = SAME_PERIOD_EVENTS.get(" ".join(words[4:]))
    if count is None:
        raise NotParsed(text, f"a restriction on the period of another event ('during {' '.join(words)}'): the engine "
                        "records no count of that event in a period", "constant")
    return {"count": count.format(period=words[2]), "at-least": 1}


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
