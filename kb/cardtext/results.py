"""What an earlier instruction of the same ability did, as card text names it: a condition on it ("If no doom was
placed by this effect", "If no cards are discarded by this effect", "If no enemy is discarded", "If at least 1 enemy is
discarded by this effect", "If no attacks were made by this effect", "If it moved more than one location by this
effect") and an amount remembered from it ("gain that many resources", "gain twice that many resources").

A condition is one clause, read from its chunks as the grammar gives them: the subject (an amount and a noun phrase:
"no doom", "at least 1 enemy", "2 or more cards"), a passive verb ("was placed", "are discarded") and, optionally, the
agent "by this effect" (or "in this way"); or, active, "it moved more than one location". The verb and the noun compose
the outcome the engine's per-resolution record keeps (``core/results.py``: ``doom-placed``, ``clue-moved``,
``card-discarded``, ``attack-made``, ``location-moved``, ``damage-prevented``) and the amount its bounds; a card noun
composes a filter on the cards ("an enemy": ``card-discarded-by-this-effect:enemy``). The result is the engine's count
condition on a result count, for the ``if`` the sentence reader makes of "If <condition>, X". Cards a look saw are
kept too: "a [[Terror]] or [[Omen]] card is among the looked-at cards / among them" (``card-looked-at``, traits joined
by "or" composing filters joined by |), "at least 1 [[Omen]] treachery is revealed by this effect" (``card-revealed``).
What the record does not keep ("a copy of that asset") composes nothing: the sentence is left to the other readings,
which report it.

"that many" is an amount whose value is the amount the instruction just before recorded: "Then, gain that many
resources" is a ``for-each`` of ``that-many`` around "gain 1 resource" ("twice that many": 2 an instance). It is read
only after an instruction the engine records; after another, or after a sentence not read, it is refused. First in a
triggered ability, it is the amount the triggering condition names, when its occurrence carries one: "When you would
discover 1 or more clues at your location: Discard that many clues from Cover Up instead" (``trigger-amount``).
"""

from __future__ import annotations

import re
from typing import Any

from .grammar import Chunk, one_clause
from .model import NotParsed
from .searching import card_kind
from .selectors import singular
from .tokens import Token, tokenize
from .vocabulary import Effect
from .words import NUMBER, number

#: The engine's count of the triggering occurrence's amount, and the events whose occurrence carries one (the
#: engine vocabulary's ``AMOUNTED_EVENTS``, which the reader, below the engine, names as it names its effects).
TRIGGER_AMOUNT = "trigger-amount"
AMOUNTED_EVENTS = ("discover-clues", "place-clues", "remove-clues", "damage-dealt", "horror-dealt", "gain-resources",
                   "place-doom", "draw-cards", "heal", "gain-clues")
#: Token nouns → the record's word for them.
TOKENS = {"doom": "doom", "clue": "clue", "resource": "resource", "damage": "damage", "horror": "horror"}
#: A token verb's participle → the outcome's verb.
TOKEN_VERBS = {"place": "placed", "move": "moved", "remove": "removed"}
#: How a result count's name ends (before the filter composed with it).
BY_THIS_EFFECT = "-by-this-effect"
#: The passive auxiliaries of a condition on what was done.
PASSIVE = frozenset({"is", "are", "was", "were"})
#: The agents naming the ability's own resolution.
AGENTS = (("by", "this", "effect"), ("in", "this", "way"))
#: The effects whose outcome the engine records (what "that many" may refer to), and the outcomes each records.
RECORDING: dict[str, tuple[str, ...]] = {
    "place-doom": ("doom-placed",), "place-tokens": tuple(f"{t}-placed" for t in TOKENS.values()),
    "remove-tokens": tuple(f"{t}-removed" for t in TOKENS.values()),
    "move-tokens": tuple(f"{t}-moved" for t in TOKENS.values()), "discard-top": ("card-discarded",),
    "discard": ("card-discarded",), "discard-from-hand": ("card-discarded",), "enemy-attacks": ("attack-made",),
    "move-enemy": ("location-moved",), "prevent": ("damage-prevented", "horror-prevented"),
    "prevent-dealt": ("damage-prevented", "horror-prevented", "damage-and-horror-prevented"),
    "reveal-token": ("token-revealed", "test-failed", "test-succeeded"),  # a test's new token: the result it changed
    "look-top": ("card-looked-at",),
    "reveal-top": ("card-looked-at", "card-revealed"),
    "discard-total": ("card-discarded",),
    "move-enemy-until": ("location-moved",),
    "engage": ("enemy-engaged",),  # "Draw 1 card for each enemy engaged in this way"
    "shuffle-into": ("card-shuffled",),  # "shuffle all non-weakness cards from your hand into your deck, then draw …"
}
#: The cards an earlier look saw, after "among" ("If a [[Terror]] card is among the looked-at cards").
AMONG_LOOKED = (["the", "looked-at", "cards"], ["them"], ["those", "cards"], ["the", "revealed", "cards"])


def _bound(words: list[str]) -> tuple[dict[str, int], list[str]] | None:
    """The amount opening a subject → its bounds and the words after it: "no" (at most 0), "a" / "an" / "any" (at
    least 1), "at least N", "N or more", "more than N"."""
    if words[:1] == ["no"]:
        return {"at-most": 0}, words[1:]
    if words[:1] in (["a"], ["an"], ["any"]):
        return {"at-least": 1}, words[1:]
    text = " ".join(words)
    for pattern, plus in ((rf"at least ({NUMBER}) ", 0), (rf"({NUMBER}) or more ", 0), (rf"more than ({NUMBER}) ", 1)):
        m = re.match(pattern, text)
        if m:
            return {"at-least": number(m.group(1)) + plus}, text[m.end():].split()
    return None


def card_filter(tokens: list[Token]) -> str | None:
    """The filter of the cards a noun phrase names ("cards": none; "an enemy": ``enemy``; "a Monster enemy":
    ``monster-enemy``; "a Byakhee card": ``trait:Byakhee``); "" when it composes none."""
    if tokens and singular(tokens[-1].low) == "location":
        tokens = [*tokens[:-1], *tokenize("card")]
        kind: dict[str, Any] | None = card_kind(tokens)
        kind = None if kind is None or "type" in kind else {"type": "location", **kind}
    else:
        kind = card_kind(tokens)
    if kind is None:
        return ""
    if kind.get("class"):  # "a [guardian] card": one class and no trait, the class qualifier (class_icons.py)
        classes = kind["class"]
        return "" if len(classes) > 1 or kind.get("traits") else f"class_{classes[0]}-{kind.get('type') or 'card'}"
    traits, noun = kind.get("traits", []), kind.get("type")
    if len(traits) > 1:  # "a [[Terror]] or [[Omen]] card": any of them (the engine's filters joined by |)
        return "|".join(f"{t.lower()}-{noun or 'card'}" for t in traits)
    if traits and noun:
        return f"{traits[0].lower()}-{noun}"
    return f"trait:{traits[0]}" if traits else noun


def _outcome(verb: str, tokens: list[Token]) -> tuple[str, str | None] | None:
    """The record's outcome a verb and its noun compose, and a filter on its cards; None when it keeps none."""
    noun = singular(tokens[-1].low) if tokens else ""
    if verb in TOKEN_VERBS and len(tokens) == 1 and noun in TOKENS:
        return f"{TOKENS[noun]}-{TOKEN_VERBS[verb]}", None
    if verb in ("discard", "reveal"):  # "If no enemy is discarded", "If at least 1 Omen treachery is revealed"
        flt = card_filter(tokens)
        return None if flt == "" else ("card-discarded" if verb == "discard" else "card-revealed", flt)
    if verb == "make" and [t.low for t in tokens] in (["attack"], ["attacks"]):
        return "attack-made", None
    if verb in ("prevent", "cancel") and len(tokens) == 1 and noun in ("damage", "horror"):
        return f"{noun}-prevented", None
    if verb == "engage" and noun == "enemy":  # "each enemy engaged in this way": the enemies it engaged (Taunt)
        flt = card_filter(tokens)
        return None if flt == "" else ("enemy-engaged", None if flt == "enemy" else flt)
    return None


def done_count(phrase: str) -> str | None:
    """The result count of "enemy engaged in this way" (the noun phrase after "for each": a noun, the participle of
    what an earlier instruction did, its agent) → ``enemy-engaged-by-this-effect``; None when the phrase names no
    outcome the record keeps, or has no agent (a count of the state, read elsewhere)."""
    sentence = one_clause(phrase.strip())
    if sentence is None or sentence.reminders:
        return None
    chunks = [c for c in sentence.clauses[0].chunks if c.kind != "punct"]
    if len(_agent(chunks)) == len(chunks):
        return None
    chunks = _agent(chunks)
    if [c.kind for c in chunks] != ["np", "verb"] or len(chunks[1].tokens) != 1:
        return None
    outcome = _outcome(chunks[1].head, list(chunks[0].tokens))
    return None if outcome is None else f"{outcome[0]}{BY_THIS_EFFECT}" + (f":{outcome[1]}" if outcome[1] else "")


def _agent(chunks: list[Chunk]) -> list[Chunk]:
    """The chunks without their closing agent, "by this effect" / "in this way" (the ability's own resolution)."""
    if chunks and chunks[-1].kind == "pp" and tuple(t.low for t in chunks[-1].tokens) in AGENTS:
        return chunks[:-1]
    return chunks


def result_condition(text: str) -> dict[str, Any] | None:
    """"no doom was placed by this effect" → ``{count: doom-placed-by-this-effect, at-most: 0}``; "it moved more than
    one location by this effect" → ``{count: location-moved-by-this-effect, at-least: 2}``; None when the condition is
    not one on what the record keeps."""
    sentence = one_clause(text.strip())
    if sentence is None or sentence.reminders:
        return None
    chunks = _agent([c for c in sentence.clauses[0].chunks if c.kind != "punct"])
    if len(chunks) < 2:
        return None
    if [c.kind for c in chunks] == ["np", "verb", "adv", "pp"]:  # "it moved more than one location"
        moved = [c.text.lower() for c in chunks]
        m = re.fullmatch(rf"than ({NUMBER}) locations?", moved[3])
        if moved[0] in ("it", "he", "she") and chunks[1].head == "move" and moved[2] == "more" and m:
            return {"count": "location-moved-by-this-effect", "at-least": number(m.group(1)) + 1}
        return None
    subject, verb = chunks[0], chunks[1]
    among = chunks[2] if len(chunks) == 3 and chunks[2].kind == "pp" else None
    if among is not None and [t.low for t in among.tokens[1:]] in AMONG_LOOKED and among.tokens[0].low == "among" \
            and verb.kind == "verb" and [t.low for t in verb.tokens] in (["is"], ["are"]):
        return _among(subject)
    if len(chunks) != 2 or subject.kind not in ("np", "pp") or verb.kind != "verb" \
            or len(verb.tokens) != 2 or verb.tokens[0].low not in PASSIVE:
        return None
    found = _bound([t.low for t in subject.tokens])
    if found is None:
        return None
    bounds, rest = found
    tokens = list(subject.tokens[len(subject.tokens) - len(rest):]) if rest else []
    outcome = _outcome(verb.head, tokens)
    if outcome is None:
        return None
    kind, flt = outcome
    return {"count": f"{kind}{BY_THIS_EFFECT}" + (f":{flt}" if flt else ""), **bounds}


def _among(subject: Chunk) -> dict[str, Any] | None:
    """"a [[Terror]] or [[Omen]] card (is among the looked-at cards)" → the count of the cards the look saw that fit,
    at least 1 ("no enemy": at most 0)."""
    found = _bound([t.low for t in subject.tokens])
    if found is None or not found[1]:
        return None
    bounds, rest = found
    flt = card_filter(list(subject.tokens[len(subject.tokens) - len(rest):]))
    if flt == "":
        return None
    return {"count": f"card-looked-at{BY_THIS_EFFECT}" + (f":{flt}" if flt else ""), **bounds}


#: "that many" and its multiple: "twice that many", "three times that many"; "an equal number of" is the same amount.
THAT_MANY = re.compile(rf"\b(?:(?:(?P<twice>twice)\s+|(?P<times>{NUMBER}) times\s+)?that many|an equal number of)\b",
                       re.I)


def that_many(text: str) -> tuple[str, int] | None:
    """The instruction with "that many" read as 1 (or its multiple), and the multiple; None when it has none."""
    m = THAT_MANY.search(text)
    if m is None:
        return None
    times = 2 if m.group("twice") else number(m.group("times")) if m.group("times") else 1
    return f"{text[:m.start()]}{times}{text[m.end():]}", times


def _records(effects: list[Effect], outcome: str) -> bool:
    """Whether one of ``effects`` (or of the effects inside them) records ``outcome``."""
    return any(outcome in RECORDING.get(e.get("effect", ""), ()) or _records(
        [*e.get("effects", []), *e.get("otherwise", []), *e.get("success", []), *e.get("fail", [])], outcome)
        for e in effects)


def is_result(condition: dict[str, Any]) -> bool:
    """Whether a condition counts what an earlier instruction did (the engine's result counts)."""
    return str(condition.get("count", "")).split(":")[0].endswith(BY_THIS_EFFECT)


def after_recorded(condition: dict[str, Any], before: list[Effect], text: str, failed_last: bool) -> None:
    """A condition on what an earlier instruction did needs that instruction read before it, in the same list of
    effects (the ability's, or the test result's it is in): refused after a sentence not read, or with none before
    it that records the outcome."""
    outcome = str(condition.get("count", "")).split(":")[0].removesuffix(BY_THIS_EFFECT)
    if failed_last:
        raise NotParsed(text, "a condition on what an earlier instruction did, after a sentence that was not read")
    if not _records(before, outcome):
        raise NotParsed(text, f"a condition on what an earlier instruction did ({outcome.replace('-', ' ')}) with no "
                        "instruction before it that does it")


def remembered_after(before: list[Effect], text: str, failed_last: bool, event: str | None = None) -> str:
    """The count "that many" reads: the amount the instruction just before recorded (``that-many``), or, first in a
    triggered ability whose triggering occurrence carries an amount, that amount (``trigger-amount``: "When you would
    discover 1 or more clues at your location: Discard that many clues …"). Refused after a sentence not read, with
    nothing before it and no amount to the trigger, or after an instruction whose amount is not recorded."""
    if failed_last:
        raise NotParsed(text, "'that many' refers to an amount of a sentence before it that was not read")
    if not before:
        if event in AMOUNTED_EVENTS:
            return TRIGGER_AMOUNT
        raise NotParsed(text, "'that many' with no instruction before it in the ability and no amount to its "
                        "triggering condition: the engine counts no amount of a cost")
    last = before[-1]["effects"][-1] if before[-1].get("effect") == "up-to" else before[-1]  # the amount chosen
    if last.get("effect") not in RECORDING:
        raise NotParsed(text, "'that many' refers to an amount the instruction before it does not record: the engine "
                        "remembers the tokens placed, moved or removed, cards discarded, attacks made, locations "
                        "moved and damage or horror prevented")
    return "that-many"


def remembered(effects: list[Effect], text: str, count: str = "that-many") -> Effect:
    """"gain that many resources" after an instruction the engine records (:func:`remembered_after`): a ``for-each``
    of ``that-many`` around ``effects`` (each with the multiple as its amount)."""
    if len(effects) != 1:
        raise NotParsed(text, "'that many' in several instructions: the engine counts one instruction's amount")
    return {"effect": "for-each", "count": count, "effects": effects, "text": text}
