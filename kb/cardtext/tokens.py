"""Card text (in :mod:`.markup`'s plain form) → tokens, in one linear pass.

Token kinds: ``icon`` (ability icons), ``skill`` (``[willpower]`` …), ``chaos`` (chaos token icons),
``number`` (digits, signed amounts, ``X``, number words), ``per`` (``[per_investigator]``),
``self`` (the card's own name, already ``@self``), ``name`` (a capitalised word inside a sentence:
a card's name or a trait), ``word`` (lower-case), ``punct``. The pattern has no nested quantifier,
so hostile text costs time linear in its length.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .lexicon import NUMBER_WORDS

#: A word is letters of any script ("Umôrdhoth", "Chœur Gothique" are one word each), apostrophes and hyphens.
_TOKEN = re.compile(r"\[[a-z_]+\]|@self|[+-]?\d+[a-z]*|[^\W\d_](?:[^\W\d_]|['\-])*|[^\s\w]|_")
SKILL_ICONS = frozenset({"willpower", "intellect", "combat", "agility", "wild"})
CHAOS_ICONS = frozenset({"skull", "cultist", "tablet", "elder_thing", "auto_fail", "elder_sign", "bless",
                         "curse", "frost"})
ABILITY_ICONS = frozenset({"action", "reaction", "free"})
#: Abbreviated titles a full stop follows inside a name ("St. Aubert", "Dr. Armitage"): no sentence ends there.
TITLES = frozenset({"st", "dr", "mr", "mrs", "ms"})


@dataclass(frozen=True, slots=True)
class Token:
    """One token: its kind, its printed text and its lower-case form (kept: the grammar asks it often)."""

    kind: str
    text: str
    low: str


def _kind(text: str, first: bool) -> str:
    if text.startswith("["):
        name = text[1:-1]
        if name in SKILL_ICONS:
            return "skill"
        if name in CHAOS_ICONS:
            return "chaos"
        if name == "per_investigator":
            return "per"
        return "icon"
    if text == "@self":
        return "self"
    if text[0] in "+-0123456789" and len(text) > 1 or text.isdigit():
        return "number"
    if text == "X" or text.lower() in NUMBER_WORDS and text.lower() not in ("one", "once"):
        return "number"
    if text[0].isalpha():
        if text[0].isupper() and not first and text != "I":
            return "name"
        return "word"
    return "punct"


def tokenize(text: str) -> list[Token]:
    """The tokens of ``text``; a capitalised word opening a sentence is a word, later ones are names."""
    out: list[Token] = []
    first = True
    for m in _TOKEN.finditer(text):
        t = m.group(0)
        kind = _kind(t, first)
        out.append(Token(kind, t, t.lower()))
        after_title = t == "." and len(out) > 1 and out[-2].low in TITLES  # "Chapel of St. Aubert": one name
        first = (t in (".", ":", "!", "?", "(", '"', "\u2013", ";") and not after_title) \
            or (first and kind in ("icon", "punct"))
    return _names_with_of(out)


def _names_with_of(tokens: list[Token]) -> list[Token]:
    """"Brood of Yog-Sothoth", "Spawn of Hali": an "of" between two capitalised words inside a sentence is part of
    one name (a preposition there would join two names, which card text does not do)."""
    for i in range(1, len(tokens) - 1):
        if tokens[i].text == "of" and tokens[i - 1].kind == "name" and tokens[i + 1].kind == "name":
            tokens[i] = Token("name", "of", "of")
    return tokens
