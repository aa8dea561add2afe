"""Search that finds the rule a player means: query understanding, FTS5 retrieval, reranking.

User input is never handed to FTS5 ``MATCH`` as written: it is reduced to words (see
``kb.search.query``), each quoted as an FTS5 string, so quotes, ``*``, ``NEAR``, ``AND/OR/NOT``
or parentheses in a query are plain text. FTS5 (porter stemming, bm25) retrieves candidates;
``kb.search.rank`` reorders them with what bm25 cannot see (a title hit, the whole phrase, an
identifier or jargon naming the entry) and can explain every score.
"""

from __future__ import annotations

import math
import sqlite3
from dataclasses import dataclass, field
from functools import lru_cache

from rapidfuzz import fuzz, process, utils

from kb.lookup import RULING_RELATIONS, RulingView, attachments
from kb.store import derived
from kb.search.query import MAX_TITLE_WORDS, MEANINGFUL_ALONE, STOP_WORDS, QueryPlan, load_jargon, plan_query
from kb.search.rank import HEAD, Candidate, EntryFeatures, query_game, rank, rerank_head, rulings_after_their_entries
from kb.tokens import stem, words as words_of
from kb.search.snippet import Highlighter

#: bm25 weights of the FTS columns (title, aliases, text): a title hit counts most.
COLUMN_WEIGHTS = (10.0, 5.0, 1.0)
CANDIDATES = 30
#: A word held by more entries than this is left out of the any-word retrieval query (not of the
#: ranking): scoring all its entries would cost more than the rest of the search. No word of the
#: real rules comes near it (the most common, "card", is in about 350 of 551 entries); a corpus
#: 10x larger reaches it.
MAX_ANY_WORD_ENTRIES = 2000
#: A word in more than this share of the entries is common: a synonym's phrase leaves it out of
#: the any-word retrieval query (not out of ranking).
COMMON_SHARE = 0.15
#: How many entries' ranking features a database's vocabulary keeps (about 20 MB).
FEATURES_KEPT = 20_000
#: How many queries' plans a database's vocabulary keeps.
PLANS_KEPT = 4096
#: How many words' per-game entry counts a database's vocabulary keeps.
GAME_COUNTS_KEPT = 50_000
HIGHLIGHT = ("«", "»")


@dataclass(frozen=True)
class SearchResult:
    key: str
    title: str
    game: str
    kind: str
    source: str
    snippet: str
    score: float
    #: the rulings and errata that change this entry ("FAQ 1.1", "errata v1.0")
    attached: tuple[str, ...] = ()
    explain: dict[str, float] = field(default_factory=dict)

    def as_json(self, explain: bool = False) -> dict[str, object]:
        # written out rather than dataclasses.asdict, which deep-copies field by field and was a
        # tenth of the search API's time per request
        data: dict[str, object] = {"key": self.key, "title": self.title, "game": self.game, "kind": self.kind,
                                   "source": self.source, "snippet": self.snippet, "score": self.score,
                                   "attached": list(self.attached)}
        if explain:
            data["explain"] = dict(self.explain)
        return data


@dataclass
class SearchResponse:
    query: str
    results: list[SearchResult]
    corrected_query: str | None = None
    understood: list[str] = field(default_factory=list)
    suggestions: list[str] = field(default_factory=list)

    def as_json(self, explain: bool = False) -> dict[str, object]:
        return {
            "query": self.query,
            "corrected_query": self.corrected_query,
            "understood": self.understood,
            "suggestions": self.suggestions,
            "results": [result.as_json(explain) for result in self.results],
        }


class Vocabulary:
    """What search knows of one database, loaded once per build: its words and their stems (for
    typo correction), its titles (for suggestions) and its size. Per-entry ranking features are
    not loaded up front but computed for an entry when it is first a candidate, and per-word
    entry counts are read per query, so the load stays small however large the corpus grows."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        words = [row[0] for row in connection.execute("select word from vocabulary where length(word) >= 4")]
        self.words = frozenset(row[0] for row in connection.execute("select word from vocabulary"))
        self.correctable = tuple(words)
        self.stems = frozenset(row[0] for row in connection.execute("select stem from stems"))
        titled = connection.execute("select key, title from entries where kind != 'figure' order by position").fetchall()
        self.titles = tuple(row[1] for row in titled)
        self.function_titles = function_titles(titled)
        self.title_phrases = frozenset(
            phrase for _, title in titled if 2 <= len(phrase := tuple(words_of(title))) <= MAX_TITLE_WORDS
        )
        self.entry_count = connection.execute("select count(*) from entries").fetchone()[0]
        self.game_sizes = dict(connection.execute("select game, count(*) from entries group by game").fetchall())
        self._features: dict[str, EntryFeatures] = {}
        self._game_counts: dict[str, dict[str, int]] = {}
        #: ``plan(query, correct_english)``: each query is planned once (the search and the search
        #: page's name lookup both read it); a plan is never changed once made
        self.plan = lru_cache(maxsize=PLANS_KEPT)(self._plan)

    def _plan(self, query: str, correct_english: bool = False) -> QueryPlan:
        return plan_query(query, self, correct_english=correct_english)

    @classmethod
    def of(cls, connection: sqlite3.Connection) -> "Vocabulary":
        return derived(connection, "search vocabulary", cls)

    def documents(self, connection: sqlite3.Connection, terms: list[str]) -> dict[str, int]:
        """How many entries hold each of ``terms`` (by stem; 0 for a word of no entry)."""
        stems = {term: stem(term) for term in terms}
        unique = sorted(set(stems.values()))
        marks = ", ".join("?" for _ in unique)
        found = dict(connection.execute(f"select stem, documents from stems where stem in ({marks})", unique).fetchall())
        return {term: found.get(stem_, 0) for term, stem_ in stems.items()}

    def features(self, key: str, title: str, aliases: str, stems: str, text: str) -> EntryFeatures:
        """The ranking features of an entry, computed the first time it is a candidate and kept
        (for the first ``FEATURES_KEPT`` entries seen: all of them for the real rules)."""
        found = self._features.get(key)
        if found is None:
            found = EntryFeatures.of(title, aliases, stems, text)
            if len(self._features) < FEATURES_KEPT:
                self._features[key] = found
        return found

    def game_rates(self, connection: sqlite3.Connection, terms: list[str]) -> dict[str, dict[str, float]]:
        """Per game, the share of its entries that hold each of ``terms`` (smoothed by half an
        entry, so a word of no entry of a game is rare there, not impossible). A word's counts
        are read from the index the first time a query holds it, and kept."""
        for term in terms:
            if term not in self._game_counts:
                counts = dict(connection.execute(
                    "select e.game, count(*) from entries_fts join entries e on e.rowid = entries_fts.rowid"
                    " where entries_fts match ? group by e.game", [fts_expression([term])],
                ).fetchall())
                if len(self._game_counts) < GAME_COUNTS_KEPT:
                    self._game_counts[term] = counts
        return {
            game: {term: (self._game_counts.get(term, {}).get(game, 0) + 0.5) / (size + 1) for term in terms}
            for game, size in self.game_sizes.items()
        }

    def weights(self, documents: dict[str, int]) -> dict[str, float]:
        """How much each stem tells entries apart: its inverse document frequency."""
        return {stem(term): math.log((self.entry_count + 1) / (count + 0.5)) for term, count in documents.items() if count}


def run_search(
    connection: sqlite3.Connection, query: str, *, game: str | None = None, kind: str | None = None, limit: int = 10
) -> SearchResponse:
    """Search ``query``; the response says what was corrected and suggests titles when empty."""
    vocabulary = Vocabulary.of(connection)
    plan = vocabulary.plan(query)
    if limit < 1 or (not plan.terms and not plan.keys):
        return SearchResponse(query=query, results=[], corrected_query=plan.corrected_query, understood=list(plan.understood))
    ranked = _ranked(connection, vocabulary, plan, game, kind, limit)
    if not ranked and plan.kept_english:  # nothing as typed: the common words may be typos after all
        plan = vocabulary.plan(query, True)
        ranked = _ranked(connection, vocabulary, plan, game, kind, limit)
    response = SearchResponse(query=query, results=[], corrected_query=plan.corrected_query, understood=list(plan.understood))
    rulings = _rulings(connection, [c.key for c in ranked])
    ranked = rulings_after_their_entries(ranked, {key: [r.key for r in views] for key, views in rulings.items()})
    _add_snippets(plan, ranked)
    attached = {key: tuple(dict.fromkeys(r.name for r in views)) for key, views in rulings.items()}
    response.results = [
        SearchResult(c.key, c.title, c.game, c.kind, c.source, c.snippet, round(c.score, 3), attached.get(c.key, ()),
                     {name: round(value, 3) for name, value in c.explain.items()})
        for c in ranked
    ]
    if not response.results:
        response.suggestions = suggest(query, vocabulary)
    return response


def _ranked(
    connection: sqlite3.Connection, vocabulary: Vocabulary, plan: QueryPlan, game: str | None, kind: str | None, limit: int
) -> list[Candidate]:
    documents = vocabulary.documents(connection, plan.terms) if plan.terms else {}
    candidates = _retrieve(connection, vocabulary, plan, documents, game, kind)
    lean = None
    if candidates and game is None and len(vocabulary.game_sizes) > 1:
        lean = query_game(plan, vocabulary.game_rates(connection, plan.terms))
    weights = vocabulary.weights(documents)
    ranked = rank(plan, candidates, weights, entry_count=vocabulary.entry_count, lean=lean)
    return rerank_head(plan, ranked, _highlighter(plan), weights, vocabulary.entry_count, head=max(limit, HEAD))[:limit]


def function_titles(rows: list[tuple[str, str]]) -> dict[str, tuple[str, ...]]:
    """Each function word that titles entries on its own ("Then", "After", "You/Your", "A, An")
    → their keys: the rules a player names by a function word ("the word 'then'")."""
    found: dict[str, list[str]] = {}
    for key, title in rows:
        title_words = words_of(title)
        if title_words and len(title_words) <= 2 and all(w in STOP_WORDS or w in MEANINGFUL_ALONE for w in title_words):
            for word in title_words:
                found.setdefault(word, []).append(key)
    return {word: tuple(keys) for word, keys in found.items()}


def search(
    connection: sqlite3.Connection, query: str, *, game: str | None = None, kind: str | None = None, limit: int = 10
) -> list[SearchResult]:
    """The entries that best match ``query``, best first (see ``run_search`` for the details)."""
    return run_search(connection, query, game=game, kind=kind, limit=limit).results


def fts_expression(terms: list[str], operator: str = "OR") -> str:
    """An FTS5 query of ``terms`` joined by ``operator``, each term quoted as an FTS5 string."""
    return f" {operator} ".join('"' + term.replace('"', '""') + '"' for term in terms)


def concepts_expression(plan: QueryPlan, documents: dict[str, int]) -> str:
    """An FTS5 query for the entries holding every concept of ``plan`` in one of its forms:
    ``("monster" OR "enemy") AND "attack"``. Forms of words of no entry are left out, and so
    are concepts left with no form."""
    groups = []
    for concept in plan.concepts:
        forms = []
        for form in concept.forms:
            known = [w for w in form.words if documents.get(w)]
            if known and (form.partial or len(known) == len(form.words)):
                expression = fts_expression(known, "OR" if form.partial else "AND")
                forms.append(expression if len(known) == 1 else f"({expression})")
        forms = list(dict.fromkeys(forms))
        if forms:
            groups.append(forms[0] if len(forms) == 1 else "(" + " OR ".join(forms) + ")")
    return " AND ".join(groups)


def suggest(query: str, vocabulary: Vocabulary, limit: int = 3) -> list[str]:
    """Titles and jargon close to a query that found nothing."""
    choices = list(vocabulary.titles) + [term.means for term in load_jargon()]
    found = process.extract(query[:200], choices, scorer=fuzz.WRatio, processor=utils.default_process, limit=limit, score_cutoff=70)
    return list(dict.fromkeys(choice for choice, _, _ in found))


ENTRY_COLUMNS = "e.key, e.title, e.game, e.kind, e.source, e.aliases, e.stems, e.text"


def _candidate(vocabulary: Vocabulary, row: sqlite3.Row | tuple, bm25: float) -> Candidate:
    key, title, game, kind, source, aliases, stems, text = row[:8]
    return Candidate(key, title, game, kind, source, vocabulary.features(key, title, aliases, stems, text), bm25=bm25)


def _filters(game: str | None, kind: str | None) -> tuple[str, list[object]]:
    clauses, parameters = [], []
    if game:
        clauses.append("e.game = ?")
        parameters.append(game)
    if kind:
        clauses.append("e.kind = ?")
        parameters.append(kind)
    return "".join(f" and {clause}" for clause in clauses), parameters


def _retrieve(
    connection: sqlite3.Connection, vocabulary: Vocabulary, plan: QueryPlan, documents: dict[str, int],
    game: str | None, kind: str | None,
) -> list[Candidate]:
    where, parameters = _filters(game, kind)
    candidates: dict[str, Candidate] = {}
    if plan.terms:
        weights = ", ".join(str(weight) for weight in COLUMN_WEIGHTS)
        # Only the best CANDIDATES rows are joined to their columns: sorting every match with its
        # text would cost more than the ranking.
        sql = f"""
            select {ENTRY_COLUMNS}, best.score from (
                select entries_fts.rowid as id, bm25(entries_fts, {weights}) as score
                from entries_fts join entries e on e.rowid = entries_fts.rowid
                where entries_fts match ? {where}
                order by score limit {CANDIDATES}
            ) as best join entries e on e.rowid = best.id
            order by best.score
        """
        # Entries with every word first: when they alone fill the candidate list, the costlier
        # any-word query is not needed. That one scores every entry holding any of its words, so
        # the words of very many entries are left to the reranking (the rarest is kept).
        # A synonym's phrase ("another investigator" for "friend") joins the any-word query by
        # its rare words only: its common ones would score much of the corpus and add no entry
        # the player's own words and the phrase's rarer word do not already bring.
        common = vocabulary.entry_count * COMMON_SHARE
        rare = [term for term in plan.any_word_terms(lambda word: documents[word] <= common) if documents[term] <= MAX_ANY_WORD_ENTRIES]
        every = concepts_expression(plan, documents) if len(plan.terms) > 1 else ""
        queries = [every] if every else []
        queries.append(fts_expression(rare or [min(plan.terms, key=documents.__getitem__)], "OR"))
        for query in queries:
            rows = connection.execute(sql, [query, *parameters]).fetchall()
            for row in rows:
                if row[0] not in candidates:
                    candidates[row[0]] = _candidate(vocabulary, row, -row[8])
            if len(rows) >= CANDIDATES:
                break
    missing = [key for key in plan.keys if key not in candidates]
    if missing:
        marks = ", ".join("?" for _ in missing)
        sql = f"select {ENTRY_COLUMNS} from entries e where e.key in ({marks}) {where}"
        for row in connection.execute(sql, [*missing, *parameters]):
            candidates[row[0]] = _candidate(vocabulary, row, 0.0)
    return list(candidates.values())


def _highlighter(plan: QueryPlan) -> Highlighter:
    return Highlighter({stem(term) for term in plan.terms}, HIGHLIGHT)


def _add_snippets(plan: QueryPlan, ranked: list[Candidate]) -> None:
    """Snippets with the matched words highlighted, for the results shown only."""
    highlighter = _highlighter(plan)
    for candidate in ranked:
        candidate.snippet = highlighter.snippet(candidate.features.text, candidate.features.token_starts, candidate.matches)


def _rulings(connection: sqlite3.Connection, keys: list[str]) -> dict[str, list[RulingView]]:
    """The rulings and errata that change each of ``keys``, shown attached to it ("FAQ 1.1", "errata v1.0")."""
    return {key: [r for r in rulings if r.relation in RULING_RELATIONS]
            for key, rulings in attachments(connection, keys).items()}
