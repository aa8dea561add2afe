"""Restrictions as verb frames: who, what verb, on what, when, and unless what — brought to the one shape the
constant reader reads ("<subject> cannot <verb> <object> …", :mod:`.constant_tree`).

"Cannot" is absolute (Cannot); card text prints the same restriction in several frames, each read from its chunks:

- **negation**: "cannot <verb>", and "does not / do not <verb>" ("Each investigator at Ashleigh Clarke's location
  does not draw cards during the upkeep phase": what the game would have the investigator do does not happen);
- **coordinated verbs** sharing the subject and the restriction: "you cannot draw cards or gain resources" is one
  restriction a verb, each with its own object, or the next one's when it has none ("cannot discover or spend
  clues");
- **a phase**: a trailing "during the upkeep phase" / "during each upkeep phase" applies to every verb: the
  restriction holds only while the game is in that phase (Appendix II), the condition's ``during``;
- **only if / in order to**: "You can only discover clues in X if you have 3 or fewer remaining sanity" and "You must
  have at least 2 clues in order to move to X" are "cannot … unless": the restriction holds while the condition does
  *not* — the count's bounds turned over (at most 3 → at least 4), a card's state to its opposite.

Each restriction read is a :class:`Restriction`: the clause in the plain shape, and the ``during`` and the condition
to add to what the constant reader makes of it. A sentence in none of these frames returns None (read as it is).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cannot_verbs import qualifier_at
from .conditions import OPPOSITE_STATES, parse_condition
from .grammar import Chunk, Clause, Refused, read_sentence
from .instruction import Phrase
from .model import NotParsed
from .tokens import Token
from .trigger_tree import card_filter
from .vocabulary import CANNOT
from .words import SELF

Fields = dict[str, Any]
#: The phases a "during the … phase" names (Appendix II) → the engine's ``during``.
PHASES = ("mythos", "investigation", "enemy", "upkeep")
#: The auxiliaries that negate a verb as "cannot" does ("does not draw cards": the draw does not happen).
NEGATIONS = (["cannot"], ["can", "not"], ["does", "not"], ["do", "not"], ["doesn't"], ["don't"], ["can't"])
#: The verbs a prohibition takes with no object ("You cannot move"): one coordinated bare keeps none.
BARE = frozenset(phrase for phrase in CANNOT if " " not in phrase)


@dataclass(frozen=True)
class Restriction:
    """One restriction: its clause as "<subject> cannot <verb> …", the phase it holds in, and the condition it holds
    under (the inverse of an "only if")."""

    clause: Clause
    during: str | None = None
    condition: Fields | None = None


def _words(chunk: Chunk) -> list[str]:
    return [t.low for t in chunk.tokens]


def _cannot(verb: Chunk) -> Chunk:
    """The verb chunk as "cannot <verb>": its negating auxiliaries replaced."""
    words = _words(verb)
    for negation in NEGATIONS:
        if words[:len(negation)] == negation:
            return Chunk("verb", (Token("word", "cannot", "cannot"), *verb.tokens[len(negation):]))
    return Chunk("verb", (Token("word", "cannot", "cannot"), *verb.tokens))


def _negated(chunk: Chunk) -> bool:
    words = _words(chunk)
    return chunk.kind == "verb" and any(words[:len(n)] == n and len(words) > len(n) for n in NEGATIONS)


def _phase(chunk: Chunk) -> str | None:
    """"during the upkeep phase", "during each upkeep phase" → ``upkeep-phase``; None for another phrase."""
    words = _words(chunk)
    if chunk.kind == "pp" and len(words) == 4 and words[0] == "during" and words[1] in ("the", "each") \
            and words[2] in PHASES and words[3] == "phase":
        return f"{words[2]}-phase"
    return None


def inverse(condition: Fields) -> Fields | None:
    """The condition that holds exactly when ``condition`` does not: a count's one bound turned over (at most 3 → at
    least 4), a card's state to its opposite; None when it has no one inverse (two bounds, a period, a place)."""
    if set(condition) == {"card", "state"}:
        other = OPPOSITE_STATES.get(condition["state"])  # the state a "not" names (:mod:`.conditions`)
        return None if other is None else {"card": condition["card"], "state": other}
    if set(condition) == {"count", "at-least"}:
        return {"count": condition["count"], "at-most": condition["at-least"] - 1}
    if set(condition) == {"count", "at-most"}:
        return {"count": condition["count"], "at-least": condition["at-most"] + 1}
    if set(condition) == {"count", "at-least", "per-investigator"}:  # at least 5 [per_investigator]: fewer than that
        return {"count": condition["count"], "fewer-than": condition["at-least"], "per-investigator": True}
    return None


def lifted(chunks: list[Chunk]) -> Fields | None:
    """The inverse of a condition's chunks ("you have 3 or fewer remaining sanity"), read as every count condition
    is (:mod:`.conditions`); None when it is none."""
    words = [t.text if t.kind == "name" else t.low for c in chunks for t in c.tokens if c.kind != "punct"]  # a name
    found = parse_condition(" ".join(["if", *words])) if words else None
    return None if found is None else inverse(found)


def _only_if(chunks: list[Chunk]) -> tuple[list[Chunk], Fields] | None:
    """"You can only <verb> … if <condition>": the clause as "You cannot <verb> …" and the inverse condition."""
    at = next((k for k, c in enumerate(chunks) if c.kind == "verb"), None)
    if at is None or at + 1 >= len(chunks) or _words(chunks[at]) != ["can", "only"] or chunks[at + 1].kind != "verb":
        return None
    cut = next((k for k, c in enumerate(chunks) if c.kind == "conj" and c.text.lower() == "if"), None)
    if cut is None or cut < at + 2:
        return None
    turned = lifted(chunks[cut + 1:])
    if turned is None:
        return None
    return [*chunks[:at], _cannot(chunks[at + 1]), *chunks[at + 2:cut]], turned


def _in_order_to(chunks: list[Chunk]) -> tuple[list[Chunk], Fields] | None:
    """"You must have at least 2 clues in order to move to X": the clause "You cannot move to X" and the inverse of
    "you have at least 2 clues"."""
    at = next((k for k, c in enumerate(chunks) if c.kind == "verb"), None)
    order = next((k for k, c in enumerate(chunks) if c.kind == "pp" and _words(c) == ["in", "order"]), None)
    if at is None or order is None or order + 1 >= len(chunks) or at == 0:
        return None
    verb, then = _words(chunks[at]), chunks[order + 1]
    if verb[:1] != ["must"] or len(verb) != 2 or then.kind != "verb" or _words(then)[:1] != ["to"] or len(then.tokens) != 2:
        return None
    subject = chunks[:at]
    have = Chunk("verb", chunks[at].tokens[1:])  # "you have at least 2 clues"
    turned = lifted([*subject, have, *chunks[at + 1:order]])
    if turned is None:
        return None
    return [*subject, _cannot(Chunk("verb", then.tokens[1:])), *chunks[order + 2:]], turned


def _unless(chunks: list[Chunk]) -> tuple[list[Chunk], Fields] | None:
    """"You cannot move unless you have at least 3 clues": the clause before "unless" and the inverse of the condition
    after it (the restriction holds while the condition does not); :class:`NotParsed` when the condition is none the
    engine checks or has no one inverse."""
    cut = next((k for k, c in enumerate(chunks) if c.kind == "conj" and c.text.lower() == "unless"), None)
    if cut is None or not any(_negated(c) and "be" not in _words(c) for c in chunks[:cut]) or cut + 1 >= len(chunks):
        return None  # a passive ("cannot be defeated unless …") is what cannot be done to a card: read as it is
    turned = lifted(chunks[cut + 1:])
    if turned is None:
        raise NotParsed(" ".join(c.text for c in chunks), "a 'cannot … unless' whose condition the engine cannot check "
                        "or turn over (it turns over a count's one bound and a card's state)", "constant")
    verb = next(k for k, c in enumerate(chunks) if _negated(c))
    return [*chunks[:verb], _cannot(chunks[verb]), *chunks[verb + 1:cut]], turned


def _segments(chunks: list[Chunk], negated: bool) -> list[list[Chunk]] | None:
    """Chunks after a negated verb cut at each "or" / "and" / "nor" before another verb ("investigate or play cards"
    is one clause to the grammar: a bare verb before "or"); None when a verb stands elsewhere or has its own
    negation ("… and cannot make attacks of opportunity": its own restriction) — but the first, when ``negated``."""
    out: list[list[Chunk]] = [[]]
    for k, chunk in enumerate(chunks):
        following = chunks[k + 1] if k + 1 < len(chunks) else None
        if chunk.kind == "conj" and chunk.text.lower() in ("or", "and", "nor") and following is not None \
                and following.kind == "verb":
            out.append([])
        elif chunk.kind == "verb" and (out[-1] or (_negated(chunk) and not (negated and len(out) == 1))):
            return None
        else:
            out[-1].append(chunk)
    return out if all(out) else None


def _shared_object(after: list[Chunk]) -> list[Chunk]:
    """What a bare verb coordinated before another borrows of its object: all of it ("discover or spend clues"), but
    of a noun with its own "of" phrase ("take control of clues") only what the "of" names — the thing both verbs act
    on ("discover or take control of clues": discover clues)."""
    if len(after) == 2 and after[0].kind == "np" and after[1].kind == "pp" and _words(after[1])[:1] == ["of"] \
            and len(after[1].tokens) > 1:
        return [Chunk("np", after[1].tokens[1:])]
    return after


def _coordinated(clauses: list[Clause]) -> list[list[Chunk]] | None:
    """"<subject> cannot <verb> [object] or <verb> <object> …": one clause a verb, each "<subject> cannot <verb>
    <object>", a verb with no object taking the next one's; None when the clauses are not that list."""
    first = list(clauses[0].chunks)
    at = next((k for k, c in enumerate(first) if c.kind == "verb"), None)
    if at is None or at == 0 or not _negated(first[at]) or "be" in _words(first[at]):
        return None  # a passive ("cannot be attacked or evaded") is what cannot be done to a card: read as it is
    segments = _segments(first[at:], True)
    for more in clauses[1:]:
        if more.connective not in (("or",), ("and",), ("nor",)) or segments is None:
            return None
        found = _segments([c for c in more.chunks if c.kind != "conj" or c.text.lower() not in ("or", "and", "nor")],
                          False)
        segments = None if found is None or found[0][0].kind != "verb" else segments + found
    if segments is None:
        return None
    frames = [[_cannot(segment[0]), *segment[1:]] for segment in segments]
    for k in range(len(frames) - 2, -1, -1):  # "discover or spend clues": the bare verb shares the next object,
        if len(frames[k]) == 1 and frames[k][0].head not in BARE:  # unless it is forbidden bare ("investigate")
            frames[k] = [frames[k][0], *_shared_object(frames[k + 1][1:])]
    return [[*first[:at], *frame] for frame in frames]


def restrictions(clauses: list[Clause]) -> list[Restriction] | None:
    """The restrictions of a sentence's clauses (after any "while" clause), each in the plain shape; None when the
    sentence is in none of the frames this module reads (it is read as it is)."""
    if not clauses or any(c.kind == "punct" and c.text not in (",", ".") for c in clauses[-1].chunks):
        return None
    last = list(clauses[-1].chunks)
    during = _phase(last[-1]) if last else None
    if during is not None:
        clauses = [*clauses[:-1], Clause(clauses[-1].connective, tuple(last[:-1]))]
    cut = qualifier_at(list(clauses[-1].chunks))  # "… via card effects": every verb's qualifier, as a phase is
    qualified = list(clauses[-1].chunks)[cut:] if cut is not None else []
    if cut is not None:
        clauses = [*clauses[:-1], Clause(clauses[-1].connective, clauses[-1].chunks[:cut])]
    if len(clauses) == 1 and not qualified:
        chunks = list(clauses[0].chunks)
        for frame in (_only_if, _in_order_to, _unless):
            found = frame(chunks)
            if found is not None:
                return [Restriction(Clause(clauses[0].connective, tuple(found[0])), during, found[1])]
    split = _coordinated(clauses)
    if split is None or (len(split) == 1 and during is None and _plain(clauses[0])):
        return None  # not a restriction, or one the constant reader reads as it is
    return [Restriction(Clause(clauses[0].connective, tuple([*chunks, *qualified])), during) for chunks in split]


def _plain(clause: Clause) -> bool:
    """Whether the clause's verb is already "cannot <verb>" (the constant reader reads it as it is)."""
    verb = next((c for c in clause.chunks if c.kind == "verb"), None)
    return verb is not None and _words(verb)[:1] == ["cannot"]


#: What the place of "discover clues at / in X" names, as the engine's filter of the location (``what``).
HERE = {"here": "this-location", "this location": "this-location", SELF: "self"}


def moved_into(verb: str, after: list[Chunk]) -> Fields | None:
    """"cannot move to / into X", "cannot enter X": ``move`` whose location entered (its ``what``) is the card itself
    or its location; None for any other words."""
    words = [t.low for c in after for t in c.tokens]
    if verb == "move" and words[:1] in (["to"], ["into"]):
        words = words[1:]
    elif verb != "enter":
        return None
    place = HERE.get(" ".join(words))
    return None if place is None else {"event": "move", "what": place}


def discovered_at(verb: str, after: list[Chunk]) -> Fields | None:
    """"cannot discover clues here / in X / at this location": ``discover-clues`` at that location (its ``what``: the
    card's own location, or the card itself for a location's own name); None for any other words."""
    words = [t.low for c in after for t in c.tokens]
    if verb != "discover" or words[:1] != ["clues"]:
        return None
    rest = words[1:]
    if rest[:1] in (["at"], ["in"]):
        rest = rest[1:]
    place = HERE.get(" ".join(rest))
    return None if place is None else {"event": "discover-clues", "what": place}


#: The tokens a passive "cannot be placed on …" names → the engine's event placing them.
PLACED = {"clues": "place-clues", "clue": "place-clues", "doom": "place-doom"}


def placement_barred(chunks: list[Chunk]) -> list[Fields] | None:
    """"Clues cannot be placed on non-Altered locations", "Doom cannot be placed on @self": the placing of those
    tokens on the cards the phrase composes (as any set of cards is) cannot happen — a location revealed places its
    clues too (Location Cards); None for any other words."""
    words = [c for c in chunks if c.kind != "punct"]
    if len(words) != 3 or words[0].kind != "np" or words[1].kind != "verb" or words[2].kind != "pp":
        return None
    event = PLACED.get(" ".join(_words(words[0])))
    place = list(words[2].tokens)
    if event is None or _words(words[1]) != ["cannot", "be", "placed"] or place[0].low not in ("on", "onto"):
        return None
    rest = [t.low for t in place[1:]]
    what = HERE.get(" ".join(rest)) or card_filter(Phrase(place[1:]))
    return None if what is None else [{"applies-to": {"event": event, "what": what}, "cannot": True}]


def played_without_opportunity(sentence: str) -> bool:
    """"Playing @self does not provoke attacks of opportunity": the card's play action does not provoke them (Attack of
    Opportunity: as fight, evade, parley and resign do not), the card's ``provokes: false`` — read from the frame: the
    gerund "playing" and the card's own name as its subject, the verb "provoke" negated, "attacks of opportunity"."""
    try:
        (clause,) = read_sentence(sentence.rstrip(". ")).clauses
    except (Refused, ValueError):
        return False
    words = [_words(c) for c in clause.chunks if c.kind != "punct"]
    return words[:2] == [["playing"], [SELF]] and len(words) == 5 and _negated(clause.chunks[2]) \
        and words[2][-1] == "provoke" and words[3:] == [["attacks"], ["of", "opportunity"]]


#: What cards themselves cannot do, as the engine's event whose ``what`` is the card ("Assets you control cannot
#: ready": step 4.3 and every effect that would ready them; "… cannot leave play").
CARD_VERBS = {("ready",): "ready", ("leave", "play"): "leaves-play"}


def cards_barred(subject: Phrase | None, verb: str, after: list[Chunk]) -> list[Fields] | None:
    """"<cards> cannot <verb>": the event of what the cards do, forbidden for each card the subject composes (its
    traits and states, and "you control": ``asset-you-control``); None for another subject or verb."""
    event = CARD_VERBS.get((verb, *[t.low for c in after for t in c.tokens]))
    if subject is None or event is None or subject.where or subject.engaged is not None:
        return None
    what = None if subject.controller is not None else composed_cards(list(subject.tokens))
    return None if what is None else [{"applies-to": {"event": event, "what": what}, "cannot": True}]


def composed_cards(tokens: list[Token]) -> str | None:
    """Cards as a filter, composed from their traits and states, and "you control" ("(Ally) assets you control":
    ``ally-asset-you-control``); None for a phrase that is no such set."""
    mine = [t.low for t in tokens[-2:]] == ["you", "control"]
    if mine and len(tokens) < 3:
        return None
    if not mine:
        return card_filter(Phrase(tokens))
    noun = tokens[-3].low.removesuffix("s")  # the rest composed as any set of cards is, then under your control
    base = card_filter(Phrase([Token("word", "a", "a"), *tokens[:-3], Token("word", noun, noun)])) \
        or (noun if len(tokens) == 3 and noun in ("asset", "card") else None)
    return None if base is None or "-at-" in base else f"{base}-you-control"


def others_kept_out(clauses: list[Clause], condition: Fields | None) -> list[Clause] | None:
    """"If there is an investigator at @self, other investigators cannot enter @self": the others are those the
    condition did not count — the investigators not at this location, which are every investigator who could enter it
    (one already there does not enter it: Moving) — so the clause reads as "investigators cannot enter @self" under
    the condition; None for any other sentence (a verb that needs no entering, another count, another subject)."""
    if condition is None or condition.get("count") != "investigator-at-this-location" or "at-least" not in condition \
            or len(clauses) != 1:
        return None
    chunks = [c for c in clauses[0].chunks if c.kind != "punct"]
    if len(chunks) < 3 or chunks[0].kind != "np" or _words(chunks[0]) != ["other", "investigators"] \
            or _words(chunks[1])[:1] != ["cannot"] or len(chunks[1].tokens) != 2:
        return None
    if moved_into(chunks[1].tokens[1].low, chunks[2:]) != {"event": "move", "what": "self"}:
        return None
    return [Clause(clauses[0].connective, (Chunk("np", chunks[0].tokens[1:]), *chunks[1:]))]
