"""An ability a card gains while a condition holds, printed on the card itself: "While you have 5 or more cards in
your hand, Higher Education gains: "[free] Spend 1 resource: …"".

"If a card gains … ability text, the card functions as if it possesses the gained characteristic" (Gains), and the
gain lasts only while its condition holds (Constant Abilities). When the card that gains the ability is the card
bearing the text (its own name, "this agenda", "this location", "it"), the gained ability is the card's own ability
that exists only while the condition holds: the engine's ability ``condition`` says just that — checked before an
action or free ability is initiated (Costs), when a triggered ability's condition occurs (it is not offered unmet),
and each time a constant is consulted (Constant Abilities). So the quoted ability is read as any other and carries
the condition; an ability that already has one carries both when they name different things.

A grant to another card ("While Lita Chantler is not controlled by a player, she gains: …", "Attached location
gains: …") or a condition the reader cannot compose stays a gap: the engine's abilities belong to their card.
"""

from __future__ import annotations

import re
from typing import Any

from .constant_conditions import CONNECTIVES, condition_of
from .grammar import Refused, read_sentence
from .words import SELF

Fields = dict[str, Any]
#: "gains:" after the card that gains the ability.
_GAINS = ("gains:", "gain:", "gains", "gain")


def _self(words: list[str], card_type: str | None) -> bool:
    """Whether the card that gains the ability is the one bearing the text."""
    return words in ([SELF.lower()], ["it"], ["this", "card"]) or (card_type is not None and
                                                                 words == ["this", card_type])


def own_grant(prefix: str, card_type: str | None) -> Fields | None:
    """"While X, @self gains:" (the card's name as ``@self``) → the condition X as the engine's ``condition``, when
    the card gaining the ability is the one bearing it and the condition is composed; None otherwise."""
    found = _grant(prefix, card_type)
    return found if isinstance(found, dict) else None


def refused_grant(prefix: str, card_type: str | None) -> str:
    """Why "… gains: "…"" is no ability of the card bearing it: the card gaining it is another ("Garden gains:", "she"
    for a card named in the condition, "Attached location gains:") — the engine's abilities belong to the card they
    are printed on, and it has none one card gives another —, or its condition is none the engine's conditions
    compose ("While you have more Conviction than Doubt")."""
    found = _grant(prefix, card_type)
    return found if isinstance(found, str) else "an ability granted while a condition holds: the engine's " \
        "abilities have no field for the condition"


_OTHER = ": the engine's abilities belong to the card they are printed on, and it has no ability one card gives another"


def _grant(prefix: str, card_type: str | None) -> Fields | str | None:
    """The condition of a grant to the card bearing it; else why not (a reason), or None when the words are no
    grant."""
    # the last sentence ("Attach to your location. Attached location gains:"; not after a title: "Dr. Morgan")
    words = re.split(r"(?<=[a-z]{3})\. ", prefix.rstrip())[-1].split(" ")
    if not words or words[-1].lower() not in _GAINS:
        return None
    if words[0].lower() not in ("while", "if", "as") and not _self([w.lower() for w in words[:-1]], card_type):
        return f"an ability granted to another card ('{' '.join(words[:-1])}'){_OTHER}"  # "Garden gains:"
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
    return f"an ability granted while a condition holds, to another card ('{named}'){_OTHER}"


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


def quoted_runs(paragraphs: list[str]) -> list[Run]:
    """The card's paragraphs, those of one quoted ability text a card gains kept together: "Higher Education
    gains:" then "[fast] …" and "[fast] … test."" (each printed ability its own line) → ``(the words before the
    quote, [each ability])``. A quote that never closes leaves the paragraphs as they are (each read on its own)."""
    out: list[Run] = []
    k = 0
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
