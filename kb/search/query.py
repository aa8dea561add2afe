"""Query understanding: what a player typed, turned into terms, identifiers and corrections.

At the table nobody types an entry's title. This module recognises identifiers ("ST.6",
"2.2.1", "FAQ 1.4", "errata v1.0", a card's collector number), the players' jargon (from the
reviewed table ``jargon.toml``), drops question phrasing ("what happens when I…"), and corrects
words that are not in the index vocabulary to their closest vocabulary words with rapidfuzz.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Protocol

from rapidfuzz import fuzz, process

from kb.tokens import stem, words

JARGON_FILE = Path(__file__).with_name("jargon.toml")
MAX_QUERY_CHARS = 500
MAX_TERMS = 24
#: A typo is corrected only to a vocabulary word at least this similar (rapidfuzz ratio).
CORRECTION_CUTOFF = 80.0

STEP_ID = re.compile(r"(?<![\w.])(st)\s*\.?\s*([1-8])(?![\w.])|(?<![\w.])([1-4])\.([1-6])(?:\.([12]))?(?![\w.]|\.\d)", re.IGNORECASE)
FAQ_ID = re.compile(r"\b(?:faq|ruling|rulings)\s*#?\s*\(?([12])\.(\d{1,2})\)?|\(([12])\.(\d{1,2})\)", re.IGNORECASE)
ERRATA_VERSION = re.compile(r"\bv\s?(\d)\.(\d{1,2})\b", re.IGNORECASE)
COLLECTOR_NUMBER = re.compile(r"(?:#|\bno\.?\s?|\(\s?)(\d{1,4})\)?")

STOP_WORDS = frozenset(
    """a an and are as at be been being but by can could did do does doing for from had has have
    having he her hers him his how i if in into is it its itself me my of on or our ours she so
    than that the their them then there these they this those to too us was we were what when
    where which while who whom why will with would you your yours happens happen mean means
    rule rules work works explain tell about please does do get""".split()
)
#: Words that are stop words in a question but rules terms in the glossary when alone.
MEANINGFUL_ALONE = frozenset({"when", "after", "if", "then", "cannot", "may", "must", "you", "your", "a", "an", "at"})


class Lexicon(Protocol):
    """The words of an index that query understanding checks a query against."""

    #: every lower-case word of the corpus
    words: frozenset[str]
    #: the words of 4 letters or more, which a typo may be corrected to
    correctable: tuple[str, ...]
    #: the stems of the words (``kb.tokens.stem``)
    stems: frozenset[str]


@dataclass(frozen=True)
class JargonTerm:
    says: tuple[str, ...]
    means: str
    keys: tuple[str, ...]
    #: the game a saying names ("in elder sign"): its entries are preferred
    game: str | None = None
    #: words that, also in the query, mean the saying is not this term ("elder sign token")
    unless: tuple[str, ...] = ()


@dataclass
class QueryPlan:
    """What the search engine should look for, and what it tells the user it understood."""

    original: str
    terms: list[str] = field(default_factory=list)
    phrase: str = ""
    keys: list[str] = field(default_factory=list)
    corrections: dict[str, str] = field(default_factory=dict)
    jargon: list[str] = field(default_factory=list)
    #: the game the query names, whose entries are preferred (not a filter)
    game: str | None = None

    @property
    def corrected_query(self) -> str | None:
        """The query as the search understood it, when a word was corrected."""
        if not self.corrections:
            return None
        text = self.original[:MAX_QUERY_CHARS]
        for wrong, right in self.corrections.items():
            text = re.sub(rf"\b{re.escape(wrong)}\b", right, text, flags=re.IGNORECASE)
        return text


@lru_cache(maxsize=1)
def load_jargon(path: Path = JARGON_FILE) -> tuple[JargonTerm, ...]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return tuple(
        JargonTerm(
            tuple(s.casefold() for s in item["says"]), item["means"], tuple(item.get("keys", ())),
            item.get("game"), tuple(item.get("unless", ())),
        )
        for item in data["term"]
    )


def identifier_keys(query: str) -> list[str]:
    """Entry keys named by identifiers in the query: steps, FAQ rulings, errata versions."""
    keys: list[str] = []
    for match in FAQ_ID.finditer(query):
        major, minor = (match.group(1), match.group(2)) if match.group(1) else (match.group(3), match.group(4))
        keys.append(f"ahlcg/faq/{major}-{int(minor)}")
    for match in STEP_ID.finditer(query):
        if match.group(1):
            keys.append(f"ahlcg/rr/st-{match.group(2)}")
        elif not FAQ_ID.search(query):
            parts = [match.group(3), match.group(4)] + ([match.group(5)] if match.group(5) else [])
            if len(parts) == 2 or parts[:2] == ["2", "2"]:  # 2.2.1 and 2.2.2 are the only sub-steps
                keys.append("ahlcg/rr/" + "-".join(parts))
    return list(dict.fromkeys(keys))


def plan_query(query: str, lexicon: Lexicon) -> QueryPlan:
    """Understand ``query`` against the words of the index.

    A word is corrected only when neither it nor its stem is in the index: "readying" is a form
    of "ready", not a typo of "reading".
    """
    text = query[:MAX_QUERY_CHARS]
    plan = QueryPlan(original=query)
    plan.keys = identifier_keys(text)
    folded = " " + " ".join(words(text)) + " "
    for term in load_jargon():
        if any(f" {word} " in folded for word in term.unless):
            continue
        for saying in term.says:
            if f" {saying} " in folded:
                folded = folded.replace(f" {saying} ", f" {term.means.casefold()} ")
                plan.jargon.append(f"{saying} → {term.means}")
                plan.keys.extend(k for k in term.keys if k not in plan.keys)
                plan.game = term.game or plan.game
                break
    all_words = folded.split()
    content = [w for w in all_words if w not in STOP_WORDS]
    if not content:
        content = [w for w in all_words if w in MEANINGFUL_ALONE]
    corrected: list[str] = []
    for word in content[:MAX_TERMS]:
        if word in lexicon.words or word.isdigit() or len(word) < 4 or stem(word) in lexicon.stems:
            corrected.append(word)
            continue
        best = process.extractOne(word, lexicon.correctable, scorer=fuzz.ratio, score_cutoff=CORRECTION_CUTOFF)
        if best is None:
            corrected.append(word)
        else:
            plan.corrections[word] = best[0]
            corrected.append(best[0])
    plan.terms = list(dict.fromkeys(corrected))
    plan.phrase = " ".join(corrected)
    return plan
