"""Superlatives: a noun phrase ranked by how many tokens it holds, and "Find" naming what such a phrase picks.

A superlative is a qualifier after any noun phrase: "<noun phrase> with the most / fewest <tokens> (on it)" — "the
location in play with the most clues", "a non-Bayou location with the fewest clues on it", "the agenda with the most
doom", "the Bystander asset with the fewest clues on it". It is read in two steps, so that it composes with every
noun phrase the reader knows rather than with a list of sentences:

- while a clause is cut into its slots (:func:`extends`), the prepositional phrase "with the most clues" (and the "on
  it" after it, which names the same holder) stays part of the noun phrase before it — so that a reader that does not
  rank refuses the whole phrase, never reads it without its superlative;
- when the phrase is lowered (:func:`ranked`, wrapped around the selector readers), the superlative is cut off, the
  rest read in its "each" form (every entity ranked: "each non-Bayou location") by the same reader, and composed into
  the engine's superlative selector (``fewest-clues:each-non-bayou-location``): one entity, a choice among the tied
  (FAQ 1.5: "the lead investigator decides").

"Find X" (:func:`find`) picks X now, as "Choose X" does, so that "that location", "it", "that asset's location" in
the instructions after it name the one found (the rule of reference: :mod:`.reference`).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Protocol, TypeVar

from .attached_exclusions import extends as excludes, folded as exclusions_folded, without_attached
from .by_effect import by_this_effect
from .chunk_folds import fold_triples
from .engaged_result import folded as engaged_result
from .automatic_result import automatic_result
from .choose_to import may_choose
from .not_named import not_named
from .enemy_exclusions import excluded, not_engaged
from .class_icons import of_your_role
from .composite_determiners import composite
from .as_if_were import as_if_were
from .groups import COPIES_OF, grouped, reduce_groups
from .grammar import Chunk
from .investigator_roles import turn_qualified
from .model import NotParsed
from .tokens import Token
from .token_holders import extends as holds, holding
from .connected_places import connected, extends as connects, fold as connection_fold
from .unions import or_coordinated
from .words import SELF

#: The extremes a superlative ranks by, as printed → the engine's word.
EXTREMES = {"most": "most", "fewest": "fewest", "least": "fewest"}
#: The tokens a superlative counts, as printed (singular or plural) → the engine's measure.
MEASURES = {"clue": "clues", "clues": "clues", "doom": "doom", "damage": "damage", "horror": "horror",
            "resource": "resources", "resources": "resources"}
#: The pronouns naming the ranked holder again ("with the fewest clues on it").
_HOLDER = (["it"], ["them"])


class _Phrase(Protocol):
    tokens: list[Token]

    @property
    def text(self) -> str: ...


P = TypeVar("P", bound=_Phrase)


#: The superlatives of distance a relative clause may say of a noun ("the location that is farthest from X").
DISTANCES = frozenset({"farthest", "nearest", "closest"})
#: The relative pronouns opening a relative clause after a noun.
_RELATIVE = frozenset({"that", "which"})


def reduced(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """The chunks with each relative clause of a superlative reduced into the noun phrase it qualifies (an object or a
    preposition's), as the reduced form reads: "the location that is farthest from all investigators" as "the location
    farthest from all investigators" (a distance, :mod:`.positions`), "the location that has the most clues" as "the
    location with the most clues"; a participle and its agent after a noun phrase ("a location discarded by this
    effect") are folded into it (:mod:`.by_effect`), and so is "… that engages you as a result of this effect"
(:mod:`.engaged_result`). Any other relative clause is left as it is (and refused where it
    stands)."""
    chunks = reduce_groups(exclusions_folded(by_this_effect(not_named(excluded(of_your_role(as_if_were(may_choose(automatic_result(engaged_result(chunks))))))))))  # "at the same location as X": groups.py
    return fold_triples(fold_triples(chunks, connection_fold), _superlative)  # "that is connected to": connected_places.py


def _superlative(_before: Chunk | None, np: Chunk, verb: Chunk | None, after: Chunk | None,
                 _next: Chunk | None) -> tuple[Chunk, ...] | None:
    """"… that is nearest" → the noun phrase with its superlative; "… that has the most clues" → it "with the most
    clues"; None for any other three chunks."""
    if np.kind in ("np", "pp") and len(np.tokens) > 1 and np.tokens[-1].low in _RELATIVE and verb is not None \
            and verb.kind == "verb" and after is not None and after.kind == "np":
        said, words = [t.low for t in verb.tokens], [t.low for t in after.tokens]
        if said in (["is"], ["are"]) and len(words) == 1 and words[0] in DISTANCES:
            return (Chunk(np.kind, np.tokens[:-1] + after.tokens),)
        if said in (["has"], ["have"]) and len(words) == 3 and words[0] == "the" and words[1] in EXTREMES \
                and words[2] in MEASURES:
            return Chunk(np.kind, np.tokens[:-1]), Chunk("pp", (Token("word", "with", "with"), *after.tokens))
    return None


def _rank_at(tokens: list[Token]) -> int | None:
    """Where "with the most <tokens>" (and "on it" after it) begins in a phrase's tokens, if it ends the phrase."""
    words = [t.low for t in tokens]
    if words[-2:-1] == ["on"] and [words[-1]] in _HOLDER:
        words = words[:-2]
    if len(words) >= 5 and words[-4:-2] == ["with", "the"] and words[-2] in EXTREMES and words[-1] in MEASURES:
        return len(words) - 4
    return None


def _distance_at(tokens: list[Token]) -> int | None:
    """Where "farthest / nearest from <place>" begins in a phrase's tokens ("the location farthest from The Gate to
    Hell"), the place a phrase of its own after the preposition."""
    k = next((k for k in range(len(tokens) - 3, 0, -1) if tokens[k].low in DISTANCES
              and tokens[k + 1].low in _FROM[tokens[k].low]), None)
    return k


#: The prepositions a distance is measured from ("farthest from X", "nearest to X").
_FROM = {"farthest": ("from",), "nearest": ("from", "to"), "closest": ("from", "to")}


def extends(tokens: list[Token], prep: str, rest: list[Token]) -> bool:
    """Whether the prepositional phrase ``prep rest`` after a noun phrase is its superlative ("with the most clues",
    "farthest from The Gate to Hell": its place, a distance the positions of :mod:`.positions` do not name) or names
    its ranked holder again ("on it" after one): then it is added to the phrase's ``tokens``."""
    words = [t.low for t in rest]
    fits = (prep == "with" and len(words) == 3 and words[0] == "the" and words[1] in EXTREMES
            and words[2] in MEASURES) or (prep == "on" and words in _HOLDER and _rank_at(tokens) is not None
                                          and tokens[-1].low in MEASURES) \
        or (len(tokens) > 1 and tokens[-1].low in DISTANCES and prep in _FROM[tokens[-1].low] and bool(words))
    if fits:
        tokens += [Token("word", prep, prep), *rest]
    return fits or excludes(tokens, prep, rest) \
        or holds(tokens, prep, rest) \
        or connects(tokens, prep, rest)  # "without a Locked Door attached", "with doom on it", "connected to X"


def ranked(read: Callable[[P, Any], str]) -> Callable[[P, Any], str]:
    """``read``, and for a phrase ending in a superlative, the engine's superlative selector of what the rest of it,
    read in its "each" form by ``read``, picks: "a non-Bayou location with the fewest clues on it" →
    ``fewest-clues:each-non-bayou-location`` (one, a choice among the tied)."""
    @functools.wraps(read)
    def reading(phrase: P, ctx: Any) -> str:
        if phrase is not None and (titled := _nearest_titled(phrase)) is not None:
            return titled
        cut = _rank_at(phrase.tokens) if phrase is not None else None
        far = _distance_at(phrase.tokens) if phrase is not None and cut is None else None
        if cut is None and far is None:
            return read(phrase, ctx)
        if far is not None:  # "the location farthest from The Gate to Hell": from the place's location
            place = read(replace(phrase, tokens=phrase.tokens[far + 2:]), ctx)
            extreme, measure = {"closest": "nearest"}.get(phrase.tokens[far].low, phrase.tokens[far].low), "distance"
            if place.startswith(("each-", "any-")):
                raise NotParsed(phrase.text, "a distance from several places (the engine counts it from one)")
        else:
            extreme, measure = EXTREMES[phrase.tokens[cut + 2].low], MEASURES[phrase.tokens[cut + 3].low]
        base = phrase.tokens[:far if far is not None else cut]
        if not base or base[0].low not in ("the", "a", "an") or len(base) < 2:
            raise NotParsed(phrase.text, "a superlative of what is not one of several (\u201cthe X with the most "
                            "clues\u201d)")
        each = _each(read, replace(phrase, tokens=[Token("word", "each", "each"), *base[1:]]), ctx)
        if each is None:
            raise NotParsed(phrase.text, "a superlative of what the engine's selectors cannot rank (no selector "
                            "picks each of them)")
        return f"{extreme}-from:{place};{each}" if far is not None else f"{extreme}-{measure}:{each}"
    return reading


def _nearest_titled(phrase: Any) -> str | None:
    """"the nearest Innocent Reveler (in play)": of the copies of a card by its title, the one nearest to you (Nearest:
    in connections from your location; several as near a choice) → ``nearest-from:your-location;copies-of:<Title>``;
    None for any other phrase (a trait before its noun, "the nearest Cultist enemy", is the enemy reader's)."""
    tokens, where = phrase.tokens, getattr(phrase, "where", None)
    if len(tokens) < 3 or tokens[0].low != "the" or tokens[1].low not in DISTANCES \
            or any(t.kind != "name" or t.text == SELF for t in tokens[2:]) or (where is not None and where.lower() != "play"):
        return None
    extreme = {"closest": "nearest"}.get(tokens[1].low, tokens[1].low)
    return f"{extreme}-from:your-location;{COPIES_OF}{' '.join(t.text for t in tokens[2:])}"


def composed(read: Callable[[P, Any], str]) -> Callable[[P, Any], str]:
    """A selector reader composing the qualifiers every reader shares: a superlative after the phrase (:func:`ranked`),
    parts joined by "or" / "and" (:func:`.unions.or_coordinated`) and a determiner standing for a plain one and a
    qualifier, "your assets", "another enemy" (:func:`.composite_determiners.composite`), the tokens on a card
    (:func:`.token_holders.holding`)."""
    return connected(ranked(without_attached(holding(or_coordinated(turn_qualified(grouped(composite(not_engaged(read)))))))))


def _each(read: Callable[[P, Any], str], phrase: P, ctx: Any) -> str | None:
    """What ``read`` makes of the "each" form of a ranked phrase when it picks each of several entities, else None.
    What a superlative ranks is in play, said or not ("the location in play with the most clues", "the Bystander
    asset with the fewest clues"), so the phrase is read with and without "in play", the first reading kept."""
    where = getattr(phrase, "where", None)
    tries = [phrase, replace(phrase, where=None if where and where.lower() == "play" else "play")] \
        if where is None or where.lower() == "play" else [phrase]
    for each in tries:
        try:
            selector = read(each, ctx)
        except NotParsed:
            continue
        if selector.startswith("each-"):
            return selector
    return None


def find(read_target: Callable[[Any, Any], str]) -> Callable[[Any, Any], list[dict[str, Any]]]:
    """The rule of "Find X": X picked now (a ``choose`` effect, one of the tied the choice), named afterwards by
    "that location", "it", "that asset's location". Only X with no other slot: "Find X and …" is refused."""
    def rule(ins: Any, ctx: Any) -> list[dict[str, Any]]:
        if ins.object is None or ins.slots or ins.subject is not None:
            raise ins.refuse()
        picked = read_target(ins.object, ctx)
        if not picked.startswith(("a-", "an-", *(f"{e}-" for e in (*EXTREMES.values(), *_FROM)))):
            raise ins.refuse("a find of what the engine's selectors do not pick one of")
        return [{"effect": "choose", "to": picked}]
    return rule
