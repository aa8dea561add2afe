"""Reranking of FTS5 candidates, with every score explained by its parts.

bm25 alone ranks long entries that repeat a word above the short entry titled by it. The
features added here are the ones a player's query carries: the entry an identifier or jargon
names, the words in the title, the whole phrase in the text, and how much of the query an entry
covers at all.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from kb.search.query import QueryPlan
from kb.tokens import words

WEIGHTS = {
    "bm25": 3.0,          # relative bm25, 0..1
    "named": 10.0,        # an identifier or a jargon term names this entry
    "title_words": 4.0,   # share of the query words in the title or aliases
    "covered": 3.0,       # share of the query words anywhere in the entry
    "exact_title": 4.0,   # the query is the title
    "phrase": 1.5,        # the query words, in order, in the text
}
#: Small priors by kind: figures and sidebars rarely answer a question.
KIND_PRIOR = {"figure": -2.0, "note": -1.5, "section": -0.5}


def stem(word: str) -> str:
    """A crude stem, enough to tell that "exhausting" and "exhausted" are the same word."""
    for suffix in ("'s", "ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


@dataclass
class Candidate:
    key: str
    title: str
    game: str
    kind: str
    source: str
    aliases: str
    text: str
    snippet: str = ""
    bm25: float = 0.0
    score: float = 0.0
    explain: dict[str, float] = field(default_factory=dict)


def rank(plan: QueryPlan, candidates: list[Candidate]) -> list[Candidate]:
    """Score every candidate and return them best first (ties keep bm25 order)."""
    if not candidates:
        return []
    best_bm25 = max(c.bm25 for c in candidates) or 1.0
    query_stems = [stem(w) for w in plan.terms]
    phrase = " ".join(plan.terms)
    for candidate in candidates:
        title_words = {stem(w) for w in words(candidate.title + " " + " ".join(json.loads(candidate.aliases)))}
        all_words = title_words | {stem(w) for w in words(candidate.text)}
        parts = {"bm25": candidate.bm25 / best_bm25}
        if candidate.key in plan.keys:
            parts["named"] = 1.0 - 0.1 * plan.keys.index(candidate.key)
        if query_stems:
            parts["title_words"] = sum(s in title_words for s in query_stems) / len(query_stems)
            parts["covered"] = sum(s in all_words for s in query_stems) / len(query_stems)
            if [stem(w) for w in words(candidate.title)] == query_stems:
                parts["exact_title"] = 1.0
            if len(plan.terms) > 1 and phrase in " ".join(words(candidate.text)):
                parts["phrase"] = 1.0
        explain = {name: round(WEIGHTS[name] * value, 3) for name, value in parts.items() if value}
        if candidate.kind in KIND_PRIOR:
            explain["kind"] = KIND_PRIOR[candidate.kind]
        candidate.explain = explain
        candidate.score = sum(explain.values())
    return sorted(candidates, key=lambda c: -c.score)
