"""Reranking of FTS5 candidates, with every score explained by its parts.

bm25 alone ranks long entries that repeat a word above the short entry titled by it. The
features added here are the ones a player's query carries: the entry an identifier, jargon or a
named function word names, the query's concepts in the title, the whole phrase in the text, how
much of the query an entry covers at all, and which game the query speaks.

Every feature counts the query's concepts (``kb.search.query.Concept``), each weighted by how
rare it is: a concept is covered by an entry that holds one of its forms for the entry's game
("monster" is covered by "enemy" in Arkham Horror, by "monster" in Elder Sign).
"""

from __future__ import annotations

import json
import math
import re
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from kb.search.query import STOP_WORDS, Concept, Form, QueryPlan
from kb.search.snippet import WINDOW, Highlighter, token_starts
from kb.tokens import stem, stems_of, words

WEIGHTS = {
    "bm25": 3.0,          # relative bm25, 0..1
    "named": 10.0,        # an identifier, jargon or a named function word names this entry
    "title_words": 4.0,   # share of the query's concepts in the title or aliases
    "covered": 3.0,       # share of the query's concepts anywhere in the entry
    "exact_title": 4.0,   # the query is the title
    "phrase": 1.5,        # the query words, in order, in the text
    "near": 2.0,          # share of the query's concepts within one snippet window of the text
    "game": 2.0,          # the entry is of the game the query names ("in Elder Sign")
    "other_game": -2.0,   # the query speaks the other game's words only
}
#: Small priors by kind: figures and sidebars rarely answer a question; a ruling or erratum
#: about an entry is shown attached to it ("+ FAQ 1.1"), so on a tie the entry comes first.
KIND_PRIOR = {"figure": -2.0, "note": -1.5, "section": -0.2, "ruling": -0.3, "question": -0.3, "erratum": -0.3}
#: Kinds of entry whose title is a whole sentence, not the name of a rule.
SENTENCE_TITLES = frozenset({"question"})
#: A concept whose forms are in no entry still counts this much (it may be a word of no entry).
UNKNOWN_WEIGHT = 1.0
#: A concept said in the question's context ("during the mythos phase") counts this share of its
#: weight: the entry to find is about what is asked, where the time is only a part of it.
CONTEXT_WEIGHT = 0.5


@dataclass(frozen=True)
class EntryFeatures:
    """What ranking needs of a candidate's words, read from the row the retrieval query returns.

    The stems of the whole entry are stored by the build (``entries.stems``), so a candidate costs
    a split, not a pass over its text: ranking stays proportional to the candidates, not the corpus.
    """

    #: the title's words that carry meaning (stop words dropped), stemmed
    title_content: tuple[str, ...]
    #: what a query's concept may match in the title: the title's and aliases' content words (a
    #: title that is a whole sentence, as an FAQ question's is, does not match by its "if" or
    #: "you"; a title of function words alone, "Then", does)
    title_or_alias_stems: frozenset[str]
    all_stems: frozenset[str]
    text: str

    @classmethod
    def of(cls, title: str, aliases: str, stems: str, text: str) -> "EntryFeatures":
        title_stems = tuple(stem(w) for w in words(title))
        content = tuple(dict.fromkeys(stem(w) for w in words(title) if w not in STOP_WORDS)) or title_stems
        alias_stems: set[str] = set()
        for alias in json.loads(aliases):
            alias_words = words(alias)
            alias_stems |= {stem(w) for w in alias_words if w not in STOP_WORDS} or stems_of(alias)
        return cls(content, frozenset(content) | alias_stems, frozenset(stems.split()), text)

    @cached_property
    def token_starts(self) -> Sequence[int]:
        """Where the text's tokens start, for snippets (kept with the features)."""
        return token_starts(self.text)

    def has_phrase(self, terms: list[str]) -> bool:
        """Whether the text holds ``terms`` in this order, nothing but spaces or punctuation
        between them (the ends may be parts of words: "enemy attack" is in "enemy attacks")."""
        return phrase_pattern(tuple(terms)).search(self.text) is not None


@lru_cache(maxsize=256)
def phrase_pattern(terms: tuple[str, ...]) -> re.Pattern[str]:
    """``terms`` in this order with nothing but spaces or punctuation between them."""
    return re.compile(r"[\W_]+".join(re.escape(term).replace("'", "['’]") for term in terms), re.IGNORECASE)


@dataclass
class Candidate:
    key: str
    title: str
    game: str
    kind: str
    source: str
    features: EntryFeatures
    snippet: str = ""
    #: the query's words found in the text, as (start, end, stem) (for the best candidates only)
    matches: list[tuple[int, int, str]] | None = None
    bm25: float = 0.0
    score: float = 0.0
    explain: dict[str, float] = field(default_factory=dict)


def form_share(form: Form, stems: frozenset[str] | set[str]) -> float:
    """How much of ``form`` ``stems`` hold: all or nothing, or a share for a jargon term's words."""
    if not form.stems:
        return 0.0
    if form.partial:
        return sum(s in stems for s in form.stems) / len(form.stems)
    return 1.0 if all(s in stems for s in form.stems) else 0.0


def concept_share(concept: Concept, game: str, stems: frozenset[str] | set[str]) -> float:
    return max((form_share(form, stems) for form in concept.forms_for(game)), default=0.0)


@dataclass(frozen=True)
class GameView:
    """The query as the entries of one game see it: per concept, its forms for that game, and
    every stem those forms hold (an entry's stems are intersected with it once)."""

    forms: tuple[tuple[Form, ...], ...]
    stems: frozenset[str]
    #: per concept, the stems that each cover it alone (its one-word forms)
    singles: tuple[frozenset[str], ...]
    #: per concept, its forms of several words
    several: tuple[tuple[Form, ...], ...]
    #: stem → the concept it covers (of the one-word forms)
    owner: dict[str, int]

    @classmethod
    def of(cls, plan: QueryPlan, game: str) -> "GameView":
        forms = tuple(concept.forms_for(game) for concept in plan.concepts)
        singles = tuple(frozenset(f.stems[0] for f in group if len(f.stems) == 1) for group in forms)
        several = tuple(tuple(f for f in group if len(f.stems) > 1) for group in forms)
        owner = {s: i for i, group in enumerate(forms) for form in group for s in form.stems}
        return cls(forms, frozenset(s for group in forms for form in group for s in form.stems), singles, several, owner)

    def shares(self, stems: frozenset[str]) -> list[float]:
        """For each concept, how much of its best form ``stems`` hold."""
        present = self.stems & stems
        if not present:
            return [0.0] * len(self.forms)
        return [
            1.0 if not single.isdisjoint(present) else max((form_share(f, present) for f in several), default=0.0)
            for single, several in zip(self.singles, self.several)
        ]


def concept_weights(plan: QueryPlan, weights: dict[str, float], entry_count: int) -> list[float]:
    """How much each concept of the query tells entries apart: the inverse document frequency of
    the player's own words (a form by the mean of its words'), or when the rules never use them,
    of the rarest other form. A function word named as a word counts as a word of one entry: it
    is what the query is about."""
    found = []
    for concept in plan.concepts:
        known = [sum(weights[s] for s in form.stems) / len(form.stems)
                 for form in concept.forms if form.stems and all(s in weights for s in form.stems)]
        own = concept.forms[0]
        if own.stems and all(s in weights for s in own.stems) and not concept.forms[0].partial:
            known = known[:1]
        weight = max(known, default=UNKNOWN_WEIGHT)
        if concept.mentioned:
            weight = max(weight, math.log(entry_count + 1))
        if concept.context:
            weight *= CONTEXT_WEIGHT
        found.append(max(weight, 0.1))
    return found


def rank(
    plan: QueryPlan, candidates: list[Candidate], weights: dict[str, float], *,
    entry_count: int = 1000, lean: str | None = None,
) -> list[Candidate]:
    """Score every candidate and return them best first (ties keep bm25 order).

    Query concepts count by how rare they are (``weights``, an inverse document frequency per
    stem): in "elder sign devoured", "devoured" in a title says more than "sign". ``lean`` is the
    game the query's words speak (``query_game``): the other game's entries fall back.
    """
    if not candidates:
        return []
    best_bm25 = max(c.bm25 for c in candidates) or 1.0
    concept_weight = concept_weights(plan, weights, entry_count)
    total = sum(concept_weight) or 1.0
    share = [w / total for w in concept_weight]
    views: dict[str, GameView] = {}
    phrase_stems = [stem(w) for w in plan.phrase_terms] if len(plan.phrase_terms) > 1 else []
    naming, keys = plan.naming, plan.keys
    for candidate in candidates:
        entry = candidate.features
        parts = {"bm25": candidate.bm25 / best_bm25}
        if candidate.key in naming:
            span = naming[candidate.key]
            named = 1.0 if span is None else sum(share[i] for i in span)
            parts["named"] = named - 0.1 * keys.index(candidate.key) / len(keys)
        if share:
            view = views.get(candidate.game) or views.setdefault(candidate.game, GameView.of(plan, candidate.game))
            in_title = view.shares(entry.title_or_alias_stems)
            recall = sum(w * s for w, s in zip(share, in_title))
            if recall:
                title = entry.title_content
                precision = sum(s in view.stems for s in title) / len(title) if title else 0
                # a title that is a whole sentence (an FAQ question) counts by the share of its
                # content words the query says, a title naming a rule by half of it
                sentence = candidate.kind in SENTENCE_TITLES
                parts["title_words"] = recall * (precision if sentence else 0.5 + 0.5 * precision)
                if precision == 1.0 and min(in_title) == 1.0:
                    parts["exact_title"] = 1.0
            parts["covered"] = sum(w * s for w, s in zip(share, view.shares(entry.all_stems)))
            if phrase_stems and all(s in entry.all_stems for s in phrase_stems) and entry.has_phrase(plan.phrase_terms):
                parts["phrase"] = 1.0
        if plan.game and candidate.game == plan.game:
            parts["game"] = 1.0
        if lean and candidate.game != lean:
            parts["other_game"] = 1.0
        explain = {name: WEIGHTS[name] * value for name, value in parts.items() if value}
        if candidate.kind in KIND_PRIOR:
            explain["kind"] = KIND_PRIOR[candidate.kind]
        candidate.explain = explain  # rounded for the results shown only
        candidate.score = sum(explain.values())
    return sorted(candidates, key=lambda c: -c.score)


def rulings_after_their_entries(ranked: list[Candidate], rulings_of: dict[str, Sequence[str]]) -> list[Candidate]:
    """Each ruling or erratum placed after the entries it is shown attached to ("Drawing Cards
    + FAQ 1.13") that hold the query as fully as it does: the entry is the rule, the ruling one
    case of it, and a ruling whose title happens to hold the query's words ("Shuffling a card
    into an empty deck" for "run out of cards") is no better answer than the rule it rules on.
    A ruling that holds more of the query than its entry keeps its place. ``rulings_of`` maps
    each entry shown to the keys of its attached rulings; the moves are in ``explain``."""
    position = {candidate.key: i for i, candidate in enumerate(ranked)}
    entries_of: dict[str, list[Candidate]] = {}
    for entry in ranked:
        for ruling in rulings_of.get(entry.key, ()):
            if ruling in position:
                entries_of.setdefault(ruling, []).append(entry)
    result = list(ranked)
    for ruling_key, entries in entries_of.items():
        ruling = ranked[position[ruling_key]]
        covered = ruling.explain.get("covered", 0.0)
        better = [e for e in entries if e.explain.get("covered", 0.0) >= covered and result.index(e) > result.index(ruling)]
        if not better:
            continue
        last = max(better, key=result.index)
        result.remove(ruling)
        result.insert(result.index(last) + 1, ruling)
        ruling.explain["after_its_entry"] = min(0.0, last.score - ruling.score - 0.001)
        ruling.score += ruling.explain["after_its_entry"]
    return result


#: A concept speaks a game when its forms are this many times more frequent in that game's
#: entries than in the other's (each rate smoothed by half an entry).
GAME_RATIO = 8.0


def query_game(plan: QueryPlan, rates: dict[str, dict[str, float]]) -> str | None:
    """The game whose words the query speaks, if it speaks one game's only.

    ``rates`` is, per game, the share of that game's entries holding each word (smoothed). A
    concept speaks a game when the best of its forms for that game is ``GAME_RATIO`` times more
    common there than its best form for the other; a word both games use ("investigator",
    "monster" with its Arkham synonym "enemy") speaks neither. The query leans to a game when
    some concept speaks it and none speaks another.
    """
    if plan.game:
        return plan.game
    games = list(rates)
    spoken: set[str] = set()
    for concept in plan.concepts:
        best = {
            game: max((min(rates[game][w] for w in form.words) for form in concept.forms_for(game) if form.words), default=0.0)
            for game in games
        }
        for game in games:
            others = [best[other] for other in games if other != game]
            if others and best[game] >= GAME_RATIO * max(others):
                spoken.add(game)
    return next(iter(spoken)) if len(spoken) == 1 else None


#: How many of the best candidates the nearness of their matches reorders (the results shown).
HEAD = 10


def rerank_head(plan: QueryPlan, ranked: list[Candidate], highlighter: Highlighter, weights: dict[str, float],
                entry_count: int, head: int = HEAD) -> list[Candidate]:
    """Reorder the ``head`` best candidates by how many of the query's concepts stand together
    in one window of their text (``WINDOW`` words, a snippet's): a whole-sentence question is
    answered where its words meet, not by an entry that holds them pages apart. The matches
    found are kept for the snippets."""
    if len(plan.concepts) < 2 or not ranked:
        return ranked
    concept_weight = concept_weights(plan, weights, entry_count)
    total = sum(concept_weight)
    top = ranked[:head]
    views: dict[str, GameView] = {}
    for candidate in top:
        view = views.get(candidate.game) or views.setdefault(candidate.game, GameView.of(plan, candidate.game))
        candidate.matches = highlighter.spans(candidate.features.text)
        starts, owner, token = candidate.features.token_starts, view.owner, 0
        found = []
        for begin, _, stem_ in candidate.matches:  # in text order: the token index only moves forward
            if stem_ in owner:
                token = bisect_right(starts, begin, token) - 1
                found.append((token, owner[stem_]))
        best, inside, counts, first = 0.0, 0.0, [0] * len(concept_weight), 0
        for position, concept in found:  # a window sliding over the matches
            if not counts[concept]:
                inside += concept_weight[concept]
            counts[concept] += 1
            while position - found[first][0] >= WINDOW:
                gone = found[first][1]
                counts[gone] -= 1
                if not counts[gone]:
                    inside -= concept_weight[gone]
                first += 1
            best = max(best, inside / total)
        if best:
            candidate.explain["near"] = WEIGHTS["near"] * best
            candidate.score += candidate.explain["near"]
    return sorted(top, key=lambda c: -c.score) + ranked[head:]
