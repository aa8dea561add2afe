"""Constant abilities that give a card a keyword or take one away: "X gains K", "X loses K".

"If a card gains a characteristic (such as an icon, a trait, a keyword, or ability text), the card functions as
if it possesses the gained characteristic" (Gains). One verb frame, two verbs: the subject is the card or cards it
governs — the card itself, "Attached enemy", a card by its printed name ("Hunting Horror"), "Each copy of Ancient
Evils" (every copy by title), a composed enemy ("Each Criminal enemy", "Non-Elite enemies", "Each non-Elite enemy at
attached location": its place composed too) —, the object a list of keywords ("Aloof", "hunter and retaliate"). The engine's field is ``gains`` / ``loses`` on a constant whose
``applies-to`` names those cards as the ``what`` of ``enters-play`` (the card as it is in play).

A trait gained is ``gains-traits`` ("Hidden Library gains the Passageway trait"). What the engine's cards cannot gain
is refused with its reason: a trait lost, ability text ("gains: \"[action]: Resign.\""), a keyword the engine's
table does not hold (Victory, Spawn). A shape it does not know returns None.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .constant_cards import subject as card_subject
from .grammar import Chunk
from .instruction import Phrase, instruction
from .lexicon import KEYWORDS
from .model import NotParsed
from .tokens import Token
from .trigger_tree import enemy_filter

Fields = dict[str, Any]

#: The keywords a card may gain or lose in the engine (the situation format's ``keywords`` its table replays):
#: the lexicon's (:data:`.lexicon.KEYWORDS`), where the grammar reads a list of them as one noun phrase.
#: The verb → the engine's field.
FIELDS = {"gain": "gains", "gains": "gains", "lose": "loses", "loses": "loses"}


def _words(chunks: list[Chunk]) -> list[str]:
    return [t.low for c in chunks for t in c.tokens if c.kind != "punct"]


def _governed(chunks: list[Chunk], verb: Chunk, card_type: str | None) -> str | None:
    """The cards the subject (``chunks``, before ``verb``) names, as the engine's ``what`` filter; None: not a card
    the engine's filters name."""
    words = _words(chunks)
    if len(chunks) == 2 and words[:3] == ["each", "copy", "of"] and chunks[1].kind == "pp":
        named = card_subject([Chunk("np", chunks[1].tokens[1:])], card_type)  # "Each copy of Ancient Evils"
        return named if named not in (None, "self", "this-location", "attached") else None
    found = card_subject(chunks, card_type)
    if found is not None:
        return found
    if len(chunks) == 1 and chunks[0].kind == "np":
        return enemy_filter(Phrase(list(chunks[0].tokens)))  # "Each Criminal enemy", "Non-Elite enemies"
    try:  # "Each Monster enemy at your location": the subject with its place, as an instruction's is read
        subject = instruction(tuple(chunks) + (verb,), "").subject
    except NotParsed:
        return None
    return enemy_filter(subject) if subject is not None and subject.where else None


def traits_named(tokens: Sequence[Token]) -> list[str] | None:
    """"the Passageway trait", "the Cave and Passageway traits": the traits named, as printed; None for any other
    noun phrase."""
    if not tokens or tokens[-1].low not in ("trait", "traits"):
        return None
    out = [t.text for t in tokens[:-1] if t.kind in ("name", "trait")]
    rest = {t.low for t in tokens[:-1] if t.kind not in ("name", "trait")}
    return out if out and rest <= {"the", "and", ","} else None


def _keywords(after: list[Chunk], text: str) -> list[str] | None:
    """"Aloof", "hunter and retaliate": the keywords the object lists; :class:`NotParsed` for a trait, ability text
    or a keyword the engine has no rule for; None for any other object."""
    words = [w for w in _words(after) if w not in ("and", ",", "or")]
    if not words:
        return None
    if words[-1] == "trait" or words[-1] == "traits":
        raise NotParsed(text, "a card losing a trait, or a trait not named: the engine's cards lose no traits")
    if any(c.kind == "punct" and c.text == ":" for c in after) or any('"' in w for w in words):
        raise NotParsed(text, "a card gaining ability text: the engine's cards have their printed abilities only")
    if all(w in KEYWORDS for w in words):
        return words
    if len(words) <= 3 and words[0].isalpha():
        raise NotParsed(text, f"a card gaining or losing '{' '.join(words)}': not a keyword the engine's table holds")
    return None


def read_keywords(chunks: list[Chunk], card_type: str | None, text: str,
                  named: str | None = None) -> list[Fields] | None:
    """"Each Criminal enemy gains Aloof", "Attached enemy loses retaliate": the constant's ``applies-to`` and its
    ``gains`` or ``loses``; None for any other shape. ``named``: the card a pronoun subject stands for, the one the
    "while" condition named ("While Lita Chantler is not controlled by a player, she gains retaliate")."""
    chunks = [c for c in chunks if not (c.kind == "punct" and c.text in (".", ","))]
    if chunks and chunks[0].kind == "verb" and chunks[0].text.lower() == "attached" and len(chunks) > 1:
        chunks = [Chunk("np", chunks[0].tokens + chunks[1].tokens), *chunks[2:]]  # "Attached enemy": an np
    verb_at = next((k for k, c in enumerate(chunks) if c.kind == "verb"), None)
    if verb_at is None or verb_at == 0 or chunks[verb_at].text.lower() not in FIELDS:
        return None
    what = named or _governed(chunks[:verb_at], chunks[verb_at], card_type)
    if what is None or (what == "self" and card_type == "treachery"):
        return None  # a treachery's own surge is its revelation's ("@self gains surge": ``gain-surge``)
    field = FIELDS[chunks[verb_at].text.lower()]
    named = traits_named([t for c in chunks[verb_at + 1:] for t in c.tokens if c.kind != "punct"])
    if named is not None and field == "gains":  # "Hidden Library gains the Passageway trait"
        return [{"applies-to": {"event": "enters-play", "what": what}, "gains-traits": named}]
    keywords = _keywords(chunks[verb_at + 1:], text)
    if keywords is None:
        return None
    return [{"applies-to": {"event": "enters-play", "what": what}, field: keywords}]
