"""Permissions "as if": a constant that lets you do what the rules otherwise forbid, as if a card were elsewhere.

Play Restrictions, Permissions, and Instructions: "Some cards have permissions that allow the investigator to do
something that the rules would otherwise forbid"; the Golden Rules: the card's text takes precedence. One verb frame,
active or passive, with the verb, the cards and where they are treated as being as its slots:

- "you may <verb> <cards> as if <it/they> were <place>": "You may play the topmost event in your discard pile as if
  it were in your hand", "You may fight @self as if it were at your location";
- "<cards> may be <verb-ed> as if <it/they> were <place>": "Cards attached to @self may be played as if they were
  in your hand".

What the engine runs: "fight" + "at your location" of the card itself (an enemy: "You may fight Cnidathqua as if it
were at your location") → a constant ``applies-to`` ``{event: fight, what: self}`` with ``permits``
``an-enemy-at-another-location`` (the engine's ``procedures/fight_permits.py``: only where the enemy is is relaxed);
"play" + "in your hand", of cards out of play a selector names (a hand or discard pile's:
``an-event-in-your-discard-pile``; "the topmost"/"the top" card of one: ``the-topmost-event-in-your-discard-pile``)
→ a constant ``applies-to`` ``{event: play-card, who: you}`` with ``permits`` (the engine's
``procedures/permitted.py``: only where the card is played from is relaxed); "<cards> attached to @self" → a
``permits`` of the cards attached to the card bearing it (``a-card-attached-to-self``: Attach To; the card leaves its
host as it is played). Any other verb, place or cards (a deck's top card, cards attached to another card, another card
fought as if at your location) is refused with the frame's category: a permission the engine does not model. A
sentence of another shape is not this module's (None).
"""

from __future__ import annotations

from typing import Any

from .grammar import one_clause
from .instruction import Phrase
from .model import NotParsed
from .tokens import tokenize
from .words import SELF
from .zone_cards import area, compose

#: The area of the cards attached to the card bearing the ability (the engine's ``attached-to-self``).
ATTACHED_TO_SELF = "attached-to-self"

#: Where a permission treats cards as being, as the printed words after "were".
IN_HAND = "in your hand"
#: Where a permission treats an enemy as being, for fighting it: the attacker's location.
AT_YOUR_LOCATION = "at your location"
#: The engine's check of a fight that a permission "as if it were at your location" relaxes (Fight: an enemy at the
#: attacker's location).
ELSEWHERE_ENEMY = "an-enemy-at-another-location"
#: The words of "the topmost <card>": the top card of the pile the card's place names (Discard Piles: faceup, on top).
TOP = ("topmost", "top")
#: The category of a permission this frame reads whose verb, cards or place the engine does not model.
NOT_MODELLED = ("a permission \"as if\" the engine does not model (it lets a card out of play — of a hand or discard "
                "pile — or one attached to the permission's own card be played as if in hand, and an enemy's own card "
                "let it be fought as if at your location)")


def _frame(text: str) -> tuple[str, list[Any], list[Any]] | None:
    """The frame's slots: the verb (its base form), the cards' chunks (the object, or the passive's subject) and the
    chunks after "as if"; None when the sentence is not this frame."""
    read = one_clause(text)
    if read is None:
        return None
    chunks = [c for c in read.clauses[0].chunks if c.kind != "punct"]
    low = [c.text.lower() for c in chunks]
    at = next((k for k in range(len(chunks) - 1) if low[k:k + 2] == ["as", "if"] and chunks[k].kind == "conj"), None)
    verb = next((k for k, c in enumerate(chunks[:at or 0]) if c.kind == "verb" and low[k].startswith("may ")), None)
    if at is None or verb is None:
        return None
    words = low[verb].split()
    if words[1:2] == ["be"] and len(words) == 3:  # "may be played": its subject is the cards
        base = _base(words[2])
        return (base, chunks[:verb], chunks[at + 2:]) if base else None
    if low[:verb] != ["you"] or len(words) != 2:
        return None
    return words[1], chunks[verb + 1:at], chunks[at + 2:]


def _base(participle: str) -> str | None:
    """"played" → "play", "committed" → "commit": the verbs a permission names."""
    return {"played": "play", "committed": "commit", "fought": "fight", "investigated": "investigate",
            "activated": "activate", "triggered": "trigger"}.get(participle)


def _cards(chunks: list[Any]) -> str | None:
    """The selector of the cards out of play the object names: "<a card> in <a hand or discard pile>", or "the
    topmost/top <card> in <it>", or "<cards> attached to @self"; None when it names others (a deck's top card)."""
    if [c.kind for c in chunks] == ["np", "verb", "pp"]:
        return _attached(chunks)
    if [c.kind for c in chunks] != ["np", "pp"]:
        return None
    place_words = chunks[1].text.lower().split()
    if place_words[:1] != ["in"]:
        return None
    place = area(place_words[1:])
    if place is None or place == "in-your-hand":
        return None
    tokens = list(chunks[0].tokens)
    topmost = len(tokens) == 3 and tokens[0].low == "the" and tokens[1].low in TOP
    phrase = Phrase([*tokenize("a"), tokens[2]]) if topmost else Phrase(tokens)  # "the topmost event": an event
    try:
        selector = compose(phrase, place)
    except NotParsed:
        return None
    if topmost and place == "in-your-discard-pile":
        return "the-topmost-" + selector.split("-", 1)[1]
    return None if topmost else selector


def _attached(chunks: list[Any]) -> str | None:
    """"<cards> attached to @self" ("Cards attached to Stick to the Plan", "Events attached to @self"): any one of the
    cards attached to the card bearing the permission (Attach To), ``a-card-attached-to-self``; None for another host
    or cards the selector cannot name (a determiner, a number)."""
    if chunks[1].text.lower() != "attached" or chunks[2].text != f"to {SELF}":
        return None
    tokens = list(chunks[0].tokens)
    if not tokens or tokens[0].low in ("a", "an", "the", "each", "any", "all") or not tokens[-1].low.endswith("s"):
        return None  # the frame's cards are plural, any of them: "Cards attached to …"
    try:
        return compose(Phrase(tokenize(f"a {chunks[0].text}")), ATTACHED_TO_SELF)  # its traits read afresh
    except NotParsed:
        return None


def constant(text: str) -> dict[str, Any] | None:
    """The constant's fields of a permission "as if" the engine runs; refused (:class:`NotParsed`, its category) when
    the frame names what the engine does not model; None when the sentence is not this frame."""
    frame = _frame(text)
    if frame is None:
        return None
    verb, obj, after = frame
    place = " ".join(c.text.lower() for c in after[2:]) if [c.kind for c in after[:2]] == ["np", "verb"] else ""
    if verb == "fight" and place == AT_YOUR_LOCATION and [c.text for c in obj] == [SELF]:
        return {"applies-to": {"event": "fight", "what": "self"}, "permits": ELSEWHERE_ENEMY}
    selector = _cards(obj) if verb == "play" and place == IN_HAND else None
    if selector is None:
        raise NotParsed(text, f"{NOT_MODELLED}: to {verb} {' '.join(c.text for c in obj) or 'it'} as if "
                        f"{place or 'elsewhere'}", "constant")
    return {"applies-to": {"event": "play-card", "who": "you"}, "permits": selector}
