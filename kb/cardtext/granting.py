"""An ability a card gains while a condition holds, printed on the card itself: "While you have 5 or more cards in
your hand, Higher Education gains: "[free] Spend 1 resource: …"".

"If a card gains … ability text, the card functions as if it possesses the gained characteristic" (Gains), and the
gain lasts only while its condition holds (Constant Abilities). When the card that gains the ability is the card
bearing the text (its own name, "this agenda", "this location", "it"), the gained ability is the card's own ability
that exists only while the condition holds: the engine's ability ``condition`` says just that — checked before an
action or free ability is initiated (Costs), when a triggered ability's condition occurs (it is not offered unmet),
and each time a constant is consulted (Constant Abilities). So the quoted ability is read as any other and carries
the condition; an ability that already has one carries both when they name different things.

A grant to another card ("While Lita Chantler is not controlled by a player, she gains: …" on Parlor, "Garden gains:
…", "the Lobby gains: …") is a constant ability of the card bearing the text (with its condition, if any) whose
``gains-abilities`` gives the named card the quoted abilities (:func:`given`): the engine keeps them as that card's own
while the constant is active (``procedures/granted_abilities.py``). The card gaining them is a noun phrase the constant
subjects compose (:func:`.constant_cards.subject`: a name, "the" before a name, "attached location"), or "he" / "she"
for the card the condition named before. The sentences before a grant ("Attach to your location.") are a paragraph of
their own (:func:`_leads`), read as any other. A quoted ability whose cost exhausts the card giving it ("Exhaust
Shortcut:") exhausts that card, named ``giver`` (the engine names it as the ability is gained). A quoted ability whose
effects name the card giving it stays a
gap — the engine's gained ability is its new bearer's, and "self" would be that bearer —, and so does a condition
the reader cannot compose.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from .constant_cards import subject
from .constant_conditions import CONNECTIVES, condition_of
from .grammar import Chunk, Refused, read_sentence
from .model import Ability
from .words import SELF

Fields = dict[str, Any]
#: "gains:" after the card that gains the ability.
_GAINS = ("gains:", "gain:", "gains", "gain")
#: Where a sentence ends inside a paragraph (not after a title: "Dr. Morgan").
_SENTENCE_END = r"(?<=[a-z]{3})\. "


def _self(words: list[str], card_type: str | None) -> bool:
    """Whether the card that gains the ability is the one bearing the text."""
    return words in ([SELF.lower()], ["it"], ["this", "card"]) or (card_type is not None and
                                                                 words == ["this", card_type])


@dataclass(frozen=True)
class Grant:
    """A grant to another card: the engine's ``what`` naming it (a name, ``attached``) and the condition, if any."""

    what: str
    condition: Fields | None = None


def own_grant(prefix: str, card_type: str | None) -> Fields | None:
    """"While X, @self gains:" (the card's name as ``@self``) → the condition X as the engine's ``condition``, when
    the card gaining the ability is the one bearing it and the condition is composed; None otherwise."""
    found = _grant(prefix, card_type)
    return found if isinstance(found, dict) else None


def other_grant(prefix: str, card_type: str | None) -> Grant | None:
    """"X gains:" naming another card than the one bearing it, with the condition composed: the :class:`Grant`;
    None otherwise."""
    found = _grant(prefix, card_type)
    return found if isinstance(found, Grant) else None


def refused_grant(prefix: str, card_type: str | None) -> str:
    """Why "… gains: "…"" is neither the card's own conditioned ability nor a grant to another: the card gaining it
    is none the constant subjects name, or its condition is none the engine's conditions compose ("While you have
    more Conviction than Doubt")."""
    found = _grant(prefix, card_type)
    return found if isinstance(found, str) else "an ability granted while a condition holds: the engine's " \
        "abilities have no field for the condition"


_OTHER = ": not a card the engine's constant abilities name"


def _target(words: list[str], card_type: str | None) -> str | None:
    """The card a subject ("Garden", "the Lobby", "Attached location") names, as the engine's ``what`` (a name as
    printed, ``attached``); None when it names no one other card."""
    try:
        sentence = read_sentence(" ".join(words + ["gains"]))
    except Refused:
        return None
    chunks = [c for c in next(iter(sentence.clauses)).chunks if c.kind not in ("conj", "punct")]
    if chunks and chunks[0].kind == "verb" and chunks[0].text.lower() == "attached" and len(chunks) > 2:
        chunks = [Chunk("np", chunks[0].tokens + chunks[1].tokens), *chunks[2:]]  # "Attached location"
    found = subject(chunks[:-1], card_type)
    if found is None and len(words) > 1 and words[0].lower() == "the":  # "the Lobby": the location by its name
        return _target(words[1:], card_type)
    return None if found in (None, "self", "this-location") else found


def _grant(prefix: str, card_type: str | None) -> Fields | Grant | str | None:
    """The condition of a grant to the card bearing it; else why not (a reason), or None when the words are no
    grant."""
    # the last sentence (the ones before a grant are a paragraph of their own: :func:`_leads`; not after a title)
    words = re.split(_SENTENCE_END, prefix.rstrip())[-1].split(" ")
    if not words or words[-1].lower() not in _GAINS:
        return None
    if words[0].lower() not in ("while", "if", "as") and not _self([w.lower() for w in words[:-1]], card_type):
        what = _target(words[:-1], card_type)  # "Garden gains:"
        return Grant(what) if what else f"an ability granted to another card ('{' '.join(words[:-1])}'){_OTHER}"
    try:
        sentence = read_sentence(" ".join(words[:-1]))
    except Refused:
        return None
    clauses = list(sentence.clauses)
    if len(clauses) != 2 or clauses[0].connective not in CONNECTIVES or sentence.reminders:
        return None
    grantee = _grantee(clauses[1].chunks)
    condition = condition_of([c for c in clauses[0].chunks if c.kind not in ("conj", "punct")], card_type)
    said = " ".join(t.text for c in clauses[0].chunks for t in c.tokens if c.kind not in ("conj", "punct"))
    if condition is None and (_self(grantee, card_type) or grantee in (["he"], ["she"])):
        return f"an ability granted while a condition holds: the condition ('{said}') is none the engine's " \
            "conditions compose"
    if condition is not None and (_self(grantee, card_type) or (grantee in (["he"], ["she"])
                                                                and condition.get("card") == "self")):
        return condition  # "While you control Lita Chantler, she gains: …" on Lita: the pronoun is the card named
    named = " ".join(grantee) + (f": {condition['card']}" if condition and grantee in (["he"], ["she"])
                                 and condition.get("card") else "")  # "she: Lita Chantler", the card named before
    what = condition.get("card") if condition and grantee in (["he"], ["she"]) else \
        _target([t.text for c in clauses[1].chunks for t in c.tokens if c.kind not in ("conj", "punct")], card_type)
    if condition is not None and what:
        return Grant(what, condition)
    return f"an ability granted while a condition holds, to another card ('{named}'){_OTHER}"


def given(grant: Grant, text: str, abilities: list[Ability]) -> Ability | str:
    """The quoted ``abilities`` given to the card ``grant`` names, as one constant ability of the card bearing
    ``text``: ``applies-to`` that card as it is in play, the condition, and ``gains-abilities`` (each quoted ability
    as the situation's, its gaps the constant's); why not, when a quoted ability names the card giving it (its
    ``self``: the engine would read it as the new bearer)."""
    plain = [_giver_named(a.to_situation()) for a in abilities]
    if any('"self"' in json.dumps(p) for p in plain):
        return "an ability granted to another card that names the card giving it (its own name) in its effects: the " \
            "engine's gained ability is its new bearer's, which 'self' would name"
    extra: tuple[tuple[str, Any], ...] = (("applies-to", {"event": "enters-play", "what": grant.what}),)
    extra += ((("condition", grant.condition),) if grant.condition else ()) + (("gains-abilities", plain),)
    quoted = " ".join(a.source_text for a in abilities)
    return Ability(kind="constant", source_text=f'{text} "{quoted}"', effects=(), extra=extra,
                   gaps=tuple(g for a in abilities for g in a.gaps))


def _giver_named(ability: Fields) -> Fields:
    """A quoted ability whose cost exhausts the card giving it ("Exhaust Shortcut:" in the ability Shortcut gives its
    location: the card's own name, ``exhaust``) with that cost naming the giver (``exhaust-card: giver``), which the
    engine names as the ability is gained: the new bearer is not the card exhausted."""
    cost = ability.get("cost") or {}
    if cost.get("exhaust") is not True:
        return ability
    return {**ability, "cost": {**{k: v for k, v in cost.items() if k != "exhaust"}, "exhaust-card": "giver"}}


def _grantee(chunks: Any) -> list[str]:
    """The words naming the card that gains the ability (lower case)."""
    return [t.low for c in chunks for t in c.tokens if c.kind not in ("conj", "punct")]


def with_condition(extra: tuple[tuple[str, Any], ...], condition: Fields) -> tuple[tuple[str, Any], ...] | None:
    """An ability's extra fields with the grant's condition added: beside one it has when they name different
    things (a count and a card's state), else None (one record holds one of each)."""
    fields = dict(extra)
    held = fields.get("condition") or {}
    if set(held) & set(condition):
        return None
    fields["condition"] = {**held, **condition}
    return tuple(fields.items())


#: Where a quoted ability a card gains opens: "X gains: "…", "X gain "…".
MARKERS = (' gains: "', ' gain: "', ' gains "', ' gain "')
Run = str | tuple[str, list[str]]


def _opened(paragraph: str) -> tuple[int, str] | None:
    """Where the quote of a granted ability opens in ``paragraph`` (and its marker), when the quote does not close
    there: an odd number of quotation marks (a name quoted inside it, "Jazz", keeps the count even)."""
    for marker in MARKERS:
        at = paragraph.find(marker)
        if at > 0 and paragraph.count('"') % 2 == 1:
            return at, marker
    return None


def _grant_at(paragraph: str) -> int:
    """Where the words "gains:" of a grant start in ``paragraph`` (its quote on the line or the next ones); -1."""
    found = [paragraph.find(m) for m in MARKERS if paragraph.find(m) > 0]
    ends = [len(paragraph.rstrip()) - len(w) for w in (" gains:", " gain:") if paragraph.rstrip().endswith(w)]
    return min(found + ends, default=-1)


def _leads(paragraphs: list[str]) -> list[str]:
    """The paragraphs with the sentences before a grant's ("Attach to your location." before "Attached location
    gains: …") made a paragraph of their own: read as any other, not dropped with the grant's words."""
    out: list[str] = []
    for paragraph in paragraphs:
        at = _grant_at(paragraph)
        *lead, last = re.split(_SENTENCE_END, paragraph[:at]) if at > 0 else [paragraph]
        out += [". ".join(lead) + ".", last + paragraph[at:]] if lead else [paragraph]
    return out


def quoted_runs(paragraphs: list[str]) -> list[Run]:
    """The card's paragraphs, those of one quoted ability text a card gains kept together: "Higher Education
    gains:" then "[fast] …" and "[fast] … test."" (each printed ability its own line) → ``(the words before the
    quote, [each ability])``. A quote that never closes leaves the paragraphs as they are (each read on its own)."""
    out: list[Run] = []
    k, paragraphs = 0, _leads(paragraphs)
    while k < len(paragraphs):
        opened = _opened(paragraphs[k])
        end = next((j for j in range(k + 1, len(paragraphs)) if paragraphs[j].count('"') % 2 == 1), None) \
            if opened is not None else None
        if opened is None or end is None:
            out.append(paragraphs[k])
            k += 1
            continue
        at, marker = opened
        inner = [paragraphs[k][at + len(marker):], *paragraphs[k + 1:end + 1]]
        last = inner[-1].rstrip()
        inner[-1] = last[:-1] if last.endswith('"') else last.removesuffix('".') + "." if last.endswith('".') else last
        out.append((paragraphs[k][:at + len(marker) - 2].strip(), [p.strip() for p in inner if p.strip()]))
        k = end + 1
    return out
