"""A constant's "while" clause naming a card — its state or its place — and the pronoun that refers back to it.

"While Constance Dumaine is exhausted, she gets +3 fight", "While Bog Gator is at a Bayou location, it gets +2 fight
and +2 evade", "While Hunting Horror is at this location, this location cannot be investigated": "the effects of such
abilities are active any time the specified condition is met" (Constant Abilities). The clause is read from its
chunks, not matched: a card (its own name, "it", or a printed name), the verb "is", and either a state ("exhausted",
"not engaged with an investigator": :data:`.conditions.CARD_STATES`) or "at" a place composed as any location is ("a
Bayou location" → ``bayou-location``, "this location", a location's printed name). The engine's condition is the
card's state, ``{card, state}``, with ``at`` the place it must be at (``state: in-play``).

The main clause's subject may then be a pronoun ("she", "it"): the rule of reference makes it the card the condition
named (:func:`referent`).
"""

from __future__ import annotations

from typing import Any

from .conditions import card_state
from .constant_cards import subject
from .grammar import Chunk
from .instruction import Phrase, printed_name
from .trigger_tree import card_filter
from .words import SELF

Fields = dict[str, Any]
#: The pronouns that may stand for the card a "while" clause named.
PRONOUNS = ("it", "he", "she")


def _text(chunks: list[Chunk]) -> str:
    return " ".join(t.text for c in chunks for t in c.tokens)


def _card(chunks: list[Chunk], card_type: str | None) -> str | None:
    """The card a noun phrase names: ``self`` for the card's own name or "it", else its printed name ("The Man in
    the Pallid Mask", as :func:`.constant_cards.subject` reads one); None when it names no one card (a common noun is
    not guessed)."""
    words = [t.low for c in chunks for t in c.tokens]
    if words == ["it"]:
        return "self"
    found = subject(chunks, card_type) if words else None
    return None if found in ("this-location", "attached") else found


def _place(chunk: Chunk, card_type: str | None) -> str | None:
    """"at a Bayou location", "at this location", "at Tomb of Shadows": the location filter; None for another
    phrase."""
    tokens = list(chunk.tokens)
    if chunk.kind != "pp" or not tokens or tokens[0].low != "at":
        return None
    rest = tokens[1:]
    words = [t.low for t in rest]
    if words == ["this", "location"] or (words == [SELF.lower()] and card_type == "location"):
        return "self" if card_type == "location" else "this-location"
    composed = card_filter(Phrase(rest))
    if composed is not None and (composed == "location" or composed.endswith("-location")):
        return composed
    return printed_name(Phrase(rest))


def card_condition(chunks: list[Chunk], card_type: str | None) -> Fields | None:
    """A "while" clause (its chunks, connective and comma left out) naming a card's state or place → the engine's
    condition ``{card, state}`` (and ``at``); None for any other clause."""
    verb_at = next((k for k, c in enumerate(chunks) if c.kind == "verb"), None)
    if verb_at is None or verb_at == 0:
        return None
    card = _card(chunks[:verb_at], card_type)
    if card is None:
        return None
    verb = [t.low for t in chunks[verb_at].tokens]
    after = chunks[verb_at + 1:]
    if verb == ["is"] and len(after) == 1:
        at = _place(after[0], card_type)
        return None if at is None else {"card": card, "state": "in-play", "at": at}
    subject = SELF if card == "self" else card
    found = card_state(f"if {subject} {_text(chunks[verb_at:])}")
    return None if found is None else {"card": card, "state": found["state"]}


def referent(chunks: list[Chunk], condition: Fields | None) -> str | None:
    """The card a pronoun subject ("she gets +3 fight") stands for: the one the "while" condition named; None when
    the subject is no pronoun or nothing was named before it."""
    words = [t.low for c in chunks for t in c.tokens if c.kind != "punct"]
    if condition is None or "card" not in condition or words not in [[p] for p in PRONOUNS]:
        return None
    return str(condition["card"])
