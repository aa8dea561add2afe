"""Reranking of FTS5 candidates, with every score explained by its parts.

bm25 alone ranks long entries that repeat a word above the short entry titled by it. The
features added here are the ones a player's query carries: the entry an identifier or jargon
names, the words in the title, the whole phrase in the text, and how much of the query an entry
covers at all.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

from kb.search.query import STOP_WORDS, QueryPlan
from kb.search.snippet import token_starts
from kb.tokens import stem, stems_of, words

WEIGHTS = {
    "bm25": 3.0,          # relative bm25, 0..1
    "named": 10.0,        # an identifier or a jargon term names this entry
    "title_words": 4.0,   # share of the query words in the title or aliases
    "covered": 3.0,       # share of the query words anywhere in the entry
    "exact_title": 4.0,   # the query is the title
    "phrase": 1.5,        # the query words, in order, in the text
    "game": 2.0,          # the entry is of the game the query names ("in Elder Sign")
}
#: Small priors by kind: figures and sidebars rarely answer a question; a ruling or erratum
#: about an entry is shown attached to it ("+ FAQ 1.1"), so on a tie the entry comes first.
KIND_PRIOR = {"figure": -2.0, "note": -1.5, "section": -0.2, "ruling": -0.3, "question": -0.3, "erratum": -0.3}


@dataclass(frozen=True)
class EntryFeatures:
    """What ranking needs of a candidate's words, read from the row the retrieval query returns.

    The stems of the whole entry are stored by the build (``entries.stems``), so a candidate costs
    a split, not a pass over its text: ranking stays proportional to the candidates, not the corpus.
    """

    #: the title's words that carry meaning (stop words dropped), stemmed
    title_content: tuple[str, ...]
    title_or_alias_stems: frozenset[str]
    all_stems: frozenset[str]
    text: str

    @classmethod
    def of(cls, title: str, aliases: str, stems: str, text: str) -> "EntryFeatures":
        title_stems = tuple(stem(w) for w in words(title))
        named = frozenset(title_stems) | stems_of(" ".join(json.loads(aliases)))
        content = tuple(stem(w) for w in words(title) if w not in STOP_WORDS) or title_stems
        return cls(content, named, frozenset(stems.split()), text)

    @cached_property
    def token_starts(self) -> Sequence[int]:
        """Where the text's tokens start, for snippets (kept with the features)."""
        return token_starts(self.text)

    def has_phrase(self, terms: list[str]) -> bool:
        """Whether the text holds ``terms`` in this order, nothing but spaces or punctuation
        between them (the ends may be parts of words: "enemy attack" is in "enemy attacks")."""
        between = r"[\W_]+"
        pattern = between.join(re.escape(term).replace("'", "['’]") for term in terms)
        return re.search(pattern, self.text, re.IGNORECASE) is not None


@dataclass
class Candidate:
    key: str
    title: str
    game: str
    kind: str
    source: str
    features: EntryFeatures
    snippet: str = ""
    bm25: float = 0.0
    score: float = 0.0
    explain: dict[str, float] = field(default_factory=dict)


def rank(plan: QueryPlan, candidates: list[Candidate], weights: dict[str, float]) -> list[Candidate]:
    """Score every candidate and return them best first (ties keep bm25 order).

    Query words count by how rare they are (``weights``, an inverse document frequency): in
    "elder sign devoured", "devoured" in a title says more than "sign".
    """
    if not candidates:
        return []
    best_bm25 = max(c.bm25 for c in candidates) or 1.0
    query_stems = [stem(w) for w in plan.terms]
    weight = {s: max(weights.get(s, 1.0), 0.1) for s in query_stems}
    total = sum(weight.values())
    for candidate in candidates:
        entry = candidate.features
        parts = {"bm25": candidate.bm25 / best_bm25}
        if candidate.key in plan.keys:
            parts["named"] = 1.0 - 0.1 * plan.keys.index(candidate.key)
        if query_stems:
            recall = sum(weight[s] for s in query_stems if s in entry.title_or_alias_stems) / total
            precision = sum(s in query_stems for s in entry.title_content) / len(entry.title_content) if entry.title_content else 0
            parts["title_words"] = recall * (0.5 + 0.5 * precision)
            parts["covered"] = sum(weight[s] for s in query_stems if s in entry.all_stems) / total
            if list(entry.title_content) == query_stems:
                parts["exact_title"] = 1.0
            if len(plan.terms) > 1 and all(s in entry.all_stems for s in query_stems) and entry.has_phrase(plan.terms):
                parts["phrase"] = 1.0
        if plan.game and candidate.game == plan.game:
            parts["game"] = 1.0
        explain = {name: round(WEIGHTS[name] * value, 3) for name, value in parts.items() if value}
        if candidate.kind in KIND_PRIOR:
            explain["kind"] = KIND_PRIOR[candidate.kind]
        candidate.explain = explain
        candidate.score = sum(explain.values())
    return sorted(candidates, key=lambda c: -c.score)
