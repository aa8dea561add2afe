"""The grammar of card text: a sentence → clauses → chunks (noun, verb, prepositional phrases).

A deterministic shallow parser over :mod:`.tokens`, one left-to-right pass a clause with one token
of lookahead, so its time is linear in the text's length on any input (no backtracking, no
ambiguity to enumerate). The tree is lossless: every token of the sentence is in exactly one chunk,
in order, so the sentence can be rebuilt from it.

- **Sentence → clauses.** A sentence splits at ``;`` and ``:`` (a choice's options follow it), at "then", at a comma before a connective
  ("if", "instead", "unless", "otherwise", "and", "or") and at "and"/"or" before a verb that opens
  a new instruction ("discover 1 clue and draw 1 card"). Each clause keeps the connective that
  opened it, so "If X, Y" is the pair (``if`` X)(Y) and "Then, X" is (``then`` X).
- **Clause → chunks.** ``np`` (determiner, amount, qualifiers, head: "the non-Elite enemy",
  "1 clue", "+1 [combat]"), ``verb`` (auxiliaries, negation and the verb: "cannot discover"),
  ``pp`` (a preposition and its noun phrase or gerund: "to an enemy", "instead of discovering"),
  ``adv``, ``conj``, ``punct``. A word of the verb lexicon is a verb where a verb can stand (the
  clause's start, after a subject, an auxiliary, "to"), else a noun ("a test", "the attack").
- **Frames.** One a verb chunk: the verb, the noun phrase before it (subject), the one after it
  (object) and its prepositional phrases (slots keyed by preposition), each noun phrase also
  composed into a selector (:mod:`.selectors`): "Deal 1 damage to an enemy at your location" →
  deal {object: 1 damage, to: an enemy, at: your location}, the enemy's selector holding "where".

A clause is refused — :class:`Refused`, naming the sub-grammar — when no clause of its sentence has
a verb (nor is one of the verbless forms card text prints: a signed amount "-1", a chaos token's
modifier, a limit, a list after a dash), when a preposition or determiner is left without its noun
phrase, or when parentheses do not close (quotation marks are dropped: a quoted ability reads as words).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .lexicon import (ADVERBS, AUXILIARIES, CLOSED, COMPARATIVES, CONJUNCTIONS, DETERMINERS, NOUN_VERBS, PLURAL_NOUNS,
                      PREPOSITIONS, PRONOUNS, lemma)
from .lists import comma_in_keywords, icon_list, keeps_comma, keyword_list, modifier_list, name_list, noun_list, position_list
from .noun_phrases import compound_noun, possessed, relative_clause
from .quoted_keywords import keyword_parameter, with_parameter
from .remembered_clauses import fold_quoted
from .selectors import LOCATIVE, attach, selector
from .tokens import Token, marked_now, tokenize
from .verb_lists import shared_subject_verb
from .words import SELF

#: Prepositions that may close a verb as a particle ("shuffle it back", "set it aside", "look at").
PARTICLES = frozenset("up down out off away back aside over around instead through along".split())
#: Connectives that open a clause after a comma.
CLAUSE_OPENERS = frozenset("if unless instead otherwise then when whenever after while until as and or but "
                           "except".split())
#: Pronouns that are a clause's subject.
SUBJECTS = frozenset({"you", "they", "he", "she", "we", "i"})
DIFFICULTIES = frozenset({"easy", "standard", "hard", "expert"})
#: Prepositions English strands at a clause's end ("the points you fail by", "the ability below").
STRANDED = frozenset("by below above with for from on in to at".split())
#: Determiners that cannot stand without their noun ("which", "her", "that" can).
NEEDS_NOUN = frozenset("a an the every no your their its our".split())
SUBJECT_PRONOUNS = frozenset("you it they he she we i who which that each".split())
#: Determiners that are also an object pronoun: before a preposition, the pronoun ("add her to the victory display").
OBJECT_PRONOUNS = frozenset({"her"})


class Refused(Exception):
    """The grammar cannot read a fragment: which sub-grammar refused it, and why."""

    def __init__(self, grammar: str, fragment: str, reason: str) -> None:
        super().__init__(f"{grammar}: {reason}: {fragment!r}")
        self.grammar = grammar
        self.fragment = fragment
        self.reason = reason


@dataclass(frozen=True)
class Chunk:
    """A run of tokens of one kind: np, verb, pp, adv, conj, punct (a pp's noun phrase is its tail)."""

    kind: str
    tokens: tuple[Token, ...]

    @property
    def text(self) -> str:
        return join(self.tokens)

    @property
    def head(self) -> str:
        """A verb chunk's verb (base form); a pp's preposition; an np's last word."""
        if self.kind == "verb":
            for t in reversed(self.tokens):
                base = lemma(t.low)
                if base:
                    return base
            return self.tokens[-1].low
        if self.kind == "pp":
            return self.tokens[0].low
        return self.tokens[-1].low


@dataclass(frozen=True)
class Clause:
    """One clause: its opening connective words and its chunks, in printed order."""

    connective: tuple[str, ...]
    chunks: tuple[Chunk, ...]

    @property
    def text(self) -> str:
        return join(t for c in self.chunks for t in c.tokens)

    def frames(self) -> list[dict[str, Any]]:
        """One verb frame a verb chunk: ``verb`` (base form) and its slots — ``subject`` (the noun
        phrase before it), ``object`` (the one after it) and one key a preposition — so that every
        chunk of the clause is in a frame; ``selectors`` holds each slot's noun phrase composed
        (:mod:`.selectors`), a locative phrase after a noun phrase going into that noun's selector.
        A verbless clause is one ``be`` frame of its phrases."""
        verbs = [i for i, c in enumerate(self.chunks) if c.kind == "verb"]
        if not verbs:
            return [{"verb": "be", "object": " ".join(c.text for c in self.chunks if c.kind != "punct")}]
        out: list[dict[str, Any]] = []
        for n, at in enumerate(verbs):
            chunk = self.chunks[at]
            frame: dict[str, Any] = {"verb": chunk.head}
            found: dict[str, dict[str, Any]] = {}
            if chunk.text.lower() != frame["verb"]:
                frame["verb-phrase"] = chunk.text
            before = self.chunks[verbs[n - 1] + 1 if n else 0:at]
            nps = [c for c in before if c.kind in ("np", "pp")]
            if nps and nps[-1].kind == "np":
                frame["subject"] = nps[-1].text
                found["subject"] = selector(nps[-1].tokens)
            elif n == 0 and nps:
                frame["before"] = " ".join(c.text for c in nps)
            end = verbs[n + 1] if n + 1 < len(verbs) else len(self.chunks)
            last: dict[str, Any] | None = None  # the selector a locative phrase would qualify
            for c in self.chunks[at + 1:end]:
                if c.kind == "np":
                    key = "object" if "object" not in frame else "object-2"
                    frame[key] = f"{frame[key]} {c.text}" if key in frame else c.text
                    last = found.setdefault(key, selector(c.tokens))
                elif c.kind == "pp":
                    text = join(c.tokens[1:])
                    frame[c.head] = f"{frame[c.head]} {text}".strip() if c.head in frame else text
                    if not text:
                        continue  # a stranded preposition: "the points you fail by"
                    if last is not None and c.head in LOCATIVE:
                        attach(last, c.head, text)
                    else:
                        last = found.setdefault(c.head, selector(c.tokens[1:]))
                elif c.kind == "adv":
                    frame["adverb"] = f"{frame['adverb']} {c.text}" if "adverb" in frame else c.text
            picked = {k: v for k, v in found.items() if v}
            if picked:
                frame["selectors"] = picked
            out.append(frame)
        return out


@dataclass(frozen=True)
class Sentence:
    """A sentence read: its clauses (each with its connective) and its reminders in parentheses."""

    text: str
    clauses: tuple[Clause, ...]
    reminders: tuple[str, ...] = field(default=())


def completed_by_reminder(sentence: Sentence) -> str | None:
    """A bare verb whose one parenthesis is its complement ("<b>Move</b> (to a connecting location)"): the clause
    with the parenthesis read as its own words ("Move to a connecting location"); None for any other sentence."""
    if len(sentence.clauses) != 1 or len(sentence.reminders) != 1:
        return None
    chunks = sentence.clauses[0].chunks
    inner = sentence.reminders[0]
    if len(chunks) != 1 or chunks[0].kind != "verb" or inner.split(" ", 1)[0].lower() not in PREPOSITIONS:
        return None
    return f"{chunks[0].text} {inner}"


def join(tokens: object) -> str:
    """Tokens back to text: a space between words, none before punctuation that closes, none around the
    apostrophe of a possessive the tokens split ("@self's location": "@self", "'", "s")."""
    out = ""
    before = None
    for t in tokens:  # type: ignore[attr-defined]
        possessive = t.text == "s" and before is not None and before.text == "'" and out[-2:-1] != " "
        if out and t.text not in (",", ".", ";", ":", ")", "!", "?") and not out.endswith(("(", '"')) \
                and not possessive and not (t.text == "'" and out.endswith(SELF)):
            out += " "
        out += t.text
        before = t
    return out


# -- the sentence ---------------------------------------------------------------------------------

def read_sentence(text: str) -> Sentence:
    """Read one sentence (no full stop inside) into clauses, or raise :class:`Refused`.

    The readers of a card try the same sentence many times (each frame asks the grammar: over the 844 development
    cards, 9,662 readings of 1,855 distinct sentences), and cards share sentences once their own names are ``@self``,
    so a reading is kept by its text and the traits marked (all the tokenizer depends on): a :class:`Sentence` is
    immutable, and a refusal is raised anew each time."""
    read = _read_once(text, marked_now())
    if isinstance(read, Sentence):
        return read
    raise Refused(*read)


def forget_readings() -> None:
    """Empty the sentences kept (:func:`read_sentence`): a benchmark reading the same cards again measures reading,
    not remembering."""
    _read_once.cache_clear()


@lru_cache(maxsize=8192)
def _read_once(text: str, marked: frozenset[str]) -> Sentence | tuple[str, str, str]:
    """:func:`_read`, or the refusal's (grammar, fragment, reason)."""
    try:
        return _read(text)
    except Refused as refused:
        return refused.grammar, refused.fragment, refused.reason


def _read(text: str) -> Sentence:
    tokens = tokenize(text)
    main, reminders = _lift_parentheses(tokens, text)
    main = [t for t in fold_quoted(main) if t.text != '"']  # a phrase remembered keeps its quotes: remembered_clauses.py  # a full stop inside closing quotation marks ends the sentence too
    while main and main[-1].text in (".", "!", "?"):
        main = main[:-1]
    if not main:
        if reminders:
            return Sentence(text, (), tuple(reminders))
        raise Refused("sentence", text, "no words")
    clauses = tuple(_clause(part) for part in _split_clauses(main))
    verbless = [c for c in clauses if not any(ch.kind == "verb" for ch in c.chunks)]
    if verbless and not _verbless_allowed(main, clauses):
        raise Refused("clause", verbless[0].text or text, "no verb: not an instruction, a condition or a statement")
    return Sentence(text, clauses, tuple(reminders))


def one_clause(text: str) -> Sentence | None:
    """The sentence, read, when it is a single clause; None when the grammar refuses it or it has several — the
    readers of one verb frame over a whole sentence ("You have 1 additional arcane slot") ask no more."""
    try:
        sentence = read_sentence(text)
    except Refused:
        return None
    return sentence if len(sentence.clauses) == 1 else None


def _lift_parentheses(tokens: list[Token], text: str) -> tuple[list[Token], list[str]]:
    """Words in parentheses are a reminder read on their own — but a conjunct ("(and this card)" after a noun) is a
    part of the phrase before it; unbalanced brackets are refused."""
    main: list[Token] = []
    reminders: list[str] = []
    depth, inner = 0, []
    for t in tokens:
        if t.text == "(":
            depth += 1
            if depth == 1:
                inner = []
                continue
        elif t.text == ")":
            depth -= 1
            if depth < 0:
                raise Refused("sentence", text, "a closing parenthesis with no opening one")
            if depth == 0 and keyword_parameter(main, inner):  # '"uses (charges)"': the keyword's own parameter
                main[-1] = with_parameter(main[-1], inner[0])
                continue
            if depth == 0 and inner and inner[0].low == "and" and main and main[-1].kind in ("word", "name", "trait", "self"):
                main.extend(inner)  # "that enemy (and this card)": a conjunct of the noun phrase, set apart
                continue
            if depth == 0:
                reminders.append(join(inner))
                continue
        (inner if depth else main).append(t)
    if depth:
        raise Refused("sentence", text, "a parenthesis that does not close")
    return main, reminders


def _verbless_allowed(main: list[Token], clauses: tuple[Clause, ...]) -> bool:
    """Verbless forms card text prints: a signed amount ("-1", "+X"), a list after a verb or a dash."""
    if main[0].kind == "number" and main[0].text[0] in "+-":
        return True
    if main[0].low == "x" or all(t.kind in ("number", "per", "punct", "chaos") or t.low in DIFFICULTIES for t in main):
        return True  # an amount, or a chaos token's modifier: "[cultist] -1"
    if main[0].low in ("limit", "max", "group") and any(t.kind == "number" for t in main[:3]):
        return True  # a limit or maximum: "Limit 1 per location", "Max 1 committed per skill test"
    if main[0].text in ("\u2610", "\u25a1"):
        return True  # a customizable option's title after its boxes: "☐ Reinforced"
    if main[0].text == "\u2192":
        return True  # a resolution's reference: "(→R3)"
    return any(ch.kind == "verb" for c in clauses for ch in c.chunks) or any(t.text == "\u2013" for t in main)


def _inflected(t: Token) -> bool:
    """Is ``t`` a verb inflected for a subject ("moves", "engages")?"""
    base = lemma(t.low) if t.kind == "word" else None
    return base is not None and t.low != base and t.low in (base + "s", base + "es")


def _opens_instruction(tokens: list[Token], i: int, inflected: bool = False) -> bool:
    """Is ``tokens[i]`` a verb that opens a new instruction (followed by its object)? With ``inflected`` (the clause
    so far has a verb inflected for its subject), a verb so inflected opens one too: the same subject's second. An -ly
    adverb may come first ("and immediately end your turn"; "or more doom" is an amount)."""
    while i + 1 < len(tokens) and tokens[i].kind == "word" and tokens[i].low in ADVERBS and tokens[i].low.endswith("ly"):
        i += 1
    if i >= len(tokens) or tokens[i].kind != "word":
        return False
    word = tokens[i].low
    base = lemma(word)
    if inflected and base is not None and word in (base + "s", base + "es"):
        base = word  # "@self moves to your location and engages you": a second verb of the same subject
    if base is None or base != word:
        return False
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if nxt is None:
        return base not in NOUN_VERBS
    return (nxt.kind in ("number", "self", "name", "trait", "skill", "per", "icon") or nxt.low in DETERMINERS
            or nxt.low in PRONOUNS or nxt.low in PREPOSITIONS or base not in NOUN_VERBS)


def _bare_verb(part: list[Token]) -> bool:
    """Is the clause so far one imperative verb and nothing else ("Choose | and discard 1 card")? Two verbs joined so
    share the object after the second: one clause, the first verb coordinated with the second."""
    words = [t for t in part if t.low not in CONJUNCTIONS and t.text != ","]
    return len(words) == 1 and words[0].kind == "word" and lemma(words[0].low) == words[0].low


#: Connectives that open a subordinate clause: its comma ends it ("While X, you cannot Y").
SUBORDINATORS = frozenset("if unless when whenever while after as until once because although though before "
                          "during".split())


def _split_clauses(tokens: list[Token]) -> list[list[Token]]:
    """Cut the sentence's tokens into clauses, each token looked at once (flags carry what came before)."""
    parts: list[list[Token]] = [[]]
    subordinate = False  # the part opened with "if"/"while"… and has its subject or verb: its comma ends it
    content = False  # the part has a word other than a connective
    inflected = False  # the part has a verb inflected for its subject: "and" before another one cuts it
    for i, t in enumerate(tokens):
        cur = parts[-1]
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if t.text == "," and (icon_list(tokens, i) or modifier_list(tokens, i) or comma_in_keywords(tokens, i)
                            or position_list(tokens, i) or keeps_comma(tokens, i)
                            or (not subordinate and (name_list(tokens, i) or noun_list(tokens, i)))):
            cur.append(t)  # "a [skull], [cultist], or [auto_fail] symbol": one noun phrase, not three clauses
            continue
        if t.text in (";", ":") or (t.text == "," and nxt is not None and (subordinate or nxt.low in CLAUSE_OPENERS
                                                                     or _opens_instruction(tokens, i + 1)
                                                                     or shared_subject_verb(tokens, i + 1, cur))):
            if cur:
                cur.append(t)
                parts.append([])
                subordinate = content = inflected = False
            continue
        if t.low == "then" and cur and cur[-1].low in ("may", "must"):
            continue  # "You may then add 1 doom …": an adverb after the modal, the order effects resolve in anyway
        if t.low in ("and", "or", "then") and content and _opens_instruction(tokens, i + 1, inflected and t.low == "and") \
                and not (t.low == "and" and _bare_verb(cur)):
            parts.append([t])
            subordinate = content = inflected = False
            continue
        cur.append(t)
        inflected = inflected or _inflected(t)
        if len(cur) > 1 and cur[0].low in SUBORDINATORS and (t.low in PRONOUNS or t.kind != "word" or lemma(t.low)):
            subordinate = True
        content = content or t.low not in CONJUNCTIONS
    return [p for p in parts if p]


# -- the clause -----------------------------------------------------------------------------------

#: What a word comes after when it opens a clause or follows a list's separator.
OPENING = (",", ";", ":", "\u2013", "-", "\u2022")


def _is_verb(tokens: list[Token], i: int, chunks: list[Chunk], np: list[Token], pending: list[Token]) -> bool:
    """Is ``tokens[i]`` a verb here? A verb of the lexicon is one where a verb can stand (the clause's
    start, after a subject, an auxiliary, "to", an adverb), a noun after a determiner or an amount; after
    a preposition only a gerund is ("by discovering"): a participle there qualifies the noun ("at attached
    location")."""
    t = tokens[i]
    if t.kind != "word":
        return False
    base = lemma(t.low)
    prev = np[-1] if np else (pending[-1] if pending else chunks[-1].tokens[-1] if chunks else None)
    if compound_noun(tokens, i) or possessed(tokens, i) or keyword_list(tokens, i):
        return False  # "discard pile", "skill tests" (:mod:`.noun_phrases`); "hunter and retaliate" (:mod:`.lists`)
    if base is None:
        return _unknown_verb(tokens, i, prev, bool(np))
    opening = prev is None or prev.text in OPENING or prev.low in CONJUNCTIONS
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if prev is None and t.text[0].isupper() and t.low.endswith("ing") and nxt is not None and nxt.kind == "name":
        return False  # a name's first word opening the sentence ("Hunting Horror gets …"): an imperative is bare
    if opening and t.low.endswith("ed") and t.low != base and nxt is not None and nxt.kind == "word" \
            and nxt.low not in CLOSED and lemma(nxt.low) is None:
        return False  # an imperative is a bare verb: "When attached enemy would ready" opens with a participle
    if opening or prev.low in AUXILIARIES or (not np and chunks and chunks[-1].kind == "adv" and prev.low != "per"):
        return True
    if prev.low == "to" and t.low != base and not t.low.endswith("ing"):
        return False  # not an infinitive: a participle qualifying the noun ("to attached enemy")
    if not np and chunks and chunks[-1].kind == "verb" and prev.low not in AUXILIARIES and t.low.endswith("ed") \
            and t.low != base and nxt is not None and nxt.kind == "word" and nxt.low not in CLOSED:
        return False  # a participle between a verb and its object's noun: "exhaust attached enemy"
    if np and prev.low == "just" and t.low != base and not t.low.endswith("s"):
        return False  # "the enemy just evaded", "horror just dealt to you": a participle qualifying the noun
    if prev.low in SUBJECT_PRONOUNS or prev.low in ("to", "them", "not"):
        # "you discover", "to fight" — but "that attack", "each test", "at each connecting (revealed) location": a
        # determiner, and a participle after it before its noun qualifies the noun
        return not (prev.low in DETERMINERS and (base == t.low and base in NOUN_VERBS or pending and (
            t.low[-3:] == "ing" or t.low[-2:] == "ed" and nxt is not None and nxt.kind == "word"
            and nxt.low not in CLOSED and lemma(nxt.low) is None)))
    if prev.low in DETERMINERS or prev.kind in ("number", "per") or prev.low == "per":  # "once per turn": a noun
        return False
    if prev.low in PREPOSITIONS:
        return t.low.endswith("ing")  # a gerund: "instead of discovering clues"
    if np and len(np) > 1 and np[-2].low in DETERMINERS and prev.low.endswith("est") and t.low != base \
            and nxt is not None and nxt.kind == "word" and nxt.low not in CLOSED:
        return False  # a participle after a superlative qualifies the noun: "the nearest revealed location"
    if np and t.low.endswith("ing") and np[0].low in DETERMINERS and nxt is not None and nxt.kind == "word" \
            and nxt.low not in CLOSED and lemma(nxt.low) is None:
        return False  # a participle before its noun, inside the noun phrase: "the last remaining clue"
    if np and t.low == base and np[0].low == "you" and "and" in (w.low for w in np):
        return True  # a plural subject of two joined by "and", its verb bare: "(both) you and that investigator draw"
    if np:  # after a noun: an inflected verb ("an enemy attacks you") or a participle
        return t.low != base or base not in NOUN_VERBS
    return base not in NOUN_VERBS


def _unknown_verb(tokens: list[Token], i: int, prev: Token | None, after_noun: bool) -> bool:
    """A word the lexicon lacks is a verb where only a verb can stand: opening a clause before its
    object, after a subject pronoun ("it" after a subordinator), or an -s/-ed form after a noun that ends the clause or precedes
    its object ("the moon rises")."""
    low = tokens[i].low
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if low in CLOSED or low in PLURAL_NOUNS:
        return False
    if prev is None or prev.low in CONJUNCTIONS or prev.text in OPENING:
        # an imperative opens the clause and its object follows: "Conceal 1 clue", "Unseal it"
        return nxt is not None and (nxt.kind in ("number", "self", "per") or nxt.low in ("a", "an", "the", "each",
                                    "all", "it", "them", "your", "that", "this", "up", "another", "any"))
    if prev.kind == "word" and (prev.low in ("you", "they", "he", "she", "we", "i") or prev.low == "it" and i > 1
                                and tokens[i - 2].low in SUBORDINATORS):  # "until it reaches": "it" the subject
        return True
    inflected = low.endswith(("s", "ed")) and not low.endswith("ss")
    participle = prev.low.endswith("ing") and lemma(prev.low) is not None  # "your remaining actions": its noun
    return (after_noun and prev.kind == "word" and prev.low not in CLOSED and inflected and not participle
            and (nxt is None or nxt.low in DETERMINERS or nxt.text == ","))


def _continues_verb(last: Token, nxt: Token) -> bool:
    """Does ``nxt`` belong to the verb group ending in ``last`` ("cannot be", "may also", "have to take")?"""
    if nxt.kind != "word":
        return False
    if nxt.low in AUXILIARIES:
        return True
    if last.low in AUXILIARIES and nxt.low in ("to", "also", "only", "still"):
        return True
    return (last.low in AUXILIARIES or last.low == "to") and lemma(nxt.low) is not None



def _clause(tokens: list[Token]) -> Clause:
    """One clause's tokens → its connective words and its chunks (raises :class:`Refused`)."""
    connective: list[str] = []
    i = 0
    while i < len(tokens) - 1 and (tokens[i].low in CONJUNCTIONS or tokens[i].text == ","
                                   or not i and tokens[i].low in ("after", "before")):
        if tokens[i].low in ("one", "once"):
            break
        connective.append(tokens[i].low)
        i += 1
    chunks: list[Chunk] = []
    if i:
        chunks.append(Chunk("conj", tuple(tokens[:i])))
    np: list[Token] = []
    pending_pp: list[Token] = []

    def close_np() -> None:
        nonlocal np, pending_pp
        if pending_pp and np:
            chunks.append(Chunk("pp", tuple(pending_pp + np)))
            pending_pp = []
        elif np:
            chunks.append(Chunk("np", tuple(np)))
        np = []

    while i < len(tokens):
        t = tokens[i]
        low = t.low
        if relative := relative_clause(tokens, i, np):  # without "that": "an asset you control", "cards you play"
            np.extend(tokens[i:i + relative])
            i += relative
            continue
        if (low in SUBJECTS and np and i + 1 < len(tokens) and tokens[i + 1].kind == "word"
                and lemma(tokens[i + 1].low) and [w.low for w in np[-2:]] != ["he", "or"]):
            close_np()  # a subject starts its own noun phrase: "for each point | you | fail by"
        if t.kind == "word" and (low in AUXILIARIES or _is_verb(tokens, i, chunks, np, pending_pp)):
            close_np()
            verb = [t]
            while i + 1 < len(tokens) and _continues_verb(verb[-1], tokens[i + 1]):
                i += 1
                verb.append(tokens[i])
            if pending_pp:  # a gerund after a preposition: "by discovering"
                verb = pending_pp + verb
                pending_pp = []
            chunks.append(Chunk("verb", tuple(verb)))
        elif t.kind == "word" and low in PREPOSITIONS and np and (np[-1].low in DETERMINERS - OBJECT_PRONOUNS or (
                low == "than" and np[-1].low in COMPARATIVES)):  # "more than 10 cards": a quantifier, in the phrase
            np.append(t)  # an adjective: "the above ability", "the following" (but "add her to …": her, the object)
        elif t.kind == "word" and low in PREPOSITIONS:
            close_np()
            if [p.low for p in pending_pp] == ["over"] and low == "to":
                chunks.append(Chunk("pp", tuple(pending_pp)))  # "over" a particle: "flip it over to its X side"
                pending_pp = [t]
            elif pending_pp and pending_pp[-1].low in PREPOSITIONS:
                pending_pp.append(t)  # "instead of", "out of", "up to"
            else:
                if pending_pp:
                    chunks.append(Chunk("pp", tuple(pending_pp)))
                pending_pp = [t]
        elif t.kind == "word" and low in ADVERBS and not np and not pending_pp:
            chunks.append(Chunk("adv", (t,)))
        elif t.kind == "word" and low in ADVERBS and low.endswith("ly") and np and i + 1 < len(tokens) \
                and tokens[i + 1].kind == "word" and lemma(tokens[i + 1].low) and tokens[i + 1].low not in CLOSED:
            joined = np.pop() if np[-1].low in ("and", "or") and len(np) > 1 else None  # "… actions and immediately end"
            close_np()  # an adverb between a subject and its verb: "you successfully attack", "… at X successfully
            if joined is not None:  # investigates" — it ends the noun phrase (or the place after it)
                chunks.append(Chunk("conj", (joined,)))
            chunks.append(Chunk("adv", (t,)))
        elif t.kind == "word" and low in ADVERBS & PARTICLES and np and not pending_pp and (
                i + 1 == len(tokens) or tokens[i + 1].low in PREPOSITIONS or tokens[i + 1].text in (",", ".")):
            close_np()  # a verb's particle after its object: "shuffle it back into …", "flip @self back over"
            chunks.append(Chunk("adv", (t,)))
        elif pending_pp and not np and (t.kind == "word" and low in CONJUNCTIONS or position_list(tokens, i)):
            if t.text == "," or low in ("and", "or") and i + 1 < len(tokens) and tokens[i + 1].low in PREPOSITIONS:
                pending_pp.append(t)  # "into or out of", "above, below, or to the right of" (lists.position_list)
            elif low in ("and", "or", "but", "then"):
                raise Refused("noun-phrase", join(tokens), f"'{join(pending_pp)}' with no noun phrase after it")
            else:
                np.append(t)  # "than once", "of either …", "of whether …"
        elif t.text in (",", "\u2013", ":", "/", "-", "&") or (t.kind == "word" and low in CONJUNCTIONS):
            if pending_pp and not np:  # "the points you fail by, …": a stranded preposition, or a dangling one
                if pending_pp[-1].low not in PARTICLES | STRANDED and pending_pp[0].low not in PARTICLES:
                    raise Refused("noun-phrase", join(tokens), f"'{join(pending_pp)}' with no noun phrase after it")
                chunks.append(Chunk("pp", tuple(pending_pp)))
                pending_pp = []
            if low == "but" and [w.low for w in np] == ["all"]:
                np.append(t)  # "all but 1 card": an amount, not a second clause
                i += 1
                continue
            if low in ("and", "or") or t.text in (",", "/", "&"):
                if np and i + 1 < len(tokens) and tokens[i + 1].kind != "word" or (
                        np and i + 1 < len(tokens) and not _is_verb(tokens, i + 1, chunks, np, pending_pp)
                        and not (t.text == "," and tokens[i + 1].low in PREPOSITIONS)):
                    # a comma before a preposition ends the phrase: "in your threat area, with 3 clues on it"
                    np.append(t)  # a list inside a noun phrase: "1 damage and 1 horror"
                    i += 1
                    continue
            close_np()
            chunks.append(Chunk("conj" if t.kind == "word" else "punct", (t,)))
        else:
            np.append(t)
        i += 1
    if pending_pp and not np:
        if pending_pp[-1].low in PARTICLES | STRANDED or pending_pp[0].low in PARTICLES:
            chunks.append(Chunk("pp", tuple(pending_pp)))
            pending_pp = []
        else:
            raise Refused("noun-phrase", join(tokens), f"'{join(pending_pp)}' with no noun phrase after it")
    close_np()
    for c in chunks:
        if c.kind in ("np", "pp") and c.tokens[-1].low in NEEDS_NOUN:
            raise Refused("noun-phrase", join(tokens), f"a determiner ('{c.tokens[-1].text}') with no noun")
    return Clause(tuple(connective), tuple(chunks))
