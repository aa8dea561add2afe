"""Card text (in :mod:`.markup`'s plain form) → tokens, in one linear pass.

Token kinds: ``icon`` (ability icons), ``skill`` (``[willpower]`` …), ``chaos`` (chaos token icons),
``number`` (digits, signed amounts, ``X``, number words), ``per`` (``[per_investigator]``),
``self`` (the card's own name, already ``@self``), ``name`` (a capitalised word inside a sentence:
a card's name, or a trait the text does not mark), ``trait`` (a trait the card's markup marks, ``[[Monster]]``:
:func:`marked`), ``word`` (lower-case), ``punct``. The pattern has no nested quantifier,
so hostile text costs time linear in its length.

Names are read by the capitalisation pattern of titles (:func:`_title_words`), since later cycles print names
the reader has never seen: a letter is any script's letter ("Umôrdhoth", "Chœur Gothique"), an elided article
with a capital after it is a name ("l'Avancée"), "St." before a name abbreviates rather than ends a sentence,
and the small words of a title join its capitalised words into one name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from .lexicon import NUMBER_WORDS

#: An elided article before a capitalised word: "l'Avancée", "d'Arkham" are names.
_ELIDED = re.compile(r"[ld]'", re.I)
SKILL_ICONS = frozenset({"willpower", "intellect", "combat", "agility", "wild"})
CHAOS_ICONS = frozenset({"skull", "cultist", "tablet", "elder_thing", "auto_fail", "elder_sign", "bless",
                         "curse", "frost"})
ABILITY_ICONS = frozenset({"action", "reaction", "free"})
#: Abbreviated titles a full stop follows inside a name ("St. Aubert", "Dr. Armitage"): no sentence ends there.
TITLES = frozenset({"st", "dr", "mr", "mrs", "ms"})
#: A word is letters of any script ("Umôrdhoth", "Chœur Gothique" are one word each), apostrophes and hyphens; an
#: abbreviated title with its full stop before a capital is one word ("St. Aubert": "St." and "Aubert", one name).
_TOKEN = re.compile(r"\[[a-z_]+\]|@self|[+-]?\d+[a-z]*|(?:" + "|".join(t.capitalize() for t in sorted(TITLES))
                    + r")\.(?= [A-Z])|[^\W\d_](?:[^\W\d_]|['\-])*|[^\s\w]|_")


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
        elided = len(text) > 2 and _ELIDED.match(text) is not None and text[2].isupper()
        if (text[0].isupper() or elided) and not first and text != "I":
            return "name"
        return "word"
    return "punct"


#: The traits the card being read marks (``[[Monster]]``): set for the reading of one card by :func:`marked`, so that
#: every sentence and phrase tokenized while reading it tells a trait from a name without each caller passing it.
_MARKED: ContextVar[frozenset[str]] = ContextVar("marked_traits", default=frozenset())


@contextmanager
def marked(traits: Iterable[str]) -> Iterator[None]:
    """Tokenize as ``trait`` the traits of ``traits`` (the card's markup, :func:`.markup.marked_traits`) inside
    the block."""
    reset = _MARKED.set(frozenset(traits))
    try:
        yield
    finally:
        _MARKED.reset(reset)


def marked_now() -> frozenset[str]:
    """The traits tokenized as ``trait`` here (:func:`marked`): what a reading of a text depends on beside the text."""
    return _MARKED.get()


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
    traits = _MARKED.get()
    named = _title_words(_nicknames(out))
    return _traits(named, traits) if traits else named


#: The most words of a nickname in quotation marks ("The Rat").
_NICKNAME_WORDS = 3


def _capital(t: Token) -> bool:
    return t.kind in ("name", "word") and t.text[0].isupper()


def _nicknames(tokens: list[Token]) -> list[Token]:
    """A nickname in quotation marks inside a name → one name with it: ``"Jazz" Mulligan``, ``"Ashcan" Pete``,
    ``Joey "The Rat" Vigil``, ``"Skids" O'Toole``. The quotes hold one to :data:`_NICKNAME_WORDS` capitalised words
    and a capitalised word follows the closing quote (a name before the opening one is part of it too); the token
    keeps the printed text, quotes included, so that it names the card as printed. Without this the quotes cut the
    name in pieces and the word after the closing quote reads as a sentence's first word. A quotation that is no
    name ("remember that you "found a guide"") has lower-case words or no capital after it, and stays as it is."""
    out: list[Token] = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t.text == '"' and (end := _nickname_end(tokens, i)) is not None:
            text = '"' + " ".join(w.text for w in tokens[i + 1:end]) + '" ' + tokens[end + 1].text
            if out and out[-1].kind == "name":
                text = f"{out.pop().text} {text}"
            out.append(Token("name", text, text.lower()))
            i = end + 2
            continue
        out.append(t)
        i += 1
    return out


def _nickname_end(tokens: list[Token], i: int) -> int | None:
    """Where the closing quote of a nickname opening at ``tokens[i]`` stands, or None."""
    for j in range(i + 2, min(i + 2 + _NICKNAME_WORDS, len(tokens))):
        if tokens[j].text == '"':
            inside = tokens[i + 1:j]
            after = tokens[j + 1] if j + 1 < len(tokens) else None
            return j if all(_capital(w) for w in inside) and after is not None and _capital(after) else None
        if not _capital(tokens[j]):
            return None
    return None


def _traits(tokens: list[Token], traits: frozenset[str]) -> list[Token]:
    """Each run of capitalised words that is wholly one marked trait → one ``trait`` token ("[[Sentinel Hill]]":
    "Sentinel Hill"); a run that is more than the trait stays a name ("Ghoul Priest" where "[[Ghoul]]" is marked).
    A sentence's first word is a trait too when it is one and no name follows it ("[[Cultist]] enemies get …")."""
    out: list[Token] = []
    i = 0
    while i < len(tokens):
        j = i
        while j < len(tokens) and (tokens[j].kind == "name" or j == i and tokens[j].kind == "word"
                                   and tokens[j].text[:1].isupper()):
            j += 1
        run = " ".join(t.text for t in tokens[i:j])
        if j > i and run in traits:
            out.append(Token("trait", run, run.lower()))
            i = j
            continue
        out.extend(tokens[i:max(j, i + 1)])
        i = max(j, i + 1)
    return out


#: Small words inside any title between two capitalised words: "Brood of Yog-Sothoth", "Porte de l'Avancée".
_OF = frozenset({"of", "de", "du", "des"})
#: Small words inside a title only when the title opens with a capitalised "The": "The Gate to Hell", "The Man in
#: the Pallid Mask" — between two other names they are the sentence's prepositions ("Move Duke to Rivertown").
_TITLE_ONLY = frozenset({"in", "to"})
#: An article after the small word ("The Edge of the Universe", "Palace of the King").
_ARTICLES = frozenset({"the", "la", "le", "les"})
#: The most capitalised words of a subtitle in brackets ("Hastur (The Tattered King)").
_SUBTITLE_WORDS = 4


def _title_words(tokens: list[Token]) -> list[Token]:
    """The small words of titles joined into one name, by the capitalisation pattern of titles.

    - "of" ("de", "du"), with an article after it or not, between two capitalised words is part of one name:
      card text never joins two names by "of" ("Brood of Yog-Sothoth", "The Edge of the Universe").
    - "in" and "to" are part of a name only inside a title that opens with a capitalised "The" and before no
      second "The" ("The Gate to Hell", "The Man in the Pallid Mask"): a name the sentence does not open with
      "The" keeps them as prepositions ("Move Duke to Rivertown", "Catacombs in the Catacombs deck").
    - a subtitle in brackets, every word of it capitalised, right after a name is part of it ("Exhibit Hall
      (Restricted Hall)", "Hastur (The Tattered King)"): one name token, so it is no reminder.
    """
    out: list[Token] = []
    run_start = -1  # where the current run of names starts in ``out`` (-1: no run)
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if out and out[-1].kind == "name" and t.text == "(" and (sub := _subtitle(tokens, i)):
            out[-1] = Token("name", f"{out[-1].text} {sub}", f"{out[-1].low} {sub.lower()}")
            i += sub.count(" ") + 3
            continue
        if out and out[-1].kind == "name" and t.text in _OF | _TITLE_ONLY:
            after = 2 if i + 2 < len(tokens) and tokens[i + 1].text in _ARTICLES else 1
            nxt = tokens[i + after] if i + after < len(tokens) else None
            opened = _opens_title(out, run_start)
            if nxt is not None and nxt.kind == "name" and (t.text in _OF or opened and nxt.text != "The"):
                out.extend(Token("name", w.text, w.low) for w in tokens[i:i + after])
                i += after
                continue
        if t.kind != "name":
            run_start = -1
        elif not out or out[-1].kind != "name":
            run_start = len(out)
        out.append(t)
        i += 1
    return out


def _opens_title(out: list[Token], run_start: int) -> bool:
    """Does the run of names ending ``out`` open with "The" (a capitalised "The" before it, as a sentence's
    first word too: "The Man in the Pallid Mask cannot be defeated")?"""
    if run_start < 0:
        return False
    if out[run_start].text == "The":
        return True
    return run_start > 0 and out[run_start - 1].text == "The"


def _subtitle(tokens: list[Token], i: int) -> str | None:
    """The subtitle in brackets opening at ``tokens[i]`` ("(Restricted Hall)"), or None: one to
    :data:`_SUBTITLE_WORDS` words, each capitalised, and the closing bracket."""
    words: list[str] = []
    for t in tokens[i + 1:i + 2 + _SUBTITLE_WORDS]:
        if t.text == ")":
            return f"({' '.join(words)})" if words else None
        if not (t.text[0].isalpha() and t.text[0].isupper()) or t.kind not in ("name", "word"):
            return None
        words.append(t.text)
    return None


def split_at_and(tokens: list[Token]) -> list[list[Token]]:
    """The runs of tokens between each "and" ("1 damage and 1 horror", "that enemy and @self"); one run, all the
    tokens, when there is none (a run may be empty: "and" first or last, or twice)."""
    parts: list[list[Token]] = [[]]
    for t in tokens:
        if t.low == "and":
            parts.append([])
        else:
            parts[-1].append(t)
    return parts
