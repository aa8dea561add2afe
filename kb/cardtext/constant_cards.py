"""Constant abilities that govern a card rather than investigators: what it gets, what cannot be done to it.

The subject is a card — the card itself ("@self", or no subject: "Cannot be damaged."), "this location", the
card the bearer is attached to ("Attached location", "The attached enemy": Attachments), or one named
("Hastur") — composed into the engine's filter value (``self``, ``this-location``, ``attached``, the
name). Two verb frames:

- "X gets +N fight / evade / shroud / health" (Modifiers): a modifier to the value a skill test against it is
  decided against (Difficulty: ``difficulty-modifier`` on the tests of that action) or to its health
  (``health-modifier``);
- "X cannot be investigated / defeated / damaged / attacked / evaded" (Cannot, the passive): the event done
  to it is forbidden (``cannot``). An exception ("except by damage", "except by Spell cards") narrows what it
  forbids (``excepting.py``: the filter's ``except``), "during act 1 or act 2" is its condition on the story's
  stage; any other time or condition ("unless …", "during your turn") is refused with its reason: the engine's
  "cannot" is absolute.

A shape it does not know returns None (the next rule reads it, or it stays a gap).
"""

from __future__ import annotations

from typing import Any

from . import attack_modifiers
from .counts import count_of
from .excepting import BY_ABILITY, by_ability_phrase, during, event_period, exception, split_exception
from .constant_restrict import lifted as inverted
from .grammar import Chunk
from .instruction import instruction
from .model import NotParsed
from .trigger_tree import enemy_filter
from .words import SELF

Fields = dict[str, Any]

#: A value a card gets a modifier to: the skill tests decided against it (``via``), or its health.
TESTED = {"fight": "fight", "evade": "evade", "shroud": "investigate"}
#: An enemy's attack values (Enemy Attacks: "deals damage and horror equal to its damage and horror values") → the
#: constant's modifier to the attacks it makes.
ATTACK = {"damage": "attack-damage-modifier", "horror": "attack-horror-modifier"}
#: The passive participle → the event done to the card (its ``what``).
DONE_TO = {"investigated": "investigate", "defeated": "defeated", "damaged": "damage-dealt",
           "attacked": "fight", "evaded": "evade", "flipped": "flip"}
#: The particle a participle takes ("flipped over"): part of its verb, no exception.
_PARTICLES = {"flipped": "over"}
#: What may follow the participles: words the engine's absolute "cannot" has no field for.
_EXCEPTIONS = ("except", "unless", "during", "by", "while", "until", "if")
#: The lower-case words a printed name may hold ("The Man in the Pallid Mask", "Chapel of St. Aubert").
_NAME_WORDS = ("of", "the", "in", "at", "to")


def _words(chunks: list[Chunk]) -> list[str]:
    return [t.low for c in chunks for t in c.tokens if c.kind != "punct"]


def subject(chunks: list[Chunk], card_type: str | None) -> str | None:
    """The card the subject names, as the engine's filter value; None when it names no one card."""
    words = _words(chunks)
    if words in ([], [SELF], ["it"], ["he"], ["she"]):  # a pronoun with nothing named before it: the card itself
        return "self"
    if words == ["this", "location"] and card_type == "location":
        return "self"
    if words == ["this", "location"]:
        return "this-location"
    if words[-2:] in (["attached", "location"], ["attached", "enemy"], ["attached", "asset"]) \
            and words[:-2] in ([], ["the"]):
        return "attached"
    tokens = [t for c in chunks for t in c.tokens]
    if chunks and chunks[0].kind == "np" and all(c.kind in ("np", "pp") for c in chunks) and tokens[0].text[:1].isupper() \
            and all(t.text[:1].isupper() or t.low in _NAME_WORDS for t in tokens) and tokens[-1].text[:1].isupper() \
            and tokens[0].low not in ("each", "this", "investigators", "you", "attached"):
        return " ".join(t.text for t in tokens)  # a card by its printed name ("The Man in the Pallid Mask")
    return None


def enemies(chunks: list[Chunk], text: str) -> str | None:
    """"Each Possessed enemy at this location gets …" (the subject and its verb): a set of enemies composed as any
    enemy is (``possessed-enemy-at-this-location``); None for any other subject."""
    try:
        ins = instruction(tuple(chunks), text)
    except NotParsed:
        return None
    if ins.subject is None or ins.subject.tokens[0].low != "each":
        return None
    found = enemy_filter(ins.subject)
    return found if found is not None and found.endswith(("enemy", "-at-this-location", "-at-your-location")) \
        and "enemy" in found.split("-") else None


def _signed(word: str) -> int | None:
    return int(word) if len(word) > 1 and word[0] in "+-" and word[1:].isdigit() else None


def _per_investigator(words: list[str]) -> tuple[list[str], bool]:
    """"+2 health per investigator", "+3 [per_investigator] health": the words without the multiplier, and whether
    it was printed (Per Investigator: the value "is multiplied by the number of investigators who started the
    scenario"). Only a health modifier may bear it; any other "per" is left in the words (and refused)."""
    if words[-2:] == ["per", "investigator"] and len(words) == 4 and words[1] == "health":
        return words[:2], True
    if len(words) == 3 and words[1] == "[per_investigator]" and words[2] == "health":
        return [words[0], words[2]], True
    return words, False


def gets(what: str, after: list[Chunk], text: str) -> list[Fields] | None:
    """"+1 fight and +1 health", "+2 shroud", "+1 damage and +1 horror" (an enemy's attack, Enemy Attacks): each
    value's modifier on the card ``what``; "+2 health per investigator"; None: not that list."""
    words, counted = for_each_count(after, text)
    words = [w for w in words if w not in (",", "and", "value")]
    words, each = _per_investigator(words)
    if any(w in ("per", "x", "[per_investigator]") for w in words):
        raise NotParsed(text, "not a fixed amount (X and per-investigator amounts are not in the engine's vocabulary)")
    if not words or len(words) % 2:
        return None
    out = _values(what, words, each)
    if out is None or (counted and each):
        return None
    if counted and {"you", "your"} & set(counted.split("-")) and any("difficulty-modifier" not in f for f in out):
        raise NotParsed(text, "a value counted for 'you' on a card no investigator controls: whose count it is the "
                        "engine cannot tell (only a test's value is counted for the investigator testing)")
    return [{**f, "for-each": counted} if counted else f for f in out]


def for_each_count(after: list[Chunk], text: str) -> tuple[list[str], str | None]:
    """"+1 fight and +1 evade for each Cultist enemy in play": the words before "for each" and the count after it
    (:func:`.counts.count_of`, composed as any count is, from the printed words: "it" is the card itself); refused
    when the engine has no such count."""
    tokens = [t for c in after for t in c.tokens if c.kind != "punct"]
    words = [t.low for t in tokens]
    cut = next((k for k in range(len(words) - 1) if words[k:k + 2] == ["for", "each"]), None)
    if cut is None:
        return words, None
    phrase = " ".join(SELF if t.low in ("it", "him", "her") else t.text for t in tokens[cut + 2:])
    try:
        return words[:cut], count_of(phrase, False)
    except NotParsed as problem:
        raise NotParsed(text, problem.reason) from None


def _values(what: str, words: list[str], each: bool) -> list[Fields] | None:
    """Each value's modifier in the list of words (an amount and a value, in pairs) on the card ``what``."""
    out: list[Fields] = []
    for amount, value in zip(words[::2], words[1::2]):
        n = _signed(amount)
        if n is None or not (value in TESTED or value in ATTACK or value == "health"):
            return None
        if value == "health":
            out.append({"applies-to": {"event": "damage-dealt", "what": what}, "health-modifier": n,
                        **({"per-investigator": True} if each else {})})
        elif value in ATTACK:
            out.append({"applies-to": {"event": "enemy-attack", "source": what}, ATTACK[value]: n})
        else:
            out.append({"applies-to": {"event": "skill-test-begins", "via": TESTED[value], "what": what},
                        "difficulty-modifier": n})
    return out


def done_to(after: list[str], text: str) -> list[str] | None:
    """"investigated", "damaged or attacked": the events done to the card that are forbidden; None: not those
    words; :class:`NotParsed` when an exception or a time follows them."""
    done: list[str] = []
    for k, word in enumerate(after):
        if word in ("or", "and", ",") or (k and _PARTICLES.get(after[k - 1]) == word):
            continue
        if word in DONE_TO:
            done.append(DONE_TO[word])
            continue
        if word in _EXCEPTIONS and done:
            raise NotParsed(text, f"a 'cannot' with '{' '.join(after[k:])}': the engine's 'cannot' is absolute "
                            "(Cannot) and has no field for an exception or a time")
        return None
    return done or None


def _predicates(chunks: list[Chunk]) -> list[tuple[list[str], list[Chunk]]]:
    """The predicates sharing one subject ("gets +1 fight and cannot be defeated"): each verb chunk's words and
    the chunks after it up to the next verb, a closing "and" or comma left out."""
    out: list[tuple[list[str], list[Chunk]]] = []
    for chunk in chunks:
        if chunk.kind == "verb" and out and out[-1][0][:2] == ["cannot", "be"] and _words([chunk])[0] in DONE_TO:
            out[-1][1].append(chunk)  # "cannot be attacked or evaded": one predicate, a list of participles
        elif chunk.kind == "verb" and out and _words([chunk]) == ["made"] and _words(out[-1][1])[-1:] in (
                ["attack"], ["attacks"]):
            out[-1][1].append(chunk)  # "each attack made against it": a reduced relative, the noun phrase's
        elif chunk.kind == "verb":
            out.append((_words([chunk]), []))
        elif out:
            out[-1][1].append(chunk)
    for _, after in out:
        while after and _words(after[-1:])[-1:] in (["and"], [","]):
            last = after.pop()
            kept = tuple(t for t in last.tokens if t.low not in ("and", ","))
            if kept:
                after.append(Chunk(last.kind, kept))
                break
    return out


def read_card_constant(chunks: list[Chunk], card_type: str | None, text: str,
                       referent: str | None = None) -> list[Fields] | None:
    """A constant governing a card: its value modifiers and what cannot be done to it, one predicate or several
    sharing the subject ("Hastur gets +1 fight and cannot be defeated"); None for any other shape. ``referent``: the
    card a pronoun subject stands for ("While @self is exhausted, it gets -3 fight")."""
    chunks = [c for c in chunks if c.kind != "punct"]
    if chunks and chunks[0].kind == "verb" and chunks[0].text.lower() == "attached" and len(chunks) > 1:
        chunks = [Chunk("np", chunks[0].tokens + chunks[1].tokens), *chunks[2:]]  # "Attached location": an np
    verb_at = next((k for k, c in enumerate(chunks) if c.kind == "verb"), None)
    if verb_at is None:
        return None
    what = referent or subject(chunks[:verb_at], card_type) or enemies(chunks[:verb_at + 1], text)
    if what is None:
        return None
    chunks, excepted = split_exception(chunks)
    chunks, stages = split_exception(chunks, "during")  # "… during act 1 or act 2": when the "cannot" holds
    chunks, unless = split_exception(chunks, "unless")  # "… cannot be flipped over unless X": while X does not hold
    out: list[Fields] = []
    predicates = _predicates(chunks[verb_at:])
    for k, (verb, after) in enumerate(predicates):
        if verb == ["gets"] and (what != "self" or card_type in ("enemy", "location")):
            got = gets(what, after, text)
        elif verb == ["deals"] and all(w in ATTACK or w in ("and", ",") or _signed(w) for w in _words(after)):
            got = gets(what, after, text)  # "Each enemy at X deals +1 horror": its attacks' values (Enemy Attacks)
        elif verb == ["takes"] and (taken := attack_modifiers.taken(what, _words(after))) is not None:
            got = taken  # "it takes 1 less damage from each attack made against it": each attack's damage
        elif verb == ["cannot", "make"] and _words(after) == ["attacks", "of", "opportunity"]:
            got = [{"applies-to": {"event": "enemy-attack", "source": what, "via": "opportunity"}, "cannot": True}]
        elif verb == ["cannot", "attack"] and not after:  # "… and cannot attack (during …)": any attack it makes
            got = [{"applies-to": {"event": "enemy-attack", "source": what}, "cannot": True}]
        elif verb[:2] == ["cannot", "be"]:
            after, source = by_ability_phrase(after, what)  # "… cannot be defeated by his [action] ability"
            events = done_to(verb[2:] + _words(after), text)
            if source is not None and events is not None and not set(events) <= set(BY_ABILITY):
                events = done_to(verb[2:] + _words(after) + ["by"], text)  # an event recording no ability: refused
            but = exception(excepted, events, text, what) if events and excepted and k == len(predicates) - 1 else {}
            got = None if events is None else [{"applies-to": {"event": e, "what": what,
                                                               **({"source": source} if source else {}),
                                                               **({"except": but} if but else {})}, "cannot": True}
                                               for e in events]
        else:
            return None
        if got is None:
            return None
        out += got
    if excepted and not any("except" in f.get("applies-to", {}) for f in out):
        return None  # an "except" the last predicate is not a "cannot be" of: not this frame's
    if stages is not None and not (out and all(f.get("cannot") for f in out)):
        return None  # a "during" of a value modifier: not this frame's
    period = event_period(stages, text)  # "… during the same phase it moved …": the last predicate's alone
    if period is not None:
        return [*out[:-1], {**out[-1], "condition": period}] if out and out[-1].get("cannot") else None
    when = during(stages, text) or _unless(unless, out, text)
    return [{**f, "condition": when} for f in out] if when else out or None


def _unless(unless: list[Chunk] | None, out: list[Fields], text: str) -> Fields | None:
    """"Palace of the King cannot be flipped over unless Hastur has at least 5 [per_investigator] damage on him": the
    "cannot" holds while its condition does not — the inverse condition (:func:`.constant_restrict.lifted`); None
    with no "unless"; :class:`NotParsed` for one of a value modifier, or a condition the engine cannot check or turn
    over ("unless an investigator 'know the secret'": a phrase the campaign remembers)."""
    if unless is None:
        return None
    lifted = inverted(unless) if out and all(f.get("cannot") for f in out) else None
    if lifted is None:
        raise NotParsed(text, "a 'cannot … unless' whose condition the engine cannot check or turn over (it turns "
                        "over a count's one bound and a card's state)", "constant")
    return lifted
