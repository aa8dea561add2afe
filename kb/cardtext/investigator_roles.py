"""Investigators named by their part in what is happening, by their turn, or by their name.

Card text names an investigator not only by "you", a place or a count, but by the part he or she plays in the skill
test, attack or evasion being made, by whether his or her turn has come, and by his or her printed name. One
qualifier of the reader of investigator phrases (:func:`by_role`, composed by :func:`.having.investigator_qualifiers`)
reads them all as determiner + participle + noun, or noun + relative clause, never a sentence:

- a participle of the act before the noun — "the evading investigator" (Survival Instinct), "the attacking
  investigator" (Salvatore Neri), "the testing investigator" — is the investigator making that act's skill test
  (``evading-investigator``, ``attacking-investigator``, ``testing-investigator``; Rules Reference, Skill Tests: the
  investigator performing the test is the one evading or attacking);
- a reduced relative after the noun — "the investigator performing / making this (skill) test" (Eureka!) — is the
  investigator making the test (``testing-investigator``); :func:`performing` folds the participle and its object
  into the noun phrase, as the grammar folds "a location discarded by this effect";
- a relative clause "who has yet to take his or her turn (this round)" / "who has not (yet) taken his or her turn"
  (Guidance) narrows the investigators the rest of the phrase picks to those whose turn this round is still to come
  (Investigation Phase 2.2: each investigator takes one turn): ``yet-to-take-turn:<the rest>``; :func:`turn_clauses`
  folds the clause into the chunk it follows;
- a printed name with no determiner ("Zoey Samaras suffers 1 mental trauma", "Jenny Barnes") is that investigator by
  his or her name, the engine's own name for the investigator.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from typing import Any, TypeVar

from .grammar import Chunk
from .chunk_folds import fold_triples
from .lexicon import CLOSED
from .model import NotParsed
from .tokens import Token

P = TypeVar("P")

#: The participle of an act before "investigator" → the engine's selector of the investigator making its test.
PARTICIPLES = {"evading": "evading-investigator", "attacking": "attacking-investigator",
               "fighting": "attacking-investigator", "testing": "testing-investigator"}
#: The prefix of a selector picking those of the rest whose turn this round has yet to come.
YET_TO_TAKE_TURN = "yet-to-take-turn:"
#: The relative clauses of a turn yet to come, as the words read after "who".
_TURN_CLAUSES = (("has", "yet", "to", "take"), ("have", "yet", "to", "take"), ("has", "not", "yet", "taken"),
                 ("has", "not", "taken"), ("have", "not", "yet", "taken"))
_WHOSE_TURN = (("his", "or", "her", "turn"), ("their", "turn"), ("a", "turn"))
_THIS_ROUND = ((), ("this", "round"))
#: "performing this test": the participles of making a test, and the tests' nouns.
_MAKING = frozenset({"performing", "making", "taking"})
_TESTS = (("this", "test"), ("this", "skill", "test"), ("the", "test"), ("the", "skill", "test"))
_PEOPLE = frozenset({"investigator", "investigators"})


def yet_to_take_turn(selector: str) -> str | None:
    """The selector a "who has yet to take his or her turn" selector qualifies, else None."""
    return selector[len(YET_TO_TAKE_TURN):] if selector.startswith(YET_TO_TAKE_TURN) else None


def _clause_at(words: list[str]) -> int | None:
    """Where "who has yet to take his or her turn (this round)" begins, when it ends ``words``."""
    for start in (i for i, w in enumerate(words) if w == "who"):
        rest = tuple(words[start + 1:])
        for verb in _TURN_CLAUSES:
            for whose in _WHOSE_TURN:
                if any(rest == verb + whose + when for when in _THIS_ROUND):
                    return start
    return None


def turn_clauses(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """The chunks with a turn clause ("who has yet to take his or her turn this round") folded into the chunk ending in
    "who" before it (the noun phrase of investigators, or the place after it), in order; any other chunks as they
    are."""
    out: list[Chunk] = []
    i = 0
    while i < len(chunks):
        head = chunks[i]
        if head.kind in ("np", "pp") and head.tokens and head.tokens[-1].low == "who":
            for n in range(2, min(6, len(chunks) - i + 1)):
                words = ["who", *(t.low for c in chunks[i + 1:i + n] for t in c.tokens)]
                if _clause_at(words) == 0:
                    out.append(Chunk(head.kind, tuple(t for c in chunks[i:i + n] for t in c.tokens)))
                    i += n
                    break
            else:
                out.append(head)
                i += 1
            continue
        out.append(head)
        i += 1
    return tuple(out)


def performing(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """The chunks with "<the investigator> performing <this test>" folded into one noun phrase: the participle is no
    verb of the clause."""
    return fold_triples(chunks, _performing)


def _performing(_before: Chunk | None, np: Chunk, verb: Chunk | None, obj: Chunk | None,
                _after: Chunk | None) -> tuple[Chunk, ...] | None:
    if np.kind == "np" and np.tokens and np.tokens[-1].low in _PEOPLE and verb is not None and verb.kind == "verb" \
            and [t.low for t in verb.tokens] in ([m] for m in _MAKING) and obj is not None and obj.kind == "np" \
            and tuple(t.low for t in obj.tokens) in _TESTS:
        return (Chunk("np", (*np.tokens, *verb.tokens, *obj.tokens)),)
    return None


def fold(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """Both folds of this module."""
    return performing(turn_clauses(chunks))


def _without_clause(phrase: Any) -> Any | None:
    """``phrase`` without its turn clause (at the end of its words or of its place), else None."""
    tokens: list[Token] = list(getattr(phrase, "tokens", []) or [])
    at = _clause_at([t.low for t in tokens])
    if at is not None:
        return replace(phrase, tokens=tokens[:at])
    where = getattr(phrase, "where", None)
    if where:
        words = where.split()
        at = _clause_at([w.lower() for w in words])
        if at is not None:
            return replace(phrase, where=" ".join(words[:at]) or None)
    return None


def turn_qualified(read: Callable[[P, Any], str]) -> Callable[[P, Any], str]:
    """``read`` (a reader of noun phrases), also reading an investigator phrase with a turn clause: the rest read, its
    selector qualified (:data:`YET_TO_TAKE_TURN`)."""
    @functools.wraps(read)
    def reading(phrase: P, ctx: Any) -> str:
        rest = _without_clause(phrase) if phrase is not None else None
        if rest is None:
            return read(phrase, ctx)
        words = [t.low for t in getattr(rest, "tokens", [])]
        if not words or words[-1] not in _PEOPLE:
            raise NotParsed(getattr(phrase, "text", ""), "a turn yet to take of what is no investigator")
        return YET_TO_TAKE_TURN + read(rest, ctx)
    return reading


def by_role(read: Callable[[P, Any], str]) -> Callable[[P, Any], str]:
    """``read`` (the reader of investigator phrases), also reading an investigator by his or her part in the test being
    made ("the evading investigator", "the investigator performing this test") or by name ("Zoey Samaras")."""
    @functools.wraps(read)
    def reading(phrase: P, ctx: Any) -> str:
        tokens: list[Token] = list(getattr(phrase, "tokens", None) or [])
        qualified = any(getattr(phrase, slot, None) for slot in ("where", "engaged", "having", "controller", "position"))
        if not tokens or qualified:
            return read(phrase, ctx)
        words = [t.low for t in tokens]
        if len(words) == 3 and words[0] == "the" and words[2] == "investigator" and words[1] in PARTICIPLES:
            return PARTICIPLES[words[1]]
        if len(words) >= 4 and words[:2] == ["the", "investigator"] and words[2] in _MAKING \
                and tuple(words[3:]) in _TESTS:
            return "testing-investigator"
        if _named(tokens):
            return " ".join(t.text for t in tokens)  # an investigator by his or her name
        return read(phrase, ctx)
    return reading


def _named(tokens: list[Token]) -> bool:
    """Whether ``tokens`` are a printed name and nothing else: a name token, every word capitalised (the first word
    of a sentence is capitalised anyway: "Zoey Samaras suffers …"), none a word of a closed class ("You", "Each")."""
    return any(t.kind == "name" for t in tokens) and all(
        t.kind in ("name", "word") and t.text[:1].isupper() and t.low not in CLOSED for t in tokens)
