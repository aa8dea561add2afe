"""Investigators picked as a group by what a clause says of them: "each investigator at the same location as a Brood of
Yog-Sothoth", "each investigator who controls an Innocent Reveler".

Two grammar rules, both folding a clause's chunks into the noun phrase they qualify (as :mod:`.by_effect` and the
superlatives fold theirs), so that the one reader of noun phrases composes the selector:

- a place "at (in) the same location as X" is the place "at X's location": the location of X, read as any owner's
  location is (``location-of:``); X with an indefinite determiner ("a Brood of Yog-Sothoth") is any copy of the card
  by its title ("each Brood of Yog-Sothoth": ``copies-of:Brood of Yog-Sothoth``), every such location counting;
- a relative clause "who controls X" after "investigator(s)" / "player(s)" (Rules Reference, "Control": the
  investigator who controls a card) is kept in the noun phrase, read by :func:`grouped`: each investigator who controls a
  card X picks (``each-investigator-controlling:copies-of:Innocent Reveler``). Another relative verb ("who has …") is
  refused with the reason; "who fails" / "who succeeds" is a test's result (:mod:`.effects`), never a selector.

A count of the state reads the same place in its filter: "no investigators at the same location as a Brood of
Yog-Sothoth" is the engine's count ``investigator-at-location-of:Brood of Yog-Sothoth`` (:func:`same_location_filter`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any, TypeVar

from .grammar import Chunk
from .chunk_folds import fold_triples
from .investigator_roles import fold as roles_fold
from .model import NotParsed
from .remembered_clauses import REMEMBERING, remembered_phrase
from .tokens import Token
from .unions import ONE_OF

P = TypeVar("P")

#: The prefix of a selector picking every card in play with the title after it (any copy of it: a card's title where
#: card text names "a" card by it, meaning whichever is there).
COPIES_OF = "copies-of:"
#: A composed filter's qualifier: a card with the title of the ability's own card, any copy of it ("if there is no copy
#: of Beyond the Veil in your threat area", printed on Beyond the Veil; Copies: by title).
COPY_OF_SELF = "copy_of_self"
#: The prefix of a selector picking each investigator who controls a card the rest picks (in player order).
CONTROLLING = "each-investigator-controlling:"
#: The composed count of the investigators at the location of something in play the filter after it matches.
AT_LOCATION_OF = "investigator-at-location-of:"
#: "a", "an", "any": one, whichever — as the owner of a place, any of them.
_INDEFINITE = frozenset({"a", "an", "any"})
#: Where a card named by its title may be, said or not: anywhere in play.
_ANYWHERE = (None, "play", "any location")
#: The nouns a relative clause "who …" may qualify: the investigators (players are their investigators here).
_PEOPLE = frozenset({"investigator", "investigators", "player", "players"})
#: The nouns "at (in) the same location as X" is folded after: people, and enemies ("each Criminal enemy in the same
#: location as an Abomination enemy": each one at any Abomination enemy's location).
_FOLDED = _PEOPLE | {"enemy", "enemies"}
#: The relative verbs read: the investigator's control of a card.
_CONTROLS = frozenset({"controls", "control"})
#: Verbs after "who" that are a test's result, read by the test's own sentences, never a selector.
_RESULTS = frozenset({"fails", "fail", "succeeds", "succeed"})
_SAME = ["the", "same", "location"]


def _word(text: str) -> Token:
    return Token("word", text, text.lower())


def _owner(tokens: tuple[Token, ...]) -> list[Token] | None:
    """The owner of "the same location as <tokens>" as a possessive's owner: an indefinite article is each of them
    ("a Brood of Yog-Sothoth": every copy in play; "an Abomination enemy": every one); None when nothing follows
    "as"."""
    if not tokens:
        return None
    if tokens[0].low in _INDEFINITE and len(tokens) > 1:  # "an Abomination enemy": each of them
        return [_word("each"), *tokens[1:]]
    return list(tokens)


def same_location(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """The chunks with "at (in) the same location as X" after investigators or enemies folded into one place, "at X's
    location" (after another noun, left as printed: the reader of cards has no place of another's location)."""
    return fold_triples(chunks, _same_location)


def _same_location(before: Chunk | None, pp: Chunk, conj: Chunk | None, np: Chunk | None,
                   _after: Chunk | None) -> tuple[Chunk, ...] | None:
    people = before is not None and before.kind == "np" and before.tokens[-1].low in _FOLDED
    if people and pp.kind == "pp" and [t.low for t in pp.tokens[1:]] == _SAME and pp.tokens[0].low in ("at", "in") \
            and conj is not None and conj.text.lower() == "as" and np is not None and np.kind == "np" \
            and (owner := _owner(np.tokens)) is not None:
        last = owner[-1]
        owner[-1] = Token(last.kind, f"{last.text}'s", f"{last.low}'s")
        return (Chunk("pp", (pp.tokens[0], *owner, _word("location"))),)
    return None


def who_clauses(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """The chunks with a relative clause "who <verb> X" kept in the noun phrase before it ("Each investigator who
    controls an Innocent Reveler takes 1 damage": one subject), when a verb follows it (the clause's own)."""
    return fold_triples(chunks, _who_clause)


def _who_clause(_before: Chunk | None, np: Chunk, verb: Chunk | None, obj: Chunk | None,
                after: Chunk | None) -> tuple[Chunk, ...] | None:
    words = [t.low for t in np.tokens]
    if np.kind == "np" and len(words) >= 2 and words[-1] == "who" and words[-2] in _PEOPLE and verb is not None \
            and verb.kind == "verb" and verb.text.lower() not in _RESULTS and obj is not None and obj.kind == "np" \
            and after is not None and after.kind == "verb":
        return (Chunk("np", (*np.tokens, *verb.tokens, *obj.tokens)),)
    return None


def _copies(tokens: list[Token], text: str) -> str:
    """The cards a relative clause's object picks: a card's name after "a"/"an"/"any"/"each" is any copy of it."""
    if len(tokens) > 1 and tokens[0].low in (*_INDEFINITE, "each") and all(t.kind == "name" for t in tokens[1:]):
        return COPIES_OF + " ".join(t.text for t in tokens[1:])
    raise NotParsed(text, "a relative clause whose object is no card named by its title: the engine's selectors "
                    "cannot express it")


def grouped(read: Callable[[P, Any], str]) -> Callable[[P, Any], str]:
    """``read`` (a reader of noun phrases), also reading "each investigator who controls X": the investigators who
    control a card X picks; any other relative clause is refused, quoted, with the reason."""
    @functools.wraps(read)
    def reading(phrase: P, ctx: Any) -> str:
        tokens: list[Token] = list(getattr(phrase, "tokens", []))
        words = [t.low for t in tokens]
        if "who" not in words[1:] or words[words.index("who") - 1] not in _PEOPLE:
            try:
                return read(phrase, ctx)
            except NotParsed:
                if len(tokens) > 1 and words[0] == "each" and all(t.kind == "name" for t in tokens[1:]):
                    return COPIES_OF + " ".join(t.text for t in tokens[1:])  # "each Brood of Yog-Sothoth": its copies
                if len(tokens) > 1 and words[0] in _INDEFINITE and all(t.kind == "name" for t in tokens[1:]) \
                        and getattr(phrase, "where", None) in _ANYWHERE:  # "a Masked Carnevale-Goer in play": one copy
                    return ONE_OF + COPIES_OF + " ".join(t.text for t in tokens[1:])
                raise
        at = words.index("who")
        text = getattr(phrase, "text", " ".join(words))
        head, verb, rest = words[:at], words[at + 1:at + 2], tokens[at + 2:]
        if verb and verb[0] in _CONTROLS and head[0] in ("each", "all", "every", "investigators", "players") \
                and len(head) <= 2 and not getattr(phrase, "where", None) and not getattr(phrase, "having", None):
            return CONTROLLING + _copies(rest, text)
        if verb and verb[0] in ("has", "have") and head[0] in ("each", "all", "every", "investigators", "players") \
                and len(head) <= 2 and (said := remembered_phrase(rest)) is not None:
            return REMEMBERING + said  # "each player who has "had a drink"": who remembers it (remembered_clauses.py)
        raise NotParsed(text, f"investigators picked by a relative clause (\u201cwho {' '.join(words[at + 1:])}\u201d): "
                        "the engine's selectors cannot express it")
    return reading


_SAME_AS = re.compile(r"(?P<np>.+?) (?:at|in) the same location as (?:an? |any |each )?(?P<owner>.+)", re.I)


def same_location_filter(np: str, owner_filter: Callable[[str], str | None]) -> str | None:
    """"investigators at the same location as a Brood of Yog-Sothoth" → the count of the investigators there
    (``investigator-at-location-of:<the owner's filter>``, the owner read by ``owner_filter``); None when the phrase
    is of another shape or its noun is not investigators."""
    m = _SAME_AS.fullmatch(np.strip())
    if m is None or m.group("np").lower() not in ("investigator", "investigators"):
        return None
    owner = owner_filter(m.group("owner"))
    return AT_LOCATION_OF + owner if owner else None


def reduce_groups(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """Both folds of this module (:func:`same_location`, :func:`who_clauses`)."""
    return who_clauses(same_location(roles_fold(chunks)))  # a turn clause, a test's maker: investigator_roles.py


