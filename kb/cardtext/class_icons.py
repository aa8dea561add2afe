"""A class as a qualifier of a noun phrase: "a [survivor] card", "each [guardian] asset you control", "Neutral cards".

Classes (Rules Reference, Deckbuilding): "Most player cards, including investigators, belong to one of 5 classes" and
"Some cards are not affiliated with any class; these cards are neutral". Card text prints a class as its icon before
the noun, where a trait stands ("a [survivor] card" as "a Spell card"), and the neutral class as the word "Neutral".
Every reader of a noun phrase's qualifiers (``qualifiers.enemy_qualifiers``: cards in an area, cards you control,
trigger filters, counts) reads one as the engine's class qualifier ``class_<class>``
(``kb/engine/situation/vocabulary/classes.py``): ``a-class_survivor-card-in-your-discard-pile``. A class is never a
trait, so it is never joined to the name after it ("a [guardian] Ally asset" is two qualifiers).
"""

from __future__ import annotations

from .chunk_folds import fold_triples
from .grammar import Chunk, Clause
from .tokens import Token, tokenize

#: The classes, as their icons are printed, and the neutral class's word.
CLASSES = ("guardian", "seeker", "rogue", "mystic", "survivor")
NEUTRAL = "neutral"
#: The engine's class qualifier's prefix.
CLASS_QUALIFIER = "class_"
#: Every role an investigator may take (Lola Hayes): the five classes, then neutral.
ROLES = (*CLASSES, NEUTRAL)
#: The objects of "choose" that are one role.
A_ROLE = (["a", "role"], ["one", "role"])
#: "of your role" after a noun phrase of cards, folded into it as a qualifier token of this kind (``low``: the
#: engine's ``your_role``).
ROLE_KIND = "class"
_OF_YOUR_ROLE = (["of", "your", "role"], ["of", "your", "current", "role"])
#: The nouns of cards a class qualifies.
_CARD_NOUNS = frozenset({"card", "cards", "asset", "assets", "event", "events", "skill", "skills"})
#: The words of a list between its items.
_LIST_WORDS = frozenset({",", "or", "and"})


def class_qualifier(token: Token) -> str | None:
    """The engine's qualifier of the class a token prints ("[survivor]" → ``class_survivor``, "Neutral" →
    ``class_neutral``, "of your role" folded → ``class_your_role``), else None."""
    if token.kind == ROLE_KIND:
        return CLASS_QUALIFIER + token.low
    if token.kind == "icon" and token.low.strip("[]") in CLASSES:
        return CLASS_QUALIFIER + token.low.strip("[]")
    return CLASS_QUALIFIER + NEUTRAL if token.kind in ("name", "word") and token.low == NEUTRAL else None


def restated_roles(reminder: str, clauses: tuple[Clause, ...]) -> bool:
    """Whether ``reminder`` lists every role ("[survivor], [guardian], [seeker], [rogue], [mystic], or Neutral") after
    "Choose a role": what "a role" is anyway (:mod:`.restated`); a list of some roles only narrows the choice, and is
    not."""
    tokens = tokenize(reminder)
    listed = {q for q in (class_qualifier(t) for t in tokens) if q is not None}
    if any(class_qualifier(t) is None and t.low not in _LIST_WORDS for t in tokens) \
            or listed != {CLASS_QUALIFIER + r for r in ROLES}:
        return False
    return any(f.get("verb") == "choose" and str(f.get("object", "")).lower() in (" ".join(w) for w in A_ROLE)
               for c in clauses for f in c.frames())


def _of_your_role(_before: Chunk | None, np: Chunk, pp: Chunk | None, after: Chunk | None,
                  _next: Chunk | None) -> tuple[Chunk, ...] | None:
    nouns = [k for k, t in enumerate(np.tokens) if t.low in _CARD_NOUNS] if np.kind == "np" else []
    if not nouns or pp is None or pp.kind != "pp" or [t.low for t in pp.tokens] not in _OF_YOUR_ROLE:
        return None
    at = nouns[0]
    role = Token(ROLE_KIND, "of your role", "your_role")
    folded = Chunk("np", (*np.tokens[:at], role, *np.tokens[at:]))
    return (folded,) if after is None else (folded, after)


def of_your_role(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """The chunks with each "<cards> of your (current) role" ("all cards you control of your current role") folded
    into the noun phrase, a class qualifier before its noun: cards of the class the investigator's role is
    (``class_your_role``)."""
    return fold_triples(chunks, _of_your_role)


def leading_classes(tokens: list[Token]) -> tuple[list[str] | None, list[Token]]:
    """The classes a kind of card opens with ("[guardian] or [survivor]" before "Item asset") → (the class names, the
    tokens after them); ([], tokens) when it opens with none; (None, tokens) when they are not one class or classes
    joined by "or" (a comma list, "[guardian] and [seeker]": not a kind the engine's ``find`` says)."""
    n = 0
    while n < len(tokens) and (class_qualifier(tokens[n]) is not None or tokens[n].low == "or"):
        n += 1
    if n and tokens[n - 1].low == "or":  # "[guardian] or Item": the "or" joins a trait, not a class
        n -= 1
    head = tokens[:n]
    names = [q[len(CLASS_QUALIFIER):] for q in (class_qualifier(t) for t in head[0::2]) if q is not None]
    if len(names) * 2 - 1 != len(head) and head:
        return None, tokens
    if any(t.low != "or" for t in head[1::2]) or any(class_qualifier(t) is not None for t in tokens[n:]):
        return None, tokens
    return names, tokens[n:]
