"""Query understanding: what a player typed, turned into concepts, identifiers and corrections.

At the table nobody types an entry's title. This module recognises identifiers ("ST.6",
"2.2.1", "FAQ 1.4", "errata v1.0"), the players' jargon (the reviewed table ``jargon.toml``:
"AoO" is "attack of opportunity" and names its entry), everyday words for the rules' terms (the
reviewed table ``synonyms.toml``: "monster" is "enemy" in Arkham Horror), a rule named by a
function word ("the word 'then'", "when abilities", "what does after mean"), drops question
phrasing ("what happens when I…"), and corrects words that are neither in the index nor common
English to their closest index words with rapidfuzz.

A query becomes a list of *concepts*, one per thing the player said: each holds the forms an
entry may use for it (the player's word, a synonym for one game, a jargon term's words), so an
entry covers "monster" with "enemy" in Arkham Horror and with "monster" in Elder Sign, and ranking
counts each concept once however many forms it has.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Protocol

from rapidfuzz import fuzz, process

from kb.search.english import is_english
from kb.search.synonyms import Meaning, load_synonyms
from kb.tokens import WORD, fold, stem, words

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
    rule rules work works explain tell about please does do get
    doesn't don't isn't aren't wasn't weren't didn't can't won't wouldn't couldn't shouldn't
    i'm i've i'd it's that's what's there's let's you're they're he's she's
    doesnt dont isnt didnt cant wont im ive whats thats
    go goes going gone went all just really still also even actually some many much""".split()
)
#: Words that open the part of a question saying when it happens ("can I play an event during the
#: mythos phase"): what the question asks about is said before them, and an entry about the time
#: alone ("Mythos Phase") is not its answer; the entry about what is asked ("Event Cards") is.
CONTEXT_OPENERS = frozenset({"during", "while", "throughout"})
#: Words that are stop words in a question but rules terms in the glossary when alone.
MEANINGFUL_ALONE = frozenset({"when", "after", "if", "then", "cannot", "may", "must", "you", "your", "a", "an", "at"})

# How a player names a word rather than uses it ("the word 'then'", "when abilities", "what does
# after mean", "the part after then"), as the rules do: 'the word “then”', '“when…” abilities'.
QUOTES = frozenset("\"'“”‘’«»`")
WORD_NOUNS = frozenset({"word", "words", "term", "terms", "keyword"})
#: Nouns a named function word qualifies ("when abilities", "if clauses", "then part"): plural or
#: uncountable, so that an article before a noun ("an ability") is not taken for one.
ABILITY_NOUNS = frozenset(
    {"abilities", "effects", "timing", "triggers", "clause", "clauses", "part", "parts", "aspect",
     "aspects", "reactions", "windows"}
)
MEANING_VERBS = frozenset({"mean", "means", "meaning", "refer", "refers", "referring", "referred", "stand", "stands", "mean?"})
PART_NOUNS = frozenset({"part", "parts", "bit", "half", "text", "clause", "stuff", "portion", "everything", "aspect", "effect"})
JOINERS = frozenset({"and", "or", "vs", "versus", "/", "nor"})
TOKEN = re.compile(WORD.pattern + r"|[\"“”‘’«»`']|/", re.UNICODE)


class Lexicon(Protocol):
    """The words of an index that query understanding checks a query against."""

    #: every lower-case word of the corpus
    words: frozenset[str]
    #: the words of 4 letters or more, which a typo may be corrected to
    correctable: tuple[str, ...]
    #: the stems of the words (``kb.tokens.stem``)
    stems: frozenset[str]
    #: a stop word that titles entries ("then", "you") → those entries' keys
    function_titles: dict[str, tuple[str, ...]]
    #: the titles of two words or more, as tuples of folded words ("attack", "of", "opportunity")
    title_phrases: frozenset[tuple[str, ...]]


@dataclass(frozen=True)
class JargonTerm:
    says: tuple[str, ...]
    means: str
    keys: tuple[str, ...]
    #: the game a saying names ("in elder sign"): its entries are preferred
    game: str | None = None
    #: words that, also in the query, mean the saying is not this term ("elder sign token")
    unless: tuple[str, ...] = ()


@dataclass(frozen=True)
class Form:
    """One way an entry may say a concept: all of ``words`` (by stem), in entries of ``game``
    (None: any). A jargon term's words count in part (``partial``): "nested timing" is half there
    in an entry saying "nested"."""

    words: tuple[str, ...]
    stems: tuple[str, ...]
    game: str | None = None
    partial: bool = False

    @classmethod
    def of(cls, words_: Iterable[str], game: str | None = None, partial: bool = False) -> "Form":
        kept = tuple(dict.fromkeys(words_))
        return cls(kept, tuple(dict.fromkeys(stem(w) for w in kept)), game, partial)


@dataclass(frozen=True)
class Concept:
    """One thing the player said, and the forms an entry may say it in."""

    said: str
    forms: tuple[Form, ...]
    #: said in the part of a question that sets when it happens ("during the mythos phase"), not
    #: what it asks about: it counts for less (``kb.search.rank.CONTEXT_WEIGHT``)
    context: bool = False
    #: a function word named as a word ("the word 'then'"): it names its entry
    mentioned: bool = False

    def forms_for(self, game: str) -> tuple[Form, ...]:
        return tuple(form for form in self.forms if form.game in (None, game))


#: A concept where the query said it: (first token, how many tokens, the concept, its jargon term).
Span = tuple[int, int, Concept, JargonTerm | None]


@dataclass
class QueryPlan:
    """What the search engine should look for, and what it tells the user it understood."""

    original: str
    concepts: list[Concept] = field(default_factory=list)
    #: every word of every form, once (the words FTS5 is asked for and snippets mark)
    terms: list[str] = field(default_factory=list)
    #: the query's own content words in order, for the whole-phrase feature
    phrase_terms: list[str] = field(default_factory=list)
    #: identifiers, jargon and function words that name entries
    keys: list[str] = field(default_factory=list)
    #: key → the concepts whose saying named it (None: an identifier, which names it outright)
    naming: dict[str, tuple[int, ...] | None] = field(default_factory=dict)
    corrections: dict[str, str] = field(default_factory=dict)
    #: what was read differently from what was typed: "aoo → attack of opportunity"
    jargon: list[str] = field(default_factory=list)
    #: the game the query names, whose entries are preferred (not a filter)
    game: str | None = None
    #: common English words that are no index word, left as typed (corrected only when the
    #: query finds nothing as typed)
    kept_english: list[str] = field(default_factory=list)

    def any_word_terms(self, rare: Callable[[str], bool]) -> list[str]:
        """The words to retrieve candidates by: every word of the player's own words and of the
        jargon and one-word synonyms; of a synonym's phrase, its ``rare`` words."""
        found: list[str] = []
        for concept in self.concepts:
            for index, form in enumerate(concept.forms):
                if index == 0 or form.partial or len(form.words) == 1:
                    found += form.words
                else:
                    found += [w for w in form.words if rare(w)]
        return [w for w in dict.fromkeys(found) if w in self.terms]

    @property
    def phrase(self) -> str:
        return " ".join(self.phrase_terms)

    @property
    def understood(self) -> list[str]:
        return self.jargon

    @property
    def corrected_query(self) -> str | None:
        """The query as the search understood it, when a word was corrected."""
        if not self.corrections:
            return None
        text = self.original[:MAX_QUERY_CHARS]
        for wrong, right in self.corrections.items():
            text = re.sub(rf"(?<![^\W_]){re.escape(wrong)}(?![^\W_])", right, text, flags=re.IGNORECASE)
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


def mentioned_words(text: str, function_words: Iterable[str]) -> tuple[list[str], set[int], set[int]]:
    """The folded words of ``text``, the positions of the function words it names as words, and
    the positions of the words that say so ("word" in "the word then", "part after" in "the part
    after then"), which are no concepts of their own.

    A function word ("then", "when", "you"…) is named, not used, when it is quoted, follows
    "the word", comes before "abilities"/"effects"/"timing" or "mean"/"refers", follows "the part
    after/before", or is joined by "and", "or", "vs" to a named one ("when and after abilities").
    """
    raw = [fold(token) for token in TOKEN.findall(text)]
    quote = [token in QUOTES for token in raw]
    tokens = [token for token in raw if token not in QUOTES]
    # where each word sits among the raw tokens, to see the quotes around it
    at = [i for i, token in enumerate(raw) if token not in QUOTES]
    functions = set(function_words)
    named: set[int] = set()
    markers: set[int] = set()
    for i, word in enumerate(tokens):
        if word not in functions:
            continue
        before = tokens[i - 1] if i else ""
        after = tokens[i + 1] if i + 1 < len(tokens) else ""
        quoted = at[i] > 0 and quote[at[i] - 1] and at[i] + 1 < len(raw) and quote[at[i] + 1]
        part_before = i >= 2 and before in ("after", "before") and tokens[i - 2] in PART_NOUNS
        if quoted or before in WORD_NOUNS or after in ABILITY_NOUNS or after in MEANING_VERBS or part_before:
            named.add(i)
        if before in WORD_NOUNS:
            markers.add(i - 1)
        if part_before:
            markers |= {i - 2, i - 1}
    if tokens and all(t in functions or t in JOINERS for t in tokens):  # "when and after", "then"
        named |= {i for i, t in enumerate(tokens) if t in functions}
    changed = True
    while changed:  # "when and after abilities", "difference between when and after"
        changed = False
        for i, word in enumerate(tokens):
            if word in functions and i not in named:
                for j in (i - 2, i + 2):
                    if 0 <= j < len(tokens) and tokens[(i + j) // 2] in JOINERS and (j in named or (
                        tokens[j] in functions and _contrasted(tokens, min(i, j)))):
                        named.add(i)
                        changed = True
                        break
    def shift(positions: set[int]) -> set[int]:
        return {i - sum(1 for t in tokens[:i] if t == "/") for i in positions}

    return [t for t in tokens if t != "/"], shift(named), shift(markers)


def _contrasted(tokens: list[str], first: int) -> bool:
    """Whether two function words joined at ``first`` are set against each other: "X vs Y",
    "between X and Y", "X or Y?" alone."""
    joiner = tokens[first + 1]
    return joiner in ("vs", "versus", "/") or (first > 0 and tokens[first - 1] == "between")


def plan_query(query: str, lexicon: Lexicon, *, correct_english: bool = False) -> QueryPlan:
    """Understand ``query`` against the words of the index.

    A word is corrected only when neither it nor its stem is in the index and it is no common
    English word (unless ``correct_english``: the query as typed found nothing): "readying" is a
    form of "ready", not a typo of "reading"; "walk" is a word, not a typo of "walker".
    """
    text = query[:MAX_QUERY_CHARS]
    plan = QueryPlan(original=query)
    plan.keys = identifier_keys(text)
    plan.naming = {key: None for key in plan.keys}
    tokens, named, markers = mentioned_words(text, lexicon.function_titles)
    folded = " " + " ".join(tokens) + " "
    spans: list[Span] = []
    taken = [i in markers for i in range(len(tokens))]
    for term in load_jargon():
        if any(f" {word} " in folded for word in term.unless):
            continue
        for saying in term.says:
            if f" {saying} " not in folded:
                continue
            start = _find(tokens, saying.split(), taken)
            if start is None:
                continue
            length = len(saying.split())
            for i in range(start, start + length):
                taken[i] = True
            plan.jargon.append(f"{saying} → {term.means}" if term.means else f"{saying} → {_GAMES.get(term.game, term.game)}")
            plan.game = term.game or plan.game
            if term.means:
                own = [w for w in tokens[start:start + length] if w not in STOP_WORDS]
                forms = ((Form.of(own),) if own else ()) + (Form.of(words(term.means), partial=True),)
                spans.append((start, length, Concept(saying, forms), term))
            break
    for i, word in enumerate(tokens):
        if taken[i] or i in named or word in STOP_WORDS:
            continue
        if word in lexicon.words or word.isdigit() or len(word) < 4 or stem(word) in lexicon.stems:
            continue
        if is_english(word) and not correct_english:
            plan.kept_english.append(word)
            continue
        best = process.extractOne(word, lexicon.correctable, scorer=fuzz.ratio, score_cutoff=CORRECTION_CUTOFF)
        if best is not None:
            plan.corrections[word] = best[0]
            tokens[i] = best[0]
    synonyms = load_synonyms()
    plain = [word[:-2] if word.endswith("'s") else word for word in tokens]  # "my friend's enemy"
    titled = _in_titles(tokens, lexicon.title_phrases)  # "attack of opportunity" is a rule's name
    i = 0
    while i < len(tokens):
        if taken[i] or i in named or i in titled:
            i += 1
            continue
        found = synonyms.match(plain, i)
        if found is None or any(taken[i:i + found[0]]):
            i += 1
            continue
        length, meanings = found
        said = tokens[i:i + length]
        own = [w for w in said if w not in STOP_WORDS]
        forms = ((Form.of(own),) if own else ()) + tuple(Form.of(m.words, m.game) for m in meanings)
        spans.append((i, length, Concept(" ".join(said), forms), None))
        plan.jargon.append(f"{' '.join(said)} → {_meanings(meanings)}")
        for j in range(i, i + length):
            taken[j] = True
        i += length
    for i, word in enumerate(tokens):
        if taken[i]:
            continue
        if i in named:
            spans.append((i, 1, Concept(word, (Form.of([word]),), mentioned=True), None))
            plan.jargon.append(f"{word} → the word “{word}”")
        elif word not in STOP_WORDS:
            spans.append((i, 1, Concept(word, (Form.of([word]),)), None))
    if not spans:  # "when", "if": a query of function words alone names them
        for i, word in enumerate(tokens):
            if word in MEANINGFUL_ALONE:
                spans.append((i, 1, Concept(word, (Form.of([word]),), mentioned=word in lexicon.function_titles), None))
    spans.sort(key=lambda span: span[0])
    spans = _set_in_context(tokens, spans[:MAX_TERMS])
    plan.concepts = [concept for _, _, concept, _ in spans]
    for index, (_, _, concept, term) in enumerate(spans):
        keys = term.keys if term else lexicon.function_titles.get(concept.said, ()) if concept.mentioned else ()
        for key in keys:
            if key not in plan.naming:
                plan.keys.append(key)
                plan.naming[key] = (index,)
            elif plan.naming[key] is not None:
                plan.naming[key] = tuple(sorted(set(plan.naming[key]) | {index}))
    plan.terms = list(dict.fromkeys(w for concept in plan.concepts for form in concept.forms for w in form.words))[:MAX_TERMS]
    plan.phrase_terms = [w for concept in plan.concepts for w in concept.forms[0].words]
    plan.jargon = list(dict.fromkeys(plan.jargon))
    return plan


def _set_in_context(tokens: list[str], spans: list[Span]) -> list[Span]:
    """Mark the concepts said from a context opener on ("during the mythos phase") as context,
    when the question said what it asks about before it; a query that opens with it ("during
    the mythos phase") is about that time, and nothing is marked."""
    opener = next((i for i, word in enumerate(tokens) if word in CONTEXT_OPENERS), None)
    if opener is None or not any(start < opener for start, _, _, _ in spans):
        return spans
    return [(start, length, replace(concept, context=True) if start >= opener else concept, term)
            for start, length, concept, term in spans]


_GAMES = {"ahlcg": "Arkham Horror: The Card Game", "elder-sign": "Elder Sign"}
_SHORT_GAMES = {"ahlcg": "Arkham", "elder-sign": "Elder Sign"}


def _meanings(meanings: Iterable[Meaning]) -> str:
    """How a synonym's meanings are shown: "move", "enemy", "commit (Arkham) / assistance, assist
    (Elder Sign)": the game said only when the saying means something else in the other."""
    games: dict[str, set[str | None]] = {}
    for meaning in meanings:
        games.setdefault(" ".join(meaning.words), set()).add(meaning.game)
    every = set().union(*games.values())
    by_game: dict[str | None, list[str]] = {}
    for term, where in games.items():
        by_game.setdefault(None if where == every or None in where else next(iter(where)), []).append(term)
    if len(by_game) == 1:
        return " / ".join(next(iter(by_game.values())))
    return " / ".join(", ".join(terms) + (f" ({_SHORT_GAMES.get(game, game)})" if game else "") for game, terms in by_game.items())


#: The longest title, in words, looked for in a query.
MAX_TITLE_WORDS = 6


def _in_titles(tokens: list[str], titles: frozenset[tuple[str, ...]]) -> set[int]:
    """The positions of the words that are in a title of two words or more as it stands in the
    query: the rules' own name for something, which no synonym rewrites."""
    found: set[int] = set()
    for start in range(len(tokens)):
        for length in range(2, min(MAX_TITLE_WORDS, len(tokens) - start) + 1):
            if tuple(tokens[start:start + length]) in titles:
                found.update(range(start, start + length))
    return found


def _find(tokens: list[str], saying: list[str], taken: list[bool]) -> int | None:
    """Where ``saying`` first stands in ``tokens`` on words not yet taken."""
    length = len(saying)
    for start in range(len(tokens) - length + 1):
        if tokens[start:start + length] == saying and not any(taken[start:start + length]):
            return start
    return None
